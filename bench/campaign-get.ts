// Authenticated GET /campaign_management/v1/campaign/<id> against a bare Fastify server answering
// a constant JSON of the same shape, in the same run, at 50 connections (autocannon).
//
//   npm run build && npm run bench -- campaign-get [--rounds=3] [--seconds=8] [--database-url=postgres://...] [--log-level=info]
//                                                  [--writes-per-second=0] [--profile=DIR]
//
// The load cycles through the 20 campaigns of the account. --writes-per-second=N makes our server
// also rename one of them N times a second while loaded: every write empties the SQLite read
// cache, so this shows the cost of reads that miss it.
//
// Each server runs in its own child process (as in production: one server process, the load
// generator in another); rounds alternate bare/ours so drift on this shared 2-core machine
// hits both sides alike. Our server runs as `npm start` does: config defaults (SQLite under a
// temporary DATA_DIR unless --database-url), request logging at info (written to a discarding
// stream instead of the terminal).
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { loadConfig } from '../src/config/config.js';
import { buildApp } from '../src/root/app.js';
import { createContainer } from '../src/root/container.js';
import { answerCpu, cpuOf, median, spread, serverEnvFromArgs, serverEnvOverrides, startChild as startChildIn } from './support/child-servers.js';

// autocannon ships no types; the few fields read here.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: string; path: string }[];
}) => Promise<AutocannonResult>;

interface Ready {
  port: number;
  token?: string;
  campaignIds: string[];
}

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;

const CONSTANT = {
  name: 'DIG - Android - IAP ROAS D0', campaign_id: '058cd4a5231b2bbad752dcf4c53ab60a', package_name: 'se.example.digaround', bundle_id: '',
  platform: 'android', category: '803', bid_type: 'ROAS_IAP', tracking_method: 'tracker_03', status: false, created_at: '2023-07-13 00:00:00',
  impressions: 0, clicks: 0, installs: 0, spend: '0.0000', goal_period: 0,
};

async function serveBare(): Promise<void> {
  answerCpu();
  process.on('SIGTERM', () => process.exit(0));
  const app = Fastify({ logger: false });
  app.get('/campaign_management/v1/campaign/:campaign_id', async () => CONSTANT);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  process.stdout.write(`READY ${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0, campaignIds: Array.from({ length: 20 }, (_, i) => CONSTANT.campaign_id.slice(0, -2) + String(i).padStart(2, '0')) })}\n`);
}

async function serveOurs(dataDir: string, databaseUrl: string, logLevel: string, writesPerSecond: number): Promise<void> {
  answerCpu();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: logLevel, ...serverEnvOverrides() };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const c = await createContainer(loadConfig(env));
  const discard = new Writable({ write: (_chunk, _enc, cb) => cb() });
  const app = await buildApp(c, { logStream: discard });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  // A realistic account: a few campaigns with targets and yesterday's figures.
  const { account } = await c.accounts.createAccount('Bench');
  const campaignIds: string[] = [];
  const ids: number[] = [];
  for (let i = 0; i < 20; i++) {
    const { campaign } = await c.campaigns.create(account.id, {
      name: `Bench ${i}`, platform: 'android', packageName: `com.bench.app${i}`, bidType: 'ROAS_IAP', category: '803', trackingMethod: 'tracker_03',
      countries: [{ key: 'DEFAULT', patch: { bid: 50, budget: 1000 } }, { key: 'us', patch: {} }, { key: 'de', patch: {} }],
    });
    await c.campaigns.recordDay(account.id, { id: campaign.id }, { day: c.campaigns.yesterday(), impressions: 1000 + i, clicks: 10, installs: 1, spend: '12.5' });
    campaignIds.push(campaign.hashedId);
    ids.push(campaign.id);
  }
  if (writesPerSecond > 0) {
    let n = 0;
    setInterval(() => {
      n++;
      void c.campaigns.update(account.id, { id: ids[n % ids.length]! }, { name: `Bench renamed ${n}` });
    }, 1000 / writesPerSecond).unref();
  }
  const { app: oauthApp, clientSecret } = await c.accounts.createOAuthApp({ accountId: account.id, name: 'Bench', kind: 'first-party', scopes: 'campaigns:read' });
  const res = await fetch(`http://127.0.0.1:${port}/oauth/v1/access_token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: oauthApp.clientId, client_secret: clientSecret, scope: 'campaigns:read' }),
  });
  const token = ((await res.json()) as { accessToken: { access_token: string } }).accessToken.access_token;
  process.stdout.write(`READY ${JSON.stringify({ port, token, campaignIds } satisfies Ready)}\n`);
  const stop = async () => {
    await app.close();
    await c.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

function startChild(mode: string, extra: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  // --profile=DIR: each server writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  return startChildIn<Ready>(fileURLToPath(import.meta.url), mode, extra, arg('profile', ''));
}

interface Round {
  rps: number;
  p99: number;
  /** Server CPU time per request, microseconds: robust to other load on the machine. */
  cpuUs: number;
  non2xx: number;
  errors: number;
}

async function load(child: ChildProcess, ready: Ready, seconds: number): Promise<Round> {
  const before = await cpuOf(child);
  const r = await autocannon({
    url: `http://127.0.0.1:${ready.port}`,
    connections: 50,
    duration: seconds,
    headers: ready.token ? { authorization: `Bearer ${ready.token}` } : {},
    requests: ready.campaignIds.map((id) => ({ method: 'GET', path: `/campaign_management/v1/campaign/${id}` })),
  });
  const cpu = (await cpuOf(child)) - before;
  return { rps: r.requests.average, p99: r.latency.p99, cpuUs: cpu / Math.max(1, r.requests.total), non2xx: r.non2xx, errors: r.errors + r.timeouts };
}


