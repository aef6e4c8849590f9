// Faults (issue 36, item 5): the scale-out layout under a mixed load while things break, one fault
// at a time, and what a client and the data meet. Starts its own PostgreSQL cluster (initdb +
// pg_ctl on a free loopback port, never the machine's shared server), an S3-protocol server
// (s3rver, restartable on the same port and directory), two API processes and a `campaignctl
// worker`. Clients send /manage/v1 creates, updates and uploads (each with an Idempotency-Key,
// retried with the same key on the other process until acknowledged) and list reads, keeping a
// ledger of every acknowledged write. Faults in turn: kill API A (SIGKILL, restarted 3 s later),
// kill the worker mid-job (restarted 3 s later; its job re-runs after the lease), stop PostgreSQL
// `fast` and `immediate` for 12 s each, stop the store for 12 s. Per fault: answers by status
// while it lasts, seconds from its end to the first 2xx and to the last error, 500s and raw
// errors (an answer naming the database or Fastify's own error shape), then the ledger: lost,
// duplicated, stuck, half-written, orphans. Loopback only; about 5 minutes.
//
//   npm run build && npm run bench -- faults [--concurrency=8] [--pause-ms=15] [--outage-s=12]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { loadConfig } from '../src/config/config.js';
import { createContainer } from '../src/root/container.js';
import { PgDb } from '../src/storage/pg-db.js';
import { migrate } from '../src/storage/migrate.js';
import { startOwnPostgres, freePort } from '../test/helpers/own-postgres.js';
import { multipartBody, png } from '../test/helpers/upload-parts.js';
import { v2Campaign } from '../test/helpers/manage.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const CONCURRENCY = Number(arg('concurrency', '8'));
const PAUSE_MS = Number(arg('pause-ms', '15'));
const OUTAGE_S = Number(arg('outage-s', '12'));
const ROOT = path.resolve('.');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-faults-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);

// ---- the dependencies
const pg = await startOwnPostgres();
const BUCKET = 'faults';
const s3Dir = path.join(work, 's3');
const s3Port = await freePort();
let s3: { close(cb: () => void): void } | undefined;
async function startStore(): Promise<void> {
  const server = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  await server.run();
  s3 = server;
}
async function stopStore(): Promise<void> {
  const server = s3;
  s3 = undefined;
  // (s3rver's close waits for open connections; the API processes' keep-alive sockets are cut with it)
  await new Promise<void>((r) => server?.close(() => r()) ?? r());
}
await startStore();
const bucketObjects = () => {
  const dir = path.join(s3Dir, BUCKET);
  if (!fs.existsSync(dir)) return new Set<string>();
  return new Set(fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('._S3rver_object')).map((f) => f.replace(/\._S3rver_object$/, '')));
};

const env: Record<string, string> = {
  DATABASE_URL: pg.url,
  BLOB_STORE: 's3', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
  INLINE_WORKER: 'false', SEED_DEMO: 'false', MANAGE_RATE_LIMIT_REQUESTS: '10000000', MANAGE_ERROR_LIMIT: '10000000', JOB_LEASE_MS: '5000', LOG_LEVEL: 'info',
};
const db = new PgDb(pg.url, { listen: false });
await migrate(db);
const c = await createContainer({ ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: path.join(work, 'setup') }), inlineWorker: false }, { db });
const accounts = await Promise.all([1, 2, 3, 4].map(async (i) => {
  const a = await c.accounts.createAccount(`Faults ${i}`);
  return { accountId: a.account.id, key: a.campaignApiKey };
}));

