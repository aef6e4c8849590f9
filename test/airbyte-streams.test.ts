// Airbyte's two AppLovin connectors as they call the report host (addendum 7 "Public clients to
// run"), on both engines, requests exactly as the sources build them:
// - source-applovin `streams.py` (the stored version @ad5872ca): the advertiser stream on /report and
//   /probabilisticReport, report_type=advertiser, its schema's columns, start = end (its hard-coded
//   day patched into the window), format=json, limit=1500000, offset paging driven by `count` (stop
//   when count < limit, else offset += count); a 500 is retried only when its text is "Execution
//   time exceeded run time cap".
// - source-applovin-ads `manifest.yaml`: asset_report_daily on /assetAnalyticsReport, one day per
//   request, limit=1000 with offset paging (stop at a page shorter than 1000), records from
//   `results`; and its advertiser_report_daily, whose columns are the web report's, for a WEB account.
// Each checks what those clients rely on: `count` = the rows, every requested column in every row,
// paging that ends.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { liveAppCampaign, liveWebCampaign, reportAccount, type Who } from './helpers/web-delivery.js';

const TOKEN = 'airbyte-streams-sandbox-token';
const DAYS = ['2026-12-01', '2026-12-02', '2026-12-03'];

/** source_applovin/schemas/advertiser_reports.json: its properties, in order, are the columns sent. */
const STREAMS_ADVERTISER = 'ad,ad_id,ad_type,app_id_external,application,average_cpa,average_cpc,campaign,campaign_ad_type,campaign_bid_goal,campaign_id_external,campaign_package_name,campaign_roas_goal,campaign_store_id,campaign_type,clicks,conversions,conversion_rate,cost,country,creative_set,creative_set_id,ctr,custom_page_id,day,device_type,first_purchase,impressions,installs,optimization_day_target,platform,redownloads,sales,size,target_event,traffic_source';
/** source_applovin/schemas/probabilistic_advertiser_reports.json */
const STREAMS_PROBABILISTIC = 'ad,ad_id,ad_type,average_cpc,campaign,campaign_ad_type,campaign_bid_goal,campaign_id_external,campaign_package_name,campaign_roas_goal,campaign_type,clicks,conversions,conversion_rate,cost,ctr,custom_page_id,day,first_purchase,impressions,optimization_day_target,platform,sales,size,target_event';
/** manifest.yaml asset_report_daily request_parameters.columns */
const MANIFEST_ASSETS = 'asset_id,asset_name,asset_url,campaign,campaign_id,creative_set,creative_set_id,impressions,clicks,ctr,cost';
/** manifest.yaml advertiser_report_daily request_parameters.columns (the web report's) */
const MANIFEST_ADVERTISER = 'campaign,campaign_id_external,country,creative_set,creative_set_id,day,campaign_type,audience_strategy,custom_page_id,placement_type,platform,target_event,cost,campaign_bid_goal,optimization_day_target,average_cpc,clicks,ctr,impressions,sales,cost_per_target_event_0d,target_event_count_0d,nc_d0_checkouts,nc_d0_checkout_rev,nc_d0_cpp,nc_d0_roas,nc_percent_d0_checkouts,nc_percent_d0_checkout_rev,nc_d7_checkouts,nc_d7_checkout_rev,nc_d7_cpp,nc_d7_roas,nc_percent_d7_checkouts,nc_percent_d7_checkout_rev,new_visitor_rate,sales_0d,sales_1d,sales_2d,sales_3d,sales_7d,sales_14d,sales_28d,cpp_0d,cpp_1d,cpp_2d,cpp_3d,cpp_7d,cpp_14d,cpp_28d,roas_0d,roas_1d,roas_2d,roas_3d,roas_7d,roas_14d,roas_28d,chka_usd_0d,chka_usd_1d,chka_usd_2d,chka_usd_3d,chka_usd_7d,chka_usd_14d,chka_usd_28d';

