// GET /assetReport and /assetAnalyticsReport (issue 35 item 1, addendum 7 section 1) over simulated
// delivery, driven by the sandbox clock: asset ids are /manage/v1's, campaign_id the 32-hex id, the
// asset rows add up exactly to /report's totals (and day rows to the range), filters, sorting,
// paging, CSV, the request rules, tenancy. Both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { assetReportRows, parseAssetReportRequest, splitWhole, type AssetCatalog } from '../src/core/reporting/asset-report.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { finished, manage, upload, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { html, png } from './helpers/upload-parts.js';
import { CampaignPlatform } from '../sdk/src/index.js';

const START = new Date('2026-12-01T00:10:00Z');
const TOKEN = 'asset-reports-sandbox-token';
const DAY_S = 86_400;
const YESTERDAY = '2026-12-02';

interface Advertiser extends ManageAccount {
  reportKey: string;
}

await forEachDatabase('asset reports', (tdb) => {
  let t: TestApp;
  let a: Advertiser;
  let b: Advertiser;
  let campaign: { id: string; hashedId: string; name: string };
  let assetIds: string[];
  const get = async (path: string, q: Record<string, string>, who: Advertiser = a) => {
    const res = await fetch(`${t.url}${path}?${new URLSearchParams({ api_key: who.reportKey, ...q })}`);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined };
  };
  const sum = (rows: Record<string, string>[], col: string) => rows.reduce((n, r) => n + Math.round(Number(r[col]) * 100), 0);

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(START),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 7, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    const mk = async (name: string): Promise<Advertiser> => {
      const x = await t.c.accounts.createAccount(name);
      return { accountId: x.account.id, key: x.campaignApiKey, reportKey: x.reportKey };
    };
    a = await mk('Assets');
    b = await mk('Other tenant');
    const created = await manage(t, a, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Asset campaign', start_date: '2026-12-01', end_date: '2027-06-01', budget: { daily_budget_for_all_countries: '60' }, targeting: [{ country_code: 'US' }, { country_code: 'DE' }] }) });
    assert.equal(created.status, 200, created.text);
    const id = String(created.body.id);
    assert.equal((await manage(t, a, 'POST', '/campaign/update', { body: { id, type: 'APP', status: 'LIVE' } })).status, 200);
    const up = await upload(t, a, [{ name: 'play.html', contentType: 'text/html', data: html(1) }, { name: 'banner.png', contentType: 'image/png', data: png(320, 50, 1) }]);
    const files = (await finished(t, a, up.body.upload_id)).details as { id: string; file_status: string }[];
    assert.deepEqual(files.map((f) => f.file_status), ['SUCCESS', 'SUCCESS']);
    assetIds = files.map((f) => f.id);
    const set = await manage(t, a, 'POST', '/creative_set/create', { body: { campaign_id: id, type: 'APP', name: 'Set one', assets: files.map((f) => ({ id: f.id })) } });
    assert.equal(set.status, 200, set.text);
    const list = await manage(t, a, 'GET', '/campaign/list', { query: { ids: id } });
    campaign = { id, hashedId: list.body[0].hashed_id, name: 'Asset campaign' };
    const moved = await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 2 * DAY_S }) });
    assert.equal(moved.status, 200, await moved.text());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('/assetReport?range=yesterday: the /manage/v1 asset ids, the 32-hex campaign id; rows add up exactly to /report', async () => {
    const r = await get('/assetReport', { range: 'yesterday', columns: 'asset_id,asset_name,campaign,campaign_id,campaign_package_name,creative_set,creative_set_id,impressions,clicks,ctr,cost' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.code, 200);
    assert.equal(r.body.count, r.body.results.length);
    const rows = r.body.results as Record<string, string>[];
    assert.ok(rows.length >= 2, JSON.stringify(rows));
    for (const row of rows) {
      assert.ok(assetIds.includes(row.asset_id!), `asset ${row.asset_id} is one of /manage/v1's`);
      assert.equal(row.campaign_id, campaign.hashedId);
      assert.match(row.campaign_id!, /^[0-9a-f]{32}$/);
      assert.equal(row.campaign, campaign.name);
      assert.equal(row.campaign_package_name, 'com.example.game');
      assert.equal(row.creative_set, 'Set one');
      assert.match(row.creative_set_id!, /^[0-9a-f]{32}$/);
      assert.equal(row.ctr, (Number(row.clicks) / Number(row.impressions) || 0).toFixed(4));
      assert.deepEqual(Object.keys(row), ['asset_id', 'asset_name', 'campaign', 'campaign_id', 'campaign_package_name', 'creative_set', 'creative_set_id', 'impressions', 'clicks', 'ctr', 'cost']);
    }
    // the asset reports' rollup is the hourly rows summed by day and ad, written with them
    const hourly = await t.c.db.all('SELECT day, ad_id, SUM(impressions) AS i, SUM(clicks) AS c, SUM(cost) AS k FROM delivery_hourly WHERE account_id = ? GROUP BY day, ad_id ORDER BY day, ad_id', [a.accountId]);
    const rollup = await t.c.db.all('SELECT day, ad_id, SUM(impressions) AS i, SUM(clicks) AS c, SUM(cost) AS k FROM delivery_ad_daily WHERE account_id = ? GROUP BY day, ad_id ORDER BY day, ad_id', [a.accountId]);
    assert.ok(hourly.length > 0);
    assert.deepEqual(rollup.map((x) => Object.values(x).map(String)), hourly.map((x) => Object.values(x).map(String)));
    const total = (await get('/report', { start: YESTERDAY, end: YESTERDAY, columns: 'impressions,clicks,cost' })).body.results[0];
    assert.ok(Number(total.impressions) > 0);
    for (const m of ['impressions', 'clicks', 'cost']) assert.equal(sum(rows, m), sum([total], m), `${m}: asset rows add up to /report`);
  });

  it('/assetAnalyticsReport by day: each asset\'s day rows add up exactly to its range, and each day to /report\'s day', async () => {
    const byDay = (await get('/assetAnalyticsReport', { start: '2026-12-01', end: YESTERDAY, columns: 'day,asset_id,impressions,clicks,cost' })).body.results as Record<string, string>[];
    const range = (await get('/assetAnalyticsReport', { start: '2026-12-01', end: YESTERDAY, columns: 'asset_id,impressions,clicks,cost' })).body.results as Record<string, string>[];
    const last7 = (await get('/assetReport', { range: 'last_7d', columns: 'asset_id,impressions,clicks,cost' })).body.results as Record<string, string>[];
    assert.deepEqual(last7, range, 'last_7d covers both delivered days');
    for (const r of range) {
      for (const m of ['impressions', 'clicks', 'cost']) assert.equal(sum(byDay.filter((x) => x.asset_id === r.asset_id), m), sum([r], m), `${r.asset_id} ${m}`);
    }
    const days = (await get('/report', { start: '2026-12-01', end: YESTERDAY, columns: 'day,impressions,clicks,cost' })).body.results as Record<string, string>[];
    assert.deepEqual([...new Set(byDay.map((x) => x.day))].sort(), days.map((d) => d.day));
    for (const d of days) for (const m of ['impressions', 'clicks', 'cost']) assert.equal(sum(byDay.filter((x) => x.day === d.day), m), sum([d], m), `${d.day} ${m}`);
  });

  it('filters (exact, not, metric bounds), text sorting, paging, not_zero and CSV with the header in request order', async () => {
    const base = { range: 'last_7d', columns: 'asset_id,asset_name,impressions,cost' };
    const all = (await get('/assetReport', base)).body.results as Record<string, string>[];
    assert.equal((await get('/assetReport', { ...base, filter_campaign_id: campaign.hashedId })).body.count, all.length);
    assert.equal((await get('/assetReport', { ...base, filter_campaign: 'Asset campaign' })).body.count, all.length);
    assert.equal((await get('/assetReport', { ...base, filter_campaign: 'Another' })).body.count, 0);
    const one = all[0]!.asset_id!;
    assert.deepEqual((await get('/assetReport', { ...base, filter_asset_id: one })).body.results.map((x: any) => x.asset_id), [one]);
    assert.ok((await get('/assetReport', { ...base, filter_not_asset_id: one })).body.results.every((x: any) => x.asset_id !== one));
    const most = Math.max(...all.map((x) => Number(x.impressions)));
    const above = (await get('/assetReport', { ...base, filter_greater_than_impressions: String(most - 1) })).body.results as Record<string, string>[];
    assert.deepEqual(above.map((x) => Number(x.impressions)), [most]);
    assert.equal((await get('/assetReport', { ...base, filter_greater_than_cost: '0', filter_less_than_cost: '1000000' })).body.count, all.filter((x) => Number(x.cost) > 0).length);
    const sorted = (await get('/assetReport', { ...base, sort_asset_name: 'DESC' })).body.results.map((x: any) => x.asset_name);
    assert.deepEqual(sorted, [...sorted].sort().reverse());
    const page1 = (await get('/assetReport', { ...base, limit: '1', offset: '0' })).body.results;
    const page2 = (await get('/assetReport', { ...base, limit: '1', offset: '1' })).body.results;
    assert.deepEqual([...page1, ...page2], all.slice(0, 2), 'stable offset paging');
    assert.equal((await get('/assetReport', { ...base, offset: '1000' })).body.count, 0);
    const csv = await get('/assetReport', { ...base, format: 'csv' });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    assert.equal(lines[0], 'asset_id,asset_name,impressions,cost');
    assert.equal(lines.length, all.length + 1);
    // a range with no delivery: not_zero leaves nothing, and without it there are no rows either
    assert.equal((await get('/assetReport', { ...base, range: 'last_month', not_zero: '1' })).body.count, 0);
  });

  it('request rules: range vs dates, day and hour, columns, bounds, the 45-day window; 400 names the parameter', async () => {
    const cases: [string, Record<string, string>, string, RegExp?][] = [
      ['/assetReport', { columns: 'asset_id,cost' }, 'range'],
      ['/assetReport', { range: 'last_year', columns: 'asset_id' }, 'range'],
      ['/assetReport', { range: 'yesterday', start: '2026-12-01', columns: 'asset_id' }, 'start'],
      ['/assetReport', { range: 'yesterday', columns: 'day,asset_id' }, 'columns', /assetAnalyticsReport/],
      ['/assetReport', { range: 'yesterday', columns: 'hour,asset_id' }, 'columns'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id,installs' }, 'columns'],
      ['/assetReport', { range: 'yesterday', columns: '' }, 'columns'],
      ['/assetAnalyticsReport', { range: 'yesterday', start: '2026-12-01', end: '2026-12-02', columns: 'asset_id' }, 'range'],
      ['/assetAnalyticsReport', { end: '2026-12-02', columns: 'asset_id' }, 'start'],
      ['/assetAnalyticsReport', { start: '2026-10-01', end: '2026-10-02', columns: 'asset_id' }, 'start', /Start date is too far in the past: start must be 2026-10-19 or later/],
      ['/assetAnalyticsReport', { start: '2026-12-02', end: '2026-12-01', columns: 'asset_id' }, 'end'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id', filter_greater_than_cost: '5', filter_less_than_cost: '2' }, 'filter_greater_than_cost'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id', filter_greater_than_installs: '5' }, 'filter_greater_than_installs'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id', filter_asset_url: 'x' }, 'filter_asset_url'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id', sort_cost: 'DESC' }, 'sort_cost'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id', format: 'xml' }, 'format'],
      ['/assetReport', { range: 'yesterday', columns: 'asset_id', limit: '0' }, 'limit'],
    ];
    for (const [path, q, field, message] of cases) {
      const r = await get(path, q);
      assert.equal(r.status, 400, `${path} ${JSON.stringify(q)}: ${r.text}`);
      assert.equal(r.body.field, field, `${path} ${JSON.stringify(q)}: ${r.text}`);
      if (message) assert.match(r.body.message, message);
    }
  });

  it('the SDK reads both asset reports page by page (reports.assets)', async () => {
    const cp = new CampaignPlatform({ baseUrl: t.url, credentials: { reportKey: a.reportKey } });
    const viaSdk: unknown[] = [];
    for await (const row of cp.reports.assets({ range: 'last_7d', columns: 'asset_id,impressions,cost' }, { pageSize: 1 })) viaSdk.push(row);
    const direct = (await get('/assetReport', { range: 'last_7d', columns: 'asset_id,impressions,cost' })).body.results;
    assert.deepEqual(viaSdk, direct);
    const days: unknown[] = [];
    for await (const row of cp.reports.assets({ start: '2026-12-01', end: YESTERDAY, columns: 'day,asset_id,cost' })) days.push(row);
    assert.deepEqual(days, (await get('/assetAnalyticsReport', { start: '2026-12-01', end: YESTERDAY, columns: 'day,asset_id,cost' })).body.results);
    cp.close();
  });

  it("a wrong key is 401; another account's key sees none of these assets", async () => {
    const bad = await get('/assetReport', { range: 'yesterday', columns: 'asset_id' }, { ...a, reportKey: a.key });
    assert.equal(bad.status, 401);
    assert.equal(bad.body.code, 401);
    const other = await get('/assetReport', { range: 'last_7d', columns: 'asset_id,impressions' }, b);
    assert.equal(other.status, 200);
    assert.deepEqual(other.body.results, []);
    assert.equal((await get('/assetReport', { range: 'last_7d', columns: 'asset_id', filter_campaign_id: campaign.hashedId }, b)).body.count, 0);
  });
});

