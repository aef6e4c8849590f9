// Campaigns, country targets, sources and daily figures in portable SQL (src/storage/db.ts).
import type { CampaignsRepo, CampaignsWriter } from '../../core/campaigns/campaigns-repo.js';
import { canonicalDecimal } from '../../core/campaigns/decimal.js';
import type { Awaitable } from '../../core/shared/awaitable.js';
import type { Campaign, CampaignRef, CampaignWithDay, CountryTarget, DailyFigures, Source } from '../../core/campaigns/model.js';
import { packedColumns, unpackRow } from './sqlite-packed-row.js';
import type { Db, Dialect, SqlExecutor } from '../db.js';
import { deepFreeze } from './deep-freeze.js';
import { appendOperation, operationCtes, sweepIfDue } from './operation-log-sql.js';
import type { NewOperation, OperationLogLimits } from '../../core/campaigns/operation-log.js';

const COLS =
  'c.id, c.hashed_id, c.account_id, c.name, c.type, c.platform, c.package_name, c.itunes_id, c.category, c.bid_type, c.goal_period, ' +
  'c.bidding_strategy, c.tracking_method, c.status, c.start_at, c.end_at, c.is_continuous_delivery, c.device_types, ' +
  'c.os_major_version_min, c.created_at, c.updated_at, c.website_url, c.is_dynamic_ads_enabled, c.catalog_type, c.catalog_id, ' +
  'c.variant_set_id, c.audience_strategy, c.event_target, c.is_composite_banner_enabled';
// The v1 campaign object's columns, in this order (see decodeSummary).
const SUMMARY_COLS = [
  'c.id', 'c.hashed_id', 'c.account_id', 'c.name', 'c.platform', 'c.package_name', 'c.itunes_id', 'c.category', 'c.bid_type',
  'c.goal_period', 'c.tracking_method', 'c.status', 'c.created_at', 's.impressions', 's.clicks', 's.installs', 's.spend',
  'c.event_target',
];
const SUMMARY_ALIASED = SUMMARY_COLS.map((c, i) => `${c} AS v${i}`).join(', ');

interface CampaignRow {
  id: number; hashed_id: string; account_id: number; name: string; type: string; platform: string; package_name: string;
  itunes_id: string | null; category: string | null; bid_type: string; goal_period: number | null; bidding_strategy: string;
  tracking_method: string | null; status: number; start_at: number | null; end_at: number | null; is_continuous_delivery: number;
  device_types: string; os_major_version_min: number | null; created_at: number; updated_at: number;
  website_url: string | null; is_dynamic_ads_enabled: number; catalog_type: string | null; catalog_id: string | null;
  variant_set_id: string | null; audience_strategy: string | null; event_target: string | null; is_composite_banner_enabled: number;
}
interface CountryRow {
  campaign_id: number; country: string; bid: string | null; budget: string | null; click_url: string | null;
  impression_url: string | null; disabled: number; region_codes: string; metro_names: string;
}
interface SourceRow { app_id: string; app_id_external: string; status: number }
interface FiguresRow { day: string; impressions: number; clicks: number; installs: number; spend: string }

const num = (v: number | null): number | null => (v === null || v === undefined ? null : Number(v));
const date = (v: number | null): Date | null => (v === null || v === undefined ? null : new Date(Number(v)));

function toCampaign(r: CampaignRow): Campaign {
  return {
    id: Number(r.id),
    hashedId: r.hashed_id,
    accountId: Number(r.account_id),
    name: r.name,
    type: r.type === 'WEB' ? 'WEB' : 'APP',
    platform: r.platform as Campaign['platform'],
    packageName: r.package_name,
    itunesId: r.itunes_id,
    category: r.category,
    bidType: r.bid_type as Campaign['bidType'],
    goalPeriod: num(r.goal_period),
    biddingStrategy: r.bidding_strategy as Campaign['biddingStrategy'],
    trackingMethod: r.tracking_method as Campaign['trackingMethod'],
    status: Number(r.status) === 1,
    startAt: date(r.start_at),
    endAt: date(r.end_at),
    isContinuousDelivery: Number(r.is_continuous_delivery) === 1,
    deviceTypes: JSON.parse(r.device_types) as Campaign['deviceTypes'],
    osMajorVersionMin: num(r.os_major_version_min),
    createdAt: new Date(Number(r.created_at)),
    updatedAt: new Date(Number(r.updated_at)),
    websiteUrl: r.website_url ?? null,
    dynamicAds: Number(r.is_dynamic_ads_enabled) === 1,
    catalogType: (r.catalog_type as Campaign['catalogType']) ?? null,
    catalogId: r.catalog_id ?? null,
    variantSetId: r.variant_set_id ?? null,
    audienceStrategy: (r.audience_strategy as Campaign['audienceStrategy']) ?? null,
    eventTarget: r.event_target ?? null,
    compositeBanner: Number(r.is_composite_banner_enabled) === 1,
  };
}

