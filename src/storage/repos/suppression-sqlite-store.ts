// SQLite fast path for suppression lists. better-sqlite3 is one synchronous connection behind
// SqliteDb's FIFO lock, so a request's ids arrive here already parsed, sorted and de-duplicated
// and are applied in ONE synchronous IMMEDIATE transaction (withRaw): no await inside it, so no
// other request's statement can interleave, and a crash at any point leaves the WAL without a
// commit record for it (all-or-nothing).
//
// Measured on this machine (1M sorted ids, one transaction): inserting 10k ids per statement from
// one BLOB parameter split by a recursive CTE ~2.1M rows/s (no per-id JS object); 500-row VALUES
// ~2.2M rows/s; one .run() per id ~0.8M rows/s. For deletes, `id IN (?, ... 500)` ~0.9M rows/s beat
// the CTE (~0.6M rows/s).
import type Database from 'better-sqlite3';
import type { SortedIds } from '../../core/suppression/sorted-ids.js';
import type { ListSummary, ListRef, SuppressionStore } from '../../core/suppression/suppression-store.js';
import { ID_BYTES } from '../../core/suppression/uuid.js';
import { indexesOf } from '../../core/suppression/suppression-store.js';
import { listsOfAccount } from './suppression-lists-sql.js';
import type { Clock } from '../../core/shared/ports.js';
import type { SqliteDb } from '../sqlite-db.js';

const INSERT_IDS_PER_STATEMENT = 10_000;
const DELETE_IDS_PER_STATEMENT = 500;

const INSERT_SQL =
  'WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 16 FROM s WHERE i + 16 <= ?) ' +
  'INSERT OR IGNORE INTO suppression_ids (list_id, id) SELECT ?, substr(?, i, 16) FROM s';
const deleteSql = (n: number) => `DELETE FROM suppression_ids WHERE list_id = ? AND id IN (${Array.from({ length: n }, () => '?').join(',')})`;
const LIST_SQL = 'SELECT id FROM suppression_lists WHERE account_id = ? AND package_name = ?';

const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.length);

export class SqliteSuppressionStore implements SuppressionStore {
  constructor(
    private readonly db: SqliteDb,
    private readonly clock: Clock,
  ) {}

  add(list: ListRef, ids: SortedIds): Promise<number> {
    const at = this.clock.now().getTime();
    return this.db.withRaw((raw) =>
      raw
        .transaction(() => {
          raw
            .prepare('INSERT INTO suppression_lists (account_id, package_name, id_count, created_at) VALUES (?, ?, 0, ?) ON CONFLICT (account_id, package_name) DO NOTHING')
            .run(list.accountId, list.packageName, at);
          const listId = (raw.prepare(LIST_SQL).get(list.accountId, list.packageName) as { id: number }).id;
          const insert = raw.prepare(INSERT_SQL);
          const all = asBuffer(ids.bytes);
          const step = INSERT_IDS_PER_STATEMENT * ID_BYTES;
          let added = 0;
          for (let o = 0; o < all.length; o += step) {
            const part = all.subarray(o, Math.min(o + step, all.length));
            added += insert.run(part.length, listId, part).changes;
          }
          raw.prepare('UPDATE suppression_lists SET id_count = id_count + ? WHERE id = ?').run(added, listId);
          return added;
        })
        .immediate(),
    );
  }

  remove(list: ListRef, ids: SortedIds): Promise<number> {
    return this.db.withRaw((raw) =>
      raw
        .transaction(() => {
          const row = raw.prepare(LIST_SQL).get(list.accountId, list.packageName) as { id: number } | undefined;
          if (!row) return 0;
          const all = asBuffer(ids.bytes);
          let removed = 0;
          let stmt: Database.Statement | undefined;
          const params: unknown[] = [row.id];
          for (let i = 0; i < ids.count; i += DELETE_IDS_PER_STATEMENT) {
            const n = Math.min(DELETE_IDS_PER_STATEMENT, ids.count - i);
            if (!stmt || n !== params.length - 1) stmt = raw.prepare(deleteSql(n));
            params.length = n + 1;
            for (let k = 0; k < n; k++) params[k + 1] = all.subarray((i + k) * ID_BYTES, (i + k + 1) * ID_BYTES);
            removed += stmt.run(...params).changes;
          }
          raw.prepare('UPDATE suppression_lists SET id_count = id_count - ? WHERE id = ?').run(removed, row.id);
          return removed;
        })
        .immediate(),
    );
  }

  lists(accountId: number): Promise<ListSummary[]> {
    return listsOfAccount(this.db, accountId);
  }

  async count(list: ListRef): Promise<number> {
    const row = await this.db.get<{ id_count: number }>('SELECT id_count FROM suppression_lists WHERE account_id = ? AND package_name = ?', [list.accountId, list.packageName]);
    return row ? Number(row.id_count) : 0;
  }

  async contains(list: ListRef, id: Uint8Array): Promise<boolean> {
    const row = await this.db.get(`SELECT 1 AS hit FROM suppression_ids WHERE list_id = (${LIST_SQL}) AND id = ?`, [list.accountId, list.packageName, asBuffer(id)]);
    return row !== undefined;
  }

  async which(list: ListRef, ids: readonly Uint8Array[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.all<{ id: Buffer }>(
      `SELECT id FROM suppression_ids WHERE list_id = (${LIST_SQL}) AND id IN (${ids.map(() => '?').join(', ')})`,
      [list.accountId, list.packageName, ...ids.map(asBuffer)],
    );
    return indexesOf(ids, rows.map((r) => Buffer.from(r.id).toString('hex')));
  }
}
