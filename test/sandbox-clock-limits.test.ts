// Issue 11: sandbox mode's switch and token, virtual clock, limits reset, accounts, reset, journal,
// faults, outcomes and settings, auto-approve, SANDBOX_SEED, snapshots and seed, on both engines.
// The named bars: sandbox-bars.test.ts; the CLI: sandbox-cli.test.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase, sqliteDatabase } from './helpers/databases.js';
import { finished, manage, manageAccount, upload, v2Campaign } from './helpers/manage.js';
import { html, png } from './helpers/upload-parts.js';
import { call, callOk, form } from './helpers/creatives-http.js';
import { png as solidPng } from './helpers/media.js';
import { firstPartyToken, thirdPartySetup } from './helpers/oauth.js';

describe('sandbox off (the default)', () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });
  it('/_sandbox/* is an ordinary 404 and no token file is made', async () => {
    for (const [m, p] of [['GET', '/_sandbox/clock'], ['POST', '/_sandbox/clock'], ['POST', '/_sandbox/limits/reset']] as const) {
      const r = await fetch(`${t.url}${p}`, { method: m, headers: { authorization: 'Bearer whatever-whatever' } });
      assert.equal(r.status, 404, `${m} ${p}`);
    }
    assert.equal(fs.existsSync(`${t.dataDir}/sandbox-token`), false);
    assert.equal(t.c.sandbox, undefined);
  });
});

await forEachDatabase('sandbox clock and limits', (tdb) => {
  let t: TestApp;
  let token: string;
  const sb = (method: string, path: string, body?: unknown, auth = `Bearer ${token}`) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, headers: r.headers, body: (await r.json()) as any }));

  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: undefined, seed: undefined, seedFile: undefined } } });
    token = fs.readFileSync(`${t.dataDir}/sandbox-token`, 'utf8').trim();
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('needs the bearer token (generated and kept in DATA_DIR/sandbox-token when SANDBOX_TOKEN is unset)', async () => {
    assert.match(token, /^sbx_[A-Za-z0-9_-]{32}$/);
    assert.equal((fs.statSync(`${t.dataDir}/sandbox-token`).mode & 0o777).toString(8), '600');
    for (const auth of ['', 'Bearer nope', `Basic ${token}`, `Bearer ${token}x`]) {
      const r = await sb('GET', '/clock', undefined, auth);
      assert.equal(r.status, 401, auth);
      assert.equal(r.body.error, 'unauthenticated');
      assert.match(r.body.message, /SANDBOX_TOKEN/);
      assert.match(r.body.trace_id, /^[0-9a-f]{32}$/);
    }
    assert.equal((await sb('GET', '/clock')).status, 200);
  });

  it('the clock moves forward by seconds or to a date, never back; bad input names the field', async () => {
    const t0 = Date.parse((await sb('GET', '/clock')).body.now);
    assert.ok(Math.abs(t0 - Date.now()) < 60_000, 'starts at real time');
    const a = await sb('POST', '/clock', { advance_seconds: 7200 });
    assert.equal(a.status, 200);
    assert.ok(Date.parse(a.body.now) - t0 >= 7200_000);
    const target = new Date(Date.parse(a.body.now) + 86_400_000).toISOString();
    assert.equal((await sb('POST', '/clock', { now: target })).body.now, target);
    const back = await sb('POST', '/clock', { now: new Date(t0).toISOString() });
    assert.equal(back.status, 400);
    assert.equal(back.body.field, 'now');
    assert.match(back.body.message, /never goes back/);
    for (const body of [{}, { advance_seconds: 1, now: target }, { advance_seconds: -5 }, { now: 'tomorrow' }]) {
      const r = await sb('POST', '/clock', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.ok(r.body.field, JSON.stringify(r.body));
    }
    const later = Date.parse((await sb('GET', '/clock')).body.now);
    assert.ok(later >= Date.parse(target), 'failed moves changed nothing');
  });

  it('every time rule reads it: an access token expires when the clock passes its lifetime', async () => {
    const tok = await firstPartyToken(t, 'campaigns:read');
    const get = () => fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${tok.token}` } });
    assert.equal((await get()).status, 200);
    await sb('POST', '/clock', { advance_seconds: 3600 + 5 });
    assert.equal((await get()).status, 401, 'expired on the virtual clock');
  });

  it('limits/reset lifts a request block; the 429 says how', async () => {
    const who = await manageAccount(t, 'Limited');
    const limit = t.c.config.manage.rateLimitRequests;
    // use up the account's window through the limiter itself (the HTTP path counts the same way)
    for (let i = 0; i < limit; i++) await t.c.manageLimits.hit(String(who.accountId));
    const blocked = await manage(t, who, 'GET', '/campaign/list');
    assert.equal(blocked.status, 429, blocked.text);
    assert.match(blocked.headers.get('x-al-error-message') ?? blocked.text, /_sandbox\/limits\/reset/);
    assert.equal((await sb('POST', '/limits/reset', { account_id: 999999 })).status, 404);
    const r = await sb('POST', '/limits/reset', { account_id: String(who.accountId) });
    assert.deepEqual(r.body, { reset: String(who.accountId) });
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 200);
    for (let i = 0; i < limit; i++) await t.c.manageLimits.hit(String(who.accountId));
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 429);
    assert.deepEqual((await sb('POST', '/limits/reset', {})).body, { reset: 'all' });
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 200);
  });
});

await forEachDatabase('sandbox accounts', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-for-tests';
  const sb = (path: string, body: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('SANDBOX_TOKEN given: used, and no token file is written', () => {
    assert.equal(t.c.sandbox?.token, token);
    assert.equal(fs.existsSync(`${t.dataDir}/sandbox-token`), false);
  });

  it('an account with fixed keys, a user and an all-scope app, each usable on its surface at once', async () => {
    const keys = { campaign_api_key: 'ci-campaign-key-0001', management_key: 'ci-management-key-0001' };
    const r = await sb('/accounts', { name: 'CI', keys });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(Object.keys(r.body).sort(), ['account_id', 'campaign_api_key', 'first_party_app', 'management_key', 'report_key', 'type', 'user']);
    assert.equal(r.body.campaign_api_key, keys.campaign_api_key);
    assert.equal(r.body.management_key, keys.management_key);
    const who = { accountId: Number(r.body.account_id), key: keys.campaign_api_key };
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 200, 'the fixed campaign key works on /manage/v1');
    const sup = await fetch(`${t.url}/suppressionApps?api_key=${keys.management_key}&package_name=com.ci.app`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
    assert.equal(sup.status, 200, 'the fixed management key works on the suppression API');
    const tok = await fetch(`${t.url}/oauth/v1/access_token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: r.body.first_party_app.client_id, client_secret: r.body.first_party_app.client_secret, scope: 'campaigns:write creatives:write source_bids:write' }),
    });
    assert.equal(tok.status, 200, 'the app holds every scope');
    assert.match(r.body.user.email, /@/);
    assert.ok(r.body.user.password.length >= 16);
    // the same fixed keys again: refused, nothing made
    const before = (await t.c.accounts.listAccounts()).length;
    const again = await sb('/accounts', { name: 'CI again', keys });
    assert.equal(again.status, 409);
    assert.equal(again.body.field, 'keys.campaign_api_key');
    assert.equal((await t.c.accounts.listAccounts()).length, before);
    // without keys: random ones
    const rnd = await sb('/accounts', { name: 'Random' });
    assert.equal(rnd.status, 200);
    assert.match(rnd.body.campaign_api_key, /^cpk_/);
    for (const [body, field] of [[{}, 'name'], [{ name: ' ' }, 'name'], [{ name: 'x', keys: { campaign_api_key: 'short' } }, 'keys.campaign_api_key']] as const) {
      const bad = await sb('/accounts', body);
      assert.equal(bad.status, 400, JSON.stringify(body));
      assert.equal(bad.body.field, field, JSON.stringify(bad.body));
    }
  });
});

