import type { CreativeAssetType } from '../../core/creatives/asset-types.js';
import type { Ad, CreativeSet, SetMember, SetRef } from '../../core/creatives/model.js';
import type { CreativesRepo, CreativesTx, NewAd, NewMember, NewSet, SetQuery } from '../../core/creatives/ports.js';
import type { AdSize, SizeSwitches } from '../../core/creatives/templates.js';
import { ALL_SIZES_ON } from '../../core/creatives/templates.js';
import type { Db, SqlExecutor } from '../db.js';

interface SetRow {
  id: number; hashed_id: string; account_id: number; campaign_id: number; name: string; countries: string; languages: string;
  product_page: string | null; status: number; version: 'V1' | 'V2'; type: string; sizes: string; created_at: number; updated_at: number;
}
interface MemberRow { id: number; set_id: number; type: string | null; asset_id: number | null; text_value: string | null; error: string | null; created_at: number }
interface AdRow { id: number; set_id: number; account_id: number; name: string; size: string; template: string; status: number; created_at: number; updated_at: number }

const SET_COLS = 'id, hashed_id, account_id, campaign_id, name, countries, languages, product_page, status, version, type, sizes, created_at, updated_at';

const toSet = (r: SetRow, campaignIds: number[]): CreativeSet => ({
  id: Number(r.id), hashedId: r.hashed_id, accountId: Number(r.account_id), campaignIds, name: r.name,
  countries: JSON.parse(r.countries) as string[], languages: JSON.parse(r.languages) as string[], productPage: r.product_page,
  status: Number(r.status) === 1, version: r.version, type: r.type === 'WEB' ? 'WEB' : 'APP',
  sizes: { ...ALL_SIZES_ON, ...(JSON.parse(r.sizes) as Partial<SizeSwitches>) },
  createdAt: new Date(Number(r.created_at)), updatedAt: new Date(Number(r.updated_at)),
});
const toMember = (r: MemberRow): SetMember => ({
  id: Number(r.id), setId: Number(r.set_id), type: r.type as CreativeAssetType | null, assetId: r.asset_id === null ? null : Number(r.asset_id),
  textValue: r.text_value, error: r.error, createdAt: new Date(Number(r.created_at)),
});
const toAd = (r: AdRow): Ad => ({
  id: Number(r.id), setId: Number(r.set_id), accountId: Number(r.account_id), name: r.name, size: r.size as AdSize, template: r.template,
  status: Number(r.status) === 1, createdAt: new Date(Number(r.created_at)), updatedAt: new Date(Number(r.updated_at)),
});

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The rows as sets, each with the campaigns it runs in (in the order they were linked). */
async function withCampaigns(x: SqlExecutor, rows: readonly SetRow[]): Promise<CreativeSet[]> {
  if (!rows.length) return [];
  const links = await x.all<{ set_id: number; campaign_id: number }>(
    `SELECT set_id, campaign_id FROM creative_set_campaigns WHERE set_id IN (${marks(rows.length)}) ORDER BY linked_at, campaign_id`,
    rows.map((r) => r.id),
  );
  const by = new Map<number, number[]>();
  for (const l of links) {
    const list = by.get(Number(l.set_id)) ?? [];
    list.push(Number(l.campaign_id));
    by.set(Number(l.set_id), list);
  }
  return rows.map((r) => toSet(r, by.get(Number(r.id)) ?? []));
}

function refWhere(ref: SetRef): [string, unknown] {
  return 'id' in ref ? ['id = ?', ref.id] : ['hashed_id = ?', ref.hashedId];
}

class TxOps implements CreativesTx {
  constructor(private readonly x: SqlExecutor) {}

  async findSet(accountId: number, ref: SetRef, forUpdate = false): Promise<CreativeSet | undefined> {
    const [w, v] = refWhere(ref);
    const lock = forUpdate && this.x.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const r = await this.x.get<SetRow>(`SELECT ${SET_COLS} FROM creative_sets WHERE ${w} AND account_id = ?${lock}`, [v, accountId]);
    return r && (await withCampaigns(this.x, [r]))[0];
  }

