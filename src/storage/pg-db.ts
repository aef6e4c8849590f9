import { armedCommitHook, fireCommitHook, isWrite } from './commit-hooks.js';
import pg from 'pg';
import type { Awaitable } from '../core/shared/awaitable.js';
import type { Db, DbEvent, RunResult, SqlExecutor } from './db.js';
import { PgListener } from './pg-listener.js';
import { MAX_MEMO_ENTRIES, paramsKey, ReadCacheEntries, writeMayChangeCache } from './read-cache-entries.js';

// BIGINT (int8) and COUNT(*) come back as strings by default; our ids and counts fit in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** Rewrites `?` placeholders to `$1..$n`, leaving quoted strings alone. */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (quote) {
      if (c === quote) quote = null;
      out += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (c === '?') {
      out += `$${++n}`;
    } else out += c;
  }
  return out;
}

const textCache = new Map<string, string>();
function pgText(sql: string): string {
  let t = textCache.get(sql);
  if (t === undefined) {
    t = numberPlaceholders(sql);
    if (textCache.size < 5000) textCache.set(sql, t);
  }
  return t;
}

// Reads run as named prepared statements: each connection parses and plans a statement text
// once instead of on every call (pg prepares a name on a connection at its first use there).
// Names are per text; the set of texts is the code's own, so it stays small.
const statementNames = new Map<string, string>();
function prepared(sql: string, params: readonly unknown[] | undefined): pg.QueryConfig {
  const text = pgText(sql);
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= 1000) return { text, values: params as unknown[] | undefined };
    statementNames.set(text, (name = `cp_${statementNames.size}`));
  }
  return { name, text, values: params as unknown[] | undefined };
}

/** Statements that only read: SELECT or WITH ... SELECT without a data-modifying part. */
const readOnly = new Map<string, boolean>();
function isRead(sql: string): boolean {
  let r = readOnly.get(sql);
  if (r === undefined) {
    r = /^\s*(SELECT|WITH)\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(sql);
    if (readOnly.size < 5000) readOnly.set(sql, r);
  }
  return r;
}

class PgExecutor implements SqlExecutor {
  readonly dialect = 'postgres' as const;
  /** onWrite: called after a statement that may change a cached read (writeMayChangeCache). */
  constructor(
    private readonly client: pg.Pool | pg.PoolClient,
    private readonly onWrite?: () => void,
  ) {}
  async all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    try {
      const r = await this.client.query(prepared(sql, params));
      return r.rows as T[];
    } finally {
      if (this.onWrite && !isRead(sql) && writeMayChangeCache(sql)) this.onWrite();
    }
  }
  async get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    try {
      const r = await this.client.query(prepared(sql, params));
      return r.rows[0] as T | undefined;
    } finally {
      if (this.onWrite && !isRead(sql) && writeMayChangeCache(sql)) this.onWrite();
    }
  }
  async run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    try {
      const r = await this.client.query(pgText(sql), params as unknown[] | undefined);
      return { changes: r.rowCount ?? 0 };
    } finally {
      if (this.onWrite && writeMayChangeCache(sql)) this.onWrite();
    }
  }
  /** Inside a transaction: a plain read (it may see the transaction's own writes). */
  async getCached<T>(sql: string, params: readonly unknown[], decode: (row: Record<string, unknown>) => T): Promise<T | undefined> {
    const row = await this.get<Record<string, unknown>>(sql, params);
    return row === undefined ? undefined : decode(row);
  }
}

const FRESH = Promise.resolve(true);

