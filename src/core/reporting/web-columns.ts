// The columns of a WEB account's advertiser report (addendum 6, section 7), declared once: the
// request parser, the web engine, the OpenAPI document and docs/delivery.md read this table. The
// dimensions are the shared ones of columns.ts minus the app-only ones; the metrics are the web
// measures (checkouts and their revenue by attribution window, new customers, new visitors, target
// events) computed by the web model (src/core/delivery/web-model.ts) from the delivery rows' clicks
// and impressions, plus the base figures every delivery row stores. Some names exist in both
// account types with another meaning (roas_Nd is a ratio for APP, percent here; sales_Nd counts
// in-app purchases there, checkouts here): a report reads the catalogue of its account's type.
import { NC_WINDOWS, WEB_WINDOWS } from '../delivery/web-model.js';
import { isDimension, type Dimension, type Sums, type ValueType } from './columns.js';

/**
 * What a group sums, in one Float64Array: the stored sums (impressions, clicks, installs, cost in
 * cents, redownloads), then the web quantities (see WebCurves).
 */
const W = WEB_WINDOWS.length;
const N = NC_WINDOWS.length;
export const Q = {
  i: 0, c: 1, n: 2, k: 3, r: 4,
  /** chka by window index (WEB_WINDOWS). */
  chk: 5,
  usd: 5 + W,
  ncChk: 5 + 2 * W,
  ncUsd: 5 + 2 * W + N,
  all: 5 + 2 * W + 2 * N,
  newVisitors: 5 + 2 * W + 2 * N + 1,
  events: 5 + 2 * W + 2 * N + 2,
  width: 5 + 2 * W + 2 * N + 3,
} as const;

export interface WebMetricSpec {
  name: string;
  type: ValueType;
  description: string;
  /** The SQL alone can compute it (no web model): the stored sums. */
  sql: boolean;
  /** The cell (as the writer takes it: counts, whole cents for money, the ratio or percent) = v[num], or v[num] / v[den] x scale (0 when v[den] is 0). */
  num: number;
  den: number;
  scale: number;
  /** The quotient is cents per unit: divided by 100 (USD), as the APP columns compute average_cpc. */
  cents: boolean;
}

/** A metric's cell from a group's values (one formula for every metric: the writer's loop stays monomorphic). */
export function webCell(m: WebMetricSpec, v: Float64Array): number {
  if (m.den < 0) return v[m.num]!;
  const d = v[m.den]!;
  if (d === 0) return 0;
  const x = (v[m.num]! / d) * m.scale;
  return m.cents ? x / 100 : x;
}

/** The group values of stored sums and web quantities q (laid out from Q.chk on). */
export function webValues(s: Sums, q?: Float64Array): Float64Array {
  const v = new Float64Array(Q.width);
  v[Q.i] = s.i;
  v[Q.c] = s.c;
  v[Q.n] = s.n;
  v[Q.k] = s.k;
  v[Q.r] = s.r;
  if (q) v.set(q.subarray(0, Q.width - Q.chk), Q.chk);
  return v;
}

type Formula = Pick<WebMetricSpec, 'num' | 'den' | 'scale' | 'cents'>;
const at = (num: number): Formula => ({ num, den: -1, scale: 1, cents: false });
const per = (num: number, den: number, scale = 1, cents = false): Formula => ({ num, den, scale, cents });
const wi = (n: number) => WEB_WINDOWS.indexOf(n as never);
const ni = (n: number) => NC_WINDOWS.indexOf(n as never);

