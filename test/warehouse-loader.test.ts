// The example warehouse loader (docs/examples/warehouse-loader.mjs, bigquery-terafort v2.0's requests
// and checks) against a running server on both engines: a sandbox account with delivery history
// (four campaigns, creative sets with assets, campaign updates for the change log), probed and
// dry-run over every report; it must finish with exit 0 and every check passed. And the checks are
// real: the same script fails on a report host answering HTTP-200 error bodies (a sandbox fault
// rule) and on a host whose detail rows do not add up to its day totals.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { finished, manage, upload, v2Campaign } from './helpers/manage.js';
import { html, png } from './helpers/upload-parts.js';

const TOKEN = 'warehouse-loader-sandbox-token';
const TODAY = '2026-12-05';

interface Summary {
  mode: string;
  status: string;
  reports: Record<string, { rows: number; pages: number; columns: number; checks: string[]; days_ok?: number; coverage_pct?: number | null; campaigns_with_event_target?: number; operation_log_entries?: number; operation_types?: Record<string, number> }>;
  dropped: Record<string, string[]>;
  warnings: string[];
  errors: string[];
}

function runLoader(env: Record<string, string>): Promise<{ code: number | null; out: string; summary: Summary | undefined }> {
  const e: NodeJS.ProcessEnv = { ...process.env, TODAY, REQUEST_PAUSE: '0', HTTP_BACKOFF_BASE: '0.01', ...env };
  delete e.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, ['docs/examples/warehouse-loader.mjs'], { env: e, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      resolve({ code, out, summary: last.startsWith('{') ? (JSON.parse(last) as Summary) : undefined });
    }),
  );
}