export class PgDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;
  private readonly exec: PgExecutor;
  /**
   * The read cache (getCached, memo). Coherent across processes: every commit to a cached table
   * notifies every process (triggers of migration 0011), and a cached value is only used after
   * a round trip on the listening connection made after the request arrived (PgListener.sync),
   * so a change committed before a request was sent is always seen by it.
   */
  private readonly cache = new ReadCacheEntries();
  readonly listener: PgListener | undefined;
  private syncing: Promise<boolean> | undefined;
  private readonly endTurn = () => {
    this.syncing = undefined;
  };

  /**
   * schema: optional search_path (tests isolate each suite in its own schema).
   * listen: false for short-lived tools that need no cache or wake-ups (one connection less).
   */
  constructor(connectionString: string, opts: { schema?: string; max?: number; listen?: boolean } = {}) {
    this.pool = new pg.Pool({
      connectionString,
      max: opts.max ?? 10,
      options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
    const invalidate = () => this.cache.clear();
    this.exec = new PgExecutor(this.pool, invalidate);
    if (opts.listen !== false) {
      this.listener = new PgListener(connectionString, ['cp_changes', 'cp_jobs']);
      this.listener.on('cp_changes', invalidate);
      // notifications may have been missed while the connection was down
      this.listener.onState(invalidate);
      void this.listener.start();
    }
  }

  /** Resolves once the listener is connected (tests; the cache is bypassed until then). */
  async ready(): Promise<void> {
    await this.listener?.start();
  }

  /** True when cached values may be used for a request that arrived before this call. */
  private fresh(): Promise<boolean> {
    const l = this.listener;
    if (!l?.up) return Promise.resolve(false);
    if (l.covering) return FRESH;
    // One barrier for every cached read of this event-loop turn: all of them belong to requests
    // already received when it is sent.
    if (!this.syncing) {
      this.syncing = l.sync();
      setImmediate(this.endTurn);
    }
    return this.syncing;
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    if (armedCommitHook() && isWrite(sql)) return this.transaction((tx) => tx.all<T>(sql, params));
    return this.exec.all<T>(sql, params);
  }
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    if (armedCommitHook() && isWrite(sql)) return this.transaction((tx) => tx.get<T>(sql, params));
    return this.exec.get<T>(sql, params);
  }
  run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    // a write while a request's commit hook is armed commits with it (commit-hooks.ts)
    if (armedCommitHook() && isWrite(sql)) return this.transaction((tx) => tx.run(sql, params));
    return this.exec.run(sql, params);
  }

  getCached<T>(sql: string, params: readonly unknown[], decode: (row: Record<string, unknown>) => T): Awaitable<T | undefined> {
    // A barrier has just covered this turn's requests (the token check's, when this is the
    // campaign read of the same request): a cached value may be used, and is handed on at once.
    const key = paramsKey(params);
    const l = this.listener;
    if (l?.up && l.covering) {
      const hit = this.cache.lookup(sql, key);
      if (hit !== undefined) return hit as T;
    }
    return this.getCachedAfterBarrier(sql, params, key, decode);
  }

  private async getCachedAfterBarrier<T>(sql: string, params: readonly unknown[], key: string, decode: (row: Record<string, unknown>) => T): Promise<T | undefined> {
    if (!(await this.fresh())) return this.exec.getCached(sql, params, decode);
    const hit = this.cache.lookup(sql, key);
    if (hit !== undefined) return hit as T;
    const generation = this.cache.generation;
    const row = await this.exec.get<Record<string, unknown>>(sql, params);
    if (row === undefined) return undefined; // misses are not cached: unknown keys must not evict known ones
    const value = decode(row);
    this.cache.store(sql, key, value, generation);
    return value;
  }

  async memo<T>(scope: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (!(await this.fresh())) return compute();
    const s = `memo:${scope}`;
    const hit = this.cache.lookup(s, key);
    if (hit !== undefined) return hit as T;
    const generation = this.cache.generation;
    const value = await compute();
    this.cache.store(s, key, value, generation, MAX_MEMO_ENTRIES);
    return value;
  }

  subscribe(event: DbEvent, fn: () => void): void {
    this.listener?.on(`cp_${event}`, () => fn());
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    // Whether a statement inside may change a cached read (writeMayChangeCache): a transaction of
    // cache-neutral writes only (the request logs' flush) leaves this process's cache alone.
    // Other processes are told by the triggers of the cached tables (migration 0011).
    let wrote = false;
    return this.onClient(async (client) => {
      await client.query('BEGIN');
      let rearm: (() => void) | undefined;
      try {
        const tx = new PgExecutor(client, () => (wrote = true));
        const out = await fn(tx);
        // a request's commit hook (commit-hooks.ts) fires only in a transaction that wrote (one
        // that wrote has a transaction id)
        if (armedCommitHook() && (await client.query('SELECT txid_current_if_assigned() IS NOT NULL AS w')).rows[0]?.w === true) rearm = await fireCommitHook(tx);
        await client.query('COMMIT');
        if (wrote) this.cache.clear();
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        rearm?.();
        throw e;
      }
    }, false);
  }

  /** A dedicated connection for work that needs one (COPY streams, advisory locks). */
  withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    // work on a dedicated connection may write anything
    return this.onClient(fn, true);
  }

  private async onClient<T>(fn: (client: pg.PoolClient) => Promise<T>, clearAfter: boolean): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A connection lost while the client is checked out and between queries (the server stopped
    // or restarted) is emitted as an 'error' event, which pg-pool listens to only on idle clients:
    // unheard, it ended the process (issue 36's fault bench: both API processes died when
    // PostgreSQL stopped). Heard here, the next query on it fails and it is discarded on release.
    let lost: Error | undefined;
    const onLost = (e: Error) => (lost ??= e);
    client.on('error', onLost);
    try {
      return await fn(client);
    } catch (e) {
      broken = e instanceof Error ? e : new Error(String(e));
      throw e;
    } finally {
      client.off('error', onLost);
      if (clearAfter) this.cache.clear();
      // a client whose query failed mid-protocol (e.g. aborted COPY) or whose connection was lost
      // is discarded, not reused
      client.release(lost ?? (broken && (broken as { code?: string }).code === undefined ? broken : undefined));
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.listener?.close();
    await this.pool.end();
  }
}
