// npm run build && npm run bench -- upload-key [--files N] [--mb M] [--rounds R]
//
// What an Idempotency-Key costs an upload (issue 33, item 17: "an idempotent upload must cost
// nothing measurable"): ONE server (SQLite, INLINE_WORKER=false), one raw multipart request of N
// files (default 10 x 12 MiB: half playables, half PNG banners), sent alternately
// without and with a key, R times each (default 9), order swapped every round so drift hits both.
// Prints each pair's ratio (with key / without, bytes/s) and the median. The key's work is the
// parts ledger (each file's one SHA-1 reused) and the commit mark; a second pass over the body
// would show as a ratio well under 1.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { load, median, numberArg as arg, rawPost, startServer, stopServer, uploadFiles } from './support/cli-bench.js';

const FILES = arg('files', 10);
const MB = arg('mb', 12);
const ROUNDS = arg('rounds', 9);

const boundary = '----bench-upload-key';
const { dir: work, total, parts } = uploadFiles(FILES, MB, boundary);
console.log(`upload-key: ${FILES} files, ${(total / 1024 / 1024).toFixed(0)} MiB per request, ${ROUNDS} pairs; ${os.cpus().length} cores, load ${load()}`);

const s = await startServer({ INLINE_WORKER: 'false' });
const url = `${s.url}/manage/v1/asset/upload?account_id=${s.creds.account_id}`;
/** The server's CPU time so far (all its threads, the hashing thread included), ms: steadier than wall time on a shared machine. */
const cpuMs = (): number => {
  const f = fs.readFileSync(`/proc/${s.proc.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime, in ticks of 1/100 s
};
const cpuPlain: number[] = [];
const cpuKeyed: number[] = [];
const send = async (key: boolean, r: number) => {
  const c0 = cpuMs();
  const headers: Record<string, string> = { authorization: s.creds.campaign_api_key, 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (key) headers['idempotency-key'] = `bench-${r}-${randomBytes(4).toString('hex')}`;
  const a = await rawPost(url, headers, parts);
  if (a.status !== 200) throw new Error(`${key ? 'with' : 'without'} a key: ${a.status} ${a.text}`);
  if (r >= 0) (key ? cpuKeyed : cpuPlain).push((cpuMs() - c0) / (total / 1024 / 1024));
  return total / a.ms / 1000;
};
const plain: number[] = [];
const keyed: number[] = [];
try {
  await send(false, -1); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2 === 0) {
      plain.push(await send(false, r));
      keyed.push(await send(true, r));
    } else {
      keyed.push(await send(true, r));
      plain.push(await send(false, r));
    }
    console.log(`pair ${r + 1}: without ${plain[r]!.toFixed(0)} MB/s, with a key ${keyed[r]!.toFixed(0)} MB/s, ratio ${(keyed[r]! / plain[r]!).toFixed(2)} (load ${load()})`);
  }
} finally {
  await stopServer(s);
  fs.rmSync(work, { recursive: true, force: true });
}
const ratios = keyed.map((k, i) => k / plain[i]!);
console.log('');
console.log('| measure | median | runs |');
console.log('|---|---|---|');
console.log(`| raw upload without a key | ${median(plain).toFixed(0)} MB/s | ${plain.map((x) => x.toFixed(0)).join(', ')} |`);
console.log(`| raw upload with an Idempotency-Key | ${median(keyed).toFixed(0)} MB/s | ${keyed.map((x) => x.toFixed(0)).join(', ')} |`);
console.log(`| with / without, per pair | ${median(ratios).toFixed(2)} | ${ratios.map((x) => x.toFixed(2)).join(', ')} |`);
console.log(`| server CPU per MiB without a key | ${median(cpuPlain).toFixed(2)} ms | ${cpuPlain.map((x) => x.toFixed(2)).join(', ')} |`);
console.log(`| server CPU per MiB with a key | ${median(cpuKeyed).toFixed(2)} ms | ${cpuKeyed.map((x) => x.toFixed(2)).join(', ')} |`);
console.log(`\nload avg after: ${load()} (2 shared cores)`);
