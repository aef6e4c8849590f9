// Creative sets, their members (the assets in them) and ads: one model for both generations.
import type { CreativeAssetType } from './asset-types.js';
import type { AccountType } from '../shared/account-type.js';
import type { AdSize, SizeSwitches } from './templates.js';

export type SetVersion = 'V1' | 'V2';
export type MemberStatus = 'processing' | 'ready' | 'error';

export interface CreativeSet {
  id: number;
  /** 32 lowercase hex: v1 creative_set_id, v2 hashed_id. */
  hashedId: string;
  accountId: number;
  /** The campaigns the set runs in, in the order they were linked; empty for an unattached set. */
  campaignIds: number[];
  name: string;
  /** Lowercase ISO codes; empty = every country of the campaign. */
  countries: string[];
  /** Language codes of spec 1 (see languages.ts); empty = all languages. */
  languages: string[];
  /** The page the set's ads open: APP product_page (custom product page), WEB creative_set_url. */
  productPage: string | null;
  /** true = LIVE, false = PAUSED. */
  status: boolean;
  version: SetVersion;
  /** The account's type. */
  type: AccountType;
  sizes: SizeSwitches;
  createdAt: Date;
  updatedAt: Date;
}

/** One asset in a set: a file of the account's asset library, or a text value. */
export interface SetMember {
  id: number;
  setId: number;
  /** null only while an untyped file is processing, or when its type could not be computed. */
  type: CreativeAssetType | null;
  assetId: number | null;
  textValue: string | null;
  /** A reason set by the creatives rules themselves (e.g. a second asset of a type in a V1 set). */
  error: string | null;
  createdAt: Date;
}

/** What the creatives core needs to know of a library asset (src/core/assets owns the rest). */
export interface AssetInfo {
  id: number;
  accountId: number;
  name: string;
  sha1: string;
  url: string;
  processing: 'processing' | 'ready' | 'error';
  error: string | null;
  /** Computed by the pipeline; null until known. */
  assetType: string | null;
  resourceType: string | null;
  /** Review state for /manage/v1 (IN_REVIEW, ACTIVE, REJECTED). */
  review?: string;
}

/** A member as shown to clients, with the status derived from its asset. */
export interface MemberView {
  member: SetMember;
  asset: AssetInfo | undefined;
  type: CreativeAssetType | null;
  status: MemberStatus;
  error: string | null;
  /** URL of the file, or the text value. */
  value: string;
}

export interface Ad {
  id: number;
  setId: number;
  accountId: number;
  name: string;
  size: AdSize;
  template: string;
  status: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CreativeSetView {
  set: CreativeSet;
  /** v1 campaign_id (32 hex) of each of set.campaignIds, in the same order. */
  campaignHashedIds: string[];
  members: MemberView[];
  ads: Ad[];
}

export type SetRef = { id: number } | { hashedId: string };
export type CampaignRef = { id: number } | { hashedId: string };
