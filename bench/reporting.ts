// The reporting bars (issues 12 and 21), on SQLite or PostgreSQL:
//  1. GET /report of 45 days x 1,000 campaigns x 50 countries (2.25 M daily rows) grouped by
//     day,campaign (JSON), median of rounds, against GET /healthz of the same server (baseline);
//  2. the same rows ungrouped (day,campaign,country) as CSV, streamed: the server's RSS before and
//     at its peak while streaming;
//  3. issue 21: a 45-day report of every column by day, campaign and country for 100 campaigns in
//     20 countries (90,000 rows; the cohort columns computed by the cohort model), JSON and CSV;
//  5. (issue 35) an asset report of 45 days for 100 campaigns x 20 countries over 2.16 M hourly rows;
//  4. simulating one day (24 hours) for 1,000 live campaigns (3 countries each, with tracking URLs), against a bare
//     multi-row INSERT of as many rows into the same table (baseline), per campaign; and the
//     hourly table's size per row;
//  5. issue 34: a 90-day WEB report of every web column by day, campaign and country for 100 WEB
//     campaigns in 20 countries (180,000 rows; checkouts computed by the web model), JSON and CSV,
//     against the same rows with only the stored sums (same run);
//  6. issue 34: part 4's day again with the same 1,000 campaigns made WEB campaigns (CPP, prospecting):
//     the simulated day per campaign against part 4's (the bar: within 1.5x).
//
//   npm run build && npm run bench -- reporting [--database-url=postgres://...] [--rounds=5]
//   node dist/bench/reporting.js webstages [--database-url=...] [--rounds=5]: part 5 in process, by
//   stage (SQL units, + web engine, + JSON writer), wall and CPU time
//
// The server runs in a child process (DELIVERY_SIMULATION=false so nothing else writes). On
// PostgreSQL everything happens in a schema of its own, dropped at the end, so other data in the
// database neither slows nor joins the simulated day.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config/config.js';
import { DIMENSION_SPECS, METRICS } from '../src/core/reporting/columns.js';
import { WEB_METRIC_SPECS } from '../src/core/reporting/web-columns.js';
import { REPORT_RULES } from '../src/core/reporting/report-rules.js';
import { buildApp } from '../src/root/app.js';
import { createContainer, type Container } from '../src/root/container.js';
import { median, ready, rssMb, spread, startChild } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const DAYS = 45;
const CAMPAIGNS = 1000;
const COUNTRIES = 50;
/** Part 3: 100 campaigns in 20 countries. */
const WIDE_CAMPAIGNS = 100;
const WIDE_COUNTRIES = ['us', 'gb', 'de', 'fr', 'jp', 'kr', 'ca', 'au', 'br', 'mx', 'es', 'it', 'pl', 'tr', 'in', 'id', 'ph', 'vn', 'th', 'eg'];
/** Every column that does not split a (day, campaign, country) row: the campaign's attributes and every metric. */
const EVERY_COLUMN = [
  'day', 'campaign', 'country',
  ...DIMENSION_SPECS.filter((d) => d.level === 'campaign' && d.name !== 'campaign' && REPORT_RULES.APP.isColumn(d.name)).map((d) => d.name),
  ...METRICS,
];
/** The issue's set: the same dimensions, the connector's metrics and the issue's cohort columns. */
const ISSUE_COLUMNS = [
  ...EVERY_COLUMN.filter((c) => !/_\d+d$/.test(c)),
  ...[0, 1, 3, 7, 14, 30].flatMap((n) => [`total_rev_${n}d`, `ad_rev_${n}d`, `iap_rev_${n}d`]),
  ...[1, 3, 7, 14, 28].map((n) => `ret_${n}d`),
  ...[0, 3, 7, 30].map((n) => `unique_purchasers_${n}d`),
  ...[0, 1, 2, 3, 7, 14, 28].flatMap((n) => [`roas_${n}d`, `sales_${n}d`]),
];

