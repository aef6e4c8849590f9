// Pure rules: the status of a set member, and which ads a set must have. No I/O here, so the
// whole table of templates is unit-tested without a database.
import { isTextType, parseAssetType, type CreativeAssetType } from './asset-types.js';
import type { Ad, AssetInfo, MemberStatus, SetMember } from './model.js';
import { AD_TEMPLATES, templateKey, type AdTemplate } from './templates.js';

export interface DerivedMember {
  type: CreativeAssetType | null;
  status: MemberStatus;
  error: string | null;
}

/**
 * A member's type and status. Text members are ready (they were checked when written). A file
 * member follows its asset's processing; a ready asset whose computed type differs from the type
 * the member was added as is an error (e.g. a 320x50 image added as IMG_MREC by hash).
 */
export function deriveMember(m: SetMember, asset: AssetInfo | undefined): DerivedMember {
  if (m.textValue !== null && m.type && isTextType(m.type)) return { type: m.type, status: 'ready', error: null };
  const computed = asset?.assetType ? parseAssetType(asset.assetType) ?? null : null;
  const type = m.type ?? computed;
  if (m.error) return { type, status: 'error', error: m.error };
  if (m.assetId === null) return { type, status: 'error', error: 'the member has neither a file nor a text' };
  if (!asset) return { type, status: 'error', error: 'the asset no longer exists' };
  if (asset.processing === 'processing') return { type, status: 'processing', error: null };
  if (asset.processing === 'error') return { type, status: 'error', error: asset.error ?? 'processing failed' };
  if (!computed) return { type, status: 'error', error: 'the file fits no asset type' };
  if (m.type && m.type !== computed) {
    return { type, status: 'error', error: `the file is ${computed}, not ${m.type}` };
  }
  return { type: computed, status: 'ready', error: null };
}

export interface AdPlan {
  create: AdTemplate[];
  /** Ads whose template can no longer be served: a needed type has no member left, or only failed ones. */
  remove: Ad[];
}

/**
 * Ad of a template exists once every type it needs has a READY member. An existing ad is kept
 * while a needed type still has a member that is not in error (a replacement still processing
 * keeps the ad, which then shows the new file); it is removed when a needed type has no member
 * left or only members in error.
 */
export function planAds(members: readonly DerivedMember[], existing: readonly Ad[]): AdPlan {
  const ready = new Set<string>();
  const alive = new Set<string>();
  for (const m of members) {
    if (!m.type) continue;
    if (m.status === 'ready') ready.add(m.type);
    if (m.status !== 'error') alive.add(m.type);
  }
  const have = new Map(existing.map((a) => [templateKey(a.size, a.template), a]));
  const known = new Set(AD_TEMPLATES.map((t) => templateKey(t.size, t.name)));
  const create: AdTemplate[] = [];
  const remove: Ad[] = [];
  for (const t of AD_TEMPLATES) {
    const ad = have.get(templateKey(t.size, t.name));
    if (ad) {
      if (!t.needs.every((n) => alive.has(n))) remove.push(ad);
    } else if (t.needs.every((n) => ready.has(n))) {
      create.push(t);
    }
  }
  // An ad whose template left the table is not ours to keep.
  for (const a of existing) if (!known.has(templateKey(a.size, a.template))) remove.push(a);
  return { create, remove };
}
