// The quick start stays quick (issue 25): time from spawning the production entry point
// (node dist/bundle/server.mjs, what `npm start` runs) on an empty DATA_DIR to its "ready" banner,
// with the demo account and its sample content (SEED_DEMO=true: campaigns, generated files
// processed by the worker, creative sets, a suppression list, 14 days of backfilled delivery)
// against the same start with SEED_DEMO=false as the same-run baseline. Alternating rounds.
//
//   npm run build && npm run bench -- first-start [--rounds=7]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const ROUNDS = Number(arg('rounds', '7'));
const SERVER = path.resolve('dist/bundle/server.mjs');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const say = (s: string) => process.stdout.write(s + '\n');

/** Milliseconds from spawn to the banner's "ready" line, and what the banner said it made. */
async function firstStart(seedDemo: boolean): Promise<{ ms: number; said: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-first-start-'));
  const t0 = performance.now();
  const proc = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dir, SEED_DEMO: String(seedDemo) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  try {
    const ms = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner in 60 s:\n${out}`)), 60_000);
      proc.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (/ready in \d+ ms/.test(out)) {
          clearTimeout(timer);
          resolve(performance.now() - t0);
        }
      });
      proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      proc.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
    });
    return { ms, said: /Sample content made now \((\d+ ms)\)/.exec(out)?.[1] ?? '' };
  } finally {
    const done = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await done;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const empty: number[] = [];
const demo: number[] = [];
const content: string[] = [];
await firstStart(false); // warm the page cache for the bundle
for (let i = 0; i < ROUNDS; i++) {
  empty.push((await firstStart(false)).ms);
  const d = await firstStart(true);
  demo.push(d.ms);
  content.push(d.said);
}
say(`load: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} (1/5/15 min), ${os.cpus().length} cores`);
say(`first start to "ready", ${ROUNDS} rounds each, alternating:`);
say(`  SEED_DEMO=false (empty database, baseline): median ${median(empty).toFixed(0)} ms  (${empty.map((x) => x.toFixed(0)).join(', ')})`);
say(`  SEED_DEMO=true  (demo account + content):   median ${median(demo).toFixed(0)} ms  (${demo.map((x) => x.toFixed(0)).join(', ')})`);
say(`  the banner's own timing of the sample content: ${content.join(', ')}`);
say(`  ratio demo / empty: ${(median(demo) / median(empty)).toFixed(2)}`);
