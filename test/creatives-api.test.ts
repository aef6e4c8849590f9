// /campaign_management/v1 creative sets, sizes, text assets and ads over HTTP, on both databases,
// with real OAuth tokens. File uploads and their processing: creatives-files.test.ts.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { call, form } from './helpers/creatives-http.js';
import { forEachDatabase } from './helpers/databases.js';
import { firstPartyToken } from './helpers/oauth.js';

await forEachDatabase('v1 creatives API', (tdb) => {
  let t: TestApp;
  let write = '';
  let read = '';
  let other = '';
  let accountId = 0;
  let campaignId = '';
  let campaign2 = '';
  let otherCampaign = '';

  const newCampaign = async (acc: number, countries: string[]) =>
    (await t.c.campaigns.create(acc, {
      name: 'C', platform: 'android', packageName: 'com.example.app', bidType: 'CPI',
      countries: countries.map((k) => ({ key: k, patch: { bid: '1.5', budget: '100' } })),
    })).campaign.hashedId;

  before(async () => {
    t = await startTestApp(await tdb.open());
    const w = await firstPartyToken(t, 'creatives:write campaigns:read');
    write = w.token;
    accountId = w.accountId;
    read = (await firstPartyToken(t, 'creatives:read', accountId)).token;
    const o = await firstPartyToken(t, 'creatives:write');
    other = o.token;
    campaignId = await newCampaign(accountId, ['us', 'de', 'fr']);
    campaign2 = await newCampaign(accountId, []);
    otherCampaign = await newCampaign(o.accountId, ['us']);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('creates a set bound to the campaign named in the body; Preload Standard exists at once', async () => {
    const r = await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Launch', countries: ['US', 'de'], languages: ['en', 'zh_hant'], product_page: 'cpp-1' });
    assert.equal(r.status, 200, r.text);
    assert.match(r.body.creative_set_id, /^[0-9a-f]{32}$/);
    assert.equal(r.body.campaign_id, campaignId);
    assert.deepEqual(r.body.countries, ['us', 'de']);
    assert.deepEqual(r.body.languages, ['en', 'zh_hant']);
    assert.equal(r.body.product_page, 'cpp-1');
    assert.deepEqual(r.body.assets, []);
    assert.deepEqual(r.body.sizes, { BANNER: true, CTV: true, INTER: true, PRELOAD: true });
    assert.equal(r.body.ads.length, 1);
    const ad = r.body.ads[0];
    assert.ok(Number.isInteger(ad.id));
    assert.deepEqual({ ...ad, id: 0 }, { id: 0, name: 'Launch - Preload Standard', creative_set_id: r.body.creative_set_id, creative_set_name: 'Launch', size: 'PRELOAD', status: true, template: 'Standard' });
  });

  it('create rules: campaign_id and name required, countries known codes (untargeted ones stored), language codes only', async () => {
    const bad = async (body: unknown, field: string, status = 400) => {
      const r = await call(t, write, 'POST', '/creative_set', body);
      assert.equal(r.status, status, r.text);
      assert.equal(r.body.field, field, r.text);
    };
    await bad({ name: 'x' }, 'campaign_id');
    await bad({ campaign_id: campaignId }, 'name');
    // a country the campaign does not target is stored (spec 1: "not eligible"), not refused
    const gb = await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Not targeted', countries: ['gb'] });
    assert.equal(gb.status, 200, gb.text);
    assert.deepEqual(gb.body.countries, ['gb']);
    await bad({ campaign_id: campaignId, name: 'x', countries: ['usa'] }, 'countries[0]');
    await bad({ campaign_id: campaignId, name: 'x', languages: ['ENGLISH'] }, 'languages[0]');
    await bad({ campaign_id: otherCampaign, name: 'x' }, 'campaign_id');
    await bad({ campaign_id: 'nope', name: 'x' }, 'campaign_id');
    await bad({ campaign_id: campaignId, name: 5 }, 'name');
    // a campaign with no country targets: any country is accepted
    const r = await call(t, write, 'POST', '/creative_set', { campaign_id: campaign2, name: 'Anywhere', countries: ['jp'] });
    assert.equal(r.status, 200, r.text);
  });

  it('update changes only what is sent; the campaign cannot change; GET lists the campaign\'s sets as a bare array', async () => {
    const c = await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Before', countries: ['fr'] });
    const id = c.body.creative_set_id;
    const u = await call(t, write, 'POST', `/creative_set/${id}`, { name: 'After', languages: ['IW', 'no'], ads: [], sizes: {} });
    assert.equal(u.status, 200, u.text);
    assert.equal(u.body.name, 'After');
    assert.deepEqual(u.body.countries, ['fr']);
    assert.deepEqual(u.body.languages, ['iw', 'no']);
    assert.equal((await call(t, write, 'POST', `/creative_set/${id}`, { campaign_id: campaign2 })).status, 400);
    assert.equal((await call(t, write, 'POST', `/creative_set/${id}`, { campaign_id: campaignId, product_page: null })).status, 200);
    assert.deepEqual((await call(t, write, 'POST', `/creative_set/${id}`, { countries: ['gb'] })).body.countries, ['gb']); // untargeted: stored
    assert.equal((await call(t, write, 'POST', `/creative_set/${id}`, { countries: ['zz'] })).body.field, 'countries[0]');
    const list = await call(t, read, 'GET', `/creative_sets/${campaignId}`);
    assert.equal(list.status, 200);
    assert.ok(Array.isArray(list.body));
    const mine = list.body.find((s: { creative_set_id: string }) => s.creative_set_id === id);
    assert.equal(mine.name, 'After');
    assert.equal(mine.product_page, null);
    assert.ok(list.body.every((s: { campaign_id: string }) => s.campaign_id === campaignId));
    assert.deepEqual(Object.keys(mine).sort(), ['ads', 'assets', 'campaign_id', 'countries', 'creative_set_id', 'languages', 'name', 'product_page', 'sizes']);
  });

  it('text assets: added, validated, updated and removed; one per type in the set', async () => {
    const id = (await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Texts' })).body.creative_set_id;
    let r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form({ asset: 'Play now', type: 'TXT_BUTTON' }));
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body, [{ asset: 'Play now', status: 'ready', type: 'TXT_BUTTON' }]);
    r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form({ asset: '4.5', type: 'txt_rating' }));
    assert.deepEqual(r.body.map((a: { type: string }) => a.type), ['TXT_BUTTON', 'TXT_RATING']);
    r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form({ asset: '4.3', type: 'TXT_RATING', update: 'true' }));
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.field, 'asset');
    r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form({ asset: 'Install', type: 'TXT_BUTTON' }));
    assert.equal(r.status, 409, r.text);
    assert.match(r.body.error_description, /update=true/);
    r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form({ asset: 'Install', type: 'TXT_BUTTON', update: 'true' }));
    assert.deepEqual(r.body, [{ asset: '4.5', status: 'ready', type: 'TXT_RATING' }, { asset: 'Install', status: 'ready', type: 'TXT_BUTTON' }]);
    // spec 1: the endpoint takes multipart/form-data; JSON or urlencoded bodies are a 415 naming it, and change nothing
    r = await call(t, write, 'POST', `/creative_set_assets/${id}`, { asset: 'My Game', type: 'TXT_TITLE' });
    assert.equal(r.status, 415, r.text);
    assert.deepEqual([r.body.error, r.body.field, r.body.rule], ['unsupported_media_type', 'Content-Type', 'must be multipart/form-data']);
    const urlenc = await fetch(`${t.url}/campaign_management/v1/creative_set_assets/${id}`, {
      method: 'POST', headers: { authorization: `Bearer ${write}` }, body: new URLSearchParams({ type: 'TXT_TITLE', asset: 'My Game' }),
    });
    assert.equal(urlenc.status, 415);
    assert.match(((await urlenc.json()) as { error_description: string }).error_description, /must be multipart\/form-data, not application\/x-www-form-urlencoded/);
    const empty = await fetch(`${t.url}/campaign_management/v1/creative_set_assets/${id}`, { method: 'POST', headers: { authorization: `Bearer ${write}` } });
    assert.equal(empty.status, 415);
    await empty.arrayBuffer();
    r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form({ type: 'TXT_TITLE', remove: 'true' }));
    assert.equal(r.status, 404, r.text);
    const sets = await call(t, read, 'GET', `/creative_sets/${campaignId}`);
    const s = sets.body.find((x: { creative_set_id: string }) => x.creative_set_id === id);
    assert.deepEqual(s.assets, [{ asset: '4.5', status: 'ready', type: 'TXT_RATING' }, { asset: 'Install', status: 'ready', type: 'TXT_BUTTON' }]);
  });

  it('concurrent adds of one type to a V1 set: exactly one wins, the others are 409', async () => {
    const id = (await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Race' })).body.creative_set_id;
    const rs = await Promise.all(['A', 'B', 'C', 'D'].map((v) => call(t, write, 'POST', `/creative_set_assets/${id}`, form({ asset: `Title ${v}`, type: 'TXT_TITLE' }))));
    assert.deepEqual(rs.map((r) => r.status).sort(), [200, 409, 409, 409]);
    const sets = await call(t, read, 'GET', `/creative_sets/${campaignId}`);
    assert.equal(sets.body.find((x: { creative_set_id: string }) => x.creative_set_id === id).assets.length, 1);
  });

  it('a V2 set (made by the second generation) takes up to ten of a type through the first generation', async () => {
    const v = await t.c.creatives.sets.create(accountId, { campaign: { hashedId: campaignId }, name: 'V2', version: 'V2' });
    for (let i = 0; i < 10; i++) {
      const r = await call(t, write, 'POST', `/creative_set_assets/${v.set.hashedId}`, form({ asset: `Button ${i}`, type: 'TXT_BUTTON' }));
      assert.equal(r.status, 200, r.text);
    }
    assert.equal((await call(t, write, 'POST', `/creative_set_assets/${v.set.hashedId}`, form({ asset: 'One more', type: 'TXT_BUTTON' }))).status, 409);
    const r = await call(t, write, 'POST', `/creative_set_assets/${v.set.hashedId}`, form({ asset: 'Only', type: 'TXT_BUTTON', update: 'true' }));
    assert.deepEqual(r.body, [{ asset: 'Only', status: 'ready', type: 'TXT_BUTTON' }]);
  });

  it('bad asset forms are 400s naming the problem, and change nothing', async () => {
    const id = (await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Bad forms' })).body.creative_set_id;
    const cases: [Record<string, string>, string][] = [
      [{}, 'asset'],
      [{ asset: 'x' }, 'type'],
      [{ asset: 'x', type: 'IMG_SPLASH' }, 'type'],
      [{ asset: 'x', type: 'TXT_TITLE', update: 'maybe' }, 'update'],
      [{ asset: '', type: 'TXT_TITLE' }, 'asset'],
      [{ remove: 'true' }, 'type'],
      [{ asset: 'not-a-hash-or-url', type: 'IMG_BANNER' }, 'asset'],
      [{ asset: 'a'.repeat(40), type: 'IMG_BANNER' }, 'asset'],
      [{ asset: 'ftp://elsewhere.example/x.png', type: 'IMG_BANNER' }, 'asset'],
    ];
    for (const [fields, field] of cases) {
      const r = await call(t, write, 'POST', `/creative_set_assets/${id}`, form(fields));
      assert.equal(r.status, 400, `${JSON.stringify(fields)}: ${r.text}`);
      assert.equal(r.body.field, field, JSON.stringify(fields));
    }
    const dup = new FormData();
    dup.append('type', 'TXT_TITLE');
    dup.append('type', 'TXT_BUTTON');
    dup.append('asset', 'x');
    const r = await call(t, write, 'POST', `/creative_set_assets/${id}`, dup);
    assert.equal(r.status, 400);
    assert.equal(r.body.field, 'type');
    const none = await fetch(`${t.url}/campaign_management/v1/creative_set_assets/${id}`, {
      method: 'POST', headers: { authorization: `Bearer ${write}`, 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\nContent-Disposition: form-data; name="type"\r\n\r\nTXT_TITLE\r\n--xy',
    });
    assert.equal(none.status, 400);
    const sets = await call(t, read, 'GET', `/creative_sets/${campaignId}`);
    assert.deepEqual(sets.body.find((x: { creative_set_id: string }) => x.creative_set_id === id).assets, []);
  });

  it('sizes: false disables the ads of that designator, true enables them, others untouched', async () => {
    const id = (await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Sizes' })).body.creative_set_id;
    let r = await call(t, write, 'POST', `/creative_set/${id}/sizes`, { PRELOAD: false, ctv: 'false' });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.sizes, { BANNER: true, CTV: false, INTER: true, PRELOAD: false });
    assert.equal(r.body.ads[0].status, false);
    r = await call(t, write, 'POST', `/creative_set/${id}/sizes`, { INTER: false });
    assert.deepEqual(r.body.sizes, { BANNER: true, CTV: false, INTER: false, PRELOAD: false });
    assert.equal(r.body.ads[0].status, false);
    r = await call(t, write, 'POST', `/creative_set/${id}/sizes`, { PRELOAD: true });
    assert.equal(r.body.ads[0].status, true);
    assert.equal((await call(t, write, 'POST', `/creative_set/${id}/sizes`, { SQUARE: true })).body.field, 'SQUARE');
    assert.equal((await call(t, write, 'POST', `/creative_set/${id}/sizes`, { BANNER: 'yes' })).status, 400);
  });

  it('ads: GET one, GET a set\'s list, POST name and status', async () => {
    const set = (await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Ads' })).body;
    const adId = set.ads[0].id;
    let r = await call(t, read, 'GET', `/ad/${adId}`);
    assert.equal(r.status, 200);
    assert.equal(r.body.creative_set_id, set.creative_set_id);
    r = await call(t, write, 'POST', `/ad/${adId}`, { name: 'Preloader', status: false });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.name, 'Preloader');
    assert.equal(r.body.status, false);
    r = await call(t, write, 'POST', `/ad/${adId}`, { status: 'true' });
    assert.equal(r.body.status, true);
    assert.equal(r.body.name, 'Preloader');
    assert.equal((await call(t, write, 'POST', `/ad/${adId}`, { name: '' })).status, 400);
    r = await call(t, read, 'GET', `/ads/${set.creative_set_id}`);
    assert.deepEqual(r.body, [{ id: adId, name: 'Preloader', creative_set_id: set.creative_set_id, creative_set_name: 'Ads', size: 'PRELOAD', status: true, template: 'Standard' }]);
    assert.equal((await call(t, read, 'GET', '/ad/999999999')).status, 404);
    assert.equal((await call(t, read, 'GET', '/ad/abc')).status, 400);
  });

  it('another account\'s campaign, set and ad are 404; creatives:read cannot write', async () => {
    const set = (await call(t, write, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Mine' })).body;
    const sid = set.creative_set_id;
    const adId = set.ads[0].id;
    for (const [m, p, b] of [
      ['GET', `/creative_sets/${campaignId}`], ['GET', `/ads/${sid}`], ['GET', `/ad/${adId}`], ['POST', `/ad/${adId}`, { name: 'x' }],
      ['POST', `/creative_set/${sid}`, { name: 'x' }], ['POST', `/creative_set/${sid}/sizes`, { BANNER: false }],
      ['POST', `/creative_set_assets/${sid}`, form({ asset: 'x', type: 'TXT_TITLE' })],
    ] as [string, string, unknown?][]) {
      const r = await call(t, other, m, p, b);
      assert.equal(r.status, 404, `${m} ${p}: ${r.text}`);
    }
    for (const [m, p, b] of [
      ['POST', '/creative_set', { campaign_id: campaignId, name: 'x' }], ['POST', `/creative_set/${sid}`, { name: 'x' }],
      ['POST', `/creative_set/${sid}/sizes`, { BANNER: false }], ['POST', `/ad/${adId}`, { name: 'x' }],
      ['POST', `/creative_set_assets/${sid}`, form({ asset: 'x', type: 'TXT_TITLE' })],
    ] as [string, string, unknown][]) {
      const r = await call(t, read, m, p, b);
      assert.equal(r.status, 403, `${m} ${p}: ${r.text}`);
      assert.equal(r.body.error, 'insufficient_scope');
    }
    assert.equal((await call(t, '', 'GET', `/ads/${sid}`)).status, 401);
    const after = await call(t, read, 'GET', `/ads/${sid}`);
    assert.equal(after.body[0].name, set.ads[0].name);
  });
});