await forEachDatabase('sandbox reset', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-for-reset';
  const sb = (path: string, body: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const blobFiles = () => {
    const dir = `${t.c.config.blobDir}/objects`;
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await t.c.db.get<{ n: number }>(sql, params))!.n);
  /** An account with a campaign, a processed file in a creative set, a suppression list and a token. */
  const populate = async (name: string) => {
    const a = (await sb('/accounts', { name })).body;
    const who = { accountId: Number(a.account_id), key: a.campaign_api_key };
    const up = await upload(t, who, [{ name: `${name}.html`, contentType: 'text/html', data: html(name.length) }]);
    const assetId = (await finished(t, who, up.body.upload_id)).details[0].id;
    const c = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: new Date().toISOString().slice(0, 10) }) });
    assert.equal(c.status, 200, c.text);
    assert.equal((await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: c.body.id, name: 'S', type: 'APP', assets: [{ id: assetId }] } })).status, 200);
    assert.equal((await fetch(`${t.url}/suppressionApps?api_key=${a.management_key}&package_name=com.x`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' })).status, 200);
    return { a, who };
  };

  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('one account: its rows, files and keys go; the other account is untouched', async () => {
    const A = await populate('alpha');
    const B = await populate('bravo');
    const files = blobFiles();
    assert.ok(files >= 2);
    const clock = t.c.clock.now().getTime();
    const r = await sb('/reset', { account_id: A.a.account_id });
    assert.deepEqual(r.body, { reset: A.a.account_id });
    assert.equal((await manage(t, A.who, 'GET', '/campaign/list')).status, 403, 'its key is gone (the surface answers 403 to an unknown key)');
    for (const table of ['campaigns', 'creative_sets', 'assets', 'suppression_lists', 'oauth_apps', 'users']) {
      assert.equal(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`, [Number(A.a.account_id)]), 0, table);
    }
    assert.equal(await count('SELECT COUNT(*) AS n FROM suppression_ids s WHERE NOT EXISTS (SELECT 1 FROM suppression_lists l WHERE l.id = s.list_id)'), 0, 'no orphan ids');
    assert.equal(blobFiles(), files - 1, 'its file is deleted');
    assert.equal((await manage(t, B.who, 'GET', '/campaign/list')).body.length, 1, 'the other account keeps everything');
    assert.equal((await sb('/reset', { account_id: A.a.account_id })).status, 404);
    assert.ok(t.c.clock.now().getTime() >= clock, 'the clock stays');
  });

  it('everything: no account, row, file, list or limit is left', async () => {
    await populate('charlie');
    const r = await sb('/reset', {});
    assert.deepEqual(r.body, { reset: 'all' });
    for (const table of ['accounts', 'campaigns', 'creative_sets', 'assets', 'suppression_ids', 'oauth_access_tokens', 'rate_limits', 'blob_sweep', 'delivery_hourly', 'postbacks']) {
      assert.equal(await count(`SELECT COUNT(*) AS n FROM ${table}`), 0, table);
    }
    // the job queue keeps only the delivery simulator's next hourly run, queued again by the reset
    assert.equal(await count("SELECT COUNT(*) AS n FROM jobs WHERE type <> 'delivery.tick'"), 0, 'jobs');
    assert.equal(await count("SELECT COUNT(*) AS n FROM jobs WHERE type = 'delivery.tick' AND state = 'queued'"), 1, 'the next simulated hour');
    assert.equal(blobFiles(), 0);
    const fresh = await sb('/accounts', { name: 'After reset', keys: { campaign_api_key: 'ci-campaign-key-0001', management_key: 'ci-management-key-0001' } });
    assert.equal(fresh.status, 200, 'fixed keys can be made again');
  });
});

await forEachDatabase('sandbox request journal', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-journal';
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('records what clients sent and got, most recent first, filtered, with secrets redacted', async () => {
    const acc = (await sb('POST', '/accounts', { name: 'Journal' })).body;
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    const bad = await manage(t, who, 'POST', '/campaign/create', { body: { name: 'No type' } });
    assert.equal(bad.status, 400);
    const ok = await manage(t, who, 'GET', '/campaign/list', { query: { size: 5 } });
    assert.equal(ok.status, 200);
    await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: acc.first_party_app.client_id, client_secret: acc.first_party_app.client_secret, scope: 'campaigns:read' }) });
    await fetch(`${t.url}/suppressionApps?api_key=${acc.management_key}&package_name=com.j`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });

    const all = (await sb('GET', '/requests')).body;
    assert.ok(all.length >= 4);
    assert.ok(all.every((e: any) => !e.path.startsWith('/_sandbox')), 'the sandbox\'s own requests are not journalled');
    assert.deepEqual(Object.keys(all[0]).sort(), ['account_id', 'at', 'duration_ms', 'method', 'path', 'query', 'request_body', 'response_body', 'status', 'trace_id']);
    assert.equal(all[0].path, '/suppressionApps', 'most recent first');
    assert.equal(all[0].query.api_key, '[redacted]');
    assert.equal(all[0].account_id, acc.account_id);
    const token = all.find((e: any) => e.path === '/oauth/v1/access_token');
    assert.equal(token.request_body.client_secret, '[redacted]');
    assert.equal(token.response_body.accessToken.access_token, '[redacted]');
    const errors = (await sb('GET', `/requests?status=400&account_id=${acc.account_id}`)).body;
    assert.equal(errors.length, 1);
    assert.deepEqual(errors[0].request_body, { name: 'No type' });
    assert.equal(errors[0].response_body.error.field !== undefined, true, 'the error answer, parsed');
    assert.equal(errors[0].method, 'POST');
    assert.equal(errors[0].path, '/manage/v1/campaign/create');
    const lists = (await sb('GET', '/requests?method=get&path=/manage/v1/&limit=1')).body;
    assert.equal(lists.length, 1);
    assert.equal(lists[0].query.size, '5');
    assert.ok(Array.isArray(lists[0].response_body));
    assert.equal((await sb('GET', '/requests?limit=0')).status, 400);
    assert.deepEqual((await sb('DELETE', '/requests')).body, { cleared: true });
    assert.deepEqual((await sb('GET', '/requests')).body, []);
  });
});

await forEachDatabase('sandbox faults', (tdb) => {
  let t: TestApp;
  let acc: any;
  const token = 'fixed-sandbox-token-faults';
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
    acc = (await sb('POST', '/accounts', { name: 'Faulty' })).body;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a fault answers in each surface\'s own error shape, without running the request', async () => {
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    let r = await sb('POST', '/faults', { method: 'POST', path: '/manage/v1/campaign/create', status: 503, error_code: '100010', times: 1 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const before = (await manage(t, who, 'GET', '/campaign/list')).body.length;
    const m = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: new Date().toISOString().slice(0, 10) }) });
    assert.equal(m.status, 503);
    assert.equal(m.headers.get('x-al-error-code'), '100010');
    assert.match(m.headers.get('x-al-error-message') ?? '', /sandbox fault/);
    assert.equal(m.body.error.code, 100010);
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).body.length, before, 'the request did not run');
    assert.equal((await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: new Date().toISOString().slice(0, 10) }) })).status, 200, 'times: 1 -> gone');
    assert.deepEqual((await sb('GET', '/faults')).body, []);

    // 429 on the token endpoint: the OAuth shape, with Retry-After
    await sb('POST', '/faults', { path: '/oauth/v1/**', status: 429 });
    const o = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: acc.first_party_app.client_id, client_secret: acc.first_party_app.client_secret }) });
    assert.equal(o.status, 429);
    assert.equal(o.headers.get('retry-after'), '1');
    assert.equal(((await o.json()) as any).error, 'temporarily_unavailable');
    await sb('DELETE', '/faults');

    // only one account's suppression requests, with its own error word
    await sb('POST', '/faults', { path: '/suppressionApps', account_id: acc.account_id, status: 500, error_code: 'storage_down' });
    const s = await fetch(`${t.url}/suppressionApps?api_key=${acc.management_key}&package_name=com.f`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
    assert.equal(s.status, 500);
    const sBody = (await s.json()) as any;
    assert.equal(sBody.error, 'storage_down');
    assert.match(sBody.trace_id, /^[0-9a-f]{32}$/);
    assert.equal(await t.c.suppression.count(Number(acc.account_id), 'com.f'), 0, 'nothing stored');
    const other = (await sb('POST', '/accounts', { name: 'Unaffected' })).body;
    const s2 = await fetch(`${t.url}/suppressionApps?api_key=${other.management_key}&package_name=com.f`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
    assert.equal(s2.status, 200, 'another account is not matched');
    await sb('DELETE', '/faults');
  });

  it('probability 0 never fires, delay-only rules delay and run; bad rules name the field', async () => {
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    await sb('POST', '/faults', { path: '/manage/v1/', status: 500, probability: 0 });
    for (let i = 0; i < 5; i++) assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 200);
    await sb('DELETE', '/faults');
    await sb('POST', '/faults', { method: 'GET', path: '/manage/v1/campaign/*', delay_ms: 300, times: 1 });
    const t0 = performance.now();
    const r = await manage(t, who, 'GET', '/campaign/list');
    assert.equal(r.status, 200);
    assert.ok(performance.now() - t0 >= 290, 'delayed, then run');
    for (const [body, field] of [
      [{ status: 500 }, 'path'], [{ path: 'x', status: 500 }, 'path'], [{ path: '/a', status: 200 }, 'status'], [{ path: '/a' }, 'status'],
      [{ path: '/a', status: 500, probability: 2 }, 'probability'], [{ path: '/a', status: 500, times: 0 }, 'times'], [{ path: '/a', status: 500, method: 'FETCH' }, 'method'],
    ] as const) {
      const bad = await sb('POST', '/faults', body);
      assert.equal(bad.status, 400, JSON.stringify(body));
      assert.equal(bad.body.field, field, JSON.stringify(bad.body));
    }
  });
});

await forEachDatabase('sandbox outcomes and processing delay', (tdb) => {
  let t: TestApp;
  let who: { accountId: number; key: string };
  const token = 'fixed-sandbox-token-outcomes';
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const result = async (uploadId: string) => (await manage(t, who, 'GET', '/asset/upload_result', { query: { upload_id: uploadId } })).body;
  const until = async (uploadId: string, done: (r: any) => boolean) => {
    for (const end = Date.now() + 15_000; ; ) {
      const r = await result(uploadId);
      if (done(r)) return r;
      if (Date.now() > end) assert.fail(`not reached: ${JSON.stringify(r)}`);
      await new Promise((res) => setTimeout(res, 30));
    }
  };
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    const acc = (await sb('POST', '/accounts', { name: 'Outcomes' })).body;
    who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a matched file stays PENDING / IN_REVIEW until the clock passes its delay, then gets the forced outcome', async () => {
    const rule = await sb('POST', '/outcomes', { target: 'asset_review', match: { account_id: who.accountId, file_name: '*-reject.PNG' }, outcome: 'REJECTED', error_message: 'logo too small', delay_seconds: 600, times: 1 });
    assert.equal(rule.status, 200, JSON.stringify(rule.body));
    await sb('POST', '/outcomes', { target: 'asset_processing', match: { file_name: 'broken.html' }, outcome: 'FAILURE', error_message: 'transcoder crashed' });
    const up = await upload(t, who, [
      { name: 'banner-reject.png', contentType: 'image/png', data: png(320, 50, 1) },
      { name: 'broken.html', contentType: 'text/html', data: html(5) },
      { name: 'fine.png', contentType: 'image/png', data: png(320, 50, 2) },
    ]);
    assert.equal(up.status, 200, up.text);
    const partial = await until(up.body.upload_id, (r) => r.summary.pending === 1);
    const by = (r: any) => Object.fromEntries(r.details.map((d: any) => [d.name, d]));
    assert.equal(by(partial)['banner-reject.png'].file_status, 'PENDING');
    assert.equal(by(partial)['broken.html'].file_status, 'FAILURE');
    assert.equal(by(partial)['broken.html'].error_message, 'transcoder crashed');
    assert.equal(by(partial)['fine.png'].file_status, 'SUCCESS');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await result(up.body.upload_id)).summary.pending, 1, 'real time passing does not process it');
    const lib = await manage(t, who, 'GET', '/asset/list', { query: { ids: by(partial)['banner-reject.png'].id } });
    assert.equal(lib.body[0].status, 'IN_REVIEW');
    await sb('POST', '/clock', { advance_seconds: 601 });
    const done = await until(up.body.upload_id, (r) => r.upload_status === 'FINISHED');
    const asset = (await manage(t, who, 'GET', '/asset/list', { query: { ids: by(done)['banner-reject.png'].id } })).body[0];
    assert.equal(asset.status, 'REJECTED');
    assert.deepEqual(asset.violation_reasons, ['logo too small']);
    // times: 1 -> the next matching file is left alone; the FAILURE rule stays until deleted
    const rules = (await sb('GET', '/outcomes')).body;
    assert.deepEqual(rules.map((r: any) => [r.target, r.outcome, r.hits]), [['asset_processing', 'FAILURE', 1]]);
    const again = await upload(t, who, [{ name: 'again-reject.png', contentType: 'image/png', data: png(320, 50, 3) }]);
    const r2 = await until(again.body.upload_id, (r) => r.upload_status === 'FINISHED');
    assert.equal(r2.details[0].file_status, 'SUCCESS');
    assert.deepEqual((await sb('DELETE', '/outcomes')).body, { cleared: true });
  });

  it('processing_delay_seconds holds every new file until the clock passes it; bad rules name the field', async () => {
    assert.deepEqual((await sb('POST', '/settings', { processing_delay_seconds: 30 })).body, { oauth_auto_approve: false, processing_delay_seconds: 30 });
    const up = await upload(t, who, [{ name: 'late.png', contentType: 'image/png', data: png(320, 50, 4) }]);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await result(up.body.upload_id)).summary.pending, 1);
    await sb('POST', '/clock', { advance_seconds: 31 });
    assert.equal((await until(up.body.upload_id, (r) => r.upload_status === 'FINISHED')).details[0].file_status, 'SUCCESS');
    await sb('POST', '/settings', { processing_delay_seconds: 0 });
    for (const [body, field] of [
      [{ target: 'asset_upload', outcome: 'FAILURE' }, 'target'], [{ target: 'asset_review', outcome: 'FAILURE' }, 'outcome'],
      [{ target: 'asset_review', outcome: 'REJECTED', delay_seconds: -1 }, 'delay_seconds'], [{ target: 'asset_review', outcome: 'REJECTED', match: { account_id: 'x' } }, 'match.account_id'],
    ] as const) {
      const bad = await sb('POST', '/outcomes', body);
      assert.equal(bad.status, 400, JSON.stringify(body));
      assert.equal(bad.body.field, field, JSON.stringify(bad.body));
    }
    assert.equal((await sb('POST', '/settings', { processing_delay_seconds: -3 })).body.field, 'processing_delay_seconds');
  });
});

await forEachDatabase('sandbox oauth auto-approve', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-autoapprove';
  const sb = (body: unknown) =>
    fetch(`${t.url}/_sandbox/settings`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a headless test runs the authorization-code flow without pages; the code is real and single use', async () => {
    const s = await thirdPartySetup(t, 'campaigns:read');
    const init = (extra: Record<string, string> = {}) =>
      fetch(`${t.url}/oauth/initialize?${new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:read', state: 'st-9', ...extra })}`, { redirect: 'manual' });
    assert.equal((await init()).status, 200, 'off: the sign-in page');
    assert.deepEqual((await sb({ oauth_auto_approve: true })).body, { oauth_auto_approve: true, processing_delay_seconds: 0 });
    assert.equal((await init()).status, 400, 'a third-party app needs to know whom to approve as');
    const res = await init({ login_hint: s.email });
    assert.equal(res.status, 302);
    const loc = new URL(res.headers.get('location')!);
    assert.equal(`${loc.origin}${loc.pathname}`, s.redirectUri);
    assert.equal(loc.searchParams.get('state'), 'st-9');
    const exchange = () => fetch(`${t.url}/oauth/v1/access_token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: s.clientId, client_secret: s.clientSecret, code: loc.searchParams.get('code')!, redirect_uri: s.redirectUri }),
    });
    const first = await exchange();
    assert.equal(first.status, 200);
    const access = ((await first.json()) as any).accessToken.access_token;
    const r = await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${access}` } });
    assert.equal(r.status, 200, 'the token acts for the approving user\'s account');
    assert.equal((await exchange()).status, 400, 'single use');
    // a wrong redirect URI is still an error page, never a redirect
    const bad = await fetch(`${t.url}/oauth/initialize?${new URLSearchParams({ client_id: s.clientId, redirect_uri: 'https://evil.example/cb', response_type: 'code', scope: 'campaigns:read', login_hint: s.email })}`, { redirect: 'manual' });
    assert.equal(bad.status, 400);
    await sb({ oauth_auto_approve: false });
    assert.equal((await init({ login_hint: s.email })).status, 200, 'off again: pages');
  });
});

await forEachDatabase('sandbox SANDBOX_SEED', (tdb) => {
  const token = 'fixed-sandbox-token-seeded';
  const run = async (t: TestApp) => {
    const acc = (await fetch(`${t.url}/_sandbox/accounts`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Seeded' }) }).then((r) => r.json())) as any;
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    const c = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: new Date().toISOString().slice(0, 10) }) });
    const listed = await manage(t, who, 'GET', '/campaign/list', { query: { ids: c.body.id } });
    return { account: acc.account_id, key: acc.campaign_api_key, mgmt: acc.management_key, client: acc.first_party_app.client_id, campaign: c.body.id, hashed: listed.body[0].hashed_id };
  };
  after(() => tdb.cleanup());

  it('the same seed and the same requests give the same ids and keys, on a fresh server and after a full reset', async () => {
    const a = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: 42, seedFile: undefined } } });
    const first = await run(a);
    await fetch(`${a.url}/_sandbox/reset`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    const afterReset = await run(a);
    await a.close();
    const b = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: 42, seedFile: undefined } } });
    const fresh = await run(b);
    await b.close();
    const c = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: 43, seedFile: undefined } } });
    const other = await run(c);
    await c.close();
    assert.deepEqual(afterReset, first);
    assert.deepEqual(fresh, first);
    assert.notEqual(other.key, first.key);
    assert.notEqual(other.hashed, first.hashed);
    assert.match(first.key, /^cpk_/);
  });
});