/** SUMMARY_COLS values, in order -> campaign summary and the day's figures (zeros when absent). */
function decodeSummary(v: unknown[], day: string): CampaignWithDay {
  const n = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  return {
    campaign: {
      id: Number(v[0]),
      hashedId: String(v[1]),
      accountId: Number(v[2]),
      name: String(v[3]),
      platform: v[4] as Campaign['platform'],
      packageName: String(v[5]),
      itunesId: (v[6] as string | null) ?? null,
      category: (v[7] as string | null) ?? null,
      bidType: v[8] as Campaign['bidType'],
      goalPeriod: n(v[9]),
      trackingMethod: (v[10] as Campaign['trackingMethod']) ?? null,
      status: Number(v[11]) === 1,
      createdAt: new Date(Number(v[12])),
      eventTarget: (v[17] as string | null) ?? null,
    },
    figures: {
      day,
      impressions: Number(v[13] ?? 0),
      clicks: Number(v[14] ?? 0),
      installs: Number(v[15] ?? 0),
      spend: canonicalDecimal(v[16] as string | null) ?? '0',
    },
  };
}

const toCountry = (r: CountryRow): CountryTarget => ({
  country: r.country,
  bid: canonicalDecimal(r.bid),
  budget: canonicalDecimal(r.budget),
  clickUrl: r.click_url,
  impressionUrl: r.impression_url,
  disabled: Number(r.disabled) === 1,
  regionCodes: JSON.parse(r.region_codes) as string[],
  metroNames: JSON.parse(r.metro_names ?? '[]') as string[],
});

/** WHERE fragment and params selecting one campaign of one account. */
function byRef(ref: CampaignRef): [string, unknown] {
  return 'hashedId' in ref ? ['c.hashed_id = ?', ref.hashedId] : ['c.id = ?', ref.id];
}

/** Select list of the summary columns: one packed column on SQLite, plain columns elsewhere. */
const summarySelect = (dialect: Dialect): string => (dialect === 'sqlite' ? packedColumns(SUMMARY_COLS) : SUMMARY_ALIASED);

// One constant text per dialect and key kind: the statement and read caches look SQL up by text.
const WITH_DAY_SQL = new Map<string, string>();
function findWithDaySql(dialect: Dialect, where: string): string {
  const k = `${dialect}:${where}`;
  let sql = WITH_DAY_SQL.get(k);
  if (sql === undefined) {
    sql = `SELECT ${summarySelect(dialect)} FROM campaigns c LEFT JOIN campaign_daily_stats s ON s.campaign_id = c.id AND s.day = ? WHERE ${where} AND c.account_id = ?`;
    WITH_DAY_SQL.set(k, sql);
  }
  return sql;
}

/** The WEB and goal columns of migration 0018, in the order insert and update write them. */
const webValues = (c: Omit<Campaign, 'id'>): unknown[] => [
  c.websiteUrl, c.dynamicAds ? 1 : 0, c.catalogType, c.catalogId, c.variantSetId, c.audienceStrategy, c.eventTarget, c.compositeBanner ? 1 : 0,
];

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

class CampaignsSql implements CampaignsWriter {
  constructor(protected readonly x: SqlExecutor) {}

  async find(accountId: number, ref: CampaignRef): Promise<Campaign | undefined> {
    const [w, p] = byRef(ref);
    const r = await this.x.get<CampaignRow>(`SELECT ${COLS} FROM campaigns c WHERE ${w} AND c.account_id = ?`, [p, accountId]);
    return r && toCampaign(r);
  }

  private summaryValues(row: Record<string, unknown>): unknown[] {
    return this.x.dialect === 'sqlite' ? unpackRow(row) : SUMMARY_COLS.map((_, i) => row[`v${i}`]);
  }

  findWithDay(accountId: number, ref: CampaignRef, day: string): Awaitable<CampaignWithDay | undefined> {
    // The read of every GET /campaign/<id>: cached where the engine can (Db.getCached). Not
    // async: it hands on what getCached gives (a cached value at once) unwrapped (issue 23).
    const [w, p] = byRef(ref);
    return this.x.getCached(findWithDaySql(this.x.dialect, w), [day, p, accountId], (r) => deepFreeze(decodeSummary(this.summaryValues(r), day)));
  }

  async listWithDay(accountId: number, day: string): Promise<CampaignWithDay[]> {
    const rows = await this.x.all<Record<string, unknown>>(
      `SELECT ${summarySelect(this.x.dialect)} FROM campaigns c LEFT JOIN campaign_daily_stats s ON s.campaign_id = c.id AND s.day = ? WHERE c.account_id = ? ORDER BY c.id`,
      [day, accountId],
    );
    return rows.map((r) => decodeSummary(this.summaryValues(r), day));
  }

