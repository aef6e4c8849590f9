// OAuth 2.0 for `/campaign_management/v1`: the token endpoint's grants, and the token sources the
// client draws bearer tokens from. The token endpoint answers `{"accessToken": {...}}` (the real
// service nests it; a flat answer is read too). A token is renewed shortly before it expires, one
// renewal at a time: concurrent calls wait for the same renewal, which matters for refresh tokens,
// since each is single use (rotation) and a second use of the same one is refused.
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from './core.js';
import type { TokenSource } from './token-source.js';

export type { TokenSource };
import type { paths as OAuthPaths } from './generated/oauth.js';

type TokenAnswer = OAuthPaths['/oauth/v1/access_token']['post']['responses'][200]['content']['application/json'];
type Introspection = OAuthPaths['/oauth/v1/introspect']['post']['responses'][200]['content']['application/json'];

export interface TokenSet {
  accessToken: string;
  tokenType: string;
  /** Epoch ms when the access token expires (by the client's clock). */
  expiresAt: number;
  /** Epoch ms when it was asked for (its lifetime is expiresAt - issuedAt). */
  issuedAt?: number;
  refreshToken?: string;
  /** Epoch ms when the refresh token expires, when the server said. */
  refreshTokenExpiresAt?: number;
  scope?: string;
}

export interface ClientCredentialsConfig {
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes (required by the server for this grant). */
  scope: string;
}

export interface RefreshTokenConfig {
  clientId: string;
  clientSecret: string;
  /** The latest refresh token. Each use returns a new one (rotation): persist it in onTokens. */
  refreshToken: string;
  /** A still-valid access token, if you have one, and its expiry (epoch ms). */
  accessToken?: string;
  expiresAt?: number;
  /** Narrower scopes for the renewed tokens (optional). */
  scope?: string;
  /** Called with every new token set: store the rotated refresh token here. */
  onTokens?: (tokens: TokenSet) => void | Promise<void>;
}

/** `credentials.oauth`: client credentials (first-party), a refresh token (third-party), or a fixed access token. */
export type OAuthCredentials = ClientCredentialsConfig | RefreshTokenConfig | { accessToken: string };


/** How long before expiry a token is renewed: a minute, or half the lifetime of a shorter one. */
export function renewalMargin(lifetimeMs: number): number {
  return Math.min(60_000, lifetimeMs / 2);
}

export class OAuth {
  constructor(
    private readonly core: Core,
    private readonly now: () => number = Date.now,
  ) {}

  /** First-party apps: a token for the app's own account. */
  clientCredentials(c: ClientCredentialsConfig, signal?: AbortSignal): Promise<TokenSet> {
    return this.grant({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret, scope: c.scope }, true, signal);
  }

  /** Third-party apps: exchanges the code from the redirect (single use; not resent after a lost answer). */
  exchangeCode(c: { clientId: string; clientSecret: string; code: string; redirectUri: string; codeVerifier?: string }, signal?: AbortSignal): Promise<TokenSet> {
    const form: Record<string, string> = { grant_type: 'authorization_code', client_id: c.clientId, client_secret: c.clientSecret, code: c.code, redirect_uri: c.redirectUri };
    if (c.codeVerifier) form.code_verifier = c.codeVerifier;
    return this.grant(form, false, signal);
  }

  /** A new access token and a new refresh token; the one sent is used up (not resent after a lost answer). */
  refresh(c: { clientId: string; clientSecret: string; refreshToken: string; scope?: string }, signal?: AbortSignal): Promise<TokenSet> {
    const form: Record<string, string> = { grant_type: 'refresh_token', client_id: c.clientId, client_secret: c.clientSecret, refresh_token: c.refreshToken };
    if (c.scope) form.scope = c.scope;
    return this.grant(form, false, signal);
  }

  async revoke(c: { clientId: string; clientSecret: string; token: string; tokenTypeHint?: 'access_token' | 'refresh_token' }): Promise<void> {
    const form: Record<string, string> = { token: c.token, client_id: c.clientId, client_secret: c.clientSecret };
    if (c.tokenTypeHint) form.token_type_hint = c.tokenTypeHint;
    const res = await this.core.request('oauth', { method: 'POST', url: '/oauth/v1/revoke', ...formBody(form), replaySafe: true });
    await res.body?.cancel();
  }

  introspect(c: { clientId: string; clientSecret: string; token: string }): Promise<Introspection> {
    return this.core.json<Introspection>('oauth', { method: 'POST', url: '/oauth/v1/introspect', ...formBody({ token: c.token, client_id: c.clientId, client_secret: c.clientSecret }), replaySafe: true });
  }

