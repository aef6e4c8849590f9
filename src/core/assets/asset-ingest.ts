// Files into the asset library: an uploaded stream (ingest), or a URL recorded at once and
// downloaded later by the processing job (ingestUrl, then download). Either way the file is
// streamed to the blob store while it is hashed and its first bytes sniffed, never held whole,
// and the asset row and its processing job are written in one transaction.
import { DomainError, invalid } from '../shared/errors.js';
import { textProblem } from '../shared/text.js';
import type { Clock, IdGenerator } from '../shared/ports.js';
import type { AssetOutcomes } from '../sandbox/outcomes.js';
import { ASSET_FETCH_JOB, processJob } from './asset-jobs.js';
import type { AssetsRepo } from './assets-repo.js';
import type { BlobLifecycle } from './blob-lifecycle.js';
import { BlobTooLargeError, type BlobStore } from './blob-store.js';
import { inThreadSha1, type Sha1Factory, type Sha1Session } from './hashing.js';
import { resourceTypeOf, sniffContentType, SNIFF_BYTES } from './media/sniff.js';
import type { Asset, FileAssetType, IngestInput } from './model.js';
import { RemoteFetchError, type RemoteFetcher } from './remote-fetcher.js';
import { failedSettle } from './review.js';

export interface AssetIngestDeps {
  repo: AssetsRepo;
  blobs: BlobStore;
  clock: Clock;
  /** Unguessable file URL tokens come from here (hex32: 128 random bits). */
  ids: IdGenerator;
  /** Streaming SHA-1; defaults to hashing on the calling thread. */
  sha1?: Sha1Factory;
  /** Fetches assets given as a URL (absent: URLs other than our own are refused). */
  fetcher?: RemoteFetcher;
  /** Longest a URL asset's download may take, ms. */
  fetchTimeoutMs?: number;
  /** Sandbox only: processing delays and forced outcomes per file. */
  outcomes?: AssetOutcomes;
}

export class AssetIngest {
  constructor(
    private readonly d: AssetIngestDeps,
    private readonly blobs: BlobLifecycle,
  ) {}

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
    // a stream its feeder already hashes is only sniffed here (one SHA-1 pass per file, not two)
    const tap = new HashingTap(input.sha1 ? fedDigest(input.sha1) : (this.d.sha1 ?? inThreadSha1)());
    let put;
    const key = await this.blobs.expect();
    try {
      put = await this.d.blobs.put(tap.through(input.stream as AsyncIterable<Uint8Array | string>), { maxBytes: input.maxBytes, key });
    } catch (e) {
      tap.hash.abort();
      await this.d.repo.blobGone(key).catch(() => undefined); // the store kept nothing
      if (e instanceof BlobTooLargeError) throw new DomainError('payload_too_large', `file: ${e.message}`, { field: 'file', rule: e.message });
      throw e;
    }
    try {
      if (put.size === 0) throw invalid('file', 'the file is empty');
      const sha1 = await tap.hash.digest();
      const contentType = await sniffContentType(tap.head());
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
        (assetId) => processJob(this.d.outcomes, this.d.clock, { assetId }, input.accountId, name),
      );
    } catch (e) {
      tap.hash.abort();
      await this.blobs.drop(put.key);
      throw e;
    }
  }

  /**
   * An asset given by URL (spec 1: "Asset URL, hash, or text string"): recorded at once as
   * processing, fetched in the background by its fetch job (SSRF rules in the fetcher; the fetch
   * pool's own workers), then processed like an upload; a failed fetch ends the asset in error with
   * the reason.
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
      (assetId) => processJob(this.d.outcomes, this.d.clock, { assetId, maxBytes: input.maxBytes ?? null }, input.accountId, u.pathname.split('/').pop() || u.hostname, ASSET_FETCH_JOB),
    );
  }

  /** Downloads a URL asset's file into the blob store; false (and the asset settled in error) when it cannot be had. */
  async download(a: Asset, url: string, maxBytes: number | undefined): Promise<boolean> {
    const fail = async (reason: string) => {
      await this.d.repo.settle(a.id, failedSettle(a.origin, reason, this.d.clock.now()));
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
    const tap = new HashingTap((this.d.sha1 ?? inThreadSha1)());
    let put;
    const key = await this.blobs.expect();
    try {
      put = await this.d.blobs.put(tap.through(file.body), { maxBytes, key });
    } catch (e) {
      tap.hash.abort();
      await this.d.repo.blobGone(key).catch(() => undefined);
      if (e instanceof BlobTooLargeError) return fail(`could not fetch ${url}: the file is larger than ${maxBytes} bytes`);
      if (signal.aborted || (e as Error)?.name === 'AbortError' || e instanceof RemoteFetchError) return fail(`could not fetch ${url}: the download took too long`);
      return fail(`could not fetch ${url}: ${(e as Error).message}`);
    }
    if (put.size === 0) {
      tap.hash.abort();
      await this.blobs.drop(put.key);
      return fail(`could not fetch ${url}: the file is empty`);
    }
    const contentType = await sniffContentType(tap.head());
    const name = textProblem(file.name) ? a.name : file.name;
    const attached = await this.d.repo.attachBlob(a.id, { blobKey: put.key, sha1: await tap.hash.digest(), sizeBytes: put.size, contentType, resourceType: resourceTypeOf(contentType), name });
    if (!attached) await this.blobs.drop(put.key); // the asset went meanwhile
    return attached;
  }
}

/** A session that hashes nothing itself: its digest is the one the stream's feeder computed. */
function fedDigest(digest: () => Promise<string>): Sha1Session {
  return { update: () => undefined, digest, abort: () => undefined };
}

/** Hashes a stream on its way to the blob store and keeps its first SNIFF_BYTES for sniffing. */
class HashingTap {
  private readonly parts: Buffer[] = [];
  private length = 0;

  constructor(readonly hash: Sha1Session) {}

  async *through(src: AsyncIterable<Uint8Array | string>): AsyncIterable<Uint8Array> {
    for await (const raw of src) {
      const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
      const wait = this.hash.update(chunk);
      if (wait) await wait;
      if (this.length < SNIFF_BYTES) {
        // copied: the source may reuse its buffer
        this.parts.push(Buffer.from(chunk.subarray(0, SNIFF_BYTES - this.length)));
        this.length += Math.min(chunk.byteLength, SNIFF_BYTES - this.length);
      }
      yield chunk;
    }
  }

  head(): Buffer {
    return Buffer.concat(this.parts);
  }
}
