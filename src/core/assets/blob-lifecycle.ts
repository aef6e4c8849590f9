// Every stored file is recorded for the sweep BEFORE anything is stored under its key: if a process
// dies between storing a blob and writing the row that refers to it, or a row is deleted, the sweep
// deletes the blob later. Nothing else in the pipeline deletes blobs directly.
import type { Clock, IdGenerator } from '../shared/ports.js';
import type { AssetsRepo } from './assets-repo.js';
import type { BlobStore } from './blob-store.js';

/** Longer than any upload the transfer-rate rules let through in practice. */
const DEFAULT_BLOB_SWEEP_AFTER_MS = 24 * 3600_000;

export interface BlobLifecycleDeps {
  repo: AssetsRepo;
  blobs: BlobStore;
  clock: Clock;
  ids: IdGenerator;
  log?: { error(obj: object, msg: string): void };
  /** A blob whose row is not written this long after its upload began is swept (default 24 h). */
  blobSweepAfterMs?: number;
}

export class BlobLifecycle {
  constructor(private readonly d: BlobLifecycleDeps) {}

  /** A new blob key, recorded for the sweep before anything is stored under it. */
  async expect(): Promise<string> {
    const key = this.d.ids.hex32();
    await this.d.repo.expectBlob(key, new Date(this.d.clock.now().getTime() + (this.d.blobSweepAfterMs ?? DEFAULT_BLOB_SWEEP_AFTER_MS)));
    return key;
  }

  /** Deletes a blob no row refers to; if that fails, its sweep entry stays and the sweep retries. */
  async drop(key: string): Promise<void> {
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
  async sweep(limit = 500): Promise<number> {
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
}
