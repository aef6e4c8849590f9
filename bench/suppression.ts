// npm run build && npm run bench -- suppression [--list-size N] [--ids N] [--append-only]
//
// Starts the real server (node dist/bundle/server.mjs) on SQLite and, when reachable, on
// PostgreSQL (a throw-away database), then per engine:
//   - one HTTP request adding 1,000,000 ids, then one deleting them: ids/s end to end and the
//     server's RSS growth during the request (sampled from /proc/<pid>/status);
//   - the raw bulk-insert rate of the same ids straight into the database (the engine's best
//     straightforward bulk method, same table layout) and our rate as a ratio of it;
//   - membership check of one id in a 10,000,000-id list through the store (median of many);
//   - appending 1,000,000 new ids over HTTP to a list that already holds 10,000,000 (the list is
//     made over HTTP; on PostgreSQL all but its first million are generated server-side);
// and once: first request served after `npm start`, and `campaignctl accounts list` wall time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sortUnique } from '../src/core/suppression/sorted-ids.js';
import { streamedPost } from './support/streamed-post.js';
import { formatUuid } from '../src/core/suppression/uuid.js';
import { systemClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { PgDb } from '../src/storage/pg-db.js';
import { suppressionStoreFor } from '../src/storage/repos/suppression-store.js';
import { SqliteDb } from '../src/storage/sqlite-db.js';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('--ids', 1_000_000);
/** --append-only: just the append measurement (both engines). */
const APPEND_ONLY = process.argv.includes('--append-only');
const LIST = arg('--list-size', 10_000_000);
const LOOKUPS = 2000;
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve('.');
const SERVER = path.join(ROOT, 'dist/bundle/server.mjs');
const CLI = path.join(ROOT, 'dist/bundle/campaignctl.mjs');

const rows: string[][] = [];
const say = (s: string) => process.stdout.write(s + '\n');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(a.length * p))]!;

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

interface Server {
  proc: ChildProcess;
  url: string;
  key: string;
  accountId: string;
  startedToFirstResponseMs: number;
}

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.get(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    r.on('error', reject);
  });
}

/** Starts the server with `command` and waits for its demo banner; measures spawn -> first /healthz answer. */
async function startServer(env: NodeJS.ProcessEnv, command: string[] = [process.execPath, SERVER]): Promise<Server> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const t0 = performance.now();
  const proc = spawn(command[0]!, command.slice(1), { cwd: ROOT, env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  let first = 0;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await get(`${url}/healthz`)) === 200) {
        first = performance.now() - t0;
        break;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 5));
    if (performance.now() - t0 > 30000) throw new Error(`server did not start: ${out}`);
  }
  // the banner names the demo credentials file (no secret is printed when stdout is not a terminal)
  while (!/are in (\S+demo-credentials\.json)/.test(out)) await new Promise((r) => setTimeout(r, 10));
  const creds = JSON.parse(fs.readFileSync(/are in (\S+demo-credentials\.json)/.exec(out)![1]!, 'utf8')) as { management_key: string; account_id: string };
  return { proc, url, key: creds.management_key, accountId: creds.account_id, startedToFirstResponseMs: first };
}

async function stopServer(s: Server): Promise<void> {
  const done = new Promise((r) => s.proc.once('exit', r));
  process.kill(-s.proc.pid!, 'SIGTERM');
  await done;
}

/** POSTs body; samples the server's RSS every 10 ms meanwhile. */
async function timedPost(url: string, body: Buffer, serverPid: number): Promise<{ ms: number; status: number; text: string; rssGrowthMb: number }> {
  const before = rssKb(serverPid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(serverPid));
    } catch {
      /* gone */
    }
  }, 10);
  const t0 = performance.now();
  // written in 64 KiB pieces as a streaming client would
  const res = await streamedPost(url, body, 'application/x-www-form-urlencoded');
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, rssKb(serverPid));
  return { ...res, ms, rssGrowthMb: (peak - before) / 1024 };
}

function idsBody(raw: Buffer): Buffer {
  const n = raw.length / 16;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(formatUuid(raw.subarray(i * 16, i * 16 + 16)));
  return Buffer.from(parts.join('\n') + '\n');
}

