import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { finished, manage, manageAccount, upload, type ManageAccount } from '../helpers/manage.js';
import { html, png } from '../helpers/upload-parts.js';

const sha1 = (b: Buffer) => createHash('sha1').update(b).digest('hex');



const summaryAddsUp = (s: { total: number; success: number; failed: number; pending: number }) => assert.equal(s.success + s.failed + s.pending, s.total);

await forEachDatabase('manage-v1 assets and uploads', (tdb) => {
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
  const list = (who: ManageAccount, query: Record<string, string | number> = {}) => manage(t, who, 'GET', '/asset/list', { query });

  it('upload answers {"upload_id": "<32 hex>"} at once; the result goes PENDING -> FINISHED; the files become library assets', async () => {
    const page = html(1);
    const banner = png(320, 50, 1);
    const up = await upload(t, a, [
      { name: 'playable.html', contentType: 'text/html', data: page },
      { name: 'banner.png', contentType: 'image/png', data: banner },
    ]);
    assert.equal(up.status, 200, up.text);
    assert.deepEqual(Object.keys(up.body), ['upload_id']);
    assert.match(up.body.upload_id, /^[0-9a-f]{32}$/);
    const first = await manage(t, a, 'GET', '/asset/upload_result', { query: { upload_id: up.body.upload_id } });
    assert.equal(first.status, 200);
    assert.ok(['PENDING', 'FINISHED'].includes(first.body.upload_status));
    summaryAddsUp(first.body.summary);
    const r = await finished(t, a, up.body.upload_id);
    assert.deepEqual(r.summary, { total: 2, success: 2, failed: 0, pending: 0 });
    assert.equal(r.details.length, 2);
    for (const d of r.details) {
      assert.deepEqual(Object.keys(d).sort(), ['error_message', 'file_status', 'id', 'name', 'resource_type', 'uploadTime', 'url']);
      assert.equal(d.file_status, 'SUCCESS');
      assert.match(d.id, /^\d+$/);
      assert.match(d.uploadTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      assert.match(d.url, /^https?:\/\//);
    }
    assert.deepEqual(r.details.map((d: { name: string; resource_type: string }) => [d.name, d.resource_type]), [['playable.html', 'HTML'], ['banner.png', 'IMAGE']]);
    const ids = r.details.map((d: { id: string }) => d.id).join(',');
    const items = (await list(a, { ids })).body;
    assert.equal(items.length, 2);
    const [h, p] = items;
    assert.deepEqual(Object.keys(h).sort(), ['asset_hash', 'asset_type', 'id', 'name', 'resource_type', 'status', 'upload_time', 'url', 'violation_reasons']);
    assert.deepEqual([h.name, h.asset_type, h.resource_type, h.status, h.asset_hash], ['playable.html', 'HOSTED_HTML', 'HTML', 'ACTIVE', sha1(page)]);
    assert.deepEqual([p.name, p.asset_type, p.resource_type, p.status, p.asset_hash], ['banner.png', 'IMG_BANNER', 'IMAGE', 'ACTIVE', sha1(banner)]);
    assert.deepEqual(h.violation_reasons, []);
    assert.match(h.upload_time, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // the url serves the file
    const served = await fetch(p.url.replace(/^https?:\/\/[^/]+/, t.url));
    assert.equal(served.status, 200);
    assert.equal(sha1(Buffer.from(await served.arrayBuffer())), sha1(banner));
  });

  it('a processed file its generation cannot use: SUCCESS, and error_message says why and where it can be used (issue 25, item 10)', async () => {
    const up = await upload(t, a, [{ name: 'icon.png', contentType: 'image/png', data: png(512, 512, 9) }, { name: 'wide.png', contentType: 'image/png', data: png(320, 50, 10) }]);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, a, up.body.upload_id);
    assert.deepEqual(r.summary, { total: 2, success: 2, failed: 0, pending: 0 });
    const [icon, banner] = r.details;
    assert.equal(icon.file_status, 'SUCCESS');
    assert.match(icon.error_message, /^IMG_ICON \(an app icon\) cannot be used in \/manage\/v1 creative sets, which take only HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER; it can be used in first-generation creative sets/);
    assert.equal(banner.error_message, null);
    const item = (await list(a, { ids: icon.id })).body[0];
    assert.equal(item.status, 'REJECTED');
    assert.deepEqual(item.violation_reasons, [icon.error_message]);
  });

  it('an XHTML file sent as text/html is served as an attachment with nosniff, never inline on the API origin', async () => {
    const xhtml = Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(document.cookie)</script></body></html>');
    const up = await upload(t, a, [{ name: 'evil.html', contentType: 'text/html', data: xhtml }]);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, a, up.body.upload_id);
    assert.equal(r.details[0].file_status, 'FAILURE');
    const served = await fetch(r.details[0].url.replace(/^https?:\/\/[^/]+/, t.url));
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'application/octet-stream');
    assert.match(served.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.match(served.headers.get('content-security-policy') ?? '', /sandbox/);
    await served.arrayBuffer();
  });

  it('resource_type filter: lowercase parameter (any case accepted), uppercase in items; a bad value is 400', async () => {
    const images = (await list(a, { resource_type: 'image' })).body;
    assert.ok(images.length >= 1);
    assert.ok(images.every((x: { resource_type: string }) => x.resource_type === 'IMAGE'));
    const pages = (await list(a, { resource_type: 'HTML' })).body;
    assert.ok(pages.length >= 1 && pages.every((x: { resource_type: string }) => x.resource_type === 'HTML'));
    const bad = await list(a, { resource_type: 'audio' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.field, 'resource_type');
  });

  it('prototype keys are never found in a lookup: resource_type=constructor is 400, a part typed "constructor" a FAILURE', async () => {
    for (const v of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await list(a, { resource_type: v });
      assert.equal(r.status, 400, `${v}: ${r.text}`);
      assert.equal(r.body.error.field, 'resource_type');
    }
    const up = await upload(t, a, [
      { name: 'proto.png', contentType: 'constructor', data: png(320, 50, 7) },
      { name: 'proto2.png', contentType: '__proto__', data: png(320, 50, 8) },
    ]);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, a, up.body.upload_id);
    assert.deepEqual(r.summary, { total: 2, success: 0, failed: 2, pending: 0 });
    for (const d of r.details) {
      assert.equal(d.file_status, 'FAILURE');
      assert.match(d.error_message, /content type "(constructor|__proto__)" is not one of/);
      assert.equal(d.resource_type, null);
    }
    // and the result stays readable
    const again = await manage(t, a, 'GET', '/asset/upload_result', { query: { upload_id: up.body.upload_id } });
    assert.equal(again.status, 200, again.text);
  });

  it('a mix of good and bad files: each bad one is a FAILURE with its reason, the good ones go on', async () => {
    const up = await upload(t, a, [
      { name: 'good.html', contentType: 'text/html', data: html(2) },
      { name: 'doc.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 not allowed') },
      { name: 'broken.png', contentType: 'image/png', data: Buffer.from('this is not a png at all') },
      { name: 'good.html', contentType: 'text/html', data: html(3) },
      { name: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
    ]);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, a, up.body.upload_id);
    assert.deepEqual(r.summary, { total: 5, success: 1, failed: 4, pending: 0 });
    const by = (n: number) => r.details[n];
    assert.equal(by(0).file_status, 'SUCCESS');
    assert.equal(by(0).error_message, null);
    assert.equal(by(1).file_status, 'FAILURE');
    assert.match(by(1).error_message, /content type/);
    assert.equal(by(1).resource_type, null);
    assert.equal(by(2).file_status, 'FAILURE');
    assert.ok(by(2).error_message.length > 0);
    assert.equal(by(3).file_status, 'FAILURE'); // duplicate name
    assert.match(by(3).error_message, /not unique/);
    assert.equal(by(4).file_status, 'FAILURE');
    assert.match(by(4).error_message, /empty/);
  });

  it('41 files, no file, or a foreign field: the whole request is 400 and nothing of it is kept', async () => {
    const before = (await list(a, { size: 100 })).body.length;
    const parts = Array.from({ length: 41 }, (_, i) => ({ name: `f${i}.html`, contentType: 'text/html', data: html(100 + i) }));
    const r41 = await upload(t, a, parts);
    assert.equal(r41.status, 400, r41.text);
    assert.equal(r41.body.error.field, 'files');
    assert.equal(r41.headers.get('x-al-error-code'), '100001');
    const r0 = await upload(t, a, []);
    assert.equal(r0.status, 400);
    assert.equal(r0.body.error.field, 'files');
    const other = await upload(t, a, [{ name: 'a.html', contentType: 'text/html', data: html(7) }, { field: 'attachment', name: 'b.html', contentType: 'text/html', data: html(8) }]);
    assert.equal(other.status, 400);
    assert.equal((await list(a, { size: 100 })).body.length, before);
    // exactly 40 is fine
    const r40 = await upload(t, a, parts.slice(0, 40));
    assert.equal(r40.status, 200, r40.text);
    const done = await finished(t, a, r40.body.upload_id);
    assert.deepEqual(done.summary, { total: 40, success: 40, failed: 0, pending: 0 });
  });

  it('a bad key is 403 before the body is read; upload_result needs a valid upload_id', async () => {
    const r = await upload(t, a, [{ name: 'x.html', contentType: 'text/html', data: html(9) }], 'not-a-key');
    assert.equal(r.status, 403);
    const missing = await manage(t, a, 'GET', '/asset/upload_result');
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.field, 'upload_id');
    const junk = await manage(t, a, 'GET', '/asset/upload_result', { query: { upload_id: 'xyz' } });
    assert.equal(junk.status, 400);
    const unknown = await manage(t, a, 'GET', '/asset/upload_result', { query: { upload_id: '0'.repeat(32) } });
    assert.equal(unknown.status, 404);
  });

  it("another account's uploads and assets are never visible", async () => {
    const up = await upload(t, a, [{ name: 'mine.html', contentType: 'text/html', data: html(10) }]);
    const r = await finished(t, a, up.body.upload_id);
    const theirs = await manage(t, b, 'GET', '/asset/upload_result', { query: { upload_id: up.body.upload_id } });
    assert.equal(theirs.status, 404);
    assert.deepEqual((await list(b)).body, []);
    assert.deepEqual((await list(b, { ids: r.details[0].id })).body, []);
  });

  it('paging: ordered by id, [] past the end, size 0/101 and page 0 are 400, 101 ids are 400', async () => {
    const all = (await list(a, { size: 100 })).body.map((x: { id: string }) => Number(x.id));
    assert.deepEqual(all, [...all].sort((x, y) => x - y));
    const two = (await list(a, { size: 2, page: 2 })).body.map((x: { id: string }) => Number(x.id));
    assert.deepEqual(two, all.slice(2, 4));
    assert.deepEqual((await list(a, { size: 100, page: 50 })).body, []);
    for (const [k, v] of [['size', 0], ['size', 101], ['page', 0]] as const) {
      const r = await list(a, { [k]: v });
      assert.equal(r.status, 400);
      assert.equal(r.body.error.field, k);
    }
    const r101 = await list(a, { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') });
    assert.equal(r101.body.error.field, 'ids');
  });
});

await forEachDatabase('manage-v1 upload limits', (tdb) => {
  let t: TestApp;
  let a: ManageAccount;
  before(async () => {
    const base = (await import('../helpers/app.js')).testConfig('/tmp').manage;
    t = await startTestApp(await tdb.open(), { config: { manage: { ...base, maxFileBytes: 4000, maxUploadBytes: 10_000, errorLimit: 5 } } });
    a = await manageAccount(t, 'Limits');
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a file over the per-file limit is a FAILURE; the others are kept', async () => {
    const up = await upload(t, a, [
      { name: 'big.html', contentType: 'text/html', data: Buffer.concat([html(1), Buffer.alloc(5000, 32)]) },
      { name: 'small.html', contentType: 'text/html', data: html(2) },
    ]);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, a, up.body.upload_id);
    assert.deepEqual(r.summary, { total: 2, success: 1, failed: 1, pending: 0 });
    assert.match(r.details[0].error_message, /larger than/);
  });

  it('a request over the total limit is 413 and keeps nothing', async () => {
    const before = (await manage(t, a, 'GET', '/asset/list')).body.length;
    const parts = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.html`, contentType: 'text/html', data: Buffer.concat([html(i + 10), Buffer.alloc(3000, 32)]) }));
    const r = await upload(t, a, parts);
    assert.equal(r.status, 413, r.text);
    assert.equal(r.headers.get('x-al-error-code'), '100008');
    assert.equal((await manage(t, a, 'GET', '/asset/list')).body.length, before);
  });

  it('files that fail in processing (after the answer) count as errors too', async () => {
    const k = await manageAccount(t, 'Broken files');
    // right names and content types, bytes that are no image: refused by processing, not at upload
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: `broken${i}.png`, contentType: 'image/png', data: Buffer.from(`not a png ${i}`) }));
    const up = await upload(t, k, parts);
    assert.equal(up.status, 200, up.text);
    const until = Date.now() + 30_000;
    let r;
    for (;;) {
      r = await manage(t, k, 'GET', '/asset/upload_result', { query: { upload_id: up.body.upload_id } });
      if (r.status === 429 || r.body.upload_status === 'FINISHED') break;
      assert.ok(Date.now() < until, 'processing did not finish');
      await new Promise((res) => setTimeout(res, 25));
    }
    if (r.status !== 429) {
      assert.deepEqual(r.body.summary, { total: 6, success: 0, failed: 6, pending: 0 });
      // the worker counts each failure as the file settles, after its row says so (on PostgreSQL
      // the count is a write of its own): the block follows within moments, not necessarily at once
      for (const until = Date.now() + 10_000; ; ) {
        r = await manage(t, k, 'GET', '/asset/list');
        if (r.status === 429 || Date.now() > until) break;
        await new Promise((res) => setTimeout(res, 25));
      }
    }
    assert.equal(r.status, 429);
    assert.equal(r.headers.get('x-al-error-code'), '100007');
    // they were taken in (became assets) and failed in processing: the worker's path counted them
    const stored = await t.c.assets.list(k.accountId, { page: 1, size: 100 });
    assert.equal(stored.length, 6);
    assert.ok(stored.every((x) => x.processing === 'error'));
  });

  it('each failed file counts as one error: past the error limit the key gets 429 (100007)', async () => {
    const k = await manageAccount(t, 'Failing');
    // 6 refused files > limit 5
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: `x${i}.txt`, contentType: 'text/plain', data: Buffer.from(`x${i}`) }));
    const up = await upload(t, k, parts);
    assert.equal(up.status, 200, up.text);
    // the refused files are counted as the upload settles (on PostgreSQL a write of its own, not
    // awaited by the answer): the block follows within moments, not necessarily at once
    let r = await manage(t, k, 'GET', '/asset/list');
    for (const until = Date.now() + 10_000; r.status !== 429 && Date.now() < until; ) {
      await new Promise((res) => setTimeout(res, 25));
      r = await manage(t, k, 'GET', '/asset/list');
    }
    assert.equal(r.status, 429);
    assert.equal(r.headers.get('x-al-error-code'), '100007');
    assert.ok(Number(r.headers.get('retry-after')) > 0);
  });
});
