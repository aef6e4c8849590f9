// PostgreSQL fast path for suppression lists. A request's ids arrive parsed, sorted and
// de-duplicated; they are applied on one dedicated connection in one transaction, so a failure or
// a killed server (the connection drops, PostgreSQL rolls back) leaves the list as it was.
//
// Large requests: binary COPY into a temporary staging table (no WAL, no index), then one set-based
// statement into suppression_ids. The list row is locked first (upsert / FOR UPDATE), which
// serialises writers of the same list; with no concurrent writer the insert can use a plain
// anti-join instead of ON CONFLICT, which measured ~2x faster here (1M sorted ids: ~470k rows/s
// vs ~210k rows/s with ON CONFLICT DO NOTHING). Small requests skip the staging table and pass an
// array parameter. A large request of new ids only (appending new users to a big list) skips the
// staging table too: COPY straight into the list under a savepoint (see copyIfAllNew).
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Clock } from '../../core/shared/ports.js';
import type { SortedIds } from '../../core/suppression/sorted-ids.js';
import type { ListSummary, ListRef, SuppressionStore } from '../../core/suppression/suppression-store.js';
import { formatUuid, ID_BYTES } from '../../core/suppression/uuid.js';
import { indexesOf } from '../../core/suppression/suppression-store.js';
import { listsOfAccount } from './suppression-lists-sql.js';
import type { PgDb } from '../pg-db.js';

/** Up to this many ids go as one uuid[] parameter; more go through COPY. */
const ARRAY_PATH_MAX = 2000;
/** Ids probed to guess whether a large request only appends new ids. */
const SAMPLE_IDS = 1024;
/** Rows per binary COPY message batch (22 bytes each). */
const COPY_ROWS_PER_WRITE = 32768;

const LIST_SQL = 'SELECT id FROM suppression_lists WHERE account_id = $1 AND package_name = $2';

// Binary COPY: 11-byte signature, 4-byte flags, 4-byte header extension length.
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/**
 * Binary COPY rows: either (id) -- field count 1, length 16, the 16 bytes -- or (list_id, id) --
 * field count 2, length 8, the big-endian list id, length 16, the 16 bytes.
 */
function encodeRows(bytes: Uint8Array, from: number, to: number, listId: number | undefined): Buffer {
  const size = listId === undefined ? 22 : 34;
  const out = Buffer.allocUnsafe((to - from) * size);
  let o = 0;
  for (let i = from; i < to; i++) {
    if (listId === undefined) {
      out.writeInt16BE(1, o);
      out.writeInt32BE(ID_BYTES, o + 2);
    } else {
      out.writeInt16BE(2, o);
      out.writeInt32BE(8, o + 2);
      out.writeBigInt64BE(BigInt(listId), o + 6);
      out.writeInt32BE(ID_BYTES, o + 14);
    }
    out.set(bytes.subarray(i * ID_BYTES, (i + 1) * ID_BYTES), o + size - ID_BYTES);
    o += size;
  }
  return out;
}

/** COPY the ids into the staging table, or (listId given) straight into suppression_ids. */
async function copyIds(client: pg.PoolClient, ids: SortedIds, listId?: number): Promise<void> {
  const sql = listId === undefined ? 'COPY suppression_staging (id) FROM STDIN (FORMAT binary)' : 'COPY suppression_ids (list_id, id) FROM STDIN (FORMAT binary)';
  const stream = client.query(copyFrom(sql));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  const write = async (b: Buffer) => {
    if (!stream.write(b)) await new Promise<void>((resolve, reject) => {
      const onErr = (e: Error) => reject(e);
      stream.once('error', onErr);
      stream.once('drain', () => {
        stream.off('error', onErr);
        resolve();
      });
    });
  };
  try {
    await write(COPY_HEADER);
    for (let i = 0; i < ids.count; i += COPY_ROWS_PER_WRITE) await write(encodeRows(ids.bytes, i, Math.min(ids.count, i + COPY_ROWS_PER_WRITE), listId));
    stream.end(COPY_TRAILER);
  } catch (e) {
    stream.destroy(e as Error);
  }
  await done;
}

