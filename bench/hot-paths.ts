// The hot-path guard (issue 23): both request-path benches on both engines in about two minutes,
// one table of per-round ratios against bare Fastify, p99 and server CPU per request. Run it for
// any change to what every request runs:
//
//   npm run build && npm run bench -- hot-paths [--rounds=3] [--seconds=3] [--database-url=postgres://...] [--sqlite-only]
//
// Each bench runs as it does alone (bench/campaign-get.ts, bench/manage-list.ts: servers in child
// processes, rounds alternating bare/ours); this runs them one after another and reads their
// round lines. PostgreSQL is the machine's (postgres://postgres@127.0.0.1:5432/test) unless
// --database-url says otherwise; it is skipped, and said so, when it does not answer.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { median } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Goal {
  bench: 'campaign-get' | 'manage-list';
  label: string;
  /** The issue's goal per engine: ratio of bare's req/s. */
  goal: { sqlite: number; postgres: number };
}
const BENCHES: Goal[] = [
  { bench: 'campaign-get', label: 'v1 GET campaign/<id>, 50 conn', goal: { sqlite: 0.7, postgres: 0.6 } },
  { bench: 'manage-list', label: 'manage campaign/list size=100, 10 conn', goal: { sqlite: 0.6, postgres: 0.6 } },
];

interface RoundLine {
  bareRps: number;
  bareP99: number;
  bareCpu: number;
  oursRps: number;
  oursP99: number;
  oursCpu: number;
  ratio: number;
}

const ROUND = /round \d+: bare (\d+) req\/s p99 ([\d.]+) ms (\d+) us CPU\/req \| ours (\d+) req\/s p99 ([\d.]+) ms (\d+) us CPU\/req \| ratio ([\d.]+)/;

function runBench(bench: string, extra: string[]): Promise<RoundLine[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, `${bench}.js`), ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      const rounds = out.split('\n').map((l) => ROUND.exec(l)).filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ bareRps: +m[1]!, bareP99: +m[2]!, bareCpu: +m[3]!, oursRps: +m[4]!, oursP99: +m[5]!, oursCpu: +m[6]!, ratio: +m[7]! }));
      if (code !== 0 || rounds.length === 0) reject(new Error(`${bench} ${extra.join(' ')} exited ${code}:\n${out}`));
      else resolve(rounds);
    });
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const rounds = arg('rounds', '3');
  const seconds = arg('seconds', '3');
  const databaseUrl = arg('database-url', 'postgres://postgres@127.0.0.1:5432/test');
  const engines: { name: 'sqlite' | 'postgres'; args: string[] }[] = [{ name: 'sqlite', args: [] }];
  if (!process.argv.includes('--sqlite-only')) {
    if (await postgresAnswers(databaseUrl)) engines.push({ name: 'postgres', args: [`--database-url=${databaseUrl}`] });
    else console.log(`PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')} does not answer: SQLite only`);
  }
  const started = Date.now();
  const load0 = os.loadavg()[0]!;
  const rows: string[] = [];
  let missed = 0;
  for (const b of BENCHES) {
    for (const e of engines) {
      const r = await runBench(b.bench, [`--rounds=${rounds}`, `--seconds=${seconds}`, ...e.args]);
      const ratio = median(r.map((x) => x.ratio));
      const p99 = median(r.map((x) => x.oursP99));
      const goal = b.goal[e.name];
      const bareP99 = median(r.map((x) => x.bareP99));
      const met = ratio >= goal && (b.bench !== 'campaign-get' || p99 < 5);
      // ours is judged alone; a reader is told when bare missed the same p99 in the same run
      const machine = b.bench === 'campaign-get' && p99 >= 5 && bareP99 >= 5 ? ` (bare's p99 ${bareP99} ms too: the machine stalled, run again)` : '';
      if (!met) missed++;
      rows.push(
        `| ${b.label} | ${e.name} | ${r.map((x) => x.ratio.toFixed(2)).join(' / ')} | **${ratio.toFixed(2)}** | ${Math.round(median(r.map((x) => x.oursRps)))} vs ${Math.round(median(r.map((x) => x.bareRps)))} | ${p99} vs ${bareP99} | ${median(r.map((x) => x.oursCpu))} vs ${median(r.map((x) => x.bareCpu))} | >= ${goal}${b.bench === 'campaign-get' ? ', p99 < 5 ms' : ''}: ${met ? 'met' : `NOT met${machine}`} |`,
      );
      console.log(`  ${b.bench} on ${e.name}: ratios ${r.map((x) => x.ratio.toFixed(2)).join(' / ')}`);
    }
  }
  console.log(`\nhot paths, ${rounds} rounds x ${seconds} s per side (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
  console.log('| path | engine | ratio per round | median | req/s ours vs bare | p99 ms ours vs bare | server CPU us/req ours vs bare | goal |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`machine load average: ${load0.toFixed(1)} at the start, ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} at the end, ${os.cpus().length} cores`);
  console.log('noise: load generator and servers share the machine; the ratio alternates bare/ours per round so drift hits both');
  console.log("a p99 that is high for bare as well as ours is the machine's (scheduling, other tenants), not the request path");
  if (missed) console.log(`${missed} goal(s) not met`);
}

await main();
