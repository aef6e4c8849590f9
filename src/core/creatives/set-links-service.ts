// Associations of the current second-generation API: which campaigns a set runs in, and which
// library assets are in which sets. All-or-nothing: every id is checked (it must be the account's:
// another account's id is "not found", exactly like an unknown one) before anything changes, and
// the changes of one call are one transaction. Links that already exist, or removals of links that
// do not, are no-ops; repeated ids count once.
import { invalid } from '../shared/errors.js';
import type { AdReconciler } from './ad-reconciler.js';
import type { CreativeAssetType } from './asset-types.js';
import type { CreativesDeps } from './ports.js';
import { MAX_PER_TYPE } from './rules.js';
import type { SetReader } from './set-reader.js';

/** At most this many ids per association call (the current service's limits). */
export const MAX_LINKED_CAMPAIGNS = 20;
export const MAX_LINKED_SETS = 50;
export const MAX_LINKED_ASSETS = 10;

export class SetLinksService {
  constructor(
    private readonly d: CreativesDeps,
    private readonly read: SetReader,
    private readonly ads: AdReconciler,
  ) {}

  /** Links every set to every campaign. */
  async linkCampaigns(accountId: number, setIds: readonly number[], campaignIds: readonly number[]): Promise<void> {
    const sets = await this.read.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const campaigns = await this.read.requireCampaigns(accountId, checkIdList(campaignIds, 'campaign_ids', MAX_LINKED_CAMPAIGNS));
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.read.lockedSet(tx, accountId, { id: s.id });
        if ((await tx.linkCampaigns(locked, campaigns, at)) > 0) await tx.updateSet({ ...locked, updatedAt: at });
      }
    });
  }

  /** Unlinks one set from these campaigns (all of its campaigns when campaignIds is undefined). */
  async unlinkCampaigns(accountId: number, setIds: readonly number[], campaignIds?: readonly number[]): Promise<void> {
    const sets = await this.read.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const campaigns = campaignIds === undefined ? undefined : await this.read.requireCampaigns(accountId, checkIdList(campaignIds, 'campaign_ids', MAX_LINKED_CAMPAIGNS));
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.read.lockedSet(tx, accountId, { id: s.id });
        if ((await tx.unlinkCampaigns(s.id, campaigns)) > 0) await tx.updateSet({ ...locked, updatedAt: at });
      }
    });
  }

  /** Adds every asset to every set (an asset already in a set stays as it is), within each set's per-type limit. */
  async addAssetsToSets(accountId: number, assetIds: readonly number[], setIds: readonly number[]): Promise<void> {
    const assets = await this.read.libraryAssetsById(accountId, checkIdList(assetIds, 'asset_ids', MAX_LINKED_ASSETS));
    const sets = await this.read.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.read.lockedSet(tx, accountId, { id: s.id });
        const members = await tx.members(s.id);
        const present = new Set(members.map((m) => m.assetId).filter((x): x is number => x !== null));
        const adding = assets.filter((a) => !present.has(a.id));
        if (!adding.length) continue;
        const perType = new Map<string, number>();
        for (const m of members) if (m.type && !m.error) perType.set(m.type, (perType.get(m.type) ?? 0) + 1);
        for (const a of adding) {
          if (!a.assetType) continue;
          const n = (perType.get(a.assetType) ?? 0) + 1;
          perType.set(a.assetType, n);
          if (n > MAX_PER_TYPE[locked.version]) {
            throw invalid('asset_ids', `creative set ${s.id} would hold ${n} assets of type ${a.assetType}; a ${locked.version} creative set holds at most ${MAX_PER_TYPE[locked.version]}`);
          }
        }
        for (const a of adding) await tx.insertMember(s.id, { type: (a.assetType ?? null) as CreativeAssetType | null, assetId: a.id, textValue: null }, at);
        await tx.updateSet({ ...locked, updatedAt: at });
      }
    });
    for (const s of sets) await this.ads.reconcile(s.id);
  }

  /** Takes the assets out of these sets (out of every set of the account when setIds is undefined). */
  async removeAssetsFromSets(accountId: number, assetIds: readonly number[], setIds?: readonly number[]): Promise<void> {
    const assets = await this.read.libraryAssetsById(accountId, checkIdList(assetIds, 'asset_ids', MAX_LINKED_ASSETS));
    const sets = setIds === undefined
      ? await this.read.setsUsing(accountId, assets.map((a) => a.id))
      : await this.read.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const wanted = new Set(assets.map((a) => a.id));
    const at = this.d.clock.now();
    const changed: number[] = [];
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.read.lockedSet(tx, accountId, { id: s.id });
        const hit = (await tx.members(s.id)).filter((m) => m.assetId !== null && wanted.has(m.assetId));
        if (!hit.length) continue;
        await tx.deleteMembers(hit.map((m) => m.id));
        await tx.updateSet({ ...locked, updatedAt: at });
        changed.push(s.id);
      }
    });
    for (const id of changed) await this.ads.reconcile(id);
  }
}

/** Positive integer ids, at least one, at most `max` of them; a repeated id counts once. */
function checkIdList(ids: readonly number[], field: string, max: number): number[] {
  if (!ids.length) throw invalid(field, 'must hold at least one id');
  if (ids.length > max) throw invalid(field, `at most ${max} ids`);
  ids.forEach((id, i) => {
    if (!Number.isSafeInteger(id) || id < 1) throw invalid(`${field}[${i}]`, 'must be a positive integer id');
  });
  return [...new Set(ids)];
}
