// The advertiser reports' storage: one query per report (report-sql.ts), read through a cursor a
// batch at a time so a large CSV never sits in memory. SQLite reads on a connection of its own (a
// streaming statement would hold the shared one), PostgreSQL through a server-side cursor. Names,
// goals and other attributes are looked up once per report and filled in per row, so the grouping
// itself reads only the fact table (and joins only for campaign or ad attributes).
import Database from 'better-sqlite3';
import type pg from 'pg';
import type { BidType, BiddingStrategy, Platform } from '../../core/campaigns/model.js';
import { deviceName, placementName } from '../../core/delivery/placements.js';
import { TRAFFIC_SOURCES } from '../../core/delivery/traffic-sources.js';
import type { Dimension, Sums } from '../../core/reporting/columns.js';
import { AUDIENCE_STRATEGIES, webGoalOf, type AudienceStrategy } from '../../core/delivery/web-model.js';
import type { ReportCampaign, ReportRow, ReportUnit, ReportingRepo, ScriptedUnits } from '../../core/reporting/reporting-repo.js';
import type { ScriptedCohort } from '../../core/delivery/scripted.js';
import type { ReportRequest } from '../../core/reporting/report-request.js';
import type { Db } from '../db.js';
import { SqliteDb } from '../sqlite-db.js';
import { numberPlaceholders, PgDb } from '../pg-db.js';
import { buildQuery, type BuiltQuery, type Names } from './report-sql.js';

const BATCH = 500;
/** PostgreSQL cursor batches: fewer round trips; still a few hundred KB at most. */
const PG_BATCH = 2000;
type Row = Record<string, unknown>;
/** A result row as values in SELECT order (g0.., then the unit columns uc, uk, ud, uf, then i, c, n, k, r). */
type Values = unknown[];

const ROAS = new Set(['ROAS_AD', 'ROAS_IAP', 'ROAS_BLENDED']);
const USD_GOALS = new Set(['CPI', 'CPE', 'CPP']);
const SOURCES = new Map(TRAFFIC_SOURCES.map((s) => [s.appId, s]));

export class ReportingSqlRepo implements ReportingRepo {
  constructor(private readonly db: Db) {}

  async campaigns(accountId: number): Promise<Map<number, ReportCampaign>> {
    const out = new Map<number, ReportCampaign>();
    for (const c of await this.db.all<Row>(
      `SELECT c.id, c.hashed_id, c.name, c.platform, c.package_name, c.itunes_id, c.bid_type, c.goal_period, c.bidding_strategy,
         c.website_url, c.audience_strategy, c.event_target, a.type AS account_type
       FROM campaigns c JOIN accounts a ON a.id = c.account_id WHERE c.account_id = ?`,
      [accountId],
    )) {
      const bidType = c.bid_type as BidType;
      const goalPeriod = c.goal_period === null ? null : Number(c.goal_period);
      out.set(Number(c.id), {
        id: Number(c.id), hashedId: String(c.hashed_id), name: String(c.name), platform: c.platform as Platform, packageName: String(c.package_name),
        itunesId: (c.itunes_id as string | null) ?? null, bidType, goalPeriod,
        biddingStrategy: c.bidding_strategy as BiddingStrategy, bids: new Map(), eventTarget: (c.event_target as string | null) ?? null,
        ...(c.account_type === 'WEB' ? { web: webCampaignOf(String(c.hashed_id), bidType, goalPeriod, c) } : {}),
      });
    }
    if (out.size > 0) {
      for (const t of await this.db.all<Row>(
        'SELECT t.campaign_id, t.country, t.bid FROM campaign_countries t JOIN campaigns c ON c.id = t.campaign_id WHERE c.account_id = ? AND t.disabled = 0',
        [accountId],
      )) {
        out.get(Number(t.campaign_id))?.bids.set(String(t.country) === 'DEFAULT' ? 'DEFAULT' : String(t.country).toLowerCase(), t.bid === null ? null : String(t.bid));
      }
    }
    return out;
  }

