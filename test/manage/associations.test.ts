// Issue 14: the six association endpoints of the current second-generation API and the model
// under them (a creative set runs in several campaigns, an asset sits in several sets), through
// both generations, on both engines.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { callOk } from '../helpers/creatives-http.js';
import { forEachDatabase } from '../helpers/databases.js';
import { finished, manage, manageAccount, upload, v2Campaign, type ManageAccount } from '../helpers/manage.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { html, png } from '../helpers/upload-parts.js';

await forEachDatabase('manage-v1 associations', (tdb) => {
  let t: TestApp;
  let a: ManageAccount;
  let b: ManageAccount;
  let token: string; // v1 token of account a
  let campaigns: string[]; // 21 campaigns of a (v2 ids)
  const hashOf = new Map<string, string>(); // v2 campaign id -> v1 campaign_id
  let bCampaign: string;
  let htmls: string[]; // 11 HOSTED_HTML assets of a
  let banner: string;
  let bAsset: string;
  let bSet: string;

  const post = (who: ManageAccount, path: string, body: unknown) => manage(t, who, 'POST', path, { body });
  const setOf = async (who: ManageAccount, id: string) => {
    const r = await manage(t, who, 'GET', '/creative_set/list', { query: { ids: id } });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.length, 1, r.text);
    return r.body[0];
  };
  const newSet = async (who: ManageAccount, over: Record<string, unknown> = {}) => {
    const r = await post(who, '/creative_set/create', { name: 'Shared', type: 'APP', assets: [{ id: who === a ? htmls[0] : bAsset }], ...over });
    assert.equal(r.status, 200, r.text);
    return r.body.id as string;
  };
  const v1Sets = (campaign: string) => callOk(t, token, 'GET', `/creative_sets/${hashOf.get(campaign)}`);
  const assets = async (who: ManageAccount, parts: { name: string; contentType: string; data: Buffer }[]) => {
    const up = await upload(t, who, parts);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, who, up.body.upload_id);
    assert.equal(r.summary.success, parts.length, JSON.stringify(r));
    return r.details.map((d: { id: string }) => d.id) as string[];
  };
  const expectError = (r: { status: number; headers: Headers; body: any; text: string }, status: number, field?: string) => {
    assert.equal(r.status, status, r.text);
    assert.ok(r.headers.get('x-al-error-code'), 'the surface\'s error headers');
    if (field) assert.equal(r.body.error.field, field, r.text);
  };

  before(async () => {
    t = await startTestApp(await tdb.open());
    a = await manageAccount(t, 'A');
    b = await manageAccount(t, 'B');
    token = (await firstPartyToken(t, 'campaigns:read creatives:read creatives:write', a.accountId)).token;
    const today = new Date().toISOString().slice(0, 10);
    campaigns = [];
    for (let i = 0; i < 21; i++) {
      const r = await post(a, '/campaign/create', v2Campaign({ name: `C${i}`, start_date: today }));
      assert.equal(r.status, 200, r.text);
      campaigns.push(String(r.body.id));
    }
    for (const c of (await manage(t, a, 'GET', '/campaign/list', { query: { size: 100 } })).body) hashOf.set(String(c.id), c.hashed_id);
    bCampaign = String((await post(b, '/campaign/create', v2Campaign({ name: 'B', start_date: today }))).body.id);
    htmls = await assets(a, Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.html`, contentType: 'text/html', data: html(100 + i) })));
    [banner] = await assets(a, [{ name: 'b.png', contentType: 'image/png', data: png(320, 50, 5) }]);
    [bAsset] = await assets(b, [{ name: 'theirs.html', contentType: 'text/html', data: html(999) }]);
    bSet = await newSet(b, { campaign_id: bCampaign });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  describe('creative sets in several campaigns', () => {
    it('create without campaign_id makes an unattached set: listed, in no campaign', async () => {
      const id = await newSet(a);
      const s = await setOf(a, id);
      assert.deepEqual(s.campaign_ids, []);
      assert.equal('campaign_id' in s, false, 'no campaign to show');
      const byCampaign = await manage(t, a, 'GET', '/creative_set/list_by_campaign_id');
      assert.equal(Object.values(byCampaign.body.campaigns).flat().some((x: any) => x.id === id), false);
    });

    it('add-to-campaigns runs every set in every campaign (ids as numbers or strings), idempotently', async () => {
      const s1 = await newSet(a);
      const s2 = await newSet(a, { campaign_id: campaigns[0] });
      const r = await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [Number(campaigns[0]), campaigns[1], campaigns[1]], creative_set_ids: [s1, Number(s2)] });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.body, {});
      assert.deepEqual((await setOf(a, s1)).campaign_ids, [campaigns[0], campaigns[1]]);
      assert.deepEqual((await setOf(a, s2)).campaign_ids, [campaigns[0], campaigns[1]], 'the link it had stays first');
      assert.equal((await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [campaigns[1]], creative_set_ids: [s1] })).status, 200, 'already linked: no error');
      assert.deepEqual((await setOf(a, s1)).campaign_ids, [campaigns[0], campaigns[1]]);
      // list_by_campaign_id lists (and counts) a shared set under each of its campaigns
      const l = await manage(t, a, 'GET', '/creative_set/list_by_campaign_id', { query: { ids: `${campaigns[0]},${campaigns[1]}` } });
      assert.equal(l.status, 200, l.text);
      for (const c of [campaigns[0]!, campaigns[1]!]) {
        const under = l.body.campaigns[c].filter((x: any) => x.id === s1 || x.id === s2);
        assert.equal(under.length, 2);
        for (const x of under) assert.equal(x.campaign_id, c, 'shown under the campaign it is listed under');
      }
      assert.equal(l.body.creative_set_count, Object.values(l.body.campaigns).flat().length);
      // the first generation sees the same: under each campaign, with that campaign's id
      const h1 = (await setOf(a, s1)).hashed_id;
      for (const c of [campaigns[0]!, campaigns[1]!]) {
        const sets = await v1Sets(c);
        assert.equal(sets.find((x: any) => x.creative_set_id === h1)?.campaign_id, hashOf.get(c));
        assert.ok(sets.every((x: any) => x.campaign_id === hashOf.get(c)));
      }
    });

    it('a shared set edited once is changed in every campaign, in both generations', async () => {
      const s = await newSet(a, { campaign_id: campaigns[2] });
      assert.equal((await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [campaigns[3], campaigns[4]], creative_set_ids: [s] })).status, 200);
      const hashed = (await setOf(a, s)).hashed_id;
      const u = await post(a, '/creative_set/update', { id: s, campaign_id: campaigns[4], type: 'APP', name: 'Edited once', assets: [{ id: htmls[1] }, { id: banner }] });
      assert.equal(u.status, 200, u.text);
      for (const c of [campaigns[2]!, campaigns[3]!, campaigns[4]!]) {
        const v1 = (await v1Sets(c)).find((x: any) => x.creative_set_id === hashed);
        assert.equal(v1?.name, 'Edited once', `under ${c}`);
        assert.equal(v1.assets.length, 2);
        const l = await manage(t, a, 'GET', '/creative_set/list_by_campaign_id', { query: { ids: c } });
        assert.equal(l.body.campaigns[c].find((x: any) => x.id === s).name, 'Edited once');
      }
      // through the first generation too: one edit, seen under every campaign
      assert.equal((await callOk(t, token, 'POST', `/creative_set/${hashed}`, { name: 'Edited in v1' })).name, 'Edited in v1');
      for (const c of [campaigns[2]!, campaigns[3]!]) assert.equal((await v1Sets(c)).find((x: any) => x.creative_set_id === hashed).name, 'Edited in v1');
      // campaign_id on update must be one the set runs in
      expectError(await post(a, '/creative_set/update', { id: s, campaign_id: campaigns[5], type: 'APP', name: 'x' }), 400, 'campaign_id');
      // clone still copies: a new set in one campaign, the source unchanged
      const cl = await post(a, '/creative_set/clone', { campaign_id: campaigns[5], creative_set_id: s, status: 'LIVE' });
      assert.equal(cl.status, 200, cl.text);
      assert.notEqual(cl.body.id, s);
      assert.deepEqual((await setOf(a, cl.body.id)).campaign_ids, [campaigns[5]]);
      assert.deepEqual((await setOf(a, s)).campaign_ids, [campaigns[2], campaigns[3], campaigns[4]]);
    });

    it('remove-from-campaigns and remove-from-all-campaigns detach; the set stays listed, unattached', async () => {
      const s = await newSet(a, { campaign_id: campaigns[6] });
      await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [campaigns[7], campaigns[8]], creative_set_ids: [s] });
      const hashed = (await setOf(a, s)).hashed_id;
      let r = await post(a, '/creative_set/remove-from-campaigns', { campaign_ids: [campaigns[6], campaigns[9]], creative_set_id: Number(s) });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual((await setOf(a, s)).campaign_ids, [campaigns[7], campaigns[8]], 'a campaign it does not run in is ignored');
      assert.equal((await v1Sets(campaigns[6]!)).some((x: any) => x.creative_set_id === hashed), false);
      r = await post(a, '/creative_set/remove-from-all-campaigns', { creative_set_ids: [s] });
      assert.equal(r.status, 200, r.text);
      const after = await setOf(a, s);
      assert.deepEqual(after.campaign_ids, []);
      assert.equal(after.name, 'Shared', 'not deleted');
      for (const c of [campaigns[7]!, campaigns[8]!]) assert.equal((await v1Sets(c)).some((x: any) => x.creative_set_id === hashed), false);
      assert.equal((await callOk(t, token, 'POST', `/creative_set/${hashed}`, {})).campaign_id, '', 'the first generation shows no campaign');
      // and it can be linked again
      assert.equal((await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [campaigns[8]], creative_set_ids: [s] })).status, 200);
      assert.deepEqual((await setOf(a, s)).campaign_ids, [campaigns[8]]);
    });

    it('limits: at most 20 campaigns and 50 sets per call, at least one; nothing changes past them', async () => {
      const s = await newSet(a);
      const sets51 = Array.from({ length: 51 }, () => s);
      expectError(await post(a, '/creative_set/add-to-campaigns', { campaign_ids: campaigns, creative_set_ids: [s] }), 400, 'campaign_ids');
      expectError(await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [campaigns[0]], creative_set_ids: sets51 }), 400, 'creative_set_ids');
      expectError(await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [], creative_set_ids: [s] }), 400, 'campaign_ids');
      expectError(await post(a, '/creative_set/add-to-campaigns', { creative_set_ids: [s] }), 400, 'campaign_ids');
      expectError(await post(a, '/creative_set/remove-from-campaigns', { campaign_ids: campaigns, creative_set_id: s }), 400, 'campaign_ids');
      expectError(await post(a, '/creative_set/remove-from-campaigns', { campaign_ids: [campaigns[0]] }), 400, 'creative_set_id');
      expectError(await post(a, '/creative_set/remove-from-all-campaigns', { creative_set_ids: sets51 }), 400, 'creative_set_ids');
      expectError(await post(a, '/creative_set/add-to-campaigns', { campaign_ids: ['x1'], creative_set_ids: [s] }), 400);
      assert.deepEqual((await setOf(a, s)).campaign_ids, []);
      const ok = await post(a, '/creative_set/add-to-campaigns', { campaign_ids: campaigns.slice(0, 20), creative_set_ids: [s] });
      assert.equal(ok.status, 200, '20 campaigns are allowed');
      assert.equal((await setOf(a, s)).campaign_ids.length, 20);
    });

    it("another account's or an unknown id is not found (404, like an unknown one) and nothing is linked", async () => {
      const s = await newSet(a);
      const cases = [
        { campaign_ids: [campaigns[0], bCampaign], creative_set_ids: [s] },
        { campaign_ids: [campaigns[0]], creative_set_ids: [s, bSet] },
        { campaign_ids: [campaigns[0]], creative_set_ids: [s, '99999999'] },
      ];
      for (const body of cases) expectError(await post(a, '/creative_set/add-to-campaigns', body), 404);
      assert.deepEqual((await setOf(a, s)).campaign_ids, [], 'all or nothing');
      const unknown = await post(a, '/creative_set/add-to-campaigns', { campaign_ids: ['99999999'], creative_set_ids: [s] });
      const foreign = await post(a, '/creative_set/add-to-campaigns', { campaign_ids: [bCampaign], creative_set_ids: [s] });
      assert.equal(foreign.body.error.message.replace(/\d+/g, 'N'), unknown.body.error.message.replace(/\d+/g, 'N'), 'another account\'s id reads exactly like an unknown one');
      expectError(await post(b, '/creative_set/remove-from-all-campaigns', { creative_set_ids: [s] }), 404);
      expectError(await post(b, '/creative_set/remove-from-campaigns', { campaign_ids: [bCampaign], creative_set_id: s }), 404);
      expectError(await post(b, '/creative_set/add-to-campaigns', { campaign_ids: [bCampaign], creative_set_ids: [s] }), 404);
      assert.deepEqual((await setOf(b, bSet)).campaign_ids, [bCampaign]);
    });
  });

  describe('assets in several creative sets', () => {
    it('add-to-creative-sets puts every asset in every set once; remove-from-creative-sets and remove-from-all take them out', async () => {
      const s1 = await newSet(a, { campaign_id: campaigns[10] });
      const s2 = await newSet(a, { campaign_id: campaigns[11] });
      let r = await post(a, '/asset/add-to-creative-sets', { asset_ids: [htmls[2], Number(banner)], creative_set_ids: [s1, Number(s2)] });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.body, {});
      for (const s of [s1, s2]) assert.deepEqual((await setOf(a, s)).assets.map((x: any) => x.id).sort(), [htmls[0], htmls[2], banner].sort());
      r = await post(a, '/asset/add-to-creative-sets', { asset_ids: [htmls[2]], creative_set_ids: [s1] });
      assert.equal(r.status, 200, 'already in the set: no error, no second copy');
      assert.equal((await setOf(a, s1)).assets.length, 3);
      // the first generation sees the assets and the ads they make
      const hashed = (await setOf(a, s1)).hashed_id;
      const v1 = (await v1Sets(campaigns[10]!)).find((x: any) => x.creative_set_id === hashed);
      assert.equal(v1.assets.length, 3);
      assert.ok(v1.ads.length >= 1);
      r = await post(a, '/asset/remove-from-creative-sets', { asset_id: htmls[2], creative_set_ids: [s1] });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual((await setOf(a, s1)).assets.map((x: any) => x.id).sort(), [htmls[0], banner].sort());
      assert.equal((await setOf(a, s2)).assets.length, 3, 'other sets keep it');
      r = await post(a, '/asset/remove-from-all-creative-sets', { asset_ids: [banner, htmls[2]] });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual((await setOf(a, s1)).assets.map((x: any) => x.id), [htmls[0]]);
      assert.deepEqual((await setOf(a, s2)).assets.map((x: any) => x.id), [htmls[0]]);
      const lib = await manage(t, a, 'GET', '/asset/list', { query: { ids: `${banner},${htmls[2]}` } });
      assert.equal(lib.body.length, 2, 'the assets stay in the library');
    });

    it('limits: 10 assets and 50 sets per call; a set\'s per-type limit refuses the whole call', async () => {
      const s = await newSet(a);
      expectError(await post(a, '/asset/add-to-creative-sets', { asset_ids: htmls, creative_set_ids: [s] }), 400, 'asset_ids');
      expectError(await post(a, '/asset/add-to-creative-sets', { asset_ids: [htmls[1]], creative_set_ids: Array.from({ length: 51 }, () => s) }), 400, 'creative_set_ids');
      expectError(await post(a, '/asset/remove-from-all-creative-sets', { asset_ids: htmls }), 400, 'asset_ids');
      expectError(await post(a, '/asset/remove-from-creative-sets', { creative_set_ids: [s] }), 400, 'asset_id');
      // s holds htmls[0]; nine more make ten HOSTED_HTML: allowed; an eleventh is not
      const full = await newSet(a);
      assert.equal((await post(a, '/asset/add-to-creative-sets', { asset_ids: htmls.slice(1, 10), creative_set_ids: [full] })).status, 200);
      assert.equal((await setOf(a, full)).assets.length, 10);
      const other = await newSet(a);
      const r = await post(a, '/asset/add-to-creative-sets', { asset_ids: [htmls[10]], creative_set_ids: [other, full] });
      expectError(r, 400, 'asset_ids');
      assert.match(r.body.error.message, new RegExp(`creative set ${full}.*HOSTED_HTML`));
      assert.equal((await setOf(a, other)).assets.length, 1, 'all or nothing: the set that had room did not change either');
      assert.equal((await setOf(a, full)).assets.length, 10);
    });

    it("another account's assets and sets are never linked or revealed", async () => {
      const s = await newSet(a);
      expectError(await post(a, '/asset/add-to-creative-sets', { asset_ids: [bAsset], creative_set_ids: [s] }), 404);
      expectError(await post(a, '/asset/add-to-creative-sets', { asset_ids: [htmls[3]], creative_set_ids: [bSet] }), 404);
      expectError(await post(b, '/asset/remove-from-all-creative-sets', { asset_ids: [htmls[0]] }), 404);
      expectError(await post(b, '/asset/remove-from-creative-sets', { asset_id: bAsset, creative_set_ids: [s] }), 404);
      assert.deepEqual((await setOf(a, s)).assets.map((x: any) => x.id), [htmls[0]]);
      assert.deepEqual((await setOf(b, bSet)).assets.map((x: any) => x.id), [bAsset]);
    });
  });
});
