// Reads every creatives service shares: a set, campaign or library asset of the account (another
// account's is "not found", exactly like an unknown one), and the views the APIs render. A view
// never shows a ready asset without its ads: a set read in the short window between an asset
// settling and its reconcile is brought up to date first.
import { invalid, notFound } from '../shared/errors.js';
import type { AdReconciler } from './ad-reconciler.js';
import type { AssetInfo, CampaignRef, CreativeSet, CreativeSetView, MemberView, SetRef } from './model.js';
import { assetsOf, isStale, memberView, validRef } from './member-views.js';
import type { CampaignInfo, CreativesDeps, CreativesTx } from './ports.js';

export class SetReader {
  constructor(
    private readonly d: CreativesDeps,
    private readonly reconciler: AdReconciler,
  ) {}

  async requireSet(accountId: number, ref: SetRef): Promise<CreativeSet> {
    const s = validRef(ref) ? await this.d.repo.findSet(accountId, ref) : undefined;
    if (!s) throw notFound('creative set');
    return s;
  }

  async requireSets(accountId: number, ids: readonly number[]): Promise<CreativeSet[]> {
    const found = new Map((await this.d.repo.listSets({ accountId, ids, page: 1, size: ids.length })).map((s) => [s.id, s]));
    return ids.map((id) => {
      const s = found.get(id);
      if (!s) throw notFound(`creative set ${id}`);
      return s;
    });
  }

  async lockedSet(tx: CreativesTx, accountId: number, ref: SetRef): Promise<CreativeSet> {
    const s = await tx.findSet(accountId, ref, true);
    if (!s) throw notFound('creative set');
    return s;
  }

  async campaign(accountId: number, ref: CampaignRef, field: string, asNotFound = false): Promise<CampaignInfo> {
    const c = validRef(ref) ? await this.d.campaigns.find(accountId, ref) : undefined;
    if (!c) {
      if (asNotFound) throw notFound('campaign');
      throw invalid(field, 'must be a campaign of this account');
    }
    return c;
  }

  async requireCampaigns(accountId: number, ids: readonly number[]): Promise<number[]> {
    for (const id of ids) if (!(await this.d.campaigns.find(accountId, { id }))) throw notFound(`campaign ${id}`);
    return [...ids];
  }

  /** Library assets named in a request body: an unknown id is a 400 naming its place. */
  async libraryAssets(accountId: number, ids: readonly number[], field: string): Promise<AssetInfo[]> {
    const unique = [...new Set(ids)];
    const found = new Map((await this.d.assets.getMany(accountId, unique)).map((a) => [a.id, a]));
    return unique.map((id, i) => {
      const a = found.get(id);
      if (!a) throw invalid(`${field}[${i}].id`, 'must be an asset of this account');
      return a;
    });
  }

  /** Library assets named by id in an association call: an unknown id is "not found". */
  async libraryAssetsById(accountId: number, ids: readonly number[]): Promise<AssetInfo[]> {
    const found = new Map((await this.d.assets.getMany(accountId, ids)).map((a) => [a.id, a]));
    return ids.map((id) => {
      const a = found.get(id);
      if (!a) throw notFound(`asset ${id}`);
      return a;
    });
  }

  async setsUsing(accountId: number, assetIds: readonly number[]): Promise<CreativeSet[]> {
    const ids = new Set<number>();
    for (const a of assetIds) for (const u of await this.d.repo.setIdsUsingAsset(a)) if (u.accountId === accountId) ids.add(u.setId);
    return ids.size ? this.requireSets(accountId, [...ids]) : [];
  }

  /** The set's members as they look now (type and status derived from their assets). */
  async derived(accountId: number, setId: number): Promise<Map<number, MemberView>> {
    const members = await this.d.repo.membersOf([setId]);
    const assets = await assetsOf(this.d.assets, accountId, members);
    return new Map(members.map((m) => [m.id, memberView(m, m.assetId === null ? undefined : assets.get(m.assetId))]));
  }

  async view(accountId: number, ref: SetRef): Promise<CreativeSetView> {
    const s = await this.requireSet(accountId, ref);
    return (await this.views(accountId, [s]))[0]!;
  }

  async views(accountId: number, sets: readonly CreativeSet[], fresh = false): Promise<CreativeSetView[]> {
    if (!sets.length) return [];
    const ids = sets.map((s) => s.id);
    const [members, ads] = await Promise.all([this.d.repo.membersOf(ids), this.d.repo.adsOf(ids)]);
    const assets = await assetsOf(this.d.assets, accountId, members);
    const campaigns = new Map<number, string>();
    for (const cid of new Set(sets.flatMap((s) => s.campaignIds))) {
      campaigns.set(cid, (await this.d.campaigns.find(accountId, { id: cid }))?.hashedId ?? '');
    }
    const out = sets.map((set) => ({
      set,
      campaignHashedIds: set.campaignIds.map((cid) => campaigns.get(cid) ?? ''),
      members: members.filter((m) => m.setId === set.id).map((m) => memberView(m, m.assetId === null ? undefined : assets.get(m.assetId))),
      ads: ads.filter((a) => a.setId === set.id),
    }));
    if (fresh) return out;
    // An asset settles before its onSettled listener reconciles the sets using it. A reader in that
    // short window would see a ready asset without its ads: bring such a set up to date first.
    const stale = out.filter((v) => isStale(v));
    if (!stale.length) return out;
    for (const v of stale) await this.reconciler.reconcile(v.set.id);
    const again = new Map((await this.views(accountId, stale.map((v) => v.set), true)).map((v) => [v.set.id, v]));
    return out.map((v) => again.get(v.set.id) ?? v);
  }
}
