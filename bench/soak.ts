// Soak: two API processes and one `campaignctl worker` on one PostgreSQL database and one
// S3-protocol server (s3rver on loopback), under a mixed load for --minutes (default 10):
// /manage/v1 campaign list and updates, v1 campaign reads, 40 KB image uploads, suppression
// appends, and a deliberate 4xx now and then (a campaign with a bad field). Reports requests by
// kind and status (anything but 2xx and the deliberate 400 is a failure) and each process's RSS
// sampled every 10 s: after warm-up (the first minute) it must stay flat.
//
//   npm run build && npm run bench -- soak [--minutes=10] [--concurrency=8]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { createContainer } from '../src/root/container.js';
import { PgDb } from '../src/storage/pg-db.js';
import { migrate } from '../src/storage/migrate.js';
import { startS3 } from '../test/helpers/s3.js';
import { multipartBody, png } from '../test/helpers/upload-parts.js';
import { rssMb } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const minutes = Number(arg('minutes', '10'));
const concurrency = Number(arg('concurrency', '8'));
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve('.');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-soak-'));

function start(args: string[], env: Record<string, string>, readyRe: RegExp): Promise<{ proc: ChildProcess; out: () => string }> {
  const proc = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`did not start:\n${out}`)), 30000);
    proc.stdout!.on('data', () => readyRe.test(out) && (clearTimeout(t), resolve({ proc, out: () => out })));
    proc.on('exit', (c) => reject(new Error(`exited ${c}:\n${out}`)));
  });
}

