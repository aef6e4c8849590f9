// GET /manage/v1/campaign/list?size=100 (100 campaigns, ~69 KB of JSON) against a bare Fastify
// server answering the very same bytes as a constant, in the same run, at 10 connections
// (autocannon), on SQLite or PostgreSQL.
//
//   npm run build && npm run bench -- manage-list [--rounds=3] [--seconds=8] [--database-url=postgres://...]
//                                                 [--writes-per-second=0] [--connections=10] [--profile=DIR] [--server-env=K=V,...]
//
// --writes-per-second=N renames one of the account's campaigns N times a second through
// /manage/v1/campaign/update while the list is loaded: every write invalidates the read caches
// (of every process, on PostgreSQL through NOTIFY), so this shows what a cache miss costs.
// Servers run in child processes; rounds alternate bare/ours so machine drift hits both alike.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { loadConfig } from '../src/config/config.js';
import { buildApp } from '../src/root/app.js';
import { createContainer } from '../src/root/container.js';
import { answerCpu, cpuOf, median, ready, spread, serverEnvFromArgs, serverEnvOverrides, startChild } from './support/child-servers.js';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => Promise<CannonResult>;
const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;

interface Ready {
  port: number;
  path: string;
  headers: Record<string, string>;
}

async function serveBare(bodyFile: string): Promise<void> {
  answerCpu();
  process.on('SIGTERM', () => process.exit(0));
  const body = fs.readFileSync(bodyFile, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/manage/v1/campaign/list', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  ready({ port: (app.server.address() as { port: number }).port, path: '/manage/v1/campaign/list?account_id=1&size=100', headers: {} } satisfies Ready);
}

async function serveOurs(dataDir: string, databaseUrl: string, writesPerSecond: number): Promise<void> {
  answerCpu();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...serverEnvOverrides() };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const base = loadConfig(env);
  // the real limit (1,000 requests a minute) would turn the load test into a 429 test
  const c = await createContainer({ ...base, manage: { ...base.manage, rateLimitRequests: 100_000_000, errorLimit: 100_000_000 } });
  const app = await buildApp(c, { logStream: new Writable({ write: (_c, _e, cb) => cb() }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  const { account, campaignApiKey } = await c.accounts.createAccount(`Bench ${Date.now()}`);
  const headers = { authorization: campaignApiKey };
  const q = `account_id=${account.id}`;
  const ids: string[] = [];
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${url}/manage/v1/campaign/create?${q}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
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
    ids.push(String(((await res.json()) as { id: string | number }).id));
  }
  if (writesPerSecond > 0) {
    let n = 0;
    setInterval(() => {
      n++;
      void fetch(`${url}/manage/v1/campaign/update?${q}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ id: ids[n % ids.length], type: 'APP', name: `Bench renamed ${n}` }) })
        .then((r) => r.arrayBuffer());
    }, 1000 / writesPerSecond).unref();
  }
  ready({ port, path: `/manage/v1/campaign/list?${q}&size=100`, headers } satisfies Ready);
  process.on('SIGTERM', () => void app.close().then(() => c.close()).then(() => process.exit(0)));
}

interface Round {
  rps: number;
  p99: number;
  cpuUs: number;
  bad: number;
}

async function load(child: ChildProcess, r: Ready, seconds: number, connections: number): Promise<Round> {
  const before = await cpuOf(child);
  const res = await autocannon({ url: `http://127.0.0.1:${r.port}${r.path}`, connections, duration: seconds, headers: r.headers });
  const cpu = (await cpuOf(child)) - before;
  return { rps: res.requests.average, p99: res.latency.p99, cpuUs: cpu / Math.max(1, res.requests.total), bad: res.non2xx + res.errors + res.timeouts };
}

async function main(): Promise<void> {
  const serverEnv = serverEnvFromArgs();
  const rounds = Number(arg('rounds', '3'));
  const seconds = Number(arg('seconds', '8'));
  const connections = Number(arg('connections', '10'));
  const databaseUrl = arg('database-url', '');
  const writesPerSecond = Number(arg('writes-per-second', '0'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-list-'));
  const me = fileURLToPath(import.meta.url);
  const ours = await startChild<Ready>(me, 'serve-ours', [dataDir, databaseUrl, String(writesPerSecond)], arg('profile', ''));
  let bare: { child: ChildProcess; ready: Ready } | undefined;
  try {
    const answer = await fetch(`http://127.0.0.1:${ours.ready.port}${ours.ready.path}`, { headers: ours.ready.headers });
    const body = await answer.text();
    if (answer.status !== 200 || (JSON.parse(body) as unknown[]).length !== 100) throw new Error(`our list answered ${answer.status}: ${body.slice(0, 300)}`);
    const bodyFile = path.join(dataDir, 'answer.json');
    fs.writeFileSync(bodyFile, body);
    bare = await startChild<Ready>(me, 'serve-bare', [bodyFile], arg('profile', ''));
    console.log(
      `GET /manage/v1/campaign/list?size=100 (${body.length} bytes), ${connections} connections, ${rounds} rounds x ${seconds} s per side, ` +
        `${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${writesPerSecond} campaign writes/s during the load; bare Fastify answers the same bytes${Object.keys(serverEnv).length ? `; server env ${JSON.stringify(serverEnv)}` : ''}`,
    );
    await load(bare.child, bare.ready, 2, connections);
    await load(ours.child, ours.ready, 2, connections);
    const b: Round[] = [];
    const o: Round[] = [];
    for (let i = 0; i < rounds; i++) {
      const rb = await load(bare.child, bare.ready, seconds, connections);
      const ro = await load(ours.child, ours.ready, seconds, connections);
      if (rb.bad || ro.bad) throw new Error(`non-2xx or errors: ours ${ro.bad}, bare ${rb.bad}`);
      b.push(rb);
      o.push(ro);
      console.log(`  round ${i + 1}: bare ${Math.round(rb.rps)} req/s p99 ${rb.p99} ms ${rb.cpuUs.toFixed(0)} us CPU/req | ours ${Math.round(ro.rps)} req/s p99 ${ro.p99} ms ${ro.cpuUs.toFixed(0)} us CPU/req | ratio ${(ro.rps / rb.rps).toFixed(2)}`);
    }
    const ours50 = median(o.map((x) => x.rps));
    const ratio = ours50 / median(b.map((x) => x.rps));
    console.log(`bare Fastify, same bytes: median ${Math.round(median(b.map((x) => x.rps)))} req/s (runs ${spread(b.map((x) => x.rps))})`);
    console.log(`ours: median ${Math.round(ours50)} req/s (runs ${spread(o.map((x) => x.rps))}), p99 median ${median(o.map((x) => x.p99))} ms`);
    console.log(`target >= 3,000 req/s: ${ours50 >= 3000 ? 'met' : 'NOT met'}; ratio ${ratio.toFixed(2)} (goal: within 0.3 of bare, >= 0.70: ${ratio >= 0.7 ? 'met' : 'not met'})`);
    console.log(`server CPU per request: bare ${median(b.map((x) => x.cpuUs)).toFixed(0)} us, ours ${median(o.map((x) => x.cpuUs)).toFixed(0)} us`);
    console.log(`machine load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores (shared with other work)`);
  } finally {
    bare?.child.kill('SIGTERM');
    ours.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
if (mode === 'serve-bare') await serveBare(process.argv[3]!);
else if (mode === 'serve-ours') await serveOurs(process.argv[3]!, process.argv[4] ?? '', Number(process.argv[5] ?? 0));
else await main();
