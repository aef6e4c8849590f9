import type { IdempotencyRepo, IdempotencyRow, StoredResponse } from '../../core/idempotency/idempotency-repo.js';
import type { SqlExecutor } from '../db.js';

type Row = Record<string, unknown>;

function decode(r: Row): IdempotencyRow {
  return {
    accountId: Number(r.account_id),
    key: String(r.idem_key),
    fingerprint: String(r.fingerprint),
    state: r.state === 'done' ? 'done' : 'running',
    response: r.state === 'done' ? { status: Number(r.status), headers: JSON.parse(String(r.headers)) as Record<string, string>, body: String(r.body) } : null,
    createdAt: Number(r.created_at),
    lockedUntil: Number(r.locked_until),
    expiresAt: Number(r.expires_at),
  };
}

export class IdempotencySqlRepo implements IdempotencyRepo {
  constructor(private readonly x: SqlExecutor) {}

  async tryInsert(r: IdempotencyRow): Promise<boolean> {
    const res = await this.x.run(
      `INSERT INTO idempotency_keys (account_id, idem_key, fingerprint, state, created_at, locked_until, expires_at)
       VALUES (?, ?, ?, 'running', ?, ?, ?) ON CONFLICT (account_id, idem_key) DO NOTHING`,
      [r.accountId, r.key, r.fingerprint, r.createdAt, r.lockedUntil, r.expiresAt],
    );
    return res.changes === 1;
  }

  async find(accountId: number, key: string): Promise<IdempotencyRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM idempotency_keys WHERE account_id = ? AND idem_key = ?', [accountId, key]);
    return r ? decode(r) : undefined;
  }

  async takeOver(old: IdempotencyRow, r: IdempotencyRow): Promise<boolean> {
    const res = await this.x.run(
      `UPDATE idempotency_keys SET fingerprint = ?, state = 'running', status = NULL, headers = NULL, body = NULL, created_at = ?, locked_until = ?, expires_at = ?
       WHERE account_id = ? AND idem_key = ? AND created_at = ? AND state = ?`,
      [r.fingerprint, r.createdAt, r.lockedUntil, r.expiresAt, old.accountId, old.key, old.createdAt, old.state],
    );
    return res.changes === 1;
  }

  async complete(accountId: number, key: string, s: StoredResponse, fingerprint?: string): Promise<void> {
    await this.x.run(`UPDATE idempotency_keys SET state = 'done', status = ?, headers = ?, body = ?, fingerprint = COALESCE(?, fingerprint) WHERE account_id = ? AND idem_key = ?`, [
      s.status, JSON.stringify(s.headers), s.body, fingerprint ?? null, accountId, key,
    ]);
  }

  async release(accountId: number, key: string): Promise<void> {
    await this.x.run(`DELETE FROM idempotency_keys WHERE account_id = ? AND idem_key = ? AND state = 'running'`, [accountId, key]);
  }

  async purgeExpired(now: number, limit: number): Promise<number> {
    const res = await this.x.run(
      `DELETE FROM idempotency_keys WHERE (account_id, idem_key) IN (SELECT account_id, idem_key FROM idempotency_keys WHERE expires_at <= ? LIMIT ?)`,
      [now, limit],
    );
    return res.changes;
  }
}
