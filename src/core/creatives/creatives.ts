// The creatives core, for both API generations, built from its parts: creative sets, the assets in
// them, their links to campaigns and library assets, and their ads (derived from the members by
// AdReconciler after every change and whenever an asset used by a set finishes processing).
import { AdReconciler } from './ad-reconciler.js';
import { AdsService } from './ads-service.js';
import { CreativeSetsService } from './creative-sets-service.js';
import type { CreativesDeps } from './ports.js';
import { SetLinksService } from './set-links-service.js';
import { SetMembersService } from './set-members-service.js';
import { SetReader } from './set-reader.js';

export interface Creatives {
  sets: CreativeSetsService;
  members: SetMembersService;
  links: SetLinksService;
  ads: AdsService;
  /** Hook for assets.onSettled: a set using the asset may now have (or lose) ads. */
  onAssetSettled(asset: { id: number }): Promise<void>;
}

export function createCreatives(d: CreativesDeps): Creatives {
  const reconciler = new AdReconciler(d);
  const read = new SetReader(d, reconciler);
  return {
    sets: new CreativeSetsService(d, read, reconciler),
    members: new SetMembersService(d, read, reconciler),
    links: new SetLinksService(d, read, reconciler),
    ads: new AdsService(d, read),
    onAssetSettled: (asset) => reconciler.onAssetSettled(asset),
  };
}
