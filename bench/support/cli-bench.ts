// Plumbing of the CLI benches: a real server (node dist/bundle/server.mjs) in its own process on a
// fresh data directory with the demo account, the CLI run as a user runs it (its own process,
// wall time from spawn to exit), and a raw node:http POST streaming files as the baseline.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { html, png } from '../../test/helpers/upload-parts.js';

export const SERVER = path.resolve('dist/bundle/server.mjs');
export const CLI = path.resolve('dist/bundle/campaign-platform.mjs');

export interface BenchServer {
  proc: ChildProcess;
  url: string;
  creds: { account_id: string; campaign_api_key: string; management_key: string; report_key: string };
  dir: string;
}

export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-cli-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const proc = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const until = Date.now() + 30_000;
  while (!/are in (\S+demo-credentials\.json)/.test(out) || !/ready in/.test(out)) {
    if (proc.exitCode !== null || Date.now() > until) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const creds = JSON.parse(fs.readFileSync(path.join(dir, 'demo-credentials.json'), 'utf8'));
  return { proc, url: `http://127.0.0.1:${port}`, creds, dir };
}

export async function stopServer(s: BenchServer): Promise<void> {
  const done = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGTERM');
  await done;
  fs.rmSync(s.dir, { recursive: true, force: true });
}

/** Runs the CLI with the account's keys in the environment; wall time from spawn to exit. */
export function runCli(s: BenchServer, args: string[]): Promise<{ ms: number; code: number | null; stdout: string; stderr: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '--url', s.url, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: s.dir,
        CI: 'true',
        CAMPAIGN_PLATFORM_ACCOUNT_ID: s.creds.account_id,
        CAMPAIGN_PLATFORM_CAMPAIGN_API_KEY: s.creds.campaign_api_key,
        CAMPAIGN_PLATFORM_MANAGEMENT_KEY: s.creds.management_key,
        CAMPAIGN_PLATFORM_STATE_DIR: path.join(s.dir, 'state'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - t0, code, stdout, stderr }));
  });
}

/**
 * `count` upload files in a new temporary folder, half playables and half PNG banners, each padded
 * with random bytes to `mib` MiB; and the multipart body's parts that send them all in the field
 * `files` (the files streamed from disk by rawPost).
 */
export function uploadFiles(count: number, mib: number, boundary: string): { dir: string; files: string[]; total: number; parts: (Buffer | { file: string })[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-files-'));
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const f = path.join(dir, i % 2 === 0 ? `playable-${i}.html` : `banner-${i}.png`);
    const head = i % 2 === 0 ? html(i) : png(320, 50, i);
    fs.writeFileSync(f, Buffer.concat([head, randomBytes(mib * 1024 * 1024 - head.length)]));
    files.push(f);
  }
  const parts: (Buffer | { file: string })[] = [];
  for (const f of files) {
    const type = f.endsWith('.html') ? 'text/html' : 'image/png';
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${path.basename(f)}"\r\nContent-Type: ${type}\r\n\r\n`), { file: f }, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { dir, files, total: files.reduce((n, f) => n + fs.statSync(f).size, 0), parts };
}

/** One POST whose body is the concatenation of `parts` (buffers, or files streamed from disk). */
export function rawPost(url: string, headers: Record<string, string>, parts: (Buffer | { file: string })[]): Promise<{ ms: number; status: number; text: string }> {
  const length = parts.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : fs.statSync(p.file).size), 0);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(length) } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    Readable.from(
      (async function* () {
        for (const p of parts) {
          if (Buffer.isBuffer(p)) yield p;
          else yield* fs.createReadStream(p.file, { highWaterMark: 1 << 20 });
        }
      })(),
    ).pipe(req);
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
/** A numeric option given as `--name N` (the upload benches' form), else `def`. */
export const numberArg = (name: string, def: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};

export const median = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const load = () => os.loadavg().map((x) => x.toFixed(1)).join(' ');