await forEachDatabase('sandbox snapshots', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-snapshots';
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('restores rows with their ids and files exactly as saved; later writes go on without clashing', async () => {
    const acc = (await sb('POST', '/accounts', { name: 'Saved', keys: { campaign_api_key: 'snapshot-campaign-key', management_key: 'snapshot-management-key' } })).body;
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    const image = png(320, 50, 77);
    const up = await upload(t, who, [{ name: 'saved.png', contentType: 'image/png', data: image }]);
    const file = (await finished(t, who, up.body.upload_id)).details[0];
    const created = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Original', start_date: new Date().toISOString().slice(0, 10) }) });
    await fetch(`${t.url}/suppressionApps?api_key=${acc.management_key}&package_name=com.s`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n1b4e28ba-2fa1-11d2-883f-0016d3cca427\n' });
    const saved = await sb('POST', '/snapshots', { name: 'base-1' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.files, 1);
    assert.ok(saved.body.rows > 5);
    assert.equal((await sb('POST', '/snapshots', { name: 'base-1' })).status, 409);
    assert.equal((await sb('POST', '/snapshots', { name: '../x' })).body.field, 'name');

    // change everything
    assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id: created.body.id, type: 'APP', name: 'Changed' } })).status, 200);
    const other = (await sb('POST', '/accounts', { name: 'Later' })).body;
    await sb('POST', '/reset', { account_id: acc.account_id });
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 403);

    const restored = await sb('POST', '/snapshots/base-1/restore');
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    const list = await manage(t, who, 'GET', '/campaign/list');
    assert.equal(list.status, 200, 'the saved key works again');
    assert.deepEqual(list.body.map((c: any) => [String(c.id), c.name]), [[String(created.body.id), 'Original']]);
    const served = await fetch(new URL(new URL(file.url).pathname, t.url));
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(image), 'the file is back, at its URL');
    assert.equal(await t.c.suppression.count(who.accountId, 'com.s'), 2);
    assert.equal((await manage(t, { accountId: Number(other.account_id), key: other.campaign_api_key }, 'GET', '/campaign/list')).status, 403, 'what came after the snapshot is gone');
    const again = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'After restore', start_date: new Date().toISOString().slice(0, 10) }) });
    assert.equal(again.status, 200, again.text);
    assert.ok(Number(again.body.id) > Number(created.body.id), 'ids go on past the restored ones');
    assert.deepEqual((await sb('GET', '/snapshots')).body.map((s: any) => s.name), ['base-1']);
    assert.deepEqual((await sb('DELETE', '/snapshots/base-1')).body, { deleted: 'base-1' });
    assert.equal((await sb('POST', '/snapshots/base-1/restore')).status, 404);
  });
});

