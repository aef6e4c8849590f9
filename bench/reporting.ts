// Issue 12's bars, on SQLite or PostgreSQL:
//  1. GET /report of 45 days x 1,000 campaigns x 50 countries (2.25 M daily rows) grouped by
//     day,campaign (JSON), median of rounds, against GET /healthz of the same server (baseline);
//  2. the same rows ungrouped (day,campaign,country) as CSV, streamed: the server's RSS before and
//     at its peak while streaming;
//  3. simulating one day (24 hours) for 1,000 live campaigns (3 countries each, with tracking URLs), against a bare
//     multi-row INSERT of as many rows into the same table (baseline).
//
//   npm run build && npm run bench -- reporting [--database-url=postgres://...] [--rounds=5]
//
// The server runs in a child process (DELIVERY_SIMULATION=false so nothing else writes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../src/config/config.js';
import { buildApp } from '../src/server/app.js';
import { createContainer, type Container } from '../src/server/container.js';
import { median, ready, rssMb, spread, startChild } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const DAYS = 45;
const CAMPAIGNS = 1000;
const COUNTRIES = 50;

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
         INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, sales)
         SELECT ?, date(?, '+' || d.n || ' days'), cp.id, char(97 + k.n / 26, 97 + k.n % 26), 1000 + (cp.id * 7 + k.n) % 500, 20 + k.n % 7, 3 + cp.id % 4, 750 + k.n, 0
         FROM d, (SELECT id FROM campaigns WHERE account_id = ?) cp, k ORDER BY 2, 3, 4`
      : `INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, sales)
         SELECT $1, to_char(($2::date + d.n), 'YYYY-MM-DD'), cp.id, chr(97 + k.n / 26) || chr(97 + k.n % 26), 1000 + (cp.id * 7 + k.n) % 500, 20 + k.n % 7, 3 + cp.id % 4, 750 + k.n, 0
         FROM generate_series(0, ${DAYS - 1}) d(n), (SELECT id FROM campaigns WHERE account_id = $3) cp, generate_series(0, ${COUNTRIES - 1}) k(n)`;
  await c.db.run(c.db.dialect === 'sqlite' ? sql : sql.replace(/\$\d/g, '?'), [accountId, first, accountId]);
  await c.db.run(`INSERT INTO delivery_campaign_daily (account_id, day, campaign_id, impressions, clicks, installs, cost, sales)
    SELECT account_id, day, campaign_id, SUM(impressions), SUM(clicks), SUM(installs), SUM(cost), SUM(sales) FROM delivery_daily WHERE account_id = ? GROUP BY account_id, day, campaign_id`, [accountId]);
  if (c.db.dialect === 'postgres') for (const t of ['delivery_daily', 'delivery_campaign_daily']) await c.db.run(`ANALYZE ${t}`);
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { ms: performance.now() - t0, bytes, status: res.status };
}

async function main(): Promise<void> {
  const databaseUrl = arg('database-url', '');
  const rounds = Number(arg('rounds', '5'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-report-'));
  const c = await createContainer(config(dataDir, databaseUrl));
  const engine = c.db.dialect;
  const acc = await c.accounts.createAccount(`Reporting bench ${Date.now()}`);
  const accountId = acc.account.id;
  let t0 = performance.now();
  await seed(c, accountId);
  console.log(`${engine}: seeded ${CAMPAIGNS} campaigns x ${COUNTRIES} countries x ${DAYS} days (${CAMPAIGNS * COUNTRIES * DAYS} daily rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { child, ready: r } = await startChild<{ port: number }>(fileURLToPath(import.meta.url), 'serve', [dataDir, databaseUrl]);
  try {
    const base = `http://127.0.0.1:${r.port}`;
    const rssStart = await rssMb(child.pid!);
    const q = (columns: string, format: string) => `${base}/report?${new URLSearchParams({ api_key: acc.reportKey, report_type: 'advertiser', start: day(0), end: day(DAYS - 1), columns, format })}`;
    const health: number[] = [];
    for (let i = 0; i < 20; i++) health.push((await timed(`${base}/healthz`)).ms);
    const grouped: number[] = [];
    let rows = 0;
    for (let i = 0; i < rounds; i++) {
      const x = await timed(q('day,campaign,impressions,clicks,installs,cost,ctr,average_cpa', 'json'));
      if (x.status !== 200) throw new Error(`report answered ${x.status}`);
      grouped.push(x.ms);
      rows = x.bytes;
    }
    console.log(`GET /report 45 days grouped by day,campaign (${DAYS * CAMPAIGNS} rows, ${(rows / 1e6).toFixed(1)} MB JSON): median ${median(grouped).toFixed(0)} ms (${spread(grouped)}); baseline GET /healthz median ${median(health).toFixed(2)} ms`);

    const rssBefore = await rssMb(child.pid!);
    let peak = rssBefore;
    const sampler = setInterval(() => void rssMb(child.pid!).then((m) => (peak = Math.max(peak, m))), 50);
    const csv = await timed(q('day,campaign,country,impressions,clicks,installs,cost', 'csv'));
    clearInterval(sampler);
    console.log(`GET /report ungrouped (day,campaign,country) as CSV: ${(csv.bytes / 1e6).toFixed(0)} MB in ${(csv.ms / 1000).toFixed(1)} s; server RSS ${rssStart.toFixed(0)} MB at start, ${rssBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak (+${(peak - rssBefore).toFixed(0)} MB)`);
  } finally {
    child.kill('SIGTERM');
  }

  // 3. one simulated day for 1,000 live campaigns: one shared creative set with an approved banner
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
  for (let i = 0; i < Math.min(rounds, 3); i++) {
    t0 = performance.now();
    made = await c.delivery.backfill(simDay, simDay);
    sims.push(performance.now() - t0);
  }
  // baseline: the same number of rows written by bare multi-row INSERTs in one transaction
  const bare: number[] = [];
  for (let i = 0; i < Math.min(rounds, 3); i++) {
    t0 = performance.now();
    await c.db.transaction(async (x) => {
      for (let n = 0; n < made.rows; n += 250) {
        const k = Math.min(250, made.rows - n);
        await x.run(`INSERT INTO delivery_hourly (account_id, day, hour, campaign_id, country, creative_set_id, ad_id, source, impressions, clicks, installs, cost, sales) VALUES ${Array.from({ length: k }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          Array.from({ length: k }, (_, j) => [accountId, '1999-01-01', i * 1e6 + n + j, 1, 'us', 1, 1, 's', 1, 1, 1, 1, 0]).flat());
      }
    });
    bare.push(performance.now() - t0);
  }
  await c.db.run("DELETE FROM delivery_hourly WHERE day = '1999-01-01'");
  console.log(`simulate one day (${made.hours} hours) for ${CAMPAIGNS} live campaigns x 3 countries -> ${made.rows} hourly rows: median ${median(sims).toFixed(0)} ms (${spread(sims)}); baseline: bare INSERT of as many rows ${median(bare).toFixed(0)} ms (ratio ${(median(sims) / median(bare)).toFixed(1)})`);

  if (engine === 'postgres') {
    for (const t of ['delivery_hourly', 'delivery_daily', 'delivery_campaign_daily', 'postbacks']) await c.db.run(`DELETE FROM ${t} WHERE account_id = ?`, [accountId]);
    await c.db.run('DELETE FROM accounts WHERE id = ?', [accountId]);
  }
  await c.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!, process.argv[4] ?? '');
else await main();
