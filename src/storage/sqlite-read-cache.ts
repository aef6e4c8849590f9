// A read cache for hot single-row SELECTs on SQLite (the bearer-token lookup and the campaign
// read of every authenticated GET). Measured in bench/campaign-get: a point read costs 3 us of
// SQLite work but ~10 us of server CPU per request once the connection's WAL locks, row objects
// and promise turns are counted, with a whole request at ~45 us.
//
// Correctness rests on invalidating EVERYTHING on any write, not on knowing which rows a write
// touches:
//   - a write by this process (any statement that is not a pure read, any transaction, any bulk
//     write) clears the cache before its effects can be seen;
//   - a write by another process (campaignctl, a worker, a second server on the same file) bumps
//     SQLite's `PRAGMA data_version` for this connection. It is read at the first cached read of
//     each event-loop turn, so a commit that finished before the turn began is always seen; a
//     revocation made by `campaignctl` is honoured by the very next request.
// Misses (no row) are not cached: unknown tokens must not evict known ones.
import type Database from 'better-sqlite3';

const MAX_ENTRIES_PER_STATEMENT = 10_000;

export class SqliteReadCache {
  private readonly bySql = new Map<string, Map<string, unknown>>();
  private readonly dataVersion: Database.Statement;
  private version: unknown;
  private checkedThisTurn = false;
  private readonly endTurn = () => {
    this.checkedThisTurn = false;
  };

  constructor(raw: Database.Database) {
    this.dataVersion = raw.prepare('PRAGMA data_version').pluck();
    this.version = this.dataVersion.get();
  }

  /** Every cached value, after a write of this process. */
  clear(): void {
    if (this.bySql.size > 0) this.bySql.clear();
  }

  /** Must be called with the connection free (no transaction open on it). */
  private checkOtherProcesses(): void {
    if (this.checkedThisTurn) return;
    this.checkedThisTurn = true;
    setImmediate(this.endTurn);
    const v = this.dataVersion.get();
    if (v !== this.version) {
      this.version = v;
      this.clear();
    }
  }

  /** The cached value for (sql, params), or undefined. */
  lookup(sql: string, key: string): unknown {
    this.checkOtherProcesses();
    return this.bySql.get(sql)?.get(key);
  }

  store(sql: string, key: string, value: unknown): void {
    let m = this.bySql.get(sql);
    if (!m) this.bySql.set(sql, (m = new Map()));
    // Oldest first (Map keeps insertion order): a bounded cache without per-hit bookkeeping.
    if (m.size >= MAX_ENTRIES_PER_STATEMENT) m.delete(m.keys().next().value!);
    m.set(key, value);
  }
}

/** The cache key of a parameter list (strings and numbers; never shared across statements). */
export function paramsKey(params: readonly unknown[] | undefined): string {
  if (!params || params.length === 0) return '';
  // 's' + text for the common single string (a token hash); JSON never starts with 's'.
  if (params.length === 1 && typeof params[0] === 'string') return `s${params[0]}`;
  return JSON.stringify(params);
}
