import type { AccountsService } from '../accounts/accounts-service.js';
import { OAUTH_SCOPES, type OAuthApp, type OAuthScope } from '../accounts/model.js';
import { notFound } from '../shared/errors.js';
import { andThen, type Awaitable } from '../shared/awaitable.js';
import type { Clock, Hasher, IdGenerator } from '../shared/ports.js';
import type { AccessContext } from './access.js';
import { AuthorizationService } from './authorization-service.js';
import { OAuthError } from './errors.js';
import { ACCESS_TOKEN_TTL_S, CODE_REPLAY_MEMORY_S, REFRESH_TOKEN_TTL_S } from './lifetimes.js';
import type { OAuthRepo } from './oauth-repo.js';
import { isPkceValue, s256 } from './pkce.js';
import { requestedScopes } from './scopes.js';
import { TOKEN_PREFIX } from './token-prefixes.js';

import type { SignInRecords } from './sign-in-throttle.js';

export interface OAuthDeps {
  repo: OAuthRepo;
  /** Sign-in failures and known sources, shared by every process (the sign-in throttle). */
  signIn: SignInRecords;
  accounts: AccountsService;
  clock: Clock;
  ids: IdGenerator;
  hasher: Hasher;
}

/** A third-party app the account's users approved (the console's "approved apps"). */
export interface ApprovedApp {
  clientId: string;
  name: string;
  scopes: OAuthScope[];
  firstApprovedAt: Date;
  lastApprovedAt: Date;
}

export const GRANT_TYPES = ['client_credentials', 'authorization_code', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** A token request as the token endpoint read it (client credentials already extracted). */
export interface TokenRequest {
  grantType: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  code?: string;
  redirectUri?: string;
  refreshToken?: string;
  scope?: string;
  codeVerifier?: string;
  /** Told the client's account as soon as the client has authenticated (before the grant runs, whatever its outcome). */
  authenticated?: ClientAuthenticated;
}

/** The caller's hook for "this request proved it is this account" (the request log files it there). */
export type ClientAuthenticated = (accountId: number) => void;

export type Introspection =
  | { active: false }
  | { active: true; tokenType: 'access_token' | 'refresh_token'; scopes: OAuthScope[]; clientId: string; accountId: number; issuedAt: number; expiresAt: number };

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  scopes: OAuthScope[];
  /** Third-party grants only. */
  refreshToken?: string;
  refreshExpiresIn?: number;
}


// Which request parameters each grant accepts; any other of the known token parameters present in
// the request is refused by name (the spec calls them invalid for that grant).
const GRANT_PARAMS: Record<GrantType, { required: (keyof TokenRequest)[]; allowed: (keyof TokenRequest)[] }> = {
  client_credentials: { required: ['scope'], allowed: ['scope'] },
  authorization_code: { required: ['code', 'redirectUri'], allowed: ['code', 'redirectUri', 'codeVerifier'] },
  refresh_token: { required: ['refreshToken'], allowed: ['refreshToken', 'scope', 'redirectUri'] },
};
const PARAM_NAMES: Partial<Record<keyof TokenRequest, string>> = {
  code: 'code', redirectUri: 'redirect_uri', refreshToken: 'refresh_token', scope: 'scope', codeVerifier: 'code_verifier',
};
const KIND_FOR_GRANT: Record<GrantType, OAuthApp['kind']> = {
  client_credentials: 'first-party',
  authorization_code: 'third-party',
  refresh_token: 'third-party',
};

const PURGE_EVERY_MS = 10 * 60 * 1000;

export class OAuthService {
  private lastPurge = 0;
  /** The browser side of the authorization-code flow (GET /oauth/initialize and its pages). */
  readonly authorization: AuthorizationService;
  constructor(private readonly d: OAuthDeps) {
    this.authorization = new AuthorizationService(d);
  }

  /** The access a bearer token carries, or undefined when it is unknown, expired or revoked; at once when its row is in the read cache. */
  verifyAccessToken(token: string): Awaitable<AccessContext | undefined> {
    if (!token || token.length > 512) return undefined;
    return andThen(this.d.repo.findAccessToken(this.d.hasher.hashSecret(token)), (row) => {
      if (!row || row.revoked || row.expiresAt <= this.d.clock.now().getTime()) return undefined;
      return { accountId: row.accountId, clientId: row.clientId, appKind: row.appKind, scopes: row.scopes };
    });
  }

