// Composition root: picks every I/O implementation from the config and wires the core services.
// The server, the CLI and the worker all start from here, so they share one behaviour.
import { RequestOrigin } from '../infra/intercept/request-origin.js';
import { EventEmitter } from 'node:events';
import { pino } from 'pino';
import type { Config } from '../config/config.js';
import { AccountsService } from '../core/accounts/accounts-service.js';
import { updateDemoCredentials } from './demo-credentials.js';
import { RequestLogService } from '../core/request-logs/request-log-service.js';
import { RequestLogsSqlRepo } from '../storage/repos/request-logs-sql-repo.js';
import { toRequestLogEntry, type RawRequestRecord } from '../http/request-log-hooks.js';
import { CampaignsService } from '../core/campaigns/campaigns-service.js';
import { CatalogsService } from '../core/catalogs/catalogs.js';
import { rulesOf } from '../core/account-types/account-types.js';
import { CatalogsSqlRepo } from '../storage/repos/catalogs-sql-repo.js';
import { createCreatives, type Creatives } from '../core/creatives/creatives.js';
import { assetDirectory, campaignDirectory } from '../core/creatives/neighbours.js';
import { RateLimiter, type RequestLimiter } from '../core/limits/rate-limiter.js';
import { SqlRateLimiter } from '../storage/repos/rate-limits-sql.js';
import { uploadAssetsPort } from '../core/uploads/assets-port.js';
import { UploadsService } from '../core/uploads/uploads-service.js';
import { OAuthService } from '../core/oauth/oauth-service.js';
import { SuppressionService } from '../core/suppression/suppression-service.js';
import { AssetsService } from '../core/assets/assets-service.js';
import type { BlobStore } from '../core/assets/blob-store.js';
import type { Sha1Factory } from '../core/assets/hashing.js';
import type { JobQueue } from '../core/jobs/queue.js';
import { JobRegistry, Worker } from '../core/jobs/worker.js';
import { ASSET_FETCH_JOB } from '../core/assets/asset-jobs.js';
import { DEFAULT_INSPECTION_LIMITS } from '../core/assets/media/reader.js';
import { LocalBlobStore } from '../infra/blobs/local-blob-store.js';
import { S3BlobStore, type BlobOp } from '../infra/blobs/s3-blob-store.js';
import { OutageMonitor } from '../infra/outage-monitor.js';
import { outageAwareLog } from '../infra/outage-log.js';
import { classifyOutage } from '../storage/outage-errors.js';
import { ThreadedSha1 } from '../infra/hashing/threaded-sha1.js';
import { IdempotencyService } from '../core/idempotency/idempotency-service.js';
import { IdempotencySqlRepo } from '../storage/repos/idempotency-sql-repo.js';
import { ThreadedHtmlChecker } from '../infra/media/html-check-thread.js';
import { SafeFetcher } from '../infra/http-fetch/safe-fetcher.js';
import type { RemoteFetcher } from '../core/assets/remote-fetcher.js';
import type { Clock, Hasher, IdGenerator, ReadMemo } from '../core/shared/ports.js';
import { systemClock } from '../infra/clock.js';
import { SandboxClock } from '../core/sandbox/sandbox-clock.js';
import { SandboxService } from '../core/sandbox/sandbox-service.js';
import { RequestJournal } from '../core/sandbox/request-journal.js';
import { FaultRules } from '../core/sandbox/faults.js';
import { SandboxOutcomes } from '../core/sandbox/outcomes.js';
import { SandboxSqlRepo } from '../storage/repos/sandbox-sql-repo.js';
import { SandboxSnapshots } from '../storage/sandbox-snapshots.js';
import { ensureSandboxToken } from './sandbox-token.js';
import { cryptoHasher, sandboxHasher } from '../infra/hasher.js';
import { randomIds, seededIds, separableIds } from '../infra/ids.js';
import type { Db } from '../storage/db.js';
import { migrate } from '../storage/migrate.js';
import { openDb } from '../storage/open-db.js';
import { AccountsSqlRepo } from '../storage/repos/accounts-sql-repo.js';
import { OAuthSqlRepo } from '../storage/repos/oauth-sql-repo.js';
import { SignInSqlRecords } from '../storage/repos/sign-in-sql-records.js';
import { CampaignsSqlRepo } from '../storage/repos/campaigns-sql-repo.js';
import { OperationLogService } from '../core/campaigns/operation-log-service.js';
import { OperationLogSqlReader } from '../storage/repos/operation-log-sql.js';
import { AssetReportService } from '../core/reporting/asset-report.js';
import { AssetReportSqlRepo } from '../storage/repos/asset-report-sql.js';
import { suppressionStoreFor } from '../storage/repos/suppression-store.js';
import { AssetsSqlRepo } from '../storage/repos/assets-sql-repo.js';
import { UploadsSqlRepo } from '../storage/repos/uploads-sql-repo.js';
import { JobsSqlQueue } from '../storage/repos/jobs-sql-queue.js';
import { CreativesSqlRepo } from '../storage/repos/creatives-sql-repo.js';
import { DeliveryService } from '../core/delivery/delivery-service.js';
import { DeliverySqlRepo } from '../storage/repos/delivery-sql-repo.js';
import { ReportingService } from '../core/reporting/reporting-service.js';
import { ReportingSqlRepo } from '../storage/repos/reporting-sql-repo.js';
import { isPublicAddress } from '../infra/http-fetch/address-policy.js';

