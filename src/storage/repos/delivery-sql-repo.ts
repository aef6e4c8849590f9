// The delivery simulator's storage in portable SQL (migration 0013).
import type { BidType, BiddingStrategy, DeviceType, Platform } from '../../core/campaigns/model.js';
import type { AdSize, SizeSwitches } from '../../core/creatives/templates.js';
import type { CampaignFacts, DeliveryFacts, DeliveryRepo, PostbackRow } from '../../core/delivery/delivery-repo.js';
import type { DeliveryRow, HourOutput } from '../../core/delivery/model.js';
import type { ScriptCampaign, ScriptedFigures } from '../../core/delivery/scripted.js';
import { AUDIENCE_STRATEGIES, webGoalOf, type AudienceStrategy } from '../../core/delivery/web-model.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import type { Db, SqlExecutor } from '../db.js';

const LIVE = 'SELECT id FROM campaigns WHERE status = 1';
const LIVE_SETS = `SELECT set_id FROM creative_set_campaigns WHERE campaign_id IN (${LIVE})`;
/** Rows per multi-row INSERT: few round trips, well under both engines' parameter limits. */
const CHUNK = 1000;

type Row = Record<string, unknown>;

export class DeliverySqlRepo implements DeliveryRepo {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
  ) {}

  async nextHour(): Promise<number | undefined> {
    const r = await this.db.get<{ next_hour: number }>('SELECT next_hour FROM delivery_progress WHERE id = 1');
    return r ? Number(r.next_hour) : undefined;
  }

  async startAt(hour: number): Promise<number> {
    await this.db.run('INSERT INTO delivery_progress (id, next_hour) VALUES (1, ?) ON CONFLICT (id) DO NOTHING', [hour]);
    return (await this.nextHour())!;
  }

  async advanceTo(hour: number): Promise<void> {
    await this.db.run('INSERT INTO delivery_progress (id, next_hour) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET next_hour = excluded.next_hour WHERE delivery_progress.next_hour < excluded.next_hour', [hour]);
  }

  async facts(): Promise<DeliveryFacts> {
    return this.db.transaction(async (x) => {
      const campaigns = new Map<number, CampaignFacts>();
      for (const r of await x.all<Row>(
        `SELECT c.id, c.account_id, c.hashed_id, c.name, c.platform, c.package_name, c.itunes_id, c.bid_type, c.bidding_strategy, c.status, c.start_at, c.end_at, c.device_types,
           c.goal_period, c.audience_strategy, a.type AS account_type
         FROM campaigns c JOIN accounts a ON a.id = c.account_id WHERE c.status = 1 ORDER BY c.id`,
      )) {
        // a WEB campaign delivers visits to its site: the web model needs its goal, day target and audience
        const web = r.account_type === 'WEB'
          ? { hashedId: String(r.hashed_id), goal: webGoalOf(String(r.bid_type)), dayTarget: r.goal_period === null ? 0 : Number(r.goal_period), audience: AUDIENCE_STRATEGIES.includes(r.audience_strategy as never) ? (r.audience_strategy as AudienceStrategy) : null }
          : undefined;
        campaigns.set(Number(r.id), {
          id: Number(r.id), accountId: Number(r.account_id), hashedId: String(r.hashed_id), name: String(r.name), platform: r.platform as Platform,
          packageName: String(r.package_name), itunesId: (r.itunes_id as string | null) ?? null, bidType: r.bid_type as BidType,
          biddingStrategy: r.bidding_strategy as BiddingStrategy, status: Number(r.status) === 1,
          startAt: r.start_at === null ? null : new Date(Number(r.start_at)), endAt: r.end_at === null ? null : new Date(Number(r.end_at)),
          deviceTypes: JSON.parse(String(r.device_types ?? '[]')) as DeviceType[],
          targets: [], setIds: [], pausedSources: [], knownSources: [], ...(web ? { web } : {}),
        });
      }
      for (const r of await x.all<Row>(`SELECT campaign_id, country, bid, budget, click_url, impression_url, region_codes FROM campaign_countries WHERE disabled = 0 AND campaign_id IN (${LIVE})`)) {
        campaigns.get(Number(r.campaign_id))?.targets.push({
          country: String(r.country), bid: decimalText(r.bid), budget: decimalText(r.budget), clickUrl: (r.click_url as string | null) ?? null,
          impressionUrl: (r.impression_url as string | null) ?? null, regionCodes: JSON.parse(String(r.region_codes)) as string[],
        });
      }
      for (const r of await x.all<Row>(`SELECT set_id, campaign_id FROM creative_set_campaigns WHERE campaign_id IN (${LIVE})`)) campaigns.get(Number(r.campaign_id))?.setIds.push(Number(r.set_id));
      for (const r of await x.all<Row>(`SELECT campaign_id, app_id, status, app_id_external FROM campaign_sources WHERE campaign_id IN (${LIVE})`)) {
        const c = campaigns.get(Number(r.campaign_id));
        if (!c) continue;
        if (Number(r.status) === 0) c.pausedSources.push(String(r.app_id));
        if (r.app_id_external) c.knownSources.push(String(r.app_id));
      }
      const sets = (await x.all<Row>(`SELECT id, hashed_id, status, countries, sizes FROM creative_sets WHERE id IN (${LIVE_SETS})`)).map((r) => ({
        id: Number(r.id), hashedId: String(r.hashed_id), status: Number(r.status) === 1,
        countries: (JSON.parse(String(r.countries)) as string[]).map((c) => c.toLowerCase()), sizes: JSON.parse(String(r.sizes)) as SizeSwitches,
      }));
      const ads = (await x.all<Row>(`SELECT id, set_id, name, size, template, status FROM ads WHERE set_id IN (${LIVE_SETS})`)).map((r) => ({
        id: Number(r.id), setId: Number(r.set_id), name: String(r.name), size: r.size as AdSize, template: String(r.template), status: Number(r.status) === 1,
      }));
      const members = (
        await x.all<Row>(
          `SELECT m.set_id, COALESCE(m.type, a.asset_type) AS type, m.text_value, m.error, a.processing, a.review
           FROM creative_set_members m LEFT JOIN assets a ON a.id = m.asset_id WHERE m.set_id IN (${LIVE_SETS})`,
        )
      ).map((r) => ({
        setId: Number(r.set_id), type: (r.type as string | null) ?? null,
        usable: r.error === null && (r.text_value !== null || (r.processing === 'ready' && r.review === 'ACTIVE')),
      }));
      return { campaigns: [...campaigns.values()], sets, ads, members };
    });
  }

  async spendOfDay(day: string) {
    // by account, so each read is a range of the rollup's primary key (account_id, day, ...)
    const rows = await this.db.all<Row>('SELECT campaign_id, country, cost, installs, clicks, impressions FROM delivery_daily WHERE account_id IN (SELECT id FROM accounts) AND day = ?', [day]);
    return rows.map((r) => ({ campaignId: Number(r.campaign_id), country: String(r.country), cost: Number(r.cost), installs: Number(r.installs), clicks: Number(r.clicks), impressions: Number(r.impressions) }));
  }

  async writeHour(hour: number, out: HourOutput, o: { advanceFrom?: number; queuePostbacks: boolean; now: Date }): Promise<{ written: boolean }> {
    return this.db.transaction(async (x) => {
      if (o.advanceFrom !== undefined) {
        const r = await x.run('UPDATE delivery_progress SET next_hour = ? WHERE id = 1 AND next_hour = ?', [o.advanceFrom + 1, o.advanceFrom]);
        if (r.changes === 0) return { written: false };
      }
      // a scripted (campaign, day, country) is never written by the simulator, even one scripted a moment ago
      if (out.rows.length > 0) {
        const scripted = await scriptedIn(x, out.rows[0]!.day);
        if (scripted.size > 0) out = { ...out, rows: out.rows.filter((r) => !scripted.has(`${r.campaignId}:${r.country}`)) };
      }
      await insertHourly(x, out.rows);
      // the daily rollup, summed here first so each (day, campaign, country) is one upsert
      const daily = sumBy(out.rows, (r) => `${r.campaignId}:${r.country}:${r.day}`);
      await insertMany(x, 'delivery_daily', ['account_id', 'day', 'campaign_id', 'country', 'impressions', 'clicks', 'installs', 'cost', 'redownloads'],
        [...daily.values()].map((r) => [r.accountId, r.day, r.campaignId, r.country, r.impressions, r.clicks, r.installs, r.costCents, r.redownloads]),
        `ON CONFLICT (account_id, day, campaign_id, country) DO UPDATE SET impressions = delivery_daily.impressions + excluded.impressions,
           clicks = delivery_daily.clicks + excluded.clicks, installs = delivery_daily.installs + excluded.installs,
           cost = delivery_daily.cost + excluded.cost, redownloads = delivery_daily.redownloads + excluded.redownloads`);
      // the same by day and campaign, and from it the campaigns' daily figures (v1 GET /campaigns)
      const byCampaign = sumBy(daily.values(), (r) => `${r.campaignId}:${r.day}`);
      await insertMany(x, 'delivery_campaign_daily', ['account_id', 'day', 'campaign_id', 'impressions', 'clicks', 'installs', 'cost', 'redownloads'],
        [...byCampaign.values()].map((r) => [r.accountId, r.day, r.campaignId, r.impressions, r.clicks, r.installs, r.costCents, r.redownloads]),
        `ON CONFLICT (account_id, day, campaign_id) DO UPDATE SET impressions = delivery_campaign_daily.impressions + excluded.impressions,
           clicks = delivery_campaign_daily.clicks + excluded.clicks, installs = delivery_campaign_daily.installs + excluded.installs,
           cost = delivery_campaign_daily.cost + excluded.cost, redownloads = delivery_campaign_daily.redownloads + excluded.redownloads`);
      // by day and ad: what the asset reports read (src/storage/repos/asset-report-sql.ts)
      const byAd = sumBy(out.rows, (r) => `${r.campaignId}:${r.setId}:${r.adId}:${r.day}`);
      await insertMany(x, 'delivery_ad_daily', ['account_id', 'day', 'campaign_id', 'creative_set_id', 'ad_id', 'impressions', 'clicks', 'cost'],
        [...byAd.values()].map((r) => [r.accountId, r.day, r.campaignId, r.setId, r.adId, r.impressions, r.clicks, r.costCents]),
        `ON CONFLICT (account_id, day, campaign_id, creative_set_id, ad_id) DO UPDATE SET impressions = delivery_ad_daily.impressions + excluded.impressions,
           clicks = delivery_ad_daily.clicks + excluded.clicks, cost = delivery_ad_daily.cost + excluded.cost`);
      await this.refreshFigures(x, [...byCampaign.values()]);
      const seen = new Map<string, (string | number)[]>();
      for (const s of out.sources) seen.set(`${s.campaignId}:${s.appId}`, [s.campaignId, s.appId, s.appIdExternal, 1, o.now.getTime(), o.now.getTime()]);
      await insertMany(x, 'campaign_sources', ['campaign_id', 'app_id', 'app_id_external', 'status', 'created_at', 'updated_at'], [...seen.values()],
        `ON CONFLICT (campaign_id, app_id) DO UPDATE SET app_id_external = excluded.app_id_external WHERE campaign_sources.app_id_external = ''`);
      const state = o.queuePostbacks ? 'queued' : 'recorded';
      await insertMany(x, 'postbacks', ['account_id', 'campaign_id', 'kind', 'url', 'hour', 'created_at', 'state'],
        out.postbacks.map((p) => [p.accountId, p.campaignId, p.kind, p.url, p.hour, o.now.getTime(), state]));
      // one sending job per hour: it sends that hour's queued postbacks (retrying what failed)
      if (o.queuePostbacks && out.postbacks.length > 0) await this.jobs.enqueue({ type: 'postback.send', payload: { hour }, maxAttempts: 6 }, x);
      return { written: true };
    });
  }

  /**
   * v1's daily figures of the touched campaign-days, copied from the rollup (cents written as an
   * exact decimal), read by its primary key: (account, day) and the campaigns.
   */
  private async refreshFigures(x: SqlExecutor, touched: DeliveryRow[]): Promise<void> {
    const spend = x.dialect === 'postgres' ? 'cost / 100.0' : "printf('%d.%02d', cost / 100, cost % 100)";
    const groups = new Map<string, { accountId: number; day: string; ids: number[] }>();
    for (const t of touched) {
      const k = `${t.accountId}:${t.day}`;
      const g = groups.get(k) ?? { accountId: t.accountId, day: t.day, ids: [] };
      g.ids.push(t.campaignId);
      groups.set(k, g);
    }
    for (const g of groups.values()) {
      for (let i = 0; i < g.ids.length; i += CHUNK) {
        const part = g.ids.slice(i, i + CHUNK);
        await x.run(
          `INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, installs, spend)
           SELECT campaign_id, day, impressions, clicks, installs, ${spend} FROM delivery_campaign_daily
           WHERE account_id = ? AND day = ? AND campaign_id IN (${part.map(() => '?').join(', ')})
           ON CONFLICT (campaign_id, day) DO UPDATE SET impressions = excluded.impressions, clicks = excluded.clicks, installs = excluded.installs, spend = excluded.spend`,
          [g.accountId, g.day, ...part],
        );
      }
    }
  }

  async clearDays(fromDay: string, toDay: string): Promise<void> {
    await this.db.transaction(async (x) => {
      // scripted keys stay as scripted (a backfill re-simulates only what the simulator made)
      await x.run(`DELETE FROM delivery_hourly WHERE account_id IN (SELECT id FROM accounts) AND day >= ? AND day <= ? AND NOT EXISTS (
        SELECT 1 FROM delivery_scripted s WHERE s.account_id = delivery_hourly.account_id AND s.day = delivery_hourly.day AND s.campaign_id = delivery_hourly.campaign_id AND s.country = delivery_hourly.country)`, [fromDay, toDay]);
      await x.run('DELETE FROM delivery_daily WHERE account_id IN (SELECT id FROM accounts) AND day >= ? AND day <= ?', [fromDay, toDay]);
      await x.run('DELETE FROM delivery_campaign_daily WHERE account_id IN (SELECT id FROM accounts) AND day >= ? AND day <= ?', [fromDay, toDay]);
      await x.run('DELETE FROM delivery_ad_daily WHERE account_id IN (SELECT id FROM accounts) AND day >= ? AND day <= ?', [fromDay, toDay]);
      await x.run('DELETE FROM campaign_daily_stats WHERE day >= ? AND day <= ?', [fromDay, toDay]);
      for (const k of await x.all<Row>('SELECT DISTINCT account_id, day, campaign_id FROM delivery_scripted WHERE day >= ? AND day <= ?', [fromDay, toDay])) {
        await rebuildRollups(x, Number(k.account_id), String(k.day), Number(k.campaign_id));
      }
    });
  }

  async scriptedKeys(day: string): Promise<Set<string>> {
    return scriptedIn(this.db, day);
  }

  async scriptCampaigns(hashedIds: string[]): Promise<Map<string, ScriptCampaign>> {
    const out = new Map<string, ScriptCampaign>();
    for (let i = 0; i < hashedIds.length; i += CHUNK) {
      const part = hashedIds.slice(i, i + CHUNK);
      const rows = await this.db.all<Row>(
        `SELECT c.id, c.account_id, c.hashed_id, c.device_types, a.type AS account_type FROM campaigns c JOIN accounts a ON a.id = c.account_id
         WHERE c.hashed_id IN (${part.map(() => '?').join(', ')})`,
        part,
      );
      for (const r of rows) {
        out.set(String(r.hashed_id), {
          id: Number(r.id), accountId: Number(r.account_id), hashedId: String(r.hashed_id), web: r.account_type === 'WEB',
          deviceTypes: JSON.parse(String(r.device_types ?? '[]')) as string[], ads: [], pausedSources: new Set(),
        });
      }
    }
    const byId = new Map([...out.values()].map((c) => [c.id, c]));
    const ids = [...byId.keys()];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const part = ids.slice(i, i + CHUNK);
      const marks = part.map(() => '?').join(', ');
      // ads that are on first, then by id: the spread's rotation is stable
      for (const r of await this.db.all<Row>(
        `SELECT l.campaign_id, a.id, a.set_id, a.size, a.template FROM creative_set_campaigns l JOIN ads a ON a.set_id = l.set_id
         WHERE l.campaign_id IN (${marks}) ORDER BY l.campaign_id, a.status DESC, a.id`,
        part,
      )) byId.get(Number(r.campaign_id))?.ads.push({ id: Number(r.id), setId: Number(r.set_id), size: r.size as AdSize, template: String(r.template) });
      for (const r of await this.db.all<Row>(`SELECT campaign_id, app_id FROM campaign_sources WHERE status = 0 AND campaign_id IN (${marks})`, part)) {
        (byId.get(Number(r.campaign_id))?.pausedSources as Set<string> | undefined)?.add(String(r.app_id));
      }
    }
    return out;
  }

  async writeScripted(entries: { accountId: number; campaignId: number; figures: ScriptedFigures; rows: DeliveryRow[] }[]): Promise<number> {
    // by campaign-day: one delete of the replaced countries' rows, one rebuild of the rollups
    const byDay = new Map<string, { accountId: number; day: string; campaignId: number; countries: string[] }>();
    for (const e of entries) {
      const k = `${e.accountId}:${e.figures.day}:${e.campaignId}`;
      const g = byDay.get(k) ?? { accountId: e.accountId, day: e.figures.day, campaignId: e.campaignId, countries: [] };
      g.countries.push(e.figures.country);
      byDay.set(k, g);
    }
    const marked = (accountId: number, day: string, campaignId: number, country: string, figures: string) => `${accountId}:${day}:${campaignId}:${country}:${figures}`;
    const figuresOf = (i: unknown, c: unknown, n: unknown, k: unknown, cohort: unknown) => `${Number(i)}:${Number(c)}:${Number(n)}:${Number(k)}:${String(cohort)}`;
    return this.db.transaction(async (x) => {
      // what the keys held (to count the changed ones), read before they are replaced
      const before = new Set<string>();
      for (const g of byDay.values()) {
        const list = g.countries.map(() => '?').join(', ');
        for (const m of await x.all<Row>(`SELECT country, impressions, clicks, installs, cost, cohort FROM delivery_scripted WHERE account_id = ? AND day = ? AND campaign_id = ? AND country IN (${list})`, [g.accountId, g.day, g.campaignId, ...g.countries])) {
          before.add(marked(g.accountId, g.day, g.campaignId, String(m.country), figuresOf(m.impressions, m.clicks, m.installs, m.cost, m.cohort)));
        }
        await x.run(`DELETE FROM delivery_hourly WHERE account_id = ? AND day = ? AND campaign_id = ? AND country IN (${list})`, [g.accountId, g.day, g.campaignId, ...g.countries]);
      }
      await insertMany(x, 'delivery_scripted', ['account_id', 'day', 'campaign_id', 'country', 'impressions', 'clicks', 'installs', 'cost', 'cohort'],
        entries.map((e) => [e.accountId, e.figures.day, e.campaignId, e.figures.country, e.figures.impressions, e.figures.clicks, e.figures.installs, e.figures.costCents, JSON.stringify(e.figures.cohort)]),
        `ON CONFLICT (account_id, day, campaign_id, country) DO UPDATE SET impressions = excluded.impressions, clicks = excluded.clicks,
           installs = excluded.installs, cost = excluded.cost, cohort = excluded.cohort`);
      await insertHourly(x, entries.flatMap((e) => e.rows));
      for (const g of byDay.values()) await rebuildRollups(x, g.accountId, g.day, g.campaignId);
      const f = (e: (typeof entries)[number]) => figuresOf(e.figures.impressions, e.figures.clicks, e.figures.installs, e.figures.costCents, JSON.stringify(e.figures.cohort));
      return entries.filter((e) => !before.has(marked(e.accountId, e.figures.day, e.campaignId, e.figures.country, f(e)))).length;
    });
  }

  async removeScripted(q: { accountId: number; campaignId: number; day: string; country?: string }): Promise<number> {
    return this.db.transaction(async (x) => {
      const only = q.country === undefined ? '' : ' AND country = ?';
      const params = [q.accountId, q.day, q.campaignId, ...(q.country === undefined ? [] : [q.country])];
      const marks = await x.all<Row>(`SELECT country FROM delivery_scripted WHERE account_id = ? AND day = ? AND campaign_id = ?${only}`, params);
      if (marks.length === 0) return 0;
      // only the scripted countries' rows: a country the simulator made keeps its rows
      for (const m of marks) {
        const k = [q.accountId, q.day, q.campaignId, String(m.country)];
        await x.run('DELETE FROM delivery_scripted WHERE account_id = ? AND day = ? AND campaign_id = ? AND country = ?', k);
        await x.run('DELETE FROM delivery_hourly WHERE account_id = ? AND day = ? AND campaign_id = ? AND country = ?', k);
      }
      await rebuildRollups(x, q.accountId, q.day, q.campaignId);
      return marks.length;
    });
  }

  async postbacks(q: { accountId?: number; campaignHashedId?: string; kind?: string; limit: number }): Promise<PostbackRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.accountId !== undefined) (where.push('p.account_id = ?'), params.push(q.accountId));
    if (q.campaignHashedId !== undefined) (where.push('c.hashed_id = ?'), params.push(q.campaignHashedId));
    if (q.kind !== undefined) (where.push('p.kind = ?'), params.push(q.kind));
    const rows = await this.db.all<Row>(
      `SELECT p.*, c.hashed_id FROM postbacks p JOIN campaigns c ON c.id = p.campaign_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY p.id DESC LIMIT ?`,
      [...params, q.limit],
    );
    return rows.map(decodePostback);
  }

  async queuedPostbacks(hour: number): Promise<PostbackRow[]> {
    const rows = await this.db.all<Row>("SELECT p.*, c.hashed_id FROM postbacks p JOIN campaigns c ON c.id = p.campaign_id WHERE p.hour = ? AND p.state = 'queued' ORDER BY p.id", [hour]);
    return rows.map(decodePostback);
  }

  async markPostback(id: number, p: { state: PostbackRow['state']; attempts: number; responseStatus: number | null; lastError: string | null }): Promise<void> {
    await this.db.run('UPDATE postbacks SET state = ?, attempts = ?, response_status = ?, last_error = ? WHERE id = ?', [p.state, p.attempts, p.responseStatus, p.lastError, id]);
  }

  async prunePostbacks(before: Date): Promise<number> {
    return (await this.db.run("DELETE FROM postbacks WHERE created_at < ? AND state <> 'queued'", [before.getTime()])).changes;
  }

  async failQueuedPostbacks(hour: number, error: string): Promise<void> {
    await this.db.run("UPDATE postbacks SET state = 'failed', last_error = COALESCE(last_error, ?) WHERE hour = ? AND state = 'queued'", [error, hour]);
  }

}

