import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Asset, FileAssetType } from '../src/core/assets/model.js';
import { streamOf, waitSettled } from './helpers/assets.js';
import { forEachDatabase } from './helpers/databases.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { garbage, gif, htmlPage, jpeg, mp4, png } from './helpers/media.js';
import { createHash } from 'node:crypto';

await forEachDatabase('assets pipeline', (tdb) => {
  let t: TestApp;
  let accountId: number;
  let otherAccountId: number;
  const settled: Asset[] = [];
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    t.c.assets.onSettled(async (a) => void settled.push(a));
    accountId = (await t.c.accounts.createAccount('Media')).account.id;
    otherAccountId = (await t.c.accounts.createAccount('Other')).account.id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const upload = async (name: string, bytes: Buffer, o: { contentType?: string; expectedType?: FileAssetType; origin?: 'v1' | 'v2' } = {}) => {
    const a = await t.c.assets.ingest({ accountId, fileName: name, stream: streamOf(bytes), ...o });
    assert.equal(a.processing, 'processing');
    assert.equal(a.review, 'IN_REVIEW');
    assert.equal(a.sha1, createHash('sha1').update(bytes).digest('hex'));
    assert.equal(a.sizeBytes, bytes.length);
    return waitSettled(t.c, accountId, a.id);
  };

  const ready: [string, () => Buffer, FileAssetType, number?, number?][] = [
    ['banner.png', () => png(320, 50), 'IMG_BANNER', 320, 50],
    ['leader.jpg', () => jpeg(728, 90), 'IMG_LEADER', 728, 90],
    ['mrec.gif', () => gif(300, 250), 'IMG_MREC', 300, 250],
    ['native.png', () => png(1200, 628), 'IMG_NATIVE', 1200, 628],
    ['native7.jpg', () => jpeg(1200, 627), 'IMG_NATIVE', 1200, 627],
    ['inter-p.png', () => png(640, 960), 'IMG_INTER_P', 640, 960],
    ['inter-l.jpg', () => jpeg(1024, 768), 'IMG_INTER_L', 1024, 768],
    ['icon.png', () => png(512, 512), 'IMG_ICON', 512, 512],
  ];
  for (const [name, make, type, w, h] of ready) {
    it(`${name} becomes ready as ${type}`, async () => {
      const a = await upload(name, make());
      assert.equal(a.processing, 'ready', a.error ?? '');
      assert.equal(a.assetType, type);
      assert.equal(a.width, w);
      assert.equal(a.height, h);
      assert.equal(a.resourceType, 'IMAGE');
      assert.equal(a.review, 'ACTIVE');
    });
  }

  it('portrait videos: under 15 s short, over 15 s long, exactly 15 s short; rotation and moov-last handled', async () => {
    const s = await upload('short.mp4', mp4({ width: 720, height: 1280, durationMs: 9500 }));
    assert.deepEqual([s.processing, s.assetType, s.durationMs, s.width, s.height, s.resourceType], ['ready', 'VID_SHORT_P', 9500, 720, 1280, 'VIDEO']);
    const l = await upload('long.mp4', mp4({ width: 1080, height: 1920, durationMs: 30000, moovLast: true, mdatBytes: 100_000 }));
    assert.deepEqual([l.processing, l.assetType, l.durationMs], ['ready', 'VID_LONG_P', 30000]);
    const edge = await upload('edge.mp4', mp4({ width: 720, height: 1280, durationMs: 15000, timescale: 90000 }));
    assert.equal(edge.assetType, 'VID_SHORT_P');
    const over = await upload('over.mp4', mp4({ width: 720, height: 1280, durationMs: 15001 }));
    assert.equal(over.assetType, 'VID_LONG_P');
    const turned = await upload('turned.mov', mp4({ width: 1280, height: 720, durationMs: 5000, rotate90: true, quicktime: true }));
    assert.deepEqual([turned.processing, turned.assetType, turned.width, turned.height, turned.contentType], ['ready', 'VID_SHORT_P', 720, 1280, 'video/quicktime']);
  });

  it('a landscape video ends in error with the reason', async () => {
    const a = await upload('wide.mp4', mp4({ width: 1920, height: 1080, durationMs: 10000 }));
    assert.equal(a.processing, 'error');
    assert.equal(a.assetType, null);
    assert.match(a.error!, /landscape/);
    assert.equal(a.review, 'REJECTED');
    assert.deepEqual(a.violationReasons, [a.error]);
  });

  it('an HTML page is HOSTED_HTML; a broken page is an error', async () => {
    const a = await upload('play.html', htmlPage(), { contentType: 'text/html' });
    assert.deepEqual([a.processing, a.assetType, a.resourceType], ['ready', 'HOSTED_HTML', 'HTML']);
    // HTML5 needs no closing tags: a page cut short is still a page, as in a browser
    const cut = await upload('cut.html', Buffer.from(htmlPage().subarray(0, 120)));
    assert.deepEqual([cut.processing, cut.assetType], ['ready', 'HOSTED_HTML']);
    const headless = await upload('headless.html', Buffer.from('<canvas id=c></canvas><script>go()</script>'));
    assert.deepEqual([headless.processing, headless.assetType], ['ready', 'HOSTED_HTML']);
    // markup followed by bytes that are not UTF-8 text is not a page
    const b = await upload('binary.html', Buffer.concat([Buffer.from('<html><body>'), Buffer.from([0xc3, 0x28, 0xff, 0xfe])]));
    assert.equal(b.processing, 'error');
    assert.match(b.error!, /HTML: the page is not valid UTF-8/);
  });

  it('the bytes decide the type: a PNG named clip.mp4 and sent as video/mp4 is the image its size makes it', async () => {
    const a = await upload('clip.mp4', png(320, 50), { contentType: 'video/mp4' });
    assert.deepEqual([a.processing, a.assetType, a.resourceType, a.contentType], ['ready', 'IMG_BANNER', 'IMAGE', 'image/png']);
    const v = await upload('still.png', mp4({ width: 720, height: 1280, durationMs: 9000 }), { contentType: 'image/png' });
    assert.deepEqual([v.processing, v.assetType], ['ready', 'VID_SHORT_P']);
  });

  it('corrupt, unknown and unfitting files end in error with a reason', async () => {
    const cases: [string, Buffer, RegExp, { contentType?: string; expectedType?: FileAssetType }?][] = [
      ['noise.bin', garbage(), /unrecognised/],
      ['truncated.png', png(320, 50).subarray(0, 40), /PNG/],
      ['truncated.mp4', mp4({ width: 720, height: 1280, durationMs: 9000 }).subarray(0, 200), /corrupt video/],
      ['odd.png', png(100, 100), /fits no asset type/],
      ['expected.png', png(320, 50), /IMG_BANNER, not IMG_MREC/, { expectedType: 'IMG_MREC' }],
    ];
    for (const [name, bytes, re, o] of cases) {
      const a = await upload(name, bytes, o);
      assert.equal(a.processing, 'error', name);
      assert.match(a.error!, re, name);
      assert.equal(a.review, 'REJECTED', name);
    }
  });

  it('an expected type the file fits is kept (1200x628 as a landscape interstitial)', async () => {
    const a = await upload('native-as-inter.png', png(1200, 628), { expectedType: 'IMG_INTER_L' });
    assert.deepEqual([a.processing, a.assetType], ['ready', 'IMG_INTER_L']);
  });

  it('v2 review: types outside the four allowed are rejected, the four are active', async () => {
    const mrec = await upload('v2-mrec.png', png(300, 250), { origin: 'v2' });
    assert.deepEqual([mrec.processing, mrec.review], ['ready', 'REJECTED']);
    assert.match(mrec.violationReasons[0]!, /^IMG_MREC \(an MREC image\) cannot be used in \/manage\/v1 creative sets, which take only HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER; it can be used in first-generation creative sets/);
    const banner = await upload('v2-banner.png', png(320, 50), { origin: 'v2' });
    assert.deepEqual([banner.processing, banner.review, banner.violationReasons], ['ready', 'ACTIVE', []]);
  });

  it('listeners hear every settled asset; lookups are scoped by account; hash lookup finds the file', async () => {
    const bytes = png(320, 50, [1, 2, 3]);
    const a = await upload('again.png', bytes);
    // listeners run after the settle commits (and after earlier listeners, e.g. creatives'): wait for ours
    for (let i = 0; i < 250 && !settled.some((s) => s.id === a.id); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(settled.some((s) => s.id === a.id && s.processing === 'ready'));
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    assert.equal((await t.c.assets.findBySha1(accountId, sha1.toUpperCase()))?.id, a.id);
    assert.equal(await t.c.assets.findBySha1(otherAccountId, sha1), undefined);
    assert.equal(await t.c.assets.findBySha1(accountId, 'not-a-hash'), undefined);
    await assert.rejects(t.c.assets.get(otherAccountId, a.id), { code: 'not_found' });
    const listed = await t.c.assets.list(accountId, { page: 1, size: 1000 });
    assert.ok(listed.length > 10);
    assert.deepEqual(listed.map((x) => x.id), [...listed.map((x) => x.id)].sort((x, y) => x - y));
    assert.deepEqual(await t.c.assets.list(otherAccountId, { page: 1, size: 10 }), []);
    const videos = await t.c.assets.list(accountId, { page: 1, size: 100, resourceType: 'VIDEO' });
    assert.ok(videos.length > 0 && videos.every((v) => v.resourceType === 'VIDEO'));
    const byIds = await t.c.assets.list(accountId, { page: 1, size: 100, ids: [a.id, 999999] });
    assert.deepEqual(byIds.map((x) => x.id), [a.id]);
    const paged = await t.c.assets.list(accountId, { page: 2, size: 3 });
    assert.deepEqual(paged.map((x) => x.id), listed.slice(3, 6).map((x) => x.id));
  });

  it('the file is served at its unguessable URL with type, length and byte ranges', async () => {
    const bytes = mp4({ width: 720, height: 1280, durationMs: 4000, mdatBytes: 5000 });
    const a = await upload('clip.mp4', bytes);
    assert.match(a.url, new RegExp(`^${t.c.config.assetHost}/files/[0-9a-f]{32}/clip\\.mp4$`));
    const path = new URL(a.url).pathname;
    const whole = await fetch(t.url + path);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('content-type'), 'video/mp4');
    assert.equal(whole.headers.get('content-length'), String(bytes.length));
    assert.ok(Buffer.from(await whole.arrayBuffer()).equals(bytes));
    const part = await fetch(t.url + path, { headers: { Range: 'bytes=100-199' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100-199/${bytes.length}`);
    assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200)));
    const tail = await fetch(t.url + path, { headers: { Range: 'bytes=-10' } });
    assert.ok(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10)));
    const bad = await fetch(t.url + path, { headers: { Range: `bytes=${bytes.length}-` } });
    assert.equal(bad.status, 416);
    await bad.arrayBuffer();
    const head = await fetch(t.url + path, { method: 'HEAD' });
    assert.equal(head.headers.get('content-length'), String(bytes.length));
    const guess = await fetch(t.url + path.replace(/\/files\/[0-9a-f]{32}/, '/files/' + '0'.repeat(32)));
    assert.equal(guess.status, 404);
    await guess.arrayBuffer();
    const html = await upload('page.html', htmlPage());
    const page = await fetch(t.url + new URL(html.url).pathname);
    assert.match(page.headers.get('content-security-policy') ?? '', /sandbox/);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    await page.arrayBuffer();
  });

  it('an empty or oversized upload is refused and leaves nothing behind', async () => {
    const before = (await t.c.assets.list(accountId, { page: 1, size: 1000 })).length;
    await assert.rejects(t.c.assets.ingest({ accountId, fileName: 'empty.png', stream: streamOf(Buffer.alloc(0)) }), { code: 'validation_failed' });
    await assert.rejects(t.c.assets.ingest({ accountId, fileName: 'big.png', stream: streamOf(png(640, 960)), maxBytes: 100 }), { code: 'payload_too_large' });
    assert.equal((await t.c.assets.list(accountId, { page: 1, size: 1000 })).length, before);
  });

  it('getMany, findByUrl, discard and checkText serve the creatives core', async () => {
    const a = await upload('many.png', png(320, 50, [9, 9, 9]));
    assert.deepEqual((await t.c.assets.getMany(accountId, [a.id, a.id, 424242])).map((x) => x.id), [a.id]);
    assert.deepEqual(await t.c.assets.getMany(otherAccountId, [a.id]), []);
    assert.equal((await t.c.assets.findByUrl(accountId, a.url))?.id, a.id);
    assert.equal(await t.c.assets.findByUrl(otherAccountId, a.url), undefined);
    assert.equal(await t.c.assets.findByUrl(accountId, 'https://elsewhere.example/x.png'), undefined);
    await t.c.assets.discard(otherAccountId, a.id); // not theirs: no effect
    assert.equal((await t.c.assets.get(accountId, a.id)).id, a.id);
    await t.c.assets.discard(accountId, a.id);
    await assert.rejects(t.c.assets.get(accountId, a.id), { code: 'not_found' });
    const gone = await fetch(t.url + new URL(a.url).pathname);
    assert.equal(gone.status, 404);
    await gone.arrayBuffer();
    assert.equal(t.c.assets.checkText('TXT_RATING', '4.5'), undefined);
    assert.match(t.c.assets.checkText('TXT_RATING', '4.3') ?? '', /steps of 0.5/);
  });
});
