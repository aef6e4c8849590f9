import { DomainError, invalid, notFound } from '../shared/errors.js';
import type { Clock, Hasher, IdGenerator } from '../shared/ports.js';
import type { AccountsRepo } from './accounts-repo.js';
import { andThen, type Awaitable } from '../shared/awaitable.js';
import { parseAccountType, type AccountType } from '../shared/account-type.js';
import { rulesOf } from '../account-types/account-types.js';
import { SAMPLE_CATALOG } from '../catalogs/catalogs.js';
import { OAUTH_SCOPES, type Account, type KeyKind, type OAuthApp, type OAuthAppKind, type OAuthScope, type User } from './model.js';

export interface AccountsDeps {
  repo: AccountsRepo;
  clock: Clock;
  ids: IdGenerator;
  hasher: Hasher;
  /** Told of every new key after it is stored (the demo account's credentials file follows it). */
  onKeyRotated?: (accountId: number, kind: KeyKind, key: string) => void | Promise<void>;
}

export interface NewAccount {
  account: Account;
  campaignApiKey: string;
  managementKey: string;
  reportKey: string;
}

// Readable prefixes let a leaked key be recognised (and secret scanners match it).
const KEY_PREFIX: Record<KeyKind, string> = { campaign: 'cpk_', management: 'mgk_', report: 'rpk_' };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class AccountsService {
  constructor(private readonly d: AccountsDeps) {}

  /**
   * `given`: keys to use as they are instead of new random ones (the sandbox's fixed test
   * credentials); each must be unused by any account.
   */
  async createAccount(name: string, given: { campaignApiKey?: string; managementKey?: string; reportKey?: string; type?: unknown } = {}): Promise<NewAccount> {
    const type = parseAccountType(given.type);
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (!trimmed) throw invalid('name', 'must be a non-empty string');
    if (trimmed.length > 200) throw invalid('name', 'must be at most 200 characters');
    const campaignApiKey = given.campaignApiKey ?? this.d.ids.secret(KEY_PREFIX.campaign);
    const managementKey = given.managementKey ?? this.d.ids.secret(KEY_PREFIX.management);
    const reportKey = given.reportKey ?? this.d.ids.secret(KEY_PREFIX.report);
    for (const [field, key] of [['keys.campaign_api_key', given.campaignApiKey], ['keys.management_key', given.managementKey], ['keys.report_key', given.reportKey]] as const) {
      if (key === undefined) continue;
      if (typeof key !== 'string' || !/^[\x21-\x7e]{16,200}$/.test(key)) throw invalid(field, 'must be 16 to 200 printable characters without spaces');
      if ((await this.authenticateKey('campaign', key)) !== undefined || (await this.authenticateKey('management', key)) !== undefined || (await this.authenticateKey('report', key)) !== undefined) {
        throw new DomainError('conflict', `${field}: this key is already in use`, { field, rule: 'must not be in use' });
      }
    }
    if (campaignApiKey === managementKey) throw invalid('keys.management_key', 'must differ from the campaign API key');
    if (reportKey === campaignApiKey || reportKey === managementKey) throw invalid('keys.report_key', 'must differ from the other keys');
    const account = await this.d.repo.createAccount(trimmed, type, this.d.clock.now(), [
      { kind: 'campaign', hash: this.d.hasher.hashSecret(campaignApiKey) },
      { kind: 'management', hash: this.d.hasher.hashSecret(managementKey) },
      { kind: 'report', hash: this.d.hasher.hashSecret(reportKey) },
    ], rulesOf(type).catalogs ? [SAMPLE_CATALOG] : []);
    return { account, campaignApiKey, managementKey, reportKey };
  }

  /** APP or WEB; a missing account is not found. At once when cached. */
  accountType(id: number): Awaitable<AccountType> {
    return andThen(this.d.repo.accountType(id), (t) => {
      if (!t) throw notFound(`account ${id}`);
      return t;
    });
  }

  listAccounts(): Promise<Account[]> {
    return this.d.repo.listAccounts();
  }

  countAccounts(): Promise<number> {
    return this.d.repo.countAccounts();
  }

  async getAccount(id: number): Promise<Account> {
    const a = await this.d.repo.findAccount(id);
    if (!a) throw notFound(`account ${id}`);
    return a;
  }

  /** Issues a new key of this kind; the previous one stops working at once. */
  async rotateKey(accountId: number, kind: KeyKind): Promise<string> {
    const key = this.d.ids.secret(KEY_PREFIX[kind]);
    const ok = await this.d.repo.replaceKey(accountId, kind, this.d.hasher.hashSecret(key), this.d.clock.now());
    if (!ok) throw notFound(`account ${accountId}`);
    await this.d.onKeyRotated?.(accountId, kind, key);
    return key;
  }

  /** The account a key belongs to, or undefined. The hash lookup is followed by a constant-time compare. */
  async authenticateKey(kind: KeyKind, key: string | undefined | null): Promise<number | undefined> {
    if (!key || key.length > 512) return undefined;
    const hash = this.d.hasher.hashSecret(key);
    const row = await this.d.repo.findAccountIdByKeyHash(kind, hash);
    if (!row || !this.d.hasher.equal(row.keyHash, hash)) return undefined;
    return row.accountId;
  }

  async createUser(accountId: number, email: string, password: string): Promise<User> {
    await this.getAccount(accountId);
    const e = email.trim().toLowerCase();
    if (!EMAIL_RE.test(e)) throw invalid('email', 'must be an e-mail address');
    if (password.length < 8) throw invalid('password', 'must be at least 8 characters');
    if (await this.d.repo.findUserByEmail(e)) throw new DomainError('conflict', `a user with e-mail ${e} already exists`, { field: 'email', rule: 'must be unique' });
    return this.d.repo.createUser({ accountId, email: e, passwordHash: await this.d.hasher.hashPassword(password), createdAt: this.d.clock.now() });
  }

  /** The user for these credentials, or undefined; takes the same time whether or not the e-mail exists. */
  async verifyUser(email: string, password: string): Promise<User | undefined> {
    const user = await this.d.repo.findUserByEmail(email.trim().toLowerCase());
    if (!user) {
      await this.d.hasher.verifyPassword(password, DUMMY_HASH);
      return undefined;
    }
    return (await this.d.hasher.verifyPassword(password, user.passwordHash)) ? user : undefined;
  }

  findUserByEmail(email: string): Promise<User | undefined> {
    return this.d.repo.findUserByEmail(email.trim().toLowerCase());
  }

  firstUserOf(accountId: number): Promise<User | undefined> {
    return this.d.repo.firstUserOf(accountId);
  }

  findUser(id: number): Promise<User | undefined> {
    return this.d.repo.findUser(id);
  }

  async createOAuthApp(input: {
    accountId: number;
    name: string;
    kind: OAuthAppKind;
    scopes: string;
    redirectUri?: string;
    /** Fixed test credentials (a sandbox fixture's), used as given instead of random ones. */
    clientId?: string;
    clientSecret?: string;
  }): Promise<{ app: OAuthApp; clientSecret: string }> {
    await this.getAccount(input.accountId);
    if (input.clientId !== undefined) {
      if (typeof input.clientId !== 'string' || !/^[A-Za-z0-9._~-]{8,128}$/.test(input.clientId)) throw invalid('client_id', 'must be 8 to 128 letters, digits, ".", "_", "~" or "-"');
      if (await this.d.repo.findOAuthApp(input.clientId)) throw new DomainError('conflict', 'client_id: this client id is already in use', { field: 'client_id', rule: 'must not be in use' });
    }
    if (input.clientSecret !== undefined && (typeof input.clientSecret !== 'string' || !/^[\x21-\x7e]{16,200}$/.test(input.clientSecret))) {
      throw invalid('client_secret', 'must be 16 to 200 printable characters without spaces');
    }
    const name = input.name.trim();
    if (!name) throw invalid('name', 'must be a non-empty string');
    if (input.kind !== 'first-party' && input.kind !== 'third-party') throw invalid('kind', 'must be first-party or third-party');
    const scopes = parseScopes(input.scopes, 'scopes');
    if (scopes.length === 0) throw invalid('scopes', 'must name at least one scope');
    let redirectUri: string | null = null;
    if (input.kind === 'third-party') {
      if (!input.redirectUri) throw invalid('redirect_uri', 'is required for a third-party app');
      redirectUri = checkRedirectUri(input.redirectUri);
    } else if (input.redirectUri) {
      throw invalid('redirect_uri', 'is only for third-party apps');
    }
    const clientSecret = input.clientSecret ?? this.d.ids.secret('cs_');
    const app = await this.d.repo.createOAuthApp({
      accountId: input.accountId,
      clientId: input.clientId ?? this.d.ids.hex32(),
      clientSecretHash: this.d.hasher.hashSecret(clientSecret),
      name,
      kind: input.kind,
      scopes,
      redirectUri,
      createdAt: this.d.clock.now(),
    });
    return { app, clientSecret };
  }

  findOAuthApp(clientId: string): Promise<OAuthApp | undefined> {
    return this.d.repo.findOAuthApp(clientId);
  }

  listOAuthApps(accountId: number): Promise<OAuthApp[]> {
    return this.d.repo.listOAuthApps(accountId);
  }

  /** Deletes one of the account's apps: its credentials, grants and tokens stop working at once. */
  async deleteOAuthApp(accountId: number, clientId: string): Promise<void> {
    const ok = typeof clientId === 'string' && clientId.length <= 200 && (await this.d.repo.deleteOAuthApp(accountId, clientId));
    if (!ok) throw notFound(`app ${String(clientId).slice(0, 200)}`);
  }

  /** The app when the client id and secret match, else undefined (constant-time on the secret). */
  async authenticateClient(clientId: string, clientSecret: string): Promise<OAuthApp | undefined> {
    const app = await this.d.repo.findOAuthApp(clientId);
    const hash = this.d.hasher.hashSecret(clientSecret);
    if (!app) return undefined;
    return this.d.hasher.equal(app.clientSecretHash, hash) ? app : undefined;
  }
}

// A valid scrypt hash of a random string, verified against when the e-mail is unknown so that
// response time does not reveal which e-mails exist.
const DUMMY_HASH = 'scrypt$16384$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** Space-separated scope list -> known scopes, in canonical order, without duplicates. */
export function parseScopes(raw: string, field: string): OAuthScope[] {
  const parts = raw.split(/[\s,]+/).filter(Boolean);
  for (const p of parts) {
    if (!(OAUTH_SCOPES as readonly string[]).includes(p)) throw invalid(field, `unknown scope "${p}"; supported: ${OAUTH_SCOPES.join(' ')}`);
  }
  return OAUTH_SCOPES.filter((s) => parts.includes(s));
}

function checkRedirectUri(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw invalid('redirect_uri', 'must be an absolute URL');
  }
  if (u.hash) throw invalid('redirect_uri', 'must not contain a fragment (RFC 6749 3.1.2)');
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback) && (u.protocol === 'http:' || u.protocol === 'javascript:' || u.protocol === 'data:')) {
    throw invalid('redirect_uri', 'must use https (http only for loopback hosts) or a private-use scheme');
  }
  return raw;
}