// ---- the processes
const unexpectedExits: string[] = [];
let stopping = false;
interface Proc { name: string; proc: ChildProcess; out: string; url?: string; port: number }
const procs = new Map<string, Proc>();
async function startProc(name: string, port: number): Promise<Proc> {
  const isWorker = name === 'W';
  const args = isWorker ? [path.join(ROOT, 'dist/bundle/campaignctl.mjs'), 'worker', '--concurrency', '2'] : [path.join(ROOT, 'dist/bundle/server.mjs')];
  const proc = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), DATA_DIR: path.join(work, name) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const p: Proc = { name, proc, out: procs.get(name)?.out ?? '', port, url: isWorker ? undefined : `http://127.0.0.1:${port}` };
  proc.stdout!.on('data', (d) => (p.out += d));
  proc.stderr!.on('data', (d) => (p.out += d));
  // a process that exits without being killed by the bench died of a fault: a failure, said with its last lines
  proc.once('exit', (code, signal) => {
    if (signal === 'SIGKILL' || stopping) return;
    unexpectedExits.push(`${name} exited (${code ?? signal}) at ${((Date.now() - t0) / 1000).toFixed(1)} s; its last lines:\n${p.out.trim().split('\n').slice(-12).join('\n')}`);
    log(`process ${name} exited by itself (${code ?? signal})`);
  });
  procs.set(name, p);
  const ready = isWorker ? /running/ : /ready in/;
  const mark = p.out.length;
  const tStart = Date.now();
  while (!ready.test(p.out.slice(mark))) {
    if (proc.exitCode !== null) throw new Error(`${name} exited:\n${p.out.slice(mark)}`);
    if (Date.now() - tStart > 60_000) throw new Error(`${name} did not start:\n${p.out.slice(mark)}`);
    await sleep(20);
  }
  return p;
}
async function kill(name: string): Promise<void> {
  const p = procs.get(name)!;
  const exited = new Promise((r) => (p.proc.exitCode !== null || p.proc.signalCode !== null ? r(0) : p.proc.once('exit', r)));
  p.proc.kill('SIGKILL');
  await exited;
}
const ports = { A: await freePort(), B: await freePort(), W: 0 };
await Promise.all([startProc('A', ports.A), startProc('B', ports.B), startProc('W', 0)]);
const api = () => [procs.get('A')!.url!, procs.get('B')!.url!];

// ---- the load and its ledger
interface Answer { at: number; status: number | 'conn'; raw: boolean; kind: string }
const answers: Answer[] = [];
const ledger = {
  creates: new Map<string, string>(), // campaign name -> key (acknowledged)
  updates: new Map<number, string>(), // campaign id -> the last acknowledged name
  uploads: new Map<string, number>(), // asset name -> acknowledged at (ms)
};
const owned: { accountIdx: number; id: number }[][] = Array.from({ length: CONCURRENCY }, () => []);
let running = true;
let paused = false;
let inFlight = 0;
const rawSamples: string[] = [];
const RAW = /postgres|5432|ECONN|SQLSTATE|terminat|"statusCode"|SQLITE|s3rver|127\.0\.0\.1:\d+/i;

async function send(kind: string, base: string, method: 'GET' | 'POST', pathQ: string, key: string, body?: { type: string; data: Uint8Array }, idem?: string): Promise<{ status: number | 'conn'; text: string; retryAfter: number }> {
  try {
    const headers: Record<string, string> = { authorization: key };
    if (body) headers['content-type'] = body.type;
    if (idem) headers['idempotency-key'] = idem;
    const r = await fetch(`${base}/manage/v1${pathQ}`, { method, headers, body: body ? (body.data as unknown as BodyInit) : undefined, signal: AbortSignal.timeout(20_000) });
    const text = await r.text();
    const raw = r.status >= 400 && RAW.test(text);
    if (raw && rawSamples.length < 5) rawSamples.push(`${kind} ${r.status}: ${text.slice(0, 300)}`);
    answers.push({ at: Date.now(), status: r.status, raw, kind });
    return { status: r.status, text, retryAfter: Number(r.headers.get('retry-after') ?? '1') };
  } catch {
    answers.push({ at: Date.now(), status: 'conn', raw: false, kind });
    return { status: 'conn', text: '', retryAfter: 0.2 };
  }
}

/** A write retried with the same key, alternating processes, until acknowledged (2xx) or refused for good (4xx but 409/429). */
/** Each write's attempts (process, status, ms since the first), to explain one run twice. */
const trails = new Map<string, string[]>();
async function write(kind: string, loop: number, pathQ: (a: number) => string, accountIdx: number, body: () => { type: string; data: Uint8Array }, name = ''): Promise<{ ok: boolean; text: string }> {
  const idem = `${kind}-${randomBytes(8).toString('hex')}`;
  const who = accounts[accountIdx]!;
  const trail: string[] = [];
  trails.set(name, trail);
  const tFirst = Date.now();
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = api()[(loop + attempt) % 2]!;
    const r = await send(kind, base, 'POST', pathQ(who.accountId), who.key, body(), idem);
    trail.push(`${base === api()[0] ? 'A' : 'B'}:${r.status}@${Date.now() - tFirst}`);
    if (typeof r.status === 'number' && r.status < 300) return { ok: true, text: r.text };
    if (typeof r.status === 'number' && r.status >= 400 && r.status < 500 && r.status !== 409 && r.status !== 429) return { ok: false, text: r.text };
    await sleep(Math.min(1000, r.retryAfter * 1000));
  }
  return { ok: false, text: 'gave up' };
}

