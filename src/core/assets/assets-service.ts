// The asset pipeline: ingest streams a file to the blob store while hashing and sniffing it,
// records the asset and enqueues its processing job atomically; the worker then reads the file
// itself, computes its type, reviews it, settles it (ready/error) and tells the listeners.
import { DomainError, invalid, notFound } from '../shared/errors.js';
import { textProblem } from '../shared/text.js';
import type { Clock, IdGenerator } from '../shared/ports.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JobHandler, JobRegistry } from '../jobs/worker.js';
import type { AssetsRepo, SettleRow, StoredFile } from './assets-repo.js';
import { BlobTooLargeError, type BlobStore } from './blob-store.js';
import { classify } from './media/classify.js';
import { inThreadSha1, type Sha1Factory } from './hashing.js';
import { inspectBlob } from './media/inspect.js';
import type { HtmlChecker } from './media/html.js';
import { RemoteFetchError, type RemoteFetcher } from './remote-fetcher.js';
import { resourceTypeOf, sniffContentType, SNIFF_BYTES } from './media/sniff.js';
import type { Asset, AssetSettledListener, FileAssetType, IngestInput, ListAssetsQuery, ResourceType, TextAssetType } from './model.js';
import { validateTextAsset } from './text-assets.js';
import { review } from './review.js';
import type { AssetOutcomes, ForcedOutcome } from '../sandbox/outcomes.js';

export const ASSET_PROCESS_JOB = 'asset.process';

export interface AssetsDeps {
  repo: AssetsRepo;
  blobs: BlobStore;
  jobs: JobQueue;
  clock: Clock;
  /** Unguessable file URL tokens come from here (hex32: 128 random bits). */
  ids: IdGenerator;
  /** Base URL of served files (config.assetHost). */
  assetHost: string;
  log?: { error(obj: object, msg: string): void };
  /** Streaming SHA-1; defaults to hashing on the calling thread. */
  sha1?: Sha1Factory;
  /** The HTML page check; defaults to parsing on the calling thread (the server passes a worker thread). */
  htmlCheck?: HtmlChecker;
  /** Fetches assets given as a URL (absent: URLs other than our own are refused). */
  fetcher?: RemoteFetcher;
  /** Longest a URL asset's download may take, ms. */
  fetchTimeoutMs?: number;
  /** A blob whose row is not written this long after its upload began is swept (default 24 h). */
  blobSweepAfterMs?: number;
  /** Sandbox only: processing delays and forced outcomes per file. */
  outcomes?: AssetOutcomes;
}

/** Longer than any upload the transfer-rate rules let through in practice. */
const DEFAULT_BLOB_SWEEP_AFTER_MS = 24 * 3600_000;

const SHA1_RE = /^[0-9a-f]{40}$/;

/** The part of a file name safe to show in a URL path (the token, not the name, identifies the file). */
export function urlSafeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-120);
  return cleaned || 'file';
}

export class AssetsService {
  private readonly listeners: AssetSettledListener[] = [];

  constructor(private readonly d: AssetsDeps) {}

  /** Registers the worker's job handler for asset processing. */
  registerJobs(registry: JobRegistry): void {
    const handler: JobHandler = {
      run: (payload) => this.process(assetIdOf(payload), maxBytesOf(payload), forcedOf(payload)),
      giveUp: (payload, error) => this.failForGood(assetIdOf(payload), error),
    };
    registry.register(ASSET_PROCESS_JOB, handler);
  }

  /** Listeners run in the worker after an asset settles (ready or error); they must be idempotent. */
  onSettled(listener: AssetSettledListener): void {
    this.listeners.push(listener);
  }

