// Every column of the advertiser reports (/report, /probabilisticReport, /skaReport), declared once:
// the request parser, the SQL, the cohort engine, the OpenAPI document and docs/delivery.md all read
// this table. Dimensions group the rows; metrics are summed and ratios computed from the sums, so
// the totals of any grouping add up. The meaning of each column, and the evidence behind it, is in
// docs/decisions/report-columns.md.

/** How a value is written (always as text, the same in JSON and CSV). */
export type ValueType = 'date' | 'hour' | 'text' | 'integer' | 'money' | 'ratio' | 'percent';

/**
 * Where a dimension comes from: `day`/`country` are on every daily row, `campaign` attributes
 * are read from the campaign (any table), `hourly` ones exist only on the hourly rows.
 */
export type DimensionLevel = 'day' | 'country' | 'campaign' | 'hourly';

export interface DimensionSpec {
  name: string;
  level: DimensionLevel;
  type: ValueType;
  description: string;
  /** Sent by SKAdNetwork postbacks (else /skaReport answers it as ""). */
  ska: boolean;
}

export const DIMENSION_SPECS = [
  { name: 'day', level: 'day', type: 'date', ska: true, description: 'UTC day, YYYY-MM-DD. Realtime: the day of the serve; with day_column=day (and for the cohort columns) the install day, which is the same day here (installs count at the hour of their click).' },
  { name: 'hour', level: 'hourly', type: 'hour', ska: false, description: 'UTC hour, HH:00; only for the last 30 days. Without day: the hour of day across the range.' },
  { name: 'campaign', level: 'campaign', type: 'text', ska: true, description: 'Campaign name.' },
  { name: 'campaign_id_external', level: 'campaign', type: 'text', ska: true, description: "The campaign's hashed id (32 hex; the {CAMPAIGN_ID} macro, /manage/v1 hashed_id, v1 campaign_id): does not change when the campaign is renamed." },
  { name: 'campaign_type', level: 'campaign', type: 'text', ska: true, description: 'The campaign goal (bid type): CPI, CPE, CPP, RET, ROAS_AD, ROAS_IAP or ROAS_BLENDED; WEB reports: CPE, CPP or CHK_ROAS.' },
  { name: 'campaign_ad_type', level: 'campaign', type: 'text', ska: true, description: 'ua (user acquisition) or rt (retargeting); every campaign of this platform is ua.' },
  { name: 'campaign_bid_goal', level: 'campaign', type: 'text', ska: true, description: "The campaign's goal in USD for CPI, CPE and CPP campaigns (the row's country's goal when the report is by country, else the goal for all countries); \"\" for other goals. Needs the campaign (or campaign_id_external) column." },
  { name: 'campaign_roas_goal', level: 'campaign', type: 'text', ska: true, description: 'The ROAS goal in percent for ROAS_AD, ROAS_IAP and ROAS_BLENDED campaigns (per country as campaign_bid_goal); "" for other goals. Needs the campaign (or campaign_id_external) column.' },
  { name: 'campaign_package_name', level: 'campaign', type: 'text', ska: true, description: 'The promoted app: Android package name or iOS bundle id.' },
  { name: 'campaign_store_id', level: 'campaign', type: 'text', ska: true, description: "The promoted app's store id: the numeric App Store id (iOS), else the package name." },
  { name: 'optimization_day_target', level: 'campaign', type: 'text', ska: true, description: 'The day the goal is measured on (roas_day_target DAYn / goal_period): 0, 1, 3, 7 or 28; "" for CPI.' },
  { name: 'target_event', level: 'campaign', type: 'text', ska: true, description: 'The custom event a CPE campaign targets (its goal\'s event_target); "" for other goals.' },
  { name: 'bidding_and_billing_method', level: 'campaign', type: 'text', ska: true, description: "The campaign's bidding strategy: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING or MAXIMIZE_RESULTS_WITH_CPM_BILLING." },
  { name: 'platform', level: 'campaign', type: 'text', ska: true, description: 'android or ios (lower case).' },
  { name: 'country', level: 'country', type: 'text', ska: true, description: 'ISO 3166-1 alpha-2 code, lower case.' },
  { name: 'creative_set', level: 'hourly', type: 'text', ska: false, description: 'Creative set name.' },
  { name: 'creative_set_id', level: 'hourly', type: 'text', ska: false, description: "The creative set's hashed id (= /manage/v1 hashed_id): does not change when the set is renamed." },
  { name: 'custom_page_id', level: 'hourly', type: 'text', ska: false, description: "The creative set's iOS custom product page or Android custom store listing (its product_page, as set); \"\" when it has none. WEB reports: the landing page, the set's creative_set_url, else the campaign's website_url." },
  { name: 'ad', level: 'hourly', type: 'text', ska: false, description: 'Ad name.' },
  { name: 'ad_id', level: 'hourly', type: 'text', ska: false, description: 'Ad id (numeric, as /manage/v1 and v1 show it).' },
  { name: 'ad_type', level: 'hourly', type: 'text', ska: false, description: 'GRAPHIC, VIDEO or PLAY: what the ad shows (its template has a playable: PLAY; a video: VIDEO).' },
  { name: 'ad_creative_type', level: 'hourly', type: 'text', ska: false, description: "The ad's creative: GRAPHIC (images), PLAYABLE (a playable alone), VIDEO, VIDEO_GRAPHIC (a video with image end cards) or VIDEO_PLAYABLE (a video with a playable end card)." },
  { name: 'size', level: 'hourly', type: 'text', ska: false, description: 'Ad size: BANNER, INTER, LEADER, MREC, NATIVE, WIDGET or PRELOAD.' },
  { name: 'placement_type', level: 'hourly', type: 'text', ska: false, description: "The placement the impression was shown in: BANNER, LEADER, MREC and NATIVE ads in their own, INTER ads in INTER or REWARDED_INTER (a rewarded playable always in REWARDED_INTER), PRELOAD ads in APP_OPEN." },
  { name: 'device_type', level: 'hourly', type: 'text', ska: false, description: "phone, tablet or other: the device of the impression, only among the campaign's device_types when it targets some." },
  { name: 'traffic_source', level: 'hourly', type: 'text', ska: false, description: "The publisher app that showed the ad: its app_id in GET /sources (the {PLACEMENT_ID} macro)." },
  { name: 'app_id_external', level: 'hourly', type: 'text', ska: false, description: "The publisher app's external id, as app_id_external in GET /sources (the {APP_ID} macro)." },
  { name: 'application', level: 'hourly', type: 'text', ska: false, description: "The publisher app's name." },
  { name: 'external_placement_id', level: 'hourly', type: 'text', ska: false, description: "The publisher app's encrypted id (stable per app, opaque), as exchanges and API-source bidding name it." },
  // both account types; asked for by a web pipeline (issue 34)
  { name: 'campaign_id', level: 'campaign', type: 'text', ska: true, description: 'The same value as campaign_id_external (the campaign\'s hashed id), under the name some clients use.' },
  // WEB reports only (src/core/reporting/web-columns.ts)
  { name: 'audience_strategy', level: 'campaign', type: 'text', ska: false, description: "WEB reports: the campaign's audience strategy, UNIVERSAL, PROSPECTING or DISCOVERY (\"\" when it has none)." },
] as const satisfies readonly DimensionSpec[];

