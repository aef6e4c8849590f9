// GET /assetReport and /assetAnalyticsReport (issue 35 item 1, addendum 7 section 1): the figures
// of each asset, from the ads it is in. An ad's figures are split between the assets it shows
// (whole impressions, clicks and cents, the remainder to the first assets in a rotating order), so
// the asset rows of any grouping add up exactly to /report's totals for the same campaigns and
// days (docs/decisions/asset-reports.md). Request rules here; the rows come from AssetReportRepo.
import { DomainError, invalid } from '../shared/errors.js';
import { AD_TEMPLATES, templateKey } from '../creatives/templates.js';
import { formatCents } from './columns.js';
import { MAX_LIMIT, WINDOW_DAYS } from './report-request.js';

export type AssetReportKind = 'range' | 'analytics';
export const ASSET_REPORT_PATHS: Record<AssetReportKind, string> = { range: '/assetReport', analytics: '/assetAnalyticsReport' };

export const ASSET_DIMENSIONS = ['asset_id', 'asset_name', 'asset_url', 'campaign', 'campaign_id', 'campaign_package_name', 'creative_set', 'creative_set_id', 'day'] as const;
export const ASSET_METRICS = ['impressions', 'clicks', 'ctr', 'cost'] as const;
export type AssetDimension = (typeof ASSET_DIMENSIONS)[number];
export type AssetMetric = (typeof ASSET_METRICS)[number];
export type AssetColumn = AssetDimension | AssetMetric;
/** Exact-match filters (filter_<col>, filter_not_<col>). */
export const ASSET_FILTERABLE: readonly AssetDimension[] = ['asset_id', 'asset_name', 'campaign', 'campaign_id', 'campaign_package_name', 'creative_set', 'creative_set_id'];
export const RANGES = ['yesterday', 'last_7d', 'last_month'] as const;

export interface AssetReportRequest {
  kind: AssetReportKind;
  start: string;
  end: string;
  columns: AssetColumn[];
  filters: { column: AssetDimension; values: Set<string>; not: boolean }[];
  /** filter_greater_than_<metric> / filter_less_than_<metric>: strict bounds. */
  bounds: { metric: AssetMetric; above?: number; below?: number }[];
  sorts: { column: AssetColumn; dir: 'ASC' | 'DESC' }[];
  limit: number | undefined;
  offset: number;
  notZero: boolean;
  format: 'json' | 'csv';
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isDim = (c: string): c is AssetDimension => (ASSET_DIMENSIONS as readonly string[]).includes(c);
const isMetric = (c: string): c is AssetMetric => (ASSET_METRICS as readonly string[]).includes(c);

type Query = Record<string, unknown>;
const one = (q: Query, name: string): string | undefined => {
  const v = q[name];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  return String(v);
};
const given = (q: Query, name: string) => {
  const v = one(q, name);
  return v !== undefined && v.trim() !== '';
};

function parseDay(field: string, raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') throw invalid(field, 'is required: a date YYYY-MM-DD (UTC)');
  const v = raw.trim();
  const t = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : NaN;
  if (!Number.isFinite(t) || dayText(t) !== v) throw invalid(field, `must be a date YYYY-MM-DD (UTC), got "${v.slice(0, 40)}"`);
  return v;
}

function whole(field: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const rule = `must be a whole number from ${min} to ${max}`;
  const v = raw.trim();
  if (!/^\d{1,12}$/.test(v) || Number(v) < min || Number(v) > max) throw new DomainError('validation_failed', `${field}: ${rule} (got "${v.slice(0, 40)}")`, { field, rule });
  return Number(v);
}

/** The days a `range` names, as of `now` (UTC): the plain readings (addendum 7, 1.1). */
export function rangeDays(range: string, now: Date): { start: string; end: string } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (range === 'yesterday') return { start: dayText(today - DAY_MS), end: dayText(today - DAY_MS) };
  if (range === 'last_7d') return { start: dayText(today - 7 * DAY_MS), end: dayText(today - DAY_MS) };
  const d = new Date(today);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - DAY_MS;
  return { start: dayText(first), end: dayText(last) };
}

