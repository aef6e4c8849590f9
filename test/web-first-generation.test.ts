// Issue 34 item 6 (addendum 6 section 6): the first generation (/campaign_management/v1, OAuth)
// knows app campaigns only. Besides its empty list and refused create, EVERY route naming a
// campaign, creative set or ad (read from the RouteCatalog, so a route added later is covered)
// answers 404 for a WEB account's object, as if it did not exist, and changes nothing; the same
// routes still answer an APP account's objects. Both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { mp4 } from '../src/core/sandbox/sample-media.js';
import { OAUTH_SCOPES } from '../src/core/accounts/model.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { finished, manage, manageAccount, upload, v2Campaign, webCampaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { html } from './helpers/upload-parts.js';

const SURFACE = 'campaign-management-v1';

interface Ids { campaign: string; campaignId: number; set: string; ad: number }

await forEachDatabase('first generation and WEB campaigns', (tdb) => {
  let t: TestApp;
  let web: ManageAccount;
  let app: ManageAccount;
  let webToken: string;
  let appToken: string;
  let webIds: Ids;
  let appIds: Ids;

  /** A campaign with one creative set (and so its ads), made through /manage/v1. */
  async function objectsOf(who: ManageAccount, type: 'APP' | 'WEB'): Promise<Ids> {
    const today = new Date().toISOString().slice(0, 10);
    const made = await manage(t, who, 'POST', '/campaign/create', { body: (type === 'WEB' ? webCampaign : v2Campaign)({ name: `${type} one`, start_date: today }) });
    assert.equal(made.status, 200, made.text);
    const parts = [{ name: 'page.html', contentType: 'text/html', data: html(type === 'WEB' ? 1 : 2) }];
    if (type === 'WEB') parts.push({ name: 'clip.mp4', contentType: 'video/mp4', data: mp4({ width: 720, height: 1280, durationMs: 10_000 }) });
    const up = await upload(t, who, parts);
    assert.equal(up.status, 200, up.text);
    const done = await finished(t, who, up.body.upload_id);
    const set = await manage(t, who, 'POST', '/creative_set/create', {
      body: { campaign_id: made.body.id, name: `${type} set`, type, assets: done.details.map((d: { id: string }) => ({ id: d.id })) },
    });
    assert.equal(set.status, 200, set.text);
    const campaign = await t.c.campaigns.get(who.accountId, { id: Number(made.body.id) });
    const setId = String(set.body.id);
    const view = await t.c.creatives.sets.get(who.accountId, /^\d+$/.test(setId) ? { id: Number(setId) } : { hashedId: setId });
    const { ads } = await t.c.creatives.ads.list(who.accountId, { id: view.set.id });
    assert.ok(ads.length > 0, `the ${type} set has ads`);
    return { campaign: campaign.hashedId, campaignId: campaign.id, set: view.set.hashedId, ad: ads[0]!.id };
  }

  before(async () => {
    t = await startTestApp(await tdb.open());
    web = await manageAccount(t, 'Shop', 'WEB');
    app = await manageAccount(t, 'Game');
    webIds = await objectsOf(web, 'WEB');
    appIds = await objectsOf(app, 'APP');
    webToken = (await firstPartyToken(t, OAUTH_SCOPES.join(' '), web.accountId)).token;
    appToken = (await firstPartyToken(t, OAUTH_SCOPES.join(' '), app.accountId)).token;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  /** Every v1 route whose path names a campaign, a creative set or an ad. */
  const objectRoutes = () => (t.app.catalog.surfaces.get(SURFACE)?.routes ?? []).filter((r) => /:(campaign_id|creative_set_id|ad_id)\b/.test(r.url));
  const concrete = (url: string, ids: Ids, byInteger = false) =>
    url.replace(':campaign_id', byInteger ? String(ids.campaignId) : ids.campaign).replace(':creative_set_id', ids.set).replace(':ad_id', String(ids.ad));
  /** The assets route takes multipart/form-data only (else 415 before the set is looked up). */
  const assetForm = () => {
    const form = new FormData();
    form.set('type', 'TXT_CTA');
    form.set('asset', 'Buy now');
    return form;
  };
  const call = (method: string, url: string, token: string, body?: unknown) =>
    url.includes('/creative_set_assets/')
      ? fetch(`${t.url}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body: assetForm() })
      : fetch(`${t.url}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        });

  it('the routes naming a campaign, a set or an ad are the ones expected (none forgotten)', () => {
    const names = objectRoutes().map((r) => `${r.method} ${r.url.replace('/campaign_management/v1', '')}`).sort();
    for (const expected of [
      'GET /campaign/:campaign_id', 'POST /campaign/:campaign_id', 'GET /campaign_targets/:campaign_id', 'POST /campaign_targets/:campaign_id',
      'GET /sources/:campaign_id', 'POST /sources/:campaign_id', 'GET /creative_sets/:campaign_id',
      'POST /creative_set/:creative_set_id', 'POST /creative_set/:creative_set_id/sizes', 'GET /ads/:creative_set_id', 'GET /ad/:ad_id', 'POST /ad/:ad_id', 'POST /creative_set_assets/:creative_set_id',
    ]) assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`);
  });

  it('every such route answers 404 (not_found) for a WEB account\'s campaign, set or ad, by hashed or integer id', async () => {
    for (const r of objectRoutes()) {
      for (const byInteger of [false, true]) {
        const url = concrete(r.url, webIds, byInteger);
        const res = await call(r.method, url, webToken);
        const text = await res.text();
        assert.equal(res.status, 404, `${r.method} ${url}: ${text}`);
        assert.equal(JSON.parse(text).error, 'not_found', text);
      }
    }
  });

  it('the same routes answer an APP account\'s objects (the 404 is the type\'s, not the route\'s)', async () => {
    for (const r of objectRoutes().filter((x) => x.method === 'GET')) {
      const res = await call('GET', concrete(r.url, appIds), appToken);
      assert.equal(res.status, 200, `${r.url}: ${await res.text()}`);
    }
    const named = await call('POST', concrete('/campaign_management/v1/campaign/:campaign_id', appIds), appToken, { name: 'App renamed' });
    assert.equal(named.status, 200, await named.text());
  });

  it('changes sent to a WEB campaign, set or ad are refused with 404 and change nothing', async () => {
    const v1 = '/campaign_management/v1';
    const before = await t.c.campaigns.getWithTargets(web.accountId, { id: webIds.campaignId });
    const setBefore = await t.c.creatives.sets.get(web.accountId, { hashedId: webIds.set });
    const adsBefore = (await t.c.creatives.ads.list(web.accountId, { hashedId: webIds.set })).ads;
    const attempts: [string, unknown][] = [
      [`${v1}/campaign/${webIds.campaign}`, { name: 'Renamed by v1', status: false }],
      [`${v1}/campaign_targets/${webIds.campaign}`, { countries: [{ DEFAULT: { bid: 9, budget: 900 } }] }],
      [`${v1}/sources/${webIds.campaign}`, { app_id: 'app-1', status: false }],
      [`${v1}/creative_set`, { campaign_id: webIds.campaign, name: 'v1 set' }],
      [`${v1}/creative_set/${webIds.set}`, { name: 'Renamed set' }],
      [`${v1}/creative_set/${webIds.set}/sizes`, { BANNER: false }],
      [`${v1}/ad/${webIds.ad}`, { name: 'Renamed ad', status: false }],
    ];
    for (const [url, body] of attempts) {
      const res = await call('POST', url, webToken, body);
      assert.equal(res.status, 404, `${url}: ${await res.text()}`);
    }
    const asset = await call('POST', `${v1}/creative_set_assets/${webIds.set}`, webToken);
    assert.equal(asset.status, 404, await asset.text());
    assert.deepEqual(await t.c.campaigns.getWithTargets(web.accountId, { id: webIds.campaignId }), before);
    assert.deepEqual((await t.c.campaigns.listSources(web.accountId, { id: webIds.campaignId })).sources, []);
    assert.deepEqual(await t.c.creatives.sets.get(web.accountId, { hashedId: webIds.set }), setBefore);
    assert.deepEqual((await t.c.creatives.ads.list(web.accountId, { hashedId: webIds.set })).ads, adsBefore);
    assert.equal((await t.c.creatives.sets.listByCampaign(web.accountId, { id: webIds.campaignId })).length, 1);
  });
});
