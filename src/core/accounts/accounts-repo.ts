import type { AccountType } from '../shared/account-type.js';
import type { Awaitable } from '../shared/awaitable.js';
import type { Catalog } from '../catalogs/catalogs.js';
import type { Account, KeyKind, OAuthApp, User } from './model.js';

/** Storage the accounts module needs. Secrets arrive here already hashed. */
export interface AccountsRepo {
  /** With `catalogs`: the account's first catalogs (a WEB account's sample), in the same transaction. */
  createAccount(name: string, type: AccountType, at: Date, keys: { kind: KeyKind; hash: string }[], catalogs?: Catalog[]): Promise<Account>;
  /** The account's type; undefined when it does not exist. Read on every /manage/v1 write: cached where the engine can. */
  accountType(id: number): Awaitable<AccountType | undefined>;
  listAccounts(): Promise<Account[]>;
  countAccounts(): Promise<number>;
  findAccount(id: number): Promise<Account | undefined>;
  /** Replaces the account's key of this kind; returns false when the account does not exist. */
  replaceKey(accountId: number, kind: KeyKind, hash: string, at: Date): Promise<boolean>;
  findAccountIdByKeyHash(kind: KeyKind, hash: string): Promise<{ accountId: number; keyHash: string } | undefined>;
  createUser(user: Omit<User, 'id'>): Promise<User>;
  findUserByEmail(email: string): Promise<User | undefined>;
  /** The account's oldest user, if any. */
  firstUserOf(accountId: number): Promise<User | undefined>;
  findUser(id: number): Promise<User | undefined>;
  createOAuthApp(app: Omit<OAuthApp, 'id'>): Promise<OAuthApp>;
  findOAuthApp(clientId: string): Promise<OAuthApp | undefined>;
  listOAuthApps(accountId: number): Promise<OAuthApp[]>;
  /** Deletes the account's app (its grants and tokens with it); false when it has no such app. */
  deleteOAuthApp(accountId: number, clientId: string): Promise<boolean>;
}