export type Dimension = (typeof DIMENSION_SPECS)[number]['name'];
export const DIMENSIONS: readonly Dimension[] = DIMENSION_SPECS.map((d) => d.name);

/**
 * Horizons (days since install) of the cohort columns: the union of what the sources list
 * (addendum 7, 2.1), 365 written `1y`. A horizon that has not elapsed answers the figure so far.
 */
export const REVENUE_HORIZONS = [0, 1, 2, 3, 7, 14, 28, 30, 90, 365] as const;
export const RETENTION_HORIZONS = [1, 3, 7, 14, 28] as const;
/** The cohort model's last day: its curves are defined for days 0..MAX_HORIZON after install. */
export const MAX_HORIZON = 365;
/** A horizon's suffix in a column name: 7 -> 7d, 365 -> 1y. */
export const horizonName = (n: number): string => (n === 365 ? '1y' : `${n}d`);
/** A column-name suffix back to days: 7d -> 7, 1y -> 365. */
const horizonDays = (suffix: string): number => (suffix === '1y' ? 365 : Number(suffix.slice(0, -1)));

/**
 * What a metric is computed from. `sql`: sums every table stores (i impressions, c clicks,
 * n installs, k cost in cents, r redownloads). `cohort`: what installed users did afterwards,
 * computed by the cohort model from the installs and the platform clock.
 */
