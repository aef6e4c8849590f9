/** A stored answer to replay. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyRow {
  accountId: number;
  key: string;
  fingerprint: string;
  /** committed: the request's change is made (marked in the change's own transaction), its answer not stored yet. */
  state: 'running' | 'committed' | 'done';
  response: StoredResponse | null;
  createdAt: number;
  /** A running row's lease: past it, the request that holds the key is gone and the key may be taken over. */
  lockedUntil: number;
  expiresAt: number;
  /** The claim holding a running row (a random token per claim); null for rows written before leases. */
  owner: string | null;
}

/** One claim of a key: only its holder may renew it, store its answer or free it. */
export interface IdempotencyClaim {
  accountId: number;
  key: string;
  owner: string;
}

export interface IdempotencyRepo {
  /** Inserts the row unless (account, key) exists; true when inserted. */
  tryInsert(row: IdempotencyRow): Promise<boolean>;
  find(accountId: number, key: string): Promise<IdempotencyRow | undefined>;
  /**
   * Replaces an expired or abandoned row, only if it is still the one read (same created_at and
   * state) and, for a running row, its lease is still past at `now` (not renewed meanwhile).
   */
  takeOver(old: IdempotencyRow, row: IdempotencyRow, now: number): Promise<boolean>;
  /** Extends the lease of the running rows these claims hold; returns how many were extended. */
  renew(owners: readonly string[], lockedUntil: number): Promise<number>;
  /** `fingerprint`, when given, replaces the one claimed (a streamed body's, known only once read). False when the claim no longer holds the key. */
  complete(claim: IdempotencyClaim, response: StoredResponse, fingerprint?: string): Promise<boolean>;
  /** Marks the claim's running key committed (called inside the transaction that makes the request's change). */
  markCommitted(claim: IdempotencyClaim, fingerprint?: string): Promise<void>;
  /** Frees a running key (a committed one stays). */
  release(claim: IdempotencyClaim): Promise<void>;
  purgeExpired(now: number, limit: number): Promise<number>;
}