/** SQLite: one prepared INSERT per id inside one transaction, ids in the order given. */
function sqliteBaseline(dir: string, raw: Buffer): number {
  const file = path.join(dir, 'baseline.sqlite');
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE ids (list_id INTEGER NOT NULL, id BLOB NOT NULL, PRIMARY KEY (list_id, id)) WITHOUT ROWID');
  const ins = db.prepare('INSERT INTO ids (list_id, id) VALUES (1, ?)');
  const t0 = performance.now();
  db.transaction(() => {
    for (let o = 0; o < raw.length; o += 16) ins.run(raw.subarray(o, o + 16));
  })();
  const ms = performance.now() - t0;
  db.close();
  return (raw.length / 16 / ms) * 1000;
}

/** PostgreSQL: binary COPY of (list_id, id) straight into a table with the same primary key, ids in the order sent. */
async function pgBaseline(url: string, raw: Buffer): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('CREATE TABLE baseline_ids (list_id bigint NOT NULL, id uuid NOT NULL, PRIMARY KEY (list_id, id))');
  const n = raw.length / 16;
  const buf = Buffer.alloc(19 + n * 34 + 2);
  buf.write('PGCOPY\n\xff\r\n\0', 'latin1');
  let o = 19;
  for (let i = 0; i < n; i++, o += 34) {
    buf.writeInt16BE(2, o);
    buf.writeInt32BE(8, o + 2);
    buf.writeBigInt64BE(1n, o + 6);
    buf.writeInt32BE(16, o + 14);
    raw.copy(buf, o + 18, i * 16, i * 16 + 16);
  }
  buf.writeInt16BE(-1, o);
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const s = c.query(copyFrom('COPY baseline_ids (list_id, id) FROM STDIN (FORMAT binary)'));
    s.on('finish', resolve);
    s.on('error', reject);
    s.end(buf);
  });
  const ms = performance.now() - t0;
  await c.query('DROP TABLE baseline_ids');
  await c.end();
  return (n / ms) * 1000;
}

/** Fills a list of `size` ids through the store, then times point lookups (half hits, half misses). */
async function membership(db: Db): Promise<{ medianMs: number; p99Ms: number; fillS: number }> {
  await migrate(db);
  await db.run("INSERT INTO accounts (name, created_at) VALUES ('bench', 0)");
  const acc = (await db.get<{ id: number }>("SELECT id FROM accounts WHERE name = 'bench'"))!.id;
  const store = await suppressionStoreFor(db, systemClock);
  const list = { accountId: Number(acc), packageName: 'com.bench.big' };
  const known: Uint8Array[] = [];
  const t0 = performance.now();
  let done = 0;
  if (db.dialect === 'postgres' && LIST > 1_000_000) {
    // Adding 9M more ids through the store's anti-join path into a growing list takes minutes on
    // this machine; the lookups are what is measured here, so PostgreSQL fills all but the last
    // million server-side (sorted random uuids), and the store adds the last million (the probes).
    await store.add(list, sortUnique([new Uint8Array(randomBytes(16))])); // creates the list
    const listId = (await db.get<{ id: number }>('SELECT id FROM suppression_lists WHERE package_name = ?', [list.packageName]))!.id;
    const bulk = LIST - 1_000_000 - 1;
    await db.run(`INSERT INTO suppression_ids (list_id, id) SELECT ?, u FROM (SELECT gen_random_uuid() AS u FROM generate_series(1, ${bulk})) g ORDER BY u ON CONFLICT DO NOTHING`, [listId]);
    done = LIST - 1_000_000;
  }
  while (done < LIST) {
    const n = Math.min(1_000_000, LIST - done);
    const raw = randomBytes(n * 16);
    for (let k = 0; k < LOOKUPS / 2 / Math.ceil((LIST - done) / 1_000_000); k++) known.push(raw.subarray(k * 16, k * 16 + 16));
    await store.add(list, sortUnique([new Uint8Array(raw.buffer, raw.byteOffset, raw.length)]));
    done += n;
  }
  const fillS = (performance.now() - t0) / 1000;
  if (db.dialect === 'postgres') await db.run('ANALYZE suppression_ids');
  const probes = [...known, ...Array.from({ length: known.length }, () => new Uint8Array(randomBytes(16)))];
  const times: number[] = [];
  let hits = 0;
  for (const id of probes) {
    const t = performance.now();
    if (await store.contains(list, id)) hits++;
    times.push(performance.now() - t);
  }
  if (hits !== known.length) throw new Error(`membership: expected ${known.length} hits, got ${hits}`);
  return { medianMs: median(times), p99Ms: pct(times, 0.99), fillS };
}

