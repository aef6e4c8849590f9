// Safe retries (the Stripe model): a POST sent with `Idempotency-Key` runs once per account and
// key; the same key with the same request within 24 hours gets the first answer again without
// running twice (across restarts: the record is in the database), the same key with a different
// request is refused, and a second request arriving while the first still runs is told so (409)
// instead of running in parallel. Rules in docs/decisions/idempotency-key.md; the lease that frees
// the key of a request whose process or database went away in docs/decisions/idempotency-leases.md.
import { randomUUID } from 'node:crypto';
import { DomainError, invalid } from '../shared/errors.js';
import type { Clock } from '../shared/ports.js';
import type { IdempotencyClaim, IdempotencyRepo, IdempotencyRow, StoredResponse } from './idempotency-repo.js';
import { ClaimKeeper } from './claim-keeper.js';

export type { IdempotencyClaim } from './idempotency-repo.js';

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/**
 * How long a running request holds its key without renewing it. Its process renews every lease of
 * its running requests three times per lease, so a key is taken over only when its holder is gone
 * (killed, or cut off from the database for longer than this).
 */
export const IDEMPOTENCY_LEASE_MS = 6_000;
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

export type Begin = { kind: 'run'; claim: IdempotencyClaim } | { kind: 'replay'; response: StoredResponse };
/**
 * A streamed body's fingerprint is known only once the body has been read: a new key is claimed
 * with this placeholder (and given its fingerprint on completion), and a done key answers `verify`:
 * the caller reads the body through, then calls replayIfSame with the fingerprint it computed.
 */
export const PENDING_FINGERPRINT = 'pending:streamed-body';
export type BeginStreamed = { kind: 'run'; claim: IdempotencyClaim } | { kind: 'verify'; fingerprint: string; response: StoredResponse };

function differentRequest(): DomainError {
  return new DomainError('validation_failed', 'Idempotency-Key: was already used with a different request; use a new key for a new request', {
    field: 'Idempotency-Key',
    rule: 'must not be reused with a different request within 24 hours',
  });
}
function stillRunning(leftMs: number): DomainError {
  return new DomainError('conflict', 'Idempotency-Key: a request with this key is still running; retry after it has finished', {
    field: 'Idempotency-Key',
    rule: 'one request at a time per key',
  }, { retryAfterSeconds: Math.min(Math.max(1, Math.ceil(leftMs / 1000)), Math.ceil(IDEMPOTENCY_LEASE_MS / 1000)) });
}

function answerLost(): DomainError {
  return new DomainError(
    'conflict',
    'Idempotency-Key: the request with this key made its change, but the server stopped before its answer was kept; it is not run again. Look the result up (a list or a GET), or use a new key for a new request',
    { field: 'Idempotency-Key', rule: 'a request that made its change is never run twice' },
  );
}

export class IdempotencyService {
  private lastPurge = 0;
  private readonly leaseMs: number;
  /** Renews this process's claims and stores what could not be stored at once. */
  private readonly keeper: ClaimKeeper;
  constructor(private readonly d: { repo: IdempotencyRepo; clock: Clock; leaseMs?: number }) {
    this.leaseMs = d.leaseMs ?? IDEMPOTENCY_LEASE_MS;
    this.keeper = new ClaimKeeper(d.repo, () => this.d.clock.now().getTime() + this.leaseMs, this.leaseMs);
  }

  /** Checks the header value: 1-255 printable ASCII characters, no spaces. */
  parseKey(raw: string | string[] | undefined): string | undefined {
    if (raw === undefined) return undefined;
    if (Array.isArray(raw)) throw invalid('Idempotency-Key', 'must be sent once');
    if (!KEY_RE.test(raw)) throw invalid('Idempotency-Key', 'must be 1 to 255 printable ASCII characters without spaces');
    return raw;
  }

