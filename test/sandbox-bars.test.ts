// Issue 11's named bars, through HTTP, on both engines (and what the seed's own requests are): token, refresh-token and error-block
// lifetimes on the sandbox clock; a forced FAILURE seen as PENDING then FAILURE in upload_result;
// restore bringing back a deleted campaign and its files (and taking away what came later); and
// no secret of any flow in the request journal.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, upload, v2Campaign } from './helpers/manage.js';
import { firstPartyToken, thirdPartyToken } from './helpers/oauth.js';
import { html, png } from './helpers/upload-parts.js';

const TOKEN = 'sbx_bars-test-token-0123456789ab';
const DAY = 86_400;

function sandboxApi(t: () => TestApp) {
  return (method: string, p: string, body?: unknown) =>
    fetch(`${t().url}/_sandbox${p}`, { method, headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
}

await forEachDatabase('sandbox bars: lifetimes on the sandbox clock', (tdb) => {
  let t: TestApp;
  // the platform clock stands still between moves: the boundaries are exact
  const real = new ManualClock(new Date('2030-03-01T08:00:00Z'));
  const sb = sandboxApi(() => t);
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock: real, config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a first-party access token works until its hour is up and is refused once the clock has moved 3,601 s', async () => {
    const tok = await firstPartyToken(t, 'campaigns:read');
    const get = () => fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${tok.token}` } });
    assert.equal((await get()).status, 200);
    assert.equal((await sb('POST', '/clock', { advance_seconds: 3599 })).status, 200);
    assert.equal((await get()).status, 200, 'valid at +3,599 s');
    await sb('POST', '/clock', { advance_seconds: 2 });
    const r = await get();
    assert.equal(r.status, 401, 'expired at +3,601 s');
    // and a new one is issued on the moved clock
    assert.equal((await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${(await firstPartyToken(t, 'campaigns:read')).token}` } })).status, 200);
  });

  it('a refresh token (authorization-code flow) works before 30 days and is invalid_grant after 30 days + 1 s', async () => {
    const a = await thirdPartyToken(t, 'campaigns:read');
    const b = await thirdPartyToken(t, 'campaigns:read');
    const refresh = (x: typeof a) => fetch(`${t.url}/oauth/v1/access_token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: x.refreshToken, client_id: x.clientId, client_secret: x.clientSecret }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    await sb('POST', '/clock', { advance_seconds: 30 * DAY - 1 });
    const ok = await refresh(a);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.ok(ok.body.accessToken.access_token, 'a new access token');
    assert.equal((await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${ok.body.accessToken.access_token}` } })).status, 200);
    await sb('POST', '/clock', { advance_seconds: 2 });
    const late = await refresh(b);
    assert.equal(late.status, 400, JSON.stringify(late.body));
    assert.equal(late.body.error, 'invalid_grant');
  });

  it('101 error answers on /manage/v1 block the key with 100007 for 24 hours: still 429 at +86,399 s, lifted at +86,401 s', async () => {
    const acc = (await sb('POST', '/accounts', { name: 'Error block', keys: { campaign_api_key: 'bars-error-block-key-0001', management_key: 'bars-error-block-mgmt-0001' } })).body;
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    const limit = t.c.config.manage.errorLimit;
    // 101 error answers (the limit is 100 per window): each one a 400 ...
    for (let i = 0; i <= limit; i++) assert.equal((await manage(t, who, 'POST', '/campaign/create', { body: { name: `bad ${i}` } })).status, 400);
    // ... and from then on the key is blocked
    const over = await manage(t, who, 'POST', '/campaign/create', { body: { name: 'one too many' } });
    assert.equal(over.status, 429, over.text);
    assert.equal(over.headers.get('x-al-error-code'), '100007');
    const blocked = await manage(t, who, 'GET', '/campaign/list');
    assert.equal(blocked.status, 429, 'valid requests too');
    assert.equal(blocked.headers.get('x-al-error-code'), '100007');
    await sb('POST', '/clock', { advance_seconds: DAY - 1 });
    const still = await manage(t, who, 'GET', '/campaign/list');
    assert.equal(still.status, 429, 'still blocked at +86,399 s');
    assert.equal(still.headers.get('x-al-error-code'), '100007');
    await sb('POST', '/clock', { advance_seconds: 2 });
    const lifted = await manage(t, who, 'GET', '/campaign/list');
    assert.equal(lifted.status, 200, `lifted at +86,401 s: ${lifted.text}`);
  });
});