  async scripted(accountId: number, start: string, end: string): Promise<Map<string, ScriptedUnits>> {
    const out = new Map<string, ScriptedUnits>();
    for (const r of await this.db.all<Row>('SELECT day, campaign_id, country, installs, cohort FROM delivery_scripted WHERE account_id = ? AND day >= ? AND day <= ?', [accountId, start, end])) {
      out.set(`${Number(r.campaign_id)}:${String(r.country)}:${String(r.day)}`, { installs: Number(r.installs), cohort: JSON.parse(String(r.cohort)) as ScriptedCohort });
    }
    return out;
  }

  async *rows(accountId: number, r: ReportRequest, campaigns: Map<number, ReportCampaign>): AsyncIterable<ReportRow[]> {
    const q = buildQuery(accountId, r, 'rows');
    const names = await this.names(accountId, q.dims, campaigns);
    const s = q.groupCount + q.extra;
    const decode = decoder(q, names);
    for await (const batch of this.stream(q.sql, q.params)) yield batch.map((row) => ({ dims: decode(row), sums: sumsOf(row, s) }));
  }

  async *units(accountId: number, r: ReportRequest, campaigns: Map<number, ReportCampaign>): AsyncIterable<ReportUnit[]> {
    const q = buildQuery(accountId, r, 'units');
    const names = await this.names(accountId, q.dims, campaigns);
    let group = 0;
    let last: Values | undefined;
    let lastDims: Partial<Record<Dimension, string>> = {};
    const u = q.unitAt;
    const g = q.groupCount;
    const decode = decoder(q, names);
    for await (const batch of this.stream(q.sql, q.params)) {
      yield batch.map((row) => {
        // a new group when any grouping value differs from the row before
        let same = last !== undefined;
        for (let i = 0; same && i < g; i++) same = row[i] === last![i];
        if (!same) {
          group++;
          lastDims = decode(row);
        }
        last = row;
        return {
          key: group, dims: lastDims, campaignId: Number(row[u.campaign]), country: String(row[u.country]), day: String(row[u.day]), first: u.first < 0 ? 0 : Number(row[u.first]),
          firstClick: u.firstClick < 0 ? 0 : Number(row[u.firstClick]), firstImpression: u.firstImpression < 0 ? 0 : Number(row[u.firstImpression]), sums: sumsOf(row, u.sums),
        };
      });
    }
  }

  private async names(accountId: number, dims: Dimension[], campaigns: Map<number, ReportCampaign>): Promise<Names> {
    const n: Names = { campaigns, sets: new Map(), ads: new Map() };
    if (dims.some((d) => d === 'creative_set' || d === 'creative_set_id')) {
      for (const s of await this.db.all<Row>('SELECT id, name, hashed_id FROM creative_sets WHERE account_id = ?', [accountId])) n.sets.set(Number(s.id), { name: String(s.name), hashedId: String(s.hashed_id) });
    }
    if (dims.includes('ad')) {
      for (const a of await this.db.all<Row>('SELECT id, name FROM ads WHERE account_id = ?', [accountId])) n.ads.set(Number(a.id), String(a.name));
    }
    return n;
  }

