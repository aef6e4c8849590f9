// SHA-1 of an upload, computed while it streams. A port, so the container can move the hashing
// off the main thread (src/infra/hashing/threaded-sha1.ts): on a 2-core machine SHA-1 at ~0.8 GB/s
// on the thread that also parses multipart would cost a third of the upload speed.
import { createHash } from 'node:crypto';

export interface Sha1Session {
  /** Feeds bytes (the caller may reuse the chunk right after); a returned promise asks the caller to wait before the next chunk. */
  update(chunk: Uint8Array): void | Promise<void>;
  /** Hex digest of everything fed. */
  digest(): Promise<string>;
  /** Drops the session (upload failed). */
  abort(): void;
}

export type Sha1Factory = () => Sha1Session;

export const inThreadSha1: Sha1Factory = () => {
  const h = createHash('sha1');
  return { update: (c) => void h.update(c), digest: async () => h.digest('hex'), abort: () => undefined };
};
