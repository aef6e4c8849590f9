import { armedCommitHook, fireCommitHook, isWrite } from './commit-hooks.js';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Awaitable } from '../core/shared/awaitable.js';
import type { Db, RunResult, SqlExecutor } from './db.js';
import { paramsKey, SqliteReadCache } from './sqlite-read-cache.js';
import { MAX_MEMO_ENTRIES, writeMayChangeCache } from './read-cache-entries.js';

/** SQLite params: better-sqlite3 rejects booleans and undefined. */
function bind(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

class SqliteExecutor implements SqlExecutor {
  readonly dialect = 'sqlite' as const;
  /** onWrite: called before any statement that is not a pure read runs. */
  constructor(
    protected readonly raw: Database.Database,
    private readonly onWrite: () => void,
  ) {}

  private stmt(sql: string): Database.Statement {
    // better-sqlite3 keeps no statement cache of its own; preparing is cheap next to I/O but
    // repeated hot statements benefit, so cache by text.
    let s = cache.get(this.raw)?.get(sql);
    if (!s) {
      s = this.raw.prepare(sql);
      let m = cache.get(this.raw);
      if (!m) cache.set(this.raw, (m = new Map()));
      m.set(sql, s);
    }
    return s;
  }

  // better-sqlite3 is synchronous: the *Sync methods do the work, the async ones are the
  // SqlExecutor face used inside transactions.
  allSync<T>(sql: string, params?: readonly unknown[]): T[] {
    const s = this.stmt(sql);
    if (!s.readonly && writeMayChangeCache(sql)) this.onWrite();
    return s.all(...bind(params)) as T[];
  }
  getSync<T>(sql: string, params?: readonly unknown[]): T | undefined {
    const s = this.stmt(sql);
    if (!s.readonly && writeMayChangeCache(sql)) this.onWrite();
    return (s.reader ? s.get(...bind(params)) : (s.run(...bind(params)), undefined)) as T | undefined;
  }
  runSync(sql: string, params?: readonly unknown[]): RunResult {
    const s = this.stmt(sql);
    if (!s.readonly && writeMayChangeCache(sql)) this.onWrite();
    if (s.reader) {
      // e.g. INSERT ... RETURNING used through run()
      const rows = s.all(...bind(params));
      return { changes: rows.length };
    }
    const r = s.run(...bind(params));
    return { changes: r.changes };
  }

  async all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.allSync<T>(sql, params);
  }
  async get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.getSync<T>(sql, params);
  }
  async run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    return this.runSync(sql, params);
  }
  /** Inside a transaction: never cached (it may read its own uncommitted writes). */
  async getCached<T>(sql: string, params: readonly unknown[], decode: (row: Record<string, unknown>) => T): Promise<T | undefined> {
    const row = this.getSync<Record<string, unknown>>(sql, params);
    return row === undefined ? undefined : decode(row);
  }
}

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * better-sqlite3 has one connection and is synchronous. An async transaction callback could
 * otherwise interleave with statements of other requests on the same connection, and they would
 * silently become part of the transaction. So every top-level statement and every transaction
 * passes through one FIFO lock; inside a transaction the callback uses the lock-free executor
 * it is given (calling the Db itself from inside a transaction would wait for itself).
 */
class AsyncLock {
  /** Work queued or running; 0 means the connection is free. */
  private busy = 0;
  private tail: Promise<unknown> = Promise.resolve();

  /**
   * Synchronous work runs at once when the connection is free: nothing can interleave with
   * synchronous code, and skipping the queue's promise chain is most of the cost of a point
   * read (bench/campaign-get). Otherwise it waits its turn like everything else.
   */
  runSync<T>(fn: () => T): Promise<T> {
    if (this.busy === 0) {
      try {
        return Promise.resolve(fn());
      } catch (e) {
        return Promise.reject(e as Error);
      }
    }
    return this.run(fn);
  }

  run<T>(fn: () => Promise<T> | T): Promise<T> {
    this.busy++;
    const result = this.tail.then(fn);
    const done = () => {
      this.busy--;
    };
    this.tail = result.then(done, done);
    return result;
  }
}

