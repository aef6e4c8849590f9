// @campaign-platform/sdk: a typed client of every campaign-platform surface.
//
//   import { CampaignPlatform } from '@campaign-platform/sdk';
//   const cp = new CampaignPlatform({ baseUrl: 'http://127.0.0.1:8080', credentials: { accountId, campaignApiKey } });
//   for await (const c of cp.campaigns.all()) console.log(c.name);
export { CampaignPlatform, Campaigns, CreativeSets, ok, SDK_VERSION, type Campaign, type CampaignCreate, type CampaignOperation, type CampaignUpdate, type ClientOptions, type CreativeSet, type Credentials } from './client.js';
export type { KeyCredentials } from './core.js';
export { CampaignPlatformError, isCampaignPlatformError, type Surface } from './errors.js';
export { OAuth, pkcePair, renewalMargin, type ClientCredentialsConfig, type OAuthCredentials, type RefreshTokenConfig, type TokenSet } from './oauth.js';
export { byOffset, byPage, toArray } from './paging.js';
export { Reports, type AssetReportQuery, type AssetReportRow, type ReportQuery, type ReportReadOptions, type ReportRow } from './reports.js';
export { DEFAULT_RETRY, parseRetryAfter, type RetryOptions } from './retry.js';
export { DEFAULT_CHUNK_BYTES, Suppression, type ChunkConfirmed, type IdSource, type SuppressionOptions, type SuppressionProgress, type SuppressionTotals } from './suppression.js';
export type { RetryEvent } from './transport.js';
export { Assets, contentTypeOf, type AssetItem, type UploadInput, type UploadOptions, type UploadProgress, type UploadResult } from './uploads.js';
export type * as api from './generated/index.js';
