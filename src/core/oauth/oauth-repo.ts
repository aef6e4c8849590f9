import type { OAuthAppKind, OAuthScope } from '../accounts/model.js';
import type { Awaitable } from '../shared/awaitable.js';

// Storage the OAuth module needs. Every secret arrives here already hashed (SHA-256 hex).

export interface AccessTokenRow {
  tokenHash: string;
  grantId: number | null;
  accountId: number;
  clientId: string;
  appKind: OAuthAppKind;
  scopes: OAuthScope[];
  createdAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface RefreshTokenRow {
  tokenHash: string;
  grantId: number;
  clientId: string;
  scopes: OAuthScope[];
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  revoked: boolean;
}

export interface GrantRow {
  id: number;
  accountId: number;
  clientId: string;
  userId: number;
  scopes: OAuthScope[];
  createdAt: number;
  revokedAt: number | null;
}

export interface CodeRow {
  codeHash: string;
  grantId: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface SessionRow {
  sessionHash: string;
  userId: number | null;
  createdAt: number;
  expiresAt: number;
}

export interface InteractionRow {
  interactionHash: string;
  sessionHash: string;
  clientId: string;
  redirectUri: string;
  scopes: OAuthScope[];
  state: string;
  codeChallenge: string | null;
  createdAt: number;
  expiresAt: number;
  doneAt: number | null;
}

export interface OAuthRepo {
  /** Runs fn with a repository whose statements all belong to one transaction. */
  atomically<T>(fn: (r: OAuthRepo) => Promise<T>): Promise<T>;

  insertAccessToken(row: AccessTokenRow): Promise<void>;
  /** At once (no promise) when the row is in the read cache. */
  findAccessToken(hash: string): Awaitable<AccessTokenRow | undefined>;
  revokeAccessToken(hash: string): Promise<void>;
  insertRefreshToken(row: RefreshTokenRow): Promise<void>;
  findRefreshToken(hash: string): Promise<RefreshTokenRow | undefined>;
  /** Sets used_at when still unused and not revoked; false when someone else got there first. */
  markRefreshTokenUsed(hash: string, at: number): Promise<boolean>;

  insertGrant(row: Omit<GrantRow, 'id'>): Promise<number>;
  findGrant(id: number): Promise<GrantRow | undefined>;
  /** Revokes the grant and every access and refresh token issued under it. */
  revokeGrant(id: number, at: number): Promise<void>;
  /** Live (unrevoked) grants given by the account's users, oldest first, with the app's name. */
  listActiveGrants(accountId: number): Promise<(GrantRow & { appName: string })[]>;

  insertCode(row: CodeRow): Promise<void>;
  findCode(hash: string): Promise<CodeRow | undefined>;
  /** Sets used_at when still unused; false when it was already used. */
  markCodeUsed(hash: string, at: number): Promise<boolean>;

  insertSession(row: SessionRow): Promise<void>;
  findSession(hash: string): Promise<SessionRow | undefined>;
  deleteSession(hash: string): Promise<void>;

  insertInteraction(row: InteractionRow): Promise<void>;
  findInteraction(hash: string): Promise<InteractionRow | undefined>;
  moveInteraction(hash: string, toSessionHash: string): Promise<void>;
  /** Sets done_at when not yet done; false when it was already finished. */
  finishInteraction(hash: string, at: number): Promise<boolean>;

  /**
   * Deletes tokens, sessions and interactions that expired before `before`, and codes that expired
   * before `codesBefore` (kept longer so a late replay is still recognised); returns how many.
   */
  purgeExpired(before: number, codesBefore: number): Promise<number>;
  /** Deletes a session's interactions beyond its `keep` newest. */
  trimInteractions(sessionHash: string, keep: number): Promise<void>;
  deleteInteraction(hash: string): Promise<void>;
  /** Deletes expired browser sessions and interactions (no slack: nothing refers to them). */
  purgeBrowserState(now: number): Promise<number>;
}
