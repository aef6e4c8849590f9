import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { parseListQuery } from '../../src/surfaces/manage-v1/list-query.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { manage, manageAccount, type ManageAccount } from '../helpers/manage.js';
import { multipartBody, png } from '../helpers/upload-parts.js';

describe('manage-v1 list query parsing', () => {
  it('defaults page 1 and size 100', () => {
    assert.deepEqual(parseListQuery({}), { page: 1, size: 100, offset: 0 });
    assert.deepEqual(parseListQuery({ page: '3', size: '10' }), { page: 3, size: 10, offset: 20 });
  });
  it('names the field for size 0, size 101, page 0 and junk', () => {
    assert.throws(() => parseListQuery({ size: '0' }), { field: 'size' });
    assert.throws(() => parseListQuery({ size: '101' }), { field: 'size' });
    assert.throws(() => parseListQuery({ page: '0' }), { field: 'page' });
    assert.throws(() => parseListQuery({ page: '-1' }), { field: 'page' });
    assert.throws(() => parseListQuery({ page: '1.5' }), { field: 'page' });
    assert.throws(() => parseListQuery({ size: 'ten' }), { field: 'size' });
  });
  it('ids: at most 100, positive integers, deduplicated; not with hashed_ids', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.deepEqual(parseListQuery({ ids: hundred.join(',') }).ids, hundred);
    assert.throws(() => parseListQuery({ ids: [...hundred, 101].join(',') }), { field: 'ids' });
    assert.throws(() => parseListQuery({ ids: '1,x' }), { field: 'ids' });
    assert.throws(() => parseListQuery({ ids: '0' }), { field: 'ids' });
    assert.deepEqual(parseListQuery({ ids: ' 2, 1,2, ' }).ids, [2, 1]);
    const h = 'A'.repeat(32);
    assert.deepEqual(parseListQuery({ hashed_ids: h }).hashedIds, ['a'.repeat(32)]);
    assert.throws(() => parseListQuery({ hashed_ids: 'abc' }), { field: 'hashed_ids' });
    assert.throws(() => parseListQuery({ ids: '1', hashed_ids: h }), { field: 'hashed_ids' });
    // list_by_campaign_id has no hashed_ids: the parameter is then ignored like any unknown one
    assert.equal(parseListQuery({ ids: '1', hashed_ids: h }, { hashedIds: false }).hashedIds, undefined);
  });
});

await forEachDatabase('manage-v1 auth, errors and limits', (tdb) => {
  let t: TestApp;
  let a: ManageAccount;
  let b: ManageAccount;
  before(async () => {
    t = await startTestApp(await tdb.open());
    a = await manageAccount(t, 'A');
    b = await manageAccount(t, 'B');
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a bad or missing key is 403 before routing, with the x-al-error headers and a JSON body', async () => {
    for (const key of ['nope', '']) {
      for (const path of ['/campaign/list', '/no/such/path']) {
        const r = await manage(t, { ...a, key }, 'GET', path);
        assert.equal(r.status, 403, `${path} key=${key}`);
        assert.equal(r.headers.get('x-al-error-code'), '100003');
        assert.ok(r.headers.get('x-al-error-message'));
        assert.match(r.headers.get('x-trace-id') ?? '', /^[0-9a-f]{32}$/);
        assert.equal(r.body.error.code, 100003);
        assert.equal(r.body.error.field, 'Authorization');
      }
    }
    // POST with a bad key and a body that is not even JSON: still 403, the body is never read
    const res = await fetch(`${t.url}/manage/v1/campaign/create?account_id=${a.accountId}`, { method: 'POST', headers: { authorization: 'bad', 'content-type': 'application/json' }, body: '{not json' });
    assert.equal(res.status, 403);
  });

  it('a good key with an unknown path is 404; without account_id 400; with another account 403', async () => {
    const r404 = await manage(t, a, 'GET', '/no/such/path');
    assert.equal(r404.status, 404);
    assert.equal(r404.headers.get('x-al-error-code'), '100005');
    const r400 = await manage(t, a, 'GET', '/no/such/path', { query: { account_id: '' } });
    assert.equal(r400.status, 400);
    assert.equal(r400.body.error.field, 'account_id');
    assert.equal(r400.headers.get('x-al-error-code'), '100001');
    const rJunk = await manage(t, a, 'GET', '/no/such/path', { query: { account_id: 'abc' } });
    assert.equal(rJunk.status, 400);
    assert.equal(rJunk.body.error.field, 'account_id');
    const r403 = await manage(t, a, 'GET', '/no/such/path', { query: { account_id: b.accountId } });
    assert.equal(r403.status, 403);
    assert.equal(r403.headers.get('x-al-error-code'), '100004');
    assert.equal(r403.body.error.field, 'account_id');
  });

  it('a rotated key stops working at once', async () => {
    const c = await manageAccount(t, 'Rotating');
    assert.equal((await manage(t, c, 'GET', '/x')).status, 404);
    const fresh = await t.c.accounts.rotateKey(c.accountId, 'campaign');
    assert.equal((await manage(t, c, 'GET', '/x')).status, 403);
    assert.equal((await manage(t, { ...c, key: fresh }, 'GET', '/x')).status, 404);
  });
});

