// Tokens for tests of /campaign_management/v1, obtained the way a real client does: over HTTP.
import type { TestApp } from './app.js';

export interface TestToken {
  token: string;
  accountId: number;
  /** The app's credentials (for revocation and introspection). */
  clientId: string;
  clientSecret: string;
}

/**
 * Registers a first-party app holding exactly `scopes` (creating an account when none is given)
 * and fetches a client_credentials token for those scopes from POST /oauth/v1/access_token.
 */
export async function firstPartyToken(t: TestApp, scopes: string, accountId?: number): Promise<TestToken> {
  const id = accountId ?? (await t.c.accounts.createAccount('Token test account')).account.id;
  const { app, clientSecret } = await t.c.accounts.createOAuthApp({ accountId: id, name: 'First-party test app', kind: 'first-party', scopes });
  const res = await fetch(`${t.url}/oauth/v1/access_token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: clientSecret, scope: scopes }),
  });
  const body = (await res.json()) as { accessToken?: { access_token?: string } };
  if (res.status !== 200 || !body.accessToken?.access_token) throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.accessToken.access_token, accountId: id, clientId: app.clientId, clientSecret };
}

/** A cookie-keeping HTTP client that does not follow redirects: one browser, driven by hand. */
export class TestBrowser {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(path: string): Promise<Response> {
    const res = await fetch(new URL(path, this.base), { redirect: 'manual', headers: this.cookies.size ? { cookie: this.cookieHeader } : {} });
    this.remember(res);
    return res;
  }

  async post(path: string, fields: Record<string, string>): Promise<Response> {
    const res = await fetch(new URL(path, this.base), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
      headers: this.cookies.size ? { cookie: this.cookieHeader } : {},
    });
    this.remember(res);
    return res;
  }
}

/** The form of a page: its action and its fields' values (hidden inputs). */
export function formOf(html: string, index = 0): { action: string; csrf: string } {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const f = forms[index];
  if (!f) throw new Error(`no form #${index} in page:\n${html}`);
  const csrf = /name="csrf_token" value="([^"]*)"/.exec(f[2]!)?.[1] ?? '';
  return { action: f[1]!.replace(/&amp;/g, '&'), csrf };
}

export interface ThirdPartySetup {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The account that approves (the app acts for it). */
  accountId: number;
  email: string;
  password: string;
}

/** A third-party app owned by a separate account, and a user of another account who will approve it. */
export async function thirdPartySetup(t: TestApp, appScopes: string, opts: { accountId?: number; redirectUri?: string } = {}): Promise<ThirdPartySetup> {
  const owner = (await t.c.accounts.createAccount('App maker')).account.id;
  const redirectUri = opts.redirectUri ?? 'https://partner.example/callback';
  const { app, clientSecret } = await t.c.accounts.createOAuthApp({ accountId: owner, name: 'Partner Tool', kind: 'third-party', scopes: appScopes, redirectUri });
  const accountId = opts.accountId ?? (await t.c.accounts.createAccount('Approving advertiser')).account.id;
  const email = `user-${t.c.ids.hex32().slice(0, 12)}@example.com`;
  const password = 'correct horse battery';
  await t.c.accounts.createUser(accountId, email, password);
  return { clientId: app.clientId, clientSecret, redirectUri, accountId, email, password };
}

/**
 * Drives the whole consent flow over HTTP as a browser would: GET /oauth/initialize, sign in,
 * approve. Returns the redirect Location (with code and state).
 */
export async function approveOverHttp(t: TestApp, s: ThirdPartySetup, scope: string, extra: Record<string, string> = {}): Promise<URL> {
  const b = new TestBrowser(t.url);
  const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope, state: 'st-123', ...extra });
  let res = await b.get(`/oauth/initialize?${q}`);
  if (res.status !== 200) throw new Error(`initialize: ${res.status}`);
  const signIn = formOf(await res.text());
  res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
  if (res.status !== 303) throw new Error(`sign-in: ${res.status}`);
  res = await b.get(res.headers.get('location')!);
  const consent = formOf(await res.text());
  res = await b.post(consent.action, { csrf_token: consent.csrf, decision: 'approve' });
  if (res.status !== 302) throw new Error(`consent: ${res.status}`);
  return new URL(res.headers.get('location')!);
}

/** A third-party access token for `scope`, acting for the approving account (a new one unless given). */
export async function thirdPartyToken(t: TestApp, scope: string, accountId?: number): Promise<TestToken & { refreshToken: string; setup: ThirdPartySetup }> {
  const s = await thirdPartySetup(t, scope, { accountId });
  const loc = await approveOverHttp(t, s, scope);
  const res = await fetch(`${t.url}/oauth/v1/access_token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: s.clientId, client_secret: s.clientSecret, code: loc.searchParams.get('code')!, redirect_uri: s.redirectUri }),
  });
  const body = (await res.json()) as { accessToken?: { access_token?: string; refresh_token?: string } };
  if (res.status !== 200 || !body.accessToken?.access_token) throw new Error(`code exchange failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.accessToken.access_token, refreshToken: body.accessToken.refresh_token!, accountId: s.accountId, clientId: s.clientId, clientSecret: s.clientSecret, setup: s };
}
