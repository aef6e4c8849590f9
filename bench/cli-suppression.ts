// npm run build && npm run bench -- cli-suppression [--ids N] [--rounds R] [--chunk-mb M]
//
// `campaign-platform suppression add --file ids.txt` of N ids (default 10,000,000, a 370 MB file)
// against ONE raw HTTP request of the same file (node:http, streamed from disk), each on a fresh
// server (SQLite, `node dist/bundle/server.mjs`) and an empty list, alternating, R rounds.
// The CLI is timed as a user sees it: from spawn to exit (start-up, chunking, every request).
// Target: CLI ids/s >= 70 % of the raw request's.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, load, median, rawPost, runCli, startServer, stopServer } from './support/cli-bench.js';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('ids', 10_000_000);
const ROUNDS = arg('rounds', 2);
const CHUNK_MB = process.argv.includes('--chunk-mb') ? String(arg('chunk-mb', 96)) : undefined;

/** N random UUIDs, one per line (written in blocks, never held whole). */
function writeIds(file: string, n: number): void {
  const hex = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
  const fd = fs.openSync(file, 'w');
  const per = 100_000;
  for (let done = 0; done < n; done += per) {
    const k = Math.min(per, n - done);
    const raw = randomBytes(k * 16);
    const lines = new Array<string>(k);
    for (let i = 0; i < k; i++) {
      let s = '';
      for (let j = 0; j < 16; j++) {
        s += hex[raw[i * 16 + j]!];
        if (j === 3 || j === 5 || j === 7 || j === 9) s += '-';
      }
      lines[i] = s;
    }
    fs.writeSync(fd, lines.join('\n') + '\n');
  }
  fs.closeSync(fd);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-clisup-'));
const file = path.join(work, 'ids.txt');
console.log(`cli-suppression: ${fmt(N)} ids, ${ROUNDS} rounds; ${os.cpus().length} cores, load ${load()}`);
writeIds(file, N);
const size = fs.statSync(file).size;
console.log(`ids file: ${(size / 1e6).toFixed(0)} MB`);
const raw: number[] = [];
const cli: number[] = [];
try {
  for (let r = 0; r < ROUNDS; r++) {
    let s = await startServer();
    const q = `api_key=${encodeURIComponent(s.creds.management_key)}&package_name=com.bench.raw`;
    const a = await rawPost(`${s.url}/suppressionApps?${q}`, { 'content-type': 'text/plain' }, [{ file }]);
    if (a.status !== 200) throw new Error(`raw request: ${a.status} ${a.text}`);
    raw.push((N / a.ms) * 1000);
    console.log(`round ${r + 1}: one raw request      ${(a.ms / 1000).toFixed(1)} s  ${fmt((N / a.ms) * 1000)} ids/s  ${a.text}  (load ${load()})`);
    await stopServer(s);

    s = await startServer();
    const b = await runCli(s, ['--json', 'suppression', 'add', '--package', 'com.bench.cli', '--file', file, ...(CHUNK_MB ? ['--chunk-mb', CHUNK_MB] : [])]);
    if (b.code !== 0) throw new Error(`CLI: exit ${b.code}\n${b.stderr}`);
    const out = JSON.parse(b.stdout) as { num_valid_ids: number; chunks: number };
    if (out.num_valid_ids !== N) throw new Error(`CLI counted ${out.num_valid_ids} valid ids`);
    cli.push((N / b.ms) * 1000);
    console.log(`round ${r + 1}: campaign-platform CLI ${(b.ms / 1000).toFixed(1)} s  ${fmt((N / b.ms) * 1000)} ids/s  (${out.chunks} requests; load ${load()})`);
    await stopServer(s);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
const ratio = median(cli) / median(raw);
console.log('');
console.log(`| measure | median | runs |`);
console.log(`|---|---|---|`);
console.log(`| one raw HTTP request of ${fmt(N)} ids | ${fmt(median(raw))} ids/s | ${raw.map(fmt).join(', ')} |`);
console.log(`| \`campaign-platform suppression add --file\` (spawn to exit) | ${fmt(median(cli))} ids/s | ${cli.map(fmt).join(', ')} |`);
console.log(`| CLI / raw | ${ratio.toFixed(2)} | target >= 0.70 ${ratio >= 0.7 ? 'MET' : 'NOT MET'} |`);
console.log(`\nload avg after: ${load()} (2 shared cores; runs differ by up to ~25 %)`);