  async list(accountId: number, q: { ids?: number[]; hashedIds?: string[]; offset: number; limit: number }): Promise<Campaign[]> {
    let where = 'c.account_id = ?';
    const params: unknown[] = [accountId];
    if (q.ids) {
      if (q.ids.length === 0) return [];
      where += ` AND c.id IN (${marks(q.ids.length)})`;
      params.push(...q.ids);
    }
    if (q.hashedIds) {
      if (q.hashedIds.length === 0) return [];
      where += ` AND c.hashed_id IN (${marks(q.hashedIds.length)})`;
      params.push(...q.hashedIds);
    }
    params.push(q.limit, q.offset);
    const rows = await this.x.all<CampaignRow>(`SELECT ${COLS} FROM campaigns c WHERE ${where} ORDER BY c.id LIMIT ? OFFSET ?`, params);
    return rows.map(toCampaign);
  }

  async countries(campaignIds: number[]): Promise<Map<number, CountryTarget[]>> {
    const out = new Map<number, CountryTarget[]>();
    if (campaignIds.length === 0) return out;
    const rows = await this.x.all<CountryRow>(
      `SELECT campaign_id, country, bid, budget, click_url, impression_url, disabled, region_codes, metro_names FROM campaign_countries
       WHERE campaign_id IN (${marks(campaignIds.length)})`,
      campaignIds,
    );
    for (const r of rows) {
      const id = Number(r.campaign_id);
      let list = out.get(id);
      if (!list) out.set(id, (list = []));
      list.push(toCountry(r));
    }
    // DEFAULT first, then by country code (independent of each engine's collation).
    for (const list of out.values()) list.sort((a, b) => (a.country === 'DEFAULT' ? -1 : b.country === 'DEFAULT' ? 1 : a.country < b.country ? -1 : 1));
    return out;
  }

  async sources(campaignId: number, page?: { offset: number; limit: number }): Promise<Source[]> {
    const sql = 'SELECT app_id, app_id_external, status FROM campaign_sources WHERE campaign_id = ? ORDER BY app_id';
    const rows = page
      ? await this.x.all<SourceRow>(`${sql} LIMIT ? OFFSET ?`, [campaignId, page.limit, page.offset])
      : await this.x.all<SourceRow>(sql, [campaignId]);
    return rows.map((r) => ({ appId: r.app_id, appIdExternal: r.app_id_external, status: Number(r.status) === 1 }));
  }

  async countSources(campaignId: number): Promise<number> {
    const r = await this.x.get<{ n: number }>('SELECT COUNT(*) AS n FROM campaign_sources WHERE campaign_id = ?', [campaignId]);
    return Number(r?.n ?? 0);
  }

  async figures(campaignId: number, fromDay: string, toDay: string): Promise<DailyFigures[]> {
    const rows = await this.x.all<FiguresRow>(
      'SELECT day, impressions, clicks, installs, spend FROM campaign_daily_stats WHERE campaign_id = ? AND day >= ? AND day <= ? ORDER BY day',
      [campaignId, fromDay, toDay],
    );
    return rows.map((r) => ({ day: r.day, impressions: Number(r.impressions), clicks: Number(r.clicks), installs: Number(r.installs), spend: canonicalDecimal(r.spend) ?? '0' }));
  }

