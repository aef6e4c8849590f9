import type { AccountsRepo } from '../../core/accounts/accounts-repo.js';
import type { AccountType } from '../../core/shared/account-type.js';
import type { Account, KeyKind, OAuthApp, OAuthScope, User } from '../../core/accounts/model.js';
import type { Db } from '../db.js';
import type { Catalog } from '../../core/catalogs/catalogs.js';
import { insertCatalogs } from './catalogs-sql-repo.js';

interface AccountRow { id: number; name: string; type: string; created_at: number }
interface UserRow { id: number; account_id: number; email: string; password_hash: string; created_at: number }
interface AppRow {
  id: number; account_id: number; client_id: string; client_secret_hash: string; name: string;
  kind: OAuthApp['kind']; scopes: string; redirect_uri: string | null; created_at: number;
}

const toAccount = (r: AccountRow): Account => ({ id: Number(r.id), name: r.name, type: r.type === 'WEB' ? 'WEB' : 'APP', createdAt: new Date(Number(r.created_at)) });
const toUser = (r: UserRow): User => ({
  id: Number(r.id), accountId: Number(r.account_id), email: r.email, passwordHash: r.password_hash, createdAt: new Date(Number(r.created_at)),
});
const toApp = (r: AppRow): OAuthApp => ({
  id: Number(r.id), accountId: Number(r.account_id), clientId: r.client_id, clientSecretHash: r.client_secret_hash, name: r.name,
  kind: r.kind, scopes: r.scopes.split(' ').filter(Boolean) as OAuthScope[], redirectUri: r.redirect_uri, createdAt: new Date(Number(r.created_at)),
});

export class AccountsSqlRepo implements AccountsRepo {
  constructor(private readonly db: Db) {}

  createAccount(name: string, type: AccountType, at: Date, keys: { kind: KeyKind; hash: string }[], catalogs: Catalog[] = []): Promise<Account> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<AccountRow>('INSERT INTO accounts (name, type, created_at) VALUES (?, ?, ?) RETURNING id, name, type, created_at', [name, type, at.getTime()]);
      for (const k of keys) {
        await tx.run('INSERT INTO api_keys (account_id, kind, key_hash, created_at) VALUES (?, ?, ?, ?)', [row!.id, k.kind, k.hash, at.getTime()]);
      }
      if (catalogs.length) await insertCatalogs(tx, Number(row!.id), catalogs);
      return toAccount(row!);
    });
  }

  async listAccounts(): Promise<Account[]> {
    return (await this.db.all<AccountRow>('SELECT id, name, type, created_at FROM accounts ORDER BY id')).map(toAccount);
  }

  async countAccounts(): Promise<number> {
    const r = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts');
    return Number(r?.n ?? 0);
  }

  async findAccount(id: number): Promise<Account | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    const r = await this.db.get<AccountRow>('SELECT id, name, type, created_at FROM accounts WHERE id = ?', [id]);
    return r && toAccount(r);
  }

  accountType(id: number) {
    if (!Number.isSafeInteger(id)) return undefined;
    return this.db.getCached('SELECT type FROM accounts WHERE id = ?', [id], (r) => (r.type === 'WEB' ? 'WEB' : 'APP') as AccountType);
  }

  replaceKey(accountId: number, kind: KeyKind, hash: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const acc = await tx.get('SELECT id FROM accounts WHERE id = ?', [accountId]);
      if (!acc) return false;
      await tx.run('DELETE FROM api_keys WHERE account_id = ? AND kind = ?', [accountId, kind]);
      await tx.run('INSERT INTO api_keys (account_id, kind, key_hash, created_at) VALUES (?, ?, ?, ?)', [accountId, kind, hash, at.getTime()]);
      return true;
    });
  }

  async findAccountIdByKeyHash(kind: KeyKind, hash: string) {
    // The check of every /manage/v1 request: cached where the engine can (Db.getCached).
    return this.db.getCached('SELECT account_id, key_hash FROM api_keys WHERE key_hash = ? AND kind = ?', [hash, kind], (r) =>
      Object.freeze({ accountId: Number(r.account_id), keyHash: String(r.key_hash) }),
    );
  }

  async createUser(u: Omit<User, 'id'>): Promise<User> {
    const r = await this.db.get<UserRow>(
      'INSERT INTO users (account_id, email, password_hash, created_at) VALUES (?, ?, ?, ?) RETURNING *',
      [u.accountId, u.email, u.passwordHash, u.createdAt.getTime()],
    );
    return toUser(r!);
  }

  async findUserByEmail(email: string): Promise<User | undefined> {
    const r = await this.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email]);
    return r && toUser(r);
  }

  async firstUserOf(accountId: number): Promise<User | undefined> {
    const r = await this.db.get<UserRow>('SELECT * FROM users WHERE account_id = ? ORDER BY id LIMIT 1', [accountId]);
    return r && toUser(r);
  }

  async findUser(id: number): Promise<User | undefined> {
    const r = await this.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
    return r && toUser(r);
  }

  async createOAuthApp(a: Omit<OAuthApp, 'id'>): Promise<OAuthApp> {
    const r = await this.db.get<AppRow>(
      `INSERT INTO oauth_apps (account_id, client_id, client_secret_hash, name, kind, scopes, redirect_uri, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      [a.accountId, a.clientId, a.clientSecretHash, a.name, a.kind, a.scopes.join(' '), a.redirectUri, a.createdAt.getTime()],
    );
    return toApp(r!);
  }

  async findOAuthApp(clientId: string): Promise<OAuthApp | undefined> {
    const r = await this.db.get<AppRow>('SELECT * FROM oauth_apps WHERE client_id = ?', [clientId]);
    return r && toApp(r);
  }

  async listOAuthApps(accountId: number): Promise<OAuthApp[]> {
    return (await this.db.all<AppRow>('SELECT * FROM oauth_apps WHERE account_id = ? ORDER BY id', [accountId])).map(toApp);
  }

  deleteOAuthApp(accountId: number, clientId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const app = await tx.get<{ id: number }>('SELECT id FROM oauth_apps WHERE account_id = ? AND client_id = ?', [accountId, clientId]);
      if (!app) return false;
      // Tokens are revoked by an explicit write first: oauth_access_tokens is read through the
      // shared read cache, which a cascade alone would not invalidate on every engine.
      await tx.run('UPDATE oauth_access_tokens SET revoked = 1 WHERE client_id = ?', [clientId]);
      await tx.run('DELETE FROM oauth_apps WHERE id = ?', [app.id]);
      return true;
    });
  }
}
