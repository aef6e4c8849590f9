import type { Campaign, CampaignRef, CampaignWithDay, CountryTarget, DailyFigures, Source } from './model.js';
import type { Awaitable } from '../shared/awaitable.js';
import type { NewOperation, OperationLogLimits, OperationLogWriter } from './operation-log.js';

/** Reads; every campaign lookup is scoped by account (another account's campaign is not found). */
export interface CampaignsReader {
  find(accountId: number, ref: CampaignRef): Promise<Campaign | undefined>;
  /** The campaign and its figures of `day` (zeros when nothing was recorded), in one query; at once when cached. */
  findWithDay(accountId: number, ref: CampaignRef, day: string): Awaitable<CampaignWithDay | undefined>;
  /** Every campaign of the account, oldest first, with its figures of `day`. */
  listWithDay(accountId: number, day: string): Promise<CampaignWithDay[]>;
  /** Campaigns of the account, oldest first; `ids`/`hashedIds` filter when given. */
  list(accountId: number, q: { ids?: number[]; hashedIds?: string[]; offset: number; limit: number }): Promise<Campaign[]>;
  /** Country rows (DEFAULT included, disabled included) of each campaign id. */
  countries(campaignIds: number[]): Promise<Map<number, CountryTarget[]>>;
  /** Sources ordered by app_id; all of them without a page. */
  sources(campaignId: number, page?: { offset: number; limit: number }): Promise<Source[]>;
  countSources(campaignId: number): Promise<number>;
  figures(campaignId: number, fromDay: string, toDay: string): Promise<DailyFigures[]>;
}

export interface CampaignsWriter extends CampaignsReader, OperationLogWriter {
  insert(c: Omit<Campaign, 'id'>): Promise<Campaign>;
  /**
   * Finds the campaign and takes its row lock for the rest of the transaction (by writing
   * updated_at), so concurrent changes of one campaign apply one after the other.
   */
  lock(accountId: number, ref: CampaignRef, at: Date): Promise<Campaign | undefined>;
  update(c: Campaign): Promise<void>;
  /**
   * update(c) and appendOperation(entries) as one write: the change and its log entries, in one
   * round trip where the engine allows it (the log's cost, docs/decisions/operation-log.md).
   * Answers the operation id ('' without entries).
   */
  updateLogged(c: Campaign, entries: NewOperation[], limits: OperationLogLimits): Promise<string>;
  /** Replaces the campaign's country rows by `rows`. */
  saveCountries(campaignId: number, rows: CountryTarget[]): Promise<void>;
  /** Inserts or updates sources; undefined fields of an existing source are kept. */
  upsertSources(campaignId: number, rows: { appId: string; appIdExternal?: string; status?: boolean }[], at: Date): Promise<void>;
  /** Sets (replaces) one day's figures. */
  putFigures(campaignId: number, f: DailyFigures): Promise<void>;
}

export interface CampaignsRepo extends CampaignsReader {
  /** Runs fn in one database transaction: all of its writes or none. */
  transaction<T>(fn: (w: CampaignsWriter) => Promise<T>): Promise<T>;
}
