// "One platform": creative sets and assets made through either generation are visible and
// editable through the other, field by field, over HTTP.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { finished, manage, upload, v2Campaign, type ManageAccount } from '../helpers/manage.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { html, multipartBody, png } from '../helpers/upload-parts.js';
import { callOk } from '../helpers/creatives-http.js';

await forEachDatabase('one platform: creative sets and assets across the two generations', (tdb) => {
  let t: TestApp;
  let v2: ManageAccount;
  let token: string;
  let campaignId: string; // v2 id
  let campaignHash: string; // v1 campaign_id
  let page: string;
  let banner: string;
  before(async () => {
    t = await startTestApp(await tdb.open());
    const acc = await t.c.accounts.createAccount('Both generations');
    v2 = { accountId: acc.account.id, key: acc.campaignApiKey };
    token = (await firstPartyToken(t, 'campaigns:write creatives:write', acc.account.id)).token;
    const r = await manage(t, v2, 'POST', '/campaign/create', { body: v2Campaign({ start_date: new Date().toISOString().slice(0, 10) }) });
    campaignId = r.body.id;
    campaignHash = (await manage(t, v2, 'GET', '/campaign/list', { query: { ids: campaignId } })).body[0].hashed_id;
    const up = await upload(t, v2, [
      { name: 'page.html', contentType: 'text/html', data: html(1) },
      { name: 'banner.png', contentType: 'image/png', data: png(320, 50, 1) },
    ]);
    const done = await finished(t, v2, up.body.upload_id);
    [page, banner] = done.details.map((d: { id: string }) => d.id);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const v1 = (method: 'GET' | 'POST', path: string, body?: unknown) => callOk(t, token, method, path, body);
  const v2Set = async (query: Record<string, string>) => {
    const r = await manage(t, v2, 'GET', '/creative_set/list', { query });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.length, 1, r.text);
    return r.body[0];
  };

  it('v2 -> v1: a set made through /manage/v1 (ids, name, languages, countries, product page, assets) reads back in the first generation', async () => {
    const r = await manage(t, v2, 'POST', '/creative_set/create', {
      body: { campaign_id: campaignId, name: 'Made in v2', type: 'APP', assets: [{ id: page }, { id: banner }], languages: ['ENGLISH', 'CHINESE_SIMPLIFIED', 'HEBREW'], countries: ['US'], product_page: 'pp-1' },
    });
    assert.equal(r.status, 200, r.text);
    const s2 = await v2Set({ ids: r.body.id });
    const sets = await v1('GET', `/creative_sets/${campaignHash}`);
    const s1 = sets.find((s: { creative_set_id: string }) => s.creative_set_id === s2.hashed_id);
    assert.ok(s1, 'the v2 set is listed by the first generation under its hashed_id');
    assert.equal(s1.campaign_id, campaignHash);
    assert.equal(s1.name, 'Made in v2');
    assert.deepEqual(s1.languages, ['en', 'zh_hans', 'he']);
    assert.deepEqual(s1.countries, ['us']);
    assert.equal(s1.product_page, 'pp-1');
    const assetUrls = (await manage(t, v2, 'GET', '/asset/list', { query: { ids: `${page},${banner}` } })).body.map((x: { url: string }) => x.url);
    assert.deepEqual(s1.assets.map((x: { asset: string; type: string; status: string }) => [x.asset, x.type, x.status]), [[assetUrls[0], 'HOSTED_HTML', 'ready'], [assetUrls[1], 'IMG_BANNER', 'ready']]);
    // edits through v1 show in v2: name, languages, countries, product page
    await v1('POST', `/creative_set/${s2.hashed_id}`, { name: 'Renamed in v1', languages: ['fr', 'iw'], countries: ['de'], product_page: 'pp-2' });
    const back = await v2Set({ ids: r.body.id });
    assert.equal(back.name, 'Renamed in v1');
    assert.deepEqual(back.languages, ['FRENCH', 'HEBREW']);
    assert.deepEqual(back.countries, ['DE']);
    assert.equal(back.product_page, 'pp-2');
    // status PAUSED in v2 is seen by v1 ads being served or not is the creatives core's; the set status round-trips in v2
    const st = await manage(t, v2, 'POST', '/creative_set/update', { body: { id: r.body.id, campaign_id: campaignId, type: 'APP', status: 'PAUSED' } });
    assert.equal(st.status, 200, st.text);
    assert.equal((await v2Set({ ids: r.body.id })).status, 'PAUSED');
  });

  it('v1 -> v2: a set and a file made through /campaign_management/v1 read back through /manage/v1', async () => {
    const s1 = await v1('POST', '/creative_set', { campaign_id: campaignHash, name: 'Made in v1', languages: ['de', 'zh'], countries: ['us'], product_page: 'pp-v1' });
    // a file added through the first generation's multipart endpoint becomes a library asset
    const body = multipartBody([{ field: 'file', name: 'v1-page.html', contentType: 'text/html', data: html(42) }]);
    const res = await fetch(`${t.url}/campaign_management/v1/creative_set_assets/${s1.creative_set_id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      body: new Blob([new Uint8Array(body.data)]),
    });
    assert.equal(res.status, 200, await res.clone().text());
    // the file shows through the second generation once processing has typed it (HOSTED_HTML)
    let s2 = await v2Set({ hashed_ids: s1.creative_set_id });
    for (const until = Date.now() + 20_000; s2.assets.length === 0 && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 50));
      s2 = await v2Set({ hashed_ids: s1.creative_set_id });
    }
    assert.equal(s2.campaign_id, campaignId);
    assert.equal(s2.name, 'Made in v1');
    assert.equal(s2.version, 'V1');
    assert.deepEqual(s2.languages, ['GERMAN', 'CHINESE_SIMPLIFIED', 'CHINESE_TRADITIONAL']);
    assert.deepEqual(s2.countries, ['US']);
    assert.equal(s2.product_page, 'pp-v1');
    assert.equal(s2.assets.length, 1);
    assert.equal(s2.assets[0].name, 'v1-page.html');
    // the file is in the library, seen by asset/list
    const lib = (await manage(t, v2, 'GET', '/asset/list', { query: { ids: s2.assets[0].id } })).body;
    assert.equal(lib.length, 1);
    assert.equal(lib[0].name, 'v1-page.html');
    // and the set is editable through v2: name, languages, status, assets
    const u = await manage(t, v2, 'POST', '/creative_set/update', { body: { id: s2.id, campaign_id: campaignId, type: 'APP', name: 'Renamed in v2', languages: ['SPANISH'], assets: [{ id: page }, { id: banner }] } });
    assert.equal(u.status, 200, u.text);
    const again = (await v1('GET', `/creative_sets/${campaignHash}`)).find((s: { creative_set_id: string }) => s.creative_set_id === s1.creative_set_id);
    assert.equal(again.name, 'Renamed in v2');
    assert.deepEqual(again.languages, ['es']);
    assert.deepEqual(again.assets.map((x: { type: string }) => x.type), ['HOSTED_HTML', 'IMG_BANNER']);
  });
});
