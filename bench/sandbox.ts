// The sandbox's bars (issue 11), on the real server (node dist/bundle/server.mjs, SANDBOX=true):
//
//   npm run build && npm run bench -- sandbox [--rounds=20] [--restores=5] [--ids=1000000]
//                                             [--database-url=postgres://...] [--skip-restore]
//
// (a) POST /_sandbox/reset + POST /_sandbox/seed of a fixture with 1 account, 100 campaigns,
//     10 creative sets and 20 assets (what a CI suite calls before every test): median over
//     --rounds rounds; bar: under 100 ms on SQLite. Baselines in the same run: a GET /_sandbox/clock
//     round trip (the HTTP floor) and reset alone.
// (b) POST /_sandbox/snapshots/{name}/restore of a database holding a 1,000,000-id suppression
//     list: median over --restores; bar: under 1 s on SQLite. Baseline: the same restore of the
//     snapshot without the list (everything else equal), and the time to add the list over HTTP.
// Without --database-url: SQLite in a temporary DATA_DIR. With it: that PostgreSQL database (its
// tables are wiped by the resets).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchFixture } from './support/sandbox-fixture.js';
import { streamedPost } from './support/streamed-post.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const ROUNDS = Number(arg('rounds', '20'));
const RESTORES = Number(arg('restores', '5'));
const IDS = Number(arg('ids', '1000000'));
const DATABASE_URL = arg('database-url', '');
const SKIP_RESTORE = process.argv.includes('--skip-restore');
const TOKEN = 'sbx_bench-token-0123456789abcdef';
const SERVER = path.resolve('dist/bundle/server.mjs');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}..${Math.max(...xs).toFixed(1)}`;
const say = (s: string) => process.stdout.write(s + '\n');

async function start(dataDir: string): Promise<{ proc: ChildProcess; url: string; log: () => string }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', SANDBOX: 'true', SANDBOX_TOKEN: TOKEN, DATA_DIR: dataDir, DATABASE_URL };
  const proc = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const t0 = Date.now(); ; ) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { proc, url, log: () => out };
    if (Date.now() - t0 > 30_000) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** CPU time of a process (all its threads), in ms: /proc/<pid>/stat utime + stime, 10 ms ticks. */
function cpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * (1000 / 100);
}

async function stop(proc: ChildProcess): Promise<void> {
  const done = new Promise((r) => proc.once('exit', r));
  process.kill(-proc.pid!, 'SIGTERM');
  await done;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-sandbox-'));
  const engine = DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const { proc, url, log } = await start(dataDir);
  const auth = { authorization: `Bearer ${TOKEN}` };
  const sb = async (method: string, p: string, body?: unknown): Promise<{ ms: number; json: any }> => {
    const t0 = performance.now();
    const r = await fetch(`${url}/_sandbox${p}`, { method, headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    const ms = performance.now() - t0;
    if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${text.slice(0, 500)}`);
    return { ms, json: JSON.parse(text) };
  };
  try {
    say(`sandbox bench on ${engine}, ${os.cpus().length} CPUs, load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}, ${new Date().toISOString()}`);
    const fixture = benchFixture();
    // warm-up: code paths compiled, the first seed's media generated
    for (let i = 0; i < 3; i++) {
      await sb('POST', '/reset', {});
      const s = await sb('POST', '/seed', fixture);
      if (i === 0) say(`  fixture: created ${JSON.stringify(s.json.created)}`);
    }
    const clock: number[] = [];
    const resetOnly: number[] = [];
    const both: number[] = [];
    const seedOnly: number[] = [];
    let cpu = 0;
    for (let i = 0; i < ROUNDS; i++) {
      clock.push((await sb('GET', '/clock')).ms);
      resetOnly.push((await sb('POST', '/reset', {})).ms);
      await sb('POST', '/seed', fixture);
      const c0 = cpuMs(proc.pid!);
      const r = await sb('POST', '/reset', {});
      const s = await sb('POST', '/seed', fixture);
      cpu += cpuMs(proc.pid!) - c0;
      if (s.json.created.campaigns !== 100 || s.json.created.assets !== 20 || s.json.created.creative_sets !== 10) throw new Error(`seed made ${JSON.stringify(s.json.created)}`);
      both.push(r.ms + s.ms);
      seedOnly.push(s.ms);
    }
    say(`(a) reset + seed (1 account, 100 campaigns, 10 creative sets, 20 assets), ${ROUNDS} rounds:`);
    say(`    reset + seed  median ${median(both).toFixed(1)} ms (spread ${spread(both)})   bar: < 100 ms on SQLite`);
    say(`    seed alone    median ${median(seedOnly).toFixed(1)} ms (spread ${spread(seedOnly)})`);
    say(`    server CPU per reset + seed (all threads, mean): ${(cpu / ROUNDS).toFixed(0)} ms`);
    say(`    baseline: reset alone median ${median(resetOnly).toFixed(1)} ms (${spread(resetOnly)}); GET /_sandbox/clock median ${median(clock).toFixed(2)} ms (${spread(clock)})`);

    if (!SKIP_RESTORE) {
      await sb('POST', '/reset', {});
      await sb('POST', '/seed', fixture);
      for (const n of ['bench-small', 'bench-1m']) await fetch(`${url}/_sandbox/snapshots/${n}`, { method: 'DELETE', headers: auth });
      await sb('POST', '/snapshots', { name: 'bench-small' });
      const lines: string[] = [];
      for (let i = 0; i < IDS; i++) {
        const h = randomBytes(16).toString('hex');
        lines.push(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`);
      }
      const t0 = performance.now();
      const add = await streamedPost(`${url}/suppressionApps?api_key=bench-management-key-0000001&package_name=com.bench.game`, Buffer.from(lines.join('\n') + '\n'), 'text/plain');
      if (add.status !== 200) throw new Error(`suppression add: ${add.status} ${add.text.slice(0, 500)}\n${log().slice(-2000)}`);
      const addMs = performance.now() - t0;
      const taken = await sb('POST', '/snapshots', { name: 'bench-1m' });
      say(`(b) snapshot of the platform with a ${IDS.toLocaleString('en-US')}-id suppression list: taken in ${taken.ms.toFixed(0)} ms (${taken.json.rows.toLocaleString('en-US')} rows, ${taken.json.files} files); the list took ${addMs.toFixed(0)} ms to add over HTTP`);
      const big: number[] = [];
      const small: number[] = [];
      for (let i = 0; i < RESTORES; i++) {
        small.push((await sb('POST', '/snapshots/bench-small/restore')).ms);
        const r = await sb('POST', '/snapshots/bench-1m/restore');
        if (r.json.rows !== taken.json.rows) throw new Error(`restore answered ${JSON.stringify(r.json)}`);
        big.push(r.ms);
      }
      say(`    restore median ${median(big).toFixed(0)} ms (spread ${spread(big)}, ${RESTORES} restores)   bar: < 1000 ms on SQLite`);
      say(`    baseline: restore of the same platform without the list: median ${median(small).toFixed(0)} ms (${spread(small)})`);
      for (const n of ['bench-small', 'bench-1m']) await sb('DELETE', `/snapshots/${n}`);
    }
    say(`  load after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  } finally {
    await stop(proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
