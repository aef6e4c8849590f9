// Issue 22, item 8: an Idempotency-Key on a multipart upload is bound to the whole body (its parts:
// field values, file names and types, each file's SHA-1; the random boundary does not count), not
// to its Content-Type and length: a second upload under the same key with different bytes of the
// same length is a 400 naming Idempotency-Key (never the first answer replayed while its file is
// dropped); the same bytes again are replayed, on both surfaces that take uploads.
// Issue 33, item 17: each file's bytes are hashed ONCE, on their way into the library; the key
// reuses that digest (no second pass over the body), and the library keeps it as the asset's hash.
import assert from 'node:assert/strict';
import crypto, { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { inThreadSha1, type Sha1Factory } from '../src/core/assets/hashing.js';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manageAccount, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { multipartBody, type FieldSpec, type PartSpec } from './helpers/upload-parts.js';

/** Two playable HTML files of exactly the same length and different bytes. */
const page = (mark: string) => Buffer.from(`<!doctype html><html><head><meta charset="utf-8"><title>p</title></head><body><p>${mark}</p><canvas></canvas></body></html>\n`);

/** Every byte any SHA-1 session of the platform was fed, counted (the platform's hashing, observed). */
let hashedBytes = 0;
const countingSha1: Sha1Factory = () => {
  const s = inThreadSha1();
  return { ...s, update: (c) => ((hashedBytes += c.byteLength), s.update(c)) };
};
const sha1 = (b: Buffer) => createHash('sha1').update(b).digest('hex');

await forEachDatabase('Idempotency-Key binds a streamed upload to its bytes', (tdb) => {
  let db: Db;
  let t: TestApp;
  let who: ManageAccount;
  let token = '';
  let setId = '';
  before(async () => {
    db = await tdb.open();
    t = await startTestApp(db, { sha1: countingSha1 });
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
  async function send(url: string, auth: string, parts: (PartSpec | FieldSpec)[], key: string, chunked = false) {
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
  /** An upload without a key (plain fetch). */
  async function plain(parts: PartSpec[]) {
    const body = multipartBody(parts);
    const res = await fetch(`${t.url}/manage/v1/asset/upload?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': body.contentType }, body: new Blob([new Uint8Array(body.data)]) });
    const text = await res.text();
    return { status: res.status, text };
  }
  const v1 = (parts: (PartSpec | FieldSpec)[], key: string) => send(`${t.url}/campaign_management/v1/creative_set_assets/${setId}`, `Bearer ${token}`, parts, key);

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

  it('each file is hashed once, on its way in, with a key or without; the library keeps that digest', async () => {
    const files = [
      { name: 'one.html', contentType: 'text/html', data: Buffer.concat([page('HHHH'), randomBytes(300_000)]) },
      { name: 'two.html', contentType: 'text/html', data: Buffer.concat([page('IIII'), randomBytes(200_000)]) },
    ];
    const size = files.reduce((n, f) => n + f.data.length, 0);
    // and nothing else in the process hashes them again (the key's fingerprint included): every
    // byte given to any hash on this thread is counted while the uploads run
    let allHashed = 0;
    const update = crypto.Hash.prototype.update;
    crypto.Hash.prototype.update = function (this: crypto.Hash, ...args: unknown[]) {
      const data = args[0] as string | NodeJS.ArrayBufferView;
      allHashed += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      return (update as (...a: unknown[]) => crypto.Hash).apply(this, args);
    } as typeof update;
    try {
      for (const key of [`once-${randomBytes(6).toString('hex')}`, undefined]) {
        hashedBytes = 0;
        allHashed = 0;
        const r = key ? await v2(files.map((f) => ({ ...f, name: `${key}-${f.name}` })), key) : await plain(files);
        assert.equal(r.status, 200, r.text);
        assert.equal(hashedBytes, size, `${key ? 'with' : 'without'} a key: the files' bytes went through the SHA-1 exactly once (${hashedBytes} of ${size})`);
        assert.ok(allHashed < size + 100_000, `${key ? 'with' : 'without'} a key: ${allHashed} bytes hashed in all for ${size} bytes of files (a second pass over the body would double it)`);
      }
    } finally {
      crypto.Hash.prototype.update = update;
    }
    // a retry that is only compared reads the files through the same hash once more (and keeps nothing)
    const key = `retry-${randomBytes(6).toString('hex')}`;
    const first = await v2(files, key);
    hashedBytes = 0;
    const again = await v2(files, key);
    assert.equal(again.replayed, 'true');
    assert.equal(again.json.upload_id, first.json.upload_id);
    assert.equal(hashedBytes, size);
    const listed = (await (await fetch(`${t.url}/manage/v1/asset/list?account_id=${who.accountId}&size=100`, { headers: { authorization: who.key } })).json()) as { name: string; asset_hash: string }[];
    for (const f of files) assert.ok(listed.some((a) => a.name === f.name && a.asset_hash === sha1(f.data)), `${f.name}: asset_hash is the file's SHA-1`);
  });

  it("a refused file's bytes bind the key too (a FAILURE in the answer is the same request only with the same bytes)", async () => {
    const key = `refused-${randomBytes(6).toString('hex')}`;
    const ok = { name: 'ok.html', contentType: 'text/html', data: page('JJJJ') };
    const first = await v2([ok, { name: 'x.bin', contentType: 'application/octet-stream', data: page('KKKK') }], key);
    assert.equal(first.status, 200, first.text);
    const other = await v2([ok, { name: 'x.bin', contentType: 'application/octet-stream', data: page('LLLL') }], key);
    assert.equal(other.status, 400, other.text);
    const same = await v2([ok, { name: 'x.bin', contentType: 'application/octet-stream', data: page('KKKK') }], key);
    assert.equal(same.replayed, 'true');
  });

  it('a form field of the first generation binds the key: the same file with another type is another request', async () => {
    const key = `field-${randomBytes(6).toString('hex')}`;
    const file = { field: 'file', name: 'f.html', contentType: 'text/html', data: page('MMMM') };
    const first = await v1([file, { field: 'update', value: 'false' }], key);
    assert.equal(first.status, 200, first.text);
    const other = await v1([file, { field: 'update', value: 'true' }], key);
    assert.equal(other.status, 400, other.text);
    assert.match(other.text, /Idempotency-Key/);
  });
});

