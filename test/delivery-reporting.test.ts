// Issue 12: the delivery simulator and GET /report, on both engines, driven by the sandbox clock.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { simulateHour } from '../src/core/delivery/simulate-hour.js';
import type { DaySpend, DeliveryCampaign, HourOutput } from '../src/core/delivery/model.js';
import { parseHaving, havingSql } from '../src/core/reporting/having.js';
import { deliverableAds } from '../src/core/delivery/deliverable-ads.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { openAgain } from './helpers/connections.js';
import { createContainer, type Container } from '../src/root/container.js';
import { forEachDatabase } from './helpers/databases.js';
import { liveCampaign } from './helpers/live-campaign.js';
import { manage, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { v1Client } from './helpers/v1.js';

const START = new Date('2026-12-01T00:10:00Z');
const TODAY = '2026-12-01';
const TOKEN = 'delivery-test-sandbox-token';
const DAY_S = 86_400;
/** The first engine's report of the first two days, compared with the next engine's. */
const FIRST_ENGINE_RESULT = new Map<string, unknown>();

interface Advertiser extends ManageAccount {
  reportKey: string;
  managementKey: string;
}

async function advertiser(t: TestApp, name: string): Promise<Advertiser> {
  const a = await t.c.accounts.createAccount(name);
  return { accountId: a.account.id, key: a.campaignApiKey, reportKey: a.reportKey, managementKey: a.managementKey };
}


await forEachDatabase('delivery simulator and reporting', (tdb) => {
  let t: TestApp;
  let a: Advertiser;
  let b: Advertiser;
  let main: { id: string; hashedId: string };
  const sb = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const report = async (who: Advertiser, q: Record<string, string>) => {
    const res = await fetch(`${t.url}/report?${new URLSearchParams({ api_key: who.reportKey, report_type: 'advertiser', start: TODAY, end: '2026-12-10', format: 'json', ...q })}`);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined };
  };
  const total = (rows: Record<string, string>[], col: string) => rows.reduce((n, r) => n + Math.round(Number(r[col]) * 100), 0);

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(START),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 42, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    a = await advertiser(t, 'Delivering');
    b = await advertiser(t, 'Other tenant');
    main = await liveCampaign(t, a, { name: 'Main', budget: { daily_budget_for_all_countries: '40' }, targeting: [{ country_code: 'US' }, { country_code: 'DE' }, { country_code: 'BR' }] });
    await liveCampaign(t, b, { name: 'Tenant B campaign' });
    // two days of delivery
    const moved = await sb('POST', '/clock', { advance_seconds: 2 * DAY_S });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('moving the clock two days produces two days of delivery, by hour', async () => {
    const r = await report(a, { columns: 'day,impressions,clicks,installs,cost' });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.results.map((x: any) => x.day), ['2026-12-01', '2026-12-02']);
    for (const row of r.body.results) assert.ok(Number(row.impressions) > 0 && Number(row.installs) > 0, JSON.stringify(row));
    assert.equal(r.body.count, 2);
    const hours = await report(a, { columns: 'day,hour,impressions', filter_day: '2026-12-02' });
    assert.equal(hours.body.count, 24, 'every hour of the second day delivered');
    assert.deepEqual(hours.body.results.slice(0, 2).map((x: any) => x.hour), ['00:00', '01:00']);
  });

  it('the same settings and clock give the same numbers on both engines', async () => {
    const r = (await report(a, { columns: 'day,hour,country,traffic_source,ad_id,impressions,clicks,installs,cost', end: '2026-12-02' })).body.results;
    assert.ok(r.length > 48);
    const other = FIRST_ENGINE_RESULT.get('first');
    if (other) assert.deepEqual(r, other, `${tdb.name} differs from the first engine`);
    else FIRST_ENGINE_RESULT.set('first', r);
  });

  it('the totals of a report are the sum of its rows across every grouping', async () => {
    const metrics = 'impressions,clicks,installs,conversions,cost,redownloads';
    const whole = (await report(a, { columns: metrics })).body.results;
    assert.equal(whole.length, 1);
    for (const g of ['day', 'day,country', 'campaign', 'hour', 'traffic_source', 'ad', 'ad_type,size', 'creative_set_id', 'platform,campaign_type', 'day,hour,campaign_id_external,country,ad_id,traffic_source']) {
      const rows = (await report(a, { columns: `${g},${metrics}` })).body.results;
      assert.ok(rows.length >= 1, g);
      for (const m of ['impressions', 'clicks', 'installs', 'cost', 'redownloads']) assert.equal(total(rows, m), total(whole, m), `${g}: ${m}`);
    }
    const byAd = (await report(a, { columns: 'ad_type,size,impressions' })).body.results;
    for (const r of byAd) assert.ok(['GRAPHIC', 'PLAY', 'VIDEO'].includes(r.ad_type) && ['BANNER', 'INTER', 'LEADER', 'MREC', 'PRELOAD'].includes(r.size), JSON.stringify(r));
  });

  it('ratios are computed from the sums', async () => {
    const [r] = (await report(a, { columns: 'impressions,clicks,installs,cost,ctr,conversion_rate,average_cpa,average_cpc' })).body.results;
    assert.equal(r.ctr, (Number(r.clicks) / Number(r.impressions)).toFixed(4));
    assert.equal(r.conversion_rate, (Number(r.installs) / Number(r.clicks)).toFixed(4));
    assert.equal(r.average_cpa, (Number(r.cost) / Number(r.installs)).toFixed(4));
    assert.equal(r.average_cpc, (Number(r.cost) / Number(r.clicks)).toFixed(4));
  });

  it('CPI billing: every install costs the goal; no day spends more than its budget', async () => {
    const rows = (await report(a, { columns: 'day,installs,cost,average_cpa' })).body.results;
    for (const r of rows) {
      assert.ok(Number(r.cost) <= 40, `day ${r.day} spent ${r.cost} of 40`);
      assert.equal(r.average_cpa, '2.5000', 'TARGET_GOAL_WITH_CPI_BILLING bills the goal per install');
    }
  });

  it("v1's yesterday figures and /sources read the same data as the report", async () => {
    const tok = await firstPartyToken(t, 'campaigns:read source_bids:write', a.accountId);
    const v1 = v1Client(t, tok.token);
    const c = (await v1('GET', '/campaigns')).body.find((x: any) => x.campaign_id === main.hashedId);
    const [y] = (await report(a, { columns: 'impressions,clicks,installs,cost', start: '2026-12-02', end: '2026-12-02', filter_campaign_id_external: main.hashedId })).body.results;
    assert.deepEqual([c.impressions, c.clicks, c.installs, Number(c.spend)], [Number(y.impressions), Number(y.clicks), Number(y.installs), Number(y.cost)]);
    const sources = (await v1('GET', `/sources/${main.hashedId}`)).body as { app_id: string; app_id_external: string; status: boolean }[];
    const reported = (await report(a, { columns: 'traffic_source,impressions', filter_campaign_id_external: main.hashedId })).body.results.map((r: any) => r.traffic_source).sort();
    assert.deepEqual(sources.map((s) => s.app_id).sort(), reported, 'sources appear as they deliver');
    assert.ok(sources.every((s) => s.status && s.app_id_external.startsWith('com.simulated.')));

    // a paused source gets nothing from the next hour on
    const paused = sources[0]!.app_id;
    assert.equal((await v1('POST', `/sources/${main.hashedId}`, [{ app_id: paused, status: false }])).status, 200);
    await sb('POST', '/clock', { advance_seconds: DAY_S });
    const later = (await report(a, { columns: 'traffic_source,impressions', start: '2026-12-03', end: '2026-12-03', filter_campaign_id_external: main.hashedId })).body.results;
    assert.ok(later.length > 0);
    assert.ok(!later.some((r: any) => r.traffic_source === paused), 'the paused source served nothing');
  });

  it('a paused campaign stops delivering from the next hour', async () => {
    const c2 = await liveCampaign(t, a, { name: 'Paused later', targeting: [{ country_code: 'FR' }] });
    await sb('POST', '/clock', { advance_seconds: 5 * 3600 });
    const before = (await report(a, { columns: 'day,hour,impressions', filter_campaign_id_external: c2.hashedId, start: '2026-12-04', end: '2026-12-04' })).body.results;
    assert.ok(before.length >= 4, JSON.stringify(before));
    assert.equal((await manage(t, a, 'POST', '/campaign/update', { body: { id: c2.id, type: 'APP', status: 'PAUSED' } })).status, 200);
    const pausedAt = Date.parse((await sb('GET', '/clock')).body.now);
    await sb('POST', '/clock', { advance_seconds: 6 * 3600 });
    const rows = (await report(a, { columns: 'day,hour,impressions', filter_campaign_id_external: c2.hashedId, start: '2026-12-04', end: '2026-12-04' })).body.results;
    const lastHour = Math.max(...rows.map((r: any) => Date.parse(`${r.day}T${r.hour}:00Z`)));
    assert.ok(lastHour < pausedAt, `delivered at ${new Date(lastHour).toISOString()}, paused at ${new Date(pausedAt).toISOString()}`);
    assert.equal(rows.length, before.length);
  });

  it('an id on the app\'s suppression list never installs (and never sees the campaign)', async () => {
    const pkg = 'com.example.suppressed';
    const pool = (await sb('GET', `/device-pool?package_name=${pkg}`)).body;
    assert.equal(pool.size, 1000);
    const suppressed = new Set<string>(pool.ids.slice(0, 600));
    const add = await fetch(`${t.url}/suppressionApps?api_key=${a.managementKey}&package_name=${pkg}`, { method: 'POST', body: [...suppressed].join('\n') });
    assert.equal(add.status, 200);
    const c3 = await liveCampaign(t, a, { name: 'Suppressed audience', package_name: pkg, targeting: [{ country_code: 'US' }], tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}&did={DID}', impression_url: 'https://t.example/i', tracking_method: 'TRACKER_01' } });
    await sb('POST', '/clock', { advance_seconds: DAY_S });
    const clicks = (await sb('GET', `/postbacks?campaign_id=${c3.hashedId}&kind=click&limit=1000`)).body as { url: string }[];
    assert.ok(clicks.length > 5, `click postbacks: ${clicks.length}`);
    for (const p of clicks) {
      const did = new URL(p.url).searchParams.get('did');
      assert.ok(did && pool.ids.includes(did) && !suppressed.has(did), `a suppressed device clicked: ${did}`);
    }
    // everyone suppressed: nothing at all
    await fetch(`${t.url}/suppressionApps?api_key=${a.managementKey}&package_name=${pkg}`, { method: 'POST', body: pool.ids.slice(600).join('\n') });
    const beforeAll = (await report(a, { columns: 'installs', filter_campaign_id_external: c3.hashedId })).body.results[0].installs;
    await sb('POST', '/clock', { advance_seconds: DAY_S });
    assert.equal((await report(a, { columns: 'installs', filter_campaign_id_external: c3.hashedId })).body.results[0].installs, beforeAll);
  });

  it('tracking URLs fire with every supported macro expanded', async () => {
    const [p] = (await sb('GET', `/postbacks?campaign_id=${main.hashedId}&kind=click&limit=1`)).body;
    const u = new URL(p.url);
    assert.equal(u.origin + u.pathname, 'https://t.example/c');
    assert.equal(u.searchParams.get('cid'), main.hashedId, '{CAMPAIGN_ID} is the hashed id');
    const imp = (await sb('GET', `/postbacks?campaign_id=${main.hashedId}&kind=impression&limit=1`)).body[0];
    assert.equal(new URL(imp.url).searchParams.get('cid'), main.hashedId);
    assert.equal(p.state, 'recorded');
    assert.equal((await sb('GET', '/postbacks?kind=nope')).status, 400);
  });

  it('filters, sorting, paging, not_zero and having', async () => {
    const us = (await report(a, { columns: 'country,impressions', filter_country: 'US,de' })).body.results;
    assert.deepEqual(us.map((r: any) => r.country).sort(), ['de', 'us']);
    const notUs = (await report(a, { columns: 'country,impressions', filter_not_country: 'us' })).body.results;
    assert.ok(notUs.length > 0 && !notUs.some((r: any) => r.country === 'us'));
    const sorted = (await report(a, { columns: 'country,cost', sort_cost: 'DESC' })).body.results.map((r: any) => Number(r.cost));
    assert.deepEqual(sorted, [...sorted].sort((x, y) => y - x));
    const all = (await report(a, { columns: 'day,hour,impressions' })).body.results;
    const page = (await report(a, { columns: 'day,hour,impressions', limit: '5', offset: '3' })).body;
    assert.deepEqual(page.results, all.slice(3, 8));
    assert.equal(page.count, 5);
    const big = (await report(a, { columns: 'day,hour,impressions,cost', having: 'impressions > 1000 AND (cost > 1 OR NOT clicks >= 0)' })).body.results;
    assert.deepEqual(big, (await report(a, { columns: 'day,hour,impressions,cost' })).body.results.filter((r: any) => Number(r.impressions) > 1000 && Number(r.cost) > 1));
    assert.ok((await report(a, { columns: 'day,impressions', not_zero: '1' })).body.results.every((r: any) => Number(r.impressions) > 0));
  });

  it('CSV carries the same numbers as JSON, streamed with a header row', async () => {
    const q = { columns: 'day,campaign,country,impressions,clicks,installs,cost,ctr' };
    const j = (await report(a, q)).body.results;
    const c = await report(a, { ...q, format: 'csv' });
    assert.equal(c.status, 200);
    assert.match(c.headers.get('content-type') ?? '', /^text\/csv/);
    const lines = c.text.trim().split('\r\n');
    assert.equal(lines[0], q.columns);
    assert.deepEqual(lines.slice(1), j.map((r: any) => q.columns.split(',').map((k) => r[k]).join(',')));
    // a page past the end, or a filter that leaves no rows: still the header row
    for (const empty of [{ ...q, format: 'csv', offset: '100000' }, { ...q, format: 'csv', filter_country: 'zz' }]) {
      const e = await report(a, empty);
      assert.equal(e.status, 200);
      assert.equal(e.text, `${q.columns}\r\n`);
    }
  });

  it('a tenant sees only its own rows; a wrong or missing key is refused', async () => {
    const mine = (await report(b, { columns: 'campaign,impressions' })).body.results;
    assert.deepEqual(mine.map((r: any) => r.campaign), ['Tenant B campaign']);
    assert.equal((await report(b, { columns: 'campaign,impressions', filter_campaign_id_external: main.hashedId })).body.count, 0);
    const none = await fetch(`${t.url}/report?start=${TODAY}&end=${TODAY}&columns=day`);
    assert.equal(none.status, 401);
    const wrong = await report({ ...a, reportKey: a.key }, { columns: 'day' });
    assert.equal(wrong.status, 401, 'the campaign API key is not a report key');
    assert.equal(wrong.body.code, 401);
    // rotated: the old key stops at once, the new one works
    const fresh = await t.c.accounts.rotateKey(b.accountId, 'report');
    assert.equal((await report(b, { columns: 'day' })).status, 401);
    assert.equal((await report({ ...b, reportKey: fresh }, { columns: 'day' })).status, 200);
    b.reportKey = fresh;
  });

  it('bad requests name the parameter and the rule', async () => {
    const cases: [Record<string, string>, string, RegExp?][] = [
      [{ columns: 'day', start: '2026-10-01' }, 'start', /^The date is beyond our 45 day request window\. Start date is too far in the past: start must be 2026-10-\d\d or later/],
      [{ columns: 'day,hour', start: '2026-11-01' }, 'columns', /hour column is only available for the last 30 days: with hour, start must be 2026-11-\d\d or later/],
      [{ columns: 'day', limit: '2147483648' }, 'limit', /from 1 to 2147483647/],
      [{ columns: 'day,campaign_bid_goal' }, 'columns', /request it with the campaign/],
      [{ columns: 'day,bogus' }, 'columns'],
      [{ columns: '' }, 'columns'],
      [{ columns: 'day', start: 'yesterday' }, 'start'],
      [{ columns: 'day', start: '2026-12-05', end: '2026-12-04' }, 'end'],
      [{ columns: 'day', format: 'xml' }, 'format'],
      [{ columns: 'day', limit: '-1' }, 'limit'],
      [{ columns: 'day', sort_cost: 'DESC' }, 'sort_cost'],
      [{ columns: 'day,cost', sort_cost: 'UP' }, 'sort_cost'],
      [{ columns: 'day', filter_cost: '1' }, 'filter_cost'],
      [{ columns: 'day', having: "impressions > 0; DROP TABLE campaigns" }, 'having'],
      [{ columns: 'day', having: 'campaign_id > 0' }, 'having'],
      [{ columns: 'day', having: 'impressions' }, 'having'],
      [{ columns: 'day', report_type: 'publisher' }, 'report_type'],
    ];
    for (const [q, field, message] of cases) {
      const r = await report(a, q);
      assert.equal(r.status, 400, `${JSON.stringify(q)}: ${r.text}`);
      assert.equal(r.body.field, field, JSON.stringify(q));
      if (message) assert.match(r.body.message, message);
    }
    assert.equal((await manage(t, a, 'GET', '/campaign/list')).status, 200, 'nothing was dropped');
  });

  it('a full reset empties the delivery tables and keeps the hourly run scheduled (last: it wipes the suite)', async () => {
    assert.equal((await sb('POST', '/reset', {})).status, 200);
    for (const table of ['delivery_hourly', 'delivery_daily', 'delivery_campaign_daily', 'postbacks']) {
      assert.equal(Number((await t.c.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n), 0, table);
    }
    assert.equal(await t.c.jobs.hasQueued('delivery.tick'), true, 'the next hourly run is queued again');
  });
});

describe('delivery simulator: deterministic and budget-true (unit)', () => {
  const campaign = (over: Partial<DeliveryCampaign> = {}): DeliveryCampaign => ({
    id: 1, accountId: 1, hashedId: '0123456789abcdef0123456789abcdef', name: 'C', platform: 'android', packageName: 'com.x', itunesId: null,
    bidType: 'CPI', biddingStrategy: 'AUTO_BIDDING_WITH_CPM_BILLING', status: true, startAt: null, endAt: null, budgetCents: null,
    countries: [{ country: 'us', bid: 3, budgetCents: 2500, clickUrl: null, impressionUrl: null, regionCodes: [] }],
    ads: [{ id: 7, name: 'Ad', size: 'INTER', template: 'Standard Playable', adType: 'PLAY', setId: 3, setHashedId: 'f'.repeat(32), setCountries: [] }],
    pausedSources: new Set(), suppressedDevices: new Set(), deviceTypes: [], ...over,
  });
  const spendTable = (): DaySpend => {
    const m = new Map<string, number>();
    const inc = (k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    return { total: (c) => m.get(`${c}`) ?? 0, country: (c, k) => m.get(`${c}:${k}`) ?? 0, installs: (c, k) => m.get(`n${c}:${k}`) ?? 0, add: (c, k, v, n) => void (inc(`${c}`, v), inc(`${c}:${k}`, v), inc(`n${c}:${k}`, n)) };
  };
  const day = (c: DeliveryCampaign, firstHour: number) => {
    const out: HourOutput = { rows: [], sources: [], postbacks: [] };
    const s = spendTable();
    for (let h = firstHour; h < firstHour + 24; h++) simulateHour(c, h, s, out);
    return out.rows;
  };
  const h0 = Date.parse('2026-12-01T00:00:00Z') / 3_600_000;

  it('the same settings and hours give the same rows', () => {
    assert.deepEqual(day(campaign(), h0), day(campaign(), h0));
    assert.notDeepEqual(day(campaign(), h0), day(campaign({ hashedId: 'f'.repeat(32) }), h0));
  });

  it('CPM billing: a country budget is never exceeded and cost per install lands near the goal', () => {
    const rows = day(campaign({ countries: [{ country: 'us', bid: 3, budgetCents: 2500, clickUrl: null, impressionUrl: null, regionCodes: [] }] }), h0);
    const cost = rows.reduce((n, r) => n + r.costCents, 0);
    assert.ok(cost <= 2500 && cost > 0, `spent ${cost}`);
    const free = day(campaign({ countries: [{ country: 'us', bid: 3, budgetCents: null, clickUrl: null, impressionUrl: null, regionCodes: [] }] }), h0);
    const cpi = free.reduce((n, r) => n + r.costCents, 0) / free.reduce((n, r) => n + r.installs, 0) / 100;
    assert.ok(cpi > 1.5 && cpi < 4.5, `cost per install ${cpi} for a goal of 3`);
  });

  it('no ad, no bid, a paused campaign or a disabled window: no delivery', () => {
    assert.equal(day(campaign({ ads: [] }), h0).length, 0);
    assert.equal(day(campaign({ status: false }), h0).length, 0);
    assert.equal(day(campaign({ countries: [{ country: 'us', bid: null, budgetCents: null, clickUrl: null, impressionUrl: null, regionCodes: [] }] }), h0).length, 0);
    assert.equal(day(campaign({ startAt: new Date('2026-12-05T00:00:00Z') }), h0).length, 0);
    assert.equal(day(campaign({ endAt: new Date('2026-11-30T00:00:00Z') }), h0).length, 0, 'an end date at midnight ends with that day');
    assert.equal(day(campaign({ ads: [{ id: 7, name: 'Ad', size: 'INTER', template: 'Standard Playable', adType: 'PLAY', setId: 3, setHashedId: 'f'.repeat(32), setCountries: ['de'] }] }), h0).length, 0, "the set's countries");
  });

  it('a budget change applies from the next hour; US regions and ROAS goals', () => {
    const c = campaign({ biddingStrategy: 'TARGET_GOAL_WITH_CPI_BILLING', countries: [{ country: 'us', bid: 3, budgetCents: 100_000, clickUrl: null, impressionUrl: null, regionCodes: [] }] });
    const out: HourOutput = { rows: [], sources: [], postbacks: [] };
    const s = spendTable();
    for (let h = h0; h < h0 + 12; h++) simulateHour(c, h, s, out);
    const morning = out.rows.reduce((n, r) => n + r.costCents, 0);
    assert.ok(morning > 500, `spent ${morning} by noon`);
    c.countries[0]!.budgetCents = 500; // cut to $5 at noon: already spent more, so nothing after
    const before = out.rows.length;
    for (let h = h0 + 12; h < h0 + 24; h++) simulateHour(c, h, s, out);
    assert.equal(out.rows.length, before, 'no delivery after the cut');
    const whole = day(campaign({ countries: [{ country: 'us', bid: 3, budgetCents: null, clickUrl: null, impressionUrl: null, regionCodes: [] }] }), h0).reduce((n, r) => n + r.impressions, 0);
    const regions = day(campaign({ countries: [{ country: 'us', bid: 3, budgetCents: null, clickUrl: null, impressionUrl: null, regionCodes: ['CA', 'NY', 'TX'] }] }), h0).reduce((n, r) => n + r.impressions, 0);
    assert.ok(regions < whole / 8, `3 of 51 regions: ${regions} of ${whole}`);
    // each hour's installs are the day's next users: cumInstalls counts the installs before it
    const rows = day(campaign({ countries: [{ country: 'us', bid: 3, budgetCents: null, clickUrl: null, impressionUrl: null, regionCodes: [] }] }), h0);
    let before2 = 0;
    for (const r of rows) {
      assert.equal(r.cumInstalls, before2);
      assert.ok(r.redownloads <= r.installs);
      before2 += r.installs;
    }
  });

  it('an ad serves only when its set is LIVE, its size on, and its assets processed and approved', () => {
    const set = { id: 1, hashedId: 'a'.repeat(32), status: true, countries: [], sizes: { BANNER: true, CTV: true, INTER: true, PRELOAD: true } };
    const ads = [
      { id: 10, setId: 1, name: 'Banner', size: 'BANNER' as const, template: 'Standard', status: true },
      { id: 11, setId: 1, name: 'Playable', size: 'INTER' as const, template: 'Standard Playable', status: true },
      { id: 12, setId: 1, name: 'Preload', size: 'PRELOAD' as const, template: 'Standard', status: true },
    ];
    const ok = [{ setId: 1, type: 'IMG_BANNER', usable: true }, { setId: 1, type: 'HOSTED_HTML', usable: true }];
    assert.deepEqual(deliverableAds([set], ads, ok).map((a) => [a.id, a.adType]), [[10, 'GRAPHIC'], [11, 'PLAY'], [12, 'GRAPHIC']]);
    assert.deepEqual(deliverableAds([set], ads, [ok[0]!, { setId: 1, type: 'HOSTED_HTML', usable: false }]).map((a) => a.id), [10, 12], 'a playable in review or rejected');
    assert.deepEqual(deliverableAds([{ ...set, sizes: { ...set.sizes, BANNER: false } }], ads, ok).map((a) => a.id), [11, 12], 'BANNER switched off');
    assert.deepEqual(deliverableAds([{ ...set, status: false }], ads, ok), [], 'a paused set');
    assert.deepEqual(deliverableAds([set], ads.map((a) => ({ ...a, status: a.id !== 11 })), ok).map((a) => a.id), [10, 12], 'an ad switched off');
    assert.deepEqual(deliverableAds([set], ads, [{ setId: 1, type: 'TXT_RATING', usable: true }]), [], 'no approved file: not even the Preload ad');
  });

  it('having compiles to SQL with numbers bound, never spliced', () => {
    const params: unknown[] = [];
    const sql = havingSql(parseHaving('impressions > 10 and (ctr >= 0.5 or not cost = 3)'), (m) => `<${m}>`, params);
    assert.equal(sql, '((<impressions> > CAST(? AS DOUBLE PRECISION)) AND ((<ctr> >= CAST(? AS DOUBLE PRECISION)) OR (NOT (<cost> = CAST(? AS DOUBLE PRECISION)))))');
    assert.deepEqual(params, [10, 0.5, 3]);
    for (const bad of ["impressions > 0'", 'impressions > (1', '1 > 0 AND impressions', 'sleep(1) > 0', '--']) assert.throws(() => parseHaving(bad), /having/, bad);
  });
});

describe('postbacks sent to their targets (POSTBACK_DELIVERY=true)', () => {
  // exercised through the same container on SQLite; the target is a loopback server
  it('each recorded postback is sent once as a GET and marked sent', async () => {
    const { sqliteDatabase } = await import('./helpers/databases.js');
    const tdb = sqliteDatabase();
    const hits: string[] = [];
    let refused = 0;
    const target = http.createServer((req, res) => {
      // the first click postback is refused once: it is retried, not lost
      if (req.url?.startsWith('/click') && refused === 0) {
        refused++;
        res.statusCode = 500;
        res.end('try later');
        return;
      }
      hits.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    const port = (target.address() as { port: number }).port;
    const t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(START),
      config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 }, delivery: { simulate: true, sendPostbacks: true, postbacksAllowPrivate: true, postbackRatePerSecond: 1000 } },
    });
    try {
      const who = await advertiser(t, 'Postbacks');
      await liveCampaign(t, who, { targeting: [{ country_code: 'US' }], tracking: { click_url: `http://127.0.0.1:${port}/click?c={CAMPAIGN_ID}&d={DID}`, impression_url: `http://127.0.0.1:${port}/imp?c={CAMPAIGN_ID}`, tracking_method: 'TRACKER_01' } });
      await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 6 * 3600 }) });
      const until = Date.now() + 20_000;
      let log: any[] = [];
      for (;;) {
        log = (await (await fetch(`${t.url}/_sandbox/postbacks?limit=1000`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as any[];
        if (log.length > 0 && log.every((p) => p.state === 'sent')) break;
        // the retry of the refused one is due a few seconds later on the platform clock
        await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 5 }) });
        if (Date.now() > until) assert.fail(`postbacks not all sent: ${JSON.stringify(log.slice(0, 3))}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      assert.equal(refused, 1);
      assert.equal(hits.length, log.length, 'each sent exactly once');
      assert.equal(log.filter((p) => p.attempts === 2).length, 1, 'the refused one took a second attempt');
      assert.deepEqual(hits.map((h) => h.split('?')[0]).sort(), log.map((p) => new URL(p.url).pathname).sort());
    } finally {
      await t.close();
      await tdb.cleanup();
      target.close();
    }
  });
});

await forEachDatabase('delivery simulator on two processes', (tdb) => {
  let t: TestApp;
  let other: Container;
  const clock = new ManualClock(START);
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock, config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    if (tdb.name === 'sqlite') return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-other-'));
    other = await createContainer(testConfig(dir, { inlineWorker: false }), { db: await openAgain(t.c.db), clock });
  });
  after(async () => {
    await other?.close();
    await t.close();
    await tdb.cleanup();
  });

  // SQLite: one process writes a file at a time (its lock); two connections inside this one test
  // process would block each other's thread, which two real processes do not
  const sqlite = tdb.name === 'sqlite' ? 'PostgreSQL only: on SQLite the file lock serializes writers' : false;
  it('ticks racing on two processes (and the job) make every hour exactly once', { skip: sqlite }, async () => {
    const who = await advertiser(t, 'Raced');
    await liveCampaign(t, who, { targeting: [{ country_code: 'US' }, { country_code: 'GB' }] });
    clock.advance(24 * 3_600_000);
    const made = await Promise.all([t.c.delivery.tick(), other.delivery.tick()]);
    assert.ok(made[0]! + made[1]! <= 24, `hours made: ${made}`);
    // whatever is left (none, or what the job is making) is made by a last tick
    await t.c.delivery.tick();
    const hours = await t.c.db.all<{ hour: number }>('SELECT DISTINCT hour FROM delivery_hourly');
    assert.equal(hours.length, 24, 'every hour of the day, once');
    const sum = async (table: string) => Number((await t.c.db.get<{ n: number }>(`SELECT SUM(impressions) AS n FROM ${table}`))!.n);
    const hourly = await sum('delivery_hourly');
    assert.ok(hourly > 0);
    assert.equal(await sum('delivery_daily'), hourly, 'no hour counted twice in the rollup');
    assert.equal(await sum('delivery_campaign_daily'), hourly);
  });
});