  /** The result's rows as values in SELECT order (no objects to build per row). */
  private async *stream(sql: string, params: unknown[]): AsyncIterable<Values[]> {
    if (this.db instanceof PgDb) {
      yield* pgCursor(this.db.pool, numberPlaceholders(sql), params);
      return;
    }
    if (this.db instanceof SqliteDb && this.db.raw.name !== ':memory:' && !this.db.raw.memory) {
      // its own read-only connection: WAL lets it read while the server writes
      const reader = new Database(this.db.raw.name, { readonly: true, fileMustExist: true });
      try {
        const it = reader.prepare(sql).raw(true).iterate(...params) as IterableIterator<Values>;
        let batch: Values[] = [];
        for (const row of it) {
          batch.push(row);
          if (batch.length === BATCH) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      } finally {
        reader.close();
      }
      return;
    }
    const all = (await this.db.all<Row>(sql, params)).map((r) => Object.values(r));
    for (let i = 0; i < all.length; i += BATCH) yield all.slice(i, i + BATCH);
  }
}

async function* pgCursor(pool: pg.Pool, sql: string, params: unknown[]): AsyncIterable<Values[]> {
  const client = await pool.connect();
  let failed: Error | undefined;
  let next: Promise<pg.QueryArrayResult> | undefined;
  // a connection lost between two FETCHes is an 'error' event on the checked-out client, which
  // nobody else hears: unheard it ends the process (as PgDb.onClient says); heard, the next FETCH
  // fails and the client is discarded
  let lost: Error | undefined;
  const onLost = (e: Error) => (lost ??= e);
  client.on('error', onLost);
  try {
    await client.query('BEGIN READ ONLY');
    // plan for the whole result (the default plans a cursor for its first 10 %)
    await client.query('SET LOCAL cursor_tuple_fraction = 1.0');
    await client.query(`DECLARE report_rows NO SCROLL CURSOR FOR ${sql}`, params);
    // the next batch is asked for before this one is handed on: the database works while we do
    const fetch = () => client.query({ text: `FETCH ${PG_BATCH} FROM report_rows`, rowMode: 'array' });
    next = fetch();
    for (;;) {
      const r = await next;
      const more = r.rows.length === PG_BATCH;
      if (more) next = fetch();
      if (r.rows.length) yield r.rows as Values[];
      if (!more) break;
    }
    await client.query('COMMIT');
  } catch (e) {
    failed = e as Error;
    throw e;
  } finally {
    // a batch asked for ahead and never read: its outcome no longer matters
    next?.catch(() => undefined);
    // a cursor abandoned half-read (the client went away) ends with its transaction
    if (!failed && !lost) await client.query('ROLLBACK').catch(() => undefined);
    client.off('error', onLost);
    client.release(lost ?? failed);
  }
}

/** What the web model and the web columns read of a WEB campaign's row. */
function webCampaignOf(hashedId: string, bidType: BidType, goalPeriod: number | null, c: Row): NonNullable<ReportCampaign['web']> {
  const audience = c.audience_strategy === null || c.audience_strategy === undefined ? null : (String(c.audience_strategy) as AudienceStrategy);
  return {
    hashedId, goal: webGoalOf(bidType), dayTarget: goalPeriod ?? 0, audience: AUDIENCE_STRATEGIES.includes(audience as AudienceStrategy) ? audience : null,
    websiteUrl: (c.website_url as string | null) ?? '', eventTarget: (c.event_target as string | null) ?? null,
  };
}

function sumsOf(row: Values, at: number): Sums {
  return { i: Number(row[at] ?? 0), c: Number(row[at + 1] ?? 0), n: Number(row[at + 2] ?? 0), k: Number(row[at + 3] ?? 0), r: Number(row[at + 4] ?? 0) };
}

/** A campaign's goal in a country (or for all countries), as stored; "" when the goal is of the other kind. */
function goalOf(c: ReportCampaign | undefined, country: string | undefined, roas: boolean): string {
  if (!c || ROAS.has(c.bidType) !== roas || (!roas && !USD_GOALS.has(c.bidType))) return '';
  const v = (country !== undefined ? c.bids.get(country) : undefined) ?? c.bids.get('DEFAULT') ?? null;
  return v ?? '';
}

/** A requested dimension grouped by the campaign id (campaign, campaign_id_external or a goal). */
function campaignIdDim(q: BuiltQuery): Dimension {
  return (['campaign', 'campaign_id_external', 'campaign_id', 'campaign_bid_goal', 'campaign_roas_goal'] as Dimension[]).find((d) => q.keyOf.has(d))!;
}

/** A campaign's attribute as the SQL would have written it. */
function campaignAttribute(c: ReportCampaign | undefined, d: Dimension): string {
  if (!c) return '';
  switch (d) {
    case 'campaign_type': return c.web ? c.web.goal : c.bidType;
    case 'audience_strategy': return c.web?.audience ?? '';
    case 'target_event': return c.eventTarget ?? '';
    case 'campaign_package_name': return c.packageName;
    case 'campaign_store_id': return c.platform === 'ios' && c.itunesId ? c.itunesId : c.packageName;
    case 'optimization_day_target': return c.goalPeriod === null ? '' : String(c.goalPeriod);
    case 'bidding_and_billing_method': return c.biddingStrategy;
    case 'platform': return c.platform;
    default: return '';
  }
}

/**
 * The dimension values of a row as the report writes them, made once per query: where each value
 * is, the row's campaign looked up once (its attributes fill several columns), and each row's
 * object cloned from one with every key (one allocation, no growing). A wide report decodes
 * 90,000 groups.
 */
function decoder(q: BuiltQuery, n: Names): (row: Values) => Partial<Record<Dimension, string>> {
  const campaignAt = q.fromCampaign.size > 0 ? q.keyOf.get(campaignIdDim(q))! : -1;
  const steps = q.dims.map((d) => ({ d, at: q.keyOf.get(d) ?? -1, fromCampaign: d !== 'campaign_ad_type' && q.fromCampaign.has(d) }));
  const template: Partial<Record<Dimension, string>> = {};
  for (const d of q.dims) template[d] = '';
  // the campaign's attributes, in step order, worked out once per campaign (a wide report has a row
  // per campaign, country and day: the same few values thousands of times)
  const attrSteps = steps.filter((s) => s.fromCampaign);
  const attributes = new Map<number, string[]>();
  const attributesOf = (id: number): string[] => {
    let a = attributes.get(id);
    if (a === undefined) {
      const c = n.campaigns.get(id);
      attributes.set(id, (a = attrSteps.map((s) => campaignAttribute(c, s.d))));
    }
    return a;
  };
  const rest = steps.filter((s) => !s.fromCampaign);
  return (row) => {
    const dims = { ...template };
    if (campaignAt >= 0) {
      const a = attributesOf(Number(row[campaignAt]));
      for (let i = 0; i < attrSteps.length; i++) dims[attrSteps[i]!.d] = a[i]!;
    }
    for (const s of rest) {
      if (s.d === 'campaign_ad_type') dims[s.d] = 'ua';
      else if (s.at >= 0) dims[s.d] = valueOf(s.d, row[s.at], row, q, n);
    }
    return dims;
  };
}

/** A grouped dimension's value (v, at its place in the row) as written. */
function valueOf(d: Dimension, v: unknown, row: Values, q: BuiltQuery, n: Names): string {
  switch (d) {
    case 'hour': return `${String(Number(v) % 24).padStart(2, '0')}:00`;
    case 'campaign': return n.campaigns.get(Number(v))?.name ?? '';
    case 'campaign_id_external': case 'campaign_id': return n.campaigns.get(Number(v))?.hashedId ?? '';
    case 'campaign_bid_goal': case 'campaign_roas_goal': {
      const country = q.keyOf.has('country') ? String(row[q.keyOf.get('country')!]) : undefined;
      return goalOf(n.campaigns.get(Number(v)), country, d === 'campaign_roas_goal');
    }
    case 'creative_set': return n.sets.get(Number(v))?.name ?? '';
    case 'creative_set_id': return n.sets.get(Number(v))?.hashedId ?? '';
    case 'ad': return n.ads.get(Number(v)) ?? '';
    case 'placement_type': return placementName(Number(v));
    case 'device_type': return deviceName(Number(v));
    case 'app_id_external': return SOURCES.get(String(v))?.appIdExternal ?? '';
    case 'application': return SOURCES.get(String(v))?.name ?? '';
    case 'external_placement_id': return SOURCES.get(String(v))?.externalPlacementId ?? '';
    default: return v === null || v === undefined ? '' : String(v);
  }
}
