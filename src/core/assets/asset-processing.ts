// The worker's side of the pipeline. Job `asset.fetch` (the fetch pool): download a URL asset's
// file, then queue its processing. Job `asset.process` (the processing pool): inspect the file
// within its bounds (media/reader.ts), classify it, review it, settle it (ready/error) and tell
// the listeners (creative sets reconcile their ads, uploads settle their files). Also the same
// inspection on demand (computeType).
import type { Clock } from '../shared/ports.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JobHandler, JobRegistry } from '../jobs/worker.js';
import type { ForcedOutcome } from '../sandbox/outcomes.js';
import { accountKey, ASSET_FETCH_JOB, ASSET_PROCESS_JOB, assetIdOf, forcedOf, maxBytesOf } from './asset-jobs.js';
import type { AssetIngest } from './asset-ingest.js';
import type { AssetsRepo, SettleRow } from './assets-repo.js';
import type { BlobStore } from './blob-store.js';
import { classify } from './media/classify.js';
import type { HtmlChecker } from './media/html.js';
import { inspectBlob } from './media/inspect.js';
import type { InspectionLimits } from './media/reader.js';
import { resourceTypeOf } from './media/sniff.js';
import type { Asset, AssetSettledListener, FileAssetType, ResourceType } from './model.js';
import { failedSettle, review } from './review.js';

export interface AssetProcessingDeps {
  repo: AssetsRepo;
  blobs: BlobStore;
  clock: Clock;
  log?: { error(obj: object, msg: string): void };
  /** The HTML page check; defaults to parsing on the calling thread (the server passes a worker thread). */
  htmlCheck?: HtmlChecker;
  /** Where a fetched file's processing job is queued. */
  jobs: JobQueue;
  /** Bounds on one file's inspection (default: media/reader.ts DEFAULT_INSPECTION_LIMITS). */
  inspectionLimits?: InspectionLimits;
  /** The file types an account's /manage/v1 creative sets take (by its account type); default spec 2's four. */
  v2TypesOf?: (accountId: number) => Promise<readonly FileAssetType[]>;
}

export class AssetProcessing {
  private readonly listeners: AssetSettledListener[] = [];

  constructor(
    private readonly d: AssetProcessingDeps,
    private readonly ingest: AssetIngest,
  ) {}

  /** Registers the workers' job handlers: processing, and the fetch of files given as a URL. */
  registerJobs(registry: JobRegistry): void {
    const process: JobHandler = {
      run: (payload) => this.process(assetIdOf(payload), maxBytesOf(payload), forcedOf(payload)),
      giveUp: (payload, error) => this.failForGood(assetIdOf(payload), error),
    };
    registry.register(ASSET_PROCESS_JOB, process);
    const fetch: JobHandler = {
      run: (payload) => this.fetch(assetIdOf(payload), maxBytesOf(payload), forcedOf(payload)),
      giveUp: (payload, error) => this.failForGood(assetIdOf(payload), error),
    };
    registry.register(ASSET_FETCH_JOB, fetch);
  }

  /**
   * The fetch job: downloads the file of an asset given as a URL, then queues its processing (in
   * the processing pool, with the account's share, like an upload). A fetch that fails settles the
   * asset in error with the reason. Idempotent: a re-run finds the file stored and only queues.
   */
  async fetch(assetId: number, maxBytes?: number, forced?: ForcedOutcome): Promise<void> {
    const a = await this.d.repo.getById(assetId);
    if (!a) return; // removed since
    const source = a.processing === 'processing' ? await this.d.repo.pendingSource(assetId) : undefined;
    if (source && !(await this.ingest.download(a, source, maxBytes))) {
      await this.notify(assetId);
      return;
    }
    if ((await this.d.repo.getById(assetId))?.processing !== 'processing') {
      await this.notify(assetId);
      return;
    }
    await this.d.jobs.enqueue({ type: ASSET_PROCESS_JOB, payload: forced ? { assetId, forced } : { assetId }, fairKey: accountKey(a.accountId) });
  }

  /** Listeners run in the worker after an asset settles (ready or error); they must be idempotent. */
  onSettled(listener: AssetSettledListener): void {
    this.listeners.push(listener);
  }

