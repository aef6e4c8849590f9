// The one place that reads the environment. Everything else receives a Config.
import net from 'node:net';
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** Base URL printed in start-up hints and used for links the server hands out. */
  publicUrl: string;
  dataDir: string;
  /** Postgres connection string; undefined means the embedded SQLite database under dataDir. */
  databaseUrl: string | undefined;
  /** Path of the SQLite file when databaseUrl is undefined. */
  sqlitePath: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Create and print a demo account when the database has no account. */
  seedDemo: boolean;
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
  /** Address under which stored asset files are served; defaults to publicUrl. */
  assetHost: string;
  /** Run the job worker inside the server process. */
  inlineWorker: boolean;
  /** Directory of the local blob store (asset files); defaults to dataDir/blobs. */
  blobDir: string;
  /** Where asset files are stored: a local directory, or an S3-compatible bucket shared by every process. */
  blobStore: { kind: 'local' } | { kind: 's3'; endpoint: string | undefined; region: string; bucket: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean; prefix: string };
  worker: {
    /** Jobs one worker process runs at once. */
    concurrency: number;
    /** A claimed job's lease; renewed every third of it, re-run by another worker when it lapses. */
    leaseMs: number;
    /** How often an idle worker looks for jobs enqueued by other processes. */
    pollMs: number;
  };
  /** Grace period for in-flight requests on SIGTERM, milliseconds. */
  shutdownGraceMs: number;
  /**
   * Which proxies in front of the server are believed about the client's address and protocol
   * (X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host), as Fastify's `trustProxy` takes it:
   * false (the default: the connection's own address), a hop count (only safe when the server
   * cannot be reached but through that many proxies), or the proxies' addresses, CIDR ranges and
   * range names (loopback, linklocal, uniquelocal). The sign-in throttle counts by the address this
   * yields.
   */
  trustProxy: false | number | string[];
  /** RETRY_AFTER: whether 429 and 503 answers carry Retry-After (the real service sends none). */
  retryAfter: boolean;
  /** Sandbox controls under /_sandbox (issue 11): off unless SANDBOX=true. */
  sandbox: {
    enabled: boolean;
    /** Bearer token of /_sandbox/*; when unset, generated and kept in dataDir/sandbox-token. */
    token: string | undefined;
    /** SANDBOX_SEED: generated ids, hashed ids and keys come from this seed (deterministic runs). */
    seed: number | undefined;
    /** SANDBOX_SEED_FILE: a fixture document (JSON, or YAML for .yaml/.yml) seeded at start-up. */
    seedFile: string | undefined;
  };
  /** Request logs of every API request per account (the console's Request logs page). */
  requestLogs: {
    enabled: boolean;
    maxRowsPerAccount: number;
    maxBytesPerAccount: number;
    /** Successful requests kept per account and second (per process); more are counted, not kept. */
    maxPerSecond: number;
  };
  /** GET /metrics (Prometheus). */
  metrics: {
    enabled: boolean;
    /** When set, scrapes must send `Authorization: Bearer <token>`. */
    token: string | undefined;
  };
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
  /** The delivery simulator and its postbacks (src/core/delivery, docs/delivery.md). */
  delivery: {
    /** Simulate delivery hour by hour on the platform clock. */
    simulate: boolean;
    /** Send the simulated impressions' and clicks' tracking URLs (else only record them). */
    sendPostbacks: boolean;
    /** Let postbacks reach private, loopback and link-local addresses (development and tests). */
    postbacksAllowPrivate: boolean;
    /** Most postbacks sent per second by one process. */
    postbackRatePerSecond: number;
  };
  /** Time limits on clients (slow-client protection); see src/server/http/body-timeouts.ts. */
  timeouts: {
    /** A request's headers must arrive within this. */
    headersMs: number;
    /** A request's body (except the long-body routes) must arrive whole within this. */
    bodyMs: number;
    /** Long-body routes (uploads, suppression lists): at least this many bytes per second... */
    uploadMinBytesPerSecond: number;
    /** ...averaged over windows of this length (the first window is a grace period). */
    uploadRateWindowMs: number;
    /** An idle keep-alive connection is closed after this. */
    keepAliveMs: number;
    /** A connection with no traffic at all for this long is closed. */
    idleMs: number;
  };
}