/** Rows summed by a key (the first row of each key keeps its other fields). */
function sumBy(rows: Iterable<DeliveryRow>, key: (r: DeliveryRow) => string): Map<string, DeliveryRow> {
  const out = new Map<string, DeliveryRow>();
  for (const r of rows) {
    const k = key(r);
    const d = out.get(k);
    if (!d) out.set(k, { ...r });
    else {
      d.impressions += r.impressions;
      d.clicks += r.clicks;
      d.installs += r.installs;
      d.costCents += r.costCents;
      d.redownloads += r.redownloads;
    }
  }
  return out;
}

async function insertHourly(x: SqlExecutor, rows: DeliveryRow[]): Promise<void> {
  await insertMany(x, 'delivery_hourly', ['account_id', 'day', 'hour', 'campaign_id', 'country', 'creative_set_id', 'ad_id', 'source', 'impressions', 'clicks', 'installs', 'cost', 'redownloads', 'device_type', 'placement_type', 'cum_installs', 'cum_clicks', 'cum_impressions'],
    rows.map((r) => [r.accountId, r.day, r.hour, r.campaignId, r.country, r.setId, r.adId, r.source, r.impressions, r.clicks, r.installs, r.costCents, r.redownloads, r.device, r.placement, r.cumInstalls, r.cumClicks ?? 0, r.cumImpressions ?? 0]));
}

