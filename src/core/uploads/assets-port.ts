// The asset library (src/core/assets) as the uploads core uses it.
import type { AssetsService } from '../assets/assets-service.js';
import type { UploadAssetsPort } from './model.js';

export function uploadAssetsPort(assets: AssetsService): UploadAssetsPort {
  return {
    // origin v2: the automatic review holds second-generation uploads to the four v2 types
    ingest: (i) => assets.ingest({ ...i, origin: 'v2' }),
    getMany: (accountId, ids) => assets.getMany(accountId, ids),
    async discard(accountId, ids) {
      for (const id of ids) await assets.discard(accountId, id);
    },
  };
}
