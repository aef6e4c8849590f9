// Where the server listens, where its data lives, which proxies it believes and how long it waits for clients.
import net from 'node:net';
import path from 'node:path';
import { ConfigError, type ConfigVariable, type Env, bool, int, url } from './parse.js';

export interface ServerConfig {
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
  /** Time limits on clients (slow-client protection); see src/http/body-timeouts.ts. */
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

export const SERVER_VARIABLES: readonly ConfigVariable[] = [
  ['PORT', '8080', 'listen port'],
  ['HOST', '127.0.0.1', 'listen address'],
  ['PUBLIC_URL', 'http://HOST:PORT', 'base URL printed and used in links the server hands out'],
  ['DATA_DIR', './data', 'SQLite database, blob store and demo credentials'],
  ['DATABASE_URL', 'none', 'postgres://...: run on PostgreSQL instead of SQLite'],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug, trace, silent'],
  ['SEED_DEMO', 'true', 'when the database has no account: a demo account with sample campaigns, sets, a suppression list and 14 days of history'],
  ['SHUTDOWN_GRACE_MS', '30000', 'how long SIGTERM waits for in-flight requests'],
  ['TRUST_PROXY', 'false', 'behind a load balancer or reverse proxy: believe X-Forwarded-For/-Proto from it, as a hop count (1: the one proxy in front) or the proxies\' addresses and CIDR ranges, comma-separated (also loopback, linklocal, uniquelocal); off: every client has the proxy\'s address'],
  ['HEADERS_TIMEOUT_MS', '20000', 'a request\'s headers must arrive within this (else the connection is closed)'],
  ['BODY_TIMEOUT_MS', '30000', 'a request\'s body must arrive whole within this (else 408 and the connection is closed); uploads and suppression lists excepted'],
  ['UPLOAD_MIN_BYTES_PER_SECOND', '4096', 'uploads and suppression lists: slowest accepted body, averaged over each window (else 408)'],
  ['UPLOAD_RATE_WINDOW_MS', '30000', 'the window of that average (the first one is a grace period)'],
  ['KEEP_ALIVE_TIMEOUT_MS', '72000', 'an idle keep-alive connection is closed after this'],
  ['CONNECTION_IDLE_TIMEOUT_MS', '120000', 'a connection with no traffic at all is closed after this'],
];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function serverSettings(env: Env, cwd: string): ServerConfig {
  const host = (env.HOST ?? '').trim() || '127.0.0.1';
  const port = int(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(cwd, (env.DATA_DIR ?? '').trim() || 'data');
  const databaseUrl = (env.DATABASE_URL ?? '').trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl.replace(/\/\/[^@]*@/, '//***@')}"`);
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = env.PUBLIC_URL ? url('PUBLIC_URL', env.PUBLIC_URL) : `http://${shownHost}:${port}`;
  const logLevel = ((env.LOG_LEVEL ?? '').trim() || 'info') as ServerConfig['logLevel'];
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
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 30000, 0, 3600000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
export function parseTrustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
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

/** Where the configured database is, for people: the SQLite file, or PostgreSQL host, port and database (never the password). */
export function describeDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'sqlitePath'>): string {
  if (!config.databaseUrl) return `SQLite at ${config.sqlitePath}`;
  try {
    const u = new URL(config.databaseUrl);
    const schema = /search_path[=%3D]+([A-Za-z0-9_]+)/i.exec(decodeURIComponent(u.search))?.[1];
    return `PostgreSQL at ${u.hostname || 'localhost'}:${u.port || '5432'}/${u.pathname.replace(/^\//, '') || '(default)'}${u.username ? ` as ${decodeURIComponent(u.username)}` : ''}${schema ? ` (schema ${schema})` : ''}`;
  } catch {
    return 'PostgreSQL';
  }
}
