import pg from 'pg';
import type { Db, RunResult, SqlExecutor } from './db.js';

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

class PgExecutor implements SqlExecutor {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: pg.Pool | pg.PoolClient) {}
  async all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    const r = await this.client.query(prepared(sql, params));
    return r.rows as T[];
  }
  async get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    const r = await this.client.query(prepared(sql, params));
    return r.rows[0] as T | undefined;
  }
  async run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    const r = await this.client.query(pgText(sql), params as unknown[] | undefined);
    return { changes: r.rowCount ?? 0 };
  }
  /**
   * Not cached on PostgreSQL: other instances' writes would only reach this one through
   * LISTEN/NOTIFY, which arrives after the commit, and a revoked token must stop working at once.
   */
  async getCached<T>(sql: string, params: readonly unknown[], decode: (row: Record<string, unknown>) => T): Promise<T | undefined> {
    const row = await this.get<Record<string, unknown>>(sql, params);
    return row === undefined ? undefined : decode(row);
  }
}

export class PgDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;
  private readonly exec: PgExecutor;

  /** schema: optional search_path (tests isolate each suite in its own schema). */
  constructor(connectionString: string, opts: { schema?: string; max?: number } = {}) {
    this.pool = new pg.Pool({
      connectionString,
      max: opts.max ?? 10,
      options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
    this.exec = new PgExecutor(this.pool);
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.exec.all<T>(sql, params);
  }
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.exec.get<T>(sql, params);
  }
  run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    return this.exec.run(sql, params);
  }
  getCached<T>(sql: string, params: readonly unknown[], decode: (row: Record<string, unknown>) => T): Promise<T | undefined> {
    return this.exec.getCached(sql, params, decode);
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const out = await fn(new PgExecutor(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    });
  }

  /** A dedicated connection for work that needs one (COPY streams, advisory locks). */
  async withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await fn(client);
    } catch (e) {
      broken = e instanceof Error ? e : new Error(String(e));
      throw e;
    } finally {
      // a client whose query failed mid-protocol (e.g. aborted COPY) is discarded, not reused
      client.release(broken && (broken as { code?: string }).code === undefined ? broken : undefined);
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
    await this.pool.end();
  }
}