type Row = Record<string, unknown>;
interface Read {
  rows: Row[];
  requests: { limit: string; offset: string; status: number }[];
}

/** Every row has exactly the requested columns, as strings (the report host's values are text). */
function everyColumn(rows: Row[], columns: string, what: string): void {
  const want = columns.split(',');
  for (const r of rows) {
    assert.deepEqual(Object.keys(r).sort(), [...want].sort(), `${what}: a row's columns`);
    for (const c of want) assert.equal(typeof r[c], 'string', `${what}: ${c} is text`);
  }
}

/**
 * streams.py's read of one stream slice: limit 1,500,000, offset += count while count is not below
 * the limit; a 500 retried only when it says the run time cap was exceeded (should_retry).
 */
async function streamsRead(base: string, key: string, path: string, columns: string, day: string): Promise<Read> {
  const PAGE_SIZE = 1_500_000;
  const out: Read = { rows: [], requests: [] };
  let offset = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    const q = new URLSearchParams({ api_key: key, start: day, end: day, format: 'json', report_type: 'advertiser', columns, offset: String(offset), limit: String(PAGE_SIZE) });
    const res = await fetch(`${base}/${path}?${q}`);
    const text = await res.text();
    out.requests.push({ limit: q.get('limit')!, offset: q.get('offset')!, status: res.status });
    if (res.status === 500 && text.includes('Execution time exceeded run time cap')) continue;
    assert.equal(res.status, 200, `${path}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { count: number; results: Row[] };
    assert.equal(body.count, body.results.length, `${path}: count = rows of the page`);
    out.rows.push(...body.results);
    if (body.count < PAGE_SIZE) return out;
    offset += body.count;
  }
  assert.fail(`${path}: paging did not end`);
}

/** The manifest's read of one day: DefaultPaginator + OffsetIncrement(page_size 1000), records at `results`. */
async function manifestRead(base: string, key: string, path: string, extra: Record<string, string>, columns: string, day: string): Promise<Read> {
  const out: Read = { rows: [], requests: [] };
  let offset = 0;
  for (let page = 0; page < 1000; page++) {
    const q = new URLSearchParams({ ...extra, format: 'json', columns, start: day, end: day, limit: '1000', ...(page ? { offset: String(offset) } : {}), api_key: key });
    const res = await fetch(`${base}${path}?${q}`);
    const text = await res.text();
    out.requests.push({ limit: q.get('limit')!, offset: q.get('offset') ?? '', status: res.status });
    assert.equal(res.status, 200, `${path} ${day}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { count: number; results: Row[] };
    assert.equal(body.count, body.results.length, `${path}: count = rows of the page`);
    out.rows.push(...body.results);
    if (body.results.length < 1000) return out;
    offset += body.results.length;
  }
  assert.fail(`${path}: paging did not end`);
}