export function parseAssetReportRequest(q: Query, now: Date, kind: AssetReportKind): AssetReportRequest {
  let start: string;
  let end: string;
  if (kind === 'range') {
    for (const p of ['start', 'end']) if (given(q, p)) throw invalid(p, '/assetReport takes range (yesterday, last_7d or last_month), not start and end: use /assetAnalyticsReport for dates');
    const range = (one(q, 'range') ?? '').trim().toLowerCase();
    if (!range) throw invalid('range', `is required: ${RANGES.join(', ')}`);
    if (!(RANGES as readonly string[]).includes(range)) throw invalid('range', `must be one of ${RANGES.join(', ')} (got "${range.slice(0, 40)}")`);
    ({ start, end } = rangeDays(range, now));
  } else {
    if (given(q, 'range')) throw invalid('range', '/assetAnalyticsReport takes start and end (YYYY-MM-DD), not range: use /assetReport for a range');
    start = parseDay('start', one(q, 'start'));
    end = parseDay('end', one(q, 'end'));
    if (end < start) throw invalid('end', 'must not be before start');
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const earliest = dayText(today - WINDOW_DAYS * DAY_MS);
    if (start < earliest) {
      throw new DomainError('validation_failed', `The date is beyond our 45 day request window. Start date is too far in the past: start must be ${earliest} or later (today, UTC, is ${dayText(today)}).`, {
        field: 'start',
        rule: `must be from ${earliest} to ${dayText(today)} (the last ${WINDOW_DAYS} days, UTC)`,
      });
    }
  }

  const raw = one(q, 'columns');
  const list = `${ASSET_DIMENSIONS.filter((d) => kind === 'analytics' || d !== 'day').join(', ')}, ${ASSET_METRICS.join(', ')}`;
  if (!raw || !raw.trim()) throw invalid('columns', `is required: a comma-separated list of ${list}`);
  const columns: AssetColumn[] = [];
  for (const part of raw.split(',')) {
    const c = part.trim().toLowerCase();
    if (!c) continue;
    if (c === 'day' && kind === 'range') throw invalid('columns', '"day" is not a column of /assetReport (its figures cover the range): use /assetAnalyticsReport for rows per day');
    if (!isDim(c) && !isMetric(c)) throw invalid('columns', `"${part.trim().slice(0, 60)}" is not a column of the asset report; columns: ${list}`);
    if (!columns.includes(c)) columns.push(c);
  }
  if (columns.length === 0) throw invalid('columns', 'must name at least one column');

  const format = (one(q, 'format') ?? 'json').trim().toLowerCase();
  if (format !== 'json' && format !== 'csv') throw invalid('format', 'must be json or csv');

  const filters: AssetReportRequest['filters'] = [];
  const bounds = new Map<AssetMetric, { metric: AssetMetric; above?: number; below?: number }>();
  const sorts: AssetReportRequest['sorts'] = [];
  for (const key of Object.keys(q)) {
    const b = /^filter_(greater|less)_than_(.+)$/.exec(key);
    if (b) {
      const metric = b[2]!.toLowerCase();
      if (!isMetric(metric)) throw invalid(key, `numeric filters take a metric: ${ASSET_METRICS.join(', ')}`);
      const v = (one(q, key) ?? '').trim();
      if (!/^-?\d+(\.\d+)?$/.test(v)) throw invalid(key, `must be a number (got "${v.slice(0, 40)}")`);
      const entry = bounds.get(metric) ?? { metric };
      if (b[1] === 'greater') entry.above = Number(v);
      else entry.below = Number(v);
      bounds.set(metric, entry);
      continue;
    }
    const f = /^filter_(not_)?(.+)$/.exec(key);
    if (f) {
      const column = f[2]!.toLowerCase();
      if (!(ASSET_FILTERABLE as readonly string[]).includes(column)) throw invalid(key, `filters take one of ${ASSET_FILTERABLE.join(', ')}`);
      const values = (one(q, key) ?? '').split(',').map((v) => v.trim()).filter(Boolean);
      if (values.length === 0) throw invalid(key, 'must list at least one value (comma-separated)');
      if (values.length > 1000) throw invalid(key, 'at most 1000 values');
      filters.push({ column: column as AssetDimension, values: new Set(values), not: f[1] !== undefined });
      continue;
    }
    const s = /^sort_(.+)$/.exec(key);
    if (s) {
      const column = s[1]!.toLowerCase();
      if (!columns.includes(column as AssetColumn)) throw invalid(key, 'sorts by a column the report requests (in columns)');
      const dir = (one(q, key) ?? '').trim().toUpperCase();
      if (dir !== 'ASC' && dir !== 'DESC') throw invalid(key, 'must be ASC or DESC');
      if (!sorts.some((x) => x.column === column)) sorts.push({ column: column as AssetColumn, dir });
    }
  }
  for (const x of bounds.values()) {
    if (x.above !== undefined && x.below !== undefined && !(x.above < x.below)) {
      throw invalid(`filter_greater_than_${x.metric}`, `must be below filter_less_than_${x.metric} (${x.above} is not below ${x.below})`);
    }
  }
  const nz = one(q, 'not_zero');
  if (nz !== undefined && !['0', '1', 'true', 'false', ''].includes(nz.trim().toLowerCase())) throw invalid('not_zero', 'must be 1 or 0');
  return {
    kind, start, end, columns, filters, bounds: [...bounds.values()], sorts,
    limit: whole('limit', one(q, 'limit'), 1, MAX_LIMIT),
    offset: whole('offset', one(q, 'offset'), 0, 1_000_000_000) ?? 0,
    notZero: nz !== undefined && ['1', 'true'].includes(nz.trim().toLowerCase()),
    format: format as 'json' | 'csv',
  };
}

