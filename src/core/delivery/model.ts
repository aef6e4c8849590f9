// What the delivery simulator reads (a snapshot of every campaign that may deliver) and writes
// (hourly rows, sources seen, postbacks). Money is integer cents throughout (see migration 0013).
import type { BidType, BiddingStrategy, DeviceType, Platform } from '../campaigns/model.js';
import type { AdSize } from '../creatives/templates.js';
import type { WebCampaign } from './web-model.js';

/** One targeted country of a campaign with the DEFAULT values already filled in. */
export interface DeliveryCountry {
  /** Lowercase ISO code. */
  country: string;
  /** The bid in dollars (CPI/CPE/CPP/RET) or percent (ROAS goals); null = no bid, no delivery. */
  bid: number | null;
  /** The country's own daily budget in cents; null = none of its own. */
  budgetCents: number | null;
  clickUrl: string | null;
  impressionUrl: string | null;
  /** US regions targeted (empty = the whole country). */
  regionCodes: string[];
}

/** An ad that can serve right now: everything it needs is ready and approved. */
export interface DeliverableAd {
  id: number;
  name: string;
  size: AdSize;
  template: string;
  /** The report's ad_type: GRAPHIC, VIDEO or PLAY. */
  adType: string;
  setId: number;
  setHashedId: string;
  /** The set's countries (lowercase); empty = every country of the campaign. */
  setCountries: string[];
}

export interface DeliveryCampaign {
  id: number;
  accountId: number;
  hashedId: string;
  name: string;
  platform: Platform;
  packageName: string;
  itunesId: string | null;
  bidType: BidType;
  biddingStrategy: BiddingStrategy;
  status: boolean;
  startAt: Date | null;
  endAt: Date | null;
  /** The campaign's total daily budget in cents (DEFAULT budget); null = none. */
  budgetCents: number | null;
  countries: DeliveryCountry[];
  ads: DeliverableAd[];
  /** app_ids of the sources switched off for this campaign. */
  pausedSources: ReadonlySet<string>;
  /** Indexes into the app's device pool that are on its suppression list. */
  suppressedDevices: ReadonlySet<number>;
  /** Device types the campaign targets (empty: all). */
  deviceTypes: readonly DeviceType[];
  /** A WEB campaign's goal, day target and audience (absent: an APP campaign); its countries' bids are its goal values. */
  web?: WebCampaign;
}

/** The figures of one hour, campaign, country, ad and source. */
export interface DeliveryRow {
  accountId: number;
  campaignId: number;
  /** Epoch hours (ms / 3,600,000). */
  hour: number;
  /** UTC day of the hour, YYYY-MM-DD. */
  day: string;
  country: string;
  setId: number;
  adId: number;
  /** The traffic source's app_id. */
  source: string;
  impressions: number;
  clicks: number;
  installs: number;
  costCents: number;
  /** Installs by users who had the app before (a share of installs). */
  redownloads: number;
  /** Device type code (placements.ts DEVICE_CODES) and placement type code of the row's impressions. */
  device: number;
  placement: number;
  /** Installs of the same campaign and country earlier that day: this row's installs are that day's users cumInstalls.. */
  cumInstalls: number;
  /** Clicks and impressions of the same campaign and country earlier that day (the web model's visitors and views; 0 when absent). */
  cumClicks?: number;
  cumImpressions?: number;
}

export interface SourceSeen {
  accountId: number;
  campaignId: number;
  appId: string;
  appIdExternal: string;
}

export interface PostbackRecord {
  accountId: number;
  campaignId: number;
  kind: 'impression' | 'click';
  url: string;
  hour: number;
}

/** What one simulated hour produced. */
export interface HourOutput {
  rows: DeliveryRow[];
  sources: SourceSeen[];
  postbacks: PostbackRecord[];
}

/**
 * Spend so far on the hour's day, per campaign and country (cents): what budgets are checked
 * against; and the installs so far, which number the next hour's users (DeliveryRow.cumInstalls).
 */
export interface DaySpend {
  total(campaignId: number): number;
  country(campaignId: number, country: string): number;
  installs(campaignId: number, country: string): number;
  /** Clicks and impressions so far that day (number the next hour's visitors and views). */
  clicks?(campaignId: number, country: string): number;
  impressions?(campaignId: number, country: string): number;
  add(campaignId: number, country: string, cents: number, installs: number, clicks?: number, impressions?: number): void;
}

export const HOUR_MS = 3_600_000;
export const dayOfHour = (hour: number): string => new Date(hour * HOUR_MS).toISOString().slice(0, 10);
