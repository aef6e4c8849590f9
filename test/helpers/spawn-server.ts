// Spawns the production entry point (node dist/bundle/server.mjs, the bundle npm start runs) as a child process, the way
// `npm start` runs it, and waits for its banner.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface SpawnedServer {
  proc: ChildProcess;
  url: string;
  /** Everything the process printed on stdout so far. */
  output(): string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

export const SERVER_MAIN = path.resolve('dist/bundle/server.mjs');
export const CLI_MAIN = path.resolve('dist/bundle/campaignctl.mjs');

export async function spawnServer(env: Record<string, string>, timeoutMs = 20000): Promise<SpawnedServer> {
  const proc = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, sig) => resolve(code ?? sig ?? -1)));
  const url = await new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}\n${err}`)), timeoutMs);
    const check = () => {
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m && /ready in/.test(out)) {
        clearTimeout(t);
        resolve(m[1]!);
      }
    };
    proc.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(t);
      reject(new Error(`server exited (${code}) before it was ready:\n${out}\n${err}`));
    });
  });
  return { proc, url, output: () => out, exited };
}