// ---- the rows --------------------------------------------------------------------------------

/** Delivered figures of one ad on one day (what the repository sums from the hourly rows). */
export interface AdDayFigures {
  day: string;
  campaignId: number;
  setId: number;
  adId: number;
  i: number;
  c: number;
  /** Cost in cents. */
  k: number;
}

export interface AssetFacts {
  id: number;
  name: string;
  url: string;
  /** The computed asset type (IMG_BANNER, VID_SHORT_P, ...), for members added without a type. */
  type: string | null;
}
export interface AdFacts {
  size: string;
  template: string;
  setId: number;
}
/** A file member of a set: its type and asset. */
export interface MemberFacts {
  id: number;
  setId: number;
  type: string | null;
  assetId: number;
}

/** What the asset rows name: the account's ads, set members, assets, sets and campaigns. */
export interface AssetCatalog {
  ads: Map<number, AdFacts>;
  members: MemberFacts[];
  assets: Map<number, AssetFacts>;
  sets: Map<number, { name: string; hashedId: string }>;
  campaigns: Map<number, { name: string; hashedId: string; packageName: string }>;
}

export interface AssetReportRepo {
  /** The account's delivered figures per (day, campaign, creative set, ad) of start..end. */
  adDays(accountId: number, start: string, end: string): Promise<AdDayFigures[]>;
  catalog(accountId: number): Promise<AssetCatalog>;
}

const NEEDS = new Map(AD_TEMPLATES.map((t) => [templateKey(t.size as never, t.name), t.needs as readonly string[]]));

/**
 * The assets an ad shows: for each file type its template needs, the newest member of that type
 * in its set (a replaced file is what the ad shows from then on); for the Preload ad, whose
 * template needs none, the newest of each file type in the set. Ascending asset id, no repeats.
 */
export function assetsOfAd(ad: AdFacts, membersOfSet: readonly MemberFacts[], assetType: (assetId: number) => string | null): number[] {
  let needs = NEEDS.get(templateKey(ad.size as never, ad.template)) ?? [];
  // a template that needs no file (the Preload ad) shows what the set has: every file type in it
  if (needs.length === 0) needs = [...new Set(membersOfSet.map((m) => m.type ?? assetType(m.assetId)).filter((x): x is string => x !== null))];
  const out = new Set<number>();
  for (const need of needs) {
    let best: MemberFacts | undefined;
    for (const m of membersOfSet) if ((m.type ?? assetType(m.assetId)) === need && (!best || m.id > best.id)) best = m;
    if (best) out.add(best.assetId);
  }
  return [...out].sort((a, b) => a - b);
}

/** x split into n whole shares; the remainder one each to the shares from `start` on (rotating). */
export function splitWhole(x: number, n: number, start: number, out: number[]): number[] {
  const base = Math.floor(x / n);
  let rest = x - base * n;
  out.length = n;
  for (let j = 0; j < n; j++) out[j] = base;
  for (let j = 0; rest > 0; j++, rest--) out[(start + j) % n]! += 1;
  return out;
}

export type AssetRow = Record<string, string>;

