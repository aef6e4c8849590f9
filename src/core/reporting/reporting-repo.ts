// Storage the reporting core needs (src/storage/repos/reporting-sql-repo.ts).
import type { Campaign } from '../campaigns/model.js';
import type { WebCampaign } from '../delivery/web-model.js';
import type { ScriptedCohort } from '../delivery/scripted.js';
import type { Dimension, Sums } from './columns.js';
import type { ReportRequest } from './report-request.js';

/** One grouped row: each requested dimension's value as the report writes it, and the sums. */
export interface ReportRow {
  dims: Partial<Record<Dimension, string>>;
  sums: Sums;
}

/**
 * One row of the delivery tables, not grouped, for the cohort engine: the installs of
 * (campaign, country, day) are users 0..n-1 of that day, and this row holds users
 * [first, first + sums.n). `key` numbers the requested grouping's groups (rows of a group are
 * consecutive); `dims` its values as written.
 */
export interface ReportUnit {
  /** Rows of one group have the same number (consecutive rows only). */
  key: number;
  dims: Partial<Record<Dimension, string>>;
  campaignId: number;
  country: string;
  day: string;
  first: number;
  /** WEB: the row's first click and first impression among the (campaign, country, day)'s (0 on daily rows). */
  firstClick?: number;
  firstImpression?: number;
  sums: Sums;
}

/** What the cohort model and the campaign columns need of a campaign. */
export interface ReportCampaign extends Pick<Campaign, 'id' | 'hashedId' | 'name' | 'platform' | 'packageName' | 'itunesId' | 'bidType' | 'goalPeriod' | 'biddingStrategy'> {
  /** Goals by lowercase country, and 'DEFAULT' (decimal text as stored; null = not set there). */
  bids: Map<string, string | null>;
  /** The goal's event target (CPE campaigns; target_event), null when none. */
  eventTarget?: string | null;
  /** A WEB campaign's settings the web model and the web columns read (absent for APP campaigns). */
  web?: WebCampaign & { websiteUrl: string; eventTarget: string | null };
}

/** A scripted (campaign, country, day)'s installs and cohort figures (POST /_sandbox/delivery), which replace the cohort model's. */
export interface ScriptedUnits {
  installs: number;
  cohort: ScriptedCohort;
}

export interface ReportingRepo {
  /** The account's scripted keys of days start..end, by `campaignId:country:day`. */
  scripted(accountId: number, start: string, end: string): Promise<Map<string, ScriptedUnits>>;
  /** The account's campaigns (the report's campaign columns and the cohort model read them). */
  campaigns(accountId: number): Promise<Map<number, ReportCampaign>>;
  /** The account's report rows, grouped, ordered, filtered and paged in SQL, a batch at a time (memory stays flat). */
  rows(accountId: number, r: ReportRequest, campaigns: Map<number, ReportCampaign>): AsyncIterable<ReportRow[]>;
  /** The rows the cohort engine groups itself: ordered by the grouping, filtered but neither grouped nor paged. */
  units(accountId: number, r: ReportRequest, campaigns: Map<number, ReportCampaign>): AsyncIterable<ReportUnit[]>;
}
