import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, RunResult, SqlExecutor } from './db.js';

/** SQLite params: better-sqlite3 rejects booleans and undefined. */
function bind(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

class SqliteExecutor implements SqlExecutor {
  readonly dialect = 'sqlite' as const;
  constructor(protected readonly raw: Database.Database) {}

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

  async all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.stmt(sql).all(...bind(params)) as T[];
  }
  async get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    const s = this.stmt(sql);
    return (s.reader ? s.get(...bind(params)) : (s.run(...bind(params)), undefined)) as T | undefined;
  }
  async run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    const s = this.stmt(sql);
    if (s.reader) {
      // e.g. INSERT ... RETURNING used through run()
      const rows = s.all(...bind(params));
      return { changes: rows.length };
    }
    const r = s.run(...bind(params));
    return { changes: r.changes };
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
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  readonly raw: Database.Database;
  private readonly exec: SqliteExecutor;
  private readonly lock = new AsyncLock();

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.raw = new Database(file);
    this.raw.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode (only an OS crash may lose the
    // last commits), which is what "nothing half-written survives a crash" needs.
    this.raw.pragma('synchronous = NORMAL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.exec = new SqliteExecutor(this.raw);
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.lock.run(() => this.exec.all<T>(sql, params));
  }
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.lock.run(() => this.exec.get<T>(sql, params));
  }
  run(sql: string, params?: readonly unknown[]): Promise<RunResult> {
    return this.lock.run(() => this.exec.run(sql, params));
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      this.raw.exec('BEGIN IMMEDIATE');
      try {
        const out = await fn(this.exec);
        this.raw.exec('COMMIT');
        return out;
      } catch (e) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
        throw e;
      }
    });
  }

  /** Run synchronous work on the raw connection under the lock (bulk paths that bypass SQL text). */
  withRaw<T>(fn: (raw: Database.Database) => T): Promise<T> {
    return this.lock.run(() => fn(this.raw));
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
