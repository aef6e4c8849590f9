// Issue 15, item 1: `asset` given as a URL (spec 1: "Asset URL, hash, or text string") is fetched in
// the background through the normal pipeline (processing, then ready or error with the reason),
// with SSRF protection: private, loopback, link-local and metadata addresses are refused after name
// resolution, and so is every redirect to one. Local test servers stand in for the internet, with
// ASSET_FETCH_ALLOW_PRIVATE on where a fetch must succeed.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { isPublicAddress } from '../src/infra/http-fetch/address-policy.js';
import { SafeFetcher } from '../src/infra/http-fetch/safe-fetcher.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { call, eventually, form } from './helpers/creatives-http.js';
import { forEachDatabase } from './helpers/databases.js';
import { png } from './helpers/media.js';
import { firstPartyToken } from './helpers/oauth.js';

const MAX_FILE = 200_000;
const banner = png(320, 50, [9, 9, 9]);

describe('address policy', () => {
  it('only public unicast addresses pass, whatever their spelling', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '2606:4700::1111']) assert.equal(isPublicAddress(ip), true, ip);
    for (const ip of [
      '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
      '192.0.2.1', '198.51.100.7', '203.0.113.9', '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '64:ff9b::10.0.0.1', '2001:db8::1',
      'not-an-ip', '',
    ]) assert.equal(isPublicAddress(ip), false, ip);
  });
});

