// Words for the API's enum values, so the console speaks advertiser: a dropdown shows "Cost per
// install" and keeps CPI beside it (developers match the console against their API calls), tables
// show the words with the value in a muted code. The values themselves never change: forms still
// submit the API value.
import type { FileAssetType } from '../../core/assets/model.js';
import { html, type Html } from './html.js';

export const BIDDING_STRATEGY_LABELS: Readonly<Record<string, string>> = {
  TARGET_GOAL_WITH_CPI_BILLING: 'Target goal, pay per install',
  AUTO_BIDDING_WITH_CPM_BILLING: 'Automatic bidding, pay per 1,000 impressions',
  MAXIMIZE_RESULTS_WITH_CPM_BILLING: 'Maximize results, pay per 1,000 impressions',
};

/** Second-generation goal types (and RET, shown as it is). */
export const GOAL_TYPE_LABELS: Readonly<Record<string, string>> = {
  CPI: 'Cost per install',
  CPE: 'Cost per event',
  CPP: 'Cost per purchase',
  AD_ROAS: 'Return on ad spend, ad revenue',
  // one goal, one meaning (docs/decisions/chk-roas.md): return on purchases; an app's are in-app
  CHK_ROAS: 'Return on ad spend, purchases',
  BLD_ROAS: 'Return on ad spend, blended',
  RET: 'Retention',
};

/** WEB campaigns (addendum 6 section 2). */
export const AUDIENCE_STRATEGY_LABELS: Readonly<Record<string, string>> = {
  UNIVERSAL: 'Everyone likely to buy',
  PROSPECTING: 'New customers',
  DISCOVERY: 'New customers, broader reach',
};

export const CATALOG_TYPE_LABELS: Readonly<Record<string, string>> = { DPA: 'Products', DOA: 'Offers' };

export const ROAS_DAY_LABELS: Readonly<Record<string, string>> = {
  DAY0: 'Day 0 (install or click day)',
  DAY1: 'Day 1',
  DAY3: 'Day 3',
  DAY7: 'Day 7',
  DAY28: 'Day 28',
};

/**
 * The spec names attribution providers by neutral token (their brands are not part of it), so the
 * words say what the token is; tracker_02 is the operator's own tracker (spec 1).
 */
export const TRACKING_METHOD_LABELS: Readonly<Record<string, string>> = {
  TRACKER_01: 'Attribution provider 01',
  TRACKER_02: "This platform's own tracker",
  TRACKER_03: 'Attribution provider 03',
  TRACKER_04: 'Attribution provider 04',
  TRACKER_05: 'Attribution provider 05',
  CUSTOM_TRACK: 'Custom tracking',
  TRACKER_07: 'Attribution provider 07',
  TRACKER_08: 'Attribution provider 08',
  TRACKER_09: 'Attribution provider 09',
};

export const PLATFORM_LABELS: Readonly<Record<string, string>> = { IOS: 'iOS', ANDROID: 'Android' };

/** Spec 1's asset type table, in words. */
export const ASSET_TYPE_LABELS: Readonly<Record<string, string>> = {
  HOSTED_HTML: 'Playable (HTML)',
  IMG_BANNER: 'Banner image, 320×50',
  IMG_ICON: 'App icon',
  IMG_INTER_L: 'Landscape interstitial image',
  IMG_INTER_P: 'Portrait interstitial image',
  IMG_LEADER: 'Leaderboard image, 728×90',
  IMG_MREC: 'Medium rectangle image, 300×250',
  IMG_NATIVE: 'Native ad image, 1200×628',
  TXT_BUTTON: 'Button text',
  TXT_RATING: 'App rating (0 to 5)',
  TXT_SUBTITLE: 'Subtitle text',
  TXT_TITLE: 'App name text',
  VID_LONG_P: 'Portrait video, over 15 s',
  VID_SHORT_P: 'Portrait video, up to 15 s',
};

export const RESOURCE_TYPE_LABELS: Readonly<Record<string, string>> = { IMAGE: 'Image', VIDEO: 'Video', HTML: 'HTML page' };

/** The second generation's creative sets take only these (spec 2); the first generation takes all. */
const V2_SET_TYPES: readonly string[] = ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER'] satisfies FileAssetType[];

export const AD_SIZE_LABELS: Readonly<Record<string, string>> = {
  BANNER: 'Banner', INTER: 'Interstitial', LEADER: 'Leaderboard', MREC: 'Medium rectangle', NATIVE: 'Native', WIDGET: 'Widget', PRELOAD: 'Preload', CTV: 'Connected TV',
};