  /** Where to send the user's browser to approve a third-party app. */
  authorizationUrl(c: { clientId: string; redirectUri: string; scope: string; state: string; codeChallenge?: string }): string {
    const u = new URL('/oauth/initialize', this.core.baseUrl);
    u.pathname = this.core.baseUrl.pathname.replace(/\/$/, '') + '/oauth/initialize';
    const q: Record<string, string> = { client_id: c.clientId, redirect_uri: c.redirectUri, response_type: 'code', scope: c.scope, state: c.state };
    if (c.codeChallenge) Object.assign(q, { code_challenge: c.codeChallenge, code_challenge_method: 'S256' });
    for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
    return u.toString();
  }

  private async grant(form: Record<string, string>, replaySafe: boolean, signal?: AbortSignal): Promise<TokenSet> {
    const sentAt = this.now();
    const body = await this.core.json<TokenAnswer>('oauth', { method: 'POST', url: '/oauth/v1/access_token', ...formBody(form), replaySafe, signal });
    const t = (body.accessToken ?? body) as TokenAnswer['accessToken'];
    return {
      accessToken: t.access_token,
      tokenType: t.token_type,
      // counted from when the request was sent, so network time only makes the token look older
      expiresAt: sentAt + t.expires_in * 1000,
      issuedAt: sentAt,
      ...(t.refresh_token ? { refreshToken: t.refresh_token } : {}),
      ...(t.refresh_token_expires_in ? { refreshTokenExpiresAt: sentAt + t.refresh_token_expires_in * 1000 } : {}),
      ...(t.scope ? { scope: t.scope } : {}),
    };
  }
}

/** A PKCE pair (RFC 7636, S256) for the authorization-code flow. */
export function pkcePair(): { verifier: string; challenge: string; method: 'S256' } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url'), method: 'S256' };
}

function formBody(form: Record<string, string>) {
  const text = new URLSearchParams(form).toString();
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: () => text };
}

/**
 * A token kept until it nears its expiry, then obtained again; concurrent callers share one
 * request. Subclasses say how a token is obtained.
 */
abstract class RenewedTokens implements TokenSource {
  readonly renewable = true;
  protected current?: TokenSet;
  private pending?: Promise<TokenSet>;

  constructor(private readonly now: () => number) {}

  protected abstract obtain(): Promise<TokenSet>;

  async token(): Promise<string> {
    const c = this.current;
    if (c && !expiring(c, this.now())) return c.accessToken;
    return (await this.fetch()).accessToken;
  }

  async renew(): Promise<string> {
    this.current = undefined;
    return (await this.fetch()).accessToken;
  }

  private fetch(): Promise<TokenSet> {
    this.pending ??= this.obtain()
      .then((t) => (this.current = t))
      .finally(() => (this.pending = undefined));
    return this.pending;
  }
}

/** Client credentials, cached and renewed before expiry. */
export class ClientCredentialsTokens extends RenewedTokens {
  constructor(
    private readonly oauth: OAuth,
    private readonly config: ClientCredentialsConfig,
    now: () => number,
  ) {
    super(now);
  }

  protected obtain(): Promise<TokenSet> {
    return this.oauth.clientCredentials(this.config);
  }
}

/** Tokens of an approved third-party grant: renewed with the refresh token, which rotates on each use. */
export class RefreshTokens extends RenewedTokens {
  private refreshToken: string;

  constructor(
    private readonly oauth: OAuth,
    private readonly config: RefreshTokenConfig,
    now: () => number,
  ) {
    super(now);
    this.refreshToken = config.refreshToken;
    if (config.accessToken) this.current = { accessToken: config.accessToken, tokenType: 'Bearer', expiresAt: config.expiresAt ?? 0, refreshToken: config.refreshToken };
  }

  /** The refresh token to keep (the latest one). */
  get latestRefreshToken(): string {
    return this.refreshToken;
  }

  protected async obtain(): Promise<TokenSet> {
    const t = await this.oauth.refresh({ clientId: this.config.clientId, clientSecret: this.config.clientSecret, refreshToken: this.refreshToken, scope: this.config.scope });
    if (t.refreshToken) this.refreshToken = t.refreshToken;
    // kept before the callback runs, as before: a caller of onTokens reads the new token set
    this.current = t;
    await this.config.onTokens?.(t);
    return t;
  }
}

/** A fixed access token (nothing to renew it with). */
export class StaticToken implements TokenSource {
  readonly renewable = false;
  constructor(private readonly value: string) {}
  async token(): Promise<string> {
    return this.value;
  }
  async renew(): Promise<string> {
    return this.value;
  }
}

function expiring(t: TokenSet, now: number): boolean {
  const lifetime = t.issuedAt === undefined ? 3_600_000 : t.expiresAt - t.issuedAt;
  return now >= t.expiresAt - renewalMargin(lifetime);
}