/** The report's rows, as text, filtered, sorted and paged. */
export function assetReportRows(r: AssetReportRequest, figures: AdDayFigures[], cat: AssetCatalog): AssetRow[] {
  const assetType = (id: number) => cat.assets.get(id)?.type ?? null;
  const bySet = new Map<number, MemberFacts[]>();
  for (const m of cat.members) {
    let l = bySet.get(m.setId);
    if (!l) bySet.set(m.setId, (l = []));
    l.push(m);
  }
  const adAssets = new Map<number, number[]>();
  const assetsOf = (adId: number): number[] => {
    let a = adAssets.get(adId);
    if (!a) {
      const ad = cat.ads.get(adId);
      adAssets.set(adId, (a = ad ? assetsOfAd(ad, bySet.get(ad.setId) ?? [], assetType) : []));
    }
    return a;
  };
  const dims = r.columns.filter(isDim);
  const groups = new Map<string, { dims: Record<string, string>; i: number; c: number; k: number }>();
  const shares = { i: [] as number[], c: [] as number[], k: [] as number[] };
  const value = (col: AssetDimension, f: AdDayFigures, assetId: number | null): string => {
    switch (col) {
      case 'asset_id': return assetId === null ? '' : String(assetId);
      case 'asset_name': return assetId === null ? '' : cat.assets.get(assetId)?.name ?? '';
      case 'asset_url': return assetId === null ? '' : cat.assets.get(assetId)?.url ?? '';
      case 'campaign': return cat.campaigns.get(f.campaignId)?.name ?? '';
      case 'campaign_id': return cat.campaigns.get(f.campaignId)?.hashedId ?? '';
      case 'campaign_package_name': return cat.campaigns.get(f.campaignId)?.packageName ?? '';
      case 'creative_set': return cat.sets.get(f.setId)?.name ?? '';
      case 'creative_set_id': return cat.sets.get(f.setId)?.hashedId ?? '';
      case 'day': return f.day;
    }
  };
  for (const f of figures) {
    const found = assetsOf(f.adId);
    // an ad whose files are no longer known keeps its figures, under asset_id "": totals agree
    const assets: (number | null)[] = found.length ? found : [null];
    const n = assets.length;
    const start = (f.adId + Date.parse(`${f.day}T00:00:00Z`) / DAY_MS) % n;
    splitWhole(f.i, n, start, shares.i);
    splitWhole(f.c, n, start, shares.c);
    splitWhole(f.k, n, start, shares.k);
    assets.forEach((assetId, j) => {
      for (const flt of r.filters) if (flt.values.has(value(flt.column, f, assetId)) === flt.not) return;
      const d: Record<string, string> = {};
      for (const col of dims) d[col] = value(col, f, assetId);
      const key = dims.map((col) => d[col]).join('\u0000');
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { dims: d, i: 0, c: 0, k: 0 }));
      g.i += shares.i[j]!;
      g.c += shares.c[j]!;
      g.k += shares.k[j]!;
    });
  }
  const metric = (g: { i: number; c: number; k: number }, m: AssetMetric): number =>
    m === 'impressions' ? g.i : m === 'clicks' ? g.c : m === 'cost' ? g.k / 100 : g.i === 0 ? 0 : g.c / g.i;
  let rows = [...groups.values()].filter((g) => {
    if (r.notZero && g.i === 0 && g.c === 0 && g.k === 0) return false;
    for (const b of r.bounds) {
      const v = metric(g, b.metric);
      if (b.above !== undefined && !(v > b.above)) return false;
      if (b.below !== undefined && !(v < b.below)) return false;
    }
    return true;
  });
  // requested sorts first (metrics by value, text columns by text, as /report: docs/decisions/report-sorting.md), then every dimension: stable pages
  const order = [...r.sorts, ...dims.filter((d) => !r.sorts.some((s) => s.column === d)).map((d) => ({ column: d as AssetColumn, dir: 'ASC' as const }))];
  rows.sort((a, b) => {
    for (const o of order) {
      const x = isMetric(o.column) ? metric(a, o.column) - metric(b, o.column) : a.dims[o.column]! < b.dims[o.column]! ? -1 : a.dims[o.column]! > b.dims[o.column]! ? 1 : 0;
      if (x !== 0) return o.dir === 'ASC' ? x : -x;
    }
    return 0;
  });
  rows = rows.slice(r.offset, r.limit === undefined ? undefined : r.offset + r.limit);
  return rows.map((g) => {
    const out: AssetRow = {};
    for (const col of r.columns) {
      if (isDim(col)) out[col] = g.dims[col]!;
      else if (col === 'cost') out[col] = formatCents(g.k);
      else if (col === 'ctr') out[col] = metric(g, 'ctr').toFixed(4);
      else out[col] = String(metric(g, col));
    }
    return out;
  });
}

export class AssetReportService {
  constructor(private readonly d: { repo: AssetReportRepo; clock: { now(): Date } }) {}

  request(q: Query, kind: AssetReportKind): AssetReportRequest {
    return parseAssetReportRequest(q, this.d.clock.now(), kind);
  }

  async rows(accountId: number, r: AssetReportRequest): Promise<AssetRow[]> {
    const [figures, cat] = await Promise.all([this.d.repo.adDays(accountId, r.start, r.end), this.d.repo.catalog(accountId)]);
    return assetReportRows(r, figures, cat);
  }
}
