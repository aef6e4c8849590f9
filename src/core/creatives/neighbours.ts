// Adapters from the neighbouring cores (campaigns, assets) to the narrow ports the creatives
// core uses. Wired in container.ts.
import type { CampaignsService } from '../campaigns/campaigns-service.js';
import { DEFAULT_KEY } from '../campaigns/model.js';
import type { AssetsService } from '../assets/assets-service.js';
import { validateTextAsset } from '../assets/text-assets.js';
import { isDomainError } from '../shared/errors.js';
import type { AssetDirectory, CampaignDirectory, CampaignInfo } from './ports.js';

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

export function assetDirectory(assets: AssetsService, o: { maxUrlBytes?: number } = {}): AssetDirectory {
  return {
    getMany: (accountId, ids) => assets.getMany(accountId, ids),
    findBySha1: (accountId, sha1) => assets.findBySha1(accountId, sha1),
    findByUrl: (accountId, url) => assets.findByUrl(accountId, url),
    ingest: (f) => assets.ingest({ accountId: f.accountId, fileName: f.fileName, contentType: f.contentType, stream: f.stream, expectedType: f.expectedType, maxBytes: f.maxBytes, sha1: f.sha1, origin: 'v1' }),
    discard: (accountId, id) => assets.discard(accountId, id),
    computeType: (accountId, id) => assets.computeType(accountId, id),
    isOwnFileUrl: (url) => assets.isOwnFileUrl(url),
    ingestUrl: (accountId, url, expectedType) => assets.ingestUrl({ accountId, url, expectedType: expectedType ?? null, origin: 'v1', maxBytes: o.maxUrlBytes }),
    normalizeText: (type, value) => validateTextAsset(type, value, 'asset'),
  };
}