/** The words for a value (any case), or the value itself when there are none. */
export function labelOf(table: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return table[value.toUpperCase()] ?? value;
}

/** A dropdown option's text: the words, then the API value developers look for. */
export function optionText(table: Readonly<Record<string, string>>, value: string): string {
  const words = table[value.toUpperCase()];
  return words ? `${words} (${value})` : value;
}

/** A table cell: the words, the API value beside them in a muted code. */
export function labelled(table: Readonly<Record<string, string>>, value: string | null | undefined): Html {
  if (value === null || value === undefined || value === '') return html`<span class="muted">—</span>`;
  const words = table[value.toUpperCase()];
  return words ? html`${words} <code class="api-value">${value}</code>` : html`<code class="api-value">${value}</code>`;
}

/** Where a file of this type can be used: both generations' creative sets, or the first one's only. */
export function usableIn(type: string | null | undefined): string {
  if (!type) return '';
  return V2_SET_TYPES.includes(type) ? 'Usable in creative sets of both API generations' : 'Usable in first-generation creative sets only (not /manage/v1)';
}

/** Bytes in the largest sensible unit: "1 GB", "512 MB", "20 KB" (1024-based, as the limits are set). */
export function humanBytes(n: number): string {
  const units: [number, string][] = [[1024 ** 4, 'TB'], [1024 ** 3, 'GB'], [1024 ** 2, 'MB'], [1024, 'KB']];
  for (const [size, unit] of units) {
    if (n >= size) {
      const v = n / size;
      return `${Number.isInteger(v) ? v : v < 10 ? v.toFixed(1) : Math.round(v)} ${unit}`;
    }
  }
  return `${n} bytes`;
}

/** How the Reports page writes a measure: a count (grouped), money or a percent. */
export type MeasureFormat = 'count' | 'money' | 'percent';

/** The Reports page's words for a report column it shows (which ones: the account type's reports.overview). */
export interface MeasureWords {
  /** Table header and chart title. */
  label: string;
  format: MeasureFormat;
  /** In the page's opening sentence ("Daily spend, installs and cost per install"). */
  phrase?: string;
  /** The chart's caption, before the period. */
  unit?: string;
  /** The period's total in the summary sentence. */
  total?: (value: string) => string;
  /** The chart's key (element ids, the script's data). */
  key?: string;
  /** What the measure counts, where its name does not say (a window, a definition). */
  note?: string;
}

export const REPORT_MEASURE_WORDS: Readonly<Record<string, MeasureWords>> = {
  impressions: { label: 'Impressions', format: 'count' },
  clicks: { label: 'Clicks', format: 'count' },
  installs: { label: 'Installs', format: 'count', phrase: 'installs', unit: 'installs a day', total: (v) => `${v} installs`, key: 'installs' },
  cost: { label: 'Spend', format: 'money', phrase: 'spend', unit: 'US dollars a day', total: (v) => `${v} spent`, key: 'spend' },
  average_cpa: { label: 'Cost per install', format: 'money', phrase: 'cost per install', unit: 'US dollars; no point on a day without installs', total: (v) => `cost per install ${v}`, key: 'cpi' },
  chka_7d: {
    label: 'Checkouts', format: 'count', phrase: 'checkouts', unit: 'checkouts a day', total: (v) => `${v} checkouts`, key: 'checkouts',
    note: 'Checkouts: purchases on your site within 7 days (192 hours) of an ad click, counted on the click\'s day, so the last seven days still grow as checkouts arrive (chka_7d).',
  },
  chka_usd_7d: {
    label: 'Revenue', format: 'money', phrase: 'revenue', unit: 'US dollars a day', total: (v) => `${v} revenue`, key: 'revenue',
    note: 'Revenue: the order value of those checkouts (chka_usd_7d).',
  },
  roas_7d: {
    label: 'ROAS', format: 'percent', phrase: 'return on ad spend', unit: 'revenue as a percent of spend; no point on a day without spend', total: (v) => `ROAS ${v}`, key: 'roas',
    note: 'ROAS: that revenue as a percent of spend, 250 % = 2.5 times the spend (roas_7d).',
  },
  nc_d7_checkouts: {
    label: 'New customers', format: 'count', phrase: 'new customers', unit: 'checkouts by new customers a day', total: (v) => `${v} from new customers`, key: 'new-customers',
    note: 'New customers: those checkouts that were a customer\'s first purchase from your shop (nc_d7_checkouts).',
  },
};