await forEachDatabase('assets given as a URL', (tdb) => {
  let origin: http.Server;
  let base = '';
  let open: TestApp; // ASSET_FETCH_ALLOW_PRIVATE=true: the test servers are reachable
  let strict: TestApp; // the default rule
  let tokOpen = '';
  let tokStrict = '';
  let campaignOpen = '';
  let campaignStrict = '';

  before(async () => {
    origin = http.createServer((req, res) => {
      const port = (origin.address() as { port: number }).port;
      if (req.url === '/banner.png') res.writeHead(200, { 'content-type': 'image/png' }).end(banner);
      else if (req.url === '/big.png') res.writeHead(200).end(Buffer.concat([banner, Buffer.alloc(MAX_FILE)]));
      else if (req.url === '/slow.png') res.writeHead(200).write(banner.subarray(0, 10)); // never ends
      else if (req.url === '/hop') res.writeHead(302, { location: '/banner.png' }).end();
      else if (req.url === '/to-other-host') res.writeHead(302, { location: `http://127.0.0.2:${port}/banner.png` }).end();
      else res.writeHead(404).end('no');
    });
    await new Promise<void>((r) => origin.listen(0, '0.0.0.0', r));
    base = `http://127.0.0.1:${(origin.address() as { port: number }).port}`;
    const cfg = testConfig('/tmp');
    open = await startTestApp(await tdb.open(), {
      config: { creativesMaxFileBytes: MAX_FILE, assetFetch: { ...cfg.assetFetch, allowPrivate: true, timeoutMs: 1500 }, worker: { ...cfg.worker, pollMs: 50 } },
    });
    strict = await startTestApp(await tdb.open(), { config: { creativesMaxFileBytes: MAX_FILE, worker: { ...cfg.worker, pollMs: 50 } } });
    const setUp = async (t: TestApp) => {
      const w = await firstPartyToken(t, 'creatives:write campaigns:write');
      const c = await call(t, w.token, 'POST', '/campaign', { name: 'Urls', platform: 'android', package_name: 'com.example.urls', bid_type: 'CPI' });
      return [w.token, c.body.campaign_id as string] as const;
    };
    [tokOpen, campaignOpen] = await setUp(open);
    [tokStrict, campaignStrict] = await setUp(strict);
  });
  after(async () => {
    await open.close();
    await strict.close();
    await tdb.cleanup();
    await new Promise((r) => origin.close(r));
  });

  const newSet = async (t: TestApp, tok: string, campaign: string) => (await call(t, tok, 'POST', '/creative_set', { campaign_id: campaign, name: 'U' })).body.creative_set_id as string;
  const settle = (t: TestApp, tok: string, campaign: string, set: string) =>
    eventually(
      async () => ((await call(t, tok, 'GET', `/creative_sets/${campaign}`)).body as { creative_set_id: string; assets: { asset: string; status: string; type: string; error?: string }[] }[]).find((s) => s.creative_set_id === set)!,
      (s) => s.assets.length > 0 && s.assets.every((a) => a.status !== 'processing'),
      'the URL asset to settle',
    );

  it('a URL is fetched in the background and becomes the asset its bytes make it (redirects followed)', async () => {
    const set = await newSet(open, tokOpen, campaignOpen);
    const r = await call(open, tokOpen, 'POST', `/creative_set_assets/${set}`, form({ type: 'IMG_BANNER', asset: `${base}/hop` }));
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body[0].status, 'processing');
    const s = await settle(open, tokOpen, campaignOpen, set);
    assert.deepEqual(s.assets.map((a) => [a.type, a.status]), [['IMG_BANNER', 'ready']]);
    const lib = await open.c.assets.list((await open.c.oauth.verifyAccessToken(tokOpen))!.accountId, { page: 1, size: 100 });
    const got = lib.find((a) => a.url === s.assets[0]!.asset)!;
    assert.equal(got.sha1, createHash('sha1').update(banner).digest('hex'));
    const served = await fetch(open.url + new URL(got.url).pathname);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(banner));
  });

  it('a 404, a file over the limit and a download that never ends become error assets with the reason', async () => {
    for (const [path, reason] of [['/missing.png', /HTTP 404/], ['/big.png', /larger than 200000 bytes/], ['/slow.png', /took too long|no answer/]] as const) {
      const set = await newSet(open, tokOpen, campaignOpen);
      const r = await call(open, tokOpen, 'POST', `/creative_set_assets/${set}`, form({ type: 'IMG_BANNER', asset: `${base}${path}` }));
      assert.equal(r.status, 200, r.text);
      const s = await settle(open, tokOpen, campaignOpen, set);
      assert.equal(s.assets[0]!.status, 'error', path);
      assert.match(s.assets[0]!.error ?? '', reason, path);
    }
  });

  it('by default, loopback and private addresses are refused after name resolution; our own file URLs are never fetched', async () => {
    const set = await newSet(strict, tokStrict, campaignStrict);
    for (const url of [`${base}/banner.png`, base.replace('127.0.0.1', 'localhost') + '/banner.png', 'http://169.254.169.254/latest/meta-data/']) {
      const r = await call(strict, tokStrict, 'POST', `/creative_set_assets/${set}`, form({ type: 'IMG_BANNER', asset: url, update: 'true' }));
      assert.equal(r.status, 200, r.text);
      const s = await settle(strict, tokStrict, campaignStrict, set);
      assert.equal(s.assets[0]!.status, 'error', url);
      assert.match(s.assets[0]!.error ?? '', /refused: .* not a public address/, url);
    }
    // a file URL of this platform that is not the account's: looked up (400), never fetched
    const own = await call(strict, tokStrict, 'POST', `/creative_set_assets/${set}`, form({ type: 'IMG_BANNER', asset: `${strict.c.config.assetHost}/files/${'0'.repeat(32)}/x.png`, update: 'true' }));
    assert.equal(own.status, 400);
    assert.equal(own.body.field, 'asset');
  });

  it('every redirect is checked again: a redirect to a refused address is refused', async () => {
    // a rule that lets 127.0.0.1 through and nothing else, so the hop to 127.0.0.2 stands for public -> private
    const fetcher = new SafeFetcher({ addressAllowed: (ip) => ip === '127.0.0.1', idleTimeoutMs: 1000 });
    await assert.rejects(fetcher.open(`${base}/to-other-host`, AbortSignal.timeout(5000)), /refused: 127\.0\.0\.2 is not a public address/);
    await assert.rejects(fetcher.open('ftp://x.example/a', AbortSignal.timeout(5000)), /only http and https/);
    await assert.rejects(fetcher.open(`http://user:pw@127.0.0.1/`, AbortSignal.timeout(5000)), /credentials/);
    const ok = await fetcher.open(`${base}/hop`, AbortSignal.timeout(5000));
    assert.equal(ok.name, 'banner.png');
  });
});
