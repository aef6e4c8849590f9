// Storage the delivery simulator needs (src/storage/repos/delivery-sql-repo.ts).
import type { AdFacts, MemberFacts, SetFacts } from './deliverable-ads.js';
import type { DeliveryCampaign, DeliveryRow, HourOutput } from './model.js';
import type { ScriptCampaign, ScriptedFigures } from './scripted.js';

/** A campaign that may deliver, with its raw settings (decimals as stored). */
export interface CampaignFacts
  extends Pick<DeliveryCampaign, 'id' | 'accountId' | 'hashedId' | 'name' | 'platform' | 'packageName' | 'itunesId' | 'bidType' | 'biddingStrategy' | 'status' | 'startAt' | 'endAt' | 'deviceTypes' | 'web'> {
  /** DEFAULT and country rows; disabled ones left out. */
  targets: { country: string; bid: string | null; budget: string | null; clickUrl: string | null; impressionUrl: string | null; regionCodes: string[] }[];
  setIds: number[];
  pausedSources: string[];
  /** app_ids of the sources the campaign already has a row for (with their external id). */
  knownSources: string[];
}

export interface DeliveryFacts {
  campaigns: CampaignFacts[];
  sets: SetFacts[];
  ads: AdFacts[];
  members: MemberFacts[];
}

export interface PostbackRow {
  id: number;
  accountId: number;
  campaignId: number;
  campaignHashedId: string;
  kind: 'impression' | 'click';
  url: string;
  hour: number;
  createdAt: Date;
  state: 'recorded' | 'queued' | 'sent' | 'failed';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
}

export interface DeliveryRepo {
  /** The next hour to simulate, or undefined before the first tick. */
  nextHour(): Promise<number | undefined>;
  /** Sets the next hour when none is set yet (the first tick); returns the one in force. */
  startAt(hour: number): Promise<number>;
  /** Every live campaign (status on) with what decides its delivery. */
  facts(): Promise<DeliveryFacts>;
  /** Cents spent and installs on `day` so far, per campaign and country. */
  spendOfDay(day: string): Promise<{ campaignId: number; country: string; cost: number; installs: number; clicks: number; impressions: number }[]>;
  /**
   * Writes one hour in one transaction: rows, the daily rollups (summed from the rows), the campaigns' daily figures,
   * sources seen, postbacks (with one sending job for the hour when `queuePostbacks`). With `advanceFrom`, only
   * when the next hour is still that hour (which it then moves on): false when another process did it.
   */
  writeHour(hour: number, out: HourOutput, o: { advanceFrom?: number; queuePostbacks: boolean; now: Date }): Promise<{ written: boolean }>;
  /** Deletes the rows of these days (and their rollups and daily figures), for a backfill. */
  clearDays(fromDay: string, toDay: string): Promise<void>;
  /** Moves the next hour forward to `hour` when it is behind it. */
  advanceTo(hour: number): Promise<void>;
  postbacks(q: { accountId?: number; campaignHashedId?: string; kind?: string; limit: number }): Promise<PostbackRow[]>;
  /** An hour's postbacks still to be sent, in order. */
  queuedPostbacks(hour: number): Promise<PostbackRow[]>;
  /** Gives up on an hour's postbacks still queued. */
  failQueuedPostbacks(hour: number, error: string): Promise<void>;
  markPostback(id: number, p: { state: PostbackRow['state']; attempts: number; responseStatus: number | null; lastError: string | null }): Promise<void>;
  /** Drops postbacks recorded before `before`; returns how many. */
  prunePostbacks(before: Date): Promise<number>;
  /** The (campaign id, country) keys scripted on `day`, as `campaignId:country` (the simulator skips them). */
  scriptedKeys(day: string): Promise<Set<string>>;
  /** The campaigns with these hashed ids (any account), with what spreading their figures needs. */
  scriptCampaigns(hashedIds: string[]): Promise<Map<string, ScriptCampaign>>;
  /**
   * In one transaction: each key's rows replaced by the scripted hourly rows, its mark (with the
   * cohort figures) stored, and the rollups and v1's daily figures of the touched campaign-days rebuilt.
   * Returns how many keys were not scripted before or held other figures (a fixture seeded again
   * reports its identical rows as already there).
   */
  writeScripted(entries: { accountId: number; campaignId: number; figures: ScriptedFigures; rows: DeliveryRow[] }[]): Promise<number>;
  /** Removes the marks and the rows of a campaign's day (one country or all); returns the marks removed. */
  removeScripted(q: { accountId: number; campaignId: number; day: string; country?: string }): Promise<number>;
}
