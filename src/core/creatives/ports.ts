// What the creatives core needs from storage and from its neighbours (campaigns, assets).
// container.ts adapts the real services to these interfaces.
import type { CreativeAssetType, FileAssetType, TextAssetType } from './asset-types.js';
import type { Ad, AssetInfo, CampaignRef, CreativeSet, SetMember, SetRef } from './model.js';
import type { AdSize } from './templates.js';
import type { Clock, IdGenerator } from '../shared/ports.js';

export interface CampaignInfo {
  id: number;
  hashedId: string;
  accountId: number;
  /** Lowercase codes of the campaign's active country targets; empty when it targets none. */
  countries: string[];
}

export interface CampaignDirectory {
  /** undefined when missing or another account's. */
  find(accountId: number, ref: CampaignRef): Promise<CampaignInfo | undefined>;
}

export interface IngestFile {
  accountId: number;
  fileName: string;
  contentType?: string;
  stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>;
  expectedType?: FileAssetType;
  /** Largest accepted size in bytes; a bigger stream fails with payload_too_large and leaves nothing. */
  maxBytes?: number;
  /** The stream's SHA-1 as its feeder computed it (the library then does not hash it again). */
  sha1?: () => Promise<string>;
}

export interface AssetDirectory {
  getMany(accountId: number, ids: readonly number[]): Promise<AssetInfo[]>;
  findBySha1(accountId: number, sha1: string): Promise<AssetInfo | undefined>;
  findByUrl(accountId: number, url: string): Promise<AssetInfo | undefined>;
  /** Streams a file into the library; processing continues asynchronously. */
  ingest(file: IngestFile): Promise<AssetInfo>;
  /** Deletes an asset ingested by a request that then failed (blob, row, job). No-op if in use elsewhere. */
  discard(accountId: number, assetId: number): Promise<void>;
  /** The type processing will give this asset's file, computed now (or why it has none). */
  computeType(accountId: number, assetId: number): Promise<{ ok: true; assetType: FileAssetType } | { ok: false; error: string }>;
  /** Whether the URL is one of this platform's own file URLs (never fetched: looked up instead). */
  isOwnFileUrl(url: string): boolean;
  /** An asset given by another host's URL: recorded as processing and fetched in the background. */
  ingestUrl(accountId: number, url: string, expectedType?: FileAssetType): Promise<AssetInfo>;
  /** The text as stored (trimmed; TXT_RATING as "4.5"), or throws invalid('asset', rule). */
  normalizeText(type: TextAssetType, value: string): string;
}

/** A set as stored on creation: the set's own fields, without what storage assigns. */
export type NewSet = Omit<CreativeSet, 'id' | 'type' | 'createdAt' | 'updatedAt'> & { at: Date };

export interface NewMember {
  type: CreativeAssetType | null;
  assetId: number | null;
  textValue: string | null;
  error?: string | null;
  /** Made by this request from a URL: discarded again if the request fails. */
  fetched?: boolean;
}

export interface NewAd {
  setId: number;
  accountId: number;
  name: string;
  size: AdSize;
  template: string;
  status: boolean;
  at: Date;
}

export interface SetQuery {
  accountId: number;
  campaignIds?: readonly number[];
  ids?: readonly number[];
  hashedIds?: readonly string[];
  /** Page from 1. */
  page: number;
  size: number;
}

/** Operations inside one transaction. */
export interface CreativesTx {
  findSet(accountId: number, ref: SetRef, forUpdate?: boolean): Promise<CreativeSet | undefined>;
  /** Inserts the set and links it to its campaignIds. */
  insertSet(s: NewSet): Promise<CreativeSet>;
  /** Links the set to these campaigns (already linked ones are left as they are); how many were new. */
  linkCampaigns(set: CreativeSet, campaignIds: readonly number[], at: Date): Promise<number>;
  /** Unlinks the set from these campaigns (all when undefined); how many links went. */
  unlinkCampaigns(setId: number, campaignIds?: readonly number[]): Promise<number>;
  updateSet(s: CreativeSet): Promise<void>;
  members(setId: number): Promise<SetMember[]>;
  insertMember(setId: number, m: NewMember, at: Date): Promise<SetMember>;
  updateMember(m: Pick<SetMember, 'id' | 'type' | 'assetId' | 'textValue' | 'error'>): Promise<void>;
  deleteMembers(ids: readonly number[]): Promise<void>;
  ads(setId: number): Promise<Ad[]>;
  /** Ignored when the set already has an ad of that size and template. */
  insertAd(a: NewAd): Promise<void>;
  deleteAds(ids: readonly number[]): Promise<void>;
  updateAd(a: Ad): Promise<void>;
  setAdsStatusBySizes(setId: number, sizes: readonly AdSize[], status: boolean, at: Date): Promise<void>;
}

export interface CreativesRepo {
  transaction<T>(fn: (tx: CreativesTx) => Promise<T>): Promise<T>;
  findSet(accountId: number, ref: SetRef): Promise<CreativeSet | undefined>;
  /** Internal lookup without the account scope (background reconcile). */
  findSetById(setId: number): Promise<CreativeSet | undefined>;
  listSets(q: SetQuery): Promise<CreativeSet[]>;
  membersOf(setIds: readonly number[]): Promise<SetMember[]>;
  adsOf(setIds: readonly number[]): Promise<Ad[]>;
  findAd(accountId: number, adId: number): Promise<Ad | undefined>;
  /** Ids of sets (any account) with a member pointing at the asset. */
  setIdsUsingAsset(assetId: number): Promise<{ setId: number; accountId: number }[]>;
}

/** What every creatives service is built with (container.ts). */
export interface CreativesDeps {
  repo: CreativesRepo;
  campaigns: CampaignDirectory;
  assets: AssetDirectory;
  clock: Clock;
  ids: IdGenerator;
}