await forEachDatabase("Airbyte's AppLovin connectors", (tdb) => {
  let t: TestApp;
  let game: Who;
  let shop: Who;
  const faults = (method: string, body?: unknown) =>
    fetch(`${t.url}/_sandbox/faults`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(new Date('2026-12-01T00:10:00Z')),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 36, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    game = await reportAccount(t, 'Game', 'APP');
    await liveAppCampaign(t, game, 'Purchases');
    await liveAppCampaign(t, game, 'More purchases');
    shop = await reportAccount(t, 'Shop', 'WEB');
    await liveWebCampaign(t, shop, 'Prospecting', { goal_type: 'CPP', roas_day_target: 'DAY0', goal_value_for_all_countries: '20' }, { audience_strategy: 'PROSPECTING' });
    await liveWebCampaign(t, shop, 'Add to cart', { goal_type: 'CPE', event_target: 'add_to_cart', goal_value_for_all_countries: '2' });
    const moved = await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 3 * 86_400 + 6 * 3600 }) });
    assert.equal(moved.status, 200, await moved.text());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  describe('source-applovin streams.py', () => {
    it('advertiser stream: limit=1500000 accepted, count-driven paging ends after one page, every schema column in every row', async () => {
      for (const day of DAYS) {
        const r = await streamsRead(t.url, game.reportKey, 'report', STREAMS_ADVERTISER, day);
        assert.deepEqual(r.requests, [{ limit: '1500000', offset: '0', status: 200 }]);
        assert.ok(r.rows.length > 0, day);
        everyColumn(r.rows, STREAMS_ADVERTISER, `report ${day}`);
        assert.ok(r.rows.every((x) => x.day === day));
      }
    });

    it('probabilistic advertiser stream: the same on /probabilisticReport', async () => {
      const r = await streamsRead(t.url, game.reportKey, 'probabilisticReport', STREAMS_PROBABILISTIC, DAYS[1]!);
      assert.deepEqual(r.requests.map((x) => x.status), [200]);
      assert.ok(r.rows.length > 0);
      everyColumn(r.rows, STREAMS_PROBABILISTIC, 'probabilisticReport');
    });

    it('a 500 "Execution time exceeded run time cap" is retried and the read completes', async () => {
      assert.equal((await faults('POST', { path: '/report', status: 500, body: 'run_time_cap', times: 1 })).status, 200);
      try {
        const r = await streamsRead(t.url, game.reportKey, 'report', STREAMS_ADVERTISER, DAYS[0]!);
        assert.deepEqual(r.requests.map((x) => x.status), [500, 200]);
        everyColumn(r.rows, STREAMS_ADVERTISER, 'after the retry');
      } finally {
        await faults('DELETE');
      }
    });
  });

  describe('source-applovin-ads manifest.yaml', () => {
    for (const [label, who] of [['APP', () => game], ['WEB', () => shop]] as const) {
      it(`asset_report_daily for a ${label} account: /assetAnalyticsReport one day per request, limit=1000, every column, count = rows`, async () => {
        let total = 0;
        for (const day of DAYS) {
          const r = await manifestRead(t.url, who().reportKey, '/assetAnalyticsReport', {}, MANIFEST_ASSETS, day);
          assert.deepEqual(r.requests, [{ limit: '1000', offset: '', status: 200 }]);
          everyColumn(r.rows, MANIFEST_ASSETS, `${label} assets ${day}`);
          for (const row of r.rows) assert.match(String(row.campaign_id), /^[0-9a-f]{32}$/);
          total += r.rows.length;
        }
        assert.ok(total > 0, `${label}: asset rows`);
      });
    }

    it('asset_report_daily pages at 1000: offset paging reads every row once and ends at the short page', async () => {
      // a page of 1000 cannot be filled by the sandbox; the manifest's paginator is read with a page of 1 instead
      const day = DAYS[1]!;
      const whole = await manifestRead(t.url, game.reportKey, '/assetAnalyticsReport', {}, MANIFEST_ASSETS, day);
      const rows: Row[] = [];
      for (let offset = 0; ; offset++) {
        const q = new URLSearchParams({ format: 'json', columns: MANIFEST_ASSETS, start: day, end: day, limit: '1', offset: String(offset), api_key: game.reportKey });
        const body = (await (await fetch(`${t.url}/assetAnalyticsReport?${q}`)).json()) as { count: number; results: Row[] };
        assert.equal(body.count, body.results.length);
        rows.push(...body.results);
        if (body.results.length < 1) break;
      }
      assert.deepEqual(rows, whole.rows, 'page by page = the one page, in the same order');
    });

    it("advertiser_report_daily for a WEB account: the manifest's 63 web columns, one day per request, limit=1000", async () => {
      for (const day of DAYS) {
        const r = await manifestRead(t.url, shop.reportKey, '/report', { report_type: 'advertiser' }, MANIFEST_ADVERTISER, day);
        assert.equal(r.requests.at(-1)!.status, 200);
        assert.ok(r.rows.length > 0, day);
        everyColumn(r.rows, MANIFEST_ADVERTISER, `web report ${day}`);
      }
    });
  });
});