/** `campaignId:country` of the keys scripted on `day` (any account). */
async function scriptedIn(x: SqlExecutor, day: string): Promise<Set<string>> {
  const rows = await x.all<Row>('SELECT campaign_id, country FROM delivery_scripted WHERE day = ?', [day]);
  return new Set(rows.map((r) => `${Number(r.campaign_id)}:${String(r.country)}`));
}

/**
 * A campaign-day's rollups and v1 figures summed again from its hourly rows (after scripted rows
 * replaced or left some): the same sums writeHour adds up hour by hour.
 */
async function rebuildRollups(x: SqlExecutor, accountId: number, day: string, campaignId: number): Promise<void> {
  const key = [accountId, day, campaignId];
  const where = 'WHERE account_id = ? AND day = ? AND campaign_id = ?';
  const sums = 'SUM(impressions), SUM(clicks), SUM(installs), SUM(cost), SUM(redownloads)';
  for (const t of ['delivery_daily', 'delivery_campaign_daily', 'delivery_ad_daily']) await x.run(`DELETE FROM ${t} ${where}`, key);
  await x.run(`INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads)
    SELECT account_id, day, campaign_id, country, ${sums} FROM delivery_hourly ${where} GROUP BY account_id, day, campaign_id, country`, key);
  await x.run(`INSERT INTO delivery_campaign_daily (account_id, day, campaign_id, impressions, clicks, installs, cost, redownloads)
    SELECT account_id, day, campaign_id, ${sums} FROM delivery_hourly ${where} GROUP BY account_id, day, campaign_id`, key);
  await x.run(`INSERT INTO delivery_ad_daily (account_id, day, campaign_id, creative_set_id, ad_id, impressions, clicks, cost)
    SELECT account_id, day, campaign_id, creative_set_id, ad_id, SUM(impressions), SUM(clicks), SUM(cost) FROM delivery_hourly ${where} GROUP BY account_id, day, campaign_id, creative_set_id, ad_id`, key);
  const spend = x.dialect === 'postgres' ? 'cost / 100.0' : "printf('%d.%02d', cost / 100, cost % 100)";
  await x.run('DELETE FROM campaign_daily_stats WHERE campaign_id = ? AND day = ?', [campaignId, day]);
  await x.run(`INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, installs, spend)
    SELECT campaign_id, day, impressions, clicks, installs, ${spend} FROM delivery_campaign_daily ${where}`, key);
}

async function insertMany(x: SqlExecutor, table: string, cols: string[], rows: unknown[][], tail = ''): Promise<void> {
  const one = `(${cols.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await x.run(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${part.map(() => one).join(', ')} ${tail}`, part.flat());
  }
}

function decimalText(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v);
}


function decodePostback(r: Row): PostbackRow {
  return {
    id: Number(r.id), accountId: Number(r.account_id), campaignId: Number(r.campaign_id), campaignHashedId: String(r.hashed_id), kind: r.kind as PostbackRow['kind'],
    url: String(r.url), hour: Number(r.hour), createdAt: new Date(Number(r.created_at)), state: r.state as PostbackRow['state'], attempts: Number(r.attempts),
    responseStatus: r.response_status === null ? null : Number(r.response_status), lastError: (r.last_error as string | null) ?? null,
  };
}