  /**
   * Streams the file into the blob store (hashing and sniffing on the way, never holding it
   * whole), then records the asset as `processing` and enqueues its job in one transaction.
   * Returns at once; processing is asynchronous.
   */
  async ingest(input: IngestInput): Promise<Asset> {
    const name = input.fileName.trim();
    if (!name) throw invalid('file', 'the file must have a name');
    if (name.length > 255) throw invalid('file', 'the file name must be at most 255 characters');
    const badName = textProblem(name);
    if (badName) throw invalid('file', `the file name ${badName}`);
    const hash = (this.d.sha1 ?? inThreadSha1)();
    const head: Buffer[] = [];
    let headLen = 0;
    async function* tap(src: IngestInput['stream']): AsyncIterable<Uint8Array> {
      for await (const raw of src as AsyncIterable<Uint8Array | string>) {
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
        const wait = hash.update(chunk);
        if (wait) await wait;
        if (headLen < SNIFF_BYTES) {
          const part = Buffer.from(chunk.buffer, chunk.byteOffset, Math.min(chunk.byteLength, SNIFF_BYTES - headLen));
          head.push(Buffer.from(part)); // copy: the source may reuse its buffer
          headLen += part.length;
        }
        yield chunk;
      }
    }
    let put;
    const key = await this.expectBlob();
    try {
      put = await this.d.blobs.put(tap(input.stream), { maxBytes: input.maxBytes, key });
    } catch (e) {
      hash.abort();
      await this.d.repo.blobGone(key).catch(() => undefined); // the store kept nothing
      if (e instanceof BlobTooLargeError) throw new DomainError('payload_too_large', `file: ${e.message}`, { field: 'file', rule: e.message });
      throw e;
    }
    try {
      if (put.size === 0) throw invalid('file', 'the file is empty');
      const sha1 = await hash.digest();
      const contentType = await sniffContentType(Buffer.concat(head));
      const urlToken = this.d.ids.hex32();
      return await this.d.repo.insertWithJob(
        {
          accountId: input.accountId,
          name,
          sha1,
          blobKey: put.key,
          urlToken,
          contentType,
          declaredContentType: input.contentType?.split(';')[0]!.trim().toLowerCase() || null,
          resourceType: resourceTypeOf(contentType),
          expectedType: input.expectedType ?? null,
          sizeBytes: put.size,
          origin: input.origin ?? 'v1',
          createdAt: this.d.clock.now(),
        },
        (assetId) => this.processJob({ assetId }, input.accountId, name),
      );
    } catch (e) {
      hash.abort();
      await this.dropBlob(put.key);
      throw e;
    }
  }

  /**
   * A new blob key, recorded for the sweep before anything is stored under it: if this process
   * dies before the row that refers to the blob is written, the sweep deletes the blob.
   */
  private async expectBlob(): Promise<string> {
    const key = this.d.ids.hex32();
    await this.d.repo.expectBlob(key, new Date(this.d.clock.now().getTime() + (this.d.blobSweepAfterMs ?? DEFAULT_BLOB_SWEEP_AFTER_MS)));
    return key;
  }

  /** Deletes a blob no row refers to; if that fails, its sweep entry stays and the sweep retries. */
  private async dropBlob(key: string): Promise<void> {
    try {
      await this.d.blobs.delete(key);
      await this.d.repo.blobGone(key);
    } catch (e) {
      this.d.log?.error({ err: e, blobKey: key }, 'could not delete a blob; the sweep will retry');
    }
  }

  /**
   * Deletes the blobs whose sweep entries are due: those of uploads cut off by a crash or of
   * rows deleted. Returns how many. Run periodically by every process that runs a worker.
   */
  async sweepBlobs(limit = 500): Promise<number> {
    const keys = await this.d.repo.claimDueBlobs(this.d.clock.now(), limit);
    for (const key of keys) {
      try {
        await this.d.blobs.delete(key);
      } catch (e) {
        // claimed but not deleted: record it again so a later sweep retries
        await this.d.repo.expectBlob(key, new Date(this.d.clock.now().getTime() + 60_000)).catch(() => undefined);
        this.d.log?.error({ err: e, blobKey: key }, 'sweep could not delete a blob');
      }
    }
    return keys.length;
  }

  /**
   * The type the worker will compute for an asset's file, computed now (the same inspection and
   * classification, HTML parsed on the check thread). For `update=true` with a file and no
   * `type`: the computed type names the asset the file replaces.
   */
  async computeType(accountId: number, assetId: number): Promise<{ ok: true; assetType: FileAssetType } | { ok: false; error: string }> {
    const a = await this.get(accountId, assetId);
    const key = await this.d.repo.blobKeyOf(assetId);
    if (!key) return { ok: false, error: 'the stored file is missing' };
    const info = await inspectBlob(this.d.blobs, key, { name: a.name, declaredContentType: a.declaredContentType }, this.d.htmlCheck);
    return info.ok ? classify(info, a.expectedType) : { ok: false, error: info.error };
  }

  /** undefined when the text is acceptable for a TXT_* type, otherwise the rule it breaks. */
  checkText(type: TextAssetType, value: string): string | undefined {
    try {
      validateTextAsset(type, value);
      return undefined;
    } catch (e) {
      if (e instanceof DomainError) return e.rule ?? e.message;
      throw e;
    }
  }

  async get(accountId: number, id: number): Promise<Asset> {
    const a = await this.d.repo.get(accountId, id);
    if (!a) throw notFound(`asset ${id}`);
    return a;
  }

  /** An asset given by hash: a file this account uploaded before (undefined when none). */
  async findBySha1(accountId: number, sha1: string): Promise<Asset | undefined> {
    const h = sha1.trim().toLowerCase();
    if (!SHA1_RE.test(h)) return undefined;
    return this.d.repo.findBySha1(accountId, h);
  }

