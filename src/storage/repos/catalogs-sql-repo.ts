// Catalogs and their variant sets (migration 0018) in portable SQL.
import type { Catalog, CatalogsRepo } from '../../core/catalogs/catalogs.js';
import type { Db, SqlExecutor } from '../db.js';

interface CatalogRow { id: string; name: string; type: string | null }
interface VariantRow { catalog_id: string; id: string; name: string; total_variants: number | null; total_items: number | null }

const num = (v: number | null) => (v === null || v === undefined ? null : Number(v));

export async function insertCatalogs(x: SqlExecutor, accountId: number, catalogs: Catalog[]): Promise<void> {
  const first = await x.get<{ n: number | null }>('SELECT MAX(position) AS n FROM catalogs WHERE account_id = ?', [accountId]);
  let pos = Number(first?.n ?? 0);
  for (const c of catalogs) {
    await x.run('INSERT INTO catalogs (account_id, id, name, type, position) VALUES (?, ?, ?, ?, ?)', [accountId, c.id, c.name, c.type, ++pos]);
    let vpos = 0;
    for (const v of c.variantSets) {
      await x.run(
        'INSERT INTO catalog_variant_sets (account_id, catalog_id, id, name, total_variants, total_items, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [accountId, c.id, v.id, v.name, v.totalVariants, v.totalItems, ++vpos],
      );
    }
  }
}

export class CatalogsSqlRepo implements CatalogsRepo {
  constructor(private readonly db: Db) {}

  async list(accountId: number): Promise<Catalog[]> {
    const cats = await this.db.all<CatalogRow>('SELECT id, name, type FROM catalogs WHERE account_id = ? ORDER BY position', [accountId]);
    if (cats.length === 0) return [];
    const vs = await this.db.all<VariantRow>('SELECT catalog_id, id, name, total_variants, total_items FROM catalog_variant_sets WHERE account_id = ? ORDER BY position', [accountId]);
    return cats.map((c) => ({
      id: c.id,
      name: c.name,
      type: (c.type as Catalog['type']) ?? null,
      variantSets: vs.filter((v) => v.catalog_id === c.id).map((v) => ({ id: v.id, name: v.name, totalVariants: num(v.total_variants), totalItems: num(v.total_items) })),
    }));
  }

  add(accountId: number, catalogs: Catalog[]): Promise<void> {
    return this.db.transaction((tx) => insertCatalogs(tx, accountId, catalogs));
  }
}