export class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  readonly raw: Database.Database;
  private readonly exec: SqliteExecutor;
  private readonly lock = new AsyncLock();
  private readonly cache: SqliteReadCache;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    this.raw = new Database(file);
    this.raw.pragma('journal_mode = WAL');
    // The database holds password and key hashes: owner-only, including a file made by an older
    // version or another umask (new files are 0600 anyway: the server and CLI set umask 077).
    if (file !== ':memory:') for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
    // NORMAL is durable across application crashes in WAL mode (only an OS crash may lose the
    // last commits), which is what "nothing half-written survives a crash" needs.
    this.raw.pragma('synchronous = NORMAL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.cache = new SqliteReadCache(this.raw);
    this.exec = new SqliteExecutor(this.raw, () => this.cache.clear());
  }

  /**
   * A read answered from the read cache when it can be (see sqlite-read-cache.ts). The decoded
   * value is shared by every caller that hits it: callers must not mutate it.
   */
  getCached<T>(sql: string, params: readonly unknown[], decode: (row: Record<string, unknown>) => T): Awaitable<T | undefined> {
    const key = paramsKey(params);
    const hit = this.cache.lookup(sql, key);
    if (hit !== undefined) return hit as T;
    return this.lock.runSync(() => {
      const row = this.exec.getSync<Record<string, unknown>>(sql, params);
      if (row === undefined) return undefined;
      const value = decode(row);
      this.cache.store(sql, key, value);
      return value;
    });
  }

  async memo<T>(scope: string, key: string, compute: () => Promise<T>): Promise<T> {
    const s = `memo:${scope}`;
    const hit = this.cache.lookup(s, key);
    if (hit !== undefined) return hit as T;
    const generation = this.cache.generation;
    const value = await compute();
    // A write of this process meanwhile bumped the generation; another process's commit is
    // caught by the data_version check of the next turn's first lookup.
    this.cache.store(s, key, value, generation, MAX_MEMO_ENTRIES);
    return value;
  }

  /** One process per SQLite file serves requests: in-process wake-ups cover it. */
  subscribe(): void {}

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    if (armedCommitHook() && isWrite(sql)) return this.transaction((tx) => tx.all<T>(sql, params));
    return this.lock.runSync(() => this.exec.allSync<T>(sql, params));
  }
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    if (armedCommitHook() && isWrite(sql)) return this.transaction((tx) => tx.get<T>(sql, params));
    return this.lock.runSync(() => this.exec.getSync<T>(sql, params));
  }
  run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    // a write while a request's commit hook is armed commits with it (commit-hooks.ts)
    if (armedCommitHook() && isWrite(sql)) return this.transaction((tx) => tx.run(sql, params));
    return this.lock.runSync(() => this.exec.runSync(sql, params));
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      this.raw.exec('BEGIN IMMEDIATE');
      const generation = this.cache.generation;
      // a request's commit hook (commit-hooks.ts) fires only in a transaction that wrote
      const changesBefore = armedCommitHook() ? this.totalChanges() : 0;
      let rearm: (() => void) | undefined;
      try {
        const out = await fn(this.exec);
        if (armedCommitHook() && this.totalChanges() !== changesBefore) rearm = await fireCommitHook(this.exec);
        this.raw.exec('COMMIT');
        // A write inside that may change a cached read cleared the cache when it ran (and no miss
        // can be read and stored while the lock is held); clearing again at the commit also
        // covers anything cached in between. A transaction of cache-neutral writes only (the
        // request logs' flush) leaves the cache alone.
        if (this.cache.generation !== generation) this.cache.clear();
        return out;
      } catch (e) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
        rearm?.();
        throw e;
      }
    });
  }

  private changesStmt: Database.Statement | undefined;
  /** Rows changed on the connection so far (SQLite's total_changes()). */
  private totalChanges(): number {
    this.changesStmt ??= this.raw.prepare('SELECT total_changes() AS n');
    return Number((this.changesStmt.get() as { n: number }).n);
  }

  /** Run synchronous work on the raw connection under the lock (bulk paths that bypass SQL text). */
  withRaw<T>(fn: (raw: Database.Database) => T): Promise<T> {
    return this.lock.runSync(() => {
      // Bulk work on the raw connection may write anything.
      this.cache.clear();
      return fn(this.raw);
    });
  }

  /** The database file, or undefined for an in-memory database. */
  get file(): string | undefined {
    return this.raw.name === ':memory:' || this.raw.memory ? undefined : this.raw.name;
  }

  /** A consistent copy of the whole database in a new file (VACUUM INTO): the sandbox's snapshots. */
  copyTo(file: string): Promise<void> {
    return this.withRaw((raw) => {
      raw.prepare('VACUUM INTO ?').run(file);
    });
  }

  /**
   * Replaces the whole database with a copy made by copyTo (the SQLite backup API writes its pages
   * into this file, through the WAL, in one transaction), under the lock, so no statement of this
   * process interleaves; the cache is emptied. The sandbox's restore: page copies, not row inserts.
   */
  replaceWith(file: string): Promise<void> {
    const target = this.file;
    if (!target) return Promise.reject(new Error('an in-memory database cannot be replaced from a file'));
    return this.lock.run(async () => {
      const source = new Database(file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(target);
      } finally {
        source.close();
        this.cache.clear();
      }
    });
  }

  async ping(): Promise<boolean> {
    try {
      await this.get('SELECT 1 AS ok');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.lock.run(() => {
      if (this.raw.open) this.raw.close();
    });
  }
}