  /** The token endpoint (RFC 6749 sections 4.1.3, 4.4, 6): one grant per call. */
  async token(req: TokenRequest): Promise<IssuedTokens> {
    if (!(GRANT_TYPES as readonly string[]).includes(req.grantType)) {
      throw new OAuthError('unsupported_grant_type', `grant_type must be one of ${GRANT_TYPES.join(', ')}`, 'grant_type');
    }
    const grantType = req.grantType as GrantType;
    const app = await this.authenticateClient(req.clientId, req.clientSecret, req.authenticated);
    if (app.kind !== KIND_FOR_GRANT[grantType]) {
      throw new OAuthError('unauthorized_client', `grant_type ${grantType} is for ${KIND_FOR_GRANT[grantType]} apps; this app is ${app.kind}`, 'grant_type');
    }
    checkParams(grantType, req);
    await this.maybePurge();
    switch (grantType) {
      case 'client_credentials':
        return this.clientCredentials(app, req.scope!);
      case 'authorization_code':
        return this.authorizationCode(app, req);
      case 'refresh_token':
        return this.refresh(app, req);
    }
  }

  /**
   * RFC 7009 revocation by the client the token was issued to. A refresh token revokes its whole
   * grant (every access and refresh token from the same approval); an access token only itself.
   * Unknown tokens are not an error (RFC 7009 2.2); another client's token is refused.
   */
  async revoke(req: { clientId?: string; clientSecret?: string; token?: string; hint?: string; authenticated?: ClientAuthenticated }): Promise<void> {
    const app = await this.authenticateClient(req.clientId, req.clientSecret, req.authenticated);
    if (!req.token) throw new OAuthError('invalid_request', 'token is required', 'token');
    const hash = this.d.hasher.hashSecret(req.token);
    const now = this.d.clock.now().getTime();
    const order = req.hint === 'refresh_token' ? (['refresh', 'access'] as const) : (['access', 'refresh'] as const);
    for (const kind of order) {
      if (kind === 'access') {
        const at = await this.d.repo.findAccessToken(hash);
        if (!at) continue;
        if (at.clientId !== app.clientId) throw new OAuthError('invalid_request', 'token: was not issued to this client', 'token');
        await this.d.repo.revokeAccessToken(hash);
        return;
      }
      const rt = await this.d.repo.findRefreshToken(hash);
      if (!rt) continue;
      if (rt.clientId !== app.clientId) throw new OAuthError('invalid_request', 'token: was not issued to this client', 'token');
      await this.d.repo.atomically((r) => r.revokeGrant(rt.grantId, now));
      return;
    }
  }

  /**
   * Third-party apps the account's users approved and that still hold access, one entry per app:
   * the scopes of every live approval together, the first and the latest approval.
   */
  async approvedApps(accountId: number): Promise<ApprovedApp[]> {
    const byApp = new Map<string, ApprovedApp>();
    for (const g of await this.d.repo.listActiveGrants(accountId)) {
      const a = byApp.get(g.clientId);
      if (!a) {
        byApp.set(g.clientId, { clientId: g.clientId, name: g.appName, scopes: [...g.scopes], firstApprovedAt: new Date(g.createdAt), lastApprovedAt: new Date(g.createdAt) });
        continue;
      }
      a.scopes = OAUTH_SCOPES.filter((s) => a.scopes.includes(s) || g.scopes.includes(s));
      a.lastApprovedAt = new Date(g.createdAt);
    }
    return [...byApp.values()];
  }

  /** Withdraws every approval the account gave the app: its codes, access and refresh tokens stop working. */
  async revokeApproval(accountId: number, clientId: string): Promise<void> {
    const now = this.d.clock.now().getTime();
    const grants = (await this.d.repo.listActiveGrants(accountId)).filter((g) => g.clientId === clientId);
    if (!grants.length) throw notFound(`approval of app ${String(clientId).slice(0, 200)}`);
    await this.d.repo.atomically(async (r) => {
      for (const g of grants) await r.revokeGrant(g.id, now);
    });
  }