import type { Container } from '../http/container.js';
export type { Container };

export interface ContainerOverrides {
  db?: Db;
  clock?: Clock;
  ids?: IdGenerator;
  hasher?: Hasher;
  blobs?: BlobStore;
  /** Streaming SHA-1 for uploads (default: on a worker thread). */
  sha1?: Sha1Factory;
  /** Fetcher of assets given as a URL (default: SafeFetcher with the configured address rule). */
  fetcher?: RemoteFetcher;
}

export async function createContainer(config: Config, o: ContainerOverrides = {}): Promise<Container> {
  const db = o.db ?? (await openDb(config));
  await migrate(db);
  // In the sandbox every time rule reads the virtual clock (moved through /_sandbox/clock).
  const sandboxClock = config.sandbox.enabled ? new SandboxClock(o.clock ?? systemClock) : undefined;
  const clock = sandboxClock ?? o.clock ?? systemClock;
  const generated = config.sandbox.enabled && !config.sandbox.token ? ensureSandboxToken(config.dataDir) : undefined;
  const sandboxToken = config.sandbox.enabled ? config.sandbox.token ?? generated!.token : undefined;
  // SANDBOX_SEED: a deterministic sequence, restarted by the sandbox's full reset
  const seeded = !o.ids && config.sandbox.enabled && config.sandbox.seed !== undefined ? seededIds(`sandbox:${config.sandbox.seed}`) : undefined;
  const separable = seeded && separableIds(seeded);
  const ids = o.ids ?? separable ?? randomIds;
  const hasher = o.hasher ?? (config.sandbox.enabled ? sandboxHasher : cryptoHasher);
  // a rotated key of the demo account is written to DATA_DIR/demo-credentials.json, so the banner's
  // curl lines (which read that file) keep working after a rotation in the console or the CLI
  const accounts = new AccountsService({ repo: new AccountsSqlRepo(db), clock, ids, hasher, onKeyRotated: (id, kind, key) => updateDemoCredentials(config.dataDir, id, kind, key) });
  const catalogs = new CatalogsService({ repo: new CatalogsSqlRepo(db), accountType: (id) => accounts.accountType(id) });
  const campaigns = new CampaignsService({ repo: new CampaignsSqlRepo(db), clock, ids, accountType: (id) => accounts.accountType(id), variantSetsOf: (a, c) => catalogs.variantSetsOf(a, c) });
  const m = config.manage;
  const limitSettings = { requests: m.rateLimitRequests, windowMs: m.rateWindowMs, blockMs: m.rateBlockMs, errors: m.errorLimit, errorWindowMs: m.errorWindowMs, errorBlockMs: m.errorBlockMs };
  // PostgreSQL may be shared by many processes: one limit for all of them, kept in the database.
  const manageLimits: RequestLimiter = db.dialect === 'postgres' ? new SqlRateLimiter(db, limitSettings, clock) : new RateLimiter(limitSettings, clock);
  const oauth = new OAuthService({ repo: new OAuthSqlRepo(db, db), signIn: new SignInSqlRecords(db), accounts, clock, ids, hasher });
  const suppression = new SuppressionService({ store: await suppressionStoreFor(db, clock), maxBodyBytes: config.suppression.maxBodyBytes });
  const closers: (() => Promise<void>)[] = [];
  const blobErrors = new EventEmitter();
  const blobs = o.blobs ?? (await openBlobStore(config, (op) => blobErrors.emit('failed', op)));
  // orphans of uploads cut off by a crash; an hour leaves any upload still running alone
  if (blobs instanceof LocalBlobStore) await blobs.sweepTemp(3600_000).catch(() => undefined);
  if (blobs instanceof S3BlobStore) {
    void blobs.sweepIncomplete(3600_000).catch((e: unknown) => pino({ level: config.logLevel }).warn({ err: e }, 'could not list incomplete S3 uploads'));
    closers.push(async () => blobs.close());
  }
  const outages = new OutageMonitor({
    log: pino({ level: config.logLevel, name: 'dependencies' }),
    probes: { database: () => db.ping(), ...(blobs instanceof S3BlobStore ? { 'blob store': () => blobs.reachable() } : {}) },
    names: { database: databaseName(config), 'blob store': blobs instanceof S3BlobStore ? blobs.storeName : 'the blob directory' },
  });
  closers.push(async () => outages.close());
  const jobs = new JobsSqlQueue(db, clock);
  // jobs queued by other processes (PostgreSQL NOTIFY) wake this process's worker at once
  db.subscribe('jobs', () => jobs.fire());
  const jobRegistry = new JobRegistry();
  const hashing = new ThreadedSha1();
  const sha1 = o.sha1 ?? hashing.factory;
  const htmlThread = new ThreadedHtmlChecker();
  // a job or a claim failing because the database or the store is down is the outage monitor's one
  // line, not a stack per attempt
  const workerLog = outageAwareLog(pino({ level: config.logLevel, name: 'worker' }), outages, classifyOutage);
  const sandboxOutcomes = config.sandbox.enabled ? new SandboxOutcomes() : undefined;
  const requestOrigin = new RequestOrigin();
  const assets: AssetsService = new AssetsService({
    outcomes: sandboxOutcomes,
    repo: new AssetsSqlRepo(db, jobs, (t: string, n: string): string => assets.fileUrl(t, n)),
    blobs,
    jobs,
    clock,
    ids,
    assetHost: config.assetHost,
    // intercepted requests get file URLs on the host they called, and those URLs are our own
    ...(config.intercept.enabled ? { fileOrigin: () => requestOrigin.current(), otherOwnOrigins: config.intercept.hosts.map((h) => `https://${h}`) } : {}),
    log: workerLog,
    sha1,
    htmlCheck: htmlThread.check,
    fetcher:
      o.fetcher ??
      new SafeFetcher({ addressAllowed: config.assetFetch.allowPrivate ? () => true : undefined, idleTimeoutMs: Math.min(config.assetFetch.timeoutMs, 15_000) }),
    fetchTimeoutMs: config.assetFetch.timeoutMs,
    inspectionLimits: { ...DEFAULT_INSPECTION_LIMITS, timeMs: config.assetInspectTimeoutMs },
    // a WEB account's uploads may be IMG_INTER_P (its sets take them): its account type says
    v2TypesOf: async (id) => rulesOf(await accounts.accountType(id)).creativeSets.assetTypes,
  });
  assets.registerJobs(jobRegistry);
  const creatives = createCreatives({ repo: new CreativesSqlRepo(db), campaigns: campaignDirectory(campaigns), assets: assetDirectory(assets, { maxUrlBytes: config.creativesMaxFileBytes }), clock, ids });
  // ads appear (or go) when a file used by a creative set finishes processing
  assets.onSettled((a) => creatives.onAssetSettled(a));
  const uploads = new UploadsService({
    repo: new UploadsSqlRepo(db),
    assets: uploadAssetsPort(assets),
    ids,
    clock,
    limits: { maxFiles: m.maxFilesPerUpload, maxFileBytes: m.maxFileBytes, maxUploadBytes: m.maxUploadBytes },
    onFilesFailed: (accountId, n) =>
      void Promise.resolve(manageLimits.recordErrors(String(accountId), n)).catch((e: unknown) => workerLog.error({ err: e }, 'counting failed files against the error limit failed')),
  });
  assets.onSettled((a) => uploads.assetSettled(a));
  // One line per processed file, in the process whose worker ran the job (an operator watching
  // `campaignctl worker` or the server sees each file settle, and why one failed).
  assets.onSettled((a) => {
    const line = { job: 'asset.process', asset_id: a.id, account_id: a.accountId, name: a.name, origin: a.origin, outcome: a.processing === 'ready' ? 'ready' : 'failed', asset_type: a.assetType, review: a.review };
    if (a.processing === 'ready') workerLog.info(line, `asset ${a.id} processed: ${a.assetType ?? a.resourceType}, review ${a.review}`);
    else workerLog.warn({ ...line, reason: a.error }, `asset ${a.id} failed: ${a.error ?? 'processing failed'}`);
    return Promise.resolve();
  });
  const idempotency = new IdempotencyService({ repo: new IdempotencySqlRepo(db), clock });
  const delivery = new DeliveryService({
    repo: new DeliverySqlRepo(db, jobs),
    clock,
    jobs,
    suppression,
    log: workerLog,
    simulate: config.delivery.simulate,
    sendPostbacks: config.delivery.sendPostbacks,
    postbackRatePerSecond: config.delivery.postbackRatePerSecond,
    fetcher: new SafeFetcher({ addressAllowed: config.delivery.postbacksAllowPrivate ? () => true : isPublicAddress, idleTimeoutMs: 5_000 }),
  });
  delivery.registerJobs(jobRegistry);
  // delivery starts at the hour the platform first started (no history is invented)
  await delivery.init();
  const reporting = new ReportingService({ repo: new ReportingSqlRepo(db), clock });
  // every API request per account, buffered and written off the request path (request-log-hooks.ts)
  const requestLogs = new RequestLogService<RawRequestRecord>({
    repo: new RequestLogsSqlRepo(db),
    clock,
    toEntry: toRequestLogEntry,
    limits: { maxRowsPerAccount: config.requestLogs.maxRowsPerAccount, maxBytesPerAccount: config.requestLogs.maxBytesPerAccount, maxPerSecond: config.requestLogs.maxPerSecond, maxErrorsPerSecond: 4 * config.requestLogs.maxPerSecond },
    onError: (e) => outageAwareLog(pino({ level: config.logLevel }), outages, classifyOutage).warn({ err: e }, 'request log entries could not be stored'),
  });
  // Two pools: the processing workers (every job type but the downloads), and the fetch pool, whose
  // downloads of assets given as a URL wait on other hosts without holding a processing worker;
  // each account has at most `perAccount` downloads running on the whole platform.
  const worker = new Worker(jobs, jobRegistry, clock, { ...config.worker, backoffMs: 1000, maxBackoffMs: 600_000, except: [ASSET_FETCH_JOB] }, workerLog);
  const fetchWorker = new Worker(jobs, jobRegistry, clock, { ...config.worker, concurrency: config.assetFetch.concurrency, backoffMs: 1000, maxBackoffMs: 600_000, only: [ASSET_FETCH_JOB], perKeyLimit: config.assetFetch.perAccount }, workerLog);
  const sandbox = sandboxClock && sandboxToken
    ? (() => {
        const journal = new RequestJournal();
        return { clock: sandboxClock, token: sandboxToken, tokenCreated: generated?.created ?? false, journal, faults: new FaultRules(), outcomes: sandboxOutcomes!, settings: { oauthAutoApprove: false }, service: new SandboxService({ store: new SandboxSqlRepo(db), snapshots: new SandboxSnapshots(db, blobs, config.dataDir), clock, limits: manageLimits, journal, sweepBlobs: () => assets.sweepBlobs(), restartIds: () => seeded?.restart() }) };
      })()
    : undefined;
  const container: Container = {
    requestOrigin,
    config,
    db,
    clock,
    ids,
    hasher,
    accounts,
    campaigns,
    operationLog: new OperationLogService({ reader: new OperationLogSqlReader(db), clock }),
    assetReports: new AssetReportService({ repo: new AssetReportSqlRepo(db, (token, name) => assets.fileUrl(token, name)), clock }),
    catalogs,
    readMemo: db,
    idempotency,
    creatives,
    manageLimits,
    oauth,
    suppression,
    sandbox,
    blobs,
    blobErrors,
    sha1,
    jobs,
    jobRegistry,
    worker,
    startWorker: () => {
      worker.start();
      fetchWorker.start();
      // the simulator's first tick (it then schedules itself for the end of each hour)
      void delivery.schedule(true).catch((e: unknown) => workerLog.error({ err: e }, 'could not schedule delivery'));
      // blobs left by crashes (an upload cut off, a row deleted before its blob): every process
      // that runs a worker sweeps them; the entries are claimed one by one, so sweeps may overlap
      const sweep = () => void assets.sweepBlobs().catch((e: unknown) => workerLog.error({ err: e }, 'blob sweep failed'));
      sweep();
      const timer = setInterval(sweep, BLOB_SWEEP_INTERVAL_MS);
      timer.unref();
      closers.push(async () => clearInterval(timer));
    },
    assets,
    uploads,
    delivery,
    reporting,
    requestLogs,
    outages,
    withOwnIds: (name, fn) => (separable ? separable.apart(seededIds(`sandbox:${config.sandbox.seed}:${name}`), fn) : fn()),
    async close() {
      // first: stop claiming and let the jobs in hand finish while everything they use is open
      await Promise.all([worker.stop(), fetchWorker.stop()]);
      await requestLogs.close();
      for (const c of closers.reverse()) await c();
      await hashing.close();
      await htmlThread.close();
      idempotency.close();
      await db.close();
    },
  };
  // Last, after every service has registered its job handlers and onSettled listeners.
  if (config.inlineWorker) container.startWorker();
  return container;
}