  /**
   * The type the worker will compute for an asset's file, computed now (the same inspection and
   * classification, HTML parsed on the check thread).
   */
  async computeType(a: Asset): Promise<{ ok: true; assetType: FileAssetType } | { ok: false; error: string }> {
    const key = await this.d.repo.blobKeyOf(a.id);
    if (!key) return { ok: false, error: 'the stored file is missing' };
    const info = await inspectBlob(this.d.blobs, key, { name: a.name, declaredContentType: a.declaredContentType }, this.d.htmlCheck, this.d.inspectionLimits);
    return info.ok ? classify(info, a.expectedType) : { ok: false, error: info.error };
  }

  /**
   * The job: inspect, classify, review, settle, then tell the listeners (also on a re-run). (A URL
   * asset queued before the fetch pool existed is still downloaded here first.)
   */
  async process(assetId: number, maxBytes?: number | null, forced?: ForcedOutcome): Promise<void> {
    let a = await this.d.repo.getById(assetId);
    if (!a) return; // removed since: nothing to do
    const source = a.processing === 'processing' ? await this.d.repo.pendingSource(assetId) : undefined;
    if (source) {
      const fetched = await this.ingest.download(a, source, maxBytes ?? undefined);
      a = (await this.d.repo.getById(assetId)) ?? a;
      if (!fetched) {
        await this.notify(assetId);
        return;
      }
    }
    if (a.processing === 'processing') {
      const key = await this.d.repo.blobKeyOf(assetId);
      const row = applyForced(await this.evaluate(a, key), forced);
      await this.d.repo.settle(assetId, row);
    }
    await this.notify(assetId);
  }

  private async evaluate(a: Asset, blobKey: string | undefined): Promise<SettleRow> {
    const now = this.d.clock.now();
    const info = blobKey ? await inspectBlob(this.d.blobs, blobKey, { name: a.name, declaredContentType: a.declaredContentType }, this.d.htmlCheck, this.d.inspectionLimits) : { ok: false as const, contentType: null, error: 'the stored file is missing' };
    const resourceType: ResourceType | null = resourceTypeOf(info.contentType);
    const verdict = info.ok ? classify(info, a.expectedType) : { ok: false as const, error: info.error };
    const processing = verdict.ok ? 'ready' : 'error';
    const assetType = verdict.ok ? verdict.assetType : null;
    const error = verdict.ok ? null : verdict.error;
    const v2Types = a.origin === 'v2' && this.d.v2TypesOf ? await this.d.v2TypesOf(a.accountId) : undefined;
    const r = review({ origin: a.origin, processing, assetType, error, ...(v2Types ? { v2Types } : {}) });
    return {
      processing,
      error,
      contentType: info.contentType,
      resourceType,
      assetType,
      width: info.ok ? info.width ?? null : null,
      height: info.ok ? info.height ?? null : null,
      durationMs: info.ok ? info.durationMs ?? null : null,
      review: r.review,
      violationReasons: r.violationReasons,
      settledAt: now,
    };
  }

  private async failForGood(assetId: number, error: string): Promise<void> {
    const a = await this.d.repo.getById(assetId);
    if (!a) return;
    if (a.processing === 'processing') {
      await this.d.repo.settle(assetId, failedSettle(a.origin, `processing failed: ${error}`, this.d.clock.now(), a));
    }
    try {
      await this.notify(assetId);
    } catch (e) {
      this.d.log?.error({ err: e, assetId }, 'asset settled listener failed after give-up');
    }
  }

  private async notify(assetId: number): Promise<void> {
    const settled = await this.d.repo.getById(assetId);
    if (!settled || settled.processing === 'processing') return;
    for (const l of this.listeners) await l(settled);
  }
}

/** A sandbox outcome over the real evaluation: a processing FAILURE, or a review verdict on a ready file. */
function applyForced(row: SettleRow, forced: ForcedOutcome | undefined): SettleRow {
  if (!forced || forced.outcome === 'ACTIVE' && forced.target === 'asset_processing') return row;
  if (forced.target === 'asset_processing') {
    const error = forced.errorMessage ?? 'processing failed (sandbox outcome)';
    return { ...row, processing: 'error', error, assetType: null, review: 'REJECTED', violationReasons: [error] };
  }
  if (row.processing !== 'ready') return row; // a file that failed processing is not reviewed
  return forced.outcome === 'REJECTED'
    ? { ...row, review: 'REJECTED', violationReasons: [forced.errorMessage ?? 'rejected in review (sandbox outcome)'] }
    : { ...row, review: 'ACTIVE', violationReasons: [] };
}
