// Plumbing shared by the load benchmarks: each server under test runs in its own child process
// (as in production: the load generator in another process), reports READY with what the load
// needs, and answers 'cpu' with its CPU time so the benches can report CPU per request.
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../src/root/node-flags.js';

/** In a child: answer 'cpu' messages with this process's CPU time in microseconds (user + system). */
export function answerCpu(): void {
  process.on('message', () => {
    const u = process.cpuUsage();
    process.send!(u.user + u.system);
  });
}

/** In a child: tell the parent it is ready. */
export function ready(info: unknown): void {
  process.stdout.write(`READY ${JSON.stringify(info)}\n`);
}

/** Starts `script mode ...extra` and resolves with its READY payload. --cpu-prof when profileDir is set. */
export function startChild<T>(script: string, mode: string, extra: string[], profileDir = ''): Promise<{ child: ChildProcess; ready: T }> {
  // 100 us between samples: a request costs tens of microseconds, the default 1 ms blurs them
  // every server under test, ours and the bare reference alike, runs with the flags `npm start` uses
  const flags = [...SERVER_NODE_FLAGS, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=100'] : [])];
  const child = spawn(process.execPath, [...flags, script, mode, ...extra], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /READY (.*)\n/.exec(buf);
      if (m) resolve({ child, ready: JSON.parse(m[1]!) as T });
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(Number(m)));
    child.send('cpu');
  });
}

export function rssMb(pid: number): Promise<number> {
  return import('node:fs').then((fs) => {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const spread = (xs: number[]) => `${Math.round(Math.min(...xs))}..${Math.round(Math.max(...xs))}`;

/**
 * --server-env=KEY=VALUE,KEY=VALUE: configuration the measured server starts with on top of the
 * bench's own (REQUEST_LOGS=false, METRICS=false, ...), to price one feature against the rest.
 * The parent passes it to its children in BENCH_SERVER_ENV; a child merges it into its env.
 */
export function serverEnvFromArgs(argv: readonly string[] = process.argv): Record<string, string> {
  const raw = argv.find((a) => a.startsWith('--server-env='))?.slice('--server-env='.length) ?? '';
  const out: Record<string, string> = {};
  for (const pair of raw.split(',').filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`--server-env: "${pair}" is not KEY=VALUE`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  if (Object.keys(out).length) process.env.BENCH_SERVER_ENV = JSON.stringify(out);
  return out;
}

/** In a child: the parent's --server-env overrides. */
export function serverEnvOverrides(): Record<string, string> {
  return process.env.BENCH_SERVER_ENV ? (JSON.parse(process.env.BENCH_SERVER_ENV) as Record<string, string>) : {};
}
