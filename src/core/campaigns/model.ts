// The generation-neutral campaign model. Both surfaces show these same rows: the first
// generation (/campaign_management/v1) and the second (/manage/v1) each map their own shapes
// onto it (see docs/decisions/, "Mapping between the two generations").

import type { AccountType } from '../shared/account-type.js';

export type Platform = 'ios' | 'android';
export const PLATFORMS: readonly Platform[] = ['ios', 'android'];

/**
 * What the campaign optimises for. A superset of both generations' vocabularies:
 * v1 bid_type CPI, CPE, CPP_GOAL, RET, ROAS_AD_BASED, ROAS_IAP and v2 goal_type CPI, CPE, CPP,
 * AD_ROAS, CHK_ROAS, BLD_ROAS map onto these.
 */
export type BidType = 'CPI' | 'CPE' | 'CPP' | 'RET' | 'ROAS_AD' | 'ROAS_IAP' | 'ROAS_BLENDED';
export const BID_TYPES: readonly BidType[] = ['CPI', 'CPE', 'CPP', 'RET', 'ROAS_AD', 'ROAS_IAP', 'ROAS_BLENDED'];

/** goal_period (v1) / roas_day_target DAYn (v2) allowed per bid type; CPI has none. */
export const GOAL_PERIODS: Record<BidType, readonly number[]> = {
  CPI: [],
  CPP: [7],
  CPE: [7],
  RET: [1, 3, 7],
  ROAS_AD: [0],
  ROAS_IAP: [0, 7],
  ROAS_BLENDED: [0, 7, 28],
};
/** Used when a create does not say (the first generation treats goal_period as read-only). */
export const DEFAULT_GOAL_PERIOD: Record<BidType, number | null> = {
  CPI: null,
  CPP: 7,
  CPE: 7,
  RET: 7,
  ROAS_AD: 0,
  ROAS_IAP: 0,
  ROAS_BLENDED: 0,
};

export type BiddingStrategy = 'TARGET_GOAL_WITH_CPI_BILLING' | 'AUTO_BIDDING_WITH_CPM_BILLING' | 'MAXIMIZE_RESULTS_WITH_CPM_BILLING';
export const BIDDING_STRATEGIES: readonly BiddingStrategy[] = [
  'TARGET_GOAL_WITH_CPI_BILLING',
  'AUTO_BIDDING_WITH_CPM_BILLING',
  'MAXIMIZE_RESULTS_WITH_CPM_BILLING',
];
export const DEFAULT_BIDDING_STRATEGY: BiddingStrategy = 'TARGET_GOAL_WITH_CPI_BILLING';

/**
 * Attribution providers, by the spec's neutral tokens, stored in lower case. The first
 * generation lists all nine; the second generation accepts tracker_01, 03, 04, 05, 08, 09.
 */
export const TRACKING_METHODS = [
  'tracker_01',
  'tracker_02',
  'tracker_03',
  'tracker_04',
  'tracker_05',
  'custom_track',
  'tracker_07',
  'tracker_08',
  'tracker_09',
] as const;
export type TrackingMethod = (typeof TRACKING_METHODS)[number];

export type DeviceType = 'phone' | 'tablet' | 'other';
export const DEVICE_TYPES: readonly DeviceType[] = ['phone', 'tablet', 'other'];

/**
 * Brace macros allowed in tracking URLs: the union of both generations' lists (the second
 * generation's list contains every macro the first generation names).
 */
export const TRACKING_MACROS: readonly string[] = [
  'CAMPAIGN_NAME', 'CAMPAIGN_ID', 'APP_ID', 'AD_NAME', 'AD_SIZE', 'AD_TYPE', 'AD_ID', 'PLACEMENT_ID',
  'CREATIVE_SET_ID', 'EVENT_ID', 'DID', 'IDFA', 'HADID', 'IP', 'DEVICE_IP', 'DEVICE_TYPE', 'CC', 'LOCALE',
  'USER_AGENT',
];

/** The key of the settings every targeted country falls back to. */
export const DEFAULT_KEY = 'DEFAULT';

export interface Campaign {
  /** Internal id: the second generation's `id`. */
  id: number;
  /** 32 lowercase hex: the first generation's `campaign_id`, the second generation's `hashed_id`. */
  hashedId: string;
  accountId: number;
  name: string;
  /** The account's type (APP or WEB): what the campaign promotes. */
  type: AccountType;
  /** APP: the app's platform. WEB campaigns promote a site: 'android' is stored (the column predates WEB) and nothing reads it. */
  platform: Platform;
  /** Android package name, or the iOS bundle id (v1 bundle_id, v2 package_name). */
  packageName: string;
  /** iOS numeric App Store id (v1 package_name on iOS, v2 itunes_id); null on Android. */
  itunesId: string | null;
  category: string | null;
  bidType: BidType;
  goalPeriod: number | null;
  biddingStrategy: BiddingStrategy;
  trackingMethod: TrackingMethod | null;
  /** true = active (v2 LIVE), false = not active (v2 PAUSED). */
  status: boolean;
  startAt: Date | null;
  endAt: Date | null;
  isContinuousDelivery: boolean;
  /** Empty = all device types. iOS only. */
  deviceTypes: DeviceType[];
  osMajorVersionMin: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** WEB: the promoted site, an absolute http(s) URL. null for APP. */
  websiteUrl: string | null;
  /** WEB: dynamic ads from a catalog (needs catalogId and variantSetId). */
  dynamicAds: boolean;
  catalogType: 'DPA' | 'DOA' | null;
  catalogId: string | null;
  variantSetId: string | null;
  /** WEB: UNIVERSAL, PROSPECTING or DISCOVERY; null = not set. */
  audienceStrategy: 'UNIVERSAL' | 'PROSPECTING' | 'DISCOVERY' | null;
  /** The target event of a CPE goal (goal.event_target); null otherwise. */
  eventTarget: string | null;
  /** APP: is_composite_banner_enabled, stored and echoed (addendum 7 section 3); false for WEB. */
  compositeBanner: boolean;
}

