import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { approveOverHttp, formOf, TestBrowser, thirdPartySetup, type ThirdPartySetup } from './helpers/oauth.js';

type TokenBody = { accessToken: { access_token: string; refresh_token: string; expires_in: number; token_type: string; scope: string; refresh_token_expires_in: number }; access_token: string; refresh_token: string };
type ErrBody = { error: string; error_description: string };

await forEachDatabase('oauth authorization-code flow', (tdb) => {
  let db: Db;
  let t: TestApp;
  let clock: ManualClock;
  before(async () => {
    db = await tdb.open();
    clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    t = await startTestApp(db, { clock });
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  const tokenReq = (fields: Record<string, string>) => fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams(fields) });
  const exchange = (s: ThirdPartySetup, code: string, extra: Record<string, string> = {}) =>
    tokenReq({ grant_type: 'authorization_code', client_id: s.clientId, client_secret: s.clientSecret, code, redirect_uri: s.redirectUri, ...extra });
  const refresh = (s: ThirdPartySetup, rt: string, extra: Record<string, string> = {}) =>
    tokenReq({ grant_type: 'refresh_token', client_id: s.clientId, client_secret: s.clientSecret, refresh_token: rt, ...extra });
  const initQuery = (s: ThirdPartySetup, o: Record<string, string | undefined> = {}) => {
    const q = new URLSearchParams();
    const all: Record<string, string | undefined> = { client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:read', state: 'xyz', ...o };
    for (const [k, v] of Object.entries(all)) if (v !== undefined) q.set(k, v);
    return `/oauth/initialize?${q}`;
  };
  async function codeFor(s: ThirdPartySetup, scope = 'campaigns:read', extra: Record<string, string> = {}): Promise<string> {
    const loc = await approveOverHttp(t, s, scope, extra);
    return loc.searchParams.get('code')!;
  }

  describe('consent pages', () => {
    it('walks initialize -> sign-in -> consent -> redirect with code and state, with safe headers on every page', async () => {
      const s = await thirdPartySetup(t, 'campaigns:write source_bids:read');
      const b = new TestBrowser(t.url);
      let res = await b.get(initQuery(s, { scope: 'campaigns:write source_bids:read', state: 'opaque/state value' }));
      assert.equal(res.status, 200);
      for (const [h, v] of [['cache-control', 'no-store'], ['x-frame-options', 'DENY']]) assert.equal(res.headers.get(h!), v);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      // an anonymous browser gets only the sign-in form's CSRF cookie: no session is stored yet
      const cookie = res.headers.getSetCookie().join('\n');
      assert.match(cookie, /cp_oauth_pre=[A-Za-z0-9_-]{43}; Path=\/oauth; Max-Age=3600; HttpOnly; SameSite=Lax/);
      assert.doesNotMatch(cookie, /cp_oauth_sid/);
      assert.doesNotMatch(cookie, /Secure/); // plain http here
      const firstCookie = b.cookieHeader;
      let html = await res.text();
      assert.match(html, /Sign in to continue to Partner Tool/);
      assert.match(html, /<label for="email">/);
      const signIn = formOf(html);
      assert.match(signIn.csrf, /^[0-9a-f]{64}$/);

      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email.toUpperCase(), password: s.password });
      assert.equal(res.status, 303);
      assert.match(res.headers.getSetCookie().join('\n'), /cp_oauth_sid=[A-Za-z0-9_-]{43}; Path=\/oauth; Max-Age=3600; HttpOnly; SameSite=Lax/);
      assert.notEqual(b.cookieHeader, firstCookie, 'a session id only after sign-in');
      res = await b.get(res.headers.get('location')!);
      assert.equal(res.status, 200);
      html = await res.text();
      assert.match(html, /Allow Partner Tool to access Approving advertiser\?/);
      assert.match(html, /Create and change your campaigns/);
      assert.match(html, /See which traffic sources your campaigns run on/);
      assert.match(html, new RegExp(`Signed in as ${s.email.replace(/[.+]/g, '\\$&')}`));
      assert.match(res.headers.get('content-security-policy') ?? '', /form-action 'self' https:\/\/partner\.example/);
      const consent = formOf(html);
      assert.notEqual(consent.csrf, signIn.csrf, 'the CSRF token follows the session');

      res = await b.post(consent.action, { csrf_token: consent.csrf, decision: 'approve' });
      assert.equal(res.status, 302);
      const loc = new URL(res.headers.get('location')!);
      assert.equal(`${loc.origin}${loc.pathname}`, s.redirectUri);
      assert.equal(loc.searchParams.get('state'), 'opaque/state value');
      assert.match(loc.searchParams.get('code') ?? '', /^oac_[A-Za-z0-9_-]{43}$/);

      // the same consent cannot be posted twice
      res = await b.post(consent.action, { csrf_token: consent.csrf, decision: 'approve' });
      assert.equal(res.status, 400);
      assert.equal(res.headers.get('location'), null);

      // the code buys tokens that act for the APPROVING account, not the app maker's
      res = await exchange(s, loc.searchParams.get('code')!);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const j = (await res.json()) as TokenBody;
      assert.equal(j.accessToken.token_type, 'Bearer');
      assert.equal(j.accessToken.expires_in, 3600);
      assert.equal(j.accessToken.scope, 'campaigns:write source_bids:read');
      assert.equal(j.accessToken.refresh_token_expires_in, 30 * 24 * 3600);
      assert.match(j.accessToken.refresh_token, /^ort_[A-Za-z0-9_-]{43}$/);
      assert.equal(j.access_token, j.accessToken.access_token);
      assert.equal(j.refresh_token, j.accessToken.refresh_token);
      const access = await t.c.oauth.verifyAccessToken(j.accessToken.access_token);
      assert.deepEqual(access, { accountId: s.accountId, clientId: s.clientId, appKind: 'third-party', scopes: ['campaigns:write', 'source_bids:read'] });
    });

    it('Deny sends access_denied with the state back', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const b = new TestBrowser(t.url);
      let res = await b.get(initQuery(s));
      const signIn = formOf(await res.text());
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
      res = await b.get(res.headers.get('location')!);
      const consent = formOf(await res.text());
      res = await b.post(consent.action, { csrf_token: consent.csrf, decision: 'deny' });
      assert.equal(res.status, 302);
      const loc = new URL(res.headers.get('location')!);
      assert.equal(loc.searchParams.get('error'), 'access_denied');
      assert.equal(loc.searchParams.get('state'), 'xyz');
      assert.equal(loc.searchParams.get('code'), null);
    });

    it('a wrong password shows the sign-in page again with a message', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const b = new TestBrowser(t.url);
      let res = await b.get(initQuery(s));
      const signIn = formOf(await res.text());
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: 'not the password' });
      assert.equal(res.status, 401);
      const html = await res.text();
      assert.match(html, /role="alert"[^>]*>The e-mail address or password is not correct/);
      assert.match(html, new RegExp(`value="${s.email.replace(/[.+]/g, '\\$&')}"`));
    });

    it('failed sign-ins slow down the guessing address (doubling waits), and the right password gets in once the wait is over', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const b = new TestBrowser(t.url);
      let res = await b.get(initQuery(s));
      const signIn = formOf(await res.text());
      for (let i = 0; i < 5; i++) {
        res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: `wrong ${i}` });
        assert.equal(res.status, 401);
        assert.match(await res.text(), /not correct/);
      }
      // the sixth attempt from this address for this e-mail must wait, even with the right password
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
      assert.equal(res.status, 401);
      assert.match(await res.text(), /Too many failed attempts/);
      clock.advance(1000);
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: 'wrong again' });
      assert.equal(res.status, 401);
      clock.advance(1000); // the next wait is 2 s
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
      assert.match(await res.text(), /Too many failed attempts/);
      clock.advance(1000);
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
      assert.equal(res.status, 303);
    });

    it('anonymous GET /oauth/initialize stores nothing; a signed-in session holds at most 10 pending requests', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const rows = async () => {
        const one = async (sql: string) => Number((await db.get<{ n: number }>(sql))!.n);
        return { sessions: await one('SELECT COUNT(*) AS n FROM oauth_sessions'), interactions: await one('SELECT COUNT(*) AS n FROM oauth_interactions') };
      };
      const before = await rows();
      const pages = await Promise.all(Array.from({ length: 600 }, (_, i) => fetch(`${t.url}${initQuery(s, { state: `s${i}` })}`).then(async (r) => [r.status, (await r.text()).includes('Sign in')] as const)));
      assert.ok(pages.every(([st, signIn]) => st === 200 && signIn));
      assert.deepEqual(await rows(), before);
      // one browser signs in, then opens many requests: its pending ones are bounded
      const b = new TestBrowser(t.url);
      let res = await b.get(initQuery(s));
      const f = formOf(await res.text());
      res = await b.post(f.action, { csrf_token: f.csrf, email: s.email, password: s.password });
      assert.equal(res.status, 303);
      for (let i = 0; i < 25; i++) assert.equal((await b.get(initQuery(s, { state: `again${i}` }))).status, 200);
      const after = await rows();
      assert.equal(after.sessions, before.sessions + 1);
      assert.equal(after.interactions, before.interactions + 10);
    });

    it('refuses sign-in and consent posts without the CSRF token, with a wrong one, or from another browser', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const b = new TestBrowser(t.url);
      let res = await b.get(initQuery(s));
      const signIn = formOf(await res.text());
      res = await b.post(signIn.action, { email: s.email, password: s.password });
      assert.equal(res.status, 403);
      assert.match(await res.text(), /cannot be accepted/);
      res = await b.post(signIn.action, { csrf_token: '0'.repeat(64), email: s.email, password: s.password });
      assert.equal(res.status, 403);
      // another browser (an attacker's page posting cross-site carries no session cookie)
      const other = new TestBrowser(t.url);
      res = await other.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
      assert.equal(res.status, 403);
      // the real browser goes on; the consent post needs its token too
      res = await b.post(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
      assert.equal(res.status, 303);
      res = await b.get(res.headers.get('location')!);
      const consent = formOf(await res.text());
      res = await b.post(consent.action, { decision: 'approve' });
      assert.equal(res.status, 403);
      assert.equal(res.headers.get('location'), null);
      res = await b.post(consent.action, { csrf_token: signIn.csrf, decision: 'approve' }); // pre-sign-in token: stale
      assert.equal(res.status, 403);
      res = await other.get(new URL(consent.action, t.url).pathname.replace(/\/consent$/, ''));
      assert.equal(res.status, 403);
    });

    it('an unknown client or a redirect URI that is not exactly the registered one gets an error page, never a redirect', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const first = await t.c.accounts.createOAuthApp({ accountId: s.accountId, name: 'Own tool', kind: 'first-party', scopes: 'campaigns:read' });
      const cases: Record<string, string | undefined>[] = [
        { client_id: 'f'.repeat(32) },
        { client_id: undefined },
        { redirect_uri: 'https://evil.example/callback' },
        { redirect_uri: `${s.redirectUri}/` },
        { redirect_uri: `${s.redirectUri}?x=1` },
        { redirect_uri: s.redirectUri.toUpperCase() },
        { redirect_uri: undefined },
        { client_id: first.app.clientId, redirect_uri: s.redirectUri },
        { redirect_uri: 'https://evil.example/callback', response_type: 'token' },
      ];
      for (const o of cases) {
        const res = await fetch(`${t.url}${initQuery(s, o)}`, { redirect: 'manual' });
        assert.equal(res.status, 400, JSON.stringify(o));
        assert.equal(res.headers.get('location'), null, JSON.stringify(o));
        assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
        assert.equal(res.headers.get('x-frame-options'), 'DENY');
      }
    });

    it('other bad parameters are redirected back with the RFC 6749 4.1.2.1 error and the state', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read creatives:write');
      const cases: [Record<string, string | undefined>, string, string | null][] = [
        [{ response_type: 'token' }, 'unsupported_response_type', 'xyz'],
        [{ response_type: undefined }, 'invalid_request', 'xyz'],
        [{ scope: undefined }, 'invalid_request', 'xyz'],
        [{ scope: 'campaigns:write' }, 'invalid_scope', 'xyz'],
        [{ scope: 'campaigns:admin' }, 'invalid_scope', 'xyz'],
        [{ scope: 'creatives:read' }, 'ok', 'xyz'], // write implies read
        [{ state: undefined }, 'invalid_request', null],
        [{ code_challenge_method: 'S256' }, 'invalid_request', 'xyz'],
        [{ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }, 'invalid_request', 'xyz'],
        [{ code_challenge: 'a'.repeat(43) }, 'invalid_request', 'xyz'],
        [{ code_challenge: 'short', code_challenge_method: 'S256' }, 'invalid_request', 'xyz'],
      ];
      for (const [o, error, state] of cases) {
        const res = await fetch(`${t.url}${initQuery(s, o)}`, { redirect: 'manual' });
        if (error === 'ok') {
          assert.equal(res.status, 200, JSON.stringify(o));
          continue;
        }
        assert.equal(res.status, 302, JSON.stringify(o));
        const loc = new URL(res.headers.get('location')!);
        assert.equal(`${loc.origin}${loc.pathname}`, s.redirectUri);
        assert.equal(loc.searchParams.get('error'), error, JSON.stringify(o));
        assert.ok(loc.searchParams.get('error_description'));
        assert.equal(loc.searchParams.get('state'), state);
      }
      // a repeated parameter
      const res = await fetch(`${t.url}${initQuery(s)}&scope=creatives:read`, { redirect: 'manual' });
      assert.equal(res.status, 302);
      assert.equal(new URL(res.headers.get('location')!).searchParams.get('error'), 'invalid_request');
    });

    it('keeps the query of a registered redirect URI', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read', { redirectUri: 'http://127.0.0.1:9/cb?tenant=7' });
      const loc = await approveOverHttp(t, s, 'campaigns:read');
      assert.equal(loc.searchParams.get('tenant'), '7');
      assert.ok(loc.searchParams.get('code'));
    });
  });

  describe('authorization_code grant', () => {
    it('refuses missing and extra parameters by name', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const code = await codeFor(s);
      const base = { grant_type: 'authorization_code', client_id: s.clientId, client_secret: s.clientSecret };
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ ...base, redirect_uri: s.redirectUri }, 'invalid_request', /^code /],
        [{ ...base, code }, 'invalid_request', /^redirect_uri /],
        [{ ...base, code, redirect_uri: s.redirectUri, scope: 'campaigns:read' }, 'invalid_request', /^scope /],
        [{ ...base, code, redirect_uri: s.redirectUri, refresh_token: 'x' }, 'invalid_request', /^refresh_token /],
      ];
      for (const [body, error, desc] of cases) {
        const res = await tokenReq(body);
        assert.equal(res.status, 400);
        const j = (await res.json()) as ErrBody;
        assert.equal(j.error, error);
        assert.match(j.error_description, desc);
      }
      // none of that used the code up
      assert.equal((await exchange(s, code)).status, 200);
    });

    it('a code is bound to its redirect URI and its client', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const other = await thirdPartySetup(t, 'campaigns:read');
      const code = await codeFor(s);
      let res = await exchange(s, code, { redirect_uri: 'https://partner.example/other' });
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      res = await exchange(other, code);
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      res = await exchange(s, code, { client_secret: 'wrong' });
      assert.equal(res.status, 401);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_client');
      res = await exchange(s, 'oac_unknown');
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      assert.equal((await exchange(s, code)).status, 200);
    });

    it('a code expires after 60 seconds', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const code = await codeFor(s);
      clock.advance(60 * 1000);
      const res = await exchange(s, code);
      assert.equal(res.status, 400);
      const j = (await res.json()) as ErrBody;
      assert.equal(j.error, 'invalid_grant');
      assert.match(j.error_description, /expired/);
    });

    it('a replayed code fails and revokes every token issued from it', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const code = await codeFor(s);
      let res = await exchange(s, code);
      assert.equal(res.status, 200);
      const j = (await res.json()) as TokenBody;
      assert.ok(await t.c.oauth.verifyAccessToken(j.accessToken.access_token));
      res = await exchange(s, code);
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      assert.equal(await t.c.oauth.verifyAccessToken(j.accessToken.access_token), undefined);
      res = await refresh(s, j.accessToken.refresh_token);
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
    });

    it('stores codes, refresh tokens and sessions only as SHA-256 hashes', async () => {
      for (const [table, col] of [['oauth_codes', 'code_hash'], ['oauth_refresh_tokens', 'token_hash'], ['oauth_sessions', 'session_hash'], ['oauth_interactions', 'interaction_hash']]) {
        const rows = await db.all<Record<string, string>>(`SELECT ${col} AS h FROM ${table}`);
        assert.ok(rows.length > 0, table);
        for (const r of rows) assert.match(r.h!, /^[0-9a-f]{64}$/, table);
      }
    });
  });

  describe('PKCE (S256)', () => {
    const verifier = 'v'.repeat(20) + '-._~' + 'A1'.repeat(12);
    const challenge = createHash('sha256').update(verifier).digest('base64url');

    it('requires the matching verifier when the code was issued with a challenge', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const code = await codeFor(s, 'campaigns:read', { code_challenge: challenge, code_challenge_method: 'S256' });
      let res = await exchange(s, code);
      assert.equal(res.status, 400);
      assert.match(((await res.json()) as ErrBody).error_description, /code_verifier is required/);
      res = await exchange(s, code, { code_verifier: 'w'.repeat(43) });
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      res = await exchange(s, code, { code_verifier: challenge }); // the challenge itself (plain) is not the verifier
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      res = await exchange(s, code, { code_verifier: verifier });
      assert.equal(res.status, 200);
    });

    it('refuses a verifier for a code issued without a challenge', async () => {
      const s = await thirdPartySetup(t, 'campaigns:read');
      const code = await codeFor(s);
      const res = await exchange(s, code, { code_verifier: verifier });
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
    });
  });

  describe('refresh_token grant', () => {
    async function tokens(scope = 'campaigns:write creatives:read') {
      const s = await thirdPartySetup(t, scope);
      const res = await exchange(s, await codeFor(s, scope));
      assert.equal(res.status, 200);
      return { s, j: (await res.json()) as TokenBody };
    }

    it('rotates: every refresh returns a new refresh token and the old one stops working', async () => {
      const { s, j } = await tokens();
      let res = await refresh(s, j.accessToken.refresh_token);
      assert.equal(res.status, 200);
      const j2 = (await res.json()) as TokenBody;
      assert.notEqual(j2.accessToken.refresh_token, j.accessToken.refresh_token);
      assert.notEqual(j2.accessToken.access_token, j.accessToken.access_token);
      assert.equal(j2.accessToken.scope, 'campaigns:write creatives:read');
      res = await refresh(s, j2.accessToken.refresh_token);
      assert.equal(res.status, 200);
    });

    it('a narrower scope narrows the access token only; a broader one is invalid_scope and burns nothing', async () => {
      const { s, j } = await tokens();
      let res = await refresh(s, j.accessToken.refresh_token, { scope: 'source_bids:read' });
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_scope');
      res = await refresh(s, j.accessToken.refresh_token, { scope: 'campaigns:read' });
      assert.equal(res.status, 200);
      const j2 = (await res.json()) as TokenBody;
      assert.equal(j2.accessToken.scope, 'campaigns:read');
      assert.deepEqual((await t.c.oauth.verifyAccessToken(j2.accessToken.access_token))?.scopes, ['campaigns:read']);
      res = await refresh(s, j2.accessToken.refresh_token);
      assert.equal(((await res.json()) as TokenBody).accessToken.scope, 'campaigns:write creatives:read');
    });

    it('replaying a used refresh token revokes the whole grant', async () => {
      const { s, j } = await tokens();
      let res = await refresh(s, j.accessToken.refresh_token);
      const j2 = (await res.json()) as TokenBody;
      res = await refresh(s, j.accessToken.refresh_token);
      assert.equal(res.status, 400);
      const e = (await res.json()) as ErrBody;
      assert.equal(e.error, 'invalid_grant');
      assert.match(e.error_description, /already used/);
      assert.equal(await t.c.oauth.verifyAccessToken(j.accessToken.access_token), undefined);
      assert.equal(await t.c.oauth.verifyAccessToken(j2.accessToken.access_token), undefined);
      res = await refresh(s, j2.accessToken.refresh_token);
      assert.equal(res.status, 400);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
    });

    it('refuses parameters the grant does not take, other clients and first-party apps', async () => {
      const { s, j } = await tokens();
      const other = await thirdPartySetup(t, 'campaigns:write creatives:read');
      const rt = j.accessToken.refresh_token;
      const cases: [Record<string, string>, number, string, RegExp][] = [
        [{ code: 'x' }, 400, 'invalid_request', /^code /],
        [{ redirect_uri: 'https://elsewhere.example/cb' }, 400, 'invalid_request', /redirect_uri/],
        [{ code_verifier: 'a'.repeat(43) }, 400, 'invalid_request', /code_verifier/],
        [{ refresh_token: '' }, 400, 'invalid_request', /^refresh_token /],
        [{ refresh_token: 'ort_unknown' }, 400, 'invalid_grant', /unknown/],
      ];
      for (const [extra, status, error, desc] of cases) {
        const res = await refresh(s, rt, extra);
        assert.equal(res.status, status, JSON.stringify(extra));
        const e = (await res.json()) as ErrBody;
        assert.equal(e.error, error, JSON.stringify(extra));
        assert.match(e.error_description, desc);
      }
      let res = await refresh(other, rt);
      assert.equal(((await res.json()) as ErrBody).error, 'invalid_grant');
      const first = await t.c.accounts.createOAuthApp({ accountId: s.accountId, name: 'Own', kind: 'first-party', scopes: 'campaigns:read' });
      res = await tokenReq({ grant_type: 'refresh_token', client_id: first.app.clientId, client_secret: first.clientSecret, refresh_token: rt });
      assert.equal(((await res.json()) as ErrBody).error, 'unauthorized_client');
      // the registered redirect_uri is tolerated; none of the above consumed the token
      res = await refresh(s, rt, { redirect_uri: s.redirectUri });
      assert.equal(res.status, 200);
    });

    it('access tokens expire after an hour, refresh tokens after 30 days', async () => {
      const { s, j } = await tokens();
      clock.advance(3600 * 1000);
      assert.equal(await t.c.oauth.verifyAccessToken(j.accessToken.access_token), undefined);
      let res = await refresh(s, j.accessToken.refresh_token);
      assert.equal(res.status, 200);
      const j2 = (await res.json()) as TokenBody;
      clock.advance(30 * 24 * 3600 * 1000);
      res = await refresh(s, j2.accessToken.refresh_token);
      assert.equal(res.status, 400);
      assert.match(((await res.json()) as ErrBody).error_description, /expired/);
    });
  });
});