export type MetricSource = 'sql' | 'cohort';

/** A cohort quantity summed over installs: by horizon, or everything visible so far (h = -1). */
export type CohortQuantity = { q: 'ad' | 'iap' | 'buyers' | 'sales' | 'retained' | 'events'; h: number };

export interface MetricSpec {
  name: string;
  type: ValueType;
  source: MetricSource;
  description: string;
  /** /probabilisticReport refuses it. */
  notProbabilistic?: boolean;
  /** /skaReport refuses it (SKAdNetwork postbacks carry no such figure). */
  notSka?: boolean;
}

const BASE_METRICS: MetricSpec[] = [
  { name: 'impressions', type: 'integer', source: 'sql', description: 'Impressions.' },
  { name: 'clicks', type: 'integer', source: 'sql', description: 'Clicks.' },
  { name: 'ctr', type: 'ratio', source: 'sql', description: 'clicks / impressions (0 without impressions).' },
  { name: 'installs', type: 'integer', source: 'sql', notProbabilistic: true, description: 'Installs (attributed to the hour of their click). /skaReport: installs Apple has reported through SKAdNetwork postbacks so far.' },
  { name: 'conversions', type: 'integer', source: 'sql', description: 'Installs (= installs). /skaReport: SKAdNetwork installs reported so far.' },
  { name: 'conversion_rate', type: 'ratio', source: 'sql', description: 'conversions / clicks (0 without clicks).' },
  { name: 'redownloads', type: 'integer', source: 'sql', notProbabilistic: true, description: 'Installs by users who had the app before and installed it again (a share of installs, never more).' },
  { name: 'cost', type: 'money', source: 'sql', description: 'Spend in USD, two decimals.' },
  { name: 'average_cpa', type: 'ratio', source: 'sql', description: 'cost / conversions in USD, four decimals (0 without conversions).' },
  { name: 'average_cpc', type: 'ratio', source: 'sql', description: 'cost / clicks in USD, four decimals (0 without clicks).' },
  { name: 'sales', type: 'integer', source: 'cohort', description: 'In-app purchase events (revenue postbacks) of the installs of the row reported so far, at any horizon (attributed back to the install, as every post-install figure here). /skaReport: purchases in the first SKAdNetwork conversion window (days 0-1).' },
  { name: 'first_purchase', type: 'integer', source: 'cohort', description: 'Installs whose first purchase has been reported so far (users, not events); /skaReport: within the first conversion window.' },
  { name: 'target_event_count', type: 'integer', source: 'cohort', notSka: true, description: "Target events (the CPE campaign's event_target) of the row's installs reported so far, at any horizon; 0 for campaigns that are not CPE." },
];