await forEachDatabase('manage-v1 rate limits', (tdb) => {
  const clock = new ManualClock(new Date('2030-01-01T00:00:00Z'));
  let t: TestApp; // error limit 3 per 5 minutes
  let r: TestApp; // request limit 5 per minute
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock, config: { manage: { ...baseManage(), errorLimit: 3 } } });
    r = await startTestApp(await tdb.open(), { clock, config: { manage: { ...baseManage(), rateLimitRequests: 5 } } });
  });
  after(async () => {
    await t.close();
    await r.close();
    await tdb.cleanup();
  });

  it('past the request limit a key gets 429 with Retry-After until the block ends; other keys are untouched', async () => {
    const k = await manageAccount(t, 'busy');
    const other = await manageAccount(t, 'calm');
    // 404s and 400s are errors; the limit is "past 3 errors in 5 minutes"
    for (let i = 0; i < 3; i++) assert.equal((await manage(t, k, 'GET', '/x')).status, 404);
    clock.advance(1000);
    // spread over time inside the 60 s window
    const r4 = await manage(t, k, 'GET', '/x', { query: { account_id: '' } });
    assert.equal(r4.status, 400); // 4th error: now past 3 errors -> next request refused for errors
    const blocked = await manage(t, k, 'GET', '/x');
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('x-al-error-code'), '100007');
    assert.equal(blocked.headers.get('retry-after'), '86400');
    assert.equal((await manage(t, other, 'GET', '/x')).status, 404);
    clock.advance(86_400_000 - 1000);
    assert.equal((await manage(t, k, 'GET', '/x')).status, 429);
    clock.advance(1001);
    assert.equal((await manage(t, k, 'GET', '/x')).status, 404);
  });

  it('the request limit: the 6th request in 60 s is refused for 10 minutes', async () => {
    const k = await manageAccount(r, 'requests');
    const other = await manageAccount(r, 'other');
    for (let i = 0; i < 5; i++) {
      assert.equal((await manage(r, k, 'GET', '/x')).status, 404);
      clock.advance(5_000);
    }
    // 5 requests within 25 s: the 6th is refused
    const res = await manage(r, k, 'GET', '/x');
    assert.equal(res.status, 429);
    assert.equal(res.headers.get('x-al-error-code'), '100006');
    assert.equal(res.headers.get('retry-after'), '600');
    assert.equal(res.body.error.type, 'rate_limited');
    assert.equal((await manage(r, other, 'GET', '/x')).status, 404);
    clock.advance(300_000);
    const mid = await manage(r, k, 'GET', '/x');
    assert.equal(mid.status, 429);
    assert.equal(mid.headers.get('retry-after'), '300');
    clock.advance(300_000);
    assert.equal((await manage(r, k, 'GET', '/x')).status, 404);
  });

  it("an Idempotency-Key's 409 while its first request runs (it says when to retry) is not counted as an error", async () => {
    const k = await manageAccount(t, 'patient');
    const url = `${t.url}/manage/v1/asset/upload?account_id=${k.accountId}`;
    const form = multipartBody([{ name: 'slow.png', contentType: 'image/png', data: png(320, 50, 3) }]);
    // the first upload streams its body slowly: its key stays running until the rest is sent
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    const first = fetch(url, {
      method: 'POST',
      headers: { authorization: k.key, 'content-type': form.contentType, 'idempotency-key': 'slow-key' },
      body: new ReadableStream({
        async start(c) {
          c.enqueue(new Uint8Array(form.data.subarray(0, 100)));
          await held;
          c.enqueue(new Uint8Array(form.data.subarray(100)));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 300)); // its headers (and the key's claim) go first
    for (let i = 0; i < 5; i++) {
      const res = await fetch(url, { method: 'POST', headers: { authorization: k.key, 'content-type': form.contentType, 'idempotency-key': 'slow-key' }, body: new Blob([new Uint8Array(form.data)]) });
      await res.arrayBuffer();
      assert.equal(res.status, 409);
      assert.ok(res.headers.get('retry-after'));
    }
    // five 409s, limit 3: not blocked
    assert.equal((await manage(t, k, 'GET', '/x')).status, 404);
    finish();
    assert.equal((await first).status, 200);
  });

  it('requests spread wider than the window are never refused', async () => {
    const k = await manageAccount(t, 'steady');
    const k2 = await manageAccount(r, 'steady');
    for (let i = 0; i < 12; i++) {
      assert.equal((await manage(t, k, 'GET', '/x')).status, 404);
      assert.equal((await manage(r, k2, 'GET', '/x')).status, 404);
      clock.advance(100_001); // 3 errors per 300 s never passed; 5 requests per 60 s never reached
    }
  });
});

function baseManage() {
  return {
    rateLimitRequests: 1000,
    rateWindowMs: 60_000,
    rateBlockMs: 600_000,
    errorLimit: 100,
    errorWindowMs: 300_000,
    errorBlockMs: 86_400_000,
    maxFilesPerUpload: 40,
    maxFileBytes: 1024 ** 3,
    maxUploadBytes: 10 * 1024 ** 3,
  };
}
