// Where asset files live: a local directory (src/infra/blobs/local-blob-store.ts, the default) or
// an S3-compatible object store (src/infra/blobs/s3-blob-store.ts) shared by every process.

export interface PutResult {
  /** Opaque key to read or delete the blob. */
  key: string;
  size: number;
}

export interface BlobStore {
  /**
   * Stores the stream's bytes under a new key. The blob becomes visible only when complete and
   * durable; if the stream fails (or exceeds maxBytes), nothing is left behind and put rejects.
   * `key` (32 lowercase hex) lets the caller record the key before the blob exists (see
   * AssetsRepo.expectBlob); absent, a random one is chosen.
   */
  put(source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>, opts?: { maxBytes?: number; key?: string }): Promise<PutResult>;
  /** Reads bytes [start, end] (inclusive; defaults: whole blob). */
  openRead(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  /** Reads up to length bytes at offset (fewer at the end of the blob): headers and boxes. */
  read(key: string, offset: number, length: number): Promise<Buffer>;
  /** Size in bytes, or undefined when there is no such blob. */
  size(key: string): Promise<number | undefined>;
  /** Removes the blob; no error if absent. */
  delete(key: string): Promise<void>;
}

/** Thrown by put when the source is bigger than maxBytes. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file is larger than ${maxBytes} bytes`);
  }
}
