// Tokens for tests of /campaign_management/v1, obtained the way a real client does: over HTTP.
import type { TestApp } from './app.js';

export interface TestToken {
  token: string;
  accountId: number;
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
  return { token: body.accessToken.access_token, accountId: id };
}
