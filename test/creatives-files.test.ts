// POST /campaign_management/v1/creative_set_assets with real files made by the tests: each asset
// followed to ready or error by the real worker, the ads that appear template by template, update
// and remove with their effect on ads, sizes, and bad multipart bodies that must leave nothing
// behind (no asset row, no blob). Both databases.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { call, eventually, form, V1 } from './helpers/creatives-http.js';
import { forEachDatabase } from './helpers/databases.js';
import { garbage, htmlPage, jpeg, mp4, png } from './helpers/media.js';
import { firstPartyToken } from './helpers/oauth.js';

const MAX_FILE = 300_000;

interface AssetObj { asset: string; status: string; type: string | null; error?: string }
interface AdObj { id: number; name: string; size: string; template: string; status: boolean }

await forEachDatabase('v1 creative set files and ads', (tdb) => {
  let t: TestApp;
  let token = '';
  let accountId = 0;
  let campaignId = '';
  let otherToken = '';

  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { creativesMaxFileBytes: MAX_FILE, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    const w = await firstPartyToken(t, 'creatives:write');
    token = w.token;
    accountId = w.accountId;
    otherToken = (await firstPartyToken(t, 'creatives:write')).token;
    campaignId = (await t.c.campaigns.create(accountId, {
      name: 'Files', platform: 'android', packageName: 'com.example.files', bidType: 'CPI', countries: [{ key: 'us', patch: { bid: '1', budget: '10' } }],
    })).campaign.hashedId;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const newSet = async (name: string) => {
    const r = await call(t, token, 'POST', '/creative_set', { campaign_id: campaignId, name });
    assert.equal(r.status, 200, r.text);
    return r.body.creative_set_id as string;
  };
  const getSet = async (id: string) => {
    const r = await call(t, token, 'GET', `/creative_sets/${campaignId}`);
    return r.body.find((s: { creative_set_id: string }) => s.creative_set_id === id) as { assets: AssetObj[]; ads: AdObj[]; sizes: Record<string, boolean> };
  };
  const upload = async (id: string, name: string, bytes: Buffer, fields: Record<string, string> = {}, contentType?: string) => {
    const r = await call<AssetObj[]>(t, token, 'POST', `/creative_set_assets/${id}`, form(fields, { name, bytes, type: contentType }));
    assert.equal(r.status, 200, r.text);
    return r.body;
  };
  /** Waits until no asset of the set is processing. */
  const settled = (id: string) => eventually(() => getSet(id), (s) => s.assets.every((a) => a.status !== 'processing'), `set ${id} to settle`);
  const templates = (ads: AdObj[]) => ads.map((a) => `${a.size}/${a.template}`).sort();
  const leftovers = async () => {
    const rows = await t.c.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM assets WHERE account_id = ?', [accountId]);
    const count = (dir: string): number => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : 1), 0) : 0);
    return { rows: Number(rows?.n ?? 0), blobs: count(t.c.config.blobDir) };
  };

  it('template by template: each file is processed to ready and the ads it completes appear', async () => {
    const id = await newSet('All templates');
    const steps: [string, Buffer, Record<string, string>, string, string[]][] = [
      ['banner.png', png(320, 50), {}, 'IMG_BANNER', ['BANNER/Standard']],
      ['leader.jpg', jpeg(728, 90), { type: 'IMG_LEADER' }, 'IMG_LEADER', ['LEADER/Standard']],
      ['mrec.png', png(300, 250), {}, 'IMG_MREC', ['MREC/Standard']],
      ['portrait.png', png(640, 960), { type: 'IMG_INTER_P' }, 'IMG_INTER_P', []],
      ['landscape.jpg', jpeg(1024, 768), {}, 'IMG_INTER_L', ['INTER/Standard']],
      ['short.mp4', mp4({ width: 720, height: 1280, durationMs: 9000 }), { type: 'VID_SHORT_P' }, 'VID_SHORT_P', ['INTER/Portrait, under 15s']],
      ['long.mp4', mp4({ width: 1080, height: 1920, durationMs: 31000, mdatBytes: 50_000 }), {}, 'VID_LONG_P', ['INTER/Portrait, over 15s']],
      ['play.html', htmlPage(), { type: 'HOSTED_HTML' }, 'HOSTED_HTML',
        ['INTER/Portrait Playable Endcard, over 15s', 'INTER/Portrait Playable Endcard, under 15s', 'INTER/Rewarded Playable', 'INTER/Standard Playable']],
    ];
    let expected = ['PRELOAD/Standard'];
    for (const [name, bytes, fields, type, newAds] of steps) {
      const answer = await upload(id, name, bytes, fields);
      const mine = answer[answer.length - 1]!;
      // processing is asynchronous; a fast worker may already have finished
      assert.ok(['processing', 'ready'].includes(mine.status), `${name}: ${mine.status}`);
      assert.match(mine.asset, /\/files\/[0-9a-f]{32}\//);
      if (mine.status === 'processing') assert.equal(mine.type, fields.type ?? null, `${name}: type while processing`);
      const s = await settled(id);
      const a = s.assets.find((x) => x.asset === mine.asset)!;
      assert.deepEqual([a.status, a.type], ['ready', type], `${name}: ${a.error ?? ''}`);
      expected = [...expected, ...newAds].sort();
      assert.deepEqual(templates(s.ads), expected, `ads after ${name}`);
    }
    const s = await getSet(id);
    assert.equal(s.ads.length, 11);
    assert.ok(s.ads.every((a) => a.status && Number.isInteger(a.id)));
    // the served file is the uploaded one
    const banner = s.assets.find((a) => a.type === 'IMG_BANNER')!;
    const served = await fetch(t.url + new URL(banner.asset).pathname);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(png(320, 50)));
  });

  it('files that fit no type, or contradict their type or name, end in error with the reason and make no ad', async () => {
    const id = await newSet('Errors');
    const cases: [string, Buffer, Record<string, string>, RegExp, string?][] = [
      ['wide.mp4', mp4({ width: 1920, height: 1080, durationMs: 10000 }), {}, /landscape/],
      ['corrupt.png', garbage(3000), {}, /./],
      ['banner-as-mrec.png', png(320, 50, [1, 2, 3]), { type: 'IMG_MREC' }, /IMG_MREC|IMG_BANNER|320x50/],
      ['really-a-png.mp4', png(300, 250, [4, 5, 6]), { type: 'VID_SHORT_P' }, /./, 'video/mp4'],
      ['odd.png', png(333, 77), {}, /333x77|fits no|no asset type/i],
    ];
    for (const [name, bytes, fields, reason, ct] of cases) await upload(id, name, bytes, fields, ct);
    const s = await settled(id);
    assert.equal(s.assets.length, cases.length);
    cases.forEach(([name, , , reason], i) => {
      const a = s.assets[i]!;
      assert.equal(a.status, 'error', `${name}: ${JSON.stringify(a)}`);
      assert.match(a.error ?? '', reason, name);
    });
    assert.deepEqual(templates(s.ads), ['PRELOAD/Standard']);
    // a good MREC added over the failed IMG_MREC member replaces it without update=true
    await upload(id, 'mrec.png', png(300, 250, [7, 7, 7]), { type: 'IMG_MREC' });
    const after = await settled(id);
    assert.equal(after.assets.filter((a) => a.type === 'IMG_MREC').length, 1);
    assert.deepEqual(templates(after.ads), ['MREC/Standard', 'PRELOAD/Standard']);
  });

  it('update keeps the ad (same id) and shows the new file; a failed replacement or a removal deletes the ads that need it', async () => {
    const id = await newSet('Replace');
    await upload(id, 'p.png', png(640, 960), {});
    await upload(id, 'l.png', png(1024, 768), {});
    await upload(id, 'b.png', png(320, 50), {});
    let s = await settled(id);
    assert.deepEqual(templates(s.ads), ['BANNER/Standard', 'INTER/Standard', 'PRELOAD/Standard']);
    const bannerAd = s.ads.find((a) => a.size === 'BANNER')!;
    const oldUrl = s.assets.find((a) => a.type === 'IMG_BANNER')!.asset;
    await call(t, token, 'POST', `/ad/${bannerAd.id}`, { name: 'Hero banner' });
    // adding a second banner to this V1 set without update: 409, nothing kept
    const before = await leftovers();
    const dup = await call(t, token, 'POST', `/creative_set_assets/${id}`, form({ type: 'IMG_BANNER' }, { name: 'b2.png', bytes: png(320, 50, [0, 0, 0]) }));
    assert.equal(dup.status, 409, dup.text);
    assert.deepEqual(await leftovers(), before);
    // replace: same ad, new file
    await upload(id, 'b2.png', png(320, 50, [0, 0, 0]), { type: 'IMG_BANNER', update: 'true' });
    s = await settled(id);
    const newBanner = s.assets.find((a) => a.type === 'IMG_BANNER')!;
    assert.notEqual(newBanner.asset, oldUrl);
    assert.equal(newBanner.status, 'ready');
    assert.deepEqual(s.ads.find((a) => a.size === 'BANNER'), { ...bannerAd, name: 'Hero banner', creative_set_id: id, creative_set_name: 'Replace' });
    // replaced by a file that fails: the ad goes
    await upload(id, 'b3.mp4', mp4({ width: 1920, height: 1080, durationMs: 5000 }), { type: 'IMG_BANNER', update: 'true' });
    s = await settled(id);
    assert.equal(s.assets.find((a) => a.type === 'IMG_BANNER')?.status, 'error');
    assert.deepEqual(templates(s.ads), ['INTER/Standard', 'PRELOAD/Standard']);
    // remove the landscape image: the interstitial goes, the set keeps the rest
    const r = await call<AssetObj[]>(t, token, 'POST', `/creative_set_assets/${id}`, form({ type: 'IMG_INTER_L', remove: 'true' }));
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.map((a) => a.type).sort(), ['IMG_BANNER', 'IMG_INTER_P']);
    assert.deepEqual(templates((await getSet(id)).ads), ['PRELOAD/Standard']);
    // the removed file stays in the account's library: it can come back by hash or URL, and the ad is new
    const lib = await t.c.assets.list(accountId, { page: 1, size: 1000 });
    const land = lib.find((a) => a.assetType === 'IMG_INTER_L')!;
    const back = await call<AssetObj[]>(t, token, 'POST', `/creative_set_assets/${id}`, form({ asset: land.sha1, type: 'IMG_INTER_L' }));
    assert.equal(back.status, 200, back.text);
    assert.equal(back.body.find((a) => a.type === 'IMG_INTER_L')?.status, 'ready');
    assert.deepEqual(templates((await getSet(id)).ads), ['INTER/Standard', 'PRELOAD/Standard']);
  });

  it('the bytes decide the type: a PNG named clip.mp4 sent as video/mp4 is the image its size makes it', async () => {
    const id = await newSet('Bytes decide');
    await upload(id, 'clip.mp4', png(300, 250, [3, 1, 4]), {}, 'video/mp4');
    const s = await settled(id);
    assert.deepEqual(s.assets.map((x) => [x.type, x.status]), [['IMG_MREC', 'ready']]);
    assert.deepEqual(templates(s.ads), ['MREC/Standard', 'PRELOAD/Standard']);
  });

  it('update=true with a file needs no type: the type computed from the file names the asset it replaces', async () => {
    const id = await newSet('Update untyped');
    await upload(id, 'b.png', png(320, 50, [1, 1, 1]));
    let s = await settled(id);
    const bannerAd = s.ads.find((a) => a.size === 'BANNER')!;
    const oldUrl = s.assets[0]!.asset;
    const r = await upload(id, 'b-new.png', png(320, 50, [2, 2, 2]), { update: 'true' });
    assert.equal(r.length, 1); // replaced, not added
    s = await settled(id);
    assert.deepEqual(s.assets.map((x) => [x.type, x.status]), [['IMG_BANNER', 'ready']]);
    assert.notEqual(s.assets[0]!.asset, oldUrl);
    assert.equal(s.ads.find((a) => a.size === 'BANNER')!.id, bannerAd.id); // the same ad
    // a file whose type cannot be computed replaces nothing: 400 naming the file, nothing kept
    const before = await leftovers();
    const bad = await call(t, token, 'POST', `/creative_set_assets/${id}`, form({ update: 'true' }, { name: 'odd.png', bytes: png(333, 77) }));
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.body.field, 'file');
    assert.match(bad.body.error_description, /fits no|333x77/);
    assert.deepEqual(await leftovers(), before);
    assert.deepEqual((await getSet(id)).assets.map((x) => x.type), ['IMG_BANNER']);
  });

  it('an uploaded XML/XHTML file never runs on the API origin: served as an attachment, nosniff, locked CSP', async () => {
    const id = await newSet('XSS');
    const xhtml = Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>fetch("/oauth/initialize")</script></body></html>');
    const [a] = await upload(id, 'evil.xhtml', xhtml, {}, 'application/xhtml+xml');
    const s = await settled(id);
    assert.equal(s.assets[0]!.status, 'error');
    const res = await fetch(t.url + new URL(a!.asset).pathname);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/octet-stream');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="evil.xhtml"/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'; sandbox/);
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(xhtml)); // the bytes are still downloadable
    // a real HTML creative is inline, but only in a sandbox without same-origin
    const h = (await upload(id, 'play.html', htmlPage())).find((x) => x.asset.endsWith('/play.html'))!;
    const page = await fetch(t.url + new URL(h.asset).pathname);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(page.headers.get('content-disposition'), null);
    assert.equal(page.headers.get('content-security-policy'), 'sandbox allow-scripts allow-popups');
    await page.arrayBuffer();
  });

  it('assets by hash or URL: ready at once when already processed; another account\'s file is unknown', async () => {
    const a = await newSet('Source');
    const [up] = await upload(a, 'mrec.png', png(300, 250, [9, 8, 7]));
    await settled(a);
    const b = await newSet('By reference');
    const byUrl = await call<AssetObj[]>(t, token, 'POST', `/creative_set_assets/${b}`, form({ asset: up!.asset, type: 'IMG_MREC' }));
    assert.deepEqual(byUrl.body, [{ asset: up!.asset, status: 'ready', type: 'IMG_MREC' }]);
    assert.deepEqual(templates((await getSet(b)).ads), ['MREC/Standard', 'PRELOAD/Standard']);
    // the same file claimed as another type: error in this set, named
    const wrong = await call<AssetObj[]>(t, token, 'POST', `/creative_set_assets/${b}`, form({ asset: up!.asset, type: 'IMG_BANNER' }));
    const w = wrong.body.find((x) => x.type === 'IMG_BANNER')!;
    assert.equal(w.status, 'error');
    assert.match(w.error!, /IMG_MREC, not IMG_BANNER/);
    const otherSet = (await call(t, otherToken, 'POST', '/creative_set', { campaign_id: campaignId, name: 'x' }));
    assert.equal(otherSet.status, 400); // another account's campaign
    const lib = await t.c.assets.list(accountId, { page: 1, size: 1000 });
    const sha1 = lib.find((x) => x.url === up!.asset)!.sha1;
    const them = await firstPartyToken(t, 'creatives:write');
    const theirCampaign = (await t.c.campaigns.create(them.accountId, { name: 'T', platform: 'android', packageName: 'com.t', bidType: 'CPI' })).campaign.hashedId;
    const theirSet = (await call(t, them.token, 'POST', '/creative_set', { campaign_id: theirCampaign, name: 'Theirs' })).body.creative_set_id;
    for (const v of [sha1, up!.asset]) {
      const r = await call(t, them.token, 'POST', `/creative_set_assets/${theirSet}`, form({ asset: v, type: 'IMG_MREC' }));
      assert.equal(r.status, 400, r.text);
      assert.equal(r.body.field, 'asset');
    }
  });

  it('sizes: BANNER off disables banner, leader and MREC ads; ads created later for it start disabled', async () => {
    const id = await newSet('Sizes');
    await upload(id, 'b.png', png(320, 50));
    await upload(id, 'h.html', htmlPage());
    let s = await settled(id);
    const r = await call(t, token, 'POST', `/creative_set/${id}/sizes`, { BANNER: false });
    assert.equal(r.status, 200, r.text);
    await upload(id, 'm.png', png(300, 250));
    s = await settled(id);
    const status = Object.fromEntries(s.ads.map((a) => [`${a.size}/${a.template}`, a.status]));
    assert.deepEqual(status, {
      'BANNER/Standard': false, 'MREC/Standard': false, 'INTER/Rewarded Playable': true, 'INTER/Standard Playable': true, 'PRELOAD/Standard': true,
    });
    await call(t, token, 'POST', `/creative_set/${id}/sizes`, { BANNER: true, INTER: false });
    s = await getSet(id);
    assert.deepEqual(Object.fromEntries(s.ads.map((a) => [`${a.size}/${a.template}`, a.status])), {
      'BANNER/Standard': true, 'MREC/Standard': true, 'INTER/Rewarded Playable': false, 'INTER/Standard Playable': false, 'PRELOAD/Standard': true,
    });
  });

  describe('bad multipart bodies: 400 naming the problem, nothing left behind', () => {
    let id = '';
    before(async () => {
      id = await newSet('Bad bodies');
    });
    const expect400 = async (body: FormData, field: string, what: string) => {
      const before = await leftovers();
      const r = await call(t, token, 'POST', `/creative_set_assets/${id}`, body);
      assert.equal(r.status, 400, `${what}: ${r.text}`);
      assert.equal(r.body.field, field, `${what}: ${r.text}`);
      assert.deepEqual(await leftovers(), before, what);
      assert.deepEqual((await getSet(id)).assets, [], what);
    };
    const file = { name: 'b.png', bytes: png(320, 50) };

    it('both asset and file, in either order', async () => {
      await expect400(form({ asset: 'x', type: 'IMG_BANNER' }, file), 'file', 'asset then file');
      const f = new FormData();
      f.append('file', new Blob([png(320, 50) as BlobPart]), 'b.png');
      f.append('asset', 'x');
      f.append('type', 'IMG_BANNER');
      await expect400(f, 'file', 'file then asset');
    });
    it('unknown type before and after the file; a text type with a file', async () => {
      await expect400(form({ type: 'IMG_HUGE' }, file), 'type', 'type first');
      const f = new FormData();
      f.append('file', new Blob([png(320, 50) as BlobPart]), 'b.png');
      f.append('type', 'IMG_HUGE');
      await expect400(f, 'type', 'type after the file');
      await expect400(form({ type: 'TXT_TITLE' }, file), 'file', 'text type with a file');
    });
    it('a file under another name (ignored: the form then lacks its file), a second file, remove with a file; unknown fields are ignored', async () => {
      const wrongName = new FormData();
      wrongName.append('upload', new Blob([png(320, 50) as BlobPart]), 'b.png');
      await expect400(wrongName, 'asset', 'file under another field name');
      const two = new FormData();
      two.append('file', new Blob([png(320, 50) as BlobPart]), 'a.png');
      two.append('file', new Blob([png(300, 250) as BlobPart]), 'b.png');
      await expect400(two, 'file', 'two files');
      await expect400(form({ type: 'IMG_BANNER', remove: 'true' }, file), 'file', 'remove with a file');
      // an unknown field after the file is ignored and named; a V1 set here already holds a banner: 409, nothing kept
      await expect400(form({}), 'asset', 'empty form');
    });
    it('an oversized file', async () => {
      await expect400(form({}, { name: 'big.png', bytes: Buffer.concat([png(320, 50), garbage(MAX_FILE)]) }), 'file', 'oversized');
    });

    const raw = (body: Buffer, opts: { contentLength?: number; cutAfter?: number } = {}) =>
      new Promise<{ status: number; text: string } | 'closed'>((resolve) => {
        const u = new URL(t.url);
        const sock = net.connect(Number(u.port), u.hostname);
        const head = [
          `POST ${V1}/creative_set_assets/${id} HTTP/1.1`, `Host: ${u.host}`, `Authorization: Bearer ${token}`,
          'Content-Type: multipart/form-data; boundary=BOUNDARY', `Content-Length: ${opts.contentLength ?? body.length}`, 'Connection: close', '', '',
        ].join('\r\n');
        let got = '';
        sock.on('data', (d) => (got += d.toString('latin1')));
        sock.on('close', () => {
          const m = /^HTTP\/1\.1 (\d{3})/.exec(got);
          resolve(m ? { status: Number(m[1]), text: got.slice(got.indexOf('\r\n\r\n') + 4) } : 'closed');
        });
        sock.on('error', () => undefined);
        sock.write(head);
        const part = opts.cutAfter === undefined ? body : body.subarray(0, opts.cutAfter);
        sock.write(part, () => {
          if (opts.cutAfter !== undefined) setTimeout(() => sock.destroy(), 100);
        });
      });
    const multipartBody = (bytes: Buffer, closing = true) =>
      Buffer.concat([
        Buffer.from('--BOUNDARY\r\nContent-Disposition: form-data; name="type"\r\n\r\nIMG_BANNER\r\n--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n', 'latin1'),
        bytes,
        Buffer.from(closing ? '\r\n--BOUNDARY--\r\n' : '', 'latin1'),
      ]);

    it('a body without its closing boundary', async () => {
      const before = await leftovers();
      const r = await raw(multipartBody(png(320, 50), false));
      assert.notEqual(r, 'closed');
      assert.equal((r as { status: number }).status, 400, JSON.stringify(r));
      assert.match((r as { text: string }).text, /multipart|body|file/);
      assert.deepEqual(await leftovers(), before);
    });
    it('a client that stops sending mid-file (connection dropped)', async () => {
      const before = await leftovers();
      const body = multipartBody(Buffer.concat([png(320, 50), garbage(100_000)]));
      await raw(body, { cutAfter: 50_000 });
      await eventually(leftovers, (l) => l.rows === before.rows && l.blobs === before.blobs, 'the cut upload to be cleaned up');
      assert.deepEqual((await getSet(id)).assets, []);
    });
  });
});