async function main(): Promise<void> {
  const serverEnv = serverEnvFromArgs();
  const rounds = Number(arg('rounds', '3'));
  const seconds = Number(arg('seconds', '8'));
  const databaseUrl = arg('database-url', '');
  const logLevel = arg('log-level', 'info');
  const writesPerSecond = Number(arg('writes-per-second', '0'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-get-'));
  const bare = await startChild('serve-bare', []);
  const ours = await startChild('serve-ours', [dataDir, databaseUrl, logLevel, String(writesPerSecond)]);
  try {
    const oursUrl = `http://127.0.0.1:${ours.ready.port}/campaign_management/v1/campaign/${ours.ready.campaignIds[0]}`;
    const check = await fetch(oursUrl, { headers: { authorization: `Bearer ${ours.ready.token}` } });
    if (check.status !== 200) throw new Error(`our GET answered ${check.status}: ${await check.text()}`);
    console.log(
      `GET /campaign_management/v1/campaign/<id> over ${ours.ready.campaignIds.length} campaigns, 50 connections, ${rounds} rounds x ${seconds} s per side, ` +
        `${databaseUrl ? 'PostgreSQL' : 'SQLite'}, request log level ${logLevel}, ${writesPerSecond} campaign writes/s during the load${Object.keys(serverEnv).length ? `, server env ${JSON.stringify(serverEnv)}` : ''}`,
    );
    // warm-up (JIT, statement caches, connection pools)
    await load(bare.child, bare.ready, 2);
    await load(ours.child, ours.ready, 2);
    const b: Round[] = [];
    const o: Round[] = [];
    for (let i = 0; i < rounds; i++) {
      const rb = await load(bare.child, bare.ready, seconds);
      const ro = await load(ours.child, ours.ready, seconds);
      if (ro.non2xx || ro.errors || rb.non2xx || rb.errors) throw new Error(`non-2xx or errors: ours ${ro.non2xx}/${ro.errors}, bare ${rb.non2xx}/${rb.errors}`);
      b.push(rb);
      o.push(ro);
      console.log(
        `  round ${i + 1}: bare ${Math.round(rb.rps)} req/s p99 ${rb.p99} ms ${rb.cpuUs.toFixed(0)} us CPU/req | ours ${Math.round(ro.rps)} req/s p99 ${ro.p99} ms ${ro.cpuUs.toFixed(0)} us CPU/req | ratio ${(ro.rps / rb.rps).toFixed(2)}`,
      );
    }
    const ratio = median(o.map((x) => x.rps)) / median(b.map((x) => x.rps));
    const p99 = median(o.map((x) => x.p99));
    console.log(`bare Fastify constant JSON: median ${Math.round(median(b.map((x) => x.rps)))} req/s (runs ${spread(b.map((x) => x.rps))}), p99 median ${median(b.map((x) => x.p99))} ms`);
    console.log(`ours (token check + campaign + yesterday's figures): median ${Math.round(median(o.map((x) => x.rps)))} req/s (runs ${spread(o.map((x) => x.rps))}), p99 median ${p99} ms`);
    console.log(`ratio ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}); p99 ${p99} ms (target < 10 ms: ${p99 < 10 ? 'met' : 'NOT met'})`);
    const cpuRatio = median(b.map((x) => x.cpuUs)) / median(o.map((x) => x.cpuUs));
    console.log(`server CPU per request: bare ${median(b.map((x) => x.cpuUs)).toFixed(0)} us, ours ${median(o.map((x) => x.cpuUs)).toFixed(0)} us -> CPU-bound ratio ${cpuRatio.toFixed(2)} (what the req/s ratio tends to when each server has a core of its own)`);
    console.log(`machine load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
    console.log('noise: load generator and servers share this machine\'s 2 cores with other work; compare the per-round ratios above');
  } finally {
    bare.child.kill('SIGTERM');
    ours.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
if (mode === 'serve-bare') await serveBare();
else if (mode === 'serve-ours') await serveOurs(process.argv[3]!, process.argv[4] ?? '', process.argv[5] || 'info', Number(process.argv[6] ?? 0));
else await main();
