// What each account type allows, in one table every surface asks (issue 34, "How far"): the
// campaign fields, goals, day targets and bidding of /manage/v1, the creative-set fields, asset
// types and countries, the report window and columns, and which app-only surfaces a WEB account
// gets. Surfaces never branch on the type's name; they read these entries. The evidence and the
// choices are in addendum 6 and docs/decisions/web-accounts.md.
import type { AccountType } from '../shared/account-type.js';
import type { BiddingStrategy, BidType } from '../campaigns/model.js';
import type { FileAssetType } from '../assets/model.js';

export type { AccountType } from '../shared/account-type.js';
export { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE, parseAccountType } from '../shared/account-type.js';

export const AUDIENCE_STRATEGIES = ['UNIVERSAL', 'PROSPECTING', 'DISCOVERY'] as const;
export type AudienceStrategy = (typeof AUDIENCE_STRATEGIES)[number];
export const CATALOG_TYPES = ['DPA', 'DOA'] as const;
export type CatalogType = (typeof CATALOG_TYPES)[number];

/** One goal a campaign of the type may have. */
export interface GoalRule {
  /** Day targets (roas_day_target DAYn / goal_period) allowed; empty = none may be sent. */
  days: readonly number[];
  /** The day target used when a create does not say; null = the create must say (when days is not empty). */
  defaultDay: number | null;
  /**
   * goal.event_target: required, optional or refused. An APP CPE campaign made by the first
   * generation (which cannot send one) has none, so the core takes it as optional there; /manage/v1
   * requires it for every CPE goal it writes (addendum 7 section 3).
   */
  eventTarget: 'required' | 'optional' | 'forbidden';
  /** audience_strategy may be set on create (addendum 6 section 2: CPP and CHK_ROAS only). */
  audienceStrategy: boolean;
}

export interface CampaignRules {
  /** What the campaign promotes: an app (platform, package) or a website (website_url). */
  promotes: 'app' | 'website';
  /** /manage/v1 create: the fields this type requires besides the common ones (name, type, bidding_strategy, budget, goal, targeting, start_date). */
  requiredOnCreate: readonly string[];
  /** end_date is required on create unless is_continuous_delivery is true (else: absent = runs on). */
  endDateRequired: boolean;
  /** Longest campaign name. */
  nameMaxLength: number;
  /** An update's goal_type must equal the stored one (WEB: addendum 6 section 3). */
  goalTypeFixed: boolean;
  /** Most targeting entries and per-country budgets; undefined = no cap of its own. */
  maxCountries?: number;
  /**
   * Campaign fields (the /manage/v1 wire names) only this type has. A field of another type's list
   * sent for an account of this type is refused: 400 naming the field.
   */
  ownFields: readonly string[];
  /** The goals (model bid types) allowed, with their day targets. */
  goals: Readonly<Partial<Record<BidType, GoalRule>>>;
  biddingStrategies: readonly BiddingStrategy[];
  /** Targeting entry fields only this type has (metro_names). */
  ownTargetingFields: readonly string[];
}

export interface CreativeSetRules {
  /** Set fields (wire names) only this type has: product_page (APP), creative_set_url (WEB). */
  ownFields: readonly string[];
  /** File asset types a set of this type may hold (/manage/v1). */
  assetTypes: readonly FileAssetType[];
  /** Country codes a set of this type may not list (upper case). */
  refusedCountries: readonly string[];
  /** Composition: the set needs at least one asset of each group (APP: a HOSTED_HTML; WEB: a video and a HOSTED_HTML or IMG_INTER_P). */
  requiredAssetGroups: readonly (readonly FileAssetType[])[];
}

/**
 * The console's Reports page for this type: which report columns it shows by day and by campaign
 * and country (the same rows as GET /report), which it charts, and how a period's total of a
 * quotient is made. Columns are this type's report columns; the words are the console's.
 */
export interface ReportOverview {
  /** Metric columns of the tables and the CSV, in order. */
  columns: readonly string[];
  /** Of those, the ones charted by day (each on its own axis) and summed up for the period. */
  charts: readonly string[];
  /**
   * Columns that are a quotient of two shown columns (cost per install, ROAS): the period's total
   * is num / den x scale, and a row whose den is 0 shows no value (nothing to divide by).
   */
  quotients: Readonly<Record<string, { num: string; den: string; scale: number }>>;
  /** The cohort view (revenue, ROAS and retention by days since install) applies: app installs only. */
  cohorts: boolean;
}

export interface ReportRules {
  /** How many days back a report's start may go. */
  windowDays: number;
  /** How many days back a report with the hour column may start. */
  hourWindowDays: number;
  /**
   * Columns of the other type's reports that this type's key may not ask for (400 naming the
   * column). Families are written with N for the window: `ret_Nd` covers ret_1d .. ret_28d.
   * Owned by the reports (src/core/reporting); kept here so every surface asks one place.
   */
  refusedColumns: readonly string[];
  /** The rule a refused column's error states. */
  refusedColumnRule: string;
  /** /webReport and /accountInfo answer this type's key (else 403 "not a web account"). */
  webReportApi: boolean;
  /** /skaReport, /probabilisticReport, report_type=publisher: app-install reports. */
  appInstallReports: boolean;
  /** `roas_*` columns in percent (WEB) or as a ratio (APP). */
  roasInPercent: boolean;
  /** The console's Reports page. */
  overview: ReportOverview;
}