  async linkCampaigns(set: CreativeSet, campaignIds: readonly number[], at: Date): Promise<number> {
    let added = 0;
    for (const cid of campaignIds) {
      const r = await this.x.run(
        'INSERT INTO creative_set_campaigns (set_id, campaign_id, account_id, linked_at) VALUES (?, ?, ?, ?) ON CONFLICT (set_id, campaign_id) DO NOTHING',
        [set.id, cid, set.accountId, at.getTime()],
      );
      added += r.changes;
    }
    return added;
  }

  async unlinkCampaigns(setId: number, campaignIds?: readonly number[]): Promise<number> {
    if (campaignIds && !campaignIds.length) return 0;
    const r = campaignIds
      ? await this.x.run(`DELETE FROM creative_set_campaigns WHERE set_id = ? AND campaign_id IN (${marks(campaignIds.length)})`, [setId, ...campaignIds])
      : await this.x.run('DELETE FROM creative_set_campaigns WHERE set_id = ?', [setId]);
    return r.changes;
  }

  async insertSet(s: NewSet): Promise<CreativeSet> {
    const r = await this.x.get<SetRow>(
      `INSERT INTO creative_sets (hashed_id, account_id, campaign_id, name, countries, languages, product_page, status, version, type, sizes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT a.type FROM accounts a WHERE a.id = ?), ?, ?, ?) RETURNING ${SET_COLS}`,
      // a set has its account's type (APP or WEB)
      [s.hashedId, s.accountId, s.campaignIds[0] ?? 0, s.name, JSON.stringify(s.countries), JSON.stringify(s.languages), s.productPage,
        s.status ? 1 : 0, s.version, s.accountId, JSON.stringify(s.sizes), s.at.getTime(), s.at.getTime()],
    );
    const set = toSet(r!, []);
    await this.linkCampaigns(set, s.campaignIds, s.at);
    return { ...set, campaignIds: [...s.campaignIds] };
  }

  async updateSet(s: CreativeSet): Promise<void> {
    await this.x.run(
      'UPDATE creative_sets SET name = ?, countries = ?, languages = ?, product_page = ?, status = ?, sizes = ?, updated_at = ? WHERE id = ?',
      [s.name, JSON.stringify(s.countries), JSON.stringify(s.languages), s.productPage, s.status ? 1 : 0, JSON.stringify(s.sizes), s.updatedAt.getTime(), s.id],
    );
  }

  async members(setId: number): Promise<SetMember[]> {
    return (await this.x.all<MemberRow>('SELECT * FROM creative_set_members WHERE set_id = ? ORDER BY id', [setId])).map(toMember);
  }

  async insertMember(setId: number, m: NewMember, at: Date): Promise<SetMember> {
    const r = await this.x.get<MemberRow>(
      'INSERT INTO creative_set_members (set_id, type, asset_id, text_value, error, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
      [setId, m.type, m.assetId, m.textValue, m.error ?? null, at.getTime()],
    );
    return toMember(r!);
  }

  async updateMember(m: Pick<SetMember, 'id' | 'type' | 'assetId' | 'textValue' | 'error'>): Promise<void> {
    await this.x.run('UPDATE creative_set_members SET type = ?, asset_id = ?, text_value = ?, error = ? WHERE id = ?', [m.type, m.assetId, m.textValue, m.error, m.id]);
  }

  async deleteMembers(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.x.run(`DELETE FROM creative_set_members WHERE id IN (${marks(ids.length)})`, ids);
  }

  async ads(setId: number): Promise<Ad[]> {
    return (await this.x.all<AdRow>('SELECT * FROM ads WHERE set_id = ? ORDER BY id', [setId])).map(toAd);
  }

  async insertAd(a: NewAd): Promise<void> {
    await this.x.run(
      `INSERT INTO ads (set_id, account_id, name, size, template, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (set_id, size, template) DO NOTHING`,
      [a.setId, a.accountId, a.name, a.size, a.template, a.status ? 1 : 0, a.at.getTime(), a.at.getTime()],
    );
  }

