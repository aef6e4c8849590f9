// Issue 21 on both engines: every advertiser column of the real connector's default table in one
// request, each meaning what its name says on a campaign built for it; the cohort columns coherent
// (and young cohorts young); /probabilisticReport and /skaReport. Campaigns are created through the
// APIs, the sandbox clock runs the simulator for nine days.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { TRAFFIC_SOURCES } from '../src/core/delivery/traffic-sources.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { finished, manage, upload, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { html, png } from './helpers/upload-parts.js';
import { mp4 } from './helpers/media.js';
import { v1Client } from './helpers/v1.js';

const START = new Date('2026-12-01T00:10:00Z');
const TOKEN = 'report-columns-sandbox-token';
const DAYS = 10;
const FIRST = '2026-12-01';
const TODAY = '2026-12-11';
const dayOf = (i: number) => new Date(Date.parse(`${FIRST}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
/** The widely used connector's default advertiser table (38 columns), plus two older clients' columns. */
export const CONNECTOR_COLUMNS = [
  'ad', 'ad_creative_type', 'ad_id', 'ad_type', 'average_cpa', 'average_cpc', 'campaign', 'campaign_ad_type', 'campaign_bid_goal', 'campaign_id_external',
  'campaign_package_name', 'campaign_roas_goal', 'campaign_store_id', 'campaign_type', 'clicks', 'conversions', 'conversion_rate', 'cost', 'country',
  'creative_set', 'creative_set_id', 'ctr', 'custom_page_id', 'day', 'device_type', 'external_placement_id', 'first_purchase', 'hour', 'impressions',
  'installs', 'optimization_day_target', 'placement_type', 'platform', 'redownloads', 'sales', 'size', 'target_event', 'traffic_source',
];
const REV = [0, 1, 2, 3, 7, 14, 28, 30];
const COHORT = [
  ...REV.flatMap((n) => [`total_rev_${n}d`, `ad_rev_${n}d`, `iap_rev_${n}d`, `roas_${n}d`, `unique_purchasers_${n}d`, `sales_${n}d`]),
  ...[1, 3, 7, 14, 28].map((n) => `ret_${n}d`),
];
const FIRST_ENGINE = new Map<string, unknown>();

type Rows = Record<string, string>[];
const cents = (v: string) => Math.round(Number(v) * 100);

await forEachDatabase('report columns, cohorts and the three reports', (tdb) => {
  let t: TestApp;
  let who: ManageAccount & { reportKey: string };
  const ids: Record<'roas' | 'cpp' | 'banner', { id: string; hashedId: string }> = {} as never;

  const report = async (q: Record<string, string>, path = '/report') => {
    const res = await fetch(`${t.url}${path}?${new URLSearchParams({ api_key: who.reportKey, report_type: 'advertiser', start: FIRST, end: TODAY, format: 'json', ...q })}`);
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as { code: number; results: Rows; count: number; field?: string; message?: string } };
  };
  const rows = async (q: Record<string, string>, path?: string): Promise<Rows> => {
    const r = await report(q, path);
    assert.equal(r.status, 200, r.text.slice(0, 500));
    return r.body.results;
  };
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });

  /** A LIVE campaign whose creative set holds these processed, approved files. */
  async function live(over: Record<string, unknown>, files: { name: string; contentType: string; data: Buffer }[], set: Record<string, unknown> = {}) {
    const created = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: FIRST, end_date: '2027-06-01', ...over }) });
    assert.equal(created.status, 200, created.text);
    const id = String(created.body.id);
    assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id, type: 'APP', status: 'LIVE' } })).status, 200);
    const up = await upload(t, who, files);
    const done = (await finished(t, who, up.body.upload_id)).details as { id: string; file_status: string; error_message?: string }[];
    assert.ok(done.every((f) => f.file_status === 'SUCCESS'), JSON.stringify(done));
    const s = await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: id, type: 'APP', name: `Set ${id}`, assets: done.map((f) => ({ id: f.id })), ...set } });
    assert.equal(s.status, 200, s.text);
    const list = await manage(t, who, 'GET', '/campaign/list', { query: { ids: id } });
    return { id, hashedId: String(list.body[0].hashed_id) };
  }

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(START),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 7, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    const a = await t.c.accounts.createAccount('Columns');
    who = { accountId: a.account.id, key: a.campaignApiKey, reportKey: a.reportKey };
    const video = mp4({ width: 720, height: 1280, durationMs: 9500 });
    ids.roas = await live(
      { name: 'ROAS IAP', package_name: 'com.example.roas', goal: { goal_type: 'CHK_ROAS', goal_value_for_all_countries: '30', roas_day_target: 'DAY7' }, targeting: [{ country_code: 'US' }, { country_code: 'DE' }, { country_code: 'GB' }, { country_code: 'CA' }] },
      [{ name: 'play.html', contentType: 'text/html', data: html(1) }, { name: 'clip.mp4', contentType: 'video/mp4', data: video }],
      { product_page: 'ppid-7f3a' },
    );
    ids.cpp = await live(
      { name: 'CPP iOS tablets', platform: 'IOS', package_name: 'com.example.iosgame', itunes_id: 123456789, goal: { goal_type: 'CPP', goal_value_for_all_countries: '10' }, targeting: [{ country_code: 'US' }], bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING' },
      [{ name: 'play2.html', contentType: 'text/html', data: html(2) }],
    );
    ids.banner = await live(
      { name: 'Banner CPI', package_name: 'com.example.banner', goal: { goal_type: 'CPI', goal_value_for_all_countries: '0.8' }, targeting: [{ country_code: 'BR' }] },
      [{ name: 'play3.html', contentType: 'text/html', data: html(3) }, { name: 'banner.png', contentType: 'image/png', data: png(320, 50, 3) }],
    );
    // tablets only (device_types: v1 campaign targets, iOS)
    const tok = await firstPartyToken(t, 'campaigns:write', who.accountId);
    const dt = await v1Client(t, tok.token)('POST', `/campaign_targets/${ids.cpp.hashedId}`, { device_types: ['tablet'] });
    assert.equal(dt.status, 200, JSON.stringify(dt.body));
    const moved = await sb('POST', '/clock', { advance_seconds: DAYS * 86_400 });
    assert.equal(moved.status, 200, await moved.text());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it("the connector's 38 default columns, app_id_external and application answer in one request, each value a number, a date or text", async () => {
    const columns = [...CONNECTOR_COLUMNS, 'app_id_external', 'application'];
    const r = await rows({ columns: columns.join(','), start: dayOf(8), end: dayOf(8) });
    assert.ok(r.length > 20, `rows: ${r.length}`);
    for (const row of r) {
      assert.deepEqual(Object.keys(row), columns, 'every requested column, in the requested order');
      for (const m of ['average_cpa', 'average_cpc', 'clicks', 'conversions', 'conversion_rate', 'cost', 'ctr', 'first_purchase', 'impressions', 'installs', 'redownloads', 'sales']) assert.match(row[m]!, /^\d+(\.\d+)?$/, `${m}: ${row[m]}`);
      assert.equal(row.day, dayOf(8));
      assert.match(row.hour!, /^\d\d:00$/);
      assert.equal(row.campaign_ad_type, 'ua');
      assert.equal(row.target_event, '');
    }
  });

  it('campaign columns: the promoted app, its store id, the goals and the goal day', async () => {
    const r = await rows({ columns: 'campaign,campaign_id_external,campaign_package_name,campaign_store_id,campaign_type,campaign_bid_goal,campaign_roas_goal,optimization_day_target,bidding_and_billing_method,platform,installs' });
    const by = new Map(r.map((x) => [x.campaign_id_external, x]));
    assert.deepEqual(
      [by.get(ids.roas.hashedId)!.campaign_package_name, by.get(ids.roas.hashedId)!.campaign_store_id, by.get(ids.roas.hashedId)!.campaign_type, by.get(ids.roas.hashedId)!.campaign_bid_goal, by.get(ids.roas.hashedId)!.campaign_roas_goal, by.get(ids.roas.hashedId)!.optimization_day_target, by.get(ids.roas.hashedId)!.platform],
      ['com.example.roas', 'com.example.roas', 'ROAS_IAP', '', '30', '7', 'android'],
    );
    const cpp = by.get(ids.cpp.hashedId)!;
    assert.deepEqual([cpp.campaign_package_name, cpp.campaign_store_id, cpp.campaign_bid_goal, cpp.campaign_roas_goal, cpp.optimization_day_target, cpp.bidding_and_billing_method, cpp.platform], ['com.example.iosgame', '123456789', '10', '', '7', 'AUTO_BIDDING_WITH_CPM_BILLING', 'ios']);
    const cpi = by.get(ids.banner.hashedId)!;
    assert.deepEqual([cpi.campaign_bid_goal, cpi.optimization_day_target, cpi.campaign_type], ['0.8', '', 'CPI']);
    // grouped by the app alone
    const apps = await rows({ columns: 'campaign_package_name,installs' });
    assert.deepEqual(apps.map((x) => x.campaign_package_name).sort(), ['com.example.banner', 'com.example.iosgame', 'com.example.roas']);
    const bad = await report({ columns: 'campaign_roas_goal,installs' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'columns');
  });

  it('device type respects the device targeting; placement type follows the ad; the ad creative type its template; custom_page_id the set', async () => {
    const devices = await rows({ columns: 'campaign_id_external,device_type,impressions' });
    const of = (h: string) => devices.filter((d) => d.campaign_id_external === h).map((d) => d.device_type).sort();
    assert.deepEqual(of(ids.cpp.hashedId), ['tablet'], 'a tablets-only campaign serves tablets only');
    assert.ok(of(ids.roas.hashedId).includes('phone') && of(ids.roas.hashedId).every((d) => ['phone', 'tablet', 'other'].includes(d)));
    const placements = await rows({ columns: 'campaign_id_external,size,placement_type,impressions' });
    for (const p of placements) {
      const allowed: Record<string, string[]> = { BANNER: ['BANNER'], INTER: ['INTER', 'REWARDED_INTER'], PRELOAD: ['APP_OPEN'], MREC: ['MREC'], LEADER: ['LEADER'] };
      assert.ok(allowed[p.size!]!.includes(p.placement_type!), JSON.stringify(p));
    }
    assert.ok(placements.some((p) => p.campaign_id_external === ids.banner.hashedId && p.size === 'BANNER' && p.placement_type === 'BANNER'), 'the banner serves in banner placements');
    assert.ok(placements.some((p) => p.placement_type === 'REWARDED_INTER') && placements.some((p) => p.placement_type === 'INTER'));
    const ads = await rows({ columns: 'ad,ad_type,ad_creative_type,impressions' });
    const kinds = new Map(ads.map((a) => [a.ad!, a.ad_creative_type!]));
    for (const [name, kind] of kinds) {
      const expected = /Playable Endcard/.test(name) ? 'VIDEO_PLAYABLE' : /Playable/.test(name) ? 'PLAYABLE' : /over 15s|under 15s/.test(name) ? 'VIDEO_GRAPHIC' : 'GRAPHIC';
      assert.equal(kind, expected, name);
    }
    assert.ok([...kinds.values()].includes('VIDEO_PLAYABLE'), 'the video + playable set serves its end-card ad');
    const pages = await rows({ columns: 'campaign_id_external,custom_page_id,impressions' });
    assert.deepEqual(pages.filter((p) => p.campaign_id_external === ids.roas.hashedId).map((p) => p.custom_page_id), ['ppid-7f3a']);
    assert.deepEqual(pages.filter((p) => p.campaign_id_external === ids.cpp.hashedId).map((p) => p.custom_page_id), ['']);
  });

  it('value-less custom_page_id filters (addendum 7, 2.3): null and blank keep the rows without a custom page, their not_ forms the others', async () => {
    const q = { columns: 'campaign_id_external,custom_page_id,impressions' };
    const all = await rows(q);
    const sum = (r: Rows) => r.reduce((n, x) => n + Number(x.impressions), 0);
    const pages = (r: Rows) => [...new Set(r.map((x) => x.custom_page_id))].sort();
    for (const form of ['null', 'blank']) {
      const without = await rows({ ...q, [`filter_${form}_custom_page_id`]: '' });
      const withPage = await rows({ ...q, [`filter_not_${form}_custom_page_id`]: '' });
      assert.deepEqual(pages(without), [''], form);
      assert.deepEqual([...new Set(without.map((x) => x.campaign_id_external))].sort(), [ids.cpp.hashedId, ids.banner.hashedId].sort(), form);
      assert.deepEqual(pages(withPage), ['ppid-7f3a'], `not_${form}`);
      assert.equal(sum(without) + sum(withPage), sum(all), `${form}: the two halves make the whole`);
      assert.ok(sum(without) > 0 && sum(withPage) > 0);
    }
    // without the column requested, and in the cohort engine's path
    const [one] = await rows({ columns: 'installs,total_rev_7d', filter_not_null_custom_page_id: 'true' });
    const [byCampaign] = await rows({ columns: 'installs,total_rev_7d', filter_campaign_id_external: ids.roas.hashedId });
    assert.deepEqual(one, byCampaign);
    // the valued filter tests the same answered value
    assert.deepEqual(pages(await rows({ ...q, filter_custom_page_id: 'ppid-7f3a' })), ['ppid-7f3a']);
    for (const [key, value, path] of [['filter_null_campaign', '', '/report'], ['filter_blank_custom_page_id', 'x', '/report'], ['filter_null_custom_page_id', '', '/skaReport']] as const) {
      const bad = await report({ columns: 'installs', [key]: value }, path);
      assert.equal(bad.status, 400, `${key}=${value} on ${path}`);
      assert.equal(bad.body.field, key);
    }
  });

  it('filter values seen elsewhere (addendum 7, 2.3) are accepted: tvos, fireos, ARRAY and CTV match nothing; PRELOAD and the goal aliases match', async () => {
    for (const f of [{ filter_platform: 'tvos' }, { filter_platform: 'fireos' }, { filter_placement_type: 'ARRAY,CTV' }, { filter_campaign_type: 'ROAS' }] as Record<string, string>[]) {
      assert.deepEqual(await rows({ columns: 'campaign_id_external,installs', ...f }), [], JSON.stringify(f));
    }
    const preload = await rows({ columns: 'size,placement_type,impressions', filter_size: 'PRELOAD' });
    assert.ok(preload.length > 0 && preload.every((p) => p.size === 'PRELOAD' && p.placement_type === 'APP_OPEN'));
    for (const alias of ['IAP ROAS', 'iap_roas', 'ROAS_IAP']) {
      const r = await rows({ columns: 'campaign_id_external,campaign_type,installs', filter_campaign_type: alias });
      assert.deepEqual(r.map((x) => [x.campaign_id_external, x.campaign_type]), [[ids.roas.hashedId, 'ROAS_IAP']], alias);
    }
    assert.deepEqual(await rows({ columns: 'campaign_id_external,installs', filter_campaign_type: 'AD ROAS' }), []);
  });

  it('publisher columns match GET /sources; redownloads are a share of installs', async () => {
    const pubs = await rows({ columns: 'traffic_source,app_id_external,application,external_placement_id,installs,redownloads' });
    for (const p of pubs) {
      const s = TRAFFIC_SOURCES.find((x) => x.appId === p.traffic_source)!;
      assert.deepEqual([p.app_id_external, p.application, p.external_placement_id], [s.appIdExternal, s.name, s.externalPlacementId]);
      assert.ok(Number(p.redownloads) <= Number(p.installs));
    }
    const [all] = await rows({ columns: 'installs,redownloads' });
    const share = Number(all!.redownloads) / Number(all!.installs);
    assert.ok(share > 0.02 && share < 0.15, `redownloads share ${share}`);
  });

  it('the totals of every new grouping add up', async () => {
    const metrics = 'impressions,clicks,installs,cost,redownloads,sales,first_purchase,total_rev_7d,unique_purchasers_3d,sales_14d';
    const [whole] = await rows({ columns: metrics });
    for (const g of ['device_type', 'placement_type', 'ad_creative_type', 'custom_page_id', 'campaign_package_name,campaign_store_id', 'app_id_external,application', 'hour', 'day,hour,campaign,country,ad,device_type,placement_type']) {
      const r = await rows({ columns: `${g},${metrics}` });
      for (const m of metrics.split(',')) assert.equal(r.reduce((n, x) => n + cents(x[m]!), 0), cents(whole![m]!), `${g}: ${m}`);
    }
  });

  it('cohorts: total = ad + IAP, horizons never shrink, retention never rises, ROAS = revenue / cost, young cohorts look young', async () => {
    const cols = `day,campaign_id_external,country,installs,cost,${COHORT.join(',')}`;
    const r = await rows({ columns: cols, day_column: 'day' });
    assert.ok(r.length > 20);
    for (const x of r) {
      const age = (Date.parse(`${TODAY}T00:00:00Z`) - Date.parse(`${x.day}T00:00:00Z`)) / 86_400_000 - 1; // whole days that have ended
      let prev = { tot: -1, pur: -1, sal: -1 };
      let atAge: number | undefined;
      for (const n of REV) {
        const tot = cents(x[`total_rev_${n}d`]!);
        assert.equal(tot, cents(x[`ad_rev_${n}d`]!) + cents(x[`iap_rev_${n}d`]!), `${x.day} ${n}d: total = ad + iap`);
        const cost = Number(x.cost);
        assert.equal(x[`roas_${n}d`], (cost === 0 ? 0 : tot / cents(x.cost!)).toFixed(4), `roas_${n}d`);
        const pur = Number(x[`unique_purchasers_${n}d`]);
        const sal = Number(x[`sales_${n}d`]);
        assert.ok(tot >= prev.tot && pur >= prev.pur && sal >= prev.sal, `${x.day}: horizon ${n} smaller than the one before`);
        assert.ok(pur <= sal && pur <= Number(x.installs), 'a buyer has bought at least once, and is an install');
        // every horizon past the cohort's age shows what has arrived so far: the same figure
        if (n >= age) assert.equal(tot, (atAge ??= tot), `${x.day}: horizon ${n} has not elapsed (${age} days have)`);
        prev = { tot, pur, sal };
      }
      let ret = 2;
      for (const n of [1, 3, 7, 14, 28]) {
        const v = Number(x[`ret_${n}d`]);
        assert.ok(v <= ret, `${x.day}: ret_${n}d rises`);
        if (n > age) assert.equal(v, 0, `${x.day}: day ${n} has not ended yet`);
        ret = v;
      }
      if (x.day === TODAY) assert.ok(COHORT.every((c) => Number(x[c]) === 0), 'installs of today have done nothing reported yet');
    }
    // day 0 of older cohorts is done: revenue of every cohort of the first week is there
    assert.ok(r.filter((x) => x.day < dayOf(DAYS - 2)).every((x) => Number(x.installs) === 0 || cents(x.total_rev_0d!) > 0));
  });

  it('a ROAS campaign reaches roughly its ROAS goal at its goal day; CPP and ROAS campaigns report first purchases', async () => {
    // cohorts whose day 7 has ended
    const mature = dayOf(DAYS - 8);
    const [roas] = await rows({ columns: 'campaign_id_external,cost,installs,roas_7d,roas_0d,roas_30d,first_purchase', filter_campaign_id_external: ids.roas.hashedId, end: mature });
    assert.ok(Math.abs(Number(roas!.roas_7d) - 0.3) < 0.1, `ROAS goal 30 % at day 7: ${roas!.roas_7d} over ${roas!.installs} installs`);
    assert.ok(Number(roas!.roas_0d) < Number(roas!.roas_7d));
    assert.ok(Number(roas!.first_purchase) > 0);
    const [cpp] = await rows({ columns: 'campaign,first_purchase,sales,unique_purchasers_7d,installs', filter_campaign_id_external: ids.cpp.hashedId, end: mature });
    assert.ok(Number(cpp!.first_purchase) > 0 && Number(cpp!.sales) >= Number(cpp!.first_purchase));
    assert.ok(Number(cpp!.unique_purchasers_7d) / Number(cpp!.installs) > 0.15, 'CPP: about 30 % of installs buy within the goal day');
  });

  it('cohort figures add up over any grouping and are the same with and without day_column=day', async () => {
    const m = 'installs,total_rev_30d,iap_rev_7d,unique_purchasers_30d,sales_3d,first_purchase,sales';
    const daily = await rows({ columns: `day,campaign,country,${m}`, day_column: 'day' });
    const hourly = await rows({ columns: `day,campaign,country,hour,ad,traffic_source,${m}`, day_column: 'day' });
    const realtime = await rows({ columns: `day,campaign,country,${m}` });
    assert.deepEqual(realtime, daily, 'realtime and cohort agree (installs count at the hour of their click)');
    for (const k of m.split(',')) assert.equal(hourly.reduce((n, x) => n + cents(x[k]!), 0), daily.reduce((n, x) => n + cents(x[k]!), 0), k);
    const other = FIRST_ENGINE.get('cohort');
    if (other) assert.deepEqual(daily, other, `${tdb.name} differs from the first engine`);
    else FIRST_ENGINE.set('cohort', daily);
  });

  it('revenue keeps arriving for days after the install: re-reading a day later changes only horizons that had not elapsed', async () => {
    const [older, younger] = [dayOf(DAYS - 1), TODAY];
    const q = { columns: 'day,campaign_id_external,total_rev_0d,total_rev_1d,total_rev_30d,ret_1d,sales', start: older, end: younger };
    const before = await rows(q);
    await sb('POST', '/clock', { advance_seconds: 86_400 });
    const later = await rows(q);
    for (const b of before) {
      const l = later.find((x) => x.day === b.day && x.campaign_id_external === b.campaign_id_external)!;
      assert.ok(cents(l.total_rev_30d!) >= cents(b.total_rev_30d!) && Number(l.sales) >= Number(b.sales));
      if (b.day === older) assert.equal(l.total_rev_0d, b.total_rev_0d, 'day 0 had ended: unchanged');
      if (b.day === younger) assert.equal(b.total_rev_0d, '0.00', 'today: its day 0 had not ended');
    }
    const grew = later.filter((l) => l.day === younger).some((l) => cents(l.total_rev_0d!) > 0);
    assert.ok(grew, `the cohort of ${younger} now has its day 0`);
  });

  it('sorting, having and paging over cohort columns', async () => {
    const all = await rows({ columns: 'day,campaign,total_rev_7d,installs' });
    const sorted = await rows({ columns: 'day,campaign,total_rev_7d,installs', sort_total_rev_7d: 'DESC' });
    assert.deepEqual(sorted.map((x) => Number(x.total_rev_7d)), [...all.map((x) => Number(x.total_rev_7d))].sort((a, b) => b - a));
    const page = await report({ columns: 'day,campaign,total_rev_7d,installs', sort_total_rev_7d: 'DESC', limit: '3', offset: '2' });
    assert.deepEqual(page.body.results, sorted.slice(2, 5));
    assert.equal(page.body.count, 3);
    const having = await rows({ columns: 'day,campaign,total_rev_7d,installs', having: 'total_rev_7d > 1 AND installs >= 1' });
    assert.deepEqual(having, all.filter((x) => Number(x.total_rev_7d) > 1 && Number(x.installs) >= 1));
    // the cohort engine orders and groups as the SQL does: compare a realtime report with the same plus a cohort column
    for (const q of [{ columns: 'campaign,installs', sort_campaign: 'DESC' } as Record<string, string>, { columns: 'hour,installs,impressions' }, { columns: 'platform,device_type,installs', sort_installs: 'ASC' }, { columns: 'campaign_package_name,country,cost', filter_country: 'us,gb' }]) {
      const sql = await rows(q);
      const engine = await rows({ ...q, columns: `${q.columns},sales` });
      assert.deepEqual(engine.map((x) => { const { sales: _s, ...rest } = x; return rest; }), sql, JSON.stringify(q));
    }
    const unpaged = await rows({ columns: 'day,campaign,roas_3d', limit: '4', offset: '1' });
    assert.deepEqual(unpaged, (await rows({ columns: 'day,campaign,roas_3d' })).slice(1, 5));
  });

  it('/probabilisticReport: the same figures without installs and redownloads', async () => {
    const q = { columns: 'day,campaign,country,impressions,conversions,cost,sales,roas_7d' };
    assert.deepEqual(await rows(q, '/probabilisticReport'), await rows(q));
    for (const c of ['installs', 'redownloads']) {
      const r = await report({ columns: `day,${c}` }, '/probabilisticReport');
      assert.equal(r.status, 400);
      assert.equal(r.body.field, 'columns');
      assert.match(r.body.message!, new RegExp(`"${c}" is not in the probabilistic report`));
    }
  });

  it('/skaReport: iOS only, installs as postbacks arrive (48-72 h after the install day starts), dimensions Apple does not send left empty', async () => {
    const ska = await rows({ columns: 'day,campaign_id_external,platform,ad,device_type,hour,installs,conversions,impressions,cost,first_purchase,sales,redownloads' }, '/skaReport');
    const full = await rows({ columns: 'day,campaign_id_external,installs,impressions,cost', filter_platform: 'ios' });
    assert.ok(ska.length > 0 && ska.every((x) => x.campaign_id_external === ids.cpp.hashedId && x.platform === 'ios'));
    for (const x of ska) {
      assert.deepEqual([x.ad, x.device_type, x.hour], ['', '', '']);
      const f = full.find((y) => y.day === x.day)!;
      assert.equal(x.impressions, f.impressions);
      assert.equal(x.cost, f.cost);
      assert.ok(Number(x.installs) <= Number(f.installs) && x.installs === x.conversions);
      const hoursSinceDayStart = (Date.parse((await (await sb('GET', '/clock')).json() as { now: string }).now) - Date.parse(`${x.day}T00:00:00Z`)) / 3_600_000;
      if (hoursSinceDayStart >= 72) assert.equal(x.installs, f.installs, `${x.day}: every postback has arrived`);
      if (hoursSinceDayStart < 48) assert.equal(x.installs, '0', `${x.day}: no postback yet`);
      assert.ok(Number(x.redownloads) <= Number(x.installs) && Number(x.first_purchase) <= Number(x.installs));
    }
    const cohort = await report({ columns: 'day,total_rev_7d' }, '/skaReport');
    assert.equal(cohort.status, 400);
    assert.match(cohort.body.message!, /not in the SKAdNetwork report/);
    const filtered = await report({ columns: 'day,installs', filter_ad: 'x' }, '/skaReport');
    assert.equal(filtered.status, 400);
    const csv = await fetch(`${t.url}/skaReport?${new URLSearchParams({ api_key: who.reportKey, start: FIRST, end: TODAY, columns: 'day,installs', format: 'csv' })}`);
    assert.equal(csv.status, 200);
    assert.match(await csv.text(), /^day,installs\r\n/);
    const noKey = await fetch(`${t.url}/skaReport?start=${FIRST}&end=${TODAY}&columns=day`);
    assert.equal(noKey.status, 401);
  });
});
