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
  state: 'running' | 'done';
  response: StoredResponse | null;
  createdAt: number;
  /** A running row whose lock has passed belongs to a request that died: it may be taken over. */
  lockedUntil: number;
  expiresAt: number;
}

export interface IdempotencyRepo {
  /** Inserts the row unless (account, key) exists; true when inserted. */
  tryInsert(row: IdempotencyRow): Promise<boolean>;
  find(accountId: number, key: string): Promise<IdempotencyRow | undefined>;
  /** Replaces an expired or abandoned row, only if it is still the one read (same created_at). */
  takeOver(old: IdempotencyRow, row: IdempotencyRow): Promise<boolean>;
  /** `fingerprint`, when given, replaces the one claimed (a streamed body's, known only once read). */
  complete(accountId: number, key: string, response: StoredResponse, fingerprint?: string): Promise<void>;
  release(accountId: number, key: string): Promise<void>;
  purgeExpired(now: number, limit: number): Promise<number>;
}
