// Ads from templates: a set's ads are derived state, recomputed from its members (ad-plan.ts)
// after every change and whenever an asset used by a set finishes processing.
import { deriveMember, planAds } from './ad-plan.js';
import type { Ad } from './model.js';
import { assetsOf, pendingAsset } from './member-views.js';
import type { CreativesDeps } from './ports.js';
import { MAX_PER_TYPE } from './rules.js';
import { DESIGNATOR_OF_SIZE, defaultAdName, templateKey } from './templates.js';

export class AdReconciler {
  constructor(private readonly d: CreativesDeps) {}

  /** Hook for assets.onSettled: a set using the asset may now have (or lose) ads. */
  async onAssetSettled(asset: { id: number }): Promise<void> {
    for (const { setId } of await this.d.repo.setIdsUsingAsset(asset.id)) await this.reconcile(setId);
  }

  /**
   * Brings a set's ads in line with its members. Asset states are read before the transaction
   * (assets only move from processing to ready/error, so a stale read is at worst 'processing',
   * and the asset's own onSettled reconciles again). Untyped files take their computed type here.
   * `copyFrom`: ads of a source set whose names and statuses new ads of the same template take.
   */
  async reconcile(setId: number, copyFrom: readonly Ad[] = []): Promise<void> {
    const setRow = await this.d.repo.findSetById(setId);
    if (!setRow) return;
    const snapshot = await this.d.repo.membersOf([setId]);
    const seen = new Set(snapshot.map((m) => m.id));
    const assets = await assetsOf(this.d.assets, setRow.accountId, snapshot);
    const at = this.d.clock.now();
    const copy = new Map(copyFrom.map((a) => [templateKey(a.size, a.template), a]));
    await this.d.repo.transaction(async (tx) => {
      const s = await tx.findSet(setRow.accountId, { id: setId }, true);
      if (!s) return;
      const members = await tx.members(setId);
      const derived = new Map<number, ReturnType<typeof deriveMember>>();
      for (const m of members) {
        // A member added after the snapshot: its asset counts as processing until the next reconcile.
        const asset = m.assetId === null ? undefined : seen.has(m.id) ? assets.get(m.assetId) : pendingAsset(m);
        derived.set(m.id, deriveMember(m, asset));
      }
      // Untyped files that finished: take the computed type, unless a V1 set already holds that type.
      for (const m of members) {
        const d = derived.get(m.id)!;
        if (m.type !== null || !d.type || d.status === 'processing') continue;
        const rivals = members.filter((o) => o.id !== m.id && (derived.get(o.id)?.type === d.type) && derived.get(o.id)?.status !== 'error');
        if (rivals.length >= MAX_PER_TYPE[s.version]) {
          const error = `the creative set already has ${s.version === 'V1' ? 'a' : MAX_PER_TYPE.V2} ${d.type}; send update=true with type ${d.type} to replace it`;
          await tx.updateMember({ ...m, type: d.type, error });
          derived.set(m.id, { type: d.type, status: 'error', error });
        } else {
          await tx.updateMember({ ...m, type: d.type });
        }
      }
      const plan = planAds([...derived.values()], await tx.ads(setId));
      await tx.deleteAds(plan.remove.map((a) => a.id));
      for (const t of plan.create) {
        const enabled = s.sizes[DESIGNATOR_OF_SIZE[t.size]];
        const src = copy.get(templateKey(t.size, t.name));
        await tx.insertAd({
          setId, accountId: s.accountId, size: t.size, template: t.name,
          name: src?.name ?? defaultAdName(s.name, t), status: enabled && (src?.status ?? true), at,
        });
      }
    });
  }
}
