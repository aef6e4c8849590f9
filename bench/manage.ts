// /manage/v1 benchmarks (npm run build && npm run bench -- manage [--seconds N] [--postgres]):
//  1. campaign/list of 100 campaigns (size=100) under load with autocannon, against a same-run
//     baseline: GET /healthz on the same server (what the HTTP stack alone costs);
//  2. one 40-file asset/upload, timed to its answer and to FINISHED, against a same-run baseline
//     of the same bytes streamed to /dev/null through a bare node:http server.
// Loopback only; the load generator shares the machine's 2 cores with the server.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadConfig } from '../src/config/config.js';
import { buildApp } from '../src/root/app.js';
import { createContainer } from '../src/root/container.js';
import { PgDb } from '../src/storage/pg-db.js';
import { benchFiles, multipartBody } from './manage-files.js';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (o: Record<string, unknown>) => Promise<CannonResult>;

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const seconds = arg('seconds', 10);
const usePg = process.argv.includes('--postgres');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-manage-'));
const base = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, PORT: '0' });
// The real limit (1,000 requests a minute) would turn the load test into a 429 test.
const config = { ...base, manage: { ...base.manage, rateLimitRequests: 100_000_000, errorLimit: 100_000_000 } };
let pgSchema: string | undefined;
let db;
if (usePg) {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  pgSchema = `bench_${Date.now().toString(36)}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${pgSchema}`);
  await admin.end();
  db = new PgDb(url, { schema: pgSchema });
}
const c = await createContainer(config, db ? { db } : {});
const app = await buildApp(c);
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const url = `http://127.0.0.1:${port}`;

const { account, campaignApiKey } = await c.accounts.createAccount('Bench');
const auth = { authorization: campaignApiKey };
const q = `account_id=${account.id}`;
for (let i = 0; i < 100; i++) {
  const res = await fetch(`${url}/manage/v1/campaign/create?${q}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${i}`, type: 'APP', platform: 'ANDROID', package_name: `com.bench.app${i}`, bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { country_code_to_daily_budget: { US: '100', DE: '50', FR: '25' } },
      goal: { goal_type: 'CPI', goal_value_for_all_countries: '1.5' },
      tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i', tracking_method: 'TRACKER_01' },
      targeting: [{ country_code: 'US', region_codes: ['CA', 'NY'] }, { country_code: 'DE' }, { country_code: 'FR' }],
      start_date: new Date().toISOString().slice(0, 10), is_continuous_delivery: true,
    }),
  });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${await res.text()}`);
}
const check = await fetch(`${url}/manage/v1/campaign/list?${q}&size=100`, { headers: auth });
const listed = (await check.json()) as unknown[];
const bytes = JSON.stringify(listed).length;
if (listed.length !== 100) throw new Error(`expected 100 campaigns, got ${listed.length}`);

async function load(title: string, pathQ: string, headers: Record<string, string> = {}): Promise<CannonResult> {
  const r = await autocannon({ url: `${url}${pathQ}`, connections: 10, duration: seconds, headers });
  console.log(`${title.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`);
  return r;
}

console.log(`# /manage/v1 bench on ${usePg ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} cores, autocannon 10 connections x ${seconds} s each (load generator in the same process)`);
console.log(`campaign/list answer: 100 campaigns, ${bytes} bytes of JSON`);
const baseline = await load('baseline GET /healthz', '/healthz');
const list = await load('GET campaign/list size=100', `/manage/v1/campaign/list?${q}&size=100`, auth);
const small = await load('GET campaign/list size=1', `/manage/v1/campaign/list?${q}&size=1`, auth);
console.log(`ratio list(100)/healthz: ${(list.requests.average / baseline.requests.average).toFixed(3)}   list(1)/healthz: ${(small.requests.average / baseline.requests.average).toFixed(3)}`);

// ---- 40-file upload --------------------------------------------------------------------------
const sinkTimes = await uploadBench();
void sinkTimes;
async function uploadBench(): Promise<void> {
if (process.argv.includes('--no-upload')) return;
const files = benchFiles(40);
const totalBytes = files.reduce((n, f) => n + f.data.length, 0);
const body = multipartBody(files);
const sink = http.createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => res.end('{}'));
});
await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
const sinkPort = (sink.address() as { port: number }).port;
const times = { sink: [] as number[], answer: [] as number[], finished: [] as number[] };
for (let round = 0; round < 3; round++) {
  let t0 = performance.now();
  await (await fetch(`http://127.0.0.1:${sinkPort}/`, { method: 'POST', headers: { 'content-type': body.contentType }, body: new Blob([new Uint8Array(body.data)]) })).text();
  times.sink.push(performance.now() - t0);
  t0 = performance.now();
  const res = await fetch(`${url}/manage/v1/asset/upload?${q}`, { method: 'POST', headers: { ...auth, 'content-type': body.contentType }, body: new Blob([new Uint8Array(body.data)]) });
  const up = (await res.json()) as { upload_id?: string };
  if (res.status !== 200 || !up.upload_id) throw new Error(`upload failed: ${res.status} ${JSON.stringify(up)}`);
  times.answer.push(performance.now() - t0);
  for (;;) {
    const r = (await (await fetch(`${url}/manage/v1/asset/upload_result?${q}&upload_id=${up.upload_id}`, { headers: auth })).json()) as { upload_status: string; summary: { success: number; failed: number } };
    if (r.upload_status === 'FINISHED') {
      if (round === 0) console.log(`40-file upload: ${(totalBytes / 1024 / 1024).toFixed(1)} MB; result ${JSON.stringify(r.summary)}`);
      break;
    }
    if (performance.now() - t0 > 120_000) throw new Error('upload did not finish within 120 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  times.finished.push(performance.now() - t0);
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`baseline: same body to a bare node:http sink   median ${med(times.sink).toFixed(0)} ms  (${times.sink.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`asset/upload answer (upload_id)              median ${med(times.answer).toFixed(0)} ms  (${times.answer.map((x) => x.toFixed(0)).join(', ')})  ratio ${(med(times.answer) / med(times.sink)).toFixed(1)}x`);
console.log(`asset/upload until upload_status FINISHED    median ${med(times.finished).toFixed(0)} ms  (${times.finished.map((x) => x.toFixed(0)).join(', ')})`);
sink.close();
}

await app.close();
await c.close();
if (pgSchema) {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  await admin.query(`DROP SCHEMA ${pgSchema} CASCADE`);
  await admin.end();
}
fs.rmSync(dataDir, { recursive: true, force: true });
