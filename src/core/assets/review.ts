// The automatic review that follows processing (the spec names the statuses, not the moves).
// Deterministic rules, in order:
//   1. processing failed            -> REJECTED, the processing error is the violation reason;
//   2. uploaded through /manage/v1 and the type is not one of the four that generation allows in
//      creative sets (HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER) -> REJECTED;
//   3. otherwise                    -> ACTIVE.
// While processing, an asset is IN_REVIEW.
import type { SettleRow } from './assets-repo.js';
import { V2_ASSET_TYPES, type AssetOrigin, type FileAssetType, type ProcessingStatus, type ResourceType, type ReviewStatus } from './model.js';

export interface ReviewInput {
  origin: AssetOrigin;
  /** The file types the account's /manage/v1 creative sets take (its account type's); default spec 2's four. */
  v2Types?: readonly FileAssetType[];
  processing: ProcessingStatus;
  assetType: FileAssetType | null;
  error: string | null;
}

export function review(i: ReviewInput): { review: ReviewStatus; violationReasons: string[] } {
  if (i.processing === 'processing') return { review: 'IN_REVIEW', violationReasons: [] };
  if (i.processing === 'error' || !i.assetType) return { review: 'REJECTED', violationReasons: [i.error ?? 'processing failed'] };
  if (i.origin === 'v2' && !(i.v2Types ?? V2_ASSET_TYPES).includes(i.assetType)) {
    return { review: 'REJECTED', violationReasons: [notForSecondGeneration(i.assetType, i.v2Types)] };
  }
  return { review: 'ACTIVE', violationReasons: [] };
}

/** What a file that failed (upload, download or processing) settles as: in error, rejected with the reason. */
export function failedSettle(
  origin: AssetOrigin,
  reason: string,
  settledAt: Date,
  kept: { contentType: string | null; resourceType: ResourceType | null } = { contentType: null, resourceType: null },
): SettleRow {
  const r = review({ origin, processing: 'error', assetType: null, error: reason });
  return {
    processing: 'error', error: reason, contentType: kept.contentType, resourceType: kept.resourceType, assetType: null,
    width: null, height: null, durationMs: null, review: r.review, violationReasons: r.violationReasons, settledAt,
  };
}

const TYPE_WORDS: Record<FileAssetType, string> = {
  IMG_BANNER: 'a banner image', IMG_LEADER: 'a leaderboard image', IMG_MREC: 'an MREC image', IMG_NATIVE: 'a native ad image',
  IMG_INTER_P: 'a portrait interstitial image', IMG_INTER_L: 'a landscape interstitial image', IMG_ICON: 'an app icon',
  VID_SHORT_P: 'a short portrait video', VID_LONG_P: 'a long portrait video', HOSTED_HTML: 'a playable (HTML)',
};

/**
 * Why a file uploaded through /manage/v1 is refused although it was processed, and where it can be
 * used instead: the same bytes are ACTIVE through the first generation, whose creative sets take
 * every file type (spec 1), while spec 2 allows four types in /manage/v1 creative sets.
 */
export function notForSecondGeneration(type: FileAssetType, v2Types: readonly FileAssetType[] = V2_ASSET_TYPES): string {
  return `${type} (${TYPE_WORDS[type]}) cannot be used in /manage/v1 creative sets, which take only ${v2Types.join(', ')}; ` +
    'it can be used in first-generation creative sets (upload it with POST /campaign_management/v1/creative_set_assets/{creative_set_id})';
}
