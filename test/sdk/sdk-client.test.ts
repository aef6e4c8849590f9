// The SDK against the real server (both engines): typed calls, paging, the error class of every
// surface, retries with one Idempotency-Key per logical request, and OAuth token handling.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { CampaignPlatform, CampaignPlatformError, ok, toArray, parseRetryAfter } from '../../sdk/src/index.js';
import { delayBefore, DEFAULT_RETRY } from '../../sdk/src/retry.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { approveOverHttp, thirdPartySetup } from '../helpers/oauth.js';
import { campaignBody, recordingFetch, sdkAccount, sdkClient, type SdkAccount } from '../helpers/sdk.js';

const TOKEN = 'sdk-test-sandbox-token';

async function thrown(p: Promise<unknown>): Promise<CampaignPlatformError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof CampaignPlatformError, `expected CampaignPlatformError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected the call to fail');
}

describe('SDK retry rules', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('3', now), 3000);
    assert.equal(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now), 5000);
    assert.equal(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter(null, now), undefined);
  });

  it('waits at least what Retry-After asks, never past the cap, and gives up when the server asks for more than the cap', () => {
    const p = { ...DEFAULT_RETRY, maxDelayMs: 10_000 };
    assert.equal(delayBefore(p, 2, 2000, () => 0), 2000);
    assert.ok(delayBefore(p, 2, 2000, () => 0.999)! > 2000);
    assert.ok(delayBefore(p, 2, 2000, () => 0.999)! <= 10_000);
    assert.equal(delayBefore(p, 2, 60_000, () => 0.5), undefined);
    assert.equal(delayBefore(p, p.attempts + 1, undefined, () => 0.5), undefined);
    // exponential with full jitter: the ceiling doubles per attempt
    assert.equal(delayBefore(p, 2, undefined, () => 1), p.baseDelayMs);
    assert.equal(delayBefore(p, 4, undefined, () => 1), p.baseDelayMs * 4);
  });
});

await forEachDatabase('SDK client', (tdb) => {
  let t: TestApp;
  let a: SdkAccount;
  let cp: CampaignPlatform;
  const faults = (c: CampaignPlatform, rule: Record<string, unknown>) => ok(c.sandbox.POST('/_sandbox/faults', { body: rule as never }));

  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
    a = await sdkAccount(t);
    cp = sdkClient(t, a, { sandboxToken: TOKEN });
  });
  after(async () => {
    cp.close();
    await t.close();
    await tdb.cleanup();
  });

  it('campaigns: create, every page through all(), get by id and by hashed id, pause and resume', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await cp.campaigns.create(campaignBody({ name: `Paged ${i}` }))).id);
    const seen = await toArray(cp.campaigns.all({ size: 2 }));
    assert.deepEqual(
      seen.map((c) => c.id),
      ids,
      'three pages of 2, 2 and 1, in id order',
    );
    const one = await cp.campaigns.get(ids[1]!);
    assert.equal(one.name, 'Paged 1');
    assert.equal((await cp.campaigns.get(one.hashed_id.toUpperCase())).id, ids[1]);
    const paused = await cp.campaigns.pause(ids[1]!);
    assert.equal(paused.status, 'PAUSED');
    assert.equal((await cp.campaigns.resume(one.hashed_id)).status, 'LIVE');
    const missing = await thrown(cp.campaigns.get('999999'));
    assert.equal(missing.status, 404);
    // the typed client: the path, its query and its answer are typed from openapi/manage-v1.json
    const page = await ok(cp.manage.GET('/manage/v1/campaign/list', { params: { query: { ids: ids.slice(0, 2).join(',') } } }));
    assert.deepEqual(page.map((c) => c.name), ['Paged 0', 'Paged 1']);
    // the first generation sees the same campaigns with an OAuth token the SDK fetched itself
    const v1 = await ok(cp.v1.GET('/campaign_management/v1/campaigns'));
    assert.ok(v1.some((c) => c.campaign_id === one.hashed_id));
  });

  it('errors: each surface\'s own error shape is read into one class with status, code, field, rule and trace id', async () => {
    const m = await thrown(cp.campaigns.create(campaignBody({ budget: { daily_budget_for_all_countries: 'lots' } })));
    assert.equal(m.status, 400);
    assert.equal(m.code, '100001', 'x-al-error-code');
    assert.equal(m.type, 'validation_failed');
    assert.match(m.field ?? '', /budget/);
    assert.ok(m.rule);
    assert.match(m.traceId ?? '', /\S/);
    assert.equal(m.surface, 'manage-v1');

    const v = await thrown(ok(cp.v1.POST('/campaign_management/v1/campaign', { body: { name: '' } as never })));
    assert.equal(v.status, 400);
    assert.equal(v.code, 'validation_failed');
    assert.ok(v.field);
    assert.ok(v.traceId);

    const r = await thrown(toArray(cp.reports.rows({ start: 'yesterday-ish', end: 'now', columns: ['day', 'impressions'] })));
    assert.equal(r.status, 400);
    assert.equal(r.code, '400');
    assert.equal(r.field, 'start');
    assert.ok(r.traceId);
    assert.doesNotMatch(r.message, new RegExp(a.reportKey), 'no key in the message');

    const bad = new CampaignPlatform({ baseUrl: t.url, credentials: { managementKey: 'mgk_wrong', oauth: { clientId: a.clientId, clientSecret: 'wrong', scope: 'campaigns:read' } } });
    const s = await thrown(bad.suppression.send('add', 'com.example', 'x\n'));
    assert.equal(s.status, 403);
    assert.equal(s.code, 'unauthenticated');
    assert.equal(s.field, 'api_key');
    assert.doesNotMatch(JSON.stringify(s) + s.message, /mgk_wrong/);
    const o = await thrown(bad.accessToken());
    assert.equal(o.status, 401);
    assert.equal(o.code, 'invalid_client');
    assert.equal(o.surface, 'oauth');

    const noKey = new CampaignPlatform({ baseUrl: t.url });
    const n = await thrown(toArray(noKey.campaigns.all()));
    assert.equal(n.code, 'missing_credentials');
    assert.match(n.message, /campaignApiKey/);
  });

  it('retries 503 with the same Idempotency-Key on every attempt: one campaign is created', async () => {
    const rec = recordingFetch();
    const retries: string[] = [];
    const c = sdkClient(t, a, { sandboxToken: TOKEN, fetch: rec.fetch, onRetry: (e) => retries.push(e.reason) });
    await faults(c, { method: 'POST', path: '/manage/v1/campaign/create', status: 503, times: 2 });
    const before = (await toArray(cp.campaigns.all())).length;
    const made = await c.campaigns.create(campaignBody({ name: 'Through 503s' }));
    assert.deepEqual(retries, ['503', '503']);
    const creates = rec.sent.filter((s) => s.url.pathname === '/manage/v1/campaign/create');
    assert.equal(creates.length, 3);
    const keys = new Set(creates.map((s) => s.headers.get('idempotency-key')));
    assert.equal(keys.size, 1, 'one key for the logical request');
    assert.match([...keys][0]!, /^[0-9a-f-]{36}$/);
    const all = await toArray(cp.campaigns.all());
    assert.equal(all.length, before + 1);
    assert.equal(all.at(-1)!.id, made.id);
    // the next logical request gets a new key
    await c.campaigns.create(campaignBody({ name: 'Next' }));
    const last = rec.sent.filter((s) => s.url.pathname === '/manage/v1/campaign/create').at(-1)!;
    assert.notEqual(last.headers.get('idempotency-key'), [...keys][0]);
  });

  it('a lost answer: the request ran, the retry with the same key is answered from the first run, nothing is created twice', async () => {
    const rec = recordingFetch();
    // the first attempt is held 1.5 s on the server; the client gives up on it after 0.5 s and retries
    const c = sdkClient(t, a, { sandboxToken: TOKEN, fetch: rec.fetch, timeoutMs: 500, retry: { baseDelayMs: 50, attempts: 6 } });
    await faults(c, { method: 'POST', path: '/manage/v1/campaign/create', delay_ms: 1500, times: 1 });
    const before = (await toArray(cp.campaigns.all())).length;
    const made = await c.campaigns.create(campaignBody({ name: 'Lost answer' }));
    const creates = rec.sent.filter((s) => s.url.pathname === '/manage/v1/campaign/create');
    assert.ok(creates.length >= 2, 'retried');
    assert.equal(new Set(creates.map((s) => s.headers.get('idempotency-key'))).size, 1);
    const all = await toArray(cp.campaigns.all());
    assert.equal(all.filter((x) => x.name === 'Lost answer').length, 1, 'created once');
    assert.equal(all.length, before + 1);
    assert.equal(all.at(-1)!.id, made.id);
  });

  it('429 with Retry-After: the wait honours it; beyond the cap no retry is made and the error says how long', async () => {
    const waits: number[] = [];
    const c = sdkClient(t, a, { sandboxToken: TOKEN, onRetry: (e) => waits.push(e.delayMs) });
    await faults(c, { method: 'POST', path: '/oauth/v1/access_token', status: 429, times: 1 });
    assert.match(await c.accessToken(), /^oat_/);
    assert.equal(waits.length, 1);
    assert.ok(waits[0]! >= 1000, `waited ${waits[0]} ms for Retry-After: 1`);

    const capped = sdkClient(t, a, { sandboxToken: TOKEN, retry: { maxDelayMs: 500 } });
    await faults(c, { method: 'POST', path: '/oauth/v1/access_token', status: 429, times: 1 });
    const e = await thrown(capped.accessToken());
    assert.equal(e.status, 429);
    assert.equal(e.attempts, 1);
    assert.equal(e.retryAfterSeconds, 1);
    assert.equal(e.retryable, true);
    await ok(c.sandbox.DELETE('/_sandbox/faults'));
  });

  it('no answer at all (nothing listening): retried, then one network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const retried: string[] = [];
    const dead = new CampaignPlatform({ baseUrl: `http://127.0.0.1:${port}`, credentials: { accountId: 1, campaignApiKey: 'k' }, retry: { attempts: 3, baseDelayMs: 5 }, onRetry: (r) => retried.push(r.reason) });
    const e = await thrown(toArray(dead.campaigns.all()));
    assert.equal(e.status, 0);
    assert.equal(e.code, 'network_error');
    assert.equal(e.attempts, 3);
    assert.equal(retried.length, 2);
    assert.match(e.message, /ECONNREFUSED/);
    dead.close();
  });

  it('client credentials: one token for many calls, a new one shortly before expiry, and after a revocation', async () => {
    let now = Date.now();
    const rec = recordingFetch();
    const c = sdkClient(t, a, { fetch: rec.fetch, now: () => now });
    const tokens = () => rec.sent.filter((s) => s.url.pathname === '/oauth/v1/access_token').length;
    await ok(c.v1.GET('/campaign_management/v1/campaigns'));
    await ok(c.v1.GET('/campaign_management/v1/campaigns'));
    const first = await c.accessToken();
    assert.equal(tokens(), 1, 'cached');
    now += 3600_000 - 90_000; // 90 s left: still used
    assert.equal(await c.accessToken(), first);
    now += 40_000; // 50 s left: renewed before it expires
    await ok(c.v1.GET('/campaign_management/v1/campaigns'));
    const second = await c.accessToken();
    assert.notEqual(second, first);
    assert.equal(tokens(), 2);
    // revoked behind the client's back: the 401 makes it fetch a new token and try once more
    await c.oauth.revoke({ clientId: a.clientId, clientSecret: a.clientSecret, token: second });
    const list = await ok(c.v1.GET('/campaign_management/v1/campaigns'));
    assert.ok(Array.isArray(list));
    assert.equal(tokens(), 3);
  });

  it('authorization code: exchange, then refresh with rotation (each new refresh token handed over; the used one is dead)', async () => {
    const setup = await thirdPartySetup(t, 'campaigns:read', { accountId: a.accountId });
    const loc = await approveOverHttp(t, setup, 'campaigns:read');
    const bare = new CampaignPlatform({ baseUrl: t.url });
    const first = await bare.oauth.exchangeCode({ clientId: setup.clientId, clientSecret: setup.clientSecret, code: loc.searchParams.get('code')!, redirectUri: setup.redirectUri });
    assert.match(first.accessToken, /^oat_/);
    assert.match(first.refreshToken ?? '', /^ort_/);

    let now = Date.now();
    const handed: string[] = [];
    const c = new CampaignPlatform({
      baseUrl: t.url,
      now: () => now,
      credentials: { oauth: { clientId: setup.clientId, clientSecret: setup.clientSecret, refreshToken: first.refreshToken!, accessToken: first.accessToken, expiresAt: first.expiresAt, onTokens: (tk) => void handed.push(tk.refreshToken!) } },
    });
    assert.ok(Array.isArray(await ok(c.v1.GET('/campaign_management/v1/campaigns'))));
    assert.equal(handed.length, 0, 'the given access token was still good');
    now = first.expiresAt - 10_000;
    // two calls at once share one renewal (a refresh token is single use)
    await Promise.all([ok(c.v1.GET('/campaign_management/v1/campaigns')), ok(c.v1.GET('/campaign_management/v1/campaigns'))]);
    assert.equal(handed.length, 1);
    assert.notEqual(handed[0], first.refreshToken);
    assert.equal(c.refreshToken, handed[0]);
    const reuse = await thrown(bare.oauth.refresh({ clientId: setup.clientId, clientSecret: setup.clientSecret, refreshToken: first.refreshToken! }));
    assert.equal(reuse.code, 'invalid_grant');
    // the code is single use (a second exchange is refused; the server also revokes what it gave)
    const again = await thrown(bare.oauth.exchangeCode({ clientId: setup.clientId, clientSecret: setup.clientSecret, code: loc.searchParams.get('code')!, redirectUri: setup.redirectUri }));
    assert.equal(again.code, 'invalid_grant');
  });
});
