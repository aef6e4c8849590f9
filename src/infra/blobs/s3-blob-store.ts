// Blob store on any S3-compatible object store (AWS S3, MinIO, Ceph, R2, ...), through the AWS
// SDK v3. Every API and worker process reads and writes the same bucket, so a file uploaded
// through one instance is processed by any worker and served by any instance.
//
// put streams: bytes go through a bounded PassThrough into @aws-sdk/lib-storage's Upload, which
// sends a small file as one PutObject and a large one as a multipart upload of PART_SIZE parts,
// QUEUE_SIZE at a time. At most (QUEUE_SIZE + 1) parts are held in memory, never the whole file.
// An object becomes visible only when PutObject or CompleteMultipartUpload succeeds; on any
// failure (source error, size limit, a failed part) the multipart upload is aborted, so nothing
// half-stored remains. A process killed mid-upload leaves an incomplete multipart upload, which
// is invisible to reads and aborted by sweepIncomplete (and by the bucket's lifecycle rule, see
// docs/deploy.md).
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobTooLargeError, type BlobStore, type PutResult } from '../../core/assets/blob-store.js';
import { DependencyUnavailableError } from '../../core/shared/dependency.js';

const KEY_RE = /^[0-9a-f]{32}$/;
/** S3's smallest multipart part (except the last) is 5 MiB. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 3;

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** Absent: AWS's own endpoint for the region. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (http://host/bucket/key): MinIO, s3rver and most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Object names are prefix + key, so one bucket can hold several platforms' files. */
  prefix?: string;
  /** Called with the operation for every error the store answers (for blob_store_errors_total). */
  onError?: (op: BlobOp, error: unknown) => void;
  /** Overrides for tests (part size, retries). */
  partSize?: number;
  maxAttempts?: number;
}

export type BlobOp = 'put' | 'get' | 'head' | 'delete' | 'sweep';

