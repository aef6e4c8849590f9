import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { finished, manage, manageAccount, upload, v2Campaign, type ManageAccount } from '../helpers/manage.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { html, png } from '../helpers/upload-parts.js';

const SET_KEYS = ['assets', 'campaign_id', 'campaign_ids', 'countries', 'created_at', 'hashed_id', 'id', 'languages', 'name', 'product_page', 'status', 'type', 'version'];

await forEachDatabase('manage-v1 creative sets', (tdb) => {
  let t: TestApp;
  let a: ManageAccount;
  let b: ManageAccount;
  let campaign: string; // v2 id
  let campaign2: string;
  let otherCampaign: string; // account b
  let htmls: string[]; // 11 HOSTED_HTML asset ids
  let banners: string[]; // 2 IMG_BANNER
  let icon: string; // an asset of a type v2 sets do not take
  let bHtml: string; // account b's HOSTED_HTML

  async function assetsOf(who: ManageAccount, parts: { name: string; contentType: string; data: Buffer }[]): Promise<string[]> {
    const up = await upload(t, who, parts);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, who, up.body.upload_id);
    assert.equal(r.summary.success, parts.length, JSON.stringify(r));
    return r.details.map((d: { id: string }) => d.id);
  }

  before(async () => {
    t = await startTestApp(await tdb.open());
    a = await manageAccount(t, 'A');
    b = await manageAccount(t, 'B');
    const today = new Date().toISOString().slice(0, 10);
    const mk = async (who: ManageAccount, name: string) => {
      const r = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name, start_date: today }) });
      assert.equal(r.status, 200, r.text);
      return r.body.id as string;
    };
    campaign = await mk(a, 'C1');
    campaign2 = await mk(a, 'C2');
    otherCampaign = await mk(b, 'B1');
    htmls = await assetsOf(a, Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.html`, contentType: 'text/html', data: html(i) })));
    banners = await assetsOf(a, [0, 1].map((i) => ({ name: `b${i}.png`, contentType: 'image/png', data: png(320, 50, i) })));
    // uploaded through v2 as a square image: typed, then REJECTED by the review (not a v2 type)
    const up = await upload(t, a, [{ name: 'icon.png', contentType: 'image/png', data: png(512, 512, 3) }]);
    icon = (await finished(t, a, up.body.upload_id)).details[0].id;
    bHtml = (await assetsOf(b, [{ name: 'b.html', contentType: 'text/html', data: html(99) }]))[0]!;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const create = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/creative_set/create', { body });
  const update = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/creative_set/update', { body });
  const list = (who: ManageAccount, query: Record<string, string | number> = {}) => manage(t, who, 'GET', '/creative_set/list', { query });
  const one = async (who: ManageAccount, id: string) => {
    const r = await list(who, { ids: id });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.length, 1);
    return r.body[0];
  };
  const setBody = (over: Record<string, unknown> = {}) => ({
    campaign_id: campaign,
    name: 'Set',
    type: 'APP',
    assets: [{ id: htmls[0] }, { id: banners[0] }],
    ...over,
  });

  it('create answers {"id", "version": "V2"}; the list item has exactly the documented shape', async () => {
    const r = await create(a, setBody({ name: 'First', languages: ['ENGLISH', 'german'], countries: ['us'], product_page: 'https://apps.example/page', status: 'paused', version: 'V1', created_at: 'x' }));
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(Object.keys(r.body).sort(), ['id', 'version']);
    assert.match(r.body.id, /^\d+$/);
    assert.equal(r.body.version, 'V2'); // version is Ignored: new sets are V2
    const s = await one(a, r.body.id);
    assert.deepEqual(Object.keys(s).sort(), SET_KEYS);
    assert.equal(s.id, r.body.id);
    assert.match(s.hashed_id, /^[0-9a-f]{32}$/);
    assert.equal(s.campaign_id, campaign);
    assert.equal(s.type, 'APP');
    assert.equal(s.name, 'First');
    assert.deepEqual(s.languages, ['ENGLISH', 'GERMAN']);
    assert.deepEqual(s.countries, ['US']);
    assert.equal(s.product_page, 'https://apps.example/page');
    assert.equal(s.status, 'PAUSED');
    assert.equal(s.version, 'V2');
    assert.match(s.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    assert.deepEqual(s.assets.map((x: { id: string; type: string; resource_type: string }) => [x.id, x.type, x.resource_type]), [[htmls[0], 'HOSTED_HTML', 'HTML'], [banners[0], 'IMG_BANNER', 'IMAGE']]);
    for (const x of s.assets) {
      assert.deepEqual(Object.keys(x).sort(), ['id', 'name', 'resource_type', 'status', 'type', 'url']);
      assert.equal(x.status, 'ACTIVE');
    }
  });

  describe('Create flags and rules', () => {
    // campaign_id is Required in document 2 but optional on the current service (spec 4): the
    // set is made unattached (test/manage/associations.test.ts)
    for (const f of ['name', 'type', 'assets']) {
      it(`Required: ${f}`, async () => {
        const body: Record<string, unknown> = setBody();
        delete body[f];
        const r = await create(a, body);
        assert.equal(r.status, 400, r.text);
        assert.equal(r.body.error.field, f);
      });
    }
    for (const f of ['id', 'hashed_id']) {
      it(`Forbidden: ${f}`, async () => {
        const r = await create(a, setBody({ [f]: '1' }));
        assert.equal(r.status, 400);
        assert.equal(r.body.error.field, f);
      });
    }
    it('Optional: countries, languages, product_page, status (LIVE by default)', async () => {
      const r = await create(a, setBody());
      const s = await one(a, r.body.id);
      assert.deepEqual([s.countries, s.languages, s.product_page, s.status], [[], [], null, 'LIVE']);
    });
    it('Ignored: the asset objects\' name, status, type, url, resource_type', async () => {
      const r = await create(a, setBody({ assets: [{ id: htmls[1], name: 'x', status: 'REJECTED', type: 'IMG_BANNER', url: 'u', resource_type: 'VIDEO' }] }));
      assert.equal(r.status, 200, r.text);
      const s = await one(a, r.body.id);
      assert.deepEqual(s.assets.map((x: { type: string; status: string }) => [x.type, x.status]), [['HOSTED_HTML', 'ACTIVE']]);
    });
    it('a HOSTED_HTML asset is required; only the four types; only own, known assets', async () => {
      let r = await create(a, setBody({ assets: [{ id: banners[0] }] }));
      assert.equal(r.body.error.field, 'assets');
      r = await create(a, setBody({ assets: [{ id: htmls[0] }, { id: icon }] }));
      assert.equal(r.status, 400);
      assert.equal(r.body.error.field, 'assets[1].id');
      r = await create(a, setBody({ assets: [{ id: htmls[0] }, { id: bHtml }] }));
      assert.equal(r.body.error.field, 'assets[1].id');
      r = await create(a, setBody({ assets: [{ id: '99999999' }] }));
      assert.equal(r.body.error.field, 'assets[0].id');
      r = await create(a, setBody({ assets: [] }));
      assert.equal(r.body.error.field, 'assets');
    });
    it('V2 limit: ten assets of a type, not eleven', async () => {
      const ten = await create(a, setBody({ assets: htmls.slice(0, 10).map((id) => ({ id })) }));
      assert.equal(ten.status, 200, ten.text);
      assert.equal((await one(a, ten.body.id)).assets.length, 10);
      const eleven = await create(a, setBody({ assets: htmls.map((id) => ({ id })) }));
      assert.equal(eleven.status, 400);
      assert.match(eleven.body.error.field, /^assets/);
    });
    it('languages by name, countries of the table; another account\'s campaign is refused', async () => {
      let r = await create(a, setBody({ languages: ['KLINGON'] }));
      assert.equal(r.body.error.field, 'languages[0]');
      r = await create(a, setBody({ countries: ['ZZ'] }));
      assert.equal(r.body.error.field, 'countries[0]');
      // spec 1: a country the campaign does not target is "not eligible": stored, not served there, no 400
      r = await create(a, setBody({ countries: ['JP'] }));
      assert.equal(r.status, 200, r.text);
      r = await create(a, setBody({ campaign_id: otherCampaign }));
      assert.equal(r.status, 400);
      assert.equal(r.body.error.field, 'campaign_id');
    });
  });

  describe('Update flags', () => {
    let id: string;
    before(async () => {
      id = (await create(a, setBody({ name: 'To update' }))).body.id;
    });
    it('Required: id, type (campaign_id is optional, as on the current service)', async () => {
      for (const f of ['id', 'type']) {
        const body: Record<string, unknown> = { id, campaign_id: campaign, type: 'APP', name: 'x' };
        delete body[f];
        const r = await update(a, body);
        assert.equal(r.status, 400, f);
        assert.equal(r.body.error.field, f);
      }
    });
    it('Optional fields change; Ignored ones (hashed_id, version) do not; answers {"id", "version"}', async () => {
      const before = await one(a, id);
      const r = await update(a, { id, campaign_id: campaign, type: 'APP', name: 'Updated', status: 'PAUSED', languages: ['FRENCH'], countries: ['de'], product_page: 'p2', assets: [{ id: htmls[2] }, { id: htmls[3] }, { id: banners[1] }], hashed_id: 'f'.repeat(32), version: 'V1' });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.body, { id, version: 'V2' });
      const s = await one(a, id);
      assert.equal(s.name, 'Updated');
      assert.equal(s.status, 'PAUSED');
      assert.deepEqual(s.languages, ['FRENCH']);
      assert.deepEqual(s.countries, ['DE']);
      assert.equal(s.product_page, 'p2');
      assert.deepEqual(s.assets.map((x: { id: string }) => x.id), [htmls[2], htmls[3], banners[1]]);
      assert.equal(s.hashed_id, before.hashed_id);
      assert.equal(s.version, 'V2');
      // assets sent without a HOSTED_HTML are refused
      const bad = await update(a, { id, campaign_id: campaign, type: 'APP', assets: [{ id: banners[0] }] });
      assert.equal(bad.body.error.field, 'assets');
    });
    it("another account's set is 404; a set does not move to another campaign", async () => {
      const r = await update(b, { id, campaign_id: otherCampaign, type: 'APP', name: 'stolen' });
      assert.equal(r.status, 404);
      const mv = await update(a, { id, campaign_id: campaign2, type: 'APP' });
      assert.equal(mv.status, 400);
      assert.equal(mv.body.error.field, 'campaign_id');
    });
  });

  describe('clone, V1 sets, lists', () => {
    it('clone of a V2 set into another campaign with the given status (lower case accepted)', async () => {
      const src = (await create(a, setBody({ name: 'Source', languages: ['ENGLISH'], status: 'LIVE' }))).body.id;
      const r = await manage(t, a, 'POST', '/creative_set/clone', { body: { campaign_id: Number(campaign2), creative_set_id: Number(src), status: 'paused' } });
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.version, 'V2');
      const s = await one(a, r.body.id);
      assert.equal(s.campaign_id, campaign2);
      assert.equal(s.status, 'PAUSED');
      assert.equal(s.name, 'Source');
      assert.deepEqual(s.languages, ['ENGLISH']);
      assert.deepEqual(s.assets.map((x: { id: string }) => x.id), [htmls[0], banners[0]]);
      // into another account's campaign, or from another account's set: refused
      const foreign = await manage(t, a, 'POST', '/creative_set/clone', { body: { campaign_id: otherCampaign, creative_set_id: src, status: 'LIVE' } });
      assert.equal(foreign.status, 400);
      const theirs = await manage(t, b, 'POST', '/creative_set/clone', { body: { campaign_id: otherCampaign, creative_set_id: src, status: 'LIVE' } });
      assert.equal(theirs.status, 404);
      const badStatus = await manage(t, a, 'POST', '/creative_set/clone', { body: { campaign_id: campaign2, creative_set_id: src, status: 'ON' } });
      assert.equal(badStatus.body.error.field, 'status');
    });

    it('a V1 set (made by the first generation) keeps one asset per type; its clone is V1', async () => {
      const { token } = await firstPartyToken(t, 'creatives:write campaigns:read', a.accountId);
      const c1 = (await manage(t, a, 'GET', '/campaign/list', { query: { ids: campaign } })).body[0];
      const res = await fetch(`${t.url}/campaign_management/v1/creative_set`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ campaign_id: c1.hashed_id, name: 'V1 set', languages: ['en'] }),
      });
      assert.equal(res.status, 200, await res.clone().text());
      const v1set = (await res.json()) as { creative_set_id: string };
      const s = (await list(a, { hashed_ids: v1set.creative_set_id })).body[0];
      assert.equal(s.version, 'V1');
      const two = await update(a, { id: s.id, campaign_id: campaign, type: 'APP', assets: [{ id: htmls[4] }, { id: htmls[5] }] });
      assert.equal(two.status, 400, two.text);
      assert.match(two.body.error.field, /^assets/);
      const ok = await update(a, { id: s.id, campaign_id: campaign, type: 'APP', assets: [{ id: htmls[4] }, { id: banners[0] }] });
      assert.equal(ok.status, 200, ok.text);
      assert.deepEqual(ok.body, { id: s.id, version: 'V1' });
      const cl = await manage(t, a, 'POST', '/creative_set/clone', { body: { campaign_id: campaign2, creative_set_id: s.id, status: 'LIVE' } });
      assert.equal(cl.status, 200, cl.text);
      assert.equal(cl.body.version, 'V1');
      assert.equal((await one(a, cl.body.id)).version, 'V1');
    });

    it('list: ids, hashed_ids, paging edges, 101 ids, ids with hashed_ids; other accounts never visible', async () => {
      const all = (await list(a)).body;
      const ids = all.map((s: { id: string }) => Number(s.id));
      assert.deepEqual(ids, [...ids].sort((x, y) => x - y));
      assert.deepEqual((await list(a, { size: 2, page: 2 })).body.map((s: { id: string }) => s.id), all.slice(2, 4).map((s: { id: string }) => s.id));
      assert.deepEqual((await list(a, { page: 99 })).body, []);
      for (const [k, v] of [['size', 0], ['size', 101], ['page', 0]] as const) assert.equal((await list(a, { [k]: v })).body.error.field, k);
      assert.equal((await list(a, { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') })).body.error.field, 'ids');
      assert.equal((await list(a, { ids: all[0].id, hashed_ids: all[0].hashed_id })).body.error.field, 'hashed_ids');
      assert.deepEqual((await list(a, { hashed_ids: all[1].hashed_id })).body.map((s: { id: string }) => s.id), [all[1].id]);
      assert.deepEqual((await list(b)).body, []);
      assert.deepEqual((await list(b, { ids: ids.join(',') })).body, []);
    });

    it('list_by_campaign_id: {"campaign_count", "creative_set_count", "campaigns": {"<id>": [...]}}', async () => {
      const r = await manage(t, a, 'GET', '/creative_set/list_by_campaign_id', { query: { ids: `${campaign},${campaign2},${otherCampaign}` } });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(Object.keys(r.body).sort(), ['campaign_count', 'campaigns', 'creative_set_count']);
      assert.deepEqual(Object.keys(r.body.campaigns).sort(), [campaign, campaign2].sort());
      assert.equal(r.body.campaign_count, 2);
      const total = Object.values(r.body.campaigns as Record<string, unknown[]>).reduce((n, l) => n + l.length, 0);
      assert.equal(r.body.creative_set_count, total);
      for (const [cid, sets] of Object.entries(r.body.campaigns as Record<string, { campaign_id: string }[]>)) {
        for (const s of sets) {
          assert.equal(s.campaign_id, cid);
          assert.deepEqual(Object.keys(s).sort(), SET_KEYS);
        }
      }
      const past = await manage(t, a, 'GET', '/creative_set/list_by_campaign_id', { query: { ids: campaign, page: 50 } });
      assert.deepEqual(past.body, { campaign_count: 0, creative_set_count: 0, campaigns: {} });
      const theirs = await manage(t, b, 'GET', '/creative_set/list_by_campaign_id', { query: { ids: campaign } });
      assert.deepEqual(theirs.body, { campaign_count: 0, creative_set_count: 0, campaigns: {} });
      assert.equal((await manage(t, a, 'GET', '/creative_set/list_by_campaign_id', { query: { size: 0 } })).body.error.field, 'size');
    });
  });
});
