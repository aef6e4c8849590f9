// Sandbox operations over the platform's state (issue 11): reset everything or one account.
import { notFound } from '../shared/errors.js';
import type { RequestLimiter } from '../limits/rate-limiter.js';

/** Storage side of the reset: rows go, their files' keys are handed to the blob sweep. */
export interface SandboxStore {
  resetAll(): Promise<void>;
  /** false when there is no such account. */
  resetAccount(accountId: number): Promise<boolean>;
}

export interface SandboxDeps {
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
  async reset(accountId?: number): Promise<void> {
    if (accountId === undefined) {
      await this.d.store.resetAll();
      await this.d.limits.reset();
      this.d.journal.clear();
      this.d.restartIds();
    } else {
      if (!(await this.d.store.resetAccount(accountId))) throw notFound(`account ${accountId}`);
      await this.d.limits.reset(String(accountId));
      this.d.journal.clear(String(accountId));
    }
    while ((await this.d.sweepBlobs()) > 0) {
      // until every file of the deleted rows is gone
    }
  }
}
