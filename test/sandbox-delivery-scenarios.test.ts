// Issue 35 item 6: exact report scenarios. POST /_sandbox/delivery scripts a (campaign, day,
// country)'s figures (and cohort figures by horizon); /report (by day, day and country, hour, ad,
// totals), /probabilisticReport, the asset reports, the console's CSV and v1's yesterday figures
// answer exactly those; the simulator (clock ticks and backfills) never writes a scripted key;
// re-posting replaces, DELETE removes; every rule is a 400 naming rows[i].field and the value, and
// a refused POST writes nothing; a fixture's `delivery` list does the same. Both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { signIn } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';
import { liveCampaign } from './helpers/live-campaign.js';
import { manage, v2Campaign, webCampaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { v1Client } from './helpers/v1.js';

const START = new Date('2026-12-01T00:10:00Z');
const TOKEN = 'scenario-test-sandbox-token';
const DAY_S = 86_400;
/** After the 10 simulated days of `before`: today is 2026-12-11. */
const D1 = '2026-12-02';
const D2 = '2026-12-03';
const YESTERDAY = '2026-12-10';
const TODAY = '2026-12-11';

interface Advertiser extends ManageAccount {
  reportKey: string;
  email: string;
  password: string;
}

async function advertiser(t: TestApp, name: string, type: 'APP' | 'WEB' = 'APP'): Promise<Advertiser> {
  const a = await t.c.accounts.createAccount(name, { type });
  const email = `u-${t.c.ids.hex32().slice(0, 10)}@example.com`;
  await t.c.accounts.createUser(a.account.id, email, 'scenario password 1');
  return { accountId: a.account.id, key: a.campaignApiKey, reportKey: a.reportKey, email, password: 'scenario password 1' };
}


await forEachDatabase('exact report scenarios (POST /_sandbox/delivery)', (tdb) => {
  let t: TestApp;
  let a: Advertiser;
  let main: { id: string; hashedId: string };
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const get = async (path: string, q: Record<string, string>, who: Advertiser = a) => {
    const res = await fetch(`${t.url}${path}?${new URLSearchParams({ api_key: who.reportKey, format: 'json', ...q })}`);
    const text = await res.text();
    assert.equal(res.status, 200, text);
    return JSON.parse(text).results as Record<string, string>[];
  };
  const report = (q: Record<string, string>, who: Advertiser = a) => get('/report', { report_type: 'advertiser', filter_campaign_id_external: main.hashedId, ...q }, who);
  const cents = (rows: Record<string, string>[], col: string) => rows.reduce((n, r) => n + Math.round(Number(r[col]) * 100), 0);
  const count = (rows: Record<string, string>[], col: string) => rows.reduce((n, r) => n + Number(r[col]), 0);

  // US: a D7 ROAS of 120 %; DE: revenue, ad revenue, retention, purchases by horizon; both on a simulated day
  const US = { campaign_id: '', day: D1, country: 'US', impressions: 10_000, clicks: 250, installs: 40, cost: 123.45, roas: { '7d': 120 } };
  const DE = {
    campaign_id: '', day: D1, country: 'de', impressions: 5_003, clicks: 101, installs: 20, cost: 50.07,
    revenue: { '0d': 12.5, '7d': 40 }, ad_revenue: { '0d': 1.25 }, retention: { '1d': 40, '7d': 10 }, sales: { '7d': 5 }, unique_purchasers: { '7d': 3 },
  };

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(START),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 35, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    a = await advertiser(t, 'Scenario advertiser');
    main = await liveCampaign(t, a, { name: 'Scripted', targeting: [{ country_code: 'US' }, { country_code: 'DE' }, { country_code: 'BR' }] });
    US.campaign_id = main.hashedId;
    DE.campaign_id = main.hashedId;
    const moved = await sb('POST', '/clock', { advance_seconds: 10 * DAY_S });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  });
  after(async () => {
    await t?.close();
  });

  it('replaces a simulated day: /report by day and country, by hour, by ad, totals, cohort columns to the cent', async () => {
    const simulated = await report({ columns: 'country,impressions', start: D1, end: D1 });
    assert.equal(simulated.length, 3, 'the simulator delivered in three countries that day');
    const posted = await sb('POST', '/delivery', { rows: [US, DE] });
    assert.equal(posted.status, 200, JSON.stringify(posted.body));
    assert.equal(posted.body.scripted, 2);

    const cols = 'day,country,impressions,clicks,installs,cost,total_rev_0d,total_rev_7d,iap_rev_7d,ad_rev_7d,roas_7d,ret_1d,ret_3d,ret_7d,sales_7d,unique_purchasers_7d';
    const byCountry = new Map((await report({ columns: cols, start: D1, end: D1 })).map((r) => [r.country, r]));
    assert.deepEqual(byCountry.get('us'), {
      day: D1, country: 'us', impressions: '10000', clicks: '250', installs: '40', cost: '123.45', total_rev_0d: '0.00', total_rev_7d: '148.14', iap_rev_7d: '148.14', ad_rev_7d: '0.00',
      roas_7d: '1.2000', ret_1d: '0.0000', ret_3d: '0.0000', ret_7d: '0.0000', sales_7d: '0', unique_purchasers_7d: '0',
    });
    assert.deepEqual(byCountry.get('de'), {
      day: D1, country: 'de', impressions: '5003', clicks: '101', installs: '20', cost: '50.07', total_rev_0d: '13.75', total_rev_7d: '41.25', iap_rev_7d: '40.00', ad_rev_7d: '1.25',
      roas_7d: (4125 / 5007).toFixed(4), ret_1d: '0.4000', ret_3d: '0.0000', ret_7d: '0.1000', sales_7d: '5', unique_purchasers_7d: '3',
    });
    const br = byCountry.get('br')!;
    assert.ok(Number(br.impressions) > 0, 'the unscripted country keeps the model');

    // the day total is the scripted countries plus the simulated one, exactly
    const [day] = await report({ columns: 'day,impressions,clicks,installs,cost,total_rev_7d', start: D1, end: D1 });
    assert.equal(Number(day!.impressions), 15_003 + Number(br.impressions));
    assert.equal(Math.round(Number(day!.cost) * 100), 12_345 + 5_007 + Math.round(Number(br.cost) * 100));
    assert.equal(Math.round(Number(day!.total_rev_7d) * 100), 14_814 + 4_125 + Math.round(Number(br.total_rev_7d) * 100));
    const [total] = await report({ columns: 'impressions,cost', start: D1, end: D1, filter_country: 'us' });
    assert.deepEqual(total, { impressions: '10000', cost: '123.45' });

    // every breakdown of a scripted key adds up to the scripted figures: hours, ads, creative sets, devices
    for (const dims of ['day,hour', 'ad_id', 'creative_set_id,ad', 'placement_type,device_type', 'traffic_source']) {
      const rows = await report({ columns: `${dims},impressions,clicks,installs,cost,total_rev_7d,ret_1d`, start: D1, end: D1, filter_country: 'us' });
      assert.ok(rows.length >= (dims === 'day,hour' ? 20 : 1), `${dims}: ${rows.length} rows`);
      assert.deepEqual([count(rows, 'impressions'), count(rows, 'clicks'), count(rows, 'installs'), cents(rows, 'cost'), cents(rows, 'total_rev_7d')], [10_000, 250, 40, 12_345, 14_814], dims);
      const de = await report({ columns: `${dims},installs,total_rev_0d,ret_1d,sales_7d,unique_purchasers_7d`, start: D1, end: D1, filter_country: 'de' });
      assert.equal(cents(de, 'total_rev_0d'), 1_375, dims);
      assert.equal(de.reduce((n, r) => n + Math.round(Number(r.ret_1d) * Number(r.installs)), 0), 8, `${dims}: 40 % of 20 users retained on day 1`);
      assert.deepEqual([count(de, 'sales_7d'), count(de, 'unique_purchasers_7d')], [5, 3], dims);
    }
    const ads = await report({ columns: 'ad_id,impressions', start: D1, end: D1, filter_country: 'us' });
    assert.ok(ads.length >= 2, 'spread over the ads of the campaign');
    // the sibling report: the same figures without installs
    const prob = new Map((await get('/probabilisticReport', { report_type: 'advertiser', columns: 'country,impressions,conversions,cost,roas_7d', start: D1, end: D1 })).map((r) => [r.country, r]));
    assert.deepEqual(prob.get('us'), { country: 'us', impressions: '10000', conversions: '40', cost: '123.45', roas_7d: '1.2000' });
  });

  it('the asset reports and the console credit exactly the scripted figures', async () => {
    const days = await report({ columns: 'day,impressions,clicks,cost', start: D1, end: D1 });
    const assets = await get('/assetAnalyticsReport', { columns: 'day,asset_id,impressions,clicks,cost', start: D1, end: D1, filter_campaign_id: main.hashedId });
    assert.ok(assets.length >= 2);
    assert.deepEqual([count(assets, 'impressions'), count(assets, 'clicks'), cents(assets, 'cost')], [count(days, 'impressions'), count(days, 'clicks'), cents(days, 'cost')]);
    const console = await signIn(t, a);
    const csv = await console.get(`/console/reports.csv?start=${D1}&end=${D1}`);
    assert.equal(csv.status, 200);
    const lines = (await csv.text()).trim().split('\r\n');
    const us = lines.find((l) => l.includes(',us,'));
    assert.match(us ?? '', /,us,10000,250,40,123\.45,/);
  });

  it("v1's yesterday figures are the scripted ones; the simulator and backfills never write a scripted key", async () => {
    const rows = ['US', 'DE', 'BR'].map((country, i) => ({ campaign_id: main.hashedId, day: 'today-1', country, impressions: 1000 * (i + 1), clicks: 10 * (i + 1), installs: 3 + i, cost: 9.99 + i }));
    assert.equal((await sb('POST', '/delivery', { rows })).status, 200);
    const todayRow = { campaign_id: main.hashedId, day: 'today', country: 'US', impressions: 777, clicks: 7, installs: 9, cost: 3.33 };
    assert.equal((await sb('POST', '/delivery', { rows: [todayRow] })).status, 200, 'today can be scripted (installs may exceed clicks: view-through)');
    const tok = await firstPartyToken(t, 'campaigns:read', a.accountId);
    const v1 = v1Client(t, tok.token);
    const list = await v1('GET', '/campaigns');
    assert.ok(Array.isArray(list.body), `${list.status} ${JSON.stringify(list.body).slice(0, 300)}`);
    const c = list.body.find((x: any) => x.campaign_id === main.hashedId);
    assert.deepEqual([c.impressions, c.clicks, c.installs, Number(c.spend)], [6000, 60, 12, 32.97]);
    const assets = await get('/assetReport', { range: 'yesterday', columns: 'asset_id,impressions,clicks,cost', filter_campaign_id: main.hashedId });
    assert.deepEqual([count(assets, 'impressions'), count(assets, 'clicks'), cents(assets, 'cost')], [6000, 60, 3297], "/assetReport's yesterday");

    // hours go by: today's other countries deliver, the scripted one stays as scripted
    const before = await report({ columns: 'country,impressions,clicks,installs,cost', start: TODAY, end: TODAY });
    assert.deepEqual(before.find((r) => r.country === 'us'), { country: 'us', impressions: '777', clicks: '7', installs: '9', cost: '3.33' });
    assert.equal((await sb('POST', '/clock', { advance_seconds: 5 * 3600 })).status, 200);
    const later = await report({ columns: 'country,impressions,clicks,installs,cost', start: TODAY, end: TODAY });
    assert.deepEqual(later.find((r) => r.country === 'us'), { country: 'us', impressions: '777', clicks: '7', installs: '9', cost: '3.33' });
    assert.ok(count(later, 'impressions') > count(before, 'impressions'), 'the unscripted countries delivered');
    // a backfill re-simulates the day but its scripted keys
    const backfilled = await t.c.delivery.backfill(D1, D1);
    assert.ok(backfilled.rows > 0);
    const d1 = new Map((await report({ columns: 'country,impressions,cost,total_rev_7d', start: D1, end: D1 })).map((r) => [r.country, r]));
    assert.deepEqual(d1.get('us'), { country: 'us', impressions: '10000', cost: '123.45', total_rev_7d: '148.14' });
    assert.equal(d1.get('de')!.impressions, '5003');
    assert.ok(Number(d1.get('br')!.impressions) > 0);
    // the clock moved past the token's hour: a fresh one
    const v1Again = (await v1Client(t, (await firstPartyToken(t, 'campaigns:read', a.accountId)).token)('GET', '/campaigns')).body.find((x: any) => x.campaign_id === main.hashedId);
    assert.equal(v1Again.impressions, 6000);
  });

  it('posting a key again replaces it; DELETE removes a scripted day', async () => {
    assert.equal((await sb('POST', '/delivery', { rows: [{ ...US, impressions: 20_000, cost: 1 }] })).status, 200);
    const [us] = await report({ columns: 'impressions,cost,roas_7d', start: D1, end: D1, filter_country: 'us' });
    assert.deepEqual(us, { impressions: '20000', cost: '1.00', roas_7d: '1.2000' });
    assert.equal((await sb('POST', '/delivery', { rows: [US] })).status, 200);
    assert.equal((await report({ columns: 'impressions', start: D1, end: D1, filter_country: 'us' }))[0]!.impressions, '10000');

    const removed = await sb('DELETE', `/delivery?campaign_id=${main.hashedId}&day=${D1}&country=DE`);
    assert.deepEqual([removed.status, removed.body], [200, { removed: 1 }]);
    const left = (await report({ columns: 'country,impressions', start: D1, end: D1 })).map((r) => r.country).sort();
    assert.deepEqual(left, ['br', 'us'], 'the removed key has no delivery (the simulator does not go back)');
    assert.deepEqual((await sb('DELETE', `/delivery?campaign_id=${main.hashedId}&day=${D1}&country=DE`)).body, { removed: 0 });
    assert.equal((await sb('POST', '/delivery', { rows: [DE] })).status, 200);
  });

  it('refuses every broken rule with a 400 naming rows[i].field and the value, and writes nothing', async () => {
    const base = { campaign_id: main.hashedId, day: D2, country: 'US', impressions: 100, clicks: 10, installs: 1, cost: 1 };
    const web = await advertiser(t, 'Shop', 'WEB');
    const shop = await manage(t, web, 'POST', '/campaign/create', { body: webCampaign() });
    assert.equal(shop.status, 200, shop.text);
    const shopHashed = (await manage(t, web, 'GET', '/campaign/list', { query: { ids: String(shop.body.id) } })).body[0].hashed_id as string;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ campaign_id: 'f'.repeat(32) }, 'campaign_id', /not a campaign of the sandbox \(f{32}\)/],
      [{ campaign_id: 'abc' }, 'campaign_id', /"abc"/],
      [{ campaign_id: shopHashed }, 'campaign_id', /WEB account's campaign/],
      [{ day: '2026-13-01' }, 'day', /"2026-13-01"/],
      [{ day: '2026-10-01' }, 'day', /report window, 2026-10-27 to 2026-12-11 \(2026-10-01\)/],
      [{ day: '2026-12-12' }, 'day', /report window.*\(2026-12-12\)/],
      [{ country: 'XX' }, 'country', /"XX"/],
      [{ impressions: -5 }, 'impressions', /\(-5\)/],
      [{ installs: 1.5 }, 'installs', /whole number.*\(1\.5\)/],
      [{ clicks: 101 }, 'clicks', /not be more than impressions \(101 > 100\)/],
      [{ cost: 1.234 }, 'cost', /whole cents.*\(1\.234\)/],
      [{ cost: -1 }, 'cost', /\(-1\)/],
      [{ cost: 10.01, roas: { '7d': 33 } }, 'roas.7d', /not a whole number of cents/],
      [{ roas: { '7d': 120 }, revenue: { '7d': 1 } }, 'roas', /cannot be given with revenue/],
      [{ roas: { '7d': 100 }, ad_revenue: { '7d': 1 } }, 'ad_revenue', /cannot be given with roas/],
      [{ revenue: { '0d': 5, '7d': 4 } }, 'revenue.7d', /cumulative \(400 < 500\)/],
      [{ revenue: { '8x': 5 } }, 'revenue.8x', /horizon/],
      [{ installs: 0, revenue: { '0d': 1 } }, 'revenue', /needs installs/],
      [{ installs: 3, retention: { '1d': 50 } }, 'retention.1d', /not a whole number of users/],
      [{ installs: 3, retention: { '0d': 100 } }, 'retention.0d', /horizon 1d/],
      [{ installs: 3, unique_purchasers: { '7d': 4 } }, 'unique_purchasers.7d', /not be more than installs/],
    ];
    const simulated = await report({ columns: 'country,impressions,cost', start: D2, end: D2 });
    for (const [over, field, message] of cases) {
      // a good row first: a refused POST writes none of its rows
      const res = await sb('POST', '/delivery', { rows: [{ ...base, country: 'DE' }, { ...base, ...over }] });
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error, 'validation_failed');
      assert.equal(res.body.field, `rows[1].${field}`, JSON.stringify(res.body));
      assert.match(res.body.message, message, field);
    }
    // an unknown field is ignored and named, as on every surface (X-Ignored-Fields)
    const typo = await fetch(`${t.url}/_sandbox/delivery`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ rows: [{ ...base, day: 'today-30', revenu: { '0d': 1 } }] }) });
    assert.equal(typo.status, 200);
    assert.equal(typo.headers.get('x-ignored-fields'), 'rows[0].revenu');
    const dup = await sb('POST', '/delivery', { rows: [base, { ...base, country: 'us' }] });
    assert.deepEqual([dup.status, dup.body.field], [400, 'rows[1]']);
    assert.match(dup.body.message, /same campaign, day and country as rows\[0\]/);
    assert.equal((await sb('POST', '/delivery', { rows: [] })).body.field, 'rows');
    assert.deepEqual(await report({ columns: 'country,impressions,cost', start: D2, end: D2 }), simulated, 'nothing was written');
  });

  it("a fixture's delivery list scripts figures for its campaigns by name", async () => {
    const doc = {
      accounts: [{ name: 'Fixture scenarios', keys: { campaign_api_key: 'fixture-scenario-campaign-key-01', management_key: 'fixture-scenario-management-01', report_key: 'fixture-scenario-report-key-0001' }, campaigns: [v2Campaign({ name: 'Fixture campaign' })] }],
      delivery: [
        { campaign: 'Fixture campaign', day: 'today-9', country: 'GB', impressions: 4321, clicks: 43, installs: 8, cost: 16.4, roas: { '7d': 150 } },
        { campaign: 'Fixture campaign', day: 'today-9', country: 'FR', impressions: 1000, clicks: 10, installs: 2, cost: 2.5 },
      ],
    };
    const seeded = await sb('POST', '/seed', doc);
    assert.equal(seeded.status, 200, JSON.stringify(seeded.body));
    assert.equal(seeded.body.created.delivery, 2);
    const who = { ...a, reportKey: 'fixture-scenario-report-key-0001' };
    const rows = await get('/report', { report_type: 'advertiser', columns: 'day,country,impressions,clicks,installs,cost,total_rev_7d,roas_7d', start: '2026-12-02', end: '2026-12-02' }, who);
    assert.deepEqual(rows.sort((x, y) => x.country!.localeCompare(y.country!)), [
      { day: '2026-12-02', country: 'fr', impressions: '1000', clicks: '10', installs: '2', cost: '2.50', total_rev_7d: '0.00', roas_7d: '0.0000' },
      { day: '2026-12-02', country: 'gb', impressions: '4321', clicks: '43', installs: '8', cost: '16.40', total_rev_7d: '24.60', roas_7d: '1.5000' },
    ]);
    // seeding the same document again changes nothing; a broken row names delivery[i]
    const again = await sb('POST', '/seed', doc);
    assert.equal(again.status, 200);
    assert.deepEqual([again.body.created.delivery, again.body.existing.delivery], [undefined, 2], 'identical rows are already there');
    assert.equal((await get('/report', { report_type: 'advertiser', columns: 'impressions', start: '2026-12-02', end: '2026-12-02' }, who))[0]!.impressions, '5321');
    // one row's figures changed (its cohort only): that one is written again
    const changed = await sb('POST', '/seed', { ...doc, delivery: [{ ...doc.delivery[0], roas: { '7d': 100 } }, doc.delivery[1]] });
    assert.deepEqual([changed.body.created.delivery, changed.body.existing.delivery], [1, 1]);
    assert.equal((await get('/report', { report_type: 'advertiser', columns: 'total_rev_7d', start: '2026-12-02', end: '2026-12-02' }, who))[0]!.total_rev_7d, '16.40');
    const bad = await sb('POST', '/seed', { ...doc, delivery: [doc.delivery[0], { ...doc.delivery[1], campaign: 'Nobody' }] });
    assert.deepEqual([bad.status, bad.body.field], [400, 'delivery[1].campaign']);
  });
});
