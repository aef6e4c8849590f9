// Issue 9, "Safe retries": Idempotency-Key on the POSTs of both campaign surfaces, on both engines,
// through HTTP: replays answer the first answer without running twice (also after a restart),
// a different request under the same key is refused, concurrent requests with one key run once,
// keys are per account, and a key expires after 24 hours (of the platform clock).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, manageAccount, upload, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { png } from './helpers/upload-parts.js';

await forEachDatabase('Idempotency-Key', (tdb) => {
  let db: Db;
  let t: TestApp;
  let clock: ManualClock;
  let token = '';
  let accountId = 0;
  let otherToken = '';
  let campaignId = '';
  let who: ManageAccount;
  before(async () => {
    db = await tdb.open();
    clock = new ManualClock(new Date('2026-05-01T10:00:00Z'));
    t = await startTestApp(db, { clock });
    const mine = await firstPartyToken(t, 'campaigns:write creatives:write');
    token = mine.token;
    accountId = mine.accountId;
    otherToken = (await firstPartyToken(t, 'campaigns:write creatives:write')).token;
    who = await manageAccount(t);
    campaignId = (await v1(token, '/campaign', { name: 'Idem', platform: 'android', package_name: 'com.example.idem', bid_type: 'CPI' })).body.campaign_id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  async function v1(tok: string, path: string, body: unknown, key?: string, app: TestApp = t) {
    const res = await fetch(`${app.url}/campaign_management/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
  }
  const setCount = async () => Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM creative_sets'))!.n);

  it('a retried POST /creative_set with the same key creates one set and answers the same answer', async () => {
    const before = await setCount();
    const body = { campaign_id: campaignId, name: 'Retried', countries: ['us'] };
    const first = await v1(token, '/creative_set', body, 'key-1');
    assert.equal(first.status, 200, first.text);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    // same request, keys of the body in another order: the same request
    const again = await v1(token, '/creative_set', { countries: ['us'], name: 'Retried', campaign_id: campaignId }, 'key-1');
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(again.text, first.text);
    assert.notEqual(again.headers.get('x-trace-id'), first.headers.get('x-trace-id'));
    assert.equal(await setCount(), before + 1);
    // without a key every POST runs
    await v1(token, '/creative_set', body);
    assert.equal(await setCount(), before + 2);
  });

  it('the same key with a different request is a 400 naming Idempotency-Key; nothing runs', async () => {
    const before = await setCount();
    await v1(token, '/creative_set', { campaign_id: campaignId, name: 'A' }, 'key-2');
    const other = await v1(token, '/creative_set', { campaign_id: campaignId, name: 'B' }, 'key-2');
    assert.equal(other.status, 400, other.text);
    assert.equal(other.body.field, 'Idempotency-Key');
    assert.match(other.body.error_description, /different request/);
    const path = await v1(token, `/campaign/${campaignId}`, { name: 'A' }, 'key-2');
    assert.equal(path.status, 400); // another endpoint is another request
    assert.equal(await setCount(), before + 1);
    const bad = await v1(token, '/creative_set', { campaign_id: campaignId, name: 'C' }, 'has space');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'Idempotency-Key');
  });

  it('two concurrent requests with one key run once', async () => {
    const before = await setCount();
    const body = { campaign_id: campaignId, name: 'Race' };
    const rs = await Promise.all(Array.from({ length: 6 }, () => v1(token, '/creative_set', body, 'key-race')));
    const ok = rs.filter((r) => r.status === 200);
    assert.ok(ok.length >= 1);
    assert.ok(rs.every((r) => r.status === 200 || r.status === 409), rs.map((r) => r.status).join());
    assert.ok(ok.every((r) => r.body.creative_set_id === ok[0]!.body.creative_set_id));
    assert.equal(await setCount(), before + 1);
  });

  it('keys are per account: another account\'s same key runs on its own', async () => {
    const otherCampaign = (await v1(otherToken, '/campaign', { name: 'Other', platform: 'android', package_name: 'com.example.other', bid_type: 'CPI' }, 'shared-key')).body;
    const mine = await v1(token, '/campaign', { name: 'Mine', platform: 'android', package_name: 'com.example.mine', bid_type: 'CPI' }, 'shared-key');
    assert.equal(mine.status, 200, mine.text);
    assert.notEqual(mine.body.campaign_id, otherCampaign.campaign_id);
    assert.equal(mine.headers.get('idempotent-replayed'), null);
  });

  it('/manage/v1: a retried campaign/create answers the same id; a retried upload the same upload_id', async () => {
    const count = async (table: string) => Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);
    const campaigns = await count('campaigns');
    const a = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'V2 idem' }), headers: { 'idempotency-key': 'v2-1' } });
    const b = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'V2 idem' }), headers: { 'idempotency-key': 'v2-1' } });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(b.body, a.body);
    assert.equal(b.headers.get('idempotent-replayed'), 'true');
    assert.equal(await count('campaigns'), campaigns + 1);
    // an error answer is replayed too, headers included
    const missing = { id: '99999999', type: 'APP', name: 'Nobody' };
    const e1 = await manage(t, who, 'POST', '/campaign/update', { body: missing, headers: { 'idempotency-key': 'v2-err' } });
    const e2 = await manage(t, who, 'POST', '/campaign/update', { body: missing, headers: { 'idempotency-key': 'v2-err' } });
    assert.equal(e1.status, 404, e1.text);
    assert.deepEqual([e2.status, e2.headers.get('x-al-error-code'), e2.headers.get('idempotent-replayed')], [404, '100005', 'true']);
    // multipart upload
    const assets = await count('assets');
    const files = [{ name: 'b.png', contentType: 'image/png', data: png(320, 50, 11) }];
    const u1 = await upload(t, who, files, who.key, { 'idempotency-key': 'up-1' });
    const u2 = await upload(t, who, files, who.key, { 'idempotency-key': 'up-1' });
    assert.equal(u1.status, 200, u1.text);
    assert.equal(u2.body.upload_id, u1.body.upload_id);
    assert.equal(await count('assets'), assets + 1);
  });

  it('replays survive a restart on the same database; after 24 hours the key is free again', async () => {
    const body = { campaign_id: campaignId, name: 'Durable' };
    const first = await v1(token, '/creative_set', body, 'key-durable');
    const t2 = await startTestApp(await openAgain(db), { clock });
    try {
      const again = await v1(token, '/creative_set', body, 'key-durable', t2);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.equal(again.text, first.text);
    } finally {
      await t2.close();
    }
    const before = await setCount();
    clock.advance(24 * 3600 * 1000 + 1000);
    token = (await firstPartyToken(t, 'campaigns:write creatives:write', accountId)).token; // the old one expired
    const later = await v1(token, '/creative_set', body, 'key-durable');
    assert.equal(later.status, 200);
    assert.equal(later.headers.get('idempotent-replayed'), null);
    assert.notEqual(later.body.creative_set_id, first.body.creative_set_id);
    assert.equal(await setCount(), before + 1);
  });
});
