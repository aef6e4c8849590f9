// Catalogs of a WEB account (addendum 6 section 4): the products its dynamic ads draw on, and the
// named variant sets within them. On the real service they come from the Axon Pixel, a feed or
// Shopify, never from /manage/v1: here fixtures and campaignctl declare them, and every new WEB
// account gets one sample catalog. GET /manage/v1/campaign/catalog_info lists them; a campaign may
// name only a catalog and variant set listed there.
import { DomainError, invalid } from '../shared/errors.js';
import type { AccountType } from '../shared/account-type.js';
import { rulesOf } from '../account-types/account-types.js';

export interface VariantSet {
  id: string;
  name: string;
  /** SKUs in the set; null = not known (catalog_info leaves it out). */
  totalVariants: number | null;
  /** Distinct items (variants sharing an itemId are one item). */
  totalItems: number | null;
}

export interface Catalog {
  id: string;
  name: string;
  /** DPA (products) or DOA (offers); null = not said. */
  type: 'DPA' | 'DOA' | null;
  variantSets: VariantSet[];
}

export interface CatalogsRepo {
  list(accountId: number): Promise<Catalog[]>;
  /** Adds the catalogs (their variant sets with them) in one transaction; an id in use is a conflict. */
  add(accountId: number, catalogs: Catalog[]): Promise<void>;
}

/** The catalog every WEB account starts with, so catalog_info and dynamic ads work from the first minute. */
export const SAMPLE_CATALOG: Catalog = {
  id: '1001',
  name: 'Sample product catalog',
  type: 'DPA',
  variantSets: [
    { id: '2001', name: 'All products', totalVariants: 120, totalItems: 40 },
    { id: '2002', name: 'Best sellers', totalVariants: 24, totalItems: 8 },
  ],
};

const ID_RE = /^[\x21-\x7e]{1,256}$/;

function text(field: string, v: unknown, max: number): string {
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!s) throw invalid(field, 'is required (a non-empty string)');
  if (s.length > max) throw invalid(field, `must be at most ${max} characters (got ${s.length})`);
  return s;
}

function count(field: string, v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw invalid(field, 'must be a whole number, 0 or more');
  return n;
}

/** A declared catalog (fixture or CLI shape: {id, name, type, variant_sets: [{id, name, total_variants, total_items}]}) checked. */
export function parseCatalog(v: unknown, field: string): Catalog {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw invalid(field, 'must be an object {id, name, type, variant_sets}');
  const o = v as Record<string, unknown>;
  const id = text(`${field}.id`, o.id, 256);
  if (!ID_RE.test(id)) throw invalid(`${field}.id`, 'must be printable characters without spaces');
  const t = o.type === undefined || o.type === null || o.type === '' ? null : String(o.type).trim().toUpperCase();
  if (t !== null && t !== 'DPA' && t !== 'DOA') throw invalid(`${field}.type`, `must be DPA or DOA (got ${JSON.stringify(String(o.type).slice(0, 40))})`);
  if (t === 'DOA' && !/^\d+$/.test(id)) throw invalid(`${field}.id`, 'must be numeric for a DOA catalog (campaigns name it by number)');
  const raw = o.variant_sets ?? [];
  if (!Array.isArray(raw)) throw invalid(`${field}.variant_sets`, 'must be an array of {id, name}');
  const variantSets = raw.map((x, i) => {
    const f = `${field}.variant_sets[${i}]`;
    if (!x || typeof x !== 'object') throw invalid(f, 'must be an object {id, name}');
    const vs = x as Record<string, unknown>;
    const vid = text(`${f}.id`, vs.id, 256);
    if (!ID_RE.test(vid)) throw invalid(`${f}.id`, 'must be printable characters without spaces');
    return { id: vid, name: text(`${f}.name`, vs.name, 256), totalVariants: count(`${f}.total_variants`, vs.total_variants), totalItems: count(`${f}.total_items`, vs.total_items) };
  });
  const dup = variantSets.find((x, i) => variantSets.findIndex((y) => y.id === x.id) !== i);
  if (dup) throw invalid(`${field}.variant_sets`, `variant set id ${dup.id} is given more than once`);
  return { id, name: text(`${field}.name`, o.name, 256), type: t as Catalog['type'], variantSets };
}

export class CatalogsService {
  constructor(private readonly d: { repo: CatalogsRepo; accountType: (accountId: number) => Promise<AccountType> | AccountType }) {}

  private async requireCatalogs(accountId: number): Promise<void> {
    const type = await this.d.accountType(accountId);
    if (!rulesOf(type).catalogs) throw invalid('account_id', `catalogs are only for WEB accounts (this is a${type === 'APP' ? 'n' : ''} ${type} account)`);
  }

  /** catalog_info: the account's catalogs in the order they were declared. */
  async list(accountId: number): Promise<Catalog[]> {
    await this.requireCatalogs(accountId);
    return this.d.repo.list(accountId);
  }

  /** Declares catalogs (fixtures, campaignctl): new ids only; an id in use is a 409 naming it. */
  async declare(accountId: number, raw: unknown[], field = 'catalogs', at: (i: number) => string = (i) => `${field}[${i}]`): Promise<Catalog[]> {
    await this.requireCatalogs(accountId);
    const parsed = raw.map((x, i) => parseCatalog(x, at(i)));
    const existing = new Set((await this.d.repo.list(accountId)).map((c) => c.id));
    parsed.forEach((c, i) => {
      if (existing.has(c.id) || parsed.findIndex((x) => x.id === c.id) !== i) {
        throw new DomainError('conflict', `${at(i)}.id: catalog ${c.id} exists already in this account`, { field: `${at(i)}.id`, rule: 'must not be in use' });
      }
    });
    await this.d.repo.add(accountId, parsed);
    return parsed;
  }

  /** The variant set ids of one catalog of the account, or undefined when it has no such catalog. */
  async variantSetsOf(accountId: number, catalogId: string): Promise<string[] | undefined> {
    return (await this.d.repo.list(accountId)).find((c) => c.id === catalogId)?.variantSets.map((v) => v.id);
  }
}