  /** Claims the key for this request, or says to replay the stored answer, or refuses. */
  async begin(accountId: number, key: string, fingerprint: string): Promise<Begin> {
    const r = await this.claim(accountId, key, fingerprint);
    if (r.kind === 'run') return r;
    if (r.fingerprint !== fingerprint) throw differentRequest();
    return { kind: 'replay', response: r.response };
  }

  /**
   * begin() for a request whose body is streamed to its handler: claims a new key (its fingerprint
   * is given on completion), or, for a key that has an answer, says to verify the body first.
   */
  beginStreamed(accountId: number, key: string): Promise<BeginStreamed> {
    return this.claim(accountId, key, PENDING_FINGERPRINT);
  }

  /** After beginStreamed's `verify`: the stored answer when the body read is the same request, else the 400. */
  replayIfSame(v: { fingerprint: string; response: StoredResponse }, fingerprint: string): StoredResponse {
    if (v.fingerprint !== fingerprint) throw differentRequest();
    return v.response;
  }

  private async claim(accountId: number, key: string, fingerprint: string): Promise<BeginStreamed> {
    const now = this.d.clock.now().getTime();
    await this.maybePurge(now);
    const claim: IdempotencyClaim = { accountId, key, owner: randomUUID() };
    const row: IdempotencyRow = {
      accountId, key, fingerprint, state: 'running', response: null, createdAt: now,
      lockedUntil: now + this.leaseMs, expiresAt: now + IDEMPOTENCY_TTL_MS, owner: claim.owner,
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await this.d.repo.tryInsert(row)) return this.held(claim);
      const old = await this.d.repo.find(accountId, key);
      if (!old) continue; // purged meanwhile: insert again
      const expired = old.expiresAt <= now;
      const abandoned = old.state === 'running' && old.lockedUntil <= now;
      if (expired || abandoned) {
        if (await this.d.repo.takeOver(old, row, now)) return this.held(claim);
        continue;
      }
      if (old.state === 'committed' && old.lockedUntil <= now) {
        // its change was made, then its process stopped before the answer was kept: never again
        if (old.fingerprint !== fingerprint && old.fingerprint !== PENDING_FINGERPRINT && fingerprint !== PENDING_FINGERPRINT) throw differentRequest();
        throw answerLost();
      }
      if (old.state === 'running' || old.state === 'committed') {
        // (a running streamed request's fingerprint is not known yet: it may be this same request)
        if (old.fingerprint !== fingerprint && old.fingerprint !== PENDING_FINGERPRINT && fingerprint !== PENDING_FINGERPRINT) throw differentRequest();
        throw stillRunning(old.lockedUntil - now);
      }
      return { kind: 'verify', fingerprint: old.fingerprint, response: old.response! };
    }
    throw new DomainError('conflict', 'Idempotency-Key: the key is contended; retry', { field: 'Idempotency-Key', rule: 'one request at a time per key' }, { retryAfterSeconds: 1 });
  }

  private held(claim: IdempotencyClaim): { kind: 'run'; claim: IdempotencyClaim } {
    this.keeper.hold(claim);
    return { kind: 'run', claim };
  }

  /**
   * The request ran: keep its answer for replays (and, for a streamed body, the fingerprint of what
   * was read). When the database cannot take it now, the answer is kept in memory and stored as
   * soon as it can, the claim renewed meanwhile: a committed request's retry gets its answer.
   */
  complete(claim: IdempotencyClaim, response: StoredResponse, fingerprint?: string): Promise<void> {
    return this.keeper.settle(claim, { op: 'complete', response, fingerprint });
  }

  /** The request did not finish in a way worth replaying (5xx, transient refusal): free the key. */
  release(claim: IdempotencyClaim): Promise<void> {
    return this.keeper.settle(claim, { op: 'release' });
  }

  /** Stops renewing (shutdown); claims still held lapse after their lease. */
  close(): void {
    this.keeper.close();
  }

  private async maybePurge(now: number): Promise<void> {
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    await this.d.repo.purgeExpired(now, 1000);
  }
}