await forEachDatabase('sandbox bars: outcomes, restore, journal', (tdb) => {
  let t: TestApp;
  const sb = sandboxApi(() => t);
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const result = async (who: { accountId: number; key: string }, id: string) => (await manage(t, who, 'GET', '/asset/upload_result', { query: { upload_id: id } })).body;
  const until = async (who: { accountId: number; key: string }, id: string, done: (r: any) => boolean) => {
    for (const end = Date.now() + 15_000; ; ) {
      const r = await result(who, id);
      if (done(r)) return r;
      if (Date.now() > end) assert.fail(JSON.stringify(r));
      await new Promise((res) => setTimeout(res, 30));
    }
  };

  it('a forced FAILURE shows PENDING, then FAILURE with the given message in upload_result', async () => {
    const acc = (await sb('POST', '/accounts', { name: 'Forced failure' })).body;
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    const rule = await sb('POST', '/outcomes', { target: 'asset_processing', match: { account_id: acc.account_id, file_name: 'doomed-*' }, outcome: 'FAILURE', error_message: 'codec not supported (forced)', delay_seconds: 120, times: 1 });
    assert.equal(rule.status, 200, JSON.stringify(rule.body));
    const up = await upload(t, who, [{ name: 'doomed-banner.png', contentType: 'image/png', data: png(320, 50, 9) }]);
    assert.equal(up.status, 200, up.text);
    await new Promise((r) => setTimeout(r, 200));
    const pending = await result(who, up.body.upload_id);
    assert.equal(pending.details[0].file_status, 'PENDING', JSON.stringify(pending));
    assert.equal(pending.upload_status, 'PENDING');
    await sb('POST', '/clock', { advance_seconds: 121 });
    const done = await until(who, up.body.upload_id, (r) => r.upload_status === 'FINISHED');
    assert.equal(done.details[0].file_status, 'FAILURE');
    assert.equal(done.details[0].error_message, 'codec not supported (forced)');
  });

  it('restore brings back a deleted campaign and its files, and takes away files and rows made after the snapshot', async () => {
    const acc = (await sb('POST', '/accounts', { name: 'Restored', keys: { campaign_api_key: 'bars-restore-campaign-key', management_key: 'bars-restore-management-key' } })).body;
    const who = { accountId: Number(acc.account_id), key: acc.campaign_api_key };
    const image = png(320, 50, 41);
    const up = await upload(t, who, [{ name: 'kept.png', contentType: 'image/png', data: image }, { name: 'kept.html', contentType: 'text/html', data: html(4) }]);
    const files = (await until(who, up.body.upload_id, (r) => r.upload_status === 'FINISHED')).details;
    const kept = files.find((d: any) => d.name === 'kept.png');
    const keptHtml = files.find((d: any) => d.name === 'kept.html');
    const campaign = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'To be deleted', start_date: new Date().toISOString().slice(0, 10) }) });
    assert.equal(campaign.status, 200, campaign.text);
    const set = await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: campaign.body.id, type: 'APP', name: 'Its set', assets: [{ id: kept.id }, { id: keptHtml.id }] } });
    assert.equal(set.status, 200, set.text);
    assert.equal((await sb('POST', '/snapshots', { name: 'bars' })).status, 200);

    // the campaign goes with its account (the API has no campaign delete), a later file comes
    const later = await upload(t, who, [{ name: 'later.png', contentType: 'image/png', data: png(320, 50, 42) }]);
    const laterFile = (await until(who, later.body.upload_id, (r) => r.upload_status === 'FINISHED')).details[0];
    const laterBlob = await t.c.db.get<{ blob_key: string }>('SELECT blob_key FROM assets WHERE id = ?', [Number(laterFile.id)]);
    assert.ok(laterBlob?.blob_key);
    assert.equal((await sb('POST', '/reset', { account_id: acc.account_id })).status, 200);
    assert.equal((await fetch(new URL(new URL(kept.url).pathname, t.url))).status, 404, 'the file is gone with it');

    const restored = await sb('POST', '/snapshots/bars/restore');
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    const list = await manage(t, who, 'GET', '/campaign/list');
    assert.deepEqual(list.body.map((c: any) => [String(c.id), c.name]), [[String(campaign.body.id), 'To be deleted']]);
    const sets = await manage(t, who, 'GET', '/creative_set/list_by_campaign_id', { query: { ids: campaign.body.id } });
    assert.equal(sets.status, 200, sets.text);
    assert.match(JSON.stringify(sets.body), /Its set/);
    const served = await fetch(new URL(new URL(kept.url).pathname, t.url));
    assert.equal(served.status, 200);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(image), 'the file is back, byte for byte');
    assert.equal(await t.c.blobs.size(laterBlob.blob_key), undefined, 'the file uploaded after the snapshot is gone from the store');
    const lib = (await manage(t, who, 'GET', '/asset/list')).body;
    assert.deepEqual(lib.map((a: any) => a.name).sort(), ['kept.html', 'kept.png']);
    await sb('DELETE', '/snapshots/bars');
  });

  it('a snapshot of another schema version is refused, not restored (SQLite page copies)', { skip: tdb.name !== 'sqlite' }, async () => {
    assert.equal((await sb('POST', '/snapshots', { name: 'schema' })).status, 200);
    const info = path.join(t.dataDir, 'sandbox-snapshots', 'schema', 'info.json');
    const stored = JSON.parse(fs.readFileSync(info, 'utf8'));
    assert.match(stored.schema, /^1,2,/);
    fs.writeFileSync(info, JSON.stringify({ ...stored, schema: `${stored.schema},999` }));
    const r = await sb('POST', '/snapshots/schema/restore');
    assert.equal(r.status, 409, JSON.stringify(r.body));
    assert.match(r.body.message, /another database schema/);
    await sb('DELETE', '/snapshots/schema');
  });

  it('a SQLite snapshot on a PostgreSQL server is refused before anything is touched', { skip: tdb.name !== 'postgres' }, async () => {
    const acc = (await sb('POST', '/accounts', { name: 'Still here' })).body;
    const dir = path.join(t.dataDir, 'sandbox-snapshots', 'from-sqlite');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'db.sqlite'), 'not used');
    fs.writeFileSync(path.join(dir, 'info.json'), JSON.stringify({ name: 'from-sqlite', created_at: new Date().toISOString(), rows: 1, files: 0, schema: '1' }));
    const r = await sb('POST', '/snapshots/from-sqlite/restore');
    assert.equal(r.status, 409, JSON.stringify(r.body));
    assert.match(r.body.message, /SQLite database file/);
    assert.equal((await manage(t, { accountId: Number(acc.account_id), key: acc.campaign_api_key }, 'GET', '/campaign/list')).status, 200, 'nothing was reset');
    await sb('DELETE', '/snapshots/from-sqlite');
  });

  it('the journal holds no secret of any flow: client secret, password, code, access and refresh tokens, keys', async () => {
    await sb('DELETE', '/requests');
    const acc = (await sb('POST', '/accounts', { name: 'Secrets', keys: { campaign_api_key: 'bars-secret-campaign-key-001', management_key: 'bars-secret-management-key-01' } })).body;
    const secrets: string[] = [acc.campaign_api_key, acc.management_key, acc.first_party_app.client_secret, acc.user.password, TOKEN];
    // client credentials: secret in, access token out
    const cc = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: acc.first_party_app.client_id, client_secret: acc.first_party_app.client_secret, scope: 'campaigns:read' }) });
    const ccToken = ((await cc.json()) as any).accessToken.access_token as string;
    secrets.push(ccToken);
    await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${ccToken}` } });
    await fetch(`${t.url}/oauth/v1/introspect`, { method: 'POST', body: new URLSearchParams({ token: ccToken, client_id: acc.first_party_app.client_id, client_secret: acc.first_party_app.client_secret }) });
    // authorization code: sign-in password, code, tokens, then a refresh
    const third = await thirdPartyToken(t, 'campaigns:read');
    secrets.push(third.token, third.refreshToken, third.clientSecret, third.setup.password);
    const refreshed = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: third.refreshToken, client_id: third.clientId, client_secret: third.clientSecret }) });
    const rb = (await refreshed.json()) as any;
    secrets.push(rb.accessToken.access_token, rb.accessToken.refresh_token);
    await fetch(`${t.url}/oauth/v1/revoke`, { method: 'POST', body: new URLSearchParams({ token: rb.accessToken.refresh_token, client_id: third.clientId, client_secret: third.clientSecret }) });
    // keys: Authorization on /manage/v1, api_key in the suppression query
    await manage(t, { accountId: Number(acc.account_id), key: acc.campaign_api_key }, 'GET', '/campaign/list');
    await fetch(`${t.url}/suppressionApps?api_key=${acc.management_key}&package_name=com.secret`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
    const journal = (await sb('GET', '/requests?limit=1000')).body as any[];
    const paths = new Set(journal.map((e) => e.path));
    for (const p of ['/oauth/v1/access_token', '/oauth/v1/introspect', '/oauth/v1/revoke', '/campaign_management/v1/campaigns', '/manage/v1/campaign/list', '/suppressionApps']) assert.ok(paths.has(p), `${p} journalled`);
    assert.ok([...paths].some((p) => p.startsWith('/oauth/') && !p.startsWith('/oauth/v1/')), 'the sign-in and consent pages journalled');
    const text = JSON.stringify(journal);
    for (const s of secrets) {
      assert.ok(s && s.length >= 8, 'a real secret');
      assert.equal(text.includes(s), false, `a secret (${s.slice(0, 4)}...) is in the journal`);
    }
    // ... and the code exchange was recorded, with the code redacted
    const exchange = journal.find((e) => e.path === '/oauth/v1/access_token' && e.request_body?.grant_type === 'authorization_code');
    assert.equal(exchange.request_body.code, '[redacted]');
    assert.equal(exchange.request_body.client_secret, '[redacted]');
    const q = journal.find((e) => e.path === '/suppressionApps');
    assert.equal(q.query.api_key, '[redacted]');
  });
});

await forEachDatabase('sandbox seed: its own requests are not client traffic', (tdb) => {
  let t: TestApp;
  const sb = sandboxApi(() => t);
  before(async () => {
    const manageConfig = { ...testConfig('/tmp').manage, rateLimitRequests: 5 };
    t = await startTestApp(await tdb.open(), { config: { manage: manageConfig, sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a seed of more requests than the rate limit works through fault rules, and is neither journalled nor counted', async () => {
    await sb('POST', '/faults', { path: '/manage/v1/', status: 503 });
    const keys = { campaign_api_key: 'bars-traffic-campaign-key-01', management_key: 'bars-traffic-management-key-1' };
    const campaigns = Array.from({ length: 8 }, (_, i) => ({ ...v2Campaign({ name: `Seeded ${i}`, start_date: '2030-01-01' }) }));
    const r = await sb('POST', '/seed', { accounts: [{ name: 'Traffic', keys, campaigns }] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.created.campaigns, 8);
    assert.deepEqual((await sb('GET', '/requests')).body, [], 'the seed\'s requests are not in the journal');
    await sb('DELETE', '/faults');
    const who = { accountId: Number(r.body.accounts[0].account_id), key: keys.campaign_api_key };
    for (let i = 0; i < 5; i++) assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 200, `client request ${i + 1}: the whole window is the client's`);
    assert.equal((await manage(t, who, 'GET', '/campaign/list')).status, 429, 'and the limit still holds for clients');
  });
});

await forEachDatabase('sandbox seed: malformed creative sets', (tdb) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('campaigns or assets of a creative set that are not lists of names: 400 naming the place (found by the fuzz run)', async () => {
    for (const [field, set] of [['assets', { name: 'S', assets: 'banner.png' }], ['campaigns', { name: 'S', campaigns: [1] }]] as const) {
      const r = await fetch(`${t.url}/_sandbox/seed`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ accounts: [{ name: 'Sets', creative_sets: [set] }] }) });
      const body = (await r.json()) as any;
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(body.field, `accounts[0].creative_sets[0].${field}`);
    }
  });
});