  /**
   * RFC 7662 introspection for the client the token was issued to; any other token (unknown,
   * expired, revoked, used, or another client's) is simply inactive.
   */
  async introspect(req: { clientId?: string; clientSecret?: string; token?: string; hint?: string; authenticated?: ClientAuthenticated }): Promise<Introspection> {
    const app = await this.authenticateClient(req.clientId, req.clientSecret, req.authenticated);
    if (!req.token) throw new OAuthError('invalid_request', 'token is required', 'token');
    const hash = this.d.hasher.hashSecret(req.token);
    const now = this.d.clock.now().getTime();
    const at = req.hint === 'refresh_token' ? undefined : await this.d.repo.findAccessToken(hash);
    if (at) {
      if (at.clientId !== app.clientId || at.revoked || at.expiresAt <= now) return { active: false };
      return { active: true, tokenType: 'access_token', scopes: at.scopes, clientId: at.clientId, accountId: at.accountId, issuedAt: at.createdAt, expiresAt: at.expiresAt };
    }
    const rt = await this.d.repo.findRefreshToken(hash);
    if (rt) {
      const grant = await this.d.repo.findGrant(rt.grantId);
      if (!grant || rt.clientId !== app.clientId || rt.revoked || rt.usedAt !== null || grant.revokedAt !== null || rt.expiresAt <= now) return { active: false };
      return { active: true, tokenType: 'refresh_token', scopes: rt.scopes, clientId: rt.clientId, accountId: grant.accountId, issuedAt: rt.createdAt, expiresAt: rt.expiresAt };
    }
    if (req.hint === 'refresh_token') return this.introspect({ ...req, hint: 'access_token' });
    return { active: false };
  }

  private async authenticateClient(clientId: string | undefined, secret: string | undefined, authenticated?: ClientAuthenticated): Promise<OAuthApp> {
    if (!clientId) throw new OAuthError('invalid_client', 'client_id is required (form field or HTTP Basic authentication)', 'client_id');
    if (!secret) throw new OAuthError('invalid_client', 'client_secret is required (form field or HTTP Basic authentication)', 'client_secret');
    if (clientId.length > 200 || secret.length > 512) throw new OAuthError('invalid_client', 'client authentication failed');
    const app = await this.d.accounts.authenticateClient(clientId, secret);
    if (!app) throw new OAuthError('invalid_client', 'client authentication failed');
    authenticated?.(app.accountId);
    return app;
  }