await forEachDatabase('the example warehouse loader', (tdb) => {
  let t: TestApp;
  let env: Record<string, string>;

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(new Date('2026-12-01T00:10:00Z')),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 35, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    const a = await t.c.accounts.createAccount('Warehouse');
    const who = { accountId: a.account.id, key: a.campaignApiKey };
    const campaigns = [
      { name: 'Android CPI', targeting: [{ country_code: 'US' }, { country_code: 'BR' }] },
      { name: 'iOS ROAS', platform: 'IOS', itunes_id: 987654321, package_name: 'com.example.ios', goal: { goal_type: 'AD_ROAS', goal_value_for_all_countries: '40', roas_day_target: 'DAY0' } },
      { name: 'Level 10', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING', goal: { goal_type: 'CPE', event_target: 'level_10', goal_value_for_all_countries: '3' }, is_composite_banner_enabled: true, targeting: [{ country_code: 'DE' }, { country_code: 'JP' }] },
      { name: 'Paused soon', targeting: [{ country_code: 'GB' }] },
    ];
    for (const [i, over] of campaigns.entries()) {
      const c = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: '2026-12-01', end_date: '2027-06-01', ...over }) });
      assert.equal(c.status, 200, c.text);
      assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id: c.body.id, type: 'APP', status: 'LIVE' } })).status, 200);
      const up = await upload(t, who, [{ name: `p${i}.html`, contentType: 'text/html', data: html(i) }, { name: `b${i}.png`, contentType: 'image/png', data: png(320, 50, i) }]);
      const files = (await finished(t, who, up.body.upload_id)).details as { id: string }[];
      assert.equal((await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: c.body.id, type: 'APP', name: `Set ${i}`, assets: files.map((f) => ({ id: f.id })) } })).status, 200);
      if (i === 3) {
        // changes for the change log: a rename and a pause
        assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id: c.body.id, type: 'APP', name: 'Paused now' } })).status, 200);
        assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id: c.body.id, type: 'APP', status: 'PAUSED' } })).status, 200);
      }
    }
    // four days and a half of delivery: 12-01 .. 12-05 12:10 (today, TODAY)
    const moved = await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 4 * 86_400 + 12 * 3600 }) });
    assert.equal(moved.status, 200, await moved.text());
    env = {
      APPLOVIN_ADS_REPORT_KEY: a.reportKey,
      APPLOVIN_ADS_API_BASE: t.url,
      APPLOVIN_ADS_MGMT_KEY: a.campaignApiKey,
      APPLOVIN_ADS_ACCOUNT_ID: String(a.account.id),
      APPLOVIN_ADS_MGMT_BASE: `${t.url}/manage/v1`,
      REPORTS: 'all',
      LOOKBACK_DAYS: '6',
    };
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('MODE=probe: every report and column group is served, every probed row passes the checks', async () => {
    const { code, out, summary } = await runLoader({ ...env, MODE: 'probe' });
    assert.equal(code, 0, out);
    assert.ok(summary, out);
    assert.equal(summary.status, 'ok', out);
    assert.deepEqual(summary.dropped, {}, 'no optional column group refused');
    for (const name of ['core', 'creative', 'supply', 'site', 'hourly', 'probabilistic', 'assets']) {
      assert.ok(summary.reports[name]!.rows > 0, `${name} has rows on its probe day`);
      assert.ok(summary.reports[name]!.checks.includes('every row passes the strict checks'), name);
    }
    assert.equal(summary.reports.cohort!.columns, 58, 'the whole cohort set, target events included');
    assert.ok(summary.reports.mgmt!.checks.includes('campaign key and account accepted'));
    assert.doesNotMatch(out, new RegExp(env.APPLOVIN_ADS_REPORT_KEY!), 'the key is never printed');
  });

  it('MODE=dry-run: every report fetched page by page over the window and every check passes', async () => {
    const { code, out, summary } = await runLoader({ ...env, MODE: 'dry-run', PAGE_LIMIT: '25' });
    assert.equal(code, 0, out);
    assert.ok(summary, out);
    assert.equal(summary.status, 'ok', out);
    assert.deepEqual(summary.warnings, []);
    const core = summary.reports.core!;
    assert.ok(core.rows > 25 && core.pages > 2, `core paged: ${JSON.stringify(core)}`);
    assert.equal(core.days_ok, 7, 'every day of the window reconciles');
    assert.ok(core.checks.some((c) => c.startsWith('rows add up to the day totals')), JSON.stringify(core.checks));
    for (const name of ['cohort', 'creative', 'supply', 'site', 'hourly', 'ska', 'probabilistic', 'assets']) assert.ok(summary.reports[name]!.rows > 0, `${name}: ${JSON.stringify(summary.reports[name])}`);
    for (const name of ['creative', 'supply', 'site', 'hourly']) assert.ok(summary.reports[name]!.checks.includes('rows never exceed the day totals'), name);
    const mgmt = summary.reports.mgmt!;
    assert.equal(mgmt.campaigns_with_event_target, 1, 'the CPE campaign lists its event_target');
    assert.deepEqual(mgmt.operation_types, { CREATE_CAMPAIGN: 4, UPDATE_CAMPAIGN_STATUS: 5, UPDATE_CAMPAIGN: 1 });
  });

  it('retries HTTP-200 error bodies (HTML, empty, a JSON code 503) and a 500, then completes', async () => {
    const sb = (method: string, body?: unknown) =>
      fetch(`${t.url}/_sandbox/faults`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    for (const rule of [{ body: 'html' }, { body: 'empty' }, { body: 'json_error', error_code: '503' }]) assert.equal((await sb('POST', { path: '/report', status: 200, times: 1, ...rule })).status, 200);
    assert.equal((await sb('POST', { path: '/assetAnalyticsReport', status: 500, times: 1 })).status, 200);
    try {
      const { code, out, summary } = await runLoader({ ...env, MODE: 'dry-run', REPORTS: 'core,assets' });
      assert.equal(code, 0, out);
      assert.equal(summary?.status, 'ok');
      assert.match(out, /attempt 1\/5 failed \(HTTP 200 with a body that is not JSON/);
      assert.match(out, /attempt 2\/5 failed \(HTTP 200 with an empty body\)/);
      assert.match(out, /attempt 3\/5 failed \(HTTP 200 with JSON code 503\)/);
      assert.match(out, /assets column check .*attempt 1\/5 failed \(HTTP 500/);
    } finally {
      await sb('DELETE');
    }
  });

  it('fails (exit 1) when the report host keeps answering HTTP 200 with a JSON error body', async () => {
    const sb = (method: string, body?: unknown) =>
      fetch(`${t.url}/_sandbox/faults`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    assert.equal((await sb('POST', { path: '/report', status: 200, body: 'json_error' })).status, 200);
    try {
      const { code, out, summary } = await runLoader({ ...env, MODE: 'dry-run', REPORTS: 'core', HTTP_ATTEMPTS: '2' });
      assert.equal(code, 1, out);
      assert.equal(summary?.status, 'failed');
      assert.match(out, /gave up after 2 attempts; last: HTTP 200 with JSON code 500/);
    } finally {
      await sb('DELETE');
    }
  });
});

it('fails (exit 1) when the detail rows of a settled day do not add up to its day total; limit 10000 refused falls back to 1000', async () => {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const q = new URL(req.url!, 'http://x').searchParams;
    const columns = q.get('columns')!.split(',');
    seen.push(`${q.get('limit') ?? '-'}:${q.get('offset') ?? '-'}`);
    res.setHeader('content-type', 'application/json');
    if (q.get('limit') === '10000') {
      res.statusCode = 400;
      return res.end(JSON.stringify({ code: 400, message: 'limit is too large' }));
    }
    if (q.get('offset') !== null && q.get('offset') !== '0') return res.end(JSON.stringify({ code: 200, results: [], count: 0 }));
    const days: string[] = [];
    for (let d = Date.parse(`${q.get('start')}T00:00:00Z`); d <= Date.parse(`${q.get('end')}T00:00:00Z`); d += 86_400_000) days.push(new Date(d).toISOString().slice(0, 10));
    const totals = columns.join(',') === 'day,cost,conversions,impressions';
    const rows = days.flatMap((day) =>
      (totals ? ['total'] : ['US', 'BR']).map((country) =>
        Object.fromEntries(columns.map((c) => [c, c === 'day' ? day : c === 'country' ? country : c === 'cost' ? (totals ? '100.00' : '40.00') : c === 'conversions' ? (totals ? '10' : '5') : c === 'impressions' ? (totals ? '1000' : '500') : c === 'clicks' ? '7' : c === 'sales' || c === 'target_event_count' ? '0' : 'x'])),
      ),
    );
    res.end(JSON.stringify({ code: 200, results: rows, count: rows.length }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { code, out, summary } = await runLoader({ APPLOVIN_ADS_REPORT_KEY: 'k', APPLOVIN_ADS_API_BASE: `http://127.0.0.1:${(server.address() as { port: number }).port}`, MODE: 'dry-run', REPORTS: 'core', LOOKBACK_DAYS: '3' });
    assert.equal(code, 1, out);
    assert.equal(summary?.status, 'failed');
    assert.match(out, /limit=10000 refused \(HTTP 400\); retrying with limit=1000/);
    assert.match(out, /2026-12-02: does not reconcile with the day total \(cost -20\.00%/);
    assert.match(out, /settled day\(s\) 2026-12-02, 2026-12-03 do not reconcile/);
    assert.ok(seen.includes('1000:0'), seen.join(' '));
  } finally {
    server.close();
  }
});

it('fails (exit 1) on paging that repeats (an identical full page, pages that overlap) and on a number with a thousands separator', async () => {
  let mode = 'same';
  const server = http.createServer((req, res) => {
    const q = new URL(req.url!, 'http://x').searchParams;
    const columns = q.get('columns')!.split(',');
    const rows = ['a1', 'a2', 'a3'].map((a) => Object.fromEntries(columns.map((c) => [c, c === 'asset_id' ? a : c === 'campaign_id' ? 'c'.repeat(32) : c === 'cost' && mode === 'comma' ? '1,234.50' : ['impressions', 'clicks', 'cost'].includes(c) ? '1' : 'x'])));
    const limit = Number(q.get('limit') ?? rows.length);
    const offset = Number(q.get('offset') ?? 0);
    // 'same': offset ignored; 'overlap': each page starts one row early; 'comma': paged right
    const from = mode === 'same' ? 0 : mode === 'overlap' ? Math.max(0, offset - 1) : offset;
    const page = q.get('limit') === null ? rows : rows.slice(from, from + limit);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, results: page, count: page.length }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const base = { APPLOVIN_ADS_REPORT_KEY: 'k', APPLOVIN_ADS_API_BASE: `http://127.0.0.1:${(server.address() as { port: number }).port}`, MODE: 'dry-run', REPORTS: 'assets', LOOKBACK_DAYS: '0', PAGE_LIMIT: '2' };
    const same = await runLoader(base);
    assert.equal(same.code, 1, same.out);
    assert.match(same.out, /page 2 is identical to the previous full page/);
    mode = 'overlap';
    const overlap = await runLoader(base);
    assert.equal(overlap.code, 1, overlap.out);
    assert.match(overlap.out, /duplicate rows even for a single day/);
    mode = 'comma';
    const comma = await runLoader(base);
    assert.equal(comma.code, 1, comma.out);
    assert.match(comma.out, /column cost: not a number \(shape text\)/);
    assert.doesNotMatch(comma.out, /1,234/, 'values are not printed, only their shape');
  } finally {
    server.close();
  }
});
