// Issue 22, item 8: an Idempotency-Key on a multipart upload is bound to the whole body (its
// SHA-256, taken while the handler reads it; the random boundary does not count), not to its
// Content-Type and length: a second upload under the same key with different bytes of the same
// length is a 400 naming Idempotency-Key (never the first answer replayed while its file is
// dropped); the same bytes again are replayed, on both surfaces that take uploads.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { NormalizingHash } from '../src/http/body-digest.js';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manageAccount, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { multipartBody, type PartSpec } from './helpers/upload-parts.js';

/** Two playable HTML files of exactly the same length and different bytes. */
const page = (mark: string) => Buffer.from(`<!doctype html><html><head><meta charset="utf-8"><title>p</title></head><body><p>${mark}</p><canvas></canvas></body></html>\n`);

await forEachDatabase('Idempotency-Key binds a streamed upload to its bytes', (tdb) => {
  let db: Db;
  let t: TestApp;
  let who: ManageAccount;
  let token = '';
  let setId = '';
  before(async () => {
    db = await tdb.open();
    t = await startTestApp(db);
    who = await manageAccount(t);
    const tok = await firstPartyToken(t, 'campaigns:write creatives:write');
    token = tok.token;
    const h = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const campaign = (await (await fetch(`${t.url}/campaign_management/v1/campaign`, { method: 'POST', headers: h, body: JSON.stringify({ name: 'Idem upload', platform: 'android', package_name: 'com.example.idemup', bid_type: 'CPI' }) })).json()) as any;
    setId = ((await (await fetch(`${t.url}/campaign_management/v1/creative_set`, { method: 'POST', headers: h, body: JSON.stringify({ campaign_id: campaign.campaign_id, name: 'Set' }) })).json()) as any).creative_set_id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });
  const assets = async () => Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM assets'))!.n);

  /** A multipart POST, sent whole (Content-Length) or chunked (a stream, no length). */
  async function send(url: string, auth: string, parts: PartSpec[], key: string, chunked = false) {
    const body = multipartBody(parts);
    const init: RequestInit & { duplex?: string } = { method: 'POST', headers: { authorization: auth, 'content-type': body.contentType, 'idempotency-key': key } };
    if (chunked) {
      init.body = new ReadableStream({
        start(c) {
          for (let i = 0; i < body.data.length; i += 1000) c.enqueue(new Uint8Array(body.data.subarray(i, i + 1000)));
          c.close();
        },
      }) as never;
      init.duplex = 'half';
    } else init.body = new Blob([new Uint8Array(body.data)]);
    const res = await fetch(url, init);
    const text = await res.text();
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), text, json: text ? JSON.parse(text) : undefined, length: body.data.length };
  }
  const v2 = (parts: PartSpec[], key: string, chunked = false) => send(`${t.url}/manage/v1/asset/upload?account_id=${who.accountId}`, who.key, parts, key, chunked);
  const v1 = (parts: PartSpec[], key: string) => send(`${t.url}/campaign_management/v1/creative_set_assets/${setId}`, `Bearer ${token}`, parts, key);

  for (const chunked of [false, true]) {
    it(`/manage/v1/asset/upload${chunked ? ' (chunked)' : ''}: different bytes of the same length under one key are refused, the same bytes replayed`, async () => {
      const key = `up-${randomBytes(6).toString('hex')}`;
      const a = [{ name: 'play.html', contentType: 'text/html', data: page('AAAA') }];
      const b = [{ name: 'play.html', contentType: 'text/html', data: page('BBBB') }];
      const before = await assets();
      const first = await v2(a, key, chunked);
      assert.equal(first.status, 200, first.text);
      const other = await v2(b, key, chunked);
      assert.equal(other.length, first.length, 'the same length');
      assert.equal(other.status, 400, `a different body under the same key must be refused, not replayed: ${other.text}`);
      assert.equal(other.replayed, null);
      assert.match(other.text, /Idempotency-Key/);
      assert.match(other.text, /different request/);
      // the same bytes again (a new random boundary): the first answer
      const again = await v2(a, key, chunked);
      assert.equal(again.status, 200, again.text);
      assert.equal(again.replayed, 'true');
      assert.equal(again.json.upload_id, first.json.upload_id);
      assert.equal(await assets(), before + 1, 'one upload ran');
      // the refused file, sent under a new key, is taken
      const fresh = await v2(b, `${key}-new`, chunked);
      assert.equal(fresh.status, 200, fresh.text);
      assert.notEqual(fresh.json.upload_id, first.json.upload_id);
      assert.equal(await assets(), before + 2);
    });
  }

  it('/manage/v1/asset/upload: a different file name of the same length is a different request too', async () => {
    const key = `name-${randomBytes(6).toString('hex')}`;
    const first = await v2([{ name: 'aaaa.html', contentType: 'text/html', data: page('CCCC') }], key);
    assert.equal(first.status, 200, first.text);
    const other = await v2([{ name: 'bbbb.html', contentType: 'text/html', data: page('CCCC') }], key);
    assert.equal(other.status, 400, other.text);
  });

  it('/campaign_management/v1/creative_set_assets: the same rule', async () => {
    const key = `v1-${randomBytes(6).toString('hex')}`;
    const before = await assets();
    const first = await v1([{ field: 'file', name: 'play.html', contentType: 'text/html', data: page('DDDD') }], key);
    assert.equal(first.status, 200, first.text);
    const other = await v1([{ field: 'file', name: 'play.html', contentType: 'text/html', data: page('EEEE') }], key);
    assert.equal(other.status, 400, `refused, not replayed: ${other.text}`);
    assert.match(other.text, /Idempotency-Key/);
    const again = await v1([{ field: 'file', name: 'play.html', contentType: 'text/html', data: page('DDDD') }], key);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.replayed, 'true');
    assert.equal(again.text, first.text);
    assert.equal(await assets(), before + 1);
  });
});

describe('NormalizingHash: the same digest however the body is cut, whatever the boundary', () => {
  const body = (boundary: string, payload: Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\n`), payload, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const digest = (boundary: string, data: Buffer, cut: number[]) => {
    const h = new NormalizingHash(Buffer.from(boundary));
    let at = 0;
    for (const c of [...cut, data.length]) {
      h.update(data.subarray(at, Math.min(c, data.length)));
      at = Math.min(c, data.length);
    }
    return h.digest();
  };
  it('chunking and the boundary do not change it; one byte of the payload does', () => {
    const payload = randomBytes(5000);
    const b1 = `----a${randomBytes(10).toString('hex')}`;
    const b2 = `----b${randomBytes(10).toString('hex')}`;
    const whole = digest(b1, body(b1, payload), []);
    for (const cuts of [[1], [3, 4, 5, 6, 7], Array.from({ length: 200 }, (_, i) => i * 27), [10, 5000, 5001]]) assert.equal(digest(b1, body(b1, payload), cuts), whole, String(cuts.length));
    assert.equal(digest(b2, body(b2, payload), [17, 40, 41]), whole, 'another boundary, the same form');
    const other = Buffer.from(payload);
    other[2500] ^= 1;
    assert.notEqual(digest(b1, body(b1, other), []), whole);
  });
});
