// Exact report scenarios (issue 35 item 6): delivery figures a sandbox user scripts for a
// (campaign, day, country), checked here, and spread over hourly rows so that every report path
// (by day, country, creative set, ad, hour, asset; v1's daily figures) reads them as it reads
// simulated rows and every breakdown adds up exactly to the scripted totals. Cohort figures are
// stored by horizon and read by the cohort engine instead of the cohort model. Pure: no storage.
// docs/sandbox.md ("Exact report scenarios") and docs/decisions/scripted-delivery.md explain it.
import { COUNTRY_CODES } from '../campaigns/geo.js';
import { invalid } from '../shared/errors.js';
import type { AdSize } from '../creatives/templates.js';
import { diurnal } from './market.js';
import type { DeliveryRow } from './model.js';
import { DEVICE_CODES, placementCode, placementsOf } from './placements.js';
import { hash32, subUnit } from './random.js';
import { pickSource, TRAFFIC_SOURCES } from './traffic-sources.js';

/** Most rows in one POST (or one fixture). */
export const MAX_SCRIPTED_ROWS = 5000;
/** Largest count (impressions, clicks, installs, ...) and amount (USD) of one row. */
const MAX_COUNT = 1_000_000_000;
const MAX_USD = 10_000_000;
const DAY_MS = 86_400_000;

/** Cumulative cohort figures by horizon (days after the install day), ascending: [horizon, value]. */
export type Steps = [number, number][];

/**
 * A scripted row's cohort figures: whole cents (iap, ad) and whole users or events (sales,
 * buyers, retained). Cumulative families are step functions: the value at horizon N is the one of
 * the largest scripted horizon <= N (0 before the first). Retention is only at its scripted days.
 */
export interface ScriptedCohort {
  iap?: Steps;
  ad?: Steps;
  sales?: Steps;
  buyers?: Steps;
  retained?: Steps;
}

export interface ScriptedFigures {
  day: string;
  country: string;
  impressions: number;
  clicks: number;
  installs: number;
  costCents: number;
  cohort: ScriptedCohort;
}

/** A row as checked: which campaign (hashed id) and the figures. */
export interface ScriptedRow extends ScriptedFigures {
  campaignHashedId: string;
}

/** What spreading a campaign's figures needs of it. */
export interface ScriptCampaign {
  id: number;
  accountId: number;
  hashedId: string;
  web: boolean;
  /** The ads of the sets that run in the campaign, by id (ads that are on first). */
  ads: { id: number; setId: number; size: AdSize; template: string }[];
  pausedSources: ReadonlySet<string>;
  deviceTypes: readonly string[];
}

const HORIZON = /^(?:(\d{1,3})d|1y)$/;

/** `YYYY-MM-DD`, `today` or `today-N` (N days before today on the platform clock). */
export function scriptedDay(field: string, v: unknown, now: Date, windowDays: number): string {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  let t: number;
  const rel = typeof v === 'string' ? /^today(?:-(\d{1,3}))?$/.exec(v.trim()) : null;
  if (rel) t = today - Number(rel[1] ?? 0) * DAY_MS;
  else {
    t = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : NaN;
    if (!Number.isFinite(t) || new Date(t).toISOString().slice(0, 10) !== v) throw invalid(field, `must be a day YYYY-MM-DD, "today" or "today-N" (${JSON.stringify(v)})`);
  }
  const earliest = today - windowDays * DAY_MS;
  const day = new Date(t).toISOString().slice(0, 10);
  if (t > today || t < earliest) {
    throw invalid(field, `must be inside the report window, ${new Date(earliest).toISOString().slice(0, 10)} to ${new Date(today).toISOString().slice(0, 10)} (${day})`);
  }
  return day;
}

function count(field: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_COUNT) throw invalid(field, `must be a whole number from 0 to ${MAX_COUNT} (${JSON.stringify(v)})`);
  return v;
}

