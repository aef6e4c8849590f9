import type { IdempotencyClaim, IdempotencyRepo, IdempotencyRow, StoredResponse } from '../../core/idempotency/idempotency-repo.js';
import type { SqlExecutor } from '../db.js';

type Row = Record<string, unknown>;

function decode(r: Row): IdempotencyRow {
  return {
    accountId: Number(r.account_id),
    key: String(r.idem_key),
    fingerprint: String(r.fingerprint),
    state: r.state === 'done' ? 'done' : r.state === 'committed' ? 'committed' : 'running',
    response: r.state === 'done' ? { status: Number(r.status), headers: JSON.parse(String(r.headers)) as Record<string, string>, body: String(r.body) } : null,
    createdAt: Number(r.created_at),
    lockedUntil: Number(r.locked_until),
    expiresAt: Number(r.expires_at),
    owner: r.owner === null || r.owner === undefined ? null : String(r.owner),
  };
}

/** Renewals are sent in statements of at most this many claims. */
const RENEW_CHUNK = 500;

export class IdempotencySqlRepo implements IdempotencyRepo {
  constructor(private readonly x: SqlExecutor) {}

  async tryInsert(r: IdempotencyRow): Promise<boolean> {
    const res = await this.x.run(
      `INSERT INTO idempotency_keys (account_id, idem_key, fingerprint, state, created_at, locked_until, expires_at, owner)
       VALUES (?, ?, ?, 'running', ?, ?, ?, ?) ON CONFLICT (account_id, idem_key) DO NOTHING`,
      [r.accountId, r.key, r.fingerprint, r.createdAt, r.lockedUntil, r.expiresAt, r.owner],
    );
    return res.changes === 1;
  }

  async find(accountId: number, key: string): Promise<IdempotencyRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM idempotency_keys WHERE account_id = ? AND idem_key = ?', [accountId, key]);
    return r ? decode(r) : undefined;
  }

  async takeOver(old: IdempotencyRow, r: IdempotencyRow, now: number): Promise<boolean> {
    const res = await this.x.run(
      `UPDATE idempotency_keys SET fingerprint = ?, state = 'running', status = NULL, headers = NULL, body = NULL, created_at = ?, locked_until = ?, expires_at = ?, owner = ?
       WHERE account_id = ? AND idem_key = ? AND created_at = ? AND state = ? AND (expires_at <= ? OR (state = 'running' AND locked_until <= ?))`,
      [r.fingerprint, r.createdAt, r.lockedUntil, r.expiresAt, r.owner, old.accountId, old.key, old.createdAt, old.state, now, now],
    );
    return res.changes === 1;
  }

  async renew(owners: readonly string[], lockedUntil: number): Promise<number> {
    let n = 0;
    for (let i = 0; i < owners.length; i += RENEW_CHUNK) {
      const part = owners.slice(i, i + RENEW_CHUNK);
      const res = await this.x.run(
        `UPDATE idempotency_keys SET locked_until = ? WHERE state IN ('running', 'committed') AND owner IN (${part.map(() => '?').join(',')})`,
        [lockedUntil, ...part],
      );
      n += res.changes;
    }
    return n;
  }

  async complete(c: IdempotencyClaim, s: StoredResponse, fingerprint?: string): Promise<boolean> {
    const res = await this.x.run(
      `UPDATE idempotency_keys SET state = 'done', status = ?, headers = ?, body = ?, fingerprint = COALESCE(?, fingerprint), owner = NULL
       WHERE account_id = ? AND idem_key = ? AND owner = ? AND state IN ('running', 'committed')`,
      [s.status, JSON.stringify(s.headers), s.body, fingerprint ?? null, c.accountId, c.key, c.owner],
    );
    return res.changes === 1;
  }

  async markCommitted(c: IdempotencyClaim, fingerprint?: string): Promise<void> {
    await this.x.run(
      `UPDATE idempotency_keys SET state = 'committed', fingerprint = COALESCE(?, fingerprint) WHERE account_id = ? AND idem_key = ? AND owner = ? AND state = 'running'`,
      [fingerprint ?? null, c.accountId, c.key, c.owner],
    );
  }

  /** Frees a running key; a committed one stays (its change is made: a retry must not make it again). */
  async release(c: IdempotencyClaim): Promise<void> {
    await this.x.run(`DELETE FROM idempotency_keys WHERE account_id = ? AND idem_key = ? AND owner = ? AND state = 'running'`, [c.accountId, c.key, c.owner]);
  }

  async purgeExpired(now: number, limit: number): Promise<number> {
    const res = await this.x.run(
      `DELETE FROM idempotency_keys WHERE (account_id, idem_key) IN (SELECT account_id, idem_key FROM idempotency_keys WHERE expires_at <= ? LIMIT ?)`,
      [now, limit],
    );
    return res.changes;
  }
}