const schema = `soak_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const s3 = await startS3();
const env: Record<string, string> = {
  DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  BLOB_STORE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
  INLINE_WORKER: 'false', SEED_DEMO: 'false', MANAGE_RATE_LIMIT_REQUESTS: '10000000', MANAGE_ERROR_LIMIT: '10000000',
};
const db = new PgDb(PG_URL, { schema });
await migrate(db);
const c = await createContainer({ ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: path.join(work, 'setup') }), inlineWorker: false }, { db });
const procs: { name: string; proc: ChildProcess }[] = [];
try {
  const servers: string[] = [];
  for (const name of ['A', 'B']) {
    const s = await start([path.join(ROOT, 'dist/bundle/server.mjs')], { ...env, PORT: '0', DATA_DIR: path.join(work, name) }, /ready in/);
    servers.push(/listening on (http:\/\/\S+)/.exec(s.out())![1]!);
    procs.push({ name: `API ${name}`, proc: s.proc });
  }
  const w = await start([path.join(ROOT, 'dist/bundle/campaignctl.mjs'), 'worker'], { ...env, DATA_DIR: path.join(work, 'worker') }, /running/);
  procs.push({ name: 'worker', proc: w.proc });

  const { account, campaignApiKey, managementKey } = await c.accounts.createAccount('Soak');
  const { app, clientSecret } = await c.accounts.createOAuthApp({ accountId: account.id, name: 'Soak', kind: 'first-party', scopes: 'campaigns:read campaigns:write' });
  const tokRes = await fetch(`${servers[0]}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: clientSecret, scope: 'campaigns:read' }) });
  const token = ((await tokRes.json()) as { accessToken: { access_token: string } }).accessToken.access_token;
  const q = `account_id=${account.id}`;
  const auth = { authorization: campaignApiKey };
  const campaignBody = (i: number) => ({
    name: `Soak ${i}`, type: 'APP', platform: 'ANDROID', package_name: `com.soak.app${i}`, bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
    budget: { daily_budget_for_all_countries: '100' }, goal: { goal_type: 'CPI', goal_value_for_all_countries: '1.5' },
    tracking: { click_url: 'https://t.example/c', impression_url: 'https://t.example/i', tracking_method: 'TRACKER_01' },
    targeting: [{ country_code: 'US' }, { country_code: 'DE' }], start_date: new Date().toISOString().slice(0, 10), is_continuous_delivery: true,
  });
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await fetch(`${servers[i % 2]}/manage/v1/campaign/create?${q}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(campaignBody(i)) });
    if (r.status !== 200) throw new Error(`create: ${r.status} ${await r.text()}`);
    ids.push(String(((await r.json()) as { id: string }).id));
  }
  const v1Ids = (await c.campaigns.list(account.id, { offset: 0, limit: 50 })).map((x) => x.campaign.hashedId);
  if (v1Ids.length !== 50) throw new Error(`expected 50 campaigns, got ${v1Ids.length}`);

  const counts = new Map<string, number>();
  const count = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  const failures: string[] = [];
  let n = 0;
  const kinds: [string, number, (server: string) => Promise<[number, string]>][] = [
    ['manage list', 40, async (s) => { const r = await fetch(`${s}/manage/v1/campaign/list?${q}&size=100`, { headers: auth }); return [r.status, await r.text()]; }],
    ['v1 campaign get', 25, async (s) => { const id = v1Ids[n % Math.max(1, v1Ids.length)]; const r = await fetch(`${s}/campaign_management/v1/campaign/${id}`, { headers: { authorization: `Bearer ${token}` } }); return [r.status, await r.text()]; }],
    ['manage update', 15, async (s) => { const r = await fetch(`${s}/manage/v1/campaign/update?${q}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ id: ids[n % ids.length], type: 'APP', name: `Soak renamed ${n}` }) }); return [r.status, await r.text()]; }],
    ['upload', 5, async (s) => { const b = multipartBody([{ name: `soak${n}.png`, contentType: 'image/png', data: png(320, 50, n % 250) }]); const r = await fetch(`${s}/manage/v1/asset/upload?${q}`, { method: 'POST', headers: { ...auth, 'content-type': b.contentType }, body: new Blob([new Uint8Array(b.data)]) }); return [r.status, await r.text()]; }],
    ['suppression add', 10, async (s) => { const body = Array.from({ length: 1000 }, () => { const h = randomBytes(16).toString('hex'); return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`; }).join('\n'); const r = await fetch(`${s}/suppressionApps?api_key=${encodeURIComponent(managementKey)}&package_name=com.soak.app${n % 5}`, { method: 'POST', body }); return [r.status, await r.text()]; }],
    ['deliberate 400', 5, async (s) => { const r = await fetch(`${s}/manage/v1/campaign/create?${q}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ ...campaignBody(0), platform: 'WINDOWS' }) }); return [r.status === 400 ? 299 : r.status, await r.text()]; }],
  ];
  const weights = kinds.reduce((a, k) => a + k[1], 0);
  const pick = () => {
    let x = Math.random() * weights;
    for (const k of kinds) if ((x -= k[1]) < 0) return k;
    return kinds[0]!;
  };
  const rss: { at: number; mb: number[] }[] = [];
  const sample = async () => rss.push({ at: Date.now(), mb: await Promise.all(procs.map((p) => rssMb(p.proc.pid!))) });
  const t0 = Date.now();
  const until = t0 + minutes * 60_000;
  console.log(`soak: ${minutes} min, ${concurrency} concurrent clients over 2 API processes + 1 worker (PostgreSQL schema ${schema}, s3rver); ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  await sample();
  const sampler = setInterval(() => {
    void sample().then(() => {
      const last = rss[rss.length - 1]!;
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      console.log(`  ${((last.at - t0) / 1000).toFixed(0).padStart(4)} s  ${total} requests  RSS ${procs.map((p, i) => `${p.name} ${last.mb[i]!.toFixed(0)} MB`).join(', ')}`);
    });
  }, 10_000);
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < until) {
      const [name, , run] = pick();
      const server = servers[n++ % 2]!;
      try {
        const [status, text] = await run(server);
        const ok = status === 200 || status === 299;
        count(`${name} ${status === 299 ? '400 (deliberate)' : status}`);
        if (!ok && failures.length < 20) failures.push(`${name} via ${server}: ${status} ${text.slice(0, 200)}`);
      } catch (e) {
        count(`${name} network error`);
        if (failures.length < 20) failures.push(`${name}: ${(e as Error).message}`);
      }
    }
  }));
  clearInterval(sampler);
  await sample();
  const seconds = (Date.now() - t0) / 1000;
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)} req/s):`);
  for (const [k, v] of [...counts.entries()].sort()) console.log(`  ${k.padEnd(40)} ${v}`);
  const bad = [...counts.entries()].filter(([k]) => !/ 200$| 400 \(deliberate\)$/.test(k)).reduce((a, [, v]) => a + v, 0);
  console.log(`answers other than 2xx and the deliberate 400: ${bad}${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`);
  const warm = rss.find((r) => r.at - t0 >= Math.min(60_000, (minutes * 60_000) / 5)) ?? rss[0]!;
  const end = rss[rss.length - 1]!;
  console.log('RSS (MB): process, after warm-up, at the end, max after warm-up, growth');
  procs.forEach((p, i) => {
    const after = rss.filter((r) => r.at >= warm.at).map((r) => r.mb[i]!);
    console.log(`  ${p.name.padEnd(8)} ${warm.mb[i]!.toFixed(0).padStart(6)} ${end.mb[i]!.toFixed(0).padStart(6)} ${Math.max(...after).toFixed(0).padStart(6)}   ${(end.mb[i]! - warm.mb[i]!).toFixed(0)}`);
  });
  console.log(`load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} (2 shared cores)`);
} finally {
  for (const p of procs) p.proc.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  await c.close();
  await s3.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
}