/** USD with at most two decimals, as whole cents. */
function cents(field: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_USD) throw invalid(field, `must be an amount in USD from 0 to ${MAX_USD} (${JSON.stringify(v)})`);
  const c = Math.round(v * 100);
  // the JSON number's own digits: 12.345 is not a whole number of cents, 12.34 is
  if (Math.abs(c - v * 100) > 1e-6 || !/^\d+(\.\d{1,2})?$/.test(String(v))) throw invalid(field, `must be whole cents: at most two decimals (${JSON.stringify(v)})`);
  return c;
}

/** A `{"7d": value}` object as ascending steps, each value checked by `value`. */
function byHorizon(field: string, v: unknown, value: (f: string, x: unknown) => number, minHorizon = 0): Steps {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalid(field, `must be an object of horizons such as {"0d": 1, "7d": 2} (${JSON.stringify(v)})`);
  const out: Steps = [];
  for (const [k, x] of Object.entries(v)) {
    const m = HORIZON.exec(k);
    const h = m ? (m[1] === undefined ? 365 : Number(m[1])) : NaN;
    if (!m || h > 365 || h < minHorizon) throw invalid(`${field}.${k}`, `must be a horizon ${minHorizon}d to 365d, or 1y`);
    out.push([h, value(`${field}.${k}`, x)]);
  }
  if (out.length === 0) throw invalid(field, 'must name at least one horizon');
  out.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < out.length; i++) if (out[i]![0] === out[i - 1]![0]) throw invalid(field, `names horizon ${out[i]![0]}d twice`);
  return out;
}

/** Cumulative figures never go down as the horizon grows. */
function cumulative(field: string, s: Steps): Steps {
  for (let i = 1; i < s.length; i++) {
    if (s[i]![1] < s[i - 1]![1]) throw invalid(`${field}.${s[i]![0]}d`, `must not be less than at ${s[i - 1]![0]}d: the figure is cumulative (${s[i]![1]} < ${s[i - 1]![1]})`);
  }
  return s;
}

const FIELDS = new Set(['campaign_id', 'day', 'country', 'impressions', 'clicks', 'installs', 'cost', 'revenue', 'iap_revenue', 'ad_revenue', 'roas', 'sales', 'unique_purchasers', 'retention']);

/**
 * Checks one row (`at` names it: `rows[3]`) and returns it with whole cents and users. Rules:
 * counts whole and >= 0, clicks <= impressions (installs may exceed clicks: view-through), cost in
 * whole cents; cohort figures need installs, revenue families are exclusive (`revenue` and `roas`
 * are in-app revenue; `ad_revenue` adds to `revenue`, not to a `roas`, which is the whole revenue), a
 * ROAS or retention must come out in whole cents or users.
 */
