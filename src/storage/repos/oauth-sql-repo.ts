import type { OAuthAppKind } from '../../core/accounts/model.js';
import type { Awaitable } from '../../core/shared/awaitable.js';
import type {
  AccessTokenRow, CodeRow, GrantRow, InteractionRow, OAuthRepo, RefreshTokenRow, SessionRow,
} from '../../core/oauth/oauth-repo.js';
import { parseStoredScopes } from '../../core/oauth/scopes.js';
import type { Db, SqlExecutor } from '../db.js';
import { deepFreeze } from './deep-freeze.js';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const ACCESS_COLUMNS = '(token_hash, grant_id, account_id, client_id, app_kind, scopes, created_at, expires_at, revoked)';
const accessValues = (r: AccessTokenRow) => [r.tokenHash, r.grantId, r.accountId, r.clientId, r.appKind, r.scopes.join(' '), r.createdAt, r.expiresAt];
const FIND_ACCESS_SQL = 'SELECT grant_id, account_id, client_id, app_kind, scopes, created_at, expires_at, revoked FROM oauth_access_tokens WHERE token_hash = ?';
const MAX_BATCH = 64;

/**
 * Group commit for access tokens issued outside a transaction (client_credentials): rows that
 * arrive while a write is pending go to the database together, in one transaction and one
 * statement. Each caller still resolves only after ITS row is committed; a failed batch rejects
 * every caller in it. On SQLite the per-commit cost, not the row, is what limits token issuance.
 */
class AccessTokenBatcher {
  private queue: { row: AccessTokenRow; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private flushing = false;
  constructor(private readonly db: Db) {}

  add(row: AccessTokenRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      const placeholders = batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, 0)').join(', ');
      try {
        await this.db.run(`INSERT INTO oauth_access_tokens ${ACCESS_COLUMNS} VALUES ${placeholders}`, batch.flatMap((b) => accessValues(b.row)));
        for (const b of batch) b.resolve();
      } catch (e) {
        for (const b of batch) b.reject(e);
      }
    }
    this.flushing = false;
  }
}

export class OAuthSqlRepo implements OAuthRepo {
  private readonly batcher?: AccessTokenBatcher;
  constructor(private readonly x: SqlExecutor, private readonly db?: Db) {
    if (db) this.batcher = new AccessTokenBatcher(db);
  }

  atomically<T>(fn: (r: OAuthRepo) => Promise<T>): Promise<T> {
    // Inside a transaction already: run in it.
    if (!this.db) return fn(this);
    return this.db.transaction((tx) => fn(new OAuthSqlRepo(tx)));
  }

  async insertAccessToken(r: AccessTokenRow): Promise<void> {
    if (this.batcher) return this.batcher.add(r);
    await this.x.run(`INSERT INTO oauth_access_tokens ${ACCESS_COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`, accessValues(r));
  }

  findAccessToken(hash: string): Awaitable<AccessTokenRow | undefined> {
    // The check of every bearer token: cached where the engine can (Db.getCached); what getCached
    // gives (a cached row at once), not wrapped in an async function's promise (issue 23).
    return this.x.getCached(FIND_ACCESS_SQL, [hash], (r) =>
      deepFreeze({
        tokenHash: hash, grantId: numOrNull(r.grant_id), accountId: num(r.account_id), clientId: String(r.client_id),
        appKind: r.app_kind as OAuthAppKind, scopes: parseStoredScopes(String(r.scopes)), createdAt: num(r.created_at),
        expiresAt: num(r.expires_at), revoked: num(r.revoked) === 1,
      }),
    );
  }

  async revokeAccessToken(hash: string): Promise<void> {
    await this.x.run('UPDATE oauth_access_tokens SET revoked = 1 WHERE token_hash = ?', [hash]);
  }