const BLOB_SWEEP_INTERVAL_MS = 10 * 60_000;

/** The database as the logs name it: engine, host, port and name; never the user or password. */
function databaseName(config: Config): string {
  if (!config.databaseUrl) return 'the SQLite database';
  try {
    const u = new URL(config.databaseUrl);
    return `PostgreSQL at ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the PostgreSQL database';
  }
}

/** The configured blob store; an S3 bucket is checked at once so a wrong setting fails start-up, not the first upload. */
async function openBlobStore(config: Config, onError: (op: BlobOp) => void): Promise<BlobStore> {
  const b = config.blobStore;
  // sandbox (development and CI, never production): no fsync per file, as a suite re-seeds its files before every test
  if (b.kind === 'local') return new LocalBlobStore(config.blobDir, !config.sandbox.enabled);
  // The AWS SDK prints a 7-line warning at every start on Node 20 that SDK releases after January
  // 2027 will need Node 22. Node 20 is what this release supports and its SDK is pinned by the
  // lockfile, so the warning says nothing an operator can act on: turned off with the SDK's own
  // setting, unless the operator set it (docs/decisions/outage-answers.md).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const store = new S3BlobStore({ ...b, endpoint: b.endpoint, onError });
  try {
    await store.check();
  } catch (e) {
    store.close();
    throw e;
  }
  return store;
}