async function loop(i: number): Promise<void> {
  let n = 0;
  while (running) {
    if (paused) {
      await sleep(20);
      continue;
    }
    inFlight++;
    try {
      const accountIdx = i % accounts.length;
      const who = accounts[accountIdx]!;
      const roll = n++ % 10;
      if (roll === 0 || owned[i]!.length === 0) {
        const name = `c-${i}-${randomBytes(6).toString('hex')}`;
        const json = Buffer.from(JSON.stringify(v2Campaign({ name })));
        const r = await write('create', i + n, (a) => `/campaign/create?account_id=${a}`, accountIdx, () => ({ type: 'application/json', data: json }), name);
        if (r.ok) {
          ledger.creates.set(name, 'acked');
          const id = Number(JSON.parse(r.text).id ?? JSON.parse(r.text).campaign_id);
          owned[i]!.push({ accountIdx, id });
          ledger.updates.set(id, name);
        }
      } else if (roll <= 2) {
        const target = owned[i]![n % owned[i]!.length]!;
        const name = `u-${i}-${randomBytes(6).toString('hex')}`;
        const json = Buffer.from(JSON.stringify({ id: target.id, type: 'APP', name }));
        const r = await write('update', i + n, (a) => `/campaign/update?account_id=${a}`, target.accountIdx, () => ({ type: 'application/json', data: json }));
        if (r.ok) ledger.updates.set(target.id, name);
      } else if (roll === 3) {
        const name = `f-${i}-${randomBytes(6).toString('hex')}.png`;
        const file = multipartBody([{ name, contentType: 'image/png', data: png(48, 48, n) }]);
        const r = await write('upload', i + n, (a) => `/asset/upload?account_id=${a}`, accountIdx, () => ({ type: file.contentType, data: new Uint8Array(file.data) }), name);
        if (r.ok) ledger.uploads.set(name, Date.now());
      } else {
        await send('list', api()[n % 2]!, 'GET', `/campaign/list?account_id=${who.accountId}&size=20`, who.key);
      }
    } finally {
      inFlight--;
    }
    await sleep(PAUSE_MS);
  }
}

/** What was run twice, for the report (each name is one client operation with one Idempotency-Key). */
const dupNames = new Set<string>();
interface LedgerResult { lost: number; duplicated: number; stuck: number; halfWritten: number; orphans: number; staleUpdates: number }
async function checkLedger(final: boolean): Promise<LedgerResult> {
  paused = true;
  while (inFlight > 0) await sleep(10);
  const campaigns = await db.all<{ id: number; name: string }>('SELECT id, name FROM campaigns');
  const byName = new Map<string, number>();
  for (const r of campaigns) byName.set(r.name, (byName.get(r.name) ?? 0) + 1);
  const byId = new Map(campaigns.map((r) => [Number(r.id), r.name]));
  let lost = 0;
  let duplicated = 0;
  // every create has a unique name: two rows of one name are one create run twice (a created
  // campaign renamed since is found by its id below)
  for (const name of ledger.creates.keys()) {
    const n = byName.get(name) ?? 0;
    if (n > 1) {
      duplicated += n - 1;
      dupNames.add(`create ${name}`);
    }
  }
  let staleUpdates = 0;
  for (const [id, name] of ledger.updates) {
    if (!byId.has(id)) lost++;
    else if (byId.get(id) !== name) staleUpdates++;
  }
  const assets = await db.all<{ name: string; blob_key: string; processing: string; created_at: number }>('SELECT name, blob_key, processing, created_at FROM assets');
  const assetsByName = new Map<string, number>();
  for (const a of assets) assetsByName.set(a.name, (assetsByName.get(a.name) ?? 0) + 1);
  let stuck = 0;
  for (const [name, at] of ledger.uploads) {
    const n = assetsByName.get(name) ?? 0;
    if (n === 0) lost++;
    if (n > 1) {
      duplicated += n - 1;
      dupNames.add(`upload ${name}`);
    }
    const row = assets.find((a) => a.name === name);
    if (row && row.processing === 'processing' && Date.now() - at > (final ? 30_000 : 60_000)) stuck++;
  }
  const objects = bucketObjects();
  const keys = new Set(assets.map((a) => a.blob_key).filter(Boolean));
  const halfWritten = [...keys].filter((k) => !objects.has(k)).length;
  // an object without a row: orphaned unless its key is still due for the sweep (an upload cut off
  // mid-way is recorded in blob_sweep before it starts and deleted by the sweep after 24 hours)
  const due = new Set((await db.all<{ blob_key: string }>('SELECT key AS blob_key FROM blob_sweep')).map((r) => r.blob_key));
  const orphans = [...objects].filter((o) => !keys.has(o) && !due.has(o)).length;
  paused = false;
  return { lost, duplicated, stuck, halfWritten, orphans, staleUpdates };
}

