// Issue 34 item 2, addendum 6 section 5: creative sets of a WEB account (creative_set_url, the asset
// types and composition, the refused countries), uploads and the association endpoints; both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { mp4 } from '../../src/core/sandbox/sample-media.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { finished, manage, manageAccount, upload, v2Campaign, webCampaign, type ManageAccount } from '../helpers/manage.js';
import { html, png } from '../helpers/upload-parts.js';

await forEachDatabase('manage-v1 WEB creative sets', (tdb) => {
  let t: TestApp;
  let web: ManageAccount;
  let app: ManageAccount;
  let campaign: string;
  let campaign2: string;
  let page: string;
  let inter: string;
  let video: string;
  let banner: string;
  let appCampaign: string;
  let appPage: string;

  async function assetsOf(who: ManageAccount, parts: { name: string; contentType: string; data: Buffer }[]) {
    const up = await upload(t, who, parts);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, who, up.body.upload_id);
    return r;
  }

  before(async () => {
    t = await startTestApp(await tdb.open());
    web = await manageAccount(t, 'Shop', 'WEB');
    app = await manageAccount(t, 'Game');
    const today = new Date().toISOString().slice(0, 10);
    const mk = async (who: ManageAccount, body: Record<string, unknown>) => {
      const r = await manage(t, who, 'POST', '/campaign/create', { body });
      assert.equal(r.status, 200, r.text);
      return r.body.id as string;
    };
    campaign = await mk(web, webCampaign({ name: 'W1', start_date: today }));
    campaign2 = await mk(web, webCampaign({ name: 'W2', start_date: today }));
    appCampaign = await mk(app, v2Campaign({ name: 'A1', start_date: today }));
    const r = await assetsOf(web, [
      { name: 'page.html', contentType: 'text/html', data: html(1) },
      { name: 'inter.png', contentType: 'image/png', data: png(640, 960, 2) },
      { name: 'clip.mp4', contentType: 'video/mp4', data: mp4({ width: 720, height: 1280, durationMs: 10_000 }) },
      { name: 'banner.png', contentType: 'image/png', data: png(320, 50, 3) },
    ]);
    assert.equal(r.upload_status, 'FINISHED');
    assert.equal(r.summary.success, 4, JSON.stringify(r));
    [page, inter, video, banner] = r.details.map((d: { id: string }) => d.id);
    appPage = (await assetsOf(app, [{ name: 'a.html', contentType: 'text/html', data: html(9) }])).details[0].id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const create = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/creative_set/create', { body });
  const update = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/creative_set/update', { body });
  const one = async (who: ManageAccount, id: string) => (await manage(t, who, 'GET', '/creative_set/list', { query: { ids: id } })).body[0];
  const setBody = (over: Record<string, unknown> = {}) => ({ campaign_id: campaign, name: 'Web set', type: 'WEB', assets: [{ id: video }, { id: page }], ...over });
  const refused = (r: { status: number; body: any; headers: Headers; text: string }, field: string, rule?: RegExp) => {
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.error.field, field, r.text);
    assert.equal(r.headers.get('x-al-error-code'), '100001');
    if (rule) assert.match(r.body.error.message, rule);
  };

  it('a WEB account\'s IMG_INTER_P upload is ACTIVE and asset/list shows its type (an APP account\'s would be REJECTED)', async () => {
    const list = (await manage(t, web, 'GET', '/asset/list')).body as { id: string; asset_type: string | null; status: string }[];
    assert.deepEqual(list.find((a) => a.id === inter), { ...list.find((a) => a.id === inter)!, asset_type: 'IMG_INTER_P', status: 'ACTIVE' });
    const r = await assetsOf(app, [{ name: 'inter.png', contentType: 'image/png', data: png(640, 960, 5) }]);
    assert.match(r.details[0].error_message, /IMG_INTER_P/);
    const appList = (await manage(t, app, 'GET', '/asset/list')).body as { id: string; asset_type: string | null; status: string }[];
    assert.equal(appList.find((a) => a.id === r.details[0].id)?.status, 'REJECTED');
  });

  it('create with creative_set_url: {"id", "version"}; the list item has type WEB, creative_set_url and no product_page', async () => {
    const r = await create(web, setBody({ creative_set_url: 'https://shop.example/landing?utm_source=axon', assets: [{ id: video }, { id: inter }, { id: page }] }));
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(Object.keys(r.body).sort(), ['id', 'version']);
    const s = await one(web, r.body.id);
    assert.equal(s.type, 'WEB');
    assert.equal(s.creative_set_url, 'https://shop.example/landing?utm_source=axon');
    assert.ok(!('product_page' in s));
    assert.deepEqual(s.assets.map((a: { type: string }) => a.type).sort(), ['HOSTED_HTML', 'IMG_INTER_P', 'VID_SHORT_P']);
    // update: '' clears it
    assert.equal((await update(web, { id: r.body.id, type: 'WEB', creative_set_url: '' })).status, 200);
    assert.equal((await one(web, r.body.id)).creative_set_url, '');
  });

  it('creative_set_url must be an absolute http(s) URL', async () => {
    for (const u of ['shop.example/x', 'ftp://shop.example/', 'https://u:p@shop.example/']) refused(await create(web, setBody({ creative_set_url: u })), 'creative_set_url');
  });

  it('product_page on a WEB set and creative_set_url on an APP set: 400 naming the field', async () => {
    refused(await create(web, setBody({ product_page: 'https://apps.example/p' })), 'product_page', /only for APP accounts/);
    refused(await create(app, { campaign_id: appCampaign, name: 'A', type: 'APP', assets: [{ id: appPage }], creative_set_url: 'https://x.example' }), 'creative_set_url', /only for WEB accounts/);
  });

  it('type must be the account\'s', async () => {
    refused(await create(web, setBody({ type: 'APP' })), 'type', /must be WEB/);
    refused(await create(app, { campaign_id: appCampaign, name: 'A', type: 'WEB', assets: [{ id: appPage }] }), 'type', /must be APP/);
  });

  it('asset types: IMG_BANNER refused; a video and a HOSTED_HTML or IMG_INTER_P are needed; no id twice', async () => {
    refused(await create(web, setBody({ assets: [{ id: video }, { id: page }, { id: banner }] })), 'assets[2].id', /IMG_BANNER/);
    refused(await create(web, setBody({ assets: [{ id: page }] })), 'assets', /VID_SHORT_P, VID_LONG_P/);
    refused(await create(web, setBody({ assets: [{ id: video }] })), 'assets', /HOSTED_HTML, IMG_INTER_P/);
    refused(await create(web, setBody({ assets: [{ id: video }, { id: page }, { id: video }] })), 'assets[2].id', /more than once/);
    const ok = await create(web, setBody({ name: 'Video and image', assets: [{ id: video }, { id: inter }] }));
    assert.equal(ok.status, 200, ok.text);
  });

  it('countries: the 48 western European codes are refused (named), others accepted', async () => {
    refused(await create(web, setBody({ countries: ['US', 'de', 'FR'] })), 'countries', /DE, FR/);
    refused(await create(web, setBody({ countries: ['YT'] })), 'countries', /YT/);
    const r = await create(web, setBody({ name: 'Poland ok', countries: ['PL', 'US'] }));
    assert.equal(r.status, 200, r.text);
    refused(await update(web, { id: r.body.id, type: 'WEB', countries: ['GB'] }), 'countries', /GB/);
    // APP sets keep every country
    const a = await create(app, { campaign_id: appCampaign, name: 'App DE', type: 'APP', assets: [{ id: appPage }], countries: ['DE'] });
    assert.equal(a.status, 200, a.text);
  });

  it('the association endpoints and clone work for WEB sets', async () => {
    const r = await create(web, setBody({ name: 'Shared' }));
    const add = await manage(t, web, 'POST', '/creative_set/add-to-campaigns', { body: { campaign_ids: [campaign2], creative_set_ids: [r.body.id] } });
    assert.equal(add.status, 200, add.text);
    assert.deepEqual((await one(web, r.body.id)).campaign_ids, [campaign, campaign2]);
    const clone = await manage(t, web, 'POST', '/creative_set/clone', { body: { campaign_id: campaign2, creative_set_id: r.body.id, status: 'PAUSED' } });
    assert.equal(clone.status, 200, clone.text);
    const c = await one(web, clone.body.id);
    assert.equal(c.type, 'WEB');
    assert.equal(c.status, 'PAUSED');
  });
});