export interface AccountTypeRules {
  type: AccountType;
  /** What the console calls it. */
  label: string;
  campaigns: CampaignRules;
  creativeSets: CreativeSetRules;
  reports: ReportRules;
  /** GET /manage/v1/campaign/catalog_info and the catalog fields of campaigns. */
  catalogs: boolean;
  /** The first generation (/campaign_management/v1) knows this type's campaigns (else: empty list, 404 for each one named, create refused). */
  firstGeneration: boolean;
  /** Suppression lists (advertising ids per app) are kept for this type. */
  suppression: boolean;
  /** The console's words for each goal (v2 goal names). */
  goalLabels: Readonly<Record<string, string>>;
}

const APP_CAMPAIGN_FIELDS = ['platform', 'package_name', 'itunes_id', 'tracking', 'is_composite_banner_enabled'] as const;
const WEB_CAMPAIGN_FIELDS = ['website_url', 'is_dynamic_ads_enabled', 'catalog_type', 'catalog_id', 'variant_set_id', 'audience_strategy'] as const;

const goal = (days: number[], defaultDay: number | null, extra: Partial<GoalRule> = {}): GoalRule => ({ days, defaultDay, eventTarget: 'forbidden', audienceStrategy: false, ...extra });

/** social-hub's webDisallowedCountries (addendum 6 section 5): western Europe and its territories. */
export const WEB_REFUSED_SET_COUNTRIES = [
  'AD', 'AT', 'AW', 'AX', 'BE', 'BL', 'BQ', 'CH', 'CW', 'DE', 'DK', 'ES', 'FI', 'FO', 'FR', 'GB', 'GF', 'GG', 'GI', 'GL', 'GP', 'GR', 'IE', 'IM',
  'IS', 'IT', 'JE', 'LI', 'LU', 'MC', 'MF', 'MQ', 'MT', 'NC', 'NL', 'NO', 'PF', 'PM', 'PT', 'RE', 'SE', 'SH', 'SJ', 'SM', 'SX', 'VA', 'WF', 'YT',
] as const;

/** Report columns of WEB reports only (addendum 6 section 7.3); an APP key asking for one: 400. */
export const WEB_ONLY_REPORT_COLUMNS = [
  'chka_Nd', 'chka_usd_Nd', 'cost_per_chka_Nd',
  'nc_d0_checkouts', 'nc_d7_checkouts', 'nc_d0_checkout_rev', 'nc_d7_checkout_rev', 'nc_d0_cpp', 'nc_d7_cpp', 'nc_d0_roas', 'nc_d7_roas',
  'nc_percent_d0_checkouts', 'nc_percent_d7_checkouts', 'nc_percent_d0_checkout_rev', 'nc_percent_d7_checkout_rev',
  'new_visitor_rate', 'audience_strategy',
] as const;

/** Report columns of APP reports only (addendum 6 section 7.1); a WEB key asking for one: 400. */
export const APP_ONLY_REPORT_COLUMNS = [
  'installs', 'redownloads', 'first_purchase',
  'total_rev_Nd', 'ad_rev_Nd', 'iap_rev_Nd', 'ad_roas_Nd', 'iap_roas_Nd', 'unique_purchasers_Nd', 'ret_Nd',
  'campaign_package_name', 'campaign_store_id',
  'traffic_source', 'app_id_external', 'application', 'external_placement_id',
] as const;