  async deleteAds(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.x.run(`DELETE FROM ads WHERE id IN (${marks(ids.length)})`, ids);
  }

  async updateAd(a: Ad): Promise<void> {
    await this.x.run('UPDATE ads SET name = ?, status = ?, updated_at = ? WHERE id = ?', [a.name, a.status ? 1 : 0, a.updatedAt.getTime(), a.id]);
  }

  async setAdsStatusBySizes(setId: number, sizes: readonly AdSize[], status: boolean, at: Date): Promise<void> {
    await this.x.run(`UPDATE ads SET status = ?, updated_at = ? WHERE set_id = ? AND size IN (${marks(sizes.length)})`, [status ? 1 : 0, at.getTime(), setId, ...sizes]);
  }
}

export class CreativesSqlRepo implements CreativesRepo {
  private readonly ops: TxOps;
  constructor(private readonly db: Db) {
    this.ops = new TxOps(db);
  }

  transaction<T>(fn: (tx: CreativesTx) => Promise<T>): Promise<T> {
    return this.db.transaction((x) => fn(new TxOps(x)));
  }

  findSet(accountId: number, ref: SetRef): Promise<CreativeSet | undefined> {
    return this.ops.findSet(accountId, ref);
  }

  async findSetById(setId: number): Promise<CreativeSet | undefined> {
    const r = await this.db.get<SetRow>(`SELECT ${SET_COLS} FROM creative_sets WHERE id = ?`, [setId]);
    return r && (await withCampaigns(this.db, [r]))[0];
  }

  async listSets(q: SetQuery): Promise<CreativeSet[]> {
    const where = ['account_id = ?'];
    const params: unknown[] = [q.accountId];
    const filter = (col: string, vals: readonly unknown[] | undefined) => {
      if (!vals) return;
      where.push(vals.length ? `${col} IN (${marks(vals.length)})` : '1 = 0');
      params.push(...vals);
    };
    if (q.campaignIds) {
      where.push(q.campaignIds.length ? `id IN (SELECT set_id FROM creative_set_campaigns WHERE account_id = ? AND campaign_id IN (${marks(q.campaignIds.length)}))` : '1 = 0');
      if (q.campaignIds.length) params.push(q.accountId, ...q.campaignIds);
    }
    filter('id', q.ids);
    filter('hashed_id', q.hashedIds);
    params.push(q.size, (q.page - 1) * q.size);
    const rows = await this.db.all<SetRow>(`SELECT ${SET_COLS} FROM creative_sets WHERE ${where.join(' AND ')} ORDER BY id LIMIT ? OFFSET ?`, params);
    return withCampaigns(this.db, rows);
  }

  async membersOf(setIds: readonly number[]): Promise<SetMember[]> {
    if (!setIds.length) return [];
    return (await this.db.all<MemberRow>(`SELECT * FROM creative_set_members WHERE set_id IN (${marks(setIds.length)}) ORDER BY id`, setIds)).map(toMember);
  }

  async adsOf(setIds: readonly number[]): Promise<Ad[]> {
    if (!setIds.length) return [];
    return (await this.db.all<AdRow>(`SELECT * FROM ads WHERE set_id IN (${marks(setIds.length)}) ORDER BY id`, setIds)).map(toAd);
  }

  async findAd(accountId: number, adId: number): Promise<Ad | undefined> {
    const r = await this.db.get<AdRow>('SELECT * FROM ads WHERE id = ? AND account_id = ?', [adId, accountId]);
    return r && toAd(r);
  }

  async setIdsUsingAsset(assetId: number): Promise<{ setId: number; accountId: number }[]> {
    const rows = await this.db.all<{ set_id: number; account_id: number }>(
      'SELECT DISTINCT m.set_id, s.account_id FROM creative_set_members m JOIN creative_sets s ON s.id = m.set_id WHERE m.asset_id = ? ORDER BY m.set_id',
      [assetId],
    );
    return rows.map((r) => ({ setId: Number(r.set_id), accountId: Number(r.account_id) }));
  }
}