async function engine(name: 'SQLite' | 'PostgreSQL', env: NodeJS.ProcessEnv, dir: string, openDb: () => Db, pgUrl?: string): Promise<void> {
  say(`\n== ${name} ==`);
  const s = await startServer(env);
  const pid = s.proc.pid!;
  const raw = randomBytes(N * 16);
  const body = idsBody(raw);
  const q = `api_key=${encodeURIComponent(s.key)}&package_name=com.bench.app`;
  global.gc?.();
  const add = await timedPost(`${s.url}/suppressionApps?${q}`, body, pid);
  if (add.status !== 200) throw new Error(`add failed: ${add.status} ${add.text}`);
  say(`add:    ${add.text} in ${add.ms.toFixed(0)} ms`);
  const del = await timedPost(`${s.url}/deleteSuppressionApps?${q}`, body, pid);
  if (del.status !== 200) throw new Error(`delete failed: ${del.status} ${del.text}`);
  say(`delete: ${del.text} in ${del.ms.toFixed(0)} ms`);
  await stopServer(s);
  const addRate = (N / add.ms) * 1000;
  const delRate = (N / del.ms) * 1000;
  say('raw bulk insert of the same ids ...');
  const base = name === 'SQLite' ? sqliteBaseline(dir, raw) : await pgBaseline(pgUrl!, raw);
  // The same method fed the ids already sorted: the engine's ceiling for a sorted bulk load, so
  // the gain from sorting is not mistaken for a gain over the database.
  const sorted = Buffer.from(sortUnique([new Uint8Array(raw.buffer, raw.byteOffset, raw.length)]).bytes);
  const ceiling = name === 'SQLite' ? sqliteBaseline(dir, sorted) : await pgBaseline(pgUrl!, sorted);
  say(`membership: filling a ${fmt(LIST)}-id list through the store ...`);
  const db = openDb();
  const m = await membership(db);
  await db.close();
  say(`  filled in ${m.fillS.toFixed(1)} s${name === 'SQLite' ? ` (${fmt(LIST / m.fillS)} ids/s through the store into a growing list)` : ' (server-side, then the last 1M through the store)'}`);
  const target = name === 'SQLite' ? 300_000 : 150_000;
  rows.push([name, `add ${fmt(N)} ids over HTTP`, `${fmt(addRate)} ids/s`, `target >= ${fmt(target)}`, `RSS +${add.rssGrowthMb.toFixed(0)} MB`]);
  rows.push([name, `delete ${fmt(N)} ids over HTTP`, `${fmt(delRate)} ids/s`, `target >= ${fmt(target)}`, `RSS +${del.rssGrowthMb.toFixed(0)} MB`]);
  rows.push([name, `raw bulk insert (${name === 'SQLite' ? 'prepared INSERT per id, 1 txn' : 'binary COPY'})`, `${fmt(base)} ids/s`, '', '']);
  rows.push([name, 'add rate / raw bulk insert', `${(addRate / base).toFixed(2)}`, 'goal >= 0.8', '']);
  rows.push([name, 'raw bulk insert, same ids pre-sorted (ceiling)', `${fmt(ceiling)} ids/s`, '', `ours / ceiling ${(addRate / ceiling).toFixed(2)}`]);
  rows.push([name, `membership, ${fmt(LIST)}-id list (${LOOKUPS} lookups)`, `median ${m.medianMs.toFixed(3)} ms`, 'target < 1 ms', `p99 ${m.p99Ms.toFixed(3)} ms`]);
}

