// The asset library: the account's files, found by id, hash or URL, listed, removed, served. The
// pipeline behind it has its own parts: files in (asset-ingest.ts: uploads and URL downloads),
// the worker's processing (asset-processing.ts: inspection, classification, review), and the
// blobs' sweep (blob-lifecycle.ts). This service is what the rest of the platform calls.
import { DomainError, invalid, notFound } from '../shared/errors.js';
import type { Clock, IdGenerator } from '../shared/ports.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JobRegistry } from '../jobs/worker.js';
import type { AssetOutcomes } from '../sandbox/outcomes.js';
import { AssetIngest } from './asset-ingest.js';
import { AssetProcessing } from './asset-processing.js';
import type { AssetsRepo, StoredFile } from './assets-repo.js';
import { BlobLifecycle } from './blob-lifecycle.js';
import type { BlobStore } from './blob-store.js';
import type { Sha1Factory } from './hashing.js';
import type { HtmlChecker } from './media/html.js';
import type { InspectionLimits } from './media/reader.js';
import type { Asset, AssetSettledListener, FileAssetType, IngestInput, ListAssetsQuery, TextAssetType } from './model.js';
import type { RemoteFetcher } from './remote-fetcher.js';
import { validateTextAsset } from './text-assets.js';

export interface AssetsDeps {
  repo: AssetsRepo;
  blobs: BlobStore;
  jobs: JobQueue;
  clock: Clock;
  /** Unguessable file URL tokens come from here (hex32: 128 random bits). */
  ids: IdGenerator;
  /** Base URL of served files (config.assetHost). */
  assetHost: string;
  /** The origin the current request called, when file URLs must name it instead (host interception). */
  fileOrigin?: () => string | undefined;
  /** Other origins whose /files/ URLs are this server's own (the intercepted hosts). */
  otherOwnOrigins?: readonly string[];
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
  /** Bounds on one file's inspection (default: media/reader.ts DEFAULT_INSPECTION_LIMITS). */
  inspectionLimits?: InspectionLimits;
}

const SHA1_RE = /^[0-9a-f]{40}$/;

/** The part of a file name safe to show in a URL path (the token, not the name, identifies the file). */
export function urlSafeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-120);
  return cleaned || 'file';
}

export class AssetsService {
  private readonly blobLife: BlobLifecycle;
  private readonly intake: AssetIngest;
  private readonly processing: AssetProcessing;

  constructor(private readonly d: AssetsDeps) {
    this.blobLife = new BlobLifecycle(d);
    this.intake = new AssetIngest(d, this.blobLife);
    this.processing = new AssetProcessing(d, this.intake);
  }

  /** Registers the worker's job handler for asset processing. */
  registerJobs(registry: JobRegistry): void {
    this.processing.registerJobs(registry);
  }

  /** Listeners run in the worker after an asset settles (ready or error); they must be idempotent. */
  onSettled(listener: AssetSettledListener): void {
    this.processing.onSettled(listener);
  }

  /** An uploaded file into the library (streamed; processed asynchronously). */
  ingest(input: IngestInput): Promise<Asset> {
    return this.intake.ingest(input);
  }

  /** A file given by URL: recorded now, downloaded and processed by its job. */
  ingestUrl(input: Parameters<AssetIngest['ingestUrl']>[0]): Promise<Asset> {
    return this.intake.ingestUrl(input);
  }

  /** Deletes the blobs due for the sweep; returns how many. */
  sweepBlobs(limit = 500): Promise<number> {
    return this.blobLife.sweep(limit);
  }

  /**
   * The type the worker will compute for an asset's file, computed now. For `update=true` with a
   * file and no `type`: the computed type names the asset the file replaces.
   */
  async computeType(accountId: number, assetId: number): Promise<{ ok: true; assetType: FileAssetType } | { ok: false; error: string }> {
    return this.processing.computeType(await this.get(accountId, assetId));
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
    if (key) await this.blobLife.drop(key);
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

  isOwnFileUrl(url: string): boolean {
    const u = url.trim().toLowerCase();
    return [this.d.assetHost, ...(this.d.otherOwnOrigins ?? [])].some((origin) => u.startsWith(`${origin}/files/`.toLowerCase()));
  }

  fileUrl(token: string, name: string): string {
    return `${this.d.fileOrigin?.() ?? this.d.assetHost}/files/${token}/${urlSafeName(name)}`;
  }
}
