// The claims this process holds on Idempotency-Keys: their leases renewed while their requests
// run (one statement per renewal for all of them), and their settlement (the answer stored, or
// the key freed) retried until the database takes it. A request that fails because the database
// went away cannot free its key then; the keeper frees it as soon as the database is back, so a
// retry runs at once instead of waiting for the lease.
import type { IdempotencyClaim, IdempotencyRepo, StoredResponse } from './idempotency-repo.js';

export type Settlement = { op: 'complete'; response: StoredResponse; fingerprint?: string } | { op: 'release' };

/** How often a settlement the database refused is tried again. */
const RETRY_MS = 250;

export class ClaimKeeper {
  private readonly held = new Map<string, IdempotencyClaim>();
  private readonly unsettled = new Map<string, { claim: IdempotencyClaim; s: Settlement }>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastRenew = 0;
  private running = false;
  private closed = false;

  constructor(
    private readonly repo: IdempotencyRepo,
    private readonly leaseEnd: () => number,
    private readonly leaseMs: number,
  ) {}

  hold(claim: IdempotencyClaim): void {
    // the first claim after an idle spell is new: its first renewal is due a third of a lease later
    if (this.held.size === 0 && this.unsettled.size === 0) this.lastRenew = Date.now();
    this.held.set(claim.owner, claim);
    this.schedule();
  }

  /** Settles the claim now; if the database refuses, later (the caller is not held up by an outage). */
  async settle(claim: IdempotencyClaim, s: Settlement): Promise<void> {
    try {
      await this.apply(claim, s);
      this.held.delete(claim.owner);
    } catch {
      // kept (and its lease renewed) until the database takes it
      this.unsettled.set(claim.owner, { claim, s });
      this.schedule();
    }
  }

  private async apply(claim: IdempotencyClaim, s: Settlement): Promise<void> {
    if (s.op === 'complete') await this.repo.complete(claim, s.response, s.fingerprint);
    else await this.repo.release(claim);
  }

  private schedule(): void {
    if (this.timer || this.closed || (this.held.size === 0 && this.unsettled.size === 0)) return;
    const delay = this.unsettled.size > 0 ? RETRY_MS : Math.max(0, this.lastRenew + this.leaseMs / 3 - Date.now());
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (this.running || this.closed) return;
    this.running = true;
    try {
      for (const [owner, u] of [...this.unsettled]) {
        try {
          await this.apply(u.claim, u.s);
          this.unsettled.delete(owner);
          this.held.delete(owner);
        } catch {
          break; // still unreachable: try again at the next tick
        }
      }
      if (this.held.size > 0 && Date.now() - this.lastRenew >= this.leaseMs / 3 - RETRY_MS) {
        try {
          await this.repo.renew([...this.held.keys()], this.leaseEnd());
          this.lastRenew = Date.now();
        } catch {
          // unreachable: the next tick tries again; the lease lapses if this lasts
        }
      }
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
