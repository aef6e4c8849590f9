// Adapters from the neighbouring cores (campaigns, assets) to the narrow ports the creatives
// core uses. Wired in container.ts.
import type { CampaignsService } from '../campaigns/campaigns-service.js';
import { DEFAULT_KEY } from '../campaigns/model.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import type { AssetDirectory, CampaignDirectory, CampaignInfo } from './ports.js';
import { checkTextAsset } from './text-rules.js';

export function campaignDirectory(campaigns: CampaignsService): CampaignDirectory {
  return {
    async find(accountId, ref): Promise<CampaignInfo | undefined> {
      try {
        const { campaign, countries } = await campaigns.getWithTargets(accountId, ref);
        return {
          id: campaign.id,
          hashedId: campaign.hashedId,
          accountId: campaign.accountId,
          countries: countries.filter((r) => r.country !== DEFAULT_KEY && !r.disabled).map((r) => r.country),
        };
      } catch (e) {
        if (isDomainError(e) && e.code === 'not_found') return undefined;
        throw e;
      }
    },
  };
}

/**
 * Stand-in used until the asset library is wired: no library files, text assets only.
 */
export function textOnlyAssets(): AssetDirectory {
  const none = new DomainError('unavailable', 'file assets are not available yet', { field: 'file', rule: 'asset library not configured' });
  return {
    getMany: async () => [],
    findBySha1: async () => undefined,
    findByUrl: async () => undefined,
    ingest: async () => { throw none; },
    discard: async () => undefined,
    checkText: checkTextAsset,
  };
}