function webMetrics(): WebMetricSpec[] {
  const out: WebMetricSpec[] = [
    { name: 'impressions', type: 'integer', sql: true, description: 'Impressions.', ...at(Q.i) },
    { name: 'clicks', type: 'integer', sql: true, description: 'Clicks: every click reaches the site, so clicks are the site visits the ads brought.', ...at(Q.c) },
    { name: 'ctr', type: 'ratio', sql: true, description: 'clicks / impressions (0 without impressions).', ...per(Q.c, Q.i) },
    { name: 'cost', type: 'money', sql: true, description: 'Spend in USD, two decimals (CPM billing).', ...at(Q.k) },
    { name: 'average_cpc', type: 'ratio', sql: true, description: 'cost / clicks in USD, four decimals (0 without clicks).', ...per(Q.k, Q.c, 1, true) },
    { name: 'conversions', type: 'integer', sql: false, description: 'WEB: the checkouts within D0 (= chka_0d).', ...at(Q.chk) },
    { name: 'sales', type: 'integer', sql: false, description: 'Purchase events (one per checkout) of the row\'s clicks reported so far, at any window.', ...at(Q.all) },
  ];
  for (const n of WEB_WINDOWS) {
    const w = wi(n);
    const hours = (n + 1) * 24;
    out.push({ name: `chka_${n}d`, type: 'integer', sql: false, description: `Checkouts within ${hours} hours of the row's clicks (attributed to the click's row, hour and day), as far as the clock has reached them.`, ...at(Q.chk + w) });
    out.push({ name: `chka_usd_${n}d`, type: 'money', sql: false, description: `Revenue in USD of chka_${n}d (the checkouts' order values).`, ...at(Q.usd + w) });
    out.push({ name: `cost_per_chka_${n}d`, type: 'ratio', sql: false, description: `cost / chka_${n}d in USD, four decimals (0 without checkouts).`, ...per(Q.k, Q.chk + w, 1, true) });
    out.push({ name: `cpp_${n}d`, type: 'ratio', sql: false, description: `Cost per purchase: cost / chka_${n}d in USD (the same as cost_per_chka_${n}d: one purchase per checkout).`, ...per(Q.k, Q.chk + w, 1, true) });
    out.push({ name: `roas_${n}d`, type: 'percent', sql: false, description: `chka_usd_${n}d / cost x 100, in percent (250.00 = 2.5x; 0 without cost).`, ...per(Q.usd + w, Q.k, 100) });
    out.push({ name: `sales_${n}d`, type: 'integer', sql: false, description: `Purchase events within ${hours} hours of the click (= chka_${n}d).`, ...at(Q.chk + w) });
  }
  for (const n of NC_WINDOWS) {
    const w = wi(n);
    const c = ni(n);
    out.push({ name: `nc_d${n}_checkouts`, type: 'integer', sql: false, description: `Checkouts within D${n} (${(n + 1) * 24} hours) by new customers (their first purchase from the shop); never more than chka_${n}d.`, ...at(Q.ncChk + c) });
    out.push({ name: `nc_d${n}_checkout_rev`, type: 'money', sql: false, description: `Revenue in USD of nc_d${n}_checkouts; never more than chka_usd_${n}d.`, ...at(Q.ncUsd + c) });
    out.push({ name: `nc_d${n}_cpp`, type: 'ratio', sql: false, description: `cost / nc_d${n}_checkouts in USD, four decimals (0 without them).`, ...per(Q.k, Q.ncChk + c, 1, true) });
    out.push({ name: `nc_d${n}_roas`, type: 'percent', sql: false, description: `nc_d${n}_checkout_rev / cost x 100, in percent.`, ...per(Q.ncUsd + c, Q.k, 100) });
    out.push({ name: `nc_percent_d${n}_checkouts`, type: 'percent', sql: false, description: `New customers' share of chka_${n}d, in percent (0-100).`, ...per(Q.ncChk + c, Q.chk + w, 100) });
    out.push({ name: `nc_percent_d${n}_checkout_rev`, type: 'percent', sql: false, description: `New customers' share of chka_usd_${n}d, in percent (0-100).`, ...per(Q.ncUsd + c, Q.usd + w, 100) });
  }
  out.push({ name: 'new_visitor_rate', type: 'ratio', sql: false, description: "Share of the row's site visits (clicks) by visitors new to the site, 0-1, four decimals (0 without visits).", ...per(Q.newVisitors, Q.c) });
  out.push({ name: 'target_event_count_0d', type: 'integer', sql: false, description: "CPE campaigns: events of the campaign's event_target within 24 hours of the row's clicks (0 for other goals).", ...at(Q.events) });
  out.push({ name: 'cost_per_target_event_0d', type: 'ratio', sql: false, description: 'cost / target_event_count_0d in USD, four decimals (0 without events).', ...per(Q.k, Q.events, 1, true) });
  return out;
}

export const WEB_METRIC_SPECS: readonly WebMetricSpec[] = webMetrics();
const WEB_METRIC_BY_NAME = new Map(WEB_METRIC_SPECS.map((m) => [m.name, m]));

/** Dimensions of APP reports only (the promoted app, the publisher apps). */
export const APP_ONLY_DIMENSIONS: ReadonlySet<Dimension> = new Set<Dimension>(['campaign_package_name', 'campaign_store_id', 'traffic_source', 'app_id_external', 'application', 'external_placement_id']);
/** Dimensions of WEB reports only. */
export const WEB_ONLY_DIMENSIONS: ReadonlySet<Dimension> = new Set<Dimension>(['audience_strategy']);

export const isWebDimension = (c: string): c is Dimension => isDimension(c) && !APP_ONLY_DIMENSIONS.has(c);
export const isWebMetric = (c: string): boolean => WEB_METRIC_BY_NAME.has(c);
export const webMetricSpec = (c: string): WebMetricSpec => WEB_METRIC_BY_NAME.get(c)!;
/** A metric of WEB reports that APP reports do not have (by name). */
export const WEB_ONLY_METRIC = /^(chka_\d+d|chka_usd_\d+d|cost_per_chka_\d+d|nc_d\d+_.+|nc_percent_d\d+_.+|new_visitor_rate)$/;

/** A column's value type in a WEB report ('text' for dimensions). */
export const webTypeOf = (c: string): ValueType => (isDimension(c) ? 'text' : webMetricSpec(c).type);

/** The metric's number for having and sorting: as the cell, money in dollars. */
export function webMetricValue(m: string, v: Float64Array): number {
  const spec = webMetricSpec(m);
  const x = webCell(spec, v);
  return spec.type === 'money' ? x / 100 : x;
}

export const WEB_COLUMN_LIST = (): string =>
  `dimensions ${[...new Set<string>(['day', 'hour', 'campaign', 'campaign_id_external', 'campaign_id', 'campaign_type', 'campaign_bid_goal', 'optimization_day_target', 'audience_strategy', 'target_event', 'country', 'creative_set', 'creative_set_id', 'custom_page_id', 'ad', 'ad_id', 'ad_type', 'ad_creative_type', 'placement_type', 'platform'])].join(', ')} (and the other shared ones); ` +
  `metrics impressions, clicks, ctr, cost, average_cpc, conversions, sales, new_visitor_rate, target_event_count_0d, cost_per_target_event_0d, ` +
  `by window (N = ${WEB_WINDOWS.join(', ')}) chka_Nd, chka_usd_Nd, cost_per_chka_Nd, cpp_Nd, roas_Nd, sales_Nd, and for D0 and D7 nc_dN_checkouts, nc_dN_checkout_rev, nc_dN_cpp, nc_dN_roas, nc_percent_dN_checkouts, nc_percent_dN_checkout_rev`;