/** Every environment variable, its default and meaning (server --help; README's table lists the same). */
export const CONFIG_VARIABLES: readonly (readonly [string, string, string])[] = [
  ['PORT', '8080', 'listen port'],
  ['HOST', '127.0.0.1', 'listen address'],
  ['PUBLIC_URL', 'http://HOST:PORT', 'base URL printed and used in links the server hands out'],
  ['DATA_DIR', './data', 'SQLite database, blob store and demo credentials'],
  ['DATABASE_URL', 'none', 'postgres://...: run on PostgreSQL instead of SQLite'],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug, trace, silent'],
  ['SEED_DEMO', 'true', 'when the database has no account: a demo account with sample campaigns, sets, a suppression list and 14 days of history'],
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
  ['RETRY_AFTER', 'true', 'send Retry-After on 429 and 503 answers; false: leave it out, as the real service does (clients then wait their own fallback)'],
  ['CREATIVES_MAX_FILE_BYTES', '1073741824', '/campaign_management/v1/creative_set_assets: largest file; larger gets 400 and nothing is kept'],
  ['SANDBOX', 'false', 'sandbox controls under /_sandbox (virtual clock, limits reset, ...): development and CI only'],
  ['SANDBOX_SEED', 'none', 'sandbox only: an integer that makes generated ids, hashed ids and keys deterministic (restarted by a full reset)'],
  ['SANDBOX_SEED_FILE', 'none', 'sandbox only: a fixture document (JSON, or YAML for .yaml/.yml; docs/sandbox.md) seeded at start-up (idempotent)'],
  ['SANDBOX_TOKEN', 'generated', 'bearer token of /_sandbox/*; unset: generated and kept in DATA_DIR/sandbox-token (shown once, on a terminal)'],
  ['REQUEST_LOGS', 'true', "keep every API request of each account for 7 days (the console's Request logs; secrets redacted)"],
  ['REQUEST_LOG_MAX_ROWS', '10000', 'request logs: entries kept per account (oldest dropped)'],
  ['REQUEST_LOG_MAX_BYTES', '33554432', 'request logs: bytes of paths and bodies kept per account (oldest dropped)'],
  ['REQUEST_LOG_MAX_PER_SECOND', '50', 'request logs: successful requests kept per account and second (errors: 4 times as many); more are counted, not kept'],
  ['METRICS', 'true', 'serve GET /metrics (Prometheus text format)'],
  ['METRICS_TOKEN', 'none', 'when set, /metrics needs Authorization: Bearer <token>'],
  ['ASSET_FETCH_ALLOW_PRIVATE', 'false', 'let assets given as a URL be fetched from private, loopback and link-local addresses (local development only)'],
  ['ASSET_FETCH_TIMEOUT_MS', '60000', 'longest download of an asset given as a URL'],
  ['ASSET_FETCH_CONCURRENCY', '8', 'downloads of assets given as a URL one process runs at once (their own pool: a slow host never holds a processing worker)'],
  ['ASSET_FETCH_PER_ACCOUNT', '2', 'downloads of one account running at once, on every process together'],
  ['ASSET_INSPECT_TIMEOUT_MS', '30000', 'longest inspection of one file; past it the file fails with that reason'],
  ['ASSET_HOST', 'PUBLIC_URL', 'base URL of hosted asset files'],
  ['INLINE_WORKER', 'true', 'run the asset-processing worker inside the server'],
  ['DELIVERY_SIMULATION', 'true', 'simulate delivery (impressions, clicks, installs, spend) hour by hour on the platform clock'],
  ['POSTBACK_DELIVERY', 'false', 'send the simulated tracking URLs (postbacks) as HTTP GET to their targets; off: only recorded'],
  ['POSTBACK_ALLOW_PRIVATE', 'false', 'let postbacks reach private, loopback and link-local addresses (local development only)'],
  ['POSTBACK_RATE_PER_SECOND', '20', 'most postbacks one process sends per second'],
  ['BLOB_STORE', 'local', 'where asset files are stored: local (BLOB_DIR) or s3 (an S3-compatible bucket every process shares)'],
  ['BLOB_DIR', 'DATA_DIR/blobs', 'directory of stored asset files (local blob store)'],
  ['S3_ENDPOINT', 'AWS', 'BLOB_STORE=s3: http(s) URL of an S3-compatible server (MinIO, Ceph, R2, ...); unset for AWS S3 itself'],
  ['S3_REGION', 'us-east-1', 'BLOB_STORE=s3: region'],
  ['S3_BUCKET', 'none', 'BLOB_STORE=s3: bucket (required; must exist)'],
  ['S3_ACCESS_KEY_ID', 'none', 'BLOB_STORE=s3: access key (unset: the AWS SDK\'s default credential chain)'],
  ['S3_SECRET_ACCESS_KEY', 'none', 'BLOB_STORE=s3: secret key (set with S3_ACCESS_KEY_ID)'],
  ['S3_FORCE_PATH_STYLE', 'false', 'BLOB_STORE=s3: path-style URLs (http://host/bucket/key), needed by most self-hosted servers'],
  ['S3_PREFIX', 'none', 'BLOB_STORE=s3: prefix of every object name, to share a bucket'],
  ['WORKER_CONCURRENCY', '2', 'jobs a worker (inline or campaignctl worker) runs at once; a free worker takes the oldest job of the account with the fewest jobs running, on every process'],
  ['JOB_LEASE_MS', '30000', 'lease of a claimed job; a job whose worker died is re-run after it'],
  ['JOB_POLL_MS', '1000', 'how often an idle worker looks for jobs queued by other processes'],
  ['SHUTDOWN_GRACE_MS', '30000', 'how long SIGTERM waits for in-flight requests'],
  ['TRUST_PROXY', 'false', 'behind a load balancer or reverse proxy: believe X-Forwarded-For/-Proto from it, as a hop count (1: the one proxy in front) or the proxies\' addresses and CIDR ranges, comma-separated (also loopback, linklocal, uniquelocal); off: every client has the proxy\'s address'],
  ['HEADERS_TIMEOUT_MS', '20000', 'a request\'s headers must arrive within this (else the connection is closed)'],
  ['BODY_TIMEOUT_MS', '30000', 'a request\'s body must arrive whole within this (else 408 and the connection is closed); uploads and suppression lists excepted'],
  ['UPLOAD_MIN_BYTES_PER_SECOND', '4096', 'uploads and suppression lists: slowest accepted body, averaged over each window (else 408)'],
  ['UPLOAD_RATE_WINDOW_MS', '30000', 'the window of that average (the first one is a grace period)'],
  ['KEEP_ALIVE_TIMEOUT_MS', '72000', 'an idle keep-alive connection is closed after this'],
  ['CONNECTION_IDLE_TIMEOUT_MS', '120000', 'a connection with no traffic at all is closed after this'],
];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const n = Number(raw.trim());
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(name: string, raw: string): string {
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Overrides given on a command line (campaignctl --data-dir); they win over the environment. */
export interface ConfigOverrides {
  dataDir?: string;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd(), overrides: ConfigOverrides = {}): Config {
  if (overrides.dataDir !== undefined) env = { ...env, DATA_DIR: overrides.dataDir };
  const host = (env.HOST ?? '').trim() || '127.0.0.1';
  const port = int(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(cwd, (env.DATA_DIR ?? '').trim() || 'data');
  const databaseUrl = (env.DATABASE_URL ?? '').trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl.replace(/\/\/[^@]*@/, '//***@')}"`);
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = env.PUBLIC_URL ? url('PUBLIC_URL', env.PUBLIC_URL) : `http://${shownHost}:${port}`;
  const blobStore = parseBlobStore(env);
  const logLevel = ((env.LOG_LEVEL ?? '').trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    host,
    port,
    publicUrl,
    dataDir,
    databaseUrl,
    sqlitePath: path.join(dataDir, 'campaign-platform.sqlite'),
    logLevel,
    seedDemo: bool(env, 'SEED_DEMO', true),
    retryAfter: bool(env, 'RETRY_AFTER', true),
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
    assetHost: env.ASSET_HOST ? url('ASSET_HOST', env.ASSET_HOST) : publicUrl,
    inlineWorker: bool(env, 'INLINE_WORKER', true),
    blobDir: path.resolve(cwd, (env.BLOB_DIR ?? '').trim() || path.join(dataDir, 'blobs')),
    blobStore,
    worker: {
      concurrency: int(env, 'WORKER_CONCURRENCY', 2, 1, 64),
      leaseMs: int(env, 'JOB_LEASE_MS', 30000, 100, 3600000),
      pollMs: int(env, 'JOB_POLL_MS', 1000, 10, 600000),
    },
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 30000, 0, 3600000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sandbox: sandboxSettings(env),
    requestLogs: {
      enabled: bool(env, 'REQUEST_LOGS', true),
      maxRowsPerAccount: int(env, 'REQUEST_LOG_MAX_ROWS', 10_000, 1, 10_000_000),
      maxBytesPerAccount: int(env, 'REQUEST_LOG_MAX_BYTES', 32 * 1024 * 1024, 64 * 1024, 64 * 1024 ** 3),
      maxPerSecond: int(env, 'REQUEST_LOG_MAX_PER_SECOND', 50, 1, 1_000_000),
    },
    metrics: {
      enabled: bool(env, 'METRICS', true),
      token: (env.METRICS_TOKEN ?? '').trim() || undefined,
    },
    assetFetch: {
      allowPrivate: bool(env, 'ASSET_FETCH_ALLOW_PRIVATE', false),
      timeoutMs: int(env, 'ASSET_FETCH_TIMEOUT_MS', 60_000, 100, 3_600_000),
      concurrency: int(env, 'ASSET_FETCH_CONCURRENCY', 8, 1, 256),
      perAccount: int(env, 'ASSET_FETCH_PER_ACCOUNT', 2, 1, 256),
    },
    assetInspectTimeoutMs: int(env, 'ASSET_INSPECT_TIMEOUT_MS', 30_000, 1, 3_600_000),
    delivery: {
      simulate: bool(env, 'DELIVERY_SIMULATION', true),
      sendPostbacks: bool(env, 'POSTBACK_DELIVERY', false),
      postbacksAllowPrivate: bool(env, 'POSTBACK_ALLOW_PRIVATE', false),
      postbackRatePerSecond: int(env, 'POSTBACK_RATE_PER_SECOND', 20, 1, 10_000),
    },
    timeouts: {
      headersMs: int(env, 'HEADERS_TIMEOUT_MS', 20_000, 100, 600_000),
      bodyMs: int(env, 'BODY_TIMEOUT_MS', 30_000, 100, 3_600_000),
      uploadMinBytesPerSecond: int(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 4096, 0, 1024 ** 3),
      uploadRateWindowMs: int(env, 'UPLOAD_RATE_WINDOW_MS', 30_000, 100, 3_600_000),
      keepAliveMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
      idleMs: int(env, 'CONNECTION_IDLE_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    },
  };
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset, empty, false or 0: trust no proxy; a whole number: that many hops; else a
 * comma-separated list of addresses, CIDR ranges and range names, each checked here. (Fastify's
 * `true`, trusting every sender of X-Forwarded-For, is refused: any client could then choose the
 * address the sign-in throttle counts; name the proxies or count them instead.)
 */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const v = (raw ?? '').trim();
  if (v === '' || /^(false|no|off|0)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) throw new ConfigError(`TRUST_PROXY must be a hop count or the proxies' addresses (trusting every client's X-Forwarded-For would let any client choose its address), got "${raw}"`);
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    if (n > 100) throw new ConfigError(`TRUST_PROXY as a hop count must be between 1 and 100, got ${n}`);
    return n;
  }
  const items = v.split(',').map((x) => x.trim()).filter((x) => x !== '');
  for (const item of items) {
    if (PROXY_RANGE_NAMES.includes(item.toLowerCase())) continue;
    const [addr, bits, extra] = item.split('/');
    const family = net.isIP(addr ?? '');
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !okBits || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY must be a hop count or comma-separated addresses, CIDR ranges and range names (${PROXY_RANGE_NAMES.join(', ')}); "${item}" is none of these`);
    }
  }
  if (!items.length) throw new ConfigError(`TRUST_PROXY names no proxy, got "${raw}"`);
  return items.map((x) => (PROXY_RANGE_NAMES.includes(x.toLowerCase()) ? x.toLowerCase() : x));
}

function sandboxSettings(env: Env): Config['sandbox'] {
  const enabled = bool(env, 'SANDBOX', false);
  const seedRaw = (env.SANDBOX_SEED ?? '').trim();
  // deterministic keys and secrets outside the sandbox would be guessable: refuse
  if (seedRaw && !enabled) throw new ConfigError('SANDBOX_SEED is set but SANDBOX is not true: deterministic keys are for the sandbox only');
  const seedFile = (env.SANDBOX_SEED_FILE ?? '').trim() || undefined;
  if (seedFile && !enabled) throw new ConfigError('SANDBOX_SEED_FILE is set but SANDBOX is not true');
  return { enabled, token: sandboxToken(env), seed: seedRaw ? int(env, 'SANDBOX_SEED', 0, 0, Number.MAX_SAFE_INTEGER) : undefined, seedFile };
}

function sandboxToken(env: Env): string | undefined {
  const t = (env.SANDBOX_TOKEN ?? '').trim();
  if (!t) return undefined;
  if (!/^[\x21-\x7e]{16,200}$/.test(t)) throw new ConfigError('SANDBOX_TOKEN must be 16 to 200 printable characters without spaces');
  return t;
}

function parseBlobStore(env: Env): Config['blobStore'] {
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

/** Where the configured database is, for people: the SQLite file, or PostgreSQL host, port and database (never the password). */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>): string {
  if (!config.databaseUrl) return `SQLite at ${config.sqlitePath}`;
  try {
    const u = new URL(config.databaseUrl);
    const schema = /search_path[=%3D]+([A-Za-z0-9_]+)/i.exec(decodeURIComponent(u.search))?.[1];
    return `PostgreSQL at ${u.hostname || 'localhost'}:${u.port || '5432'}/${u.pathname.replace(/^\//, '') || '(default)'}${u.username ? ` as ${decodeURIComponent(u.username)}` : ''}${schema ? ` (schema ${schema})` : ''}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Copy of a config for a test or a tool, with overrides. */
export function withOverrides(base: Config, patch: Partial<Config>): Config {
  return { ...base, ...patch };
}