  /** The account's assets among these ids (others' and unknown ids are simply absent). */
  getMany(accountId: number, ids: readonly number[]): Promise<Asset[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return Promise.resolve([]);
    return this.d.repo.list(accountId, { ids: unique, page: 1, size: unique.length });
  }

  /** An asset given by its URL (as this server handed it out); undefined when not the account's. */
  async findByUrl(accountId: number, url: string): Promise<Asset | undefined> {
    const m = /\/files\/([0-9a-f]{32})(?:\/|$)/.exec(url.trim());
    if (!m) return undefined;
    const a = await this.d.repo.getByToken(m[1]!);
    return a && a.accountId === accountId ? a : undefined;
  }

  /**
   * Removes an asset (row and file), e.g. one ingested by a request that then failed. Its queued
   * processing job finds nothing and ends. Callers make sure nothing refers to it.
   */
  async discard(accountId: number, id: number): Promise<void> {
    const key = await this.d.repo.delete(accountId, id, this.d.clock.now());
    if (key) await this.dropBlob(key);
  }

  /** Ordered by id ascending (upload order); a page past the end is empty. */
  list(accountId: number, q: ListAssetsQuery): Promise<Asset[]> {
    if (!Number.isInteger(q.page) || q.page < 1) throw invalid('page', 'must be an integer from 1');
    if (!Number.isInteger(q.size) || q.size < 1 || q.size > 1000) throw invalid('size', 'must be an integer from 1 to 1000');
    return this.d.repo.list(accountId, q);
  }

  /** For the file route: the stored file behind an unguessable URL token. */
  async findFile(token: string): Promise<StoredFile | undefined> {
    if (!/^[0-9a-f]{32}$/.test(token)) return undefined;
    const f = await this.d.repo.findFileByToken(token);
    return f && f.blobKey ? f : undefined; // a URL asset whose file is not fetched yet has none
  }