/** Settings under DEFAULT or one country. Decimals are canonical strings; null = not set here. */
export interface CountryTarget {
  /** 'DEFAULT' or a lowercase ISO 3166-1 alpha-2 code. */
  country: string;
  bid: string | null;
  budget: string | null;
  clickUrl: string | null;
  impressionUrl: string | null;
  /** A disabled country keeps its values but is not targeted (v1 GET leaves it out). */
  disabled: boolean;
  /** Uppercase US region codes; only for 'us'. Empty = the whole country. */
  regionCodes: string[];
  /** WEB, US only: metro names (free text), never with regionCodes in one entry. */
  metroNames: string[];
}

export interface CampaignWithTargets {
  campaign: Campaign;
  /** DEFAULT (if stored) and every country row, including disabled ones; DEFAULT first, then by code. */
  countries: CountryTarget[];
}

/** One day's delivery figures of a campaign. */
export interface DailyFigures {
  /** UTC calendar day, YYYY-MM-DD. */
  day: string;
  impressions: number;
  clicks: number;
  installs: number;
  /** Exact decimal string (canonical form). */
  spend: string;
}

/** What a campaign listing shows (the v1 campaign object): read on hot paths without the rest. */
export type CampaignSummary = Pick<
  Campaign,
  'id' | 'hashedId' | 'accountId' | 'name' | 'platform' | 'packageName' | 'itunesId' | 'category' | 'bidType' | 'goalPeriod' | 'trackingMethod' | 'status' | 'createdAt' | 'eventTarget'
>;

export interface CampaignWithDay {
  campaign: CampaignSummary;
  figures: DailyFigures;
}

/** A source (publisher app / placement) override of a campaign. */
export interface Source {
  appId: string;
  appIdExternal: string;
  status: boolean;
}

/**
 * Change to one DEFAULT/country entry. undefined = leave as is; null = clear the value.
 * Naming a country in a change makes it targeted again unless `disabled` is true.
 */
export interface CountryPatch {
  bid?: string | number | null;
  budget?: string | number | null;
  clickUrl?: string | null;
  impressionUrl?: string | null;
  disabled?: boolean;
  regionCodes?: string[] | null;
  metroNames?: string[] | null;
}

/** Entries keyed by 'DEFAULT' or a country code in any case; order kept for error messages. */
export type CountryPatches = { key: string; patch: CountryPatch }[];

/** Everything a campaign can be created with; each surface maps its own shapes onto it. */
export interface NewCampaign {
  name: string;
  /** APP only (required there). */
  platform?: string;
  packageName?: string;
  itunesId?: string | null;
  category?: string | null;
  bidType: BidType;
  /** undefined = the bid type's default (DEFAULT_GOAL_PERIOD). */
  goalPeriod?: number | null;
  biddingStrategy?: string;
  trackingMethod?: string | null;
  /** Defaults to false: a new campaign does not spend until someone turns it on. */
  status?: boolean;
  startAt?: Date | null;
  endAt?: Date | null;
  isContinuousDelivery?: boolean;
  deviceTypes?: string[];
  osMajorVersionMin?: number | null;
  countries?: CountryPatches;
  /** WEB fields (refused for APP accounts). */
  websiteUrl?: string;
  dynamicAds?: boolean;
  catalogType?: string | null;
  catalogId?: string | null;
  variantSetId?: string | null;
  audienceStrategy?: string | null;
  /** A CPE goal's event (any account type); null clears it. */
  eventTarget?: string | null;
  /** APP only. */
  compositeBanner?: boolean;
}

/**
 * A partial update: the fields of NewCampaign, undefined ones unchanged. `countries` is merged:
 * only the named entries change (v1 rule 3).
 */
export interface CampaignChanges extends Partial<NewCampaign> {
  /**
   * With `countries`: countries (not DEFAULT) left out of the change become disabled — how the
   * second generation's `targeting` list replaces the targeted set.
   */
  replaceCountries?: boolean;
}

/** How a campaign is named in a request: by its hashed id (v1, v2 hashed_id) or internal id (v2). */
export type CampaignRef = { hashedId: string } | { id: number };