function cohortMetrics(): MetricSpec[] {
  const out: MetricSpec[] = [];
  const h = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  for (const d of REVENUE_HORIZONS) {
    const n = horizonName(d);
    // 90 days and a year can never have elapsed inside the 45-day window: the figure so far
    const soFar = d > 45 ? ' Never complete inside the 45-day window: the figure so far.' : '';
    out.push({ name: `total_rev_${n}`, type: 'money', source: 'cohort', notSka: true, description: `Revenue in USD (in-app purchases + ads) of the row's installs within ${h(d)} after the install day (day 0 = the install day): ad_rev_${n} + iap_rev_${n}.${soFar}` });
    out.push({ name: `ad_rev_${n}`, type: 'money', source: 'cohort', notSka: true, description: `Ad revenue in USD of the row's installs within ${h(d)} after the install day.${soFar}` });
    out.push({ name: `iap_rev_${n}`, type: 'money', source: 'cohort', notSka: true, description: `In-app purchase revenue in USD of the row's installs within ${h(d)} after the install day.${soFar}` });
    out.push({ name: `roas_${n}`, type: 'ratio', source: 'cohort', notSka: true, description: `total_rev_${n} / cost of the same installs (0 without cost).${soFar}` });
    out.push({ name: `ad_roas_${n}`, type: 'ratio', source: 'cohort', notSka: true, description: `ad_rev_${n} / cost.${soFar}` });
    out.push({ name: `iap_roas_${n}`, type: 'ratio', source: 'cohort', notSka: true, description: `iap_rev_${n} / cost.${soFar}` });
    out.push({ name: `unique_purchasers_${n}`, type: 'integer', source: 'cohort', notSka: true, description: `Installs that made a first purchase within ${h(d)} after the install day.${soFar}` });
    out.push({ name: `sales_${n}`, type: 'integer', source: 'cohort', notSka: true, description: `Purchase events of the row's installs within ${h(d)} after the install day (sales counts events; revenue is iap_rev_${n}).${soFar}` });
    out.push({ name: `target_event_count_${n}`, type: 'integer', source: 'cohort', notSka: true, description: `Target events (the CPE campaign's event_target) of the row's installs within ${h(d)} after the install day; 0 for campaigns that are not CPE.${soFar}` });
    out.push({ name: `cost_per_target_event_${n}`, type: 'ratio', source: 'cohort', notSka: true, description: `cost / target_event_count_${n} in USD (0 without target events).${soFar}` });
    out.push({ name: `cpp_${n}`, type: 'ratio', source: 'cohort', notSka: true, description: `Cost per purchase: cost / sales_${n} in USD (0 without purchases).${soFar}` });
  }
  for (const n of RETENTION_HORIZONS) {
    out.push({ name: `ret_${n}d`, type: 'ratio', source: 'cohort', notSka: true, description: `Share of the row's installs active on day ${n} after the install day (0 until day ${n} has ended).` });
  }
  return out;
}

export const METRIC_SPECS: readonly MetricSpec[] = [...BASE_METRICS, ...cohortMetrics()];
export type Metric = string;
export const METRICS: readonly string[] = METRIC_SPECS.map((m) => m.name);

const DIMENSION_BY_NAME = new Map<string, DimensionSpec>(DIMENSION_SPECS.map((d) => [d.name, d]));
const METRIC_BY_NAME = new Map<string, MetricSpec>(METRIC_SPECS.map((m) => [m.name, m]));

export type Column = Dimension | Metric;

export const isDimension = (c: string): c is Dimension => DIMENSION_BY_NAME.has(c);
export const isMetric = (c: string): boolean => METRIC_BY_NAME.has(c);
export const dimensionSpec = (c: Dimension): DimensionSpec => DIMENSION_BY_NAME.get(c)!;
export const metricSpec = (c: string): MetricSpec => METRIC_BY_NAME.get(c)!;

/** Dimensions only the hourly rows carry (a report naming one reads them instead of the daily rollup). */
export const HOURLY_ONLY: ReadonlySet<Dimension> = new Set(DIMENSION_SPECS.filter((d) => d.level === 'hourly').map((d) => d.name));

/** The sums the SQL returns for a group: impressions, clicks, installs, cost in cents, redownloads. */
export interface Sums {
  i: number;
  c: number;
  n: number;
  k: number;
  r: number;
}

export const SUM_KEYS = ['i', 'c', 'n', 'k', 'r'] as const;

