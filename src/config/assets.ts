// Asset files: where they are stored (a local directory or an S3-compatible bucket), served, fetched and inspected.
import path from 'node:path';
import { ConfigError, type ConfigVariable, type Env, bool, int, url } from './parse.js';

export interface AssetsConfig {
  /** Address under which stored asset files are served; defaults to publicUrl. */
  assetHost: string;
  /** Directory of the local blob store (asset files); defaults to dataDir/blobs. */
  blobDir: string;
  /** Where asset files are stored: a local directory, or an S3-compatible bucket shared by every process. */
  blobStore: { kind: 'local' } | { kind: 's3'; endpoint: string | undefined; region: string; bucket: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean; prefix: string };
  /** Assets given as a URL (creative_set_assets `asset`). */
  assetFetch: {
    /** Allow private, loopback and link-local addresses (local development and tests only). */
    allowPrivate: boolean;
    /** Longest a download may take. */
    timeoutMs: number;
    /** Downloads one process runs at once (the fetch pool: its own workers, never the processing ones). */
    concurrency: number;
    /** Downloads of one account running at once, on every process together. */
    perAccount: number;
  };
  /** Longest the inspection of one file may take (a file past it fails with the reason). */
  assetInspectTimeoutMs: number;
}

export const ASSETS_VARIABLES: readonly ConfigVariable[] = [
  ['ASSET_FETCH_ALLOW_PRIVATE', 'false', 'let assets given as a URL be fetched from private, loopback and link-local addresses (local development only)'],
  ['ASSET_FETCH_TIMEOUT_MS', '60000', 'longest download of an asset given as a URL'],
  ['ASSET_FETCH_CONCURRENCY', '8', 'downloads of assets given as a URL one process runs at once (their own pool: a slow host never holds a processing worker)'],
  ['ASSET_FETCH_PER_ACCOUNT', '2', 'downloads of one account running at once, on every process together'],
  ['ASSET_INSPECT_TIMEOUT_MS', '30000', 'longest inspection of one file; past it the file fails with that reason'],
  ['ASSET_HOST', 'PUBLIC_URL', 'base URL of hosted asset files'],
  ['BLOB_STORE', 'local', 'where asset files are stored: local (BLOB_DIR) or s3 (an S3-compatible bucket every process shares)'],
  ['BLOB_DIR', 'DATA_DIR/blobs', 'directory of stored asset files (local blob store)'],
  ['S3_ENDPOINT', 'AWS', 'BLOB_STORE=s3: http(s) URL of an S3-compatible server (MinIO, Ceph, R2, ...); unset for AWS S3 itself'],
  ['S3_REGION', 'us-east-1', 'BLOB_STORE=s3: region'],
  ['S3_BUCKET', 'none', 'BLOB_STORE=s3: bucket (required; must exist)'],
  ['S3_ACCESS_KEY_ID', 'none', 'BLOB_STORE=s3: access key (unset: the AWS SDK\'s default credential chain)'],
  ['S3_SECRET_ACCESS_KEY', 'none', 'BLOB_STORE=s3: secret key (set with S3_ACCESS_KEY_ID)'],
  ['S3_FORCE_PATH_STYLE', 'false', 'BLOB_STORE=s3: path-style URLs (http://host/bucket/key), needed by most self-hosted servers'],
  ['S3_PREFIX', 'none', 'BLOB_STORE=s3: prefix of every object name, to share a bucket'],
];

export function assetsSettings(env: Env, cwd: string, dataDir: string, publicUrl: string): AssetsConfig {
  return {
    assetHost: env.ASSET_HOST ? url('ASSET_HOST', env.ASSET_HOST) : publicUrl,
    blobDir: path.resolve(cwd, (env.BLOB_DIR ?? '').trim() || path.join(dataDir, 'blobs')),
    blobStore: parseBlobStore(env),
    assetFetch: {
      allowPrivate: bool(env, 'ASSET_FETCH_ALLOW_PRIVATE', false),
      timeoutMs: int(env, 'ASSET_FETCH_TIMEOUT_MS', 60_000, 100, 3_600_000),
      concurrency: int(env, 'ASSET_FETCH_CONCURRENCY', 8, 1, 256),
      perAccount: int(env, 'ASSET_FETCH_PER_ACCOUNT', 2, 1, 256),
    },
    assetInspectTimeoutMs: int(env, 'ASSET_INSPECT_TIMEOUT_MS', 30_000, 1, 3_600_000),
  };
}

function parseBlobStore(env: Env): AssetsConfig['blobStore'] {
  const kind = (env.BLOB_STORE ?? '').trim().toLowerCase() || 'local';
  const s3Vars = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', 'S3_REGION'];
  if (kind === 'local') {
    const stray = s3Vars.filter((v) => (env[v] ?? '').trim());
    // S3 settings with the local store are almost certainly a forgotten BLOB_STORE=s3: files
    // would silently go to one machine's disk.
    if (stray.length) throw new ConfigError(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but BLOB_STORE is local: set BLOB_STORE=s3 to use S3`);
    return { kind: 'local' };
  }
  if (kind !== 's3') throw new ConfigError(`BLOB_STORE must be local or s3, got "${env.BLOB_STORE}"`);
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) throw new ConfigError('S3_BUCKET is required when BLOB_STORE=s3');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a valid bucket name (3-63 lowercase letters, digits, dots and hyphens), got "${bucket}"`);
  const accessKeyId = (env.S3_ACCESS_KEY_ID ?? '').trim() || undefined;
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY ?? '').trim() || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const region = (env.S3_REGION ?? '').trim() || 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  const prefix = (env.S3_PREFIX ?? '').trim();
  if (prefix && !/^[A-Za-z0-9._\/-]{1,200}$/.test(prefix)) throw new ConfigError(`S3_PREFIX may hold letters, digits, '.', '_', '-' and '/' only, got "${prefix}"`);
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT?.trim() ? url('S3_ENDPOINT', env.S3_ENDPOINT.trim()) : undefined,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
    prefix,
  };
}