export const ACCOUNT_TYPE_RULES: Readonly<Record<AccountType, AccountTypeRules>> = {
  APP: {
    type: 'APP',
    label: 'App',
    campaigns: {
      promotes: 'app',
      requiredOnCreate: ['platform', 'package_name', 'tracking'],
      endDateRequired: true,
      nameMaxLength: 255,
      goalTypeFixed: false,
      ownFields: APP_CAMPAIGN_FIELDS,
      goals: {
        CPI: goal([], null),
        CPE: goal([7], 7, { eventTarget: 'optional' }),
        CPP: goal([7], 7),
        RET: goal([1, 3, 7], 7),
        ROAS_AD: goal([0], 0),
        ROAS_IAP: goal([0, 7], 0),
        ROAS_BLENDED: goal([0, 7, 28], 0),
      },
      biddingStrategies: ['TARGET_GOAL_WITH_CPI_BILLING', 'AUTO_BIDDING_WITH_CPM_BILLING', 'MAXIMIZE_RESULTS_WITH_CPM_BILLING'],
      ownTargetingFields: [],
    },
    creativeSets: { ownFields: ['product_page'], assetTypes: ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER'], refusedCountries: [], requiredAssetGroups: [['HOSTED_HTML']] },
    reports: {
      windowDays: 45,
      hourWindowDays: 30,
      refusedColumns: WEB_ONLY_REPORT_COLUMNS,
      refusedColumnRule: 'not a column of APP reports',
      webReportApi: false,
      appInstallReports: true,
      roasInPercent: false,
      overview: {
        columns: ['impressions', 'clicks', 'installs', 'cost', 'average_cpa'],
        charts: ['cost', 'installs', 'average_cpa'],
        quotients: { average_cpa: { num: 'cost', den: 'installs', scale: 1 } },
        cohorts: true,
      },
    },
    catalogs: false,
    firstGeneration: true,
    suppression: true,
    goalLabels: {
      CPI: 'Cost per install',
      CPE: 'Cost per event',
      CPP: 'Cost per purchase',
      AD_ROAS: 'Return on ad spend, ad revenue',
      CHK_ROAS: 'Return on ad spend, purchases (in-app)',
      BLD_ROAS: 'Return on ad spend, blended',
      RET: 'Retention',
    },
  },
  WEB: {
    type: 'WEB',
    label: 'Website',
    campaigns: {
      promotes: 'website',
      requiredOnCreate: ['website_url'],
      endDateRequired: false,
      nameMaxLength: 1024,
      goalTypeFixed: true,
      maxCountries: 256,
      ownFields: WEB_CAMPAIGN_FIELDS,
      goals: {
        CPE: goal([], null, { eventTarget: 'required' }),
        CPP: goal([0, 7], null, { audienceStrategy: true }),
        ROAS_IAP: goal([0, 7], null, { audienceStrategy: true }),
      },
      biddingStrategies: ['AUTO_BIDDING_WITH_CPM_BILLING'],
      ownTargetingFields: ['metro_names'],
    },
    creativeSets: {
      ownFields: ['creative_set_url'],
      assetTypes: ['HOSTED_HTML', 'IMG_INTER_P', 'VID_SHORT_P', 'VID_LONG_P'],
      refusedCountries: WEB_REFUSED_SET_COUNTRIES,
      requiredAssetGroups: [['VID_SHORT_P', 'VID_LONG_P'], ['HOSTED_HTML', 'IMG_INTER_P']],
    },
    reports: {
      windowDays: 90,
      hourWindowDays: 30,
      refusedColumns: APP_ONLY_REPORT_COLUMNS,
      refusedColumnRule: 'not a column of WEB reports',
      webReportApi: true,
      appInstallReports: false,
      roasInPercent: true,
      // the 7-day window: the goal windows are D0 and D7, D7 holds most checkouts (192 h of the
      // click), and nc_* exist for D0 and D7 only (addendum 6 section 7.3); docs/decisions/web-console-reports.md
      overview: {
        columns: ['impressions', 'clicks', 'cost', 'chka_7d', 'chka_usd_7d', 'roas_7d', 'nc_d7_checkouts'],
        charts: ['cost', 'chka_7d', 'chka_usd_7d', 'roas_7d', 'nc_d7_checkouts'],
        quotients: { roas_7d: { num: 'chka_usd_7d', den: 'cost', scale: 100 } },
        cohorts: false,
      },
    },
    catalogs: true,
    firstGeneration: false,
    suppression: false,
    goalLabels: {
      CPE: 'Cost per event',
      CPP: 'Cost per purchase (checkout)',
      CHK_ROAS: 'Return on ad spend, checkouts',
    },
  },
};

export function rulesOf(type: AccountType): AccountTypeRules {
  return ACCOUNT_TYPE_RULES[type];
}

/** The other types' own campaign fields: what an account of `type` may not send. */
export function foreignCampaignFields(type: AccountType): { field: string; owner: AccountType }[] {
  return Object.values(ACCOUNT_TYPE_RULES).filter((r) => r.type !== type).flatMap((r) => r.campaigns.ownFields.map((field) => ({ field, owner: r.type })));
}

/** The other types' own creative-set fields. */
export function foreignSetFields(type: AccountType): { field: string; owner: AccountType }[] {
  return Object.values(ACCOUNT_TYPE_RULES).filter((r) => r.type !== type).flatMap((r) => r.creativeSets.ownFields.map((field) => ({ field, owner: r.type })));
}

/** Whether a report column (lower case) is refused for this type's key, by its refusedColumns. */
export function reportColumnRefused(type: AccountType, column: string): boolean {
  return ACCOUNT_TYPE_RULES[type].reports.refusedColumns.some((p) => (p.includes('_Nd') ? new RegExp(`^${p.replace('_Nd', '_\\d+d')}$`).test(column) : p === column));
}

/** The rule naming why a field is not allowed: "only for WEB accounts" / "not allowed for a WEB account". */
export function foreignFieldRule(type: AccountType, owner: AccountType): string {
  return `is only for ${owner} accounts (not allowed for a${type === 'APP' ? 'n' : ''} ${type} account)`;
}