/** Appends N new ids over HTTP to a list that holds LIST ids already. */
async function append(name: 'SQLite' | 'PostgreSQL', env: NodeJS.ProcessEnv, pgUrl?: string): Promise<void> {
  say(`append: building a ${fmt(LIST)}-id list ...`);
  const s = await startServer(env);
  const pid = s.proc.pid!;
  const q = `api_key=${encodeURIComponent(s.key)}&package_name=com.bench.append`;
  const t0 = performance.now();
  const first = await timedPost(`${s.url}/suppressionApps?${q}`, idsBody(randomBytes(1_000_000 * 16)), pid);
  if (first.status !== 200) throw new Error(`append fill failed: ${first.status} ${first.text}`);
  let have = 1_000_000;
  if (name === 'PostgreSQL') {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    const { rows: r } = await c.query<{ id: string }>("SELECT id FROM suppression_lists WHERE package_name = 'com.bench.append'");
    await c.query(`INSERT INTO suppression_ids (list_id, id) SELECT $1, u FROM (SELECT gen_random_uuid() AS u FROM generate_series(1, ${LIST - have})) g ORDER BY u ON CONFLICT DO NOTHING`, [r[0]!.id]);
    await c.query('VACUUM ANALYZE suppression_ids');
    await c.end();
    have = LIST;
  }
  while (have < LIST) {
    const n = Math.min(1_000_000, LIST - have);
    const r = await timedPost(`${s.url}/suppressionApps?${q}`, idsBody(randomBytes(n * 16)), pid);
    if (r.status !== 200) throw new Error(`append fill failed: ${r.status} ${r.text}`);
    have += n;
  }
  say(`  built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const runs: number[] = [];
  let rss = 0;
  for (let i = 0; i < 2; i++) {
    const r = await timedPost(`${s.url}/suppressionApps?${q}`, idsBody(randomBytes(N * 16)), pid);
    if (r.status !== 200) throw new Error(`append failed: ${r.status} ${r.text}`);
    say(`  append ${i + 1}: ${r.text} in ${r.ms.toFixed(0)} ms`);
    runs.push((N / r.ms) * 1000);
    rss = Math.max(rss, r.rssGrowthMb);
  }
  await stopServer(s);
  const target = name === 'PostgreSQL' ? 'target >= 150,000' : '';
  rows.push([name, `append ${fmt(N)} new ids to a ${fmt(LIST)}-id list over HTTP (2 runs)`, `${fmt(Math.min(...runs))} ids/s`, target, `best ${fmt(Math.max(...runs))}; RSS +${rss.toFixed(0)} MB`]);
}

async function startupAndCli(dir: string): Promise<void> {
  say('\n== start-up and CLI (SQLite) ==');
  const firsts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ DATA_DIR: dir, DATABASE_URL: '' }, ['npm', 'start', '--silent']);
    firsts.push(s.startedToFirstResponseMs);
    await stopServer(s);
  }
  // the same without npm's own start-up, to show what is npm and what is the server
  const direct: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ DATA_DIR: dir, DATABASE_URL: '' });
    direct.push(s.startedToFirstResponseMs);
    await stopServer(s);
  }
  const cli: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [CLI, 'accounts', 'list'], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });
    if (r.status !== 0) throw new Error(`campaignctl failed: ${r.stderr}`);
    cli.push(performance.now() - t0);
  }
  rows.push(['SQLite', '`npm start` -> first response (3 starts)', `median ${median(firsts).toFixed(0)} ms`, 'target < 1000 ms', `max ${Math.max(...firsts).toFixed(0)} ms`]);
  rows.push(['SQLite', '`node dist/bundle/server.mjs` -> first response (3 starts)', `median ${median(direct).toFixed(0)} ms`, '(npm excluded)', `max ${Math.max(...direct).toFixed(0)} ms`]);
  rows.push(['SQLite', '`campaignctl accounts list` wall time (5 runs)', `median ${median(cli).toFixed(0)} ms`, 'target < 1000 ms', `max ${Math.max(...cli).toFixed(0)} ms`]);
}

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-sup-'));
say(`suppression benchmark: ${fmt(N)} ids per request, ${fmt(LIST)}-id list for lookups; ${os.cpus().length} cores, load avg ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
try {
  const sdir = path.join(work, 'sqlite');
  if (!APPEND_ONLY) await engine('SQLite', { DATA_DIR: sdir, DATABASE_URL: '' }, sdir, () => new SqliteDb(path.join(sdir, 'membership.sqlite')));
  await append('SQLite', { DATA_DIR: path.join(work, 'sqlite-append'), DATABASE_URL: '' });
  if (await pgReachable()) {
    const dbName = `bench_sup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    try {
      if (!APPEND_ONLY) await engine('PostgreSQL', { DATA_DIR: path.join(work, 'pg'), DATABASE_URL: u.toString() }, work, () => new PgDb(u.toString()), u.toString());
      await append('PostgreSQL', { DATA_DIR: path.join(work, 'pg'), DATABASE_URL: u.toString() }, u.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    say(`\nPostgreSQL at ${PG_URL} is not reachable: PostgreSQL part NOT RUN`);
  }
  if (!APPEND_ONLY) await startupAndCli(path.join(work, 'startup'));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

const head = ['engine', 'measure', 'result', 'target', 'note'];
const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(width[i]!)).join(' | ')} |`;
say('\n' + [line(head), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
say(`\nload avg after: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} (2 shared cores: other sessions' work adds noise; runs differ by up to ~25 %)`);