const idArray = (ids: SortedIds) => Array.from({ length: ids.count }, (_, i) => formatUuid(ids.bytes.subarray(i * ID_BYTES, (i + 1) * ID_BYTES)));

export class PgSuppressionStore implements SuppressionStore {
  constructor(
    private readonly db: PgDb,
    private readonly clock: Clock,
  ) {}

  private inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.db.withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const out = await fn(client);
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    });
  }

  private async stage(client: pg.PoolClient, ids: SortedIds): Promise<void> {
    // Enough memory for the join's hash table of a large request to stay in memory (the default
    // 4 MB spills 1M ids to disk in 8 batches); this transaction only.
    await client.query("SET LOCAL work_mem = '64MB'");
    await client.query('CREATE TEMPORARY TABLE suppression_staging (id uuid NOT NULL) ON COMMIT DROP');
    await copyIds(client, ids);
    // Real row counts let the planner pick index lookups for a few ids and a join for many.
    await client.query('ANALYZE suppression_staging');
  }

  add(list: ListRef, ids: SortedIds): Promise<number> {
    return this.inTransaction(async (client) => {
      // The upsert locks the list row until commit: writers of one list take turns.
      const r = await client.query<{ id: number; id_count: number }>(
        `INSERT INTO suppression_lists (account_id, package_name, id_count, created_at) VALUES ($1, $2, 0, $3)
         ON CONFLICT (account_id, package_name) DO UPDATE SET id_count = suppression_lists.id_count RETURNING id, id_count`,
        [list.accountId, list.packageName, this.clock.now().getTime()],
      );
      const listId = r.rows[0]!.id;
      let added: number;
      const empty =
        ids.count > ARRAY_PATH_MAX &&
        Number(r.rows[0]!.id_count) === 0 &&
        (await client.query('SELECT 1 FROM suppression_ids WHERE list_id = $1 LIMIT 1', [listId])).rowCount === 0;
      if (empty) {
        // An empty list (the first upload of an app's list) cannot conflict with sorted, unique,
        // locked-out ids: COPY them straight in, which PostgreSQL batches (multi-insert) where
        // INSERT ... SELECT goes row by row (measured ~1.6x faster for 1M ids).
        await copyIds(client, ids, listId);
        added = ids.count;
      } else if (ids.count <= ARRAY_PATH_MAX) {
        const ins = await client.query(
          `INSERT INTO suppression_ids (list_id, id) SELECT $1, x FROM unnest($2::uuid[]) AS x
           WHERE NOT EXISTS (SELECT 1 FROM suppression_ids d WHERE d.list_id = $1 AND d.id = x)`,
          [listId, idArray(ids)],
        );
        added = ins.rowCount ?? 0;
      } else if (!(await this.anyListed(client, listId, ids)) && (await this.copyIfAllNew(client, ids, listId))) {
        added = ids.count;
      } else {
        await this.stage(client, ids);
        // Probe the list's index once per staged id, in order. Left to itself the planner hashes
        // the whole list (10M rows for a big one) to anti-join 1M ids: measured 11 s against
        // 1.5 s for the probes.
        await client.query('SET LOCAL enable_hashjoin = off');
        const ins = await client.query(
          `INSERT INTO suppression_ids (list_id, id) SELECT $1, s.id FROM suppression_staging s
           WHERE NOT EXISTS (SELECT 1 FROM suppression_ids d WHERE d.list_id = $1 AND d.id = s.id) ORDER BY s.id`,
          [listId],
        );
        added = ins.rowCount ?? 0;
      }
      await client.query('UPDATE suppression_lists SET id_count = id_count + $1 WHERE id = $2', [added, listId]);
      return added;
    });
  }

  /**
   * Whether any of a sample of the ids (SAMPLE_IDS, evenly spread) is on the list already: a
   * cheap guess at whether the request appends new ids only (new users) or repeats the list
   * (a re-upload), which picks the path.
   */
  private async anyListed(client: pg.PoolClient, listId: number, ids: SortedIds): Promise<boolean> {
    const step = Math.max(1, Math.floor(ids.count / SAMPLE_IDS));
    const sample: string[] = [];
    for (let i = 0; i < ids.count; i += step) sample.push(formatUuid(ids.bytes.subarray(i * ID_BYTES, (i + 1) * ID_BYTES)));
    const r = await client.query('SELECT 1 FROM suppression_ids WHERE list_id = $1 AND id = ANY($2::uuid[]) LIMIT 1', [listId, sample]);
    return (r.rowCount ?? 0) > 0;
  }

  /**
   * Appends by COPY straight into the list, in key order (sorted ids touch each index page once),
   * under a savepoint: if one id was listed after all, the unique index refuses the COPY, which is
   * undone, and false sends the caller to the checked path. New ids only (the common append):
   * measured 1M into a 10M list in ~3.7 s against ~7 s staged and checked.
   */
  private async copyIfAllNew(client: pg.PoolClient, ids: SortedIds, listId: number): Promise<boolean> {
    await client.query('SAVEPOINT append_new');
    try {
      await copyIds(client, ids, listId);
      await client.query('RELEASE SAVEPOINT append_new');
      return true;
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e; // not a duplicate: a real failure
      await client.query('ROLLBACK TO SAVEPOINT append_new');
      return false;
    }
  }

  remove(list: ListRef, ids: SortedIds): Promise<number> {
    return this.inTransaction(async (client) => {
      const r = await client.query<{ id: number }>(`${LIST_SQL} FOR UPDATE`, [list.accountId, list.packageName]);
      if (!r.rows[0]) return 0;
      const listId = r.rows[0].id;
      let removed: number;
      if (ids.count <= ARRAY_PATH_MAX) {
        const del = await client.query('DELETE FROM suppression_ids WHERE list_id = $1 AND id = ANY($2::uuid[])', [listId, idArray(ids)]);
        removed = del.rowCount ?? 0;
      } else {
        await this.stage(client, ids);
        const del = await client.query('DELETE FROM suppression_ids d USING suppression_staging s WHERE d.list_id = $1 AND d.id = s.id', [listId]);
        removed = del.rowCount ?? 0;
      }
      await client.query('UPDATE suppression_lists SET id_count = id_count - $1 WHERE id = $2', [removed, listId]);
      return removed;
    });
  }

  lists(accountId: number): Promise<ListSummary[]> {
    return listsOfAccount(this.db, accountId);
  }

  async count(list: ListRef): Promise<number> {
    const row = await this.db.get<{ id_count: number }>('SELECT id_count FROM suppression_lists WHERE account_id = ? AND package_name = ?', [list.accountId, list.packageName]);
    return row ? Number(row.id_count) : 0;
  }

  async which(list: ListRef, ids: readonly Uint8Array[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const r = await this.db.pool.query<{ id: string }>(
      `SELECT replace(id::text, '-', '') AS id FROM suppression_ids WHERE list_id = (${LIST_SQL}) AND id = ANY($3::uuid[])`,
      [list.accountId, list.packageName, ids.map(formatUuid)],
    );
    return indexesOf(ids, r.rows.map((x) => x.id));
  }

  async contains(list: ListRef, id: Uint8Array): Promise<boolean> {
    // A named statement is parsed and planned once per connection, which is most of the cost of
    // a point lookup that is otherwise two index probes.
    const r = await this.db.pool.query({
      name: 'suppression_contains',
      text: 'SELECT 1 AS hit FROM suppression_ids WHERE list_id = (SELECT id FROM suppression_lists WHERE account_id = $1 AND package_name = $2) AND id = $3::uuid',
      values: [list.accountId, list.packageName, formatUuid(id)],
    });
    return (r.rowCount ?? 0) > 0;
  }
}
