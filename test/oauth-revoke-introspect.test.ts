import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { thirdPartyToken } from './helpers/oauth.js';

type Intro = { active: boolean; scope?: string; client_id?: string; token_type?: string; exp?: number; iat?: number; sub?: string };

await forEachDatabase('oauth revocation (RFC 7009) and introspection (RFC 7662)', (tdb) => {
  let t: TestApp;
  let clock: ManualClock;
  before(async () => {
    clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    t = await startTestApp(await tdb.open(), { clock });
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/oauth/v1/${path}`, { method: 'POST', body: new URLSearchParams(fields), headers });

  it('introspection reports the calling client\'s tokens, and nothing about others\'', async () => {
    const a = await thirdPartyToken(t, 'campaigns:write');
    const b = await thirdPartyToken(t, 'campaigns:write');
    const creds = { client_id: a.setup.clientId, client_secret: a.setup.clientSecret };
    let res = await post('introspect', { ...creds, token: a.token });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const j = (await res.json()) as Intro;
    assert.deepEqual(
      { ...j },
      { active: true, scope: 'campaigns:write', client_id: a.setup.clientId, token_type: 'Bearer', iat: Date.parse('2026-03-01T10:00:00Z') / 1000, exp: Date.parse('2026-03-01T11:00:00Z') / 1000, sub: String(a.accountId), account_id: String(a.accountId) },
    );
    res = await post('introspect', { ...creds, token: a.refreshToken, token_type_hint: 'refresh_token' });
    assert.equal(((await res.json()) as Intro).token_type, 'refresh_token');
    for (const token of [b.token, b.refreshToken, 'oat_nothing']) {
      res = await post('introspect', { ...creds, token });
      assert.deepEqual(await res.json(), { active: false });
    }
    res = await post('introspect', { client_id: a.setup.clientId, client_secret: 'wrong', token: a.token });
    assert.equal(res.status, 401);
    res = await post('introspect', { ...creds });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { error_description: string }).error_description, /token/);
  });

  it('revoking an access token stops only that token', async () => {
    const a = await thirdPartyToken(t, 'campaigns:read');
    const basic = `Basic ${Buffer.from(`${a.setup.clientId}:${a.setup.clientSecret}`).toString('base64')}`;
    const res = await post('revoke', { token: a.token }, { authorization: basic });
    assert.equal(res.status, 200);
    assert.equal(await t.c.oauth.verifyAccessToken(a.token), undefined);
    const r2 = await post('access_token', { grant_type: 'refresh_token', refresh_token: a.refreshToken }, { authorization: basic });
    assert.equal(r2.status, 200);
  });

  it('revoking a refresh token revokes the whole authorization; unknown tokens are fine; others\' are refused', async () => {
    const a = await thirdPartyToken(t, 'campaigns:read');
    const b = await thirdPartyToken(t, 'campaigns:read');
    const creds = { client_id: a.setup.clientId, client_secret: a.setup.clientSecret };
    let res = await post('revoke', { ...creds, token: b.refreshToken });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_request');
    assert.ok(await t.c.oauth.verifyAccessToken(b.token));
    res = await post('revoke', { ...creds, token: 'ort_not-a-token' });
    assert.equal(res.status, 200);
    res = await post('revoke', { ...creds, token: a.refreshToken, token_type_hint: 'refresh_token' });
    assert.equal(res.status, 200);
    assert.equal(await t.c.oauth.verifyAccessToken(a.token), undefined);
    res = await post('access_token', { ...creds, grant_type: 'refresh_token', refresh_token: a.refreshToken });
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_grant');
    res = await post('introspect', { ...creds, token: a.refreshToken });
    assert.deepEqual(await res.json(), { active: false });
  });
});
