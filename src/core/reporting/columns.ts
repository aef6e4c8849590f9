// The advertiser report's columns: dimensions group, metrics sum, ratios are computed from the
// sums. Modelled on the real service's advertiser report (docs/reporting.md lists each).

export const DIMENSIONS = [
  'day', 'hour', 'campaign', 'campaign_id_external', 'campaign_type', 'creative_set', 'creative_set_id',
  'ad', 'ad_id', 'ad_type', 'size', 'country', 'platform', 'traffic_source',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const METRICS = [
  'impressions', 'clicks', 'ctr', 'installs', 'conversions', 'conversion_rate', 'cost', 'average_cpa', 'average_cpc', 'sales',
] as const;
export type Metric = (typeof METRICS)[number];

export type Column = Dimension | Metric;

export const isDimension = (c: string): c is Dimension => (DIMENSIONS as readonly string[]).includes(c);
export const isMetric = (c: string): c is Metric => (METRICS as readonly string[]).includes(c);

/** Dimensions only the hourly rows carry (a report naming one reads them instead of the daily rollup). */
export const HOURLY_ONLY: ReadonlySet<Dimension> = new Set(['hour', 'creative_set', 'creative_set_id', 'ad', 'ad_id', 'ad_type', 'size', 'traffic_source']);

/** The sums every metric is computed from: impressions, clicks, installs, cost and sales in cents. */
export interface Sums {
  i: number;
  c: number;
  n: number;
  k: number;
  s: number;
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** A metric's value from the sums, as a number (what `having` and sorting compare). */
export function metricValue(m: Metric, x: Sums): number {
  switch (m) {
    case 'impressions': return x.i;
    case 'clicks': return x.c;
    case 'installs':
    case 'conversions': return x.n;
    case 'ctr': return ratio(x.c, x.i);
    case 'conversion_rate': return ratio(x.n, x.c);
    case 'cost': return x.k / 100;
    case 'sales': return x.s / 100;
    case 'average_cpa': return ratio(x.k, x.n) / 100;
    case 'average_cpc': return ratio(x.k, x.c) / 100;
  }
}

/** A metric as the report writes it (the same text in JSON and CSV). */
export function formatMetric(m: Metric, x: Sums): string {
  switch (m) {
    case 'impressions': case 'clicks': case 'installs': case 'conversions':
      return String(metricValue(m, x));
    case 'cost': return formatCents(x.k);
    case 'sales': return formatCents(x.s);
    default: return metricValue(m, x).toFixed(4);
  }
}

/** Exact: 123456 -> "1234.56". */
export function formatCents(v: number): string {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** SQL over the grouped sums (columns named i, c, n, k, s by `sum`) for a metric: sorting and `having`. */
export function metricSql(m: Metric, sum: (col: 'i' | 'c' | 'n' | 'k' | 's') => string): string {
  const div = (a: string, b: string) => `(${a} * 1.0 / NULLIF(${b}, 0))`;
  switch (m) {
    case 'impressions': return sum('i');
    case 'clicks': return sum('c');
    case 'installs':
    case 'conversions': return sum('n');
    case 'ctr': return `COALESCE(${div(sum('c'), sum('i'))}, 0)`;
    case 'conversion_rate': return `COALESCE(${div(sum('n'), sum('c'))}, 0)`;
    case 'cost': return `(${sum('k')} / 100.0)`;
    case 'sales': return `(${sum('s')} / 100.0)`;
    case 'average_cpa': return `COALESCE(${div(sum('k'), sum('n'))} / 100.0, 0)`;
    case 'average_cpc': return `COALESCE(${div(sum('k'), sum('c'))} / 100.0, 0)`;
  }
}