/** Part 5: the web report's days and every web column that does not split a (day, campaign, country) row. */
const WEB_DAYS = 90;
const webDay = (i: number) => new Date(Date.now() - (WEB_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
const EVERY_WEB_COLUMN = [
  'day', 'campaign', 'country', 'campaign_id_external', 'campaign_id', 'campaign_type', 'campaign_bid_goal', 'campaign_roas_goal', 'optimization_day_target', 'audience_strategy', 'target_event', 'bidding_and_billing_method', 'platform',
  ...WEB_METRIC_SPECS.map((m) => m.name),
];

/** Part 5: 100 WEB campaigns (CPP, CHK_ROAS, CPE; every audience strategy) in 20 countries, 90 days of daily rows. */
async function seedWeb(c: Container, accountId: number): Promise<void> {
  const goals: [string, number | null, string, string | null, string | null][] = [
    ['CPP', 7, '25', 'PROSPECTING', null], ['ROAS_IAP', 0, '150', 'UNIVERSAL', null], ['CPP', 0, '18', 'DISCOVERY', null], ['ROAS_IAP', 7, '220', 'PROSPECTING', null], ['CPE', null, '2', null, 'add_to_cart'],
  ];
  const now = Date.now();
  const rows: unknown[][] = [];
  for (let i = 0; i < WIDE_CAMPAIGNS; i++) {
    const [bidType, period, , audience, event] = goals[i % goals.length]!;
    rows.push([randomBytes(16).toString('hex'), accountId, `Web ${i}`, 'android', '', bidType, period, 'AUTO_BIDDING_WITH_CPM_BILLING', 1, now, now, 'https://shop.example/', audience, event]);
  }
  await c.db.run(`INSERT INTO campaigns (hashed_id, account_id, name, platform, package_name, bid_type, goal_period, bidding_strategy, status, created_at, updated_at, website_url, audience_strategy, event_target) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, rows.flat());
  const ids = (await c.db.all<{ id: number }>('SELECT id FROM campaigns WHERE account_id = ? ORDER BY id', [accountId])).map((r, i) => ({ id: Number(r.id), bid: goals[i % goals.length]![2] }));
  const targets = ids.flatMap((x) => [[x.id, 'DEFAULT', x.bid], ...WIDE_COUNTRIES.map((k) => [x.id, k, null])]);
  for (let i = 0; i < targets.length; i += 300) {
    const part = targets.slice(i, i + 300);
    await c.db.run(`INSERT INTO campaign_countries (campaign_id, country, bid, budget, click_url, impression_url, disabled, region_codes) VALUES ${part.map(() => "(?, ?, ?, NULL, NULL, NULL, 0, '[]')").join(', ')}`, part.flat());
  }
  const daily: unknown[][] = [];
  for (let d = 0; d < WEB_DAYS; d++) {
    for (const x of ids) {
      WIDE_COUNTRIES.forEach((k, j) => {
        const clicks = 100 + ((x.id * 31 + d * 7 + j * 13) % 300);
        daily.push([accountId, webDay(d), x.id, k, clicks * 60 + d, clicks, 0, clicks * (40 + ((x.id + j) % 60)), 0]);
      });
    }
  }
  for (let i = 0; i < daily.length; i += 1000) {
    const part = daily.slice(i, i + 1000);
    await c.db.run(`INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, part.flat());
  }
  if (c.db.dialect === 'postgres') await c.db.run('ANALYZE delivery_daily');
}

function config(dataDir: string, databaseUrl: string): Config {
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DELIVERY_SIMULATION: 'false', INLINE_WORKER: 'false' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return loadConfig(env);
}

async function serve(dataDir: string, databaseUrl: string): Promise<void> {
  process.on('SIGTERM', () => process.exit(0));
  const c = await createContainer(config(dataDir, databaseUrl));
  const app = await buildApp(c, { logStream: new Writable({ write: (_c, _e, cb) => cb() }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  ready({ port: (app.server.address() as { port: number }).port });
}

const day = (i: number) => new Date(Date.now() - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);

/** 1,000 campaigns and their 2.25 M daily rows, generated inside the database. */
async function seed(c: Container, accountId: number): Promise<void> {
  const now = Date.now();
  const rows: unknown[][] = [];
  for (let i = 0; i < CAMPAIGNS; i++) rows.push([randomBytes(16).toString('hex'), accountId, `Campaign ${i}`, 'android', `com.bench.app${i}`, 'CPI', 'TARGET_GOAL_WITH_CPI_BILLING', 1, now, now]);
  for (let i = 0; i < rows.length; i += 200) {
    const part = rows.slice(i, i + 200);
    await c.db.run(`INSERT INTO campaigns (hashed_id, account_id, name, platform, package_name, bid_type, bidding_strategy, status, created_at, updated_at) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, part.flat());
  }
  const first = day(0);
  const sql =
    c.db.dialect === 'sqlite'
      ? `WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < ${DAYS - 1}),
           k(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM k WHERE n < ${COUNTRIES - 1})
         INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads)
         SELECT ?, date(?, '+' || d.n || ' days'), cp.id, char(97 + k.n / 26, 97 + k.n % 26), 1000 + (cp.id * 7 + k.n) % 500, 20 + k.n % 7, 3 + cp.id % 4, 750 + k.n, 0
         FROM d, (SELECT id FROM campaigns WHERE account_id = ?) cp, k ORDER BY 2, 3, 4`
      : `INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads)
         SELECT $1, to_char(($2::date + d.n), 'YYYY-MM-DD'), cp.id, chr(97 + k.n / 26) || chr(97 + k.n % 26), 1000 + (cp.id * 7 + k.n) % 500, 20 + k.n % 7, 3 + cp.id % 4, 750 + k.n, 0
         FROM generate_series(0, ${DAYS - 1}) d(n), (SELECT id FROM campaigns WHERE account_id = $3) cp, generate_series(0, ${COUNTRIES - 1}) k(n)`;
  await c.db.run(c.db.dialect === 'sqlite' ? sql : sql.replace(/\$\d/g, '?'), [accountId, first, accountId]);
  await c.db.run(`INSERT INTO delivery_campaign_daily (account_id, day, campaign_id, impressions, clicks, installs, cost, redownloads)
    SELECT account_id, day, campaign_id, SUM(impressions), SUM(clicks), SUM(installs), SUM(cost), SUM(redownloads) FROM delivery_daily WHERE account_id = ? GROUP BY account_id, day, campaign_id`, [accountId]);
  if (c.db.dialect === 'postgres') for (const t of ['delivery_daily', 'delivery_campaign_daily']) await c.db.run(`ANALYZE ${t}`);
}

/** Part 3: 100 campaigns of every goal in 20 countries, 45 days of daily rows with 5-60 installs each. */
async function seedWide(c: Container, accountId: number): Promise<void> {
  const goals: [string, string, number | null, string][] = [
    ['CPI', 'TARGET_GOAL_WITH_CPI_BILLING', null, '2.5'], ['CPP', 'AUTO_BIDDING_WITH_CPM_BILLING', 7, '12'], ['ROAS_IAP', 'TARGET_GOAL_WITH_CPI_BILLING', 7, '40'],
    ['ROAS_AD', 'AUTO_BIDDING_WITH_CPM_BILLING', 0, '30'], ['ROAS_BLENDED', 'TARGET_GOAL_WITH_CPI_BILLING', 28, '80'], ['RET', 'AUTO_BIDDING_WITH_CPM_BILLING', 3, '25'], ['CPE', 'AUTO_BIDDING_WITH_CPM_BILLING', 7, '3'],
  ];
  const now = Date.now();
  const rows: unknown[][] = [];
  for (let i = 0; i < WIDE_CAMPAIGNS; i++) {
    const [bidType, strategy, period] = goals[i % goals.length]!;
    const ios = i % 3 === 0;
    rows.push([randomBytes(16).toString('hex'), accountId, `Wide ${i}`, ios ? 'ios' : 'android', `com.wide.app${i % 40}`, ios ? String(100000000 + i) : null, bidType, period, strategy, 1, now, now]);
  }
  await c.db.run(`INSERT INTO campaigns (hashed_id, account_id, name, platform, package_name, itunes_id, bid_type, goal_period, bidding_strategy, status, created_at, updated_at) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, rows.flat());
  const ids = (await c.db.all<{ id: number; bid_type: string }>('SELECT id, bid_type FROM campaigns WHERE account_id = ? ORDER BY id', [accountId])).map((r) => ({ id: Number(r.id), bid: goals.find((g) => g[0] === r.bid_type)![3] }));
  const targets = ids.flatMap((x) => [[x.id, 'DEFAULT', x.bid], ...WIDE_COUNTRIES.map((k) => [x.id, k, null])]);
  for (let i = 0; i < targets.length; i += 300) {
    const part = targets.slice(i, i + 300);
    await c.db.run(`INSERT INTO campaign_countries (campaign_id, country, bid, budget, click_url, impression_url, disabled, region_codes) VALUES ${part.map(() => "(?, ?, ?, NULL, NULL, NULL, 0, '[]')").join(', ')}`, part.flat());
  }
  const daily: unknown[][] = [];
  for (let d = 0; d < DAYS; d++) {
    for (const x of ids) {
      WIDE_COUNTRIES.forEach((k, j) => {
        const installs = 5 + ((x.id * 31 + d * 7 + j * 13) % 56);
        const clicks = installs * 7 + (j % 5);
        daily.push([accountId, day(d), x.id, k, clicks * 60 + d, clicks, installs, installs * (120 + ((x.id + j) % 200)), Math.floor(installs / 12)]);
      });
    }
  }
  for (let i = 0; i < daily.length; i += 1000) {
    const part = daily.slice(i, i + 1000);
    await c.db.run(`INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, part.flat());
  }
  if (c.db.dialect === 'postgres') await c.db.run('ANALYZE delivery_daily');
}

/**
 * Part 5 (issue 35): 100 campaigns, each with one creative set of two files (a playable and a
 * banner) and its two ads, and 45 days x 20 countries x 24 hours of hourly rows (one ad each),
 * 2.16 M rows, as the simulator writes them.
 */
async function seedAssets(c: Container, accountId: number): Promise<void> {
  const now = Date.now();
  const camps: unknown[][] = [];
  for (let i = 0; i < WIDE_CAMPAIGNS; i++) camps.push([randomBytes(16).toString('hex'), accountId, `Asset campaign ${i}`, 'android', `com.asset.app${i}`, 'CPI', 'TARGET_GOAL_WITH_CPI_BILLING', 1, now, now]);
  await c.db.run(`INSERT INTO campaigns (hashed_id, account_id, name, platform, package_name, bid_type, bidding_strategy, status, created_at, updated_at) VALUES ${camps.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, camps.flat());
  const ids = (await c.db.all<{ id: number }>('SELECT id FROM campaigns WHERE account_id = ? ORDER BY id', [accountId])).map((r) => Number(r.id));
  const adOf = new Map<number, { ad: number; set: number }>();
  for (const cid of ids) {
    const set = await c.db.get<{ id: number }>(
      `INSERT INTO creative_sets (hashed_id, account_id, campaign_id, name, countries, languages, product_page, status, version, type, sizes, created_at, updated_at)
       VALUES (?, ?, ?, ?, '[]', '[]', NULL, 1, 'V2', 'APP', '{"BANNER":true,"CTV":true,"INTER":true,"PRELOAD":true}', ?, ?) RETURNING id`,
      [randomBytes(16).toString('hex'), accountId, cid, `Set ${cid}`, now, now],
    );
    const setId = Number(set!.id);
    for (const [name, type] of [['play.html', 'HOSTED_HTML'], ['banner.png', 'IMG_BANNER']]) {
      const asset = await c.db.get<{ id: number }>(
        `INSERT INTO assets (account_id, name, sha1, blob_key, url_token, asset_type, processing, review, size_bytes, origin, created_at) VALUES (?, ?, '', '', ?, ?, 'ready', 'ACTIVE', 1, 'v2', ?) RETURNING id`,
        [accountId, name, randomBytes(16).toString('hex'), type, now],
      );
      await c.db.run('INSERT INTO creative_set_members (set_id, type, asset_id, created_at) VALUES (?, ?, ?, ?)', [setId, type, Number(asset!.id), now]);
    }
    const banner = await c.db.get<{ id: number }>(`INSERT INTO ads (set_id, account_id, name, size, template, status, created_at, updated_at) VALUES (?, ?, 'Banner', 'BANNER', 'Standard', 1, ?, ?) RETURNING id`, [setId, accountId, now, now]);
    await c.db.run(`INSERT INTO ads (set_id, account_id, name, size, template, status, created_at, updated_at) VALUES (?, ?, 'Preload', 'PRELOAD', 'Standard', 1, ?, ?)`, [setId, accountId, now, now]);
    adOf.set(cid, { ad: Number(banner!.id), set: setId });
  }
  const hours: unknown[][] = [];
  const flush = async () => {
    if (!hours.length) return;
    await c.db.run(`INSERT INTO delivery_hourly (account_id, day, hour, campaign_id, country, creative_set_id, ad_id, source, impressions, clicks, installs, cost, redownloads) VALUES ${hours.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)').join(', ')}`, hours.flat());
    hours.length = 0;
  };
  for (let d = 0; d < DAYS; d++) {
    const dayStartHour = Date.parse(`${day(d)}T00:00:00Z`) / 3_600_000;
    for (const cid of ids) {
      const x = adOf.get(cid)!;
      for (const [j, k] of WIDE_COUNTRIES.entries()) {
        for (let h = 0; h < 24; h++) {
          hours.push([accountId, day(d), dayStartHour + h, cid, k, x.set, x.ad, 'src1', 40 + ((cid + j + h) % 60), 1 + ((cid + h) % 3), (h + j) % 2, 150 + ((d + j + h) % 90)]);
          if (hours.length >= 500) await flush();
        }
      }
    }
  }
  await flush();
  // the ad rollup the simulator writes with its hourly rows
  await c.db.run(`INSERT INTO delivery_ad_daily (account_id, day, campaign_id, creative_set_id, ad_id, impressions, clicks, cost)
    SELECT account_id, day, campaign_id, creative_set_id, ad_id, SUM(impressions), SUM(clicks), SUM(cost) FROM delivery_hourly WHERE account_id = ?
    GROUP BY account_id, day, campaign_id, creative_set_id, ad_id`, [accountId]);
  if (c.db.dialect === 'postgres') await c.db.run('ANALYZE delivery_hourly');
}

/** delivery_hourly's size in bytes, indexes included. */
async function hourlyBytes(c: Container): Promise<number> {
  if (c.db.dialect === 'sqlite') {
    await c.db.run('PRAGMA wal_checkpoint(TRUNCATE)');
    return Number((await c.db.get<{ b: number }>("SELECT SUM(pgsize) AS b FROM dbstat WHERE name = 'delivery_hourly'"))!.b);
  }
  await c.db.run('VACUUM ANALYZE delivery_hourly');
  return Number((await c.db.get<{ b: number }>("SELECT pg_total_relation_size('delivery_hourly') AS b"))!.b);
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { ms: performance.now() - t0, bytes, status: res.status };
}

/** A schema of its own on PostgreSQL (search_path in the URL); dropped by the returned function. */
async function ownSchema(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!databaseUrl) return { url: '', drop: async () => undefined };
  const schema = `bench_reporting_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const u = new URL(databaseUrl);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: databaseUrl });
      await a.connect();
      await a.query(`DROP SCHEMA ${schema} CASCADE`);
      await a.end();
    },
  };
}

async function main(): Promise<void> {
  const schema = await ownSchema(arg('database-url', ''));
  const databaseUrl = schema.url;
  const rounds = Number(arg('rounds', '5'));
  /** --parts=1,2,3,4 (default: all) */
  const parts = new Set(arg('parts', '1,2,3,4,5,6,7').split(',').map(Number));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-report-'));
  const c = await createContainer(config(dataDir, databaseUrl));
  const engine = c.db.dialect;
  const acc = await c.accounts.createAccount(`Reporting bench ${Date.now()}`);
  const accountId = acc.account.id;
  let t0 = performance.now();
  if (parts.has(1) || parts.has(2) || parts.has(4) || parts.has(6)) {
    await seed(c, accountId);
    console.log(`${engine}: seeded ${CAMPAIGNS} campaigns x ${COUNTRIES} countries x ${DAYS} days (${CAMPAIGNS * COUNTRIES * DAYS} daily rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  // part 5's rows before the server starts (a long seed would leave the client's kept-alive connection stale)
  let accAssets: Awaited<ReturnType<typeof c.accounts.createAccount>> | undefined;
  if (parts.has(7)) {
    accAssets = await c.accounts.createAccount(`Reporting bench assets ${Date.now()}`);
    t0 = performance.now();
    await seedAssets(c, accAssets.account.id);
    console.log(`${engine}: seeded ${WIDE_CAMPAIGNS} campaigns x ${WIDE_COUNTRIES.length} countries x ${DAYS} days x 24 hours of hourly rows (${WIDE_CAMPAIGNS * WIDE_COUNTRIES.length * DAYS * 24}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const { child, ready: r } = await startChild<{ port: number }>(fileURLToPath(import.meta.url), 'serve', [dataDir, databaseUrl]);
  try {
    const base = `http://127.0.0.1:${r.port}`;
    const rssStart = await rssMb(child.pid!);
    const q = (columns: string, format: string) => `${base}/report?${new URLSearchParams({ api_key: acc.reportKey, report_type: 'advertiser', start: day(0), end: day(DAYS - 1), columns, format })}`;
    const health: number[] = [];
    for (let i = 0; i < 20; i++) health.push((await timed(`${base}/healthz`)).ms);
    console.log(`baseline GET /healthz median ${median(health).toFixed(2)} ms`);
    if (parts.has(1)) {
    const grouped: number[] = [];
    let rows = 0;
    for (let i = 0; i < rounds; i++) {
      const x = await timed(q('day,campaign,impressions,clicks,installs,cost,ctr,average_cpa', 'json'));
      if (x.status !== 200) throw new Error(`report answered ${x.status}`);
      grouped.push(x.ms);
      rows = x.bytes;
    }
    console.log(`GET /report 45 days grouped by day,campaign (${DAYS * CAMPAIGNS} rows, ${(rows / 1e6).toFixed(1)} MB JSON): median ${median(grouped).toFixed(0)} ms (${spread(grouped)}); baseline GET /healthz median ${median(health).toFixed(2)} ms`);
    }
    if (parts.has(2)) {
    const rssBefore = await rssMb(child.pid!);
    let peak = rssBefore;
    const sampler = setInterval(() => void rssMb(child.pid!).then((m) => (peak = Math.max(peak, m))), 50);
    const csv = await timed(q('day,campaign,country,impressions,clicks,installs,cost', 'csv'));
    clearInterval(sampler);
    console.log(`GET /report ungrouped (day,campaign,country) as CSV: ${(csv.bytes / 1e6).toFixed(0)} MB in ${(csv.ms / 1000).toFixed(1)} s; server RSS ${rssStart.toFixed(0)} MB at start, ${rssBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak (+${(peak - rssBefore).toFixed(0)} MB)`);
    // issue 35: Airbyte's source-applovin sends limit=1500000 on every request, as JSON
    const before1500k = await rssMb(child.pid!);
    let peak1500k = before1500k;
    const sampler2 = setInterval(() => void rssMb(child.pid!).then((m) => (peak1500k = Math.max(peak1500k, m))), 50);
    const big = await timed(`${q('day,campaign,country,impressions,clicks,installs,cost', 'json')}&limit=1500000`);
    clearInterval(sampler2);
    if (big.status !== 200) throw new Error(`limit=1500000 answered ${big.status}`);
    console.log(`GET /report ungrouped, JSON, limit=1500000 (1,500,000 rows): ${(big.bytes / 1e6).toFixed(0)} MB in ${(big.ms / 1000).toFixed(1)} s; server RSS ${before1500k.toFixed(0)} MB before, ${peak1500k.toFixed(0)} MB at its peak (+${(peak1500k - before1500k).toFixed(0)} MB)`);
    }

    // 3. every column by day, campaign and country: 100 campaigns x 20 countries x 45 days
    if (parts.has(3)) {
    const wide = await c.accounts.createAccount(`Reporting bench wide ${Date.now()}`);
    t0 = performance.now();
    await seedWide(c, wide.account.id);
    const wq = (columns: string[], format: string) => `${base}/report?${new URLSearchParams({ api_key: wide.reportKey, report_type: 'advertiser', start: day(0), end: day(DAYS - 1), columns: columns.join(','), format, day_column: 'day' })}`;
    for (const [label, columns] of [['the issue\'s columns', ISSUE_COLUMNS], ['every column', EVERY_COLUMN]] as const) {
      for (const format of ['json', 'csv']) {
        const ms: number[] = [];
        let size = 0;
        for (let i = 0; i < rounds; i++) {
          const x = await timed(wq(columns, format));
          if (x.status !== 200) throw new Error(`report answered ${x.status}`);
          ms.push(x.ms);
          size = x.bytes;
        }
        console.log(`GET /report 45 days x ${WIDE_CAMPAIGNS} campaigns x ${WIDE_COUNTRIES.length} countries by day,campaign,country, ${label} (${columns.length} columns, ${DAYS * WIDE_CAMPAIGNS * WIDE_COUNTRIES.length} rows, ${(size / 1e6).toFixed(0)} MB ${format}): median ${median(ms).toFixed(0)} ms (${spread(ms)})`);
      }
    }
    }
    // 7. issue 35: the asset report of 45 days for 100 campaigns x 20 countries (the goal: under 1 s)
    if (accAssets) {
      const cases: [string, string, Record<string, string>][] = [
        ['by asset, 45 days', '/assetAnalyticsReport', { start: day(0), end: day(DAYS - 1), columns: 'asset_id,asset_name,campaign,campaign_id,impressions,clicks,ctr,cost' }],
        ['by day and asset, 45 days', '/assetAnalyticsReport', { start: day(0), end: day(DAYS - 1), columns: 'day,asset_id,campaign_id,impressions,clicks,cost' }],
      ];
      for (const [label, path, q] of cases) {
        const ms: number[] = [];
        let bytes = 0;
        for (let i = 0; i < rounds; i++) {
          const x = await timed(`${base}${path}?${new URLSearchParams({ api_key: accAssets.reportKey, ...q })}`);
          if (x.status !== 200) throw new Error(`${path} answered ${x.status}`);
          ms.push(x.ms);
          bytes = x.bytes;
        }
        console.log(`GET ${path} ${label} (${(bytes / 1e6).toFixed(1)} MB JSON): median ${median(ms).toFixed(0)} ms (${spread(ms)}); baseline GET /healthz median ${median(health).toFixed(2)} ms`);
      }
    }

    // 5. the web report: every web column by day, campaign and country, 100 WEB campaigns x 20 countries x 90 days
    if (parts.has(5)) {
    const web = await c.accounts.createAccount(`Reporting bench web ${Date.now()}`, { type: 'WEB' });
    t0 = performance.now();
    await seedWeb(c, web.account.id);
    console.log(`${engine}: seeded ${WIDE_CAMPAIGNS} WEB campaigns x ${WIDE_COUNTRIES.length} countries x ${WEB_DAYS} days in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const webq = (columns: string[], format: string) => `${base}/report?${new URLSearchParams({ api_key: web.reportKey, report_type: 'advertiser', start: webDay(0), end: webDay(WEB_DAYS - 1), columns: columns.join(','), format })}`;
    const stored = ['day', 'campaign', 'country', 'impressions', 'clicks', 'ctr', 'cost', 'average_cpc'];
    for (const [label, columns] of [['stored sums only (baseline)', stored], ['every web column', EVERY_WEB_COLUMN]] as const) {
      for (const format of ['json', 'csv']) {
        const ms: number[] = [];
        let size = 0;
        for (let i = 0; i < rounds; i++) {
          const x = await timed(webq(columns, format));
          if (x.status !== 200) throw new Error(`web report answered ${x.status}`);
          ms.push(x.ms);
          size = x.bytes;
        }
        console.log(`GET /report (WEB key) ${WEB_DAYS} days x ${WIDE_CAMPAIGNS} campaigns x ${WIDE_COUNTRIES.length} countries by day,campaign,country, ${label} (${columns.length} columns, ${WEB_DAYS * WIDE_CAMPAIGNS * WIDE_COUNTRIES.length} rows, ${(size / 1e6).toFixed(0)} MB ${format}): median ${median(ms).toFixed(0)} ms (${spread(ms)})`);
      }
    }
    }
  } finally {
    child.kill('SIGTERM');
  }

  if (parts.has(4)) {
  // 4. one simulated day for 1,000 live campaigns: one shared creative set with an approved banner
  const setId = Number((await c.db.get<{ id: number }>(`INSERT INTO creative_sets (hashed_id, account_id, campaign_id, name, countries, languages, status, version, sizes, created_at, updated_at)
    VALUES (?, ?, 0, 'Shared', '[]', '[]', 1, 'V2', '{"BANNER":true,"CTV":true,"INTER":true,"PRELOAD":true}', ?, ?) RETURNING id`, [randomBytes(16).toString('hex'), accountId, Date.now(), Date.now()]))!.id);
  const assetId = Number((await c.db.get<{ id: number }>(`INSERT INTO assets (account_id, name, sha1, blob_key, url_token, asset_type, processing, review, size_bytes, origin, created_at)
    VALUES (?, 'banner.png', ?, '', ?, 'IMG_BANNER', 'ready', 'ACTIVE', 1, 'v2', ?) RETURNING id`, [accountId, 'a'.repeat(40), randomBytes(16).toString('hex'), Date.now()]))!.id);
  await c.db.run(`INSERT INTO creative_set_members (set_id, type, asset_id, created_at) VALUES (?, 'IMG_BANNER', ?, ?)`, [setId, assetId, Date.now()]);
  await c.db.run(`INSERT INTO ads (set_id, account_id, name, size, template, status, created_at, updated_at) VALUES (?, ?, 'Banner', 'BANNER', 'Standard', 1, ?, ?)`, [setId, accountId, Date.now(), Date.now()]);
  await c.db.run(`INSERT INTO creative_set_campaigns (set_id, campaign_id, account_id, linked_at) SELECT ?, id, account_id, 0 FROM campaigns WHERE account_id = ?`, [setId, accountId]);
  // with tracking URLs, as every real campaign has: each campaign-hour fires two postbacks
  await c.db.run(`INSERT INTO campaign_countries (campaign_id, country, bid, budget, click_url, impression_url, disabled, region_codes)
    SELECT id, k.c, '2.5', '500', 'https://tracker.example/click?cid={CAMPAIGN_ID}&adid={AD_ID}&did={DID}&src={PLACEMENT_ID}&cc={CC}', 'https://tracker.example/imp?cid={CAMPAIGN_ID}&did={DID}', 0, '[]'
    FROM campaigns, (SELECT 'us' AS c UNION ALL SELECT 'de' UNION ALL SELECT 'br') k WHERE account_id = ?`, [accountId]);
  const simDay = day(DAYS - 2);
  const sims: number[] = [];
  let made = { hours: 0, rows: 0 };
  let bytes = 0;
  for (let i = 0; i < Math.min(rounds, 3); i++) {
    t0 = performance.now();
    made = await c.delivery.backfill(simDay, simDay);
    sims.push(performance.now() - t0);
    // the table's size after the first day (later rounds replace the day: dead rows on PostgreSQL)
    if (i === 0) bytes = await hourlyBytes(c);
  }
  // baseline: the same number of rows written by bare multi-row INSERTs in one transaction
  const bare: number[] = [];
  for (let i = 0; i < Math.min(rounds, 3); i++) {
    t0 = performance.now();
    await c.db.transaction(async (x) => {
      for (let n = 0; n < made.rows; n += 250) {
        const k = Math.min(250, made.rows - n);
        await x.run(`INSERT INTO delivery_hourly (account_id, day, hour, campaign_id, country, creative_set_id, ad_id, source, impressions, clicks, installs, cost, redownloads) VALUES ${Array.from({ length: k }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          Array.from({ length: k }, (_, j) => [accountId, '1999-01-01', i * 1e6 + n + j, 1, 'us', 1, 1, 's', 1, 1, 1, 1, 0]).flat());
      }
    });
    bare.push(performance.now() - t0);
  }
  await c.db.run("DELETE FROM delivery_hourly WHERE day = '1999-01-01'");
  console.log(`simulate one day (${made.hours} hours) for ${CAMPAIGNS} live campaigns x 3 countries -> ${made.rows} hourly rows: median ${median(sims).toFixed(0)} ms (${spread(sims)}), ${(median(sims) / CAMPAIGNS).toFixed(2)} ms per campaign; baseline: bare INSERT of as many rows ${median(bare).toFixed(0)} ms (ratio ${(median(sims) / median(bare)).toFixed(1)})`);
  console.log(`delivery_hourly: ${made.rows} rows of that day in ${(bytes / 1e6).toFixed(1)} MB (${(bytes / made.rows).toFixed(1)} bytes per row, indexes included)`);

  if (parts.has(6)) {
    // 6. the same campaigns, countries, set and tracking URLs as WEB campaigns: the web model's eCPM, visits, no installs
    await c.db.run("UPDATE accounts SET type = 'WEB' WHERE id = ?", [accountId]);
    await c.db.run("UPDATE campaigns SET bid_type = 'CPP', goal_period = 7, audience_strategy = 'PROSPECTING', website_url = 'https://shop.example/', bidding_strategy = 'AUTO_BIDDING_WITH_CPM_BILLING' WHERE account_id = ?", [accountId]);
    await c.db.run("UPDATE campaign_countries SET bid = '25' WHERE campaign_id IN (SELECT id FROM campaigns WHERE account_id = ?)", [accountId]);
    const webSims: number[] = [];
    let webMade = { hours: 0, rows: 0 };
    for (let i = 0; i < Math.min(rounds, 3); i++) {
      t0 = performance.now();
      webMade = await c.delivery.backfill(simDay, simDay);
      webSims.push(performance.now() - t0);
    }
    const perApp = median(sims) / CAMPAIGNS;
    const perWeb = median(webSims) / CAMPAIGNS;
    console.log(`simulate one day (${webMade.hours} hours) for the same ${CAMPAIGNS} campaigns as WEB campaigns -> ${webMade.rows} hourly rows: median ${median(webSims).toFixed(0)} ms (${spread(webSims)}), ${perWeb.toFixed(2)} ms per campaign; against the APP day of part 4 in this run ${perApp.toFixed(2)} ms per campaign (ratio ${(perWeb / perApp).toFixed(2)}, bar 1.5)`);
  }
  }

  await c.close();
  await schema.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** `node dist/bench/reporting.js stages [database-url]`: part 3 in process, timing where the time goes (SQL, cohort engine, JSON text). */
async function stages(databaseUrl: string): Promise<void> {
  const schema = await ownSchema(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-report-'));
  const c = await createContainer(config(dataDir, schema.url));
  const wide = await c.accounts.createAccount('stages');
  await seedWide(c, wide.account.id);
  if (process.env.STAGES_SERVE) {
    // profile the server: `STAGES_SERVE=1 node --cpu-prof dist/bench/reporting.js stages` (SQLite)
    const { child, ready: r } = await startChild<{ port: number }>(fileURLToPath(import.meta.url), 'serve', [dataDir, schema.url], '/tmp/cp-report-prof');
    for (let i = 0; i < 3; i++) {
      const x = await timed(`http://127.0.0.1:${r.port}/report?${new URLSearchParams({ api_key: wide.reportKey, start: day(0), end: day(DAYS - 1), columns: ISSUE_COLUMNS.join(','), day_column: 'day' })}`);
      console.log(`over HTTP: ${x.status} ${(x.bytes / 1e6).toFixed(0)} MB in ${x.ms.toFixed(0)} ms`);
    }
    child.kill('SIGTERM');
    await new Promise((res) => child.on('exit', res));
    await c.close();
    return;
  }
  for (let round = 0; round < 3; round++) {
    const r = c.reporting.request({ start: day(0), end: day(DAYS - 1), columns: ISSUE_COLUMNS.join(','), day_column: 'day' });
    let t0 = performance.now();
    let n = 0;
    let chars = 0;
    for await (const b of c.reporting.rows(wide.account.id, r)) {
      n += b.length;
      for (const row of b) chars += JSON.stringify(row).length;
    }
    console.log(`${c.db.dialect} round ${round}: ${n} rows, ${(chars / 1e6).toFixed(0)} MB as JSON, ${(performance.now() - t0).toFixed(0)} ms (rows + JSON.stringify)`);
    t0 = performance.now();
    const u = (c as unknown as { reporting: { d: { repo: { units: (a: number, r: unknown, m: unknown) => AsyncIterable<unknown[]>; campaigns: (a: number) => Promise<unknown> } } } }).reporting.d.repo;
    const m = await u.campaigns(wide.account.id);
    let k = 0;
    for await (const b of u.units(wide.account.id, r, m)) k += b.length;
    console.log(`  SQL units alone: ${k} in ${(performance.now() - t0).toFixed(0)} ms`);
  }
  await c.close();
  await schema.drop();
}

/**
 * `node dist/bench/reporting.js webstages [--database-url=...] [--rounds=5]`: part 5 in process, where the time goes:
 * the SQL's units alone, the web engine's cells (units + web model), and the JSON bytes written
 * (all three), wall and CPU time of this process (CPU time holds better on a loaded machine).
 */
async function webStages(databaseUrl: string): Promise<void> {
  const schema = await ownSchema(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-report-'));
  const c = await createContainer(config(dataDir, schema.url));
  const web = await c.accounts.createAccount('webstages', { type: 'WEB' });
  await seedWeb(c, web.account.id);
  const { jsonBytes } = await import('../src/surfaces/reporting/report-writer.js');
  const r = c.reporting.request({ start: webDay(0), end: webDay(WEB_DAYS - 1), columns: EVERY_WEB_COLUMN.join(',') }, 'report', 'WEB');
  const repo = (c as unknown as { reporting: { d: { repo: { units: (a: number, r: unknown, m: unknown) => AsyncIterable<unknown[]>; campaigns: (a: number) => Promise<unknown> } } } }).reporting.d.repo;
  const measure = async (label: string, f: () => Promise<string>) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    let what = '';
    for (let round = 0; round < Number(arg('rounds', '5')); round++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      what = await f();
      wall.push(performance.now() - t0);
      const dc = process.cpuUsage(c0);
      cpu.push((dc.user + dc.system) / 1000);
    }
    console.log(`${c.db.dialect} ${label}: ${what}; wall median ${median(wall).toFixed(0)} ms (${spread(wall)}), CPU median ${median(cpu).toFixed(0)} ms (${spread(cpu)}); load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  };
  await measure('SQL units alone', async () => {
    const m = await repo.campaigns(web.account.id);
    let k = 0;
    for await (const b of repo.units(web.account.id, r, m)) k += b.length;
    return `${k} units`;
  });
  await measure('cells (SQL + web engine)', async () => {
    let n = 0;
    for await (const b of c.reporting.values(web.account.id, r)) n += b.length;
    return `${n} rows`;
  });
  await measure('JSON bytes (SQL + web engine + writer)', async () => {
    let bytes = 0;
    for await (const buf of jsonBytes(r.columns, c.reporting.values(web.account.id, r), () => undefined, r.types)) bytes += buf.length;
    return `${(bytes / 1e6).toFixed(0)} MB`;
  });
  await c.close();
  await schema.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!, process.argv[4] ?? '');
else if (process.argv[2] === 'stages') await stages(process.argv[3] ?? '');
else if (process.argv[2] === 'webstages') await webStages(arg('database-url', ''));
else await main();