await forEachDatabase('sandbox seed', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-seed';
  const seed = (doc: unknown) =>
    fetch(`${t.url}/_sandbox/seed`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(doc) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('the documented example loads, is usable at once through every surface, and seeding it again changes nothing', async () => {
    const doc = JSON.parse(fs.readFileSync('docs/examples/sandbox-fixture.json', 'utf8'));
    const first = await seed(doc);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body.created, { accounts: 1, users: 1, oauth_apps: 2, campaigns: 2, assets: 3, creative_sets: 1, suppression_lists: 1, delivery: 2 });
    const who = { accountId: Number(first.body.accounts[0].account_id), key: 'ci-acme-campaign-key-0001' };
    const campaigns = (await manage(t, who, 'GET', '/campaign/list')).body;
    assert.deepEqual(campaigns.map((c: any) => c.name).sort(), ['Autumn push', 'Summer push']);
    const sets = (await manage(t, who, 'GET', '/creative_set/list')).body;
    assert.equal(sets.length, 1);
    assert.equal(sets[0].campaign_ids.length, 2, 'the set runs in both campaigns');
    const lib = (await manage(t, who, 'GET', '/asset/list')).body;
    assert.deepEqual(lib.map((a: any) => a.name).sort(), ['banner.png', 'playable.html', 'portrait.mp4']);
    assert.equal(await t.c.suppression.count(who.accountId, 'com.acme.game'), 2);
    // the generated files are real media of the named type: processing types them so
    for (const until = Date.now() + 15_000; ; ) {
      const items = (await manage(t, who, 'GET', '/asset/list')).body;
      if (items.every((a: any) => a.status !== 'IN_REVIEW')) {
        assert.deepEqual(Object.fromEntries(items.map((a: any) => [a.name, [a.asset_type, a.status]])), {
          'banner.png': ['IMG_BANNER', 'ACTIVE'], 'playable.html': ['HOSTED_HTML', 'ACTIVE'], 'portrait.mp4': ['VID_SHORT_P', 'ACTIVE'],
        });
        break;
      }
      if (Date.now() > until) assert.fail(JSON.stringify(items));
      await new Promise((r) => setTimeout(r, 50));
    }
    const counts = async () => Object.fromEntries(await Promise.all(['accounts', 'users', 'oauth_apps', 'campaigns', 'assets', 'creative_sets', 'creative_set_campaigns', 'suppression_ids'].map(async (tb) => [tb, Number((await t.c.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${tb}`))!.n)])));
    const before = await counts();
    const again = await seed(doc);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.created, {});
    assert.equal(again.body.existing.delivery, 2, 'its scripted rows hold these figures already');
    assert.deepEqual(await counts(), before, 'nothing changed');
    // OAuth apps: the fixture fixes the first-party app's credentials (issue 25, item 11); the seed
    // returns them, and the random ones of the other app when it made them
    const firstApps = first.body.accounts[0].oauth_apps as { name: string; client_id: string; client_secret?: string; created: boolean }[];
    assert.deepEqual(firstApps[0], { name: 'Acme dashboard', client_id: 'ci-acme-dashboard', client_secret: 'ci-acme-dashboard-secret-0001', created: true });
    assert.match(firstApps[1]!.client_secret ?? '', /^cs_/);
    assert.deepEqual(again.body.accounts[0].oauth_apps.map((a: { client_id: string; client_secret?: string; created: boolean }) => [a.client_id, a.client_secret, a.created]), [
      ['ci-acme-dashboard', 'ci-acme-dashboard-secret-0001', false],
      [firstApps[1]!.client_id, undefined, false], // random secrets are stored hashed: not known any more
    ]);
    const token = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'ci-acme-dashboard', client_secret: 'ci-acme-dashboard-secret-0001', scope: 'campaigns:read' }) });
    assert.equal(token.status, 200, 'the fixed credentials work at once');
    const taken = await seed({ accounts: [{ name: 'Other', oauth_apps: [{ name: 'Copy', client_id: 'ci-acme-dashboard' }] }] });
    assert.equal(taken.status, 409);
    assert.match(taken.body.message, /accounts\[0\]\.oauth_apps\[0\]: client_id: this client id is already in use/);
    const short = await seed({ accounts: [{ name: 'Other 2', oauth_apps: [{ name: 'Short', client_secret: 'short' }] }] });
    assert.equal(short.status, 400);
    assert.match(short.body.message, /client_secret: must be 16 to 200 printable characters/);
    // a bad fixture names the place and the rule, and (per account) what it could not make
    const bad = await seed({ accounts: [{ name: 'Broken', assets: [{ name: 'x', type: 'IMG_HUGE' }] }] });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'accounts[0].assets[0].type');
    const badCampaign = await seed({ accounts: [{ name: 'Broken 2', campaigns: [{ name: 'No platform' }] }] });
    assert.equal(badCampaign.status, 400);
    assert.match(badCampaign.body.message, /accounts\[0\]\.campaigns\[0\]/);
    // a campaign the schema takes but a rule refuses: the API's own words, at its place; nothing of it kept
    const past = v2Campaign({ name: 'Started long ago', start_date: '2001-01-01' });
    const api = await manage(t, who, 'POST', '/campaign/create', { body: past });
    assert.equal(api.status, 400);
    const rule = await seed({ accounts: [{ name: 'Broken 3', campaigns: [{ name: 'Fine', ...v2Campaign({ start_date: '2099-01-01', is_continuous_delivery: true, end_date: undefined }) }, past] }] });
    assert.equal(rule.status, 400);
    assert.equal(rule.body.message, `accounts[0].campaigns[1]: ${api.body.error.message}`);
    assert.equal(Number((await t.c.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM campaigns WHERE name = 'Started long ago'"))!.n), 0);
    // fields the API ignores are ignored here too (the handler strips them)
    const extra = await seed({ accounts: [{ name: 'Extra fields', campaigns: [{ ...v2Campaign({ name: 'With extras', start_date: '2099-01-01', is_continuous_delivery: true, end_date: undefined }), tracker_notes: 'ignored', budget: { daily_budget_for_all_countries: '5', colour: 'blue' } }] }] });
    assert.equal(extra.status, 200, JSON.stringify(extra.body));
  });
});

await forEachDatabase('sandbox outcomes through the first generation', (tdb) => {
  let t: TestApp;
  const token = 'fixed-sandbox-token-v1-outcomes';
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a file sent to creative_set_assets is processing until the clock passes the delay, then fails as forced', async () => {
    const w = await firstPartyToken(t, 'creatives:write creatives:read');
    const campaign = (await t.c.campaigns.create(w.accountId, { name: 'V1', platform: 'android', packageName: 'com.v1.x', bidType: 'CPI', countries: [{ key: 'us', patch: { bid: '1', budget: '10' } }] })).campaign.hashedId;
    const set = await callOk(t, w.token, 'POST', '/creative_set', { campaign_id: campaign, name: 'S' });
    const rule = await fetch(`${t.url}/_sandbox/outcomes`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'asset_processing', match: { account_id: String(w.accountId), file_name: 'doomed*' }, outcome: 'FAILURE', error_message: 'codec not supported', delay_seconds: 120 }),
    });
    assert.equal(rule.status, 200);
    const r = await call(t, w.token, 'POST', `/creative_set_assets/${set.creative_set_id}`, form({ type: 'IMG_BANNER' }, { name: 'doomed.png', bytes: solidPng(320, 50), type: 'image/png' }));
    assert.equal(r.status, 200, r.text);
    const asset = async () => ((await callOk(t, w.token, 'GET', `/creative_sets/${campaign}`)) as any[])[0].assets[0];
    await new Promise((res) => setTimeout(res, 300));
    assert.equal((await asset()).status, 'processing');
    await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 121 }) });
    for (const until = Date.now() + 15_000; ; ) {
      const a = await asset();
      if (a.status !== 'processing') {
        assert.equal(a.status, 'error');
        assert.match(a.error, /codec not supported/);
        break;
      }
      if (Date.now() > until) assert.fail(JSON.stringify(a));
      await new Promise((res) => setTimeout(res, 50));
    }
  });
});
