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
  processing: ProcessingStatus;
  assetType: FileAssetType | null;
  error: string | null;
}

export function review(i: ReviewInput): { review: ReviewStatus; violationReasons: string[] } {
  if (i.processing === 'processing') return { review: 'IN_REVIEW', violationReasons: [] };
  if (i.processing === 'error' || !i.assetType) return { review: 'REJECTED', violationReasons: [i.error ?? 'processing failed'] };
  if (i.origin === 'v2' && !V2_ASSET_TYPES.includes(i.assetType)) {
    return { review: 'REJECTED', violationReasons: [`asset type ${i.assetType} is not allowed here (allowed: ${V2_ASSET_TYPES.join(', ')})`] };
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
