// What an advertiser report allows per account type, as the reports read it: the per-type entries of
// the one rules table (src/core/account-types/account-types.ts: windows, refused columns, which
// reports) joined with each type's column catalogue (APP: columns.ts, WEB: web-columns.ts, addendum
// 6 section 7). The request parser, the engines and the writers ask this; no surface branches on the
// account type.
import { reportColumnRefused, rulesOf } from '../account-types/account-types.js';
import type { AccountType } from '../shared/account-type.js';
import { DIMENSIONS, isDimension, isMetric, metricSpec, METRICS, type ValueType } from './columns.js';
import { isWebDimension, isWebMetric, WEB_COLUMN_LIST, WEB_ONLY_DIMENSIONS, webMetricSpec, webTypeOf } from './web-columns.js';

export type ReportAccountType = AccountType;
export type AttributionMode = 'click' | 'click_and_view';

export interface ReportTypeRules {
  type: ReportAccountType;
  /** Days before today (UTC) the request window reaches back. */
  windowDays: number;
  /** Days before today (UTC) a report with the hour column may start. */
  hourWindowDays: number;
  /** The 400 for a start before the window, in the real service's words, with the earliest start. */
  tooEarly: (earliest: string, today: string) => string;
  /** The reports this type has beside /report (probabilistic, ska). */
  otherReports: boolean;
  /** The report engine for what the SQL cannot sum: the app cohort model or the web model. */
  engine: 'cohort' | 'web';
  /** attribution_mode values accepted (empty: the parameter is not part of this report and is ignored). */
  attributionModes: readonly AttributionMode[];
  isColumn: (c: string) => boolean;
  isMetric: (c: string) => boolean;
  valueType: (c: string) => ValueType;
  /** Why a column (known to the other type) is not in this type's report; undefined when unknown to both. */
  otherTypeColumn: (c: string) => string | undefined;
  columnList: () => string;
}

const APP_LIST = () => `dimensions ${DIMENSIONS.filter((d) => !WEB_ONLY_DIMENSIONS.has(d)).join(', ')}; metrics ${METRICS.filter((m) => !/_(\d+d|1y)$/.test(m)).join(', ')}, and by days since install total_rev_Nd, ad_rev_Nd, iap_rev_Nd, roas_Nd, ad_roas_Nd, iap_roas_Nd, unique_purchasers_Nd, sales_Nd, target_event_count_Nd, cost_per_target_event_Nd, cpp_Nd (N = 0, 1, 2, 3, 7, 14, 28, 30, 90; and _1y), ret_Nd (N = 1, 3, 7, 14, 28)`;

/** Why a column the account type's rules refuse is not in its report: "not a column of WEB reports". */
const refusal = (type: AccountType, otherCatalogueOnly: (c: string) => boolean) => (c: string): string | undefined =>
  reportColumnRefused(type, c) || otherCatalogueOnly(c) ? `"${c}" is ${rulesOf(type).reports.refusedColumnRule} (it is a column of ${type === 'APP' ? 'WEB' : 'APP'} accounts' reports)` : undefined;

const APP = rulesOf('APP').reports;
const WEB = rulesOf('WEB').reports;

export const REPORT_RULES: Record<ReportAccountType, ReportTypeRules> = {
  APP: {
    type: 'APP',
    windowDays: APP.windowDays,
    hourWindowDays: APP.hourWindowDays,
    tooEarly: (earliest, today) => `The date is beyond our ${APP.windowDays} day request window. Start date is too far in the past: start must be ${earliest} or later (today, UTC, is ${today}).`,
    otherReports: APP.appInstallReports,
    engine: 'cohort',
    attributionModes: [],
    isColumn: (c) => !reportColumnRefused('APP', c) && ((isDimension(c) && !WEB_ONLY_DIMENSIONS.has(c)) || isMetric(c)),
    isMetric,
    valueType: (c) => (isDimension(c) ? 'text' : metricSpec(c).type),
    otherTypeColumn: refusal('APP', (c) => isWebMetric(c) && !isMetric(c)),
    columnList: APP_LIST,
  },
  WEB: {
    type: 'WEB',
    windowDays: WEB.windowDays,
    hourWindowDays: WEB.hourWindowDays,
    tooEarly: (earliest, today) => `Start date is too far in the past: start must be ${earliest} or later (the last ${WEB.windowDays} days; today, UTC, is ${today}).`,
    otherReports: WEB.appInstallReports,
    engine: 'web',
    attributionModes: ['click', 'click_and_view'],
    isColumn: (c) => !reportColumnRefused('WEB', c) && (isWebDimension(c) || isWebMetric(c)),
    isMetric: isWebMetric,
    valueType: webTypeOf,
    otherTypeColumn: refusal('WEB', (c) => isMetric(c) && !isWebMetric(c)),
    columnList: WEB_COLUMN_LIST,
  },
};

/** The report rules of an account type. */
export const reportRules = (type: ReportAccountType): ReportTypeRules => REPORT_RULES[type];

/** For the OpenAPI document: a WEB metric's description (undefined when APP only). */
export const webDescription = (c: string): string | undefined => (isWebMetric(c) ? webMetricSpec(c).description : undefined);