// ---- the faults
interface Fault { name: string; start: () => Promise<void>; end: () => Promise<void> }
const faults: Fault[] = [
  { name: 'kill API A (SIGKILL; restarted 3 s later)', start: () => kill('A'), end: async () => { await sleep(3000); await startProc('A', ports.A); } },
  {
    name: 'kill the worker mid-job (restarted 3 s later)',
    start: async () => {
      const tWait = Date.now();
      while (Date.now() - tWait < 10_000 && !(await db.get("SELECT 1 AS x FROM jobs WHERE state = 'running' LIMIT 1").catch(() => undefined))) await sleep(5);
      await kill('W');
    },
    end: async () => { await sleep(3000); await startProc('W', 0); },
  },
  { name: `stop PostgreSQL fast for ${OUTAGE_S} s`, start: async () => pg.stop('fast'), end: async () => { await sleep(OUTAGE_S * 1000); pg.start(); } },
  { name: `stop PostgreSQL immediate for ${OUTAGE_S} s`, start: async () => pg.stop('immediate'), end: async () => { await sleep(OUTAGE_S * 1000); pg.start(); } },
  { name: `stop the S3 store for ${OUTAGE_S} s`, start: stopStore, end: async () => { await sleep(OUTAGE_S * 1000); await startStore(); } },
];

