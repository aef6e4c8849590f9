// What an advertiser report allows per account type: its request window, which columns and reports
// it has, what each column is (value type, metric or not) and why a column of the other type is
// refused. The request parser, the engines and the writers ask this table; no surface branches on
// the account type. APP is the platform's original report (columns.ts); WEB is addendum 6 section 7
// (web-columns.ts).
import { DIMENSIONS, isDimension, isMetric, metricSpec, METRICS, type ValueType } from './columns.js';
import { APP_ONLY_DIMENSIONS, isWebDimension, isWebMetric, WEB_COLUMN_LIST, WEB_ONLY_DIMENSIONS, WEB_ONLY_METRIC, webMetricSpec, webTypeOf } from './web-columns.js';

export type ReportAccountType = 'APP' | 'WEB';
export type AttributionMode = 'click' | 'click_and_view';

export interface ReportRules {
  type: ReportAccountType;
  /** Days before today (UTC) the request window reaches back. */
  windowDays: number;
  /** The 400 for a start before the window, in the real service's words, with the earliest start. */
  tooEarly: (earliest: string, today: string) => string;
  /** The reports this type has beside /report (probabilistic, ska). */
  otherReports: boolean;
  /** attribution_mode values accepted (empty: the parameter is not part of this report and is ignored). */
  attributionModes: readonly AttributionMode[];
  isColumn: (c: string) => boolean;
  isMetric: (c: string) => boolean;
  valueType: (c: string) => ValueType;
  /** Why a column (known to the other type) is not in this type's report; undefined when unknown to both. */
  otherTypeColumn: (c: string) => string | undefined;
  columnList: () => string;
}

const APP_LIST = () => `dimensions ${DIMENSIONS.filter((d) => !WEB_ONLY_DIMENSIONS.has(d)).join(', ')}; metrics ${METRICS.filter((m) => !/_\d+d$/.test(m)).join(', ')}, and by days since install total_rev_Nd, ad_rev_Nd, iap_rev_Nd, roas_Nd, ad_roas_Nd, iap_roas_Nd, unique_purchasers_Nd, sales_Nd (N = 0, 1, 2, 3, 7, 14, 28, 30), ret_Nd (N = 1, 3, 7, 14, 28)`;

export const REPORT_RULES: Record<ReportAccountType, ReportRules> = {
  APP: {
    type: 'APP',
    windowDays: 45,
    tooEarly: (earliest, today) => `The date is beyond our 45 day request window. start must be ${earliest} or later (today, UTC, is ${today}).`,
    otherReports: true,
    attributionModes: [],
    isColumn: (c) => (isDimension(c) && !WEB_ONLY_DIMENSIONS.has(c)) || isMetric(c),
    isMetric,
    valueType: (c) => (isDimension(c) ? 'text' : metricSpec(c).type),
    otherTypeColumn: (c) => (WEB_ONLY_DIMENSIONS.has(c as never) || WEB_ONLY_METRIC.test(c) || (isWebMetric(c) && !isMetric(c)) ? `"${c}" is not a column of APP reports (it is a column of WEB accounts' reports)` : undefined),
    columnList: APP_LIST,
  },
  WEB: {
    type: 'WEB',
    windowDays: 90,
    tooEarly: (earliest, today) => `Start date is too far in the past: start must be ${earliest} or later (the last 90 days; today, UTC, is ${today}).`,
    otherReports: false,
    attributionModes: ['click', 'click_and_view'],
    isColumn: (c) => isWebDimension(c) || isWebMetric(c),
    isMetric: isWebMetric,
    valueType: webTypeOf,
    otherTypeColumn: (c) => (APP_ONLY_DIMENSIONS.has(c as never) || isMetric(c) ? `"${c}" is not a column of WEB reports (it is a column of APP accounts' reports)` : undefined),
    columnList: WEB_COLUMN_LIST,
  },
};

/** The rules of an account type. */
export const reportRules = (type: ReportAccountType): ReportRules => REPORT_RULES[type];

/** For the OpenAPI document: a WEB metric's description (undefined when APP only). */
export const webDescription = (c: string): string | undefined => (isWebMetric(c) ? webMetricSpec(c).description : undefined);
