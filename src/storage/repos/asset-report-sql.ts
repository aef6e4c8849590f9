// The asset reports' reads (src/core/reporting/asset-report.ts): delivered figures per day and ad
// from their rollup (delivery_ad_daily, migration 0020), and the account's ads, set members, assets, sets and campaigns that name
// and credit them.
import type { AdDayFigures, AssetCatalog, AssetReportRepo } from '../../core/reporting/asset-report.js';
import type { SqlExecutor } from '../db.js';

export class AssetReportSqlRepo implements AssetReportRepo {
  constructor(
    private readonly x: SqlExecutor,
    /** An asset's file URL from its token and name (AssetsService.fileUrl). */
    private readonly fileUrl: (token: string, name: string) => string,
  ) {}

  async adDays(accountId: number, start: string, end: string): Promise<AdDayFigures[]> {
    const rows = await this.x.all<{ day: string; campaign_id: number; creative_set_id: number; ad_id: number; i: number; c: number; k: number }>(
      `SELECT day, campaign_id, creative_set_id, ad_id, impressions AS i, clicks AS c, cost AS k
       FROM delivery_ad_daily WHERE account_id = ? AND day >= ? AND day <= ?`,
      [accountId, start, end],
    );
    return rows.map((r) => ({ day: r.day, campaignId: Number(r.campaign_id), setId: Number(r.creative_set_id), adId: Number(r.ad_id), i: Number(r.i), c: Number(r.c), k: Number(r.k) }));
  }

  async catalog(accountId: number): Promise<AssetCatalog> {
    const [ads, members, assets, sets, campaigns] = await Promise.all([
      this.x.all<{ id: number; set_id: number; size: string; template: string }>('SELECT id, set_id, size, template FROM ads WHERE account_id = ?', [accountId]),
      this.x.all<{ id: number; set_id: number; type: string | null; asset_id: number }>(
        'SELECT m.id, m.set_id, m.type, m.asset_id FROM creative_set_members m JOIN creative_sets s ON s.id = m.set_id WHERE s.account_id = ? AND m.asset_id IS NOT NULL',
        [accountId],
      ),
      this.x.all<{ id: number; name: string; url_token: string; asset_type: string | null }>('SELECT id, name, url_token, asset_type FROM assets WHERE account_id = ?', [accountId]),
      this.x.all<{ id: number; name: string; hashed_id: string }>('SELECT id, name, hashed_id FROM creative_sets WHERE account_id = ?', [accountId]),
      this.x.all<{ id: number; name: string; hashed_id: string; package_name: string }>('SELECT id, name, hashed_id, package_name FROM campaigns WHERE account_id = ?', [accountId]),
    ]);
    return {
      ads: new Map(ads.map((a) => [Number(a.id), { setId: Number(a.set_id), size: a.size, template: a.template }])),
      members: members.map((m) => ({ id: Number(m.id), setId: Number(m.set_id), type: m.type, assetId: Number(m.asset_id) })),
      assets: new Map(assets.map((a) => [Number(a.id), { id: Number(a.id), name: a.name, url: this.fileUrl(a.url_token, a.name), type: a.asset_type }])),
      sets: new Map(sets.map((s) => [Number(s.id), { name: s.name, hashedId: s.hashed_id }])),
      campaigns: new Map(campaigns.map((c) => [Number(c.id), { name: c.name, hashedId: c.hashed_id, packageName: c.package_name }])),
    };
  }
}