  async insertRefreshToken(r: RefreshTokenRow): Promise<void> {
    await this.x.run(
      `INSERT INTO oauth_refresh_tokens (token_hash, grant_id, client_id, scopes, created_at, expires_at, used_at, revoked)
       VALUES (?, ?, ?, ?, ?, ?, NULL, 0)`,
      [r.tokenHash, r.grantId, r.clientId, r.scopes.join(' '), r.createdAt, r.expiresAt],
    );
  }

  async findRefreshToken(hash: string): Promise<RefreshTokenRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM oauth_refresh_tokens WHERE token_hash = ?', [hash]);
    return r && {
      tokenHash: hash, grantId: num(r.grant_id), clientId: String(r.client_id), scopes: parseStoredScopes(String(r.scopes)),
      createdAt: num(r.created_at), expiresAt: num(r.expires_at), usedAt: numOrNull(r.used_at), revoked: num(r.revoked) === 1,
    };
  }

  async markRefreshTokenUsed(hash: string, at: number): Promise<boolean> {
    const r = await this.x.run('UPDATE oauth_refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND revoked = 0', [at, hash]);
    return r.changes === 1;
  }

  async insertGrant(g: Omit<GrantRow, 'id'>): Promise<number> {
    const r = await this.x.get<{ id: number }>(
      'INSERT INTO oauth_grants (account_id, client_id, user_id, scopes, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      [g.accountId, g.clientId, g.userId, g.scopes.join(' '), g.createdAt, g.revokedAt],
    );
    return num(r!.id);
  }

  async findGrant(id: number): Promise<GrantRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM oauth_grants WHERE id = ?', [id]);
    return r && {
      id: num(r.id), accountId: num(r.account_id), clientId: String(r.client_id), userId: num(r.user_id),
      scopes: parseStoredScopes(String(r.scopes)), createdAt: num(r.created_at), revokedAt: numOrNull(r.revoked_at),
    };
  }

  async revokeGrant(id: number, at: number): Promise<void> {
    await this.x.run('UPDATE oauth_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [at, id]);
    await this.x.run('UPDATE oauth_access_tokens SET revoked = 1 WHERE grant_id = ?', [id]);
    await this.x.run('UPDATE oauth_refresh_tokens SET revoked = 1 WHERE grant_id = ?', [id]);
  }

  async listActiveGrants(accountId: number): Promise<(GrantRow & { appName: string })[]> {
    const rows = await this.x.all<Row>(
      `SELECT g.*, a.name AS app_name FROM oauth_grants g JOIN oauth_apps a ON a.client_id = g.client_id
       WHERE g.account_id = ? AND g.revoked_at IS NULL ORDER BY g.id`,
      [accountId],
    );
    return rows.map((r) => ({
      id: num(r.id), accountId: num(r.account_id), clientId: String(r.client_id), userId: num(r.user_id),
      scopes: parseStoredScopes(String(r.scopes)), createdAt: num(r.created_at), revokedAt: null, appName: String(r.app_name),
    }));
  }

  async insertCode(c: CodeRow): Promise<void> {
    await this.x.run(
      `INSERT INTO oauth_codes (code_hash, grant_id, client_id, redirect_uri, code_challenge, created_at, expires_at, used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
      [c.codeHash, c.grantId, c.clientId, c.redirectUri, c.codeChallenge, c.createdAt, c.expiresAt],
    );
  }

  async findCode(hash: string): Promise<CodeRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM oauth_codes WHERE code_hash = ?', [hash]);
    return r && {
      codeHash: hash, grantId: num(r.grant_id), clientId: String(r.client_id), redirectUri: String(r.redirect_uri),
      codeChallenge: (r.code_challenge as string | null) ?? null, createdAt: num(r.created_at), expiresAt: num(r.expires_at),
      usedAt: numOrNull(r.used_at),
    };
  }

  async markCodeUsed(hash: string, at: number): Promise<boolean> {
    const r = await this.x.run('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [at, hash]);
    return r.changes === 1;
  }

  async insertSession(s: SessionRow): Promise<void> {
    await this.x.run('INSERT INTO oauth_sessions (session_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [s.sessionHash, s.userId, s.createdAt, s.expiresAt]);
  }

  async findSession(hash: string): Promise<SessionRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM oauth_sessions WHERE session_hash = ?', [hash]);
    return r && { sessionHash: hash, userId: numOrNull(r.user_id), createdAt: num(r.created_at), expiresAt: num(r.expires_at) };
  }

  async deleteSession(hash: string): Promise<void> {
    await this.x.run('DELETE FROM oauth_sessions WHERE session_hash = ?', [hash]);
  }

  async insertInteraction(i: InteractionRow): Promise<void> {
    await this.x.run(
      `INSERT INTO oauth_interactions (interaction_hash, session_hash, client_id, redirect_uri, scopes, state, code_challenge, created_at, expires_at, done_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
      [i.interactionHash, i.sessionHash, i.clientId, i.redirectUri, i.scopes.join(' '), i.state, i.codeChallenge, i.createdAt, i.expiresAt],
    );
  }

  async findInteraction(hash: string): Promise<InteractionRow | undefined> {
    const r = await this.x.get<Row>('SELECT * FROM oauth_interactions WHERE interaction_hash = ?', [hash]);
    return r && {
      interactionHash: hash, sessionHash: String(r.session_hash), clientId: String(r.client_id), redirectUri: String(r.redirect_uri),
      scopes: parseStoredScopes(String(r.scopes)), state: String(r.state), codeChallenge: (r.code_challenge as string | null) ?? null,
      createdAt: num(r.created_at), expiresAt: num(r.expires_at), doneAt: numOrNull(r.done_at),
    };
  }

  async moveInteraction(hash: string, toSessionHash: string): Promise<void> {
    await this.x.run('UPDATE oauth_interactions SET session_hash = ? WHERE interaction_hash = ?', [toSessionHash, hash]);
  }

  async finishInteraction(hash: string, at: number): Promise<boolean> {
    const r = await this.x.run('UPDATE oauth_interactions SET done_at = ? WHERE interaction_hash = ? AND done_at IS NULL', [at, hash]);
    return r.changes === 1;
  }

  async trimInteractions(sessionHash: string, keep: number): Promise<void> {
    await this.x.run(
      `DELETE FROM oauth_interactions WHERE session_hash = ? AND interaction_hash NOT IN
         (SELECT interaction_hash FROM oauth_interactions WHERE session_hash = ? ORDER BY created_at DESC, interaction_hash LIMIT ?)`,
      [sessionHash, sessionHash, keep],
    );
  }

  async deleteInteraction(hash: string): Promise<void> {
    await this.x.run('DELETE FROM oauth_interactions WHERE interaction_hash = ?', [hash]);
  }

  async purgeBrowserState(now: number): Promise<number> {
    let n = (await this.x.run('DELETE FROM oauth_interactions WHERE expires_at < ?', [now])).changes;
    n += (await this.x.run('DELETE FROM oauth_sessions WHERE expires_at < ?', [now])).changes;
    return n;
  }

  async purgeExpired(before: number, codesBefore: number): Promise<number> {
    let n = 0;
    // Used refresh tokens are kept until they expire: a replay must still be recognised as one.
    n += (await this.x.run('DELETE FROM oauth_access_tokens WHERE expires_at < ?', [before])).changes;
    n += (await this.x.run('DELETE FROM oauth_refresh_tokens WHERE expires_at < ?', [before])).changes;
    n += (await this.x.run('DELETE FROM oauth_codes WHERE expires_at < ?', [codesBefore])).changes;
    n += (await this.x.run('DELETE FROM oauth_sessions WHERE expires_at < ?', [before])).changes;
    n += (await this.x.run('DELETE FROM oauth_interactions WHERE expires_at < ?', [before])).changes;
    return n;
  }
}
