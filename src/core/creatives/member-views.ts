// Pure views of a creative set's members and the checks every creatives service shares: what a
// member looks like given its asset's current state, whether a set's ads lag behind its members,
// and whether a reference is well-formed before it reaches the repository.
import { deriveMember, planAds } from './ad-plan.js';
import type { AssetInfo, CampaignRef, CreativeSetView, MemberView, SetMember, SetRef } from './model.js';
import type { AssetDirectory } from './ports.js';

export function memberView(m: SetMember, asset: AssetInfo | undefined): MemberView {
  const d = deriveMember(m, asset);
  return { member: m, asset, type: d.type, status: d.status, error: d.error, value: m.textValue ?? asset?.url ?? '' };
}

/** A member added after the asset snapshot was read: treat its asset as still processing. */
export function pendingAsset(m: SetMember): AssetInfo {
  return { id: m.assetId ?? 0, accountId: 0, name: '', sha1: '', url: '', processing: 'processing', error: null, assetType: null, resourceType: null };
}

/** True when the set's ads or member types lag behind its members' current states. */
export function isStale(v: CreativeSetView): boolean {
  if (v.members.some((m) => m.member.type === null && m.type !== null && m.status !== 'processing')) return true;
  const plan = planAds(v.members, v.ads);
  return plan.create.length > 0 || plan.remove.length > 0;
}

/** The library assets of these members, by id (one read). */
export async function assetsOf(assets: AssetDirectory, accountId: number, members: readonly SetMember[]): Promise<Map<number, AssetInfo>> {
  const ids = [...new Set(members.map((m) => m.assetId).filter((x): x is number => x !== null))];
  if (!ids.length) return new Map();
  return new Map((await assets.getMany(accountId, ids)).map((a) => [a.id, a]));
}

export function validRef(ref: SetRef | CampaignRef): boolean {
  return 'id' in ref ? Number.isSafeInteger(ref.id) && ref.id > 0 : /^[0-9a-f]{32}$/.test(ref.hashedId);
}
