// Issue 34 items 4 and 5 on both engines: a WEB account's LIVE campaigns deliver on the sandbox
// clock, and GET /report, /webReport and /accountInfo answer its report key with the web columns,
// the 90-day window, attribution_mode and the relations of addendum 6 section 8; an APP key is kept
// to the APP columns and refused the web endpoints.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { liveAppCampaign, liveWebCampaign, reportAccount, type Who } from './helpers/web-delivery.js';

const START = new Date('2026-12-01T00:10:00Z');
const TOKEN = 'web-report-sandbox-token';
const DAY_S = 86_400;
const FIRST_ENGINE = new Map<string, unknown>();
/** Airbyte's advertiser stream for web accounts (addendum 6 section 9): 63 columns. */
const AIRBYTE = 'campaign,campaign_id_external,country,creative_set,creative_set_id,day,campaign_type,audience_strategy,custom_page_id,placement_type,platform,target_event,cost,campaign_bid_goal,optimization_day_target,average_cpc,clicks,ctr,impressions,sales,cost_per_target_event_0d,target_event_count_0d,nc_d0_checkouts,nc_d0_checkout_rev,nc_d0_cpp,nc_d0_roas,nc_percent_d0_checkouts,nc_percent_d0_checkout_rev,nc_d7_checkouts,nc_d7_checkout_rev,nc_d7_cpp,nc_d7_roas,nc_percent_d7_checkouts,nc_percent_d7_checkout_rev,new_visitor_rate,sales_0d,sales_1d,sales_2d,sales_3d,sales_7d,sales_14d,sales_28d,cpp_0d,cpp_1d,cpp_2d,cpp_3d,cpp_7d,cpp_14d,cpp_28d,roas_0d,roas_1d,roas_2d,roas_3d,roas_7d,roas_14d,roas_28d,chka_usd_0d,chka_usd_1d,chka_usd_2d,chka_usd_3d,chka_usd_7d,chka_usd_14d,chka_usd_28d';