it('an ad showing several assets splits its figures between them in whole units, exactly (unit)', () => {
  assert.deepEqual(splitWhole(10, 3, 0, []), [4, 3, 3]);
  assert.deepEqual(splitWhole(10, 3, 2, []), [3, 3, 4]);
  assert.deepEqual(splitWhole(2, 3, 1, []), [0, 1, 1]);
  const cat: AssetCatalog = {
    // a video with a playable end card (two assets) and a banner (one)
    ads: new Map([[1, { setId: 9, size: 'INTER', template: 'Portrait Playable Endcard, over 15s' }], [2, { setId: 9, size: 'BANNER', template: 'Standard' }]]),
    members: [
      { id: 1, setId: 9, type: null, assetId: 100 },
      { id: 2, setId: 9, type: null, assetId: 101 },
      { id: 3, setId: 9, type: null, assetId: 102 },
      { id: 4, setId: 9, type: null, assetId: 103 },
    ],
    assets: new Map([
      [100, { id: 100, name: 'play.html', url: 'u0', type: 'HOSTED_HTML' }],
      [101, { id: 101, name: 'long.mp4', url: 'u1', type: 'VID_LONG_P' }],
      [102, { id: 102, name: 'banner.png', url: 'u2', type: 'IMG_BANNER' }],
      [103, { id: 103, name: 'banner-new.png', url: 'u3', type: 'IMG_BANNER' }],
    ]),
    sets: new Map([[9, { name: 'S', hashedId: 'h' }]]),
    campaigns: new Map([[5, { name: 'C', hashedId: 'c'.repeat(32), packageName: 'p' }]]),
  };
  const now = new Date('2026-12-03T00:00:00Z');
  const r = parseAssetReportRequest({ start: '2026-12-01', end: '2026-12-02', columns: 'day,asset_id,impressions,clicks,cost' }, now, 'analytics');
  const figures = [
    { day: '2026-12-01', campaignId: 5, setId: 9, adId: 1, i: 1001, c: 7, k: 333 },
    { day: '2026-12-02', campaignId: 5, setId: 9, adId: 1, i: 999, c: 5, k: 101 },
    { day: '2026-12-01', campaignId: 5, setId: 9, adId: 2, i: 50, c: 1, k: 9 },
    { day: '2026-12-01', campaignId: 5, setId: 9, adId: 77, i: 3, c: 0, k: 1 }, // an ad no longer known
  ];
  const rows = assetReportRows(r, figures, cat);
  const total = (m: 'impressions' | 'clicks' | 'cost') => rows.reduce((s, x) => s + Math.round(Number(x[m]) * 100), 0);
  assert.equal(total('impressions'), (1001 + 999 + 50 + 3) * 100);
  assert.equal(total('clicks'), (7 + 5 + 1) * 100);
  assert.equal(total('cost'), 333 + 101 + 9 + 1);
  const ids = [...new Set(rows.map((x) => x.asset_id))].sort();
  assert.deepEqual(ids, ['', '100', '101', '103'], 'the banner ad shows the newest banner; unknown ads keep their figures under ""');
  const day1 = rows.filter((x) => x.day === '2026-12-01' && (x.asset_id === '100' || x.asset_id === '101')).map((x) => Number(x.impressions));
  assert.deepEqual(day1.sort(), [500, 501], 'an odd impression goes to one of the two');
});