/** The cohort quantity each cohort metric needs (ratios need two; see cohortValue). */
export function cohortQuantities(m: string): CohortQuantity[] {
  if (m === 'sales') return [{ q: 'sales', h: -1 }];
  if (m === 'first_purchase') return [{ q: 'buyers', h: -1 }];
  if (m === 'target_event_count') return [{ q: 'events', h: -1 }];
  const x = /^(total_rev|ad_rev|iap_rev|roas|ad_roas|iap_roas|unique_purchasers|sales|ret|target_event_count|cost_per_target_event|cpp)_(\d+d|1y)$/.exec(m);
  if (!x) return [];
  const h = horizonDays(x[2]!);
  switch (x[1]) {
    case 'target_event_count': case 'cost_per_target_event': return [{ q: 'events', h }];
    case 'cpp': return [{ q: 'sales', h }];
    case 'total_rev': case 'roas': return [{ q: 'ad', h }, { q: 'iap', h }];
    case 'ad_rev': case 'ad_roas': return [{ q: 'ad', h }];
    case 'iap_rev': case 'iap_roas': return [{ q: 'iap', h }];
    case 'unique_purchasers': return [{ q: 'buyers', h }];
    case 'sales': return [{ q: 'sales', h }];
    default: return [{ q: 'retained', h }];
  }
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** Metrics that are cost per cohort quantity (cost / events, cost / purchases), in USD. */
export const isCostPer = (m: string): boolean => m.startsWith('cost_per_target_event_') || m.startsWith('cpp_');

/**
 * A metric's value from the sums (and, for cohort metrics, the summed cohort quantities in the
 * order cohortQuantities gives): what `having` and sorting compare.
 */
export function metricValue(m: string, x: Sums, cohort: (q: CohortQuantity) => number = () => 0): number {
  switch (m) {
    case 'impressions': return x.i;
    case 'clicks': return x.c;
    case 'installs': case 'conversions': return x.n;
    case 'redownloads': return x.r;
    case 'ctr': return ratio(x.c, x.i);
    case 'conversion_rate': return ratio(x.n, x.c);
    case 'cost': return x.k / 100;
    case 'average_cpa': return ratio(x.k, x.n) / 100;
    case 'average_cpc': return ratio(x.k, x.c) / 100;
  }
  const qs = cohortQuantities(m);
  const total = qs.reduce((s, q) => s + cohort(q), 0);
  const spec = metricSpec(m);
  if (m.startsWith('ret_')) return ratio(total, x.n);
  if (isCostPer(m)) return ratio(x.k, total) / 100; // cost cents per event, in dollars
  if (spec.type === 'ratio') return ratio(total, x.k); // ROAS: revenue cents / cost cents
  if (spec.type === 'money') return total / 100;
  return total;
}

/**
 * A report cell before it is written: a dimension's text, or a metric's number (an integer count,
 * whole cents for money, a ratio). Writers turn numbers into text by the metric's type
 * (formatCell); JSON and CSV write the same text.
 */
export type Cell = string | number;

/** A metric's number as its cell holds it: counts as they are, money in cents, ratios as the ratio. */
export function metricCell(m: string, x: Sums): number {
  if (m === 'cost') return x.k;
  return metricValue(m, x);
}

/** The text of a metric cell (the same in JSON and CSV). */
export function formatCell(type: ValueType, v: number): string {
  if (type === 'money') return formatCents(v);
  if (type === 'ratio') return v.toFixed(4);
  if (type === 'percent') return v.toFixed(2);
  return String(v);
}

/** A metric as the report writes it (the same text in JSON and CSV). */
export function formatMetric(m: string, x: Sums, cohort?: (q: CohortQuantity) => number): string {
  const spec = metricSpec(m);
  if (spec.type === 'integer') return String(metricValue(m, x, cohort));
  if (spec.type === 'money') {
    if (m === 'cost') return formatCents(x.k);
    return formatCents(cohortQuantities(m).reduce((s, q) => s + (cohort ? cohort(q) : 0), 0));
  }
  return metricValue(m, x, cohort).toFixed(4);
}

/** Exact: 123456 -> "1234.56". */
export function formatCents(v: number): string {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** SQL over the grouped sums (columns named i, c, n, k, r by `sum`) for a metric the SQL can compute: sorting and `having`. */
export function metricSql(m: string, sum: (col: 'i' | 'c' | 'n' | 'k' | 'r') => string): string | undefined {
  const div = (a: string, b: string) => `(${a} * 1.0 / NULLIF(${b}, 0))`;
  switch (m) {
    case 'impressions': return sum('i');
    case 'clicks': return sum('c');
    case 'installs':
    case 'conversions': return sum('n');
    case 'redownloads': return sum('r');
    case 'ctr': return `COALESCE(${div(sum('c'), sum('i'))}, 0)`;
    case 'conversion_rate': return `COALESCE(${div(sum('n'), sum('c'))}, 0)`;
    case 'cost': return `(${sum('k')} / 100.0)`;
    case 'average_cpa': return `COALESCE(${div(sum('k'), sum('n'))} / 100.0, 0)`;
    case 'average_cpc': return `COALESCE(${div(sum('k'), sum('c'))} / 100.0, 0)`;
    default: return undefined;
  }
}