  private async clientCredentials(app: OAuthApp, scope: string): Promise<IssuedTokens> {
    const scopes = requestedScopes(scope, app.scopes);
    const now = this.d.clock.now().getTime();
    const accessToken = this.d.ids.secret(TOKEN_PREFIX.access);
    await this.d.repo.insertAccessToken({
      tokenHash: this.d.hasher.hashSecret(accessToken), grantId: null, accountId: app.accountId, clientId: app.clientId,
      appKind: app.kind, scopes, createdAt: now, expiresAt: now + ACCESS_TOKEN_TTL_S * 1000, revoked: false,
    });
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_S, scopes };
  }

  private async authorizationCode(app: OAuthApp, req: TokenRequest): Promise<IssuedTokens> {
    const codeHash = this.d.hasher.hashSecret(req.code!);
    const now = this.d.clock.now().getTime();
    const outcome = await this.d.repo.atomically(async (r) => {
      const code = await r.findCode(codeHash);
      if (!code || code.clientId !== app.clientId) return { error: 'the authorization code is unknown or was issued to another client' } as const;
      if (code.usedAt !== null) {
        // RFC 6749 4.1.2 / RFC 9700 4.5: a second use means the code leaked; revoke what it issued.
        await r.revokeGrant(code.grantId, now);
        return { error: 'the authorization code was already used; every token issued from it is revoked' } as const;
      }
      if (code.expiresAt <= now) return { error: 'the authorization code has expired' } as const;
      if (code.redirectUri !== req.redirectUri) return { error: 'redirect_uri does not match the one the code was issued for' } as const;
      if (code.codeChallenge !== null) {
        if (!req.codeVerifier) return { error: 'code_verifier is required: the code was issued with a PKCE code_challenge' } as const;
        if (!isPkceValue(req.codeVerifier) || !this.d.hasher.equal(s256(req.codeVerifier), code.codeChallenge)) {
          return { error: 'code_verifier does not match the code_challenge' } as const;
        }
      } else if (req.codeVerifier !== undefined) {
        // RFC 9700 2.1.1: a verifier without a challenge in the authorization request is refused.
        return { error: 'code_verifier was sent but the code was issued without a code_challenge' } as const;
      }
      const grant = await r.findGrant(code.grantId);
      if (!grant || grant.revokedAt !== null) return { error: 'the authorization behind this code was revoked' } as const;
      if (!(await r.markCodeUsed(codeHash, now))) {
        await r.revokeGrant(code.grantId, now);
        return { error: 'the authorization code was already used; every token issued from it is revoked' } as const;
      }
      return { tokens: await this.issueForGrant(r, app, grant.id, grant.accountId, grant.scopes, grant.scopes, now) } as const;
    });
    if ('error' in outcome) throw new OAuthError('invalid_grant', outcome.error!, 'code');
    return outcome.tokens;
  }

  private async refresh(app: OAuthApp, req: TokenRequest): Promise<IssuedTokens> {
    if (req.redirectUri !== undefined && req.redirectUri !== app.redirectUri) {
      throw new OAuthError('invalid_request', 'redirect_uri, when sent, must equal the registered redirect URI', 'redirect_uri');
    }
    const hash = this.d.hasher.hashSecret(req.refreshToken!);
    const now = this.d.clock.now().getTime();
    const outcome = await this.d.repo.atomically(async (r) => {
      const rt = await r.findRefreshToken(hash);
      if (!rt || rt.clientId !== app.clientId) return { error: 'the refresh token is unknown or was issued to another client' } as const;
      const grant = await r.findGrant(rt.grantId);
      if (!grant || grant.revokedAt !== null || rt.revoked) return { error: 'the refresh token was revoked' } as const;
      if (rt.usedAt !== null) {
        // RFC 9700 4.14.2: reuse of a rotated refresh token revokes the whole grant.
        await r.revokeGrant(rt.grantId, now);
        return { error: 'the refresh token was already used; the whole authorization is revoked' } as const;
      }
      if (rt.expiresAt <= now) return { error: 'the refresh token has expired' } as const;
      // A narrower scope for the new access token; the new refresh token keeps the grant's scope (RFC 6749 6).
      const scopes = req.scope === undefined ? rt.scopes : requestedScopes(req.scope, rt.scopes);
      if (!(await r.markRefreshTokenUsed(hash, now))) {
        await r.revokeGrant(rt.grantId, now);
        return { error: 'the refresh token was already used; the whole authorization is revoked' } as const;
      }
      return { tokens: await this.issueForGrant(r, app, grant.id, grant.accountId, scopes, rt.scopes, now) } as const;
    });
    if ('error' in outcome) throw new OAuthError('invalid_grant', outcome.error!, 'refresh_token');
    return outcome.tokens;
  }

  private async issueForGrant(
    r: OAuthRepo, app: OAuthApp, grantId: number, accountId: number, accessScopes: OAuthScope[], refreshScopes: OAuthScope[], now: number,
  ): Promise<IssuedTokens> {
    const accessToken = this.d.ids.secret(TOKEN_PREFIX.access);
    const refreshToken = this.d.ids.secret(TOKEN_PREFIX.refresh);
    await r.insertAccessToken({
      tokenHash: this.d.hasher.hashSecret(accessToken), grantId, accountId, clientId: app.clientId, appKind: app.kind,
      scopes: accessScopes, createdAt: now, expiresAt: now + ACCESS_TOKEN_TTL_S * 1000, revoked: false,
    });
    await r.insertRefreshToken({
      tokenHash: this.d.hasher.hashSecret(refreshToken), grantId, clientId: app.clientId, scopes: refreshScopes,
      createdAt: now, expiresAt: now + REFRESH_TOKEN_TTL_S * 1000, usedAt: null, revoked: false,
    });
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_S, scopes: accessScopes, refreshToken, refreshExpiresIn: REFRESH_TOKEN_TTL_S };
  }

  /** Expired rows are deleted now and then, by whichever request comes along (no timer to stop). */
  private async maybePurge(): Promise<void> {
    const now = this.d.clock.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    // A day of slack keeps "expired" (rather than "unknown") answers for recently expired tokens.
    await this.d.repo.purgeExpired(now - 24 * 3600 * 1000, now - CODE_REPLAY_MEMORY_S * 1000);
  }
}

function checkParams(grant: GrantType, req: TokenRequest): void {
  const rules = GRANT_PARAMS[grant];
  for (const k of Object.keys(PARAM_NAMES) as (keyof TokenRequest)[]) {
    // RFC 6749 3.1: a parameter sent without a value is treated as omitted (forms such as the
    // API reference's try-it send every field, the unused ones empty)
    if (req[k] !== undefined && req[k] !== '' && !rules.allowed.includes(k)) {
      throw new OAuthError('invalid_request', `${PARAM_NAMES[k]} is not accepted with grant_type ${grant}`, PARAM_NAMES[k]);
    }
  }
  for (const k of rules.required) {
    if (req[k] === undefined || req[k] === '') throw new OAuthError('invalid_request', `${PARAM_NAMES[k]} is required with grant_type ${grant}`, PARAM_NAMES[k]);
  }
}
