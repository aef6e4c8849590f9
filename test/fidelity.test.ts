// Issue 15: where our own decisions strayed from the spec or the real-service notes. Both engines,
// through HTTP. (Item 5, HTML as browsers take it: assets-pipeline and assets-rules; item 6,
// suppression statuses: suppression-api.)
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { roundHalfEven } from '../src/core/campaigns/decimal.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { call } from './helpers/creatives-http.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, manageAccount, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { finished, upload } from './helpers/manage.js';
import { png } from './helpers/upload-parts.js';
import { png as mediaPng } from './helpers/media.js';

await forEachDatabase('fidelity to the spec and the real-service notes', (tdb) => {
  let t: TestApp;
  let token = '';
  let who: ManageAccount;
  before(async () => {
    t = await startTestApp(await tdb.open());
    token = (await firstPartyToken(t, 'campaigns:write creatives:write')).token;
    who = await manageAccount(t);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });
  const v1 = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${t.url}/campaign_management/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, text };
  };

  it('2: any {MACRO} in a tracking URL is accepted, kept verbatim and named in a Warning header (both generations)', async () => {
    const c = (await v1('POST', '/campaign', { name: 'Macros', platform: 'android', package_name: 'com.example.macros', bid_type: 'CPI' })).body;
    const url = 'https://t.example/c?cid={CAMPAIGN_ID}&sub={MY_SUB_ID}&x={partner.click:id}';
    const r = await v1('POST', `/campaign_targets/${c.campaign_id}`, { countries: [{ DEFAULT: { bid: 1, budget: 10, click_url: url } }, { us: {} }] });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.countries[0].DEFAULT.click_url, url);
    assert.equal(r.headers.get('warning'), '299 campaign-platform "countries.DEFAULT.click_url: {MY_SUB_ID}, {partner.click:id} are not macros the platform expands; kept verbatim"');
    // a known macro only: no warning; a malformed one is still a 400
    const ok = await v1('POST', `/campaign_targets/${c.campaign_id}`, { countries: [{ DEFAULT: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}' } }] });
    assert.equal(ok.headers.get('warning'), null);
    const bad = await v1('POST', `/campaign_targets/${c.campaign_id}`, { countries: [{ DEFAULT: { click_url: 'https://t.example/c?x={}' } }] });
    assert.equal(bad.status, 400);
    const v2 = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ tracking: { click_url: 'https://t.example/c?s={SUB5}', impression_url: 'https://t.example/i', tracking_method: 'TRACKER_01' }, start_date: '2030-01-10' }) });
    assert.equal(v2.status, 200, v2.text);
    assert.match(v2.headers.get('warning') ?? '', /tracking\.click_url: \{SUB5\} is not a macro the platform expands/);
    const listed = await manage(t, who, 'GET', '/campaign/list', { query: { ids: v2.body.id } });
    assert.equal(listed.body[0].tracking.click_url, 'https://t.example/c?s={SUB5}');
  });

  it('7: integers stay integers: goal_period 0 for CPI, os_major_version_min 0 when unset; echoing them back changes nothing', async () => {
    const c = (await v1('POST', '/campaign', { name: 'Ints', platform: 'android', package_name: 'com.example.ints', bid_type: 'CPI' })).body;
    assert.equal(c.goal_period, 0);
    const all = (await v1('GET', '/campaigns')).body as Record<string, unknown>[];
    for (const row of all) {
      for (const k of ['impressions', 'clicks', 'installs', 'goal_period']) assert.ok(Number.isInteger(row[k]), `${k} is an integer`);
      assert.equal(typeof row.spend, 'string');
      assert.equal(typeof row.status, 'boolean');
    }
    const targets = (await v1('GET', `/campaign_targets/${c.campaign_id}`)).body;
    assert.equal(targets.os_major_version_min, 0);
    const echo = await v1('POST', `/campaign/${c.campaign_id}`, { ...c });
    assert.equal(echo.status, 200, echo.text);
  });

  it('4: unknown fields are accepted, ignored and named in X-Ignored-Fields, on both generations', async () => {
    const c = await v1('POST', '/campaign', { name: 'Extra', platform: 'android', package_name: 'com.example.extra', bid_type: 'CPI', staus: true, client_ref: { id: 7 } });
    assert.equal(c.status, 200, c.text);
    assert.equal(c.headers.get('x-ignored-fields'), 'staus, client_ref');
    assert.equal(c.body.status, false);
    const created = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: '2030-01-10', tracking: { click_url: 'https://t.example/c', impression_url: 'https://t.example/i', tracking_method: 'TRACKER_01', pixel: 'x' } }) });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.headers.get('x-ignored-fields'), 'tracking.pixel');
    const typo = await manage(t, who, 'POST', '/campaign/update', { body: { id: created.body.id, type: 'APP', staus: 'LIVE' } });
    assert.equal(typo.status, 200, typo.text);
    assert.equal(typo.headers.get('x-ignored-fields'), 'staus');
    const listed = await manage(t, who, 'GET', '/campaign/list', { query: { ids: created.body.id } });
    assert.equal(listed.body[0].status, 'PAUSED'); // the typo changed nothing, and said so
    assert.equal(listed.headers.get('x-ignored-fields'), null);
    // a multipart form field the endpoint does not take
    const set = await call(t, token, 'POST', '/creative_set', { campaign_id: c.body.campaign_id, name: 'Form' });
    const f = new FormData();
    f.set('type', 'TXT_TITLE');
    f.set('asset', 'Hello');
    f.set('colour', 'blue');
    const res = await fetch(`${t.url}/campaign_management/v1/creative_set_assets/${set.body.creative_set_id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: f });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(res.headers.get('x-ignored-fields'), 'colour');
    await res.arrayBuffer();
  });

  it('9: the second generation never shows a type or status outside spec 2\'s lists, whatever the first generation stored', async () => {
    const V2_TYPES = ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER'];
    const acc = await t.c.accounts.createAccount('Mixed');
    const mine = { accountId: acc.account.id, key: acc.campaignApiKey };
    const tok = (await firstPartyToken(t, 'campaigns:write creatives:write', acc.account.id)).token;
    const camp = (await call(t, tok, 'POST', '/campaign', { name: 'Mixed', platform: 'android', package_name: 'com.example.mixed', bid_type: 'CPI' })).body;
    const set = (await call(t, tok, 'POST', '/creative_set', { campaign_id: camp.campaign_id, name: 'V1 set' })).body;
    const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(fields)) fd.set(k, v);
      if (file) fd.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      return fd;
    };
    await call(t, tok, 'POST', `/creative_set_assets/${set.creative_set_id}`, form({ type: 'TXT_TITLE', asset: 'A title' }));
    await call(t, tok, 'POST', `/creative_set_assets/${set.creative_set_id}`, form({}, { name: 'portrait.png', bytes: mediaPng(640, 960) }));
    await call(t, tok, 'POST', `/creative_set_assets/${set.creative_set_id}`, form({}, { name: 'banner.png', bytes: mediaPng(320, 50) }));
    // a second-generation upload whose file is an interstitial image (no v2 type): REJECTED, type null
    const up = await upload(t, mine, [{ name: 'tall.png', contentType: 'image/png', data: png(640, 960, 3) }]);
    await finished(t, mine, up.body.upload_id);
    const deadline = Date.now() + 20_000;
    let lib: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      lib = (await manage(t, mine, 'GET', '/asset/list')).body;
      if (lib.length >= 2 && lib.every((a) => a.status !== 'IN_REVIEW')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // the v1 interstitial image is not in the v2 library; the v1 banner is; the v2 upload is, REJECTED
    assert.deepEqual(lib.map((a) => [a.name, a.asset_type, a.status]).sort(), [['banner.png', 'IMG_BANNER', 'ACTIVE'], ['tall.png', null, 'REJECTED']]);
    for (const a of lib) {
      assert.ok(a.asset_type === null || V2_TYPES.includes(a.asset_type as string));
      assert.ok(['IN_REVIEW', 'ACTIVE', 'REJECTED'].includes(a.status as string));
      assert.ok(['IMAGE', 'VIDEO', 'HTML', null].includes(a.resource_type as string | null));
    }
    const sets = (await manage(t, mine, 'GET', '/creative_set/list')).body as { assets: Record<string, string>[] }[];
    assert.equal(sets.length, 1);
    for (const m of sets[0]!.assets) {
      assert.ok(V2_TYPES.includes(m.type!), m.type);
      assert.ok(['IMAGE', 'VIDEO', 'HTML'].includes(m.resource_type!));
      assert.ok(['IN_REVIEW', 'ACTIVE', 'REJECTED', 'PAUSED'].includes(m.status!));
    }
  });

  it('8: a JSON number with binary noise is rounded half-even to the field\'s 4 places; a string with more places is still 400', async () => {
    const c = (await v1('POST', '/campaign', { name: 'Noise', platform: 'android', package_name: 'com.example.noise', bid_type: 'CPI' })).body;
    const r = await v1('POST', `/campaign_targets/${c.campaign_id}`, { countries: [{ DEFAULT: { bid: 1.1 * 3, budget: 0.1 + 0.2 } }, { us: {} }] });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual([r.body.countries[0].DEFAULT.bid, r.body.countries[0].DEFAULT.budget], [3.3, 0.3]);
    const s = await v1('POST', `/campaign_targets/${c.campaign_id}`, { countries: [{ DEFAULT: { bid: '3.30001' } }] });
    assert.equal(s.status, 400);
    assert.equal(s.body.field, 'countries.DEFAULT.bid');
    const v2 = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ budget: { daily_budget_for_all_countries: 1.1 * 3 }, start_date: '2030-01-10' }) });
    assert.equal(v2.status, 200, v2.text);
    const listed = await manage(t, who, 'GET', '/campaign/list', { query: { ids: v2.body.id } });
    assert.equal(listed.body[0].budget.daily_budget_for_all_countries, '3.3');
    // the rounding itself: half to even, with carries
    assert.deepEqual(
      ['3.3000000000000003', '0.00005', '0.00015', '0.000250001', '9.99995', '2.12345', '1.5'].map((x) => roundHalfEven(x, 4)),
      ['3.3000', '0.0000', '0.0002', '0.0003', '10.0000', '2.1234', '1.5'],
    );
  });
});