export function checkScriptedRow(at: string, raw: unknown, now: Date, windowDays: number): ScriptedRow {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid(at, 'must be an object');
  const r = raw as Record<string, unknown>;
  for (const k of Object.keys(r)) if (!FIELDS.has(k)) throw invalid(`${at}.${k}`, `is not a field of a scripted row (fields: ${[...FIELDS].join(', ')})`);
  for (const k of ['campaign_id', 'day', 'country', 'impressions', 'clicks', 'installs', 'cost']) if (r[k] === undefined) throw invalid(`${at}.${k}`, 'is required');
  const id = r.campaign_id;
  if (typeof id !== 'string' || !/^[0-9a-fA-F]{32}$/.test(id)) throw invalid(`${at}.campaign_id`, `must be a campaign's 32-hex hashed id (${JSON.stringify(id)})`);
  const day = scriptedDay(`${at}.day`, r.day, now, windowDays);
  const country = typeof r.country === 'string' ? r.country.trim().toLowerCase() : '';
  if (!COUNTRY_CODES.has(country)) throw invalid(`${at}.country`, `must be an ISO 3166-1 alpha-2 country code (${JSON.stringify(r.country)})`);
  const impressions = count(`${at}.impressions`, r.impressions);
  const clicks = count(`${at}.clicks`, r.clicks);
  const installs = count(`${at}.installs`, r.installs);
  const costCents = cents(`${at}.cost`, r.cost);
  if (clicks > impressions) throw invalid(`${at}.clicks`, `must not be more than impressions (${clicks} > ${impressions})`);

  const cohort: ScriptedCohort = {};
  const revenueFields = ['revenue', 'iap_revenue', 'roas'].filter((k) => r[k] !== undefined);
  if (revenueFields.length > 1) throw invalid(`${at}.${revenueFields[1]}`, `cannot be given with ${revenueFields[0]}: both set the in-app revenue`);
  // a ROAS is the whole revenue over the cost: ad revenue on top would make the report answer another one
  if (r.roas !== undefined && r.ad_revenue !== undefined) throw invalid(`${at}.ad_revenue`, 'cannot be given with roas, which sets the whole revenue: give revenue and ad_revenue instead');
  const needInstalls = (k: string) => {
    if (installs === 0) throw invalid(`${at}.${k}`, 'needs installs: cohort figures belong to the installs of the row (installs is 0)');
  };
  for (const k of ['revenue', 'iap_revenue']) {
    if (r[k] !== undefined) (needInstalls(k), (cohort.iap = cumulative(`${at}.${k}`, byHorizon(`${at}.${k}`, r[k], cents))));
  }
  if (r.roas !== undefined) {
    needInstalls('roas');
    if (costCents === 0) throw invalid(`${at}.roas`, 'needs a cost: ROAS is revenue / cost (cost is 0)');
    const pct = byHorizon(`${at}.roas`, r.roas, (f, x) => {
      if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > 1_000_000) throw invalid(f, `must be a percentage from 0 to 1000000 (${JSON.stringify(x)})`);
      // revenue = cost x ROAS, to the cent exactly, or the report could not answer the ROAS asked for
      const rev = (costCents * x) / 100;
      if (Math.abs(rev - Math.round(rev)) > 1e-6) throw invalid(f, `${x} % of the cost ${(costCents / 100).toFixed(2)} is not a whole number of cents (${rev.toFixed(4)}): give revenue instead, or a ROAS that makes whole cents`);
      return Math.round(rev);
    });
    cohort.iap = cumulative(`${at}.roas`, pct);
  }
  if (r.ad_revenue !== undefined) (needInstalls('ad_revenue'), (cohort.ad = cumulative(`${at}.ad_revenue`, byHorizon(`${at}.ad_revenue`, r.ad_revenue, cents))));
  const users = (k: string) => (f: string, x: unknown) => {
    const n = count(f, x);
    if (n > installs && k === 'unique_purchasers') throw invalid(f, `must not be more than installs (${n} > ${installs})`);
    return n;
  };
  if (r.sales !== undefined) (needInstalls('sales'), (cohort.sales = cumulative(`${at}.sales`, byHorizon(`${at}.sales`, r.sales, users('sales')))));
  if (r.unique_purchasers !== undefined) {
    needInstalls('unique_purchasers');
    cohort.buyers = cumulative(`${at}.unique_purchasers`, byHorizon(`${at}.unique_purchasers`, r.unique_purchasers, users('unique_purchasers')));
  }
  if (r.retention !== undefined) {
    needInstalls('retention');
    cohort.retained = byHorizon(`${at}.retention`, r.retention, (f, x) => {
      if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > 100) throw invalid(f, `must be a percentage from 0 to 100 (${JSON.stringify(x)})`);
      const u = (installs * x) / 100;
      if (Math.abs(u - Math.round(u)) > 1e-6) throw invalid(f, `${x} % of ${installs} installs is not a whole number of users (${u.toFixed(4)})`);
      return Math.round(u);
    }, 1);
  }
  return { campaignHashedId: id.toLowerCase(), day, country, impressions, clicks, installs, costCents, cohort };
}

