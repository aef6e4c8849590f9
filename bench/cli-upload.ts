// npm run build && npm run bench -- cli-upload [--files N] [--mb M] [--rounds R]
//
// `campaign-platform assets upload --no-wait FILES...` of 40 files (default: 20 playables and 20
// banner images, each padded to 12 MiB: ~480 MiB) against ONE raw multipart request of the same
// files (node:http, streamed from disk, as `curl -F files=@...` sends them), each on a fresh
// server (SQLite, INLINE_WORKER=false so no processing competes with the next upload),
// alternating, R rounds. The CLI is timed from spawn to exit (start-up included); its own
// upload time (first byte to answer) is shown beside it. Target: CLI bytes/s >= 80 % of the raw
// request's. The CLI (through the SDK) sends an Idempotency-Key with every upload, so the raw
// request is measured both without one and with one (issue 33, item 17: an idempotent upload must
// cost nothing measurable): the key's cost is raw-with-key / raw, and CLI / raw-with-key compares
// like with like.
import fs from 'node:fs';
import os from 'node:os';
import { load, median, numberArg as arg, rawPost, runCli, startServer, stopServer, uploadFiles } from './support/cli-bench.js';

const FILES = arg('files', 40);
const MB = arg('mb', 12);
const ROUNDS = arg('rounds', 3);

const boundary = '----bench-raw-multipart';
const { dir: work, files, total, parts } = uploadFiles(FILES, MB, boundary);
console.log(`cli-upload: ${FILES} files, ${(total / 1024 / 1024).toFixed(0)} MiB, ${ROUNDS} rounds; ${os.cpus().length} cores, load ${load()}`);

const raw: number[] = [];
const rawKey: number[] = [];
const cli: number[] = [];
const cliUpload: number[] = [];
try {
  for (let r = 0; r < ROUNDS; r++) {
    let s = await startServer({ INLINE_WORKER: 'false' });
    const a = await rawPost(`${s.url}/manage/v1/asset/upload?account_id=${s.creds.account_id}`, { authorization: s.creds.campaign_api_key, 'content-type': `multipart/form-data; boundary=${boundary}` }, parts);
    if (a.status !== 200) throw new Error(`raw request: ${a.status} ${a.text}`);
    raw.push(total / a.ms / 1000);
    console.log(`round ${r + 1}: one raw multipart request  ${(a.ms / 1000).toFixed(2)} s  ${(total / a.ms / 1000).toFixed(0)} MB/s  (load ${load()})`);
    await stopServer(s);

    s = await startServer({ INLINE_WORKER: 'false' });
    const k = await rawPost(`${s.url}/manage/v1/asset/upload?account_id=${s.creds.account_id}`, { authorization: s.creds.campaign_api_key, 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': `bench-${r}-${Date.now()}` }, parts);
    if (k.status !== 200) throw new Error(`raw request with a key: ${k.status} ${k.text}`);
    rawKey.push(total / k.ms / 1000);
    console.log(`round ${r + 1}: the same, with an Idempotency-Key  ${(k.ms / 1000).toFixed(2)} s  ${(total / k.ms / 1000).toFixed(0)} MB/s  (load ${load()})`);
    await stopServer(s);

    s = await startServer({ INLINE_WORKER: 'false' });
    const b = await runCli(s, ['--json', 'assets', 'upload', '--no-wait', ...files]);
    if (b.code !== 0) throw new Error(`CLI: exit ${b.code}\n${b.stderr}`);
    const out = JSON.parse(b.stdout) as { uploads: unknown[]; upload_seconds: number };
    cli.push(total / b.ms / 1000);
    cliUpload.push(total / out.upload_seconds / 1e6);
    console.log(`round ${r + 1}: campaign-platform CLI     ${(b.ms / 1000).toFixed(2)} s  ${(total / b.ms / 1000).toFixed(0)} MB/s  (its upload alone: ${out.upload_seconds.toFixed(2)} s, ${(total / out.upload_seconds / 1e6).toFixed(0)} MB/s; load ${load()})`);
    await stopServer(s);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
const ratio = median(cli) / median(raw);
console.log('');
console.log('| measure | median | runs |');
console.log('|---|---|---|');
console.log(`| one raw multipart request, ${FILES} files | ${median(raw).toFixed(0)} MB/s | ${raw.map((x) => x.toFixed(0)).join(', ')} |`);
console.log(`| the same with an Idempotency-Key | ${median(rawKey).toFixed(0)} MB/s | ${rawKey.map((x) => x.toFixed(0)).join(', ')} |`);
console.log(`| \`campaign-platform assets upload --no-wait\` (spawn to exit) | ${median(cli).toFixed(0)} MB/s | ${cli.map((x) => x.toFixed(0)).join(', ')} |`);
console.log(`| the CLI's upload alone (first byte to answer) | ${median(cliUpload).toFixed(0)} MB/s | ${cliUpload.map((x) => x.toFixed(0)).join(', ')} |`);
console.log(`| raw with key / raw without (the key's cost) | ${(median(rawKey) / median(raw)).toFixed(2)} | per round: ${raw.map((x, i) => (rawKey[i]! / x).toFixed(2)).join(', ')} |`);
console.log(`| CLI / raw with key (spawn to exit) | ${(median(cli) / median(rawKey)).toFixed(2)} | target >= 0.80 ${median(cli) / median(rawKey) >= 0.8 ? 'MET' : 'NOT MET'} |`);
console.log(`| CLI / raw without key (spawn to exit) | ${ratio.toFixed(2)} | target >= 0.80 ${ratio >= 0.8 ? 'MET' : 'NOT MET'} |`);
console.log(`\nload avg after: ${load()} (2 shared cores; runs differ by up to ~25 %)`);
