// The ads of creative sets: read one, rename or switch it, list a set's. The ads themselves are
// made and removed by AdReconciler from the set's members and the ad templates.
import { notFound } from '../shared/errors.js';
import type { Ad, CreativeSet, SetRef } from './model.js';
import type { CreativesDeps } from './ports.js';
import { checkName } from './rules.js';
import type { SetReader } from './set-reader.js';

export class AdsService {
  constructor(
    private readonly d: CreativesDeps,
    private readonly read: SetReader,
  ) {}

  async get(accountId: number, adId: number): Promise<{ ad: Ad; set: CreativeSet }> {
    const ad = Number.isSafeInteger(adId) ? await this.d.repo.findAd(accountId, adId) : undefined;
    if (!ad) throw notFound('ad');
    const set = await this.read.requireSet(accountId, { id: ad.setId });
    return { ad, set };
  }

  async update(accountId: number, adId: number, patch: { name?: unknown; status?: boolean }): Promise<{ ad: Ad; set: CreativeSet }> {
    const name = patch.name === undefined ? undefined : checkName(patch.name);
    const { ad } = await this.get(accountId, adId);
    if (name !== undefined) ad.name = name;
    if (patch.status !== undefined) ad.status = patch.status;
    ad.updatedAt = this.d.clock.now();
    await this.d.repo.transaction((tx) => tx.updateAd(ad));
    return this.get(accountId, adId);
  }

  async list(accountId: number, ref: SetRef): Promise<{ ads: Ad[]; set: CreativeSet }> {
    const v = await this.read.view(accountId, ref);
    return { set: v.set, ads: v.ads };
  }
}