export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;

  constructor(private readonly o: S3BlobStoreOptions) {
    const config: S3ClientConfig = {
      region: o.region,
      endpoint: o.endpoint || undefined,
      forcePathStyle: o.forcePathStyle ?? false,
      maxAttempts: o.maxAttempts ?? 3,
      // Checksums only where S3 requires them: recent SDKs add CRC32 trailers to every upload by
      // default, which many S3-compatible servers reject; integrity is our own SHA-1 anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (o.accessKeyId && o.secretAccessKey) config.credentials = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey };
    this.client = new S3Client(config);
    this.bucket = o.bucket;
    this.prefix = o.prefix ?? '';
    this.partSize = o.partSize ?? PART_SIZE;
  }

  private name(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
    return this.prefix + key;
  }

  /** Which store, for logs and errors: the bucket and where it is (never credentials). */
  get storeName(): string {
    return `S3 bucket ${JSON.stringify(this.bucket)} at ${this.o.endpoint ? withoutUserInfo(this.o.endpoint) : `AWS ${this.o.region}`}`;
  }

  /**
   * Every error the store answers names the store (the SDK's own say only "UnknownError" or a
   * socket code). One that says the store cannot be reached now (no answer, a 5xx, a timeout) is a
   * DependencyUnavailableError: the request is answered 503 with Retry-After and the outage is
   * logged once (infra/outage-monitor.ts).
   */
  private fail(op: BlobOp, e: unknown): never {
    this.o.onError?.(op, e);
    if (isUnreachable(e)) throw new DependencyUnavailableError('blob store', this.storeName, `${op}: ${describe(e)}`, { cause: e });
    throw new Error(`${this.storeName}: ${op} failed: ${describe(e)}`, { cause: e });
  }

  /** True when the bucket answers (readiness and the outage monitor's probe); never throws. */
  async reachable(timeoutMs = 2000): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
      return true;
    } catch {
      return false;
    }
  }

  /** Start-up check: the bucket exists and the credentials reach it (a clear error otherwise). */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (e) {
      const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why = status === 404 ? 'does not exist' : status === 403 ? 'is not accessible with these credentials' : `cannot be reached (${describe(e)})`;
      throw new Error(`S3 bucket ${JSON.stringify(this.bucket)} at ${this.o.endpoint || `AWS ${this.o.region}`} ${why}`);
    }
  }

  async put(source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>, opts: { maxBytes?: number; key?: string } = {}): Promise<PutResult> {
    const key = opts.key ?? randomBytes(16).toString('hex');
    const name = this.name(key);
    // Body: a PassThrough fed from the source with backpressure; its buffer stays small
    // because Upload pulls a part at a time.
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: name, Body: body, ContentType: 'application/octet-stream' },
      partSize: this.partSize,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false, // a failed upload is aborted, its parts removed
    });
    let size = 0;
    let sourceError: unknown;
    // On a source failure the body is destroyed with the error: Upload's part reader fails,
    // Upload aborts the multipart upload and only then does done() reject. (Upload.abort() would
    // make done() reject at once, with the AbortMultipartUpload still to be sent.)
    const feed = (async () => {
      try {
        for await (const raw of source as AsyncIterable<Uint8Array | string>) {
          const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
          size += chunk.byteLength;
          if (opts.maxBytes !== undefined && size > opts.maxBytes) throw new BlobTooLargeError(opts.maxBytes);
          if (!body.write(chunk)) await waitDrainOrClose(body);
          if (body.destroyed) return; // Upload failed and stopped reading: done() says why
        }
        body.end();
      } catch (e) {
        sourceError = e;
        body.destroy(e as Error);
      }
    })();
    try {
      await upload.done();
    } catch (e) {
      await feed;
      body.destroy();
      // A source failure (client gone, size limit) is the caller's error, not the store's.
      if (sourceError) throw sourceError;
      this.fail('put', e);
    }
    await feed;
    if (sourceError) {
      // The source failed after Upload had read everything it wanted (cannot normally happen):
      // the object may exist; remove it so nothing half-stored stays.
      await this.deleteQuietly(name);
      throw sourceError;
    }
    return { key, size };
  }

  private async deleteQuietly(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name })).catch(() => undefined);
  }

  async openRead(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.name(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      const stream = r.Body as Readable;
      stream.on('error', (e) => this.o.onError?.('get', e));
      return stream;
    } catch (e) {
      if (isNotFound(e)) throw Object.assign(new Error(`no blob ${key}`), { code: 'ENOENT' });
      this.fail('get', e);
    }
  }

  async read(key: string, offset: number, length: number): Promise<Buffer> {
    if (length <= 0) return Buffer.alloc(0);
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.name(key), Range: `bytes=${offset}-${offset + length - 1}` }));
      const bytes = Buffer.from(await r.Body!.transformToByteArray());
      return bytes.subarray(0, length);
    } catch (e) {
      // A range starting at or past the end: S3 answers 416; the blob has nothing there.
      if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) return Buffer.alloc(0);
      if (isNotFound(e)) throw Object.assign(new Error(`no blob ${key}`), { code: 'ENOENT' });
      this.fail('get', e);
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
      return Number(r.ContentLength ?? 0);
    } catch (e) {
      if (isNotFound(e)) return undefined;
      this.fail('head', e);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
    } catch (e) {
      if (isNotFound(e)) return;
      this.fail('delete', e);
    }
  }

  /**
   * Aborts multipart uploads under our prefix started more than maxAgeMs ago (left by a process
   * killed mid-upload). Returns how many; stores without ListMultipartUploads answer 0.
   */
  async sweepIncomplete(maxAgeMs: number, now = Date.now()): Promise<number> {
    let n = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    try {
      for (;;) {
        const r = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix || undefined, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
        for (const u of r.Uploads ?? []) {
          if (u.Initiated && now - u.Initiated.getTime() > maxAgeMs) {
            await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.Key!, UploadId: u.UploadId! }));
            n++;
          }
        }
        if (!r.IsTruncated) return n;
        keyMarker = r.NextKeyMarker;
        uploadIdMarker = r.NextUploadIdMarker;
      }
    } catch (e) {
      const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 501 || status === 405) return n; // not implemented by this store
      this.fail('sweep', e);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(e: unknown): boolean {
  const x = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return x?.name === 'NoSuchKey' || x?.name === 'NotFound' || x?.$metadata?.httpStatusCode === 404;
}

/** No answer at all (refused, reset, timed out) or the store's own "not now" (5xx, SlowDown). */
function isUnreachable(e: unknown): boolean {
  const x = e as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = x?.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500;
  // the SDK got no HTTP answer: a socket error, a DNS failure or a timeout
  return (typeof x?.code === 'string' && /^E[A-Z_]+$/.test(x.code)) || ['TimeoutError', 'AbortError', 'RequestTimeout', 'NetworkingError'].includes(x?.name ?? '');
}

function withoutUserInfo(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.href.replace(/\/$/, '');
  } catch {
    return '(an invalid endpoint URL)';
  }
}

function describe(e: unknown): string {
  const x = e as { name?: string; message?: string; code?: string };
  return [x?.code, x?.name, x?.message].filter(Boolean).join(': ') || String(e);
}

function waitDrainOrClose(s: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      s.off('drain', done);
      s.off('close', done);
      resolve();
    };
    s.on('drain', done);
    s.on('close', done);
  });
}
