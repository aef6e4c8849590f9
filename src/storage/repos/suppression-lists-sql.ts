// The account's suppression lists with their id counts: one portable query both engines' stores
// share (id_count is kept exact with every change, so this reads one row per list).
import type { ListSummary } from '../../core/suppression/suppression-store.js';
import type { Db } from '../db.js';

export async function listsOfAccount(db: Db, accountId: number): Promise<ListSummary[]> {
  const rows = await db.all<{ package_name: string; id_count: number | string; created_at: number | string }>(
    'SELECT package_name, id_count, created_at FROM suppression_lists WHERE account_id = ? ORDER BY package_name',
    [accountId],
  );
  return rows.map((r) => ({ packageName: r.package_name, count: Number(r.id_count), createdAt: new Date(Number(r.created_at)) }));
}
