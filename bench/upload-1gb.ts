// bench/upload-1gb: a 1 GiB file uploaded as multipart/form-data over loopback.
//   ours: the real app streaming it through assets.ingest (SHA-1 + sniff + fsynced blob + row + job);
//   bare: Fastify + @fastify/multipart piping the same body to a file (same framework, same client);
//   cp:   a plain `cp` of the file.
// Rounds alternate bare/ours; prints each run, the medians, the ratios, and the server's RSS growth
// (sampled from /proc every 20 ms during the upload). Goal: ours >= 0.8 x bare, RSS growth < 64 MB.
// Usage: npm run bench -- upload-1gb [rounds=3] [sizeMiB=1024]; BENCH_DIAG=1 adds blob-store-only runs;
// BENCH_DIR puts the temporary files elsewhere (needs ~3 GB free).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const rounds = Number(process.argv[2] ?? 3);
const sizeMiB = Number(process.argv[3] ?? 1024);
const work = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'cp-upload-bench-'));

function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** A portrait MP4 whose mdat carries the bulk, so the real pipeline also finishes processing it. */
function makeFile(file: string, bytes: number): void {
  const fd = fs.openSync(file, 'w');
  const ftyp = Buffer.from('0000001866747970697336f6d0000020069736f6d69736f32', 'hex');
  ftyp.writeUInt32BE(ftyp.length, 0);
  const mdatHeader = Buffer.alloc(16);
  mdatHeader.writeUInt32BE(1, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  mdatHeader.writeBigUInt64BE(BigInt(bytes - ftyp.length), 8);
  fs.writeSync(fd, ftyp);
  fs.writeSync(fd, mdatHeader);
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  let left = bytes - ftyp.length - 16;
  while (left > 0) {
    const n = Math.min(left, block.length);
    fs.writeSync(fd, block, 0, n);
    left -= n;
  }
  fs.closeSync(fd);
}

async function startServer(mode: 'ours' | 'bare', variant = ''): Promise<{ child: ChildProcess; url: string; dir: string }> {
  const dir = fs.mkdtempSync(path.join(work, `${mode}-`));
  const child = spawn(process.execPath, [path.join(here, 'support/upload-server.js'), mode, dir], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, BENCH_VARIANT: variant },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /listening (\S+)/.exec(buf);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited (${code})`)));
  });
  return { child, url, dir };
}

async function stop(s: { child: ChildProcess; dir: string }): Promise<void> {
  const exited = new Promise((r) => s.child.on('exit', r));
  s.child.kill('SIGTERM');
  await exited;
  fs.rmSync(s.dir, { recursive: true, force: true });
}

function upload(url: string, file: string): Promise<{ ms: number; body: string }> {
  const boundary = '----cpbench' + Date.now().toString(16);
  const pre = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const post = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(`${url}/bench/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(pre.length + size + post.length) },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => (res.statusCode === 200 ? resolve({ ms: performance.now() - t0, body }) : reject(new Error(`HTTP ${res.statusCode}: ${body}`))));
    });
    req.on('error', reject);
    req.write(pre);
    const rs = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    rs.pipe(req, { end: false });
    rs.on('end', () => req.end(post));
  });
}

async function measure(mode: 'ours' | 'bare', file: string, variant = ''): Promise<{ mbps: number; rssGrowthMB: number }> {
  const s = await startServer(mode, variant);
  try {
    // warm-up: a small upload so lazy code paths are loaded before the baseline RSS is read
    const small = path.join(work, 'warm.mp4');
    if (!fs.existsSync(small)) makeFile(small, 4 * 1024 * 1024);
    await upload(s.url, small);
    (global as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 300));
    const base = rssOf(s.child.pid!);
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(s.child.pid!))), 20);
    const { ms, body } = await upload(s.url, file);
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(s.child.pid!));
    const size = fs.statSync(file).size;
    if (JSON.parse(body).size !== size) throw new Error(`stored size mismatch: ${body}`);
    return { mbps: size / 1e6 / (ms / 1000), rssGrowthMB: (peak - base) / 1024 / 1024 };
  } finally {
    await stop(s);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const free = Number(spawnSync('df', ['-B1', '--output=avail', work]).stdout.toString().split('\n')[1]);
  if (free < sizeMiB * 1024 * 1024 * 3 + 512 * 1024 * 1024) throw new Error(`not enough free disk at ${work}: ${free} bytes`);
  const file = path.join(work, 'big.mp4');
  makeFile(file, sizeMiB * 1024 * 1024);
  console.log(`upload-1gb: ${sizeMiB} MiB file, ${rounds} rounds, ${os.cpus().length} cores (shared with other work: expect noise)`);
  const ours: number[] = [];
  const bare: number[] = [];
  const cps: number[] = [];
  let rssMax = 0;
  for (let r = 0; r < rounds; r++) {
    const b = await measure('bare', file);
    const o = await measure('ours', file);
    const dest = path.join(work, 'cp-copy');
    const t0 = performance.now();
    const cp = spawnSync('cp', [file, dest]);
    if (cp.status !== 0) throw new Error(`cp failed: ${cp.stderr}`);
    const cpMbps = (sizeMiB * 1024 * 1024) / 1e6 / ((performance.now() - t0) / 1000);
    fs.rmSync(dest);
    bare.push(b.mbps);
    ours.push(o.mbps);
    cps.push(cpMbps);
    rssMax = Math.max(rssMax, o.rssGrowthMB);
    if (process.env.BENCH_DIAG) {
      // where the time goes: the real app writing the blob only (fsynced / not), no hashing or row
      const p = await measure('ours', file, 'put');
      const n = await measure('ours', file, 'put-nosync');
      const i = await measure('ours', file, 'inline-hash');
      console.log(`  diagnostics: blob store only ${p.mbps.toFixed(0)} MB/s, blob store without fsync ${n.mbps.toFixed(0)} MB/s, ours with SHA-1 on the main thread ${i.mbps.toFixed(0)} MB/s (RSS +${i.rssGrowthMB.toFixed(1)} MB)`);
    }
    console.log(`round ${r + 1}: bare ${b.mbps.toFixed(0)} MB/s (RSS +${b.rssGrowthMB.toFixed(1)} MB)  ours ${o.mbps.toFixed(0)} MB/s (RSS +${o.rssGrowthMB.toFixed(1)} MB)  cp ${cpMbps.toFixed(0)} MB/s  ratio ${(o.mbps / b.mbps).toFixed(2)}`);
  }
  const mo = median(ours);
  const mb = median(bare);
  const mc = median(cps);
  console.log(`median: ours ${mo.toFixed(0)} MB/s, bare Fastify ${mb.toFixed(0)} MB/s, cp ${mc.toFixed(0)} MB/s`);
  console.log(`ours / bare = ${(mo / mb).toFixed(2)} (goal >= 0.8)   ours / cp = ${(mo / mc).toFixed(2)}   max server RSS growth (ours) = ${rssMax.toFixed(1)} MB (goal < 64)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