  async insert(c: Omit<Campaign, 'id'>): Promise<Campaign> {
    const r = await this.x.get<{ id: number }>(
      `INSERT INTO campaigns (hashed_id, account_id, name, type, platform, package_name, itunes_id, category, bid_type, goal_period,
         bidding_strategy, tracking_method, status, start_at, end_at, is_continuous_delivery, device_types, os_major_version_min, created_at, updated_at,
         website_url, is_dynamic_ads_enabled, catalog_type, catalog_id, variant_set_id, audience_strategy, event_target, is_composite_banner_enabled)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        c.hashedId, c.accountId, c.name, c.type, c.platform, c.packageName, c.itunesId, c.category, c.bidType, c.goalPeriod,
        c.biddingStrategy, c.trackingMethod, c.status ? 1 : 0, c.startAt?.getTime() ?? null, c.endAt?.getTime() ?? null,
        c.isContinuousDelivery ? 1 : 0, JSON.stringify(c.deviceTypes), c.osMajorVersionMin, c.createdAt.getTime(), c.updatedAt.getTime(),
        ...webValues(c),
      ],
    );
    return { ...c, id: Number(r!.id) };
  }

  async lock(accountId: number, ref: CampaignRef, at: Date): Promise<Campaign | undefined> {
    const [w, p] = byRef(ref);
    // UPDATE ... RETURNING takes PostgreSQL's row lock until commit; SQLite's writer lock is already held.
    const r = await this.x.get<CampaignRow>(
      `UPDATE campaigns SET updated_at = ? WHERE ${w.replace('c.', '')} AND account_id = ? RETURNING ${COLS.replace(/c\./g, '')}`,
      [at.getTime(), p, accountId],
    );
    return r && toCampaign(r);
  }

  async update(c: Campaign): Promise<void> {
    await this.x.run(UPDATE_CAMPAIGN, updateParams(c));
  }

  async updateLogged(c: Campaign, entries: NewOperation[], limits: OperationLogLimits): Promise<string> {
    if (entries.length === 0) {
      await this.update(c);
      return '';
    }
    // SQLite has no round trips to save (and no INSERT inside WITH): two statements
    if (this.x.dialect === 'sqlite') {
      await this.update(c);
      return appendOperation(this.x, entries, limits);
    }
    // PostgreSQL: the log rows ride in the UPDATE (data-modifying CTEs), one round trip, not two.
    // The CTEs run whether or not the UPDATE matches; the campaign is locked (lock()) by now.
    const log = operationCtes(entries);
    const r = await this.x.get<{ op_id: number }>(`${log.sql} ${UPDATE_CAMPAIGN} RETURNING (SELECT id FROM op0) AS op_id`, [...log.params, ...updateParams(c)]);
    if (r === undefined) throw new Error(`campaign ${c.id} vanished inside its own transaction`);
    const opId = Number(r.op_id);
    await sweepIfDue(this.x, entries, opId, limits);
    return String(opId);
  }

  async saveCountries(campaignId: number, rows: CountryTarget[]): Promise<void> {
    await this.x.run('DELETE FROM campaign_countries WHERE campaign_id = ?', [campaignId]);
    for (const r of rows) {
      await this.x.run(
        `INSERT INTO campaign_countries (campaign_id, country, bid, budget, click_url, impression_url, disabled, region_codes, metro_names)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [campaignId, r.country, r.bid, r.budget, r.clickUrl, r.impressionUrl, r.disabled ? 1 : 0, JSON.stringify(r.regionCodes), JSON.stringify(r.metroNames ?? [])],
      );
    }
  }

  async upsertSources(campaignId: number, rows: { appId: string; appIdExternal?: string; status?: boolean }[], at: Date): Promise<void> {
    for (const r of rows) {
      const status = r.status === undefined ? null : r.status ? 1 : 0;
      await this.x.run(
        `INSERT INTO campaign_sources (campaign_id, app_id, app_id_external, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (campaign_id, app_id) DO UPDATE SET
           app_id_external = COALESCE(?, campaign_sources.app_id_external),
           status = COALESCE(?, campaign_sources.status),
           updated_at = excluded.updated_at`,
        [campaignId, r.appId, r.appIdExternal ?? '', status ?? 1, at.getTime(), at.getTime(), r.appIdExternal ?? null, status],
      );
    }
  }

  async putFigures(campaignId: number, f: DailyFigures): Promise<void> {
    await this.x.run(
      `INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, installs, spend) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (campaign_id, day) DO UPDATE SET impressions = excluded.impressions, clicks = excluded.clicks,
         installs = excluded.installs, spend = excluded.spend`,
      [campaignId, f.day, f.impressions, f.clicks, f.installs, f.spend],
    );
  }

  appendOperation(entries: NewOperation[], limits: OperationLogLimits): Promise<string> {
    return appendOperation(this.x, entries, limits);
  }
}

const UPDATE_CAMPAIGN = `UPDATE campaigns SET name = ?, platform = ?, package_name = ?, itunes_id = ?, category = ?, bid_type = ?, goal_period = ?,
    bidding_strategy = ?, tracking_method = ?, status = ?, start_at = ?, end_at = ?, is_continuous_delivery = ?, device_types = ?,
    os_major_version_min = ?, updated_at = ?, website_url = ?, is_dynamic_ads_enabled = ?, catalog_type = ?, catalog_id = ?,
    variant_set_id = ?, audience_strategy = ?, event_target = ?, is_composite_banner_enabled = ?
  WHERE id = ? AND account_id = ?`;
const updateParams = (c: Campaign): unknown[] => [
  c.name, c.platform, c.packageName, c.itunesId, c.category, c.bidType, c.goalPeriod, c.biddingStrategy, c.trackingMethod,
  c.status ? 1 : 0, c.startAt?.getTime() ?? null, c.endAt?.getTime() ?? null, c.isContinuousDelivery ? 1 : 0,
  JSON.stringify(c.deviceTypes), c.osMajorVersionMin, c.updatedAt.getTime(), ...webValues(c), c.id, c.accountId,
];

export class CampaignsSqlRepo extends CampaignsSql implements CampaignsRepo {
  constructor(private readonly db: Db) {
    super(db);
  }
  transaction<T>(fn: (w: CampaignsWriter) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new CampaignsSql(tx)));
  }
}
