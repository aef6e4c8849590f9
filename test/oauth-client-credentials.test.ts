import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { ManualClock } from '../src/infra/clock.js';
import { installScopeHooks, requireScope } from '../src/surfaces/campaign-management-v1/auth.js';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { firstPartyToken } from './helpers/oauth.js';

const form = (o: Record<string, string>) => new URLSearchParams(o);

function multipart(o: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(o)) f.append(k, v);
  return f;
}

await forEachDatabase('oauth client_credentials and bearer checks', (tdb) => {
  let db: Db;
  let t: TestApp;
  let clock: ManualClock;
  let res: FastifyInstance;
  let resUrl: string;
  let accountId: number;
  let clientId: string;
  let secret: string;
  before(async () => {
    db = await tdb.open();
    clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    t = await startTestApp(db, { clock });
    accountId = (await t.c.accounts.createAccount('First party')).account.id;
    const created = await t.c.accounts.createOAuthApp({ accountId, name: 'Tool', kind: 'first-party', scopes: 'campaigns:write creatives:read' });
    clientId = created.app.clientId;
    secret = created.clientSecret;
    // A stand-in resource route guarded exactly as the v1 routes are.
    res = Fastify();
    installScopeHooks(res);
    res.post(
      '/strict-body',
      { preHandler: requireScope(t.c, 'campaigns:write'), schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
      async () => ({ ok: true }),
    );
    res.get('/needs-campaigns-read', { preHandler: requireScope(t.c, 'campaigns:read') }, async (req) => ({ account: req.access!.accountId, scopes: req.access!.scopes }));
    res.get('/needs-sources-write', { preHandler: requireScope(t.c, 'source_bids:write') }, async () => ({ ok: true }));
    resUrl = await res.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await res?.close();
    await t?.close();
    await tdb.cleanup();
  });

  const token = (body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body, headers });

  describe('token endpoint', () => {
    it('issues a token for form-urlencoded and for multipart requests, in the spec shape', async () => {
      for (const body of [form({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope: 'campaigns:read' }), multipart({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope: 'campaigns:read' })]) {
        const r = await token(body);
        assert.equal(r.status, 200);
        assert.equal(r.headers.get('cache-control'), 'no-store');
        const j = (await r.json()) as { accessToken: Record<string, unknown> };
        assert.deepEqual(Object.keys(j), ['accessToken']);
        assert.deepEqual(Object.keys(j.accessToken).sort(), ['access_token', 'expires_in', 'token_type']);
        assert.equal(j.accessToken.token_type, 'Bearer');
        assert.equal(j.accessToken.expires_in, 3600);
        // >= 256 bits: 32 random bytes base64url (43 characters) after the prefix
        assert.match(String(j.accessToken.access_token), /^oat_[A-Za-z0-9_-]{43}$/);
      }
    });

    it('accepts HTTP Basic client authentication', async () => {
      const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
      const r = await token(form({ grant_type: 'client_credentials', scope: 'creatives:read' }), { authorization: `Basic ${basic}` });
      assert.equal(r.status, 200);
    });

    it('stores only the SHA-256 of the token', async () => {
      const { token: tok } = await firstPartyToken(t, 'campaigns:read', accountId);
      const rows = await db.all<{ token_hash: string }>('SELECT token_hash FROM oauth_access_tokens');
      assert.ok(rows.length > 0);
      for (const r of rows) assert.match(r.token_hash, /^[0-9a-f]{64}$/);
      assert.ok(!rows.some((r) => r.token_hash.includes(tok)));
      assert.equal(rows.filter((r) => r.token_hash === t.c.hasher.hashSecret(tok)).length, 1);
    });

    it('refuses a wrong secret, an unknown client and missing credentials with 401 invalid_client', async () => {
      const bodies: Record<string, string>[] = [
        { grant_type: 'client_credentials', client_id: clientId, client_secret: secret + 'x', scope: 'campaigns:read' },
        { grant_type: 'client_credentials', client_id: 'f'.repeat(32), client_secret: secret, scope: 'campaigns:read' },
        { grant_type: 'client_credentials', client_id: clientId, scope: 'campaigns:read' },
        { grant_type: 'client_credentials', scope: 'campaigns:read' },
      ];
      for (const body of bodies) {
        const r = await token(form(body));
        assert.equal(r.status, 401, JSON.stringify(body));
        assert.match(r.headers.get('www-authenticate') ?? '', /^Basic realm=/);
        assert.equal(((await r.json()) as { error: string }).error, 'invalid_client');
      }
      const basic = Buffer.from(`${clientId}:wrong`).toString('base64');
      const r = await token(form({ grant_type: 'client_credentials', scope: 'campaigns:read' }), { authorization: `Basic ${basic}` });
      assert.equal(r.status, 401);
      assert.match(r.headers.get('www-authenticate') ?? '', /^Basic /);
    });

    it('rejects scope problems and parameters the grant does not take, naming them', async () => {
      const base = { grant_type: 'client_credentials', client_id: clientId, client_secret: secret };
      const cases: [Record<string, string>, number, string, RegExp][] = [
        [{ ...base }, 400, 'invalid_request', /scope/],
        [{ ...base, scope: '' }, 400, 'invalid_request', /scope/],
        [{ ...base, scope: 'source_bids:read' }, 400, 'invalid_scope', /source_bids:read/],
        [{ ...base, scope: 'campaigns:admin' }, 400, 'invalid_scope', /campaigns:admin/],
        [{ ...base, scope: 'campaigns:read', code: 'x' }, 400, 'invalid_request', /code/],
        [{ ...base, scope: 'campaigns:read', redirect_uri: 'https://a.example/cb' }, 400, 'invalid_request', /redirect_uri/],
        [{ ...base, scope: 'campaigns:read', refresh_token: 'x' }, 400, 'invalid_request', /refresh_token/],
        [{ ...base, grant_type: 'password', scope: 'campaigns:read' }, 400, 'unsupported_grant_type', /grant_type/],
        [{ client_id: clientId, client_secret: secret, scope: 'campaigns:read' }, 400, 'invalid_request', /grant_type/],
        [{ ...base, grant_type: 'authorization_code', code: 'x', redirect_uri: 'https://a.example/cb' }, 400, 'unauthorized_client', /third-party/],
      ];
      for (const [body, status, error, desc] of cases) {
        const r = await token(form(body));
        const j = (await r.json()) as { error: string; error_description: string };
        assert.equal(r.status, status, JSON.stringify(body));
        assert.equal(j.error, error, JSON.stringify(body));
        assert.match(j.error_description, desc);
        assert.equal(r.headers.get('cache-control'), 'no-store');
      }
    });

    it('treats a parameter sent without a value as omitted (RFC 6749 3.1), as forms that send every field do', async () => {
      const r = await token(form({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope: 'campaigns:read', code: '', redirect_uri: '', refresh_token: '', code_verifier: '' }));
      assert.equal(r.status, 200);
      assert.match(((await r.json()) as { accessToken: { access_token: string } }).accessToken.access_token, /^oat_/);
    });

    it('a write scope of the app allows asking for its read scope', async () => {
      const r = await token(form({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope: 'campaigns:read campaigns:write' }));
      assert.equal(r.status, 200);
    });

    it('refuses repeated parameters, JSON bodies and file parts', async () => {
      const body = new URLSearchParams([['grant_type', 'client_credentials'], ['client_id', clientId], ['client_secret', secret], ['scope', 'campaigns:read'], ['scope', 'campaigns:write']]);
      let r = await token(body);
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { error: string }).error, 'invalid_request');
      r = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope: 'campaigns:read' }) });
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { error: string }).error, 'invalid_request');
      const f = multipart({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope: 'campaigns:read' });
      f.append('file', new Blob(['hello']), 'x.txt');
      r = await token(f);
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { error: string }).error, 'invalid_request');
    });

    it('HTTP Basic and a body secret together are refused', async () => {
      const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
      const r = await token(form({ grant_type: 'client_credentials', client_secret: secret, scope: 'campaigns:read' }), { authorization: `Basic ${basic}` });
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { error: string }).error, 'invalid_request');
    });

    it('a third-party app cannot use client_credentials', async () => {
      const { app, clientSecret } = await t.c.accounts.createOAuthApp({ accountId, name: 'Partner', kind: 'third-party', scopes: 'campaigns:read', redirectUri: 'https://partner.example/cb' });
      const r = await token(form({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: clientSecret, scope: 'campaigns:read' }));
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { error: string }).error, 'unauthorized_client');
    });
  });

  describe('requireScope', () => {
    it('lets a token with the scope through and tells the route whom it acts for', async () => {
      const { token: tok } = await firstPartyToken(t, 'campaigns:write', accountId);
      const r = await fetch(`${resUrl}/needs-campaigns-read`, { headers: { authorization: `Bearer ${tok}` } });
      assert.equal(r.status, 200);
      assert.deepEqual(await r.json(), { account: accountId, scopes: ['campaigns:write'] });
    });

    it('401 with a bare Bearer challenge when no token is sent', async () => {
      const r = await fetch(`${resUrl}/needs-campaigns-read`);
      assert.equal(r.status, 401);
      assert.equal(r.headers.get('www-authenticate'), 'Bearer realm="campaign_management"');
      assert.equal(((await r.json()) as { error: string }).error, 'invalid_token');
    });

    it('401 invalid_token for unknown tokens, API keys and other schemes', async () => {
      const keys = await t.c.accounts.createAccount('Keys');
      for (const h of [`Bearer oat_${'A'.repeat(43)}`, `Bearer ${keys.campaignApiKey}`, `Bearer ${keys.managementKey}`, keys.campaignApiKey, 'Basic abc']) {
        const r = await fetch(`${resUrl}/needs-campaigns-read`, { headers: { authorization: h } });
        assert.equal(r.status, 401, h);
        assert.match(r.headers.get('www-authenticate') ?? '', /^Bearer realm="campaign_management", error="invalid_token"/);
      }
    });

    it('checks the token before the body is parsed or validated', async () => {
      let r = await fetch(`${resUrl}/strict-body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"not json' });
      assert.equal(r.status, 401);
      r = await fetch(`${resUrl}/strict-body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(r.status, 401);
      const { token: tok } = await firstPartyToken(t, 'campaigns:read', accountId);
      r = await fetch(`${resUrl}/strict-body`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tok}` }, body: '{}' });
      assert.equal(r.status, 403);
      const { token: w } = await firstPartyToken(t, 'campaigns:write', accountId);
      r = await fetch(`${resUrl}/strict-body`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${w}` }, body: '{}' });
      assert.equal(r.status, 400);
      assert.equal(res.routeScopes.get('POST /strict-body'), 'campaigns:write');
      assert.equal(res.routeScopes.get('GET /needs-campaigns-read'), 'campaigns:read');
    });

    it('403 insufficient_scope naming the scope', async () => {
      const { token: tok } = await firstPartyToken(t, 'campaigns:write', accountId);
      const r = await fetch(`${resUrl}/needs-sources-write`, { headers: { authorization: `Bearer ${tok}` } });
      assert.equal(r.status, 403);
      assert.match(r.headers.get('www-authenticate') ?? '', /error="insufficient_scope".*scope="source_bids:write"/);
      const j = (await r.json()) as { error: string; scope: string };
      assert.equal(j.error, 'insufficient_scope');
      assert.equal(j.scope, 'source_bids:write');
    });

    it('an expired token is refused (401) one hour after issue, and works until then', async () => {
      const { token: tok } = await firstPartyToken(t, 'campaigns:read', accountId);
      clock.advance(3600 * 1000 - 1);
      let r = await fetch(`${resUrl}/needs-campaigns-read`, { headers: { authorization: `Bearer ${tok}` } });
      assert.equal(r.status, 200);
      clock.advance(1);
      r = await fetch(`${resUrl}/needs-campaigns-read`, { headers: { authorization: `Bearer ${tok}` } });
      assert.equal(r.status, 401);
      assert.match(r.headers.get('www-authenticate') ?? '', /invalid_token/);
    });
  });
});