const loops = Array.from({ length: CONCURRENCY }, (_, i) => loop(i));
const rows: string[] = [];
let failed = false;
try {
  log(`load: ${CONCURRENCY} clients, two API processes and a worker on PostgreSQL ${pg.url.replace(/\/\/[^@]*@/, '//')} and s3rver :${s3Port}`);
  await sleep(10_000);
  const warm = answers.filter((a) => a.at > Date.now() - 10_000).length / 10;
  log(`warm-up: ${warm.toFixed(0)} answers/s`);
  for (const f of faults) {
    const from = Date.now();
    log(`fault: ${f.name}`);
    await f.start();
    await f.end();
    const to = Date.now();
    await sleep(10_000);
    const during = answers.filter((a) => a.at >= from && a.at <= to);
    const after = answers.filter((a) => a.at > to);
    const byStatus = new Map<string, number>();
    for (const a of during) byStatus.set(String(a.status), (byStatus.get(String(a.status)) ?? 0) + 1);
    const first2xx = after.find((a) => typeof a.status === 'number' && a.status < 300);
    const errorsAfter = after.filter((a) => !(typeof a.status === 'number' && (a.status < 300 || a.status === 400)));
    const lastError = errorsAfter.at(-1);
    const window = answers.filter((a) => a.at >= from);
    const five = window.filter((a) => a.status === 500).length;
    const raw = window.filter((a) => a.raw).length;
    const l = await checkLedger(false);
    const statuses = [...byStatus].sort().map(([s, n]) => `${s}:${n}`).join(' ');
    const firstOk = first2xx ? ((first2xx.at - to) / 1000).toFixed(2) : 'none';
    const zero = lastError ? ((lastError.at - to) / 1000).toFixed(2) : '0.00';
    rows.push(`| ${f.name} | ${((to - from) / 1000).toFixed(1)} | ${statuses} | ${firstOk} | ${zero} | ${five} | ${raw} | ${l.lost} | ${l.duplicated} | ${l.stuck} | ${l.halfWritten} | ${l.orphans} | ${l.staleUpdates} |`);
    log(`  during: ${statuses}; first 2xx ${firstOk} s after its end, last error ${zero} s after; 500s ${five}, raw ${raw}; ledger ${JSON.stringify(l)}`);
    if (five || raw || l.lost || l.duplicated || l.halfWritten || l.orphans || l.staleUpdates || !first2xx || Number(firstOk) > 5) failed = true;
  }
  running = false;
  await Promise.all(loops);
  // every acknowledged upload must become final (processed or failed) without help
  const tFinal = Date.now();
  let final: LedgerResult;
  let pending = 0;
  let jobsLeft = 0;
  do {
    await sleep(1000);
    final = await checkLedger(true);
    pending = Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM assets WHERE processing = 'processing'"))!.n);
    // jobs due and not done (the delivery simulator's next hour is queued for later: not counted)
    jobsLeft = Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM jobs WHERE state = 'running' OR (state = 'queued' AND run_at <= ?)", [Date.now()]))!.n);
  } while ((final.stuck > 0 || pending > 0 || jobsLeft > 0) && Date.now() - tFinal < 120_000);
  log(`the worker settled every upload ${((Date.now() - tFinal) / 1000).toFixed(1)} s after the load stopped`);
  const total = answers.length;
  const secs = (Date.now() - t0) / 1000;
  console.log(`\n## Faults: ${total} answers in ${secs.toFixed(0)} s (${(total / secs).toFixed(0)}/s); acknowledged: ${ledger.creates.size} creates, ${ledger.updates.size} campaigns updated, ${ledger.uploads.size} uploads\n`);
  console.log('| fault | lasted s | answers during it, by status | first 2xx s after | last error s after | 500s | raw errors | lost | duplicated | stuck | half-written | orphans | stale updates |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nfinal ledger: ${JSON.stringify(final!)}; assets still processing ${pending}; jobs queued or running ${jobsLeft}`);
  for (const [name, p] of procs) {
    const lines = p.out.split('\n');
    const outage = lines.filter((l) => /is unreachable|reachable again/.test(l)).length;
    const stacks = lines.filter((l) => /"stack"/.test(l)).length;
    const aws = lines.filter((l) => /NodeVersionSupportWarning/.test(l)).length;
    console.log(`process ${name}: ${lines.length} log lines, ${outage} outage lines (went/back), ${stacks} with a stack, ${aws} AWS SDK warnings`);
    const seen = new Map<string, number>();
    for (const l of lines.filter((x) => /"stack"/.test(x))) {
      const msg = /"msg":"([^"]*)"/.exec(l)?.[1] ?? l.slice(0, 80);
      const err = /"message":"([^"]{0,120})/.exec(l)?.[1] ?? '';
      seen.set(`${msg}: ${err}`, (seen.get(`${msg}: ${err}`) ?? 0) + 1);
    }
    for (const [what, n] of seen) console.log(`  ${n} x ${what}`);
  }
  for (const d of dupNames) console.log(`run twice: ${d}: attempts ${trails.get(d.split(' ')[1]!)?.join(' ') ?? '?'}`);
  for (const e of unexpectedExits) console.log(`\nDIED: ${e}`);
  for (const r of rawSamples) console.log(`raw error answer: ${r}`);
  if (final!.stuck || pending || jobsLeft || unexpectedExits.length) failed = true;
  console.log(failed ? '\nRESULT: some fault was not survived cleanly (see above)' : '\nRESULT: every fault survived cleanly');
} finally {
  running = false;
  stopping = true;
  for (const p of procs.values()) p.proc.kill('SIGTERM');
  await Promise.all([...procs.values()].map((p) => new Promise((r) => (p.proc.exitCode !== null || p.proc.signalCode !== null ? r(0) : p.proc.once('exit', r)))));
  await c.close().catch(() => undefined);
  await stopStore().catch(() => undefined);
  pg.destroy();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
