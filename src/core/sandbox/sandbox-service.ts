// Sandbox operations over the platform's state (issue 11): reset everything or one account.
import { notFound } from '../shared/errors.js';
import type { RequestLimiter } from '../limits/rate-limiter.js';
import { checkSnapshotName } from './snapshot-name.js';

/** Storage side of the reset: rows go, their files' keys are handed to the blob sweep. */
export interface SandboxStore {
  resetAll(): Promise<void>;
  /** false when there is no such account. */
  resetAccount(accountId: number): Promise<boolean>;
}

export interface SnapshotInfo {
  name: string;
  created_at: string;
  rows: number;
  files: number;
}

/** Where snapshots live: rows and files saved under a name, loaded back into an empty platform. */
export interface SnapshotStore {
  save(name: string, at: Date): Promise<SnapshotInfo>;
  list(): Promise<SnapshotInfo[]>;
  /** Into an empty platform (after reset()). */
  load(name: string): Promise<SnapshotInfo>;
  /** Replaces every row and file at once, when the store can (else undefined: reset, then load). */
  replace?(name: string): Promise<SnapshotInfo | undefined>;
  remove(name: string): Promise<void>;
}

export interface SandboxDeps {
  snapshots: SnapshotStore;
  clock: { now(): Date };
  store: SandboxStore;
  limits: RequestLimiter;
  /** The request journal: a reset empties it (for one account: that account's entries). */
  journal: { clear(accountId?: string): void };
  /** After a full reset: deterministic ids (SANDBOX_SEED) start their sequence again. */
  restartIds: () => void;
  /** Deletes due blobs, returning how many entries it took (AssetsService.sweepBlobs). */
  sweepBlobs: () => Promise<number>;
}

export class SandboxService {
  constructor(private readonly d: SandboxDeps) {}

  /** Deletes accounts, campaigns, sets, assets and their files, lists, tokens, limits and blocks, and the journal. */
  async reset(accountId?: number, restartIds = true): Promise<void> {
    if (accountId === undefined) {
      await this.d.store.resetAll();
      await this.d.limits.reset();
      this.d.journal.clear();
      // (not before a restore: the restored rows hold ids of the sequence)
      if (restartIds) this.d.restartIds();
    } else {
      if (!(await this.d.store.resetAccount(accountId))) throw notFound(`account ${accountId}`);
      await this.d.limits.reset(String(accountId));
      this.d.journal.clear(String(accountId));
    }
    while ((await this.d.sweepBlobs()) > 0) {
      // until every file of the deleted rows is gone
    }
  }

  async snapshot(name: string): Promise<SnapshotInfo> {
    return this.d.snapshots.save(checkSnapshotName(name), this.d.clock.now());
  }

  listSnapshots(): Promise<SnapshotInfo[]> {
    return this.d.snapshots.list();
  }

  /** The platform exactly as it was when the snapshot was taken (the clock stays where it is). */
  async restore(name: string): Promise<SnapshotInfo> {
    checkSnapshotName(name);
    if (!(await this.d.snapshots.list()).some((s) => s.name === name)) throw notFound(`snapshot ${name}`);
    const replaced = await this.d.snapshots.replace?.(name);
    if (replaced) {
      // what a reset does besides the rows: limits, blocks and the journal go; the replaced files are swept
      await this.d.limits.reset();
      this.d.journal.clear();
      while ((await this.d.sweepBlobs()) > 0) {
        // until every file of the replaced state is gone
      }
      return replaced;
    }
    await this.reset(undefined, false);
    return this.d.snapshots.load(name);
  }

  async deleteSnapshot(name: string): Promise<void> {
    return this.d.snapshots.remove(checkSnapshotName(name));
  }
}