await forEachDatabase('WEB report and simulated web delivery', (tdb) => {
  let t: TestApp;
  let shop: Who;
  let app: Who;
  const get = async (path: string, q: Record<string, string>) => {
    const res = await fetch(`${t.url}${path}?${new URLSearchParams(q)}`);
    const text = await res.text();
    return { status: res.status, text, body: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined };
  };
  const report = (who: Who, q: Record<string, string>, path = '/report') => get(path, { api_key: who.reportKey, report_type: 'advertiser', start: '2026-12-01', end: '2026-12-11', ...q });
  const rows = async (q: Record<string, string>) => {
    const r = await report(shop, q);
    assert.equal(r.status, 200, r.text);
    return r.body.results as Record<string, string>[];
  };
  const cents = (xs: Record<string, string>[], col: string) => xs.reduce((n, r) => n + Math.round(Number(r[col]) * 100), 0);
  const sb = (body: unknown) => fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(START),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 34, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    shop = await reportAccount(t, 'Shop', 'WEB');
    app = await reportAccount(t, 'Game', 'APP');
    await liveWebCampaign(t, shop, 'Prospecting CPP', { goal_type: 'CPP', roas_day_target: 'DAY7', goal_value_for_all_countries: '25' }, { audience_strategy: 'PROSPECTING' });
    await liveWebCampaign(t, shop, 'Universal ROAS', { goal_type: 'CHK_ROAS', roas_day_target: 'DAY0', goal_value_for_all_countries: '150' }, { audience_strategy: 'UNIVERSAL' });
    await liveWebCampaign(t, shop, 'Add to cart', { goal_type: 'CPE', event_target: 'add_to_cart', goal_value_for_all_countries: '2' });
    await liveAppCampaign(t, app, 'Game CPP');
    // ten days of delivery
    const moved = await sb({ advance_seconds: 10 * DAY_S });
    assert.equal(moved.status, 200, await moved.text());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('/accountInfo: a WEB key gets its account id, an APP key 403 "not a web account", a wrong key 401', async () => {
    const web = await get('/accountInfo', { api_key: shop.reportKey });
    assert.equal(web.status, 200, web.text);
    assert.deepEqual(web.body, { account_id: shop.accountId });
    const appInfo = await get('/accountInfo', { api_key: app.reportKey });
    assert.equal(appInfo.status, 403);
    assert.match(appInfo.body.message, /not a web account/i);
    assert.equal(appInfo.body.account_id, undefined);
    assert.equal((await get('/accountInfo', { api_key: 'nope' })).status, 401);
  });

  it('/webReport is /report for a WEB key and 403 "not a web account" for an APP key', async () => {
    const q = { columns: 'day,campaign,impressions,chka_7d,roas_7d' };
    // report_type is optional there
    const alias = await get('/webReport', { api_key: shop.reportKey, start: '2026-12-01', end: '2026-12-11', ...q });
    assert.equal(alias.status, 200, alias.text);
    assert.deepEqual(alias.body, (await report(shop, q)).body);
    const refused = await report(app, { columns: 'day,impressions' }, '/webReport');
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /not a web account/i);
  });

  it("Airbyte's 63 web columns: every row has exactly them, as strings of their type; count = rows; the campaign columns say the WEB settings", async () => {
    const r = await report(shop, { columns: AIRBYTE, limit: '1000', offset: '0' });
    assert.equal(r.status, 200, r.text);
    const cols = AIRBYTE.split(',');
    assert.ok(r.body.results.length > 10);
    assert.equal(r.body.count, r.body.results.length);
    for (const row of r.body.results) {
      assert.deepEqual(Object.keys(row), cols);
      for (const c of cols) assert.equal(typeof row[c], 'string', c);
      assert.match(row.roas_7d, /^\d+\.\d{2}$/, 'WEB roas is percent, two decimals');
      assert.match(row.chka_usd_7d, /^\d+\.\d{2}$/);
      assert.match(row.new_visitor_rate, /^[01]\.\d{4}$/);
      assert.equal(row.custom_page_id, 'https://shop.example/', "the campaign's website (the set has no URL of its own)");
    }
    // filters test the answered value: the campaign's website here, so not "no custom page"
    const filtered = await report(shop, { columns: AIRBYTE, limit: '1000', offset: '0', filter_custom_page_id: 'https://shop.example/' });
    assert.equal(filtered.body.results.length, r.body.results.length);
    const none = await report(shop, { columns: 'campaign,impressions', filter_null_custom_page_id: '' });
    assert.equal(none.status, 200, none.text);
    assert.deepEqual(none.body.results, []);
    const by = (name: string) => r.body.results.find((x: Record<string, string>) => x.campaign === name);
    assert.deepEqual([by('Prospecting CPP').campaign_type, by('Prospecting CPP').audience_strategy, by('Prospecting CPP').optimization_day_target, by('Prospecting CPP').campaign_bid_goal], ['CPP', 'PROSPECTING', '7', '25']);
    assert.deepEqual([by('Universal ROAS').campaign_type, by('Universal ROAS').campaign_bid_goal, by('Universal ROAS').optimization_day_target], ['CHK_ROAS', '', '0']);
    assert.deepEqual([by('Add to cart').campaign_type, by('Add to cart').target_event], ['CPE', 'add_to_cart']);
    assert.ok(r.body.results.some((x: Record<string, string>) => x.campaign === 'Add to cart' && Number(x.target_event_count_0d) > 0));
  });

  it('a WEB campaign has no installs and delivers checkouts; breakdowns add up to the totals; ratios from the sums', async () => {
    const m = 'impressions,clicks,cost,chka_0d,chka_7d,chka_usd_7d,nc_d7_checkouts,nc_d7_checkout_rev,sales,target_event_count_0d';
    const [whole] = await rows({ columns: m });
    assert.ok(Number(whole!.chka_7d) > 0 && Number(whole!.nc_d7_checkouts) > 0, JSON.stringify(whole));
    for (const g of ['day', 'day,hour', 'campaign,country', 'creative_set_id', 'ad_id', 'day,campaign_id,country,ad']) {
      const parts = await rows({ columns: `${g},${m}`, start: '2026-12-01' });
      for (const c of m.split(',')) assert.equal(cents(parts, c), cents([whole!], c), `${g}: ${c}`);
    }
    const [x] = await rows({ columns: 'cost,clicks,impressions,chka_7d,chka_usd_7d,nc_d0_checkouts,chka_0d,cost_per_chka_7d,cpp_7d,roas_7d,nc_percent_d0_checkouts,average_cpc,ctr,conversions' });
    const cost = Number(x!.cost);
    assert.equal(x!.cost_per_chka_7d, (cost / Number(x!.chka_7d)).toFixed(4));
    assert.equal(x!.cpp_7d, x!.cost_per_chka_7d);
    assert.equal(x!.roas_7d, ((Number(x!.chka_usd_7d) / cost) * 100).toFixed(2));
    assert.equal(x!.nc_percent_d0_checkouts, ((Number(x!.nc_d0_checkouts) / Number(x!.chka_0d)) * 100).toFixed(2));
    assert.equal(x!.average_cpc, (cost / Number(x!.clicks)).toFixed(4));
    assert.equal(x!.conversions, x!.chka_0d);
  });

  it('CSV = JSON, and the same numbers on both engines', async () => {
    const q = { columns: 'day,campaign,country,impressions,cost,chka_0d,chka_usd_28d,roas_0d,nc_d0_roas,new_visitor_rate', start: '2026-12-01' };
    const json = await rows(q);
    const csv = await report(shop, { ...q, format: 'csv' });
    const lines = csv.text.trim().split('\r\n');
    assert.equal(lines[0], q.columns);
    assert.deepEqual(lines.slice(1), json.map((r) => Object.values(r).map((v) => (/[,"]/.test(v) ? `"${v}"` : v)).join(',')));
    const other = FIRST_ENGINE.get('rows');
    if (other) assert.deepEqual(json, other, `${tdb.name} differs from the first engine`);
    else FIRST_ENGINE.set('rows', json);
  });

  it('click_and_view: never below click, column by column; any other mode: 400 naming attribution_mode', async () => {
    const cols = 'campaign,chka_0d,chka_7d,chka_usd_7d,nc_d7_checkouts,sales';
    const click = await rows({ columns: cols });
    const both = await rows({ columns: cols, attribution_mode: 'click_and_view' });
    click.forEach((r, i) => cols.split(',').slice(1).forEach((c) => assert.ok(Number(both[i]![c]) >= Number(r[c]), c)));
    const bad = await report(shop, { columns: cols, attribution_mode: 'view' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'attribution_mode');
  });

  it('the 90-day window: 400 "Start date is too far in the past" naming the earliest start; hour only within 30 days', async () => {
    // today is 2026-12-11
    const ok = await report(shop, { columns: 'day,impressions', start: '2026-09-12' });
    assert.equal(ok.status, 200, ok.text);
    const old = await report(shop, { columns: 'day,impressions', start: '2026-09-11' });
    assert.equal(old.status, 400);
    assert.match(old.body.message, /^Start date is too far in the past/);
    assert.match(old.body.message, /2026-09-12/);
    assert.equal(old.body.field, 'start');
    const hour = await report(shop, { columns: 'day,hour,impressions', start: '2026-11-10' });
    assert.equal(hour.status, 400);
    assert.match(hour.body.message, /2026-11-11/);
    assert.equal((await report(shop, { columns: 'day,hour,impressions', start: '2026-11-11' })).status, 200);
    // an APP key keeps its 45 days
    assert.equal((await report(app, { columns: 'day,impressions', start: '2026-10-01' })).status, 400);
  });

  it('APP-only columns of a WEB key, web-only columns of an APP key: 400 naming the column; /skaReport is APP only', async () => {
    for (const c of ['installs', 'total_rev_7d', 'ret_1d', 'campaign_package_name', 'traffic_source', 'average_cpa']) {
      const r = await report(shop, { columns: `day,${c}` });
      assert.equal(r.status, 400, c);
      assert.equal(r.body.field, 'columns');
      assert.match(r.body.message, new RegExp(`"${c}" is not a column of WEB reports`));
    }
    for (const c of ['chka_0d', 'chka_usd_7d', 'nc_d0_roas', 'new_visitor_rate', 'audience_strategy', 'cost_per_chka_7d']) {
      const r = await report(app, { columns: `day,${c}` });
      assert.equal(r.status, 400, c);
      assert.match(r.body.message, new RegExp(`"${c}" is not a column of APP reports`));
    }
    const appRoas = await report(app, { columns: 'day,roas_7d' });
    assert.equal(appRoas.status, 200, 'roas_Nd stays an APP column (a ratio there)');
    assert.match(appRoas.body.results[0].roas_7d, /^\d+\.\d{4}$/);
    const ska = await report(shop, { columns: 'day,impressions' }, '/skaReport');
    assert.equal(ska.status, 400);
    assert.match(ska.body.message, /not available for WEB accounts/);
  });

  it("the user CLI's report works with a WEB key: web columns, the 90-day window, every page", async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-report-'));
    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const env = { PATH: process.env.PATH ?? '', HOME: home, CI: 'true', CAMPAIGN_PLATFORM_CONFIG: path.join(home, 'p.json'), CAMPAIGN_PLATFORM_STATE_DIR: path.join(home, 's'), CAMPAIGN_PLATFORM_URL: t.url, CAMPAIGN_PLATFORM_REPORT_KEY: shop.reportKey };
        const child = spawn(process.execPath, [path.resolve('dist/bundle/campaign-platform.mjs'), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    try {
      const r = await run(['--json', 'report', '--from', '2026-09-12', '--to', '2026-12-11', '--columns', 'day,campaign,cost,chka_7d,roas_7d,nc_d7_checkouts', '--page-size', '7']);
      assert.equal(r.code, 0, r.err);
      const got = JSON.parse(r.out) as Record<string, string>[];
      assert.deepEqual(got, await rows({ columns: 'day,campaign,cost,chka_7d,roas_7d,nc_d7_checkouts', start: '2026-09-12' }));
      const old = await run(['report', '--from', '2026-09-01', '--to', 'now', '--columns', 'day,chka_0d']);
      assert.equal(old.code, 1);
      assert.match(old.err, /Start date is too far in the past/);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });

  it('restatement: a later clock adds checkouts that have happened since; impressions, clicks and cost of past days stay put', async () => {
    const cols = 'day,impressions,clicks,cost,chka_0d,chka_7d,chka_28d,chka_usd_28d,nc_d7_checkouts';
    const before = await rows({ columns: cols, end: '2026-12-09' });
    assert.equal((await sb({ advance_seconds: 2 * DAY_S })).status, 200);
    const later = await rows({ columns: cols, end: '2026-12-09' });
    assert.equal(later.length, before.length);
    let grew = false;
    before.forEach((b, i) => {
      const l = later[i]!;
      for (const c of ['impressions', 'clicks', 'cost']) assert.equal(l[c], b[c], `${b.day} ${c}`);
      for (const c of ['chka_0d', 'chka_7d', 'chka_28d', 'chka_usd_28d', 'nc_d7_checkouts']) assert.ok(Number(l[c]) >= Number(b[c]), `${b.day} ${c}`);
      if (Number(l.chka_28d) > Number(b.chka_28d)) grew = true;
      // D0 of a day whose day and next 24 hours had passed before is complete: it no longer changes
      if (b.day <= '2026-12-08') assert.equal(l.chka_0d, b.chka_0d, `${b.day} chka_0d`);
    });
    assert.ok(grew, 'late checkouts arrived');
  });
});
