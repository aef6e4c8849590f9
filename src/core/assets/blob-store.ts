// Where asset files live. Local directory by default (src/infra/blobs/local-blob-store.ts); the
// interface leaves room for an object store.

export interface PutResult {
  /** Opaque key to read or delete the blob. */
  key: string;
  size: number;
}

export interface BlobStore {
  /**
   * Stores the stream's bytes under a new key. The blob becomes visible only when complete and
   * durable; if the stream fails (or exceeds maxBytes), nothing is left behind and put rejects.
   */
  put(source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>, opts?: { maxBytes?: number }): Promise<PutResult>;
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