  /**
   * An asset given by URL (spec 1: "Asset URL, hash, or text string"): recorded at once as
   * processing, fetched in the background by the processing job (SSRF rules in the fetcher), then
   * processed like an upload; a failed fetch ends the asset in error with the reason.
   */
  async ingestUrl(input: { accountId: number; url: string; expectedType?: FileAssetType | null; origin?: Asset['origin']; maxBytes?: number }): Promise<Asset> {
    if (!this.d.fetcher) throw invalid('asset', 'URLs of other hosts are not fetched by this installation');
    let u: URL;
    try {
      u = new URL(input.url.trim());
    } catch {
      throw invalid('asset', 'must be an absolute http(s) URL');
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalid('asset', 'must be an http or https URL');
    if (u.username || u.password) throw invalid('asset', 'must not carry a user name or password');
    if (u.href.length > 2048) throw invalid('asset', 'must be at most 2048 characters');
    const name = decodeURIComponent(u.pathname.split('/').pop() ?? '').trim().slice(-200) || 'download';
    return this.d.repo.insertWithJob(
      {
        accountId: input.accountId, name: textProblem(name) ? 'download' : name, sha1: '', blobKey: '', urlToken: this.d.ids.hex32(),
        contentType: null, declaredContentType: null, resourceType: null, expectedType: input.expectedType ?? null,
        sizeBytes: 0, origin: input.origin ?? 'v1', createdAt: this.d.clock.now(), sourceUrl: u.href,
      },
      (assetId) => this.processJob({ assetId, maxBytes: input.maxBytes ?? null }, input.accountId, u.pathname.split('/').pop() || u.hostname),
    );
  }

  /** Downloads a URL asset's file into the blob store; false (and the asset settled in error) when it cannot be had. */
  private async fetchInto(a: Asset, url: string, maxBytes: number | undefined): Promise<boolean> {
    const fail = async (reason: string) => {
      const r = review({ origin: a.origin, processing: 'error', assetType: null, error: reason });
      await this.d.repo.settle(a.id, {
        processing: 'error', error: reason, contentType: null, resourceType: null, assetType: null,
        width: null, height: null, durationMs: null, review: r.review, violationReasons: r.violationReasons, settledAt: this.d.clock.now(),
      });
      return false;
    };
    const signal = AbortSignal.timeout(this.d.fetchTimeoutMs ?? 60_000);
    let file;
    try {
      file = await this.d.fetcher!.open(url, signal);
    } catch (e) {
      if (e instanceof RemoteFetchError) return fail(`could not fetch ${url}: ${e.message}`);
      throw e;
    }
    const hash = (this.d.sha1 ?? inThreadSha1)();
    const head: Buffer[] = [];
    let headLen = 0;
    async function* tap(src: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
      for await (const chunk of src) {
        const wait = hash.update(chunk);
        if (wait) await wait;
        if (headLen < SNIFF_BYTES) {
          head.push(Buffer.from(chunk.subarray(0, SNIFF_BYTES - headLen)));
          headLen += Math.min(chunk.byteLength, SNIFF_BYTES - headLen);
        }
        yield chunk;
      }
    }
    let put;
    const key = await this.expectBlob();
    try {
      put = await this.d.blobs.put(tap(file.body), { maxBytes, key });
    } catch (e) {
      hash.abort();
      await this.d.repo.blobGone(key).catch(() => undefined);
      if (e instanceof BlobTooLargeError) return fail(`could not fetch ${url}: the file is larger than ${maxBytes} bytes`);
      if (signal.aborted || (e as Error)?.name === 'AbortError' || e instanceof RemoteFetchError) return fail(`could not fetch ${url}: the download took too long`);
      return fail(`could not fetch ${url}: ${(e as Error).message}`);
    }
    if (put.size === 0) {
      hash.abort();
      await this.dropBlob(put.key);
      return fail(`could not fetch ${url}: the file is empty`);
    }
    const contentType = await sniffContentType(Buffer.concat(head));
    const name = textProblem(file.name) ? a.name : file.name;
    const attached = await this.d.repo.attachBlob(a.id, { blobKey: put.key, sha1: await hash.digest(), sizeBytes: put.size, contentType, resourceType: resourceTypeOf(contentType), name });
    if (!attached) await this.dropBlob(put.key); // the asset went meanwhile
    return attached;
  }

  /** The processing job of a new file: now, or (sandbox) later and with a forced outcome. */
  private processJob(payload: { assetId: number; maxBytes?: number | null }, accountId: number, name: string): { type: string; payload: unknown; runAt?: Date } {
    const plan = this.d.outcomes?.plan({ accountId, name });
    if (!plan) return { type: ASSET_PROCESS_JOB, payload };
    return {
      type: ASSET_PROCESS_JOB,
      payload: plan.forced ? { ...payload, forced: plan.forced } : payload,
      ...(plan.delaySeconds > 0 ? { runAt: new Date(this.d.clock.now().getTime() + plan.delaySeconds * 1000) } : {}),
    };
  }

  isOwnFileUrl(url: string): boolean {
    return url.trim().toLowerCase().startsWith(`${this.d.assetHost}/files/`.toLowerCase());
  }

  fileUrl(token: string, name: string): string {
    return `${this.d.assetHost}/files/${token}/${urlSafeName(name)}`;
  }

  /** The job: inspect, classify, review, settle, then tell the listeners (also on a re-run). */
  async process(assetId: number, maxBytes?: number | null, forced?: ForcedOutcome): Promise<void> {
    let a = await this.d.repo.getById(assetId);
    if (!a) return; // removed since: nothing to do
    const source = a.processing === 'processing' ? await this.d.repo.pendingSource(assetId) : undefined;
    if (source) {
      const fetched = await this.fetchInto(a, source, maxBytes ?? undefined);
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
    const info = blobKey ? await inspectBlob(this.d.blobs, blobKey, { name: a.name, declaredContentType: a.declaredContentType }, this.d.htmlCheck) : { ok: false as const, contentType: null, error: 'the stored file is missing' };
    const resourceType: ResourceType | null = resourceTypeOf(info.contentType);
    const verdict = info.ok ? classify(info, a.expectedType) : { ok: false as const, error: info.error };
    const processing = verdict.ok ? 'ready' : 'error';
    const assetType = verdict.ok ? verdict.assetType : null;
    const error = verdict.ok ? null : verdict.error;
    const r = review({ origin: a.origin, processing, assetType, error });
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
      const reason = `processing failed: ${error}`;
      const r = review({ origin: a.origin, processing: 'error', assetType: null, error: reason });
      await this.d.repo.settle(assetId, {
        processing: 'error', error: reason, contentType: a.contentType, resourceType: a.resourceType, assetType: null,
        width: null, height: null, durationMs: null, review: r.review, violationReasons: r.violationReasons, settledAt: this.d.clock.now(),
      });
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

function assetIdOf(payload: unknown): number {
  const id = (payload as { assetId?: unknown } | null)?.assetId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('asset.process job without a numeric assetId');
  return id;
}

function forcedOf(payload: unknown): ForcedOutcome | undefined {
  const f = (payload as { forced?: ForcedOutcome } | null)?.forced;
  return f && typeof f === 'object' && typeof f.target === 'string' ? f : undefined;
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

function maxBytesOf(payload: unknown): number | undefined {
  const m = (payload as { maxBytes?: unknown } | null)?.maxBytes;
  return typeof m === 'number' && Number.isSafeInteger(m) && m > 0 ? m : undefined;
}
