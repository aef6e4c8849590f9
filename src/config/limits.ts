// The per-request and per-key limits of the API surfaces (the real service's values by default).
import { type ConfigVariable, type Env, int } from './parse.js';

export interface LimitsConfig {
  suppression: {
    /** Largest accepted request body in bytes; larger requests get 413. */
    maxBodyBytes: number;
  };
  /** Largest file of POST /campaign_management/v1/creative_set_assets, bytes. */
  creativesMaxFileBytes: number;
  /** /manage/v1 limits (real service values by default). */
  manage: {
    /** Requests per key within rateWindowMs before the key is refused for rateBlockMs. */
    rateLimitRequests: number;
    rateWindowMs: number;
    rateBlockMs: number;
    /** Error responses (and failed upload files) per key within errorWindowMs before a block of errorBlockMs. */
    errorLimit: number;
    errorWindowMs: number;
    errorBlockMs: number;
    /** Upload limits of asset/upload. */
    maxFilesPerUpload: number;
    maxFileBytes: number;
    maxUploadBytes: number;
  };
}

export const LIMITS_VARIABLES: readonly ConfigVariable[] = [
  ['SUPPRESSION_MAX_BODY_BYTES', '536870912', 'largest suppression request body; larger gets 400 naming the limit'],
  ['MANAGE_RATE_LIMIT_REQUESTS', '1000', '/manage/v1: requests per key per window; past it the key gets 429'],
  ['MANAGE_RATE_WINDOW_MS', '60000', '/manage/v1: the request-count window'],
  ['MANAGE_RATE_BLOCK_MS', '600000', '/manage/v1: how long a key over the request limit gets 429 (Retry-After says the rest)'],
  ['MANAGE_ERROR_LIMIT', '100', '/manage/v1: error responses (and failed upload files) per key per error window; past it 429 with code 100007'],
  ['MANAGE_ERROR_WINDOW_MS', '300000', '/manage/v1: the error-count window'],
  ['MANAGE_ERROR_BLOCK_MS', '86400000', '/manage/v1: how long a key over the error limit gets 429'],
  ['MANAGE_MAX_FILES_PER_UPLOAD', '40', '/manage/v1/asset/upload: files per request'],
  ['MANAGE_MAX_FILE_BYTES', '1073741824', '/manage/v1/asset/upload: largest file'],
  ['MANAGE_MAX_UPLOAD_BYTES', '10737418240', '/manage/v1/asset/upload: largest request'],
  ['CREATIVES_MAX_FILE_BYTES', '1073741824', '/campaign_management/v1/creative_set_assets: largest file; larger gets 400 and nothing is kept'],
];

export function limitsSettings(env: Env): LimitsConfig {
  return {
    suppression: {
      maxBodyBytes: int(env, 'SUPPRESSION_MAX_BODY_BYTES', 512 * 1024 * 1024, 1024, 8 * 1024 * 1024 * 1024),
    },
    creativesMaxFileBytes: int(env, 'CREATIVES_MAX_FILE_BYTES', 1024 * 1024 * 1024, 1, 64 * 1024 * 1024 * 1024),
    manage: {
      rateLimitRequests: int(env, 'MANAGE_RATE_LIMIT_REQUESTS', 1000, 1, 10_000_000),
      rateWindowMs: int(env, 'MANAGE_RATE_WINDOW_MS', 60_000, 1, 86_400_000),
      rateBlockMs: int(env, 'MANAGE_RATE_BLOCK_MS', 600_000, 0, 86_400_000 * 7),
      errorLimit: int(env, 'MANAGE_ERROR_LIMIT', 100, 1, 10_000_000),
      errorWindowMs: int(env, 'MANAGE_ERROR_WINDOW_MS', 300_000, 1, 86_400_000),
      errorBlockMs: int(env, 'MANAGE_ERROR_BLOCK_MS', 86_400_000, 0, 86_400_000 * 7),
      maxFilesPerUpload: int(env, 'MANAGE_MAX_FILES_PER_UPLOAD', 40, 1, 1000),
      maxFileBytes: int(env, 'MANAGE_MAX_FILE_BYTES', 1024 ** 3, 1, 64 * 1024 ** 3),
      maxUploadBytes: int(env, 'MANAGE_MAX_UPLOAD_BYTES', 10 * 1024 ** 3, 1, 640 * 1024 ** 3),
    },
  };
}