/** The value of a step function at horizon h (0 before its first step). */
export function stepAt(s: Steps | undefined, h: number): number {
  if (!s) return 0;
  let v = 0;
  for (const [x, y] of s) {
    if (x > h) break;
    v = y;
  }
  return v;
}

/** Retention at exactly day h (0 where it was not scripted). */
export function retainedAt(s: Steps | undefined, h: number): number {
  return s?.find(([x]) => x === h)?.[1] ?? 0;
}

/**
 * The part of `total` that users first .. first + n - 1 of `of` hold: user i gets
 * floor(total (i + 1) / of) - floor(total i / of), so any partition of the users (hours, ads,
 * countries...) adds up to `total` exactly.
 */
export function shareOf(total: number, first: number, n: number, of: number): number {
  if (of <= 0 || total === 0 || n === 0) return 0;
  const end = first + n;
  if (total * of < Number.MAX_SAFE_INTEGER) return Math.floor((total * end) / of) - Math.floor((total * first) / of);
  const t = BigInt(total);
  return Number((t * BigInt(end)) / BigInt(of) - (t * BigInt(first)) / BigInt(of));
}

/** Integer weights of the hours 0..23: the simulator's time-of-day curve (0.4 .. 1.0). */
const HOUR_WEIGHTS = Array.from({ length: 24 }, (_, h) => Math.round(diurnal(h) * 100));

/**
 * The row's figures as hourly rows of hours 0 .. lastHour of its day: each count and the cost
 * apportioned by the time-of-day curve (cumulative floors, so they add up exactly), each hour's
 * row on one ad of the campaign, rotating through its ads, and one traffic source. Hours with
 * nothing are left out. Without ads the rows have ad and set 0 (no asset is credited).
 */
export function spreadScripted(c: ScriptCampaign, s: ScriptedFigures, lastHour: number): DeliveryRow[] {
  const hours = Math.max(0, Math.min(23, lastHour)) + 1;
  const weights = HOUR_WEIGHTS.slice(0, hours);
  const total = weights.reduce((a, b) => a + b, 0);
  const dayStart = Date.parse(`${s.day}T00:00:00Z`) / 3_600_000;
  const base = hash32(`${c.hashedId}:${s.country}:${s.day}:scripted`);
  const device = Math.max(0, DEVICE_CODES.indexOf((c.deviceTypes[0] ?? 'phone') as never));
  const rows: DeliveryRow[] = [];
  let w = 0;
  let cumInstalls = 0;
  let cumClicks = 0;
  let cumImpressions = 0;
  for (let h = 0; h < hours; h++) {
    // hour h's weights are the "users" w .. w + weights[h] - 1 of `total`: cumulative floors
    const impressions = shareOf(s.impressions, w, weights[h]!, total);
    const clicks = shareOf(s.clicks, w, weights[h]!, total);
    const installs = shareOf(s.installs, w, weights[h]!, total);
    const costCents = shareOf(s.costCents, w, weights[h]!, total);
    w += weights[h]!;
    if (impressions + clicks + installs + costCents === 0) continue;
    const ad = c.ads.length ? c.ads[(h + base) % c.ads.length]! : undefined;
    const source = pickSource(subUnit(base, h), c.pausedSources) ?? TRAFFIC_SOURCES[0]!;
    rows.push({
      accountId: c.accountId, campaignId: c.id, hour: dayStart + h, day: s.day, country: s.country, setId: ad?.setId ?? 0, adId: ad?.id ?? 0, source: source.appId,
      impressions, clicks, installs, costCents, redownloads: 0, device, placement: ad ? placementCode(placementsOf(ad.size, ad.template)[0]!) : 0,
      cumInstalls, cumClicks, cumImpressions,
    });
    cumInstalls += installs;
    cumClicks += clicks;
    cumImpressions += impressions;
  }
  return rows;
}
