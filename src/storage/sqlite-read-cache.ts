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
import { ReadCacheEntries } from './read-cache-entries.js';

export { paramsKey } from './read-cache-entries.js';

export class SqliteReadCache {
  private readonly entries = new ReadCacheEntries();
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
    this.entries.clear();
  }

  /** Bumped by every clear: a value read under an older generation is not stored. */
  get generation(): number {
    return this.entries.generation;
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

  /** The cached value for (scope, key), or undefined. */
  lookup(scope: string, key: string): unknown {
    this.checkOtherProcesses();
    return this.entries.lookup(scope, key);
  }

  store(scope: string, key: string, value: unknown, generation = this.entries.generation, maxEntries?: number): void {
    this.entries.store(scope, key, value, generation, maxEntries);
  }
}
