// Token endpoint throughput (client_credentials), against the real server started as in production
// (node dist/bundle/server.mjs, SQLite in a temporary DATA_DIR, demo first-party app), compared
// in the same run with a bare Fastify server parsing the same form and answering a constant JSON.
// Usage: npm run bench -- oauth-token [--runs 3] [--duration 10] [--connections 20] [--postgres URL]
// Target (issue 3): >= 2,000 tokens/s.
import { createRequire } from 'node:module';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const RUNS = Number(arg('runs', '3'));
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '20'));
const PG = arg('postgres', '');
const TARGET = 2000;

/** One statement on PG (the --postgres URL) through its own connection; the first row. */
async function adminQuery(sql: string): Promise<{ n: number }> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as { n: number };
  } finally {
    await client.end();
  }
}

// autocannon ships no types; only what this file uses is declared here (no global declaration).
interface AutocannonResult { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => Promise<AutocannonResult>;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${out}`)), 30000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (?:on )?(http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

interface Run { rps: number; p99: number; non2xx: number; errors: number }

async function load(url: string, body: string): Promise<Run> {
  const r = await autocannon({
    url: `${url}/oauth/v1/access_token`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-oauth-'));
// On PostgreSQL the server gets a schema of its own (search_path in the URL's options), so the
// demo app is seeded afresh whatever the database already holds; dropped at the end.
const schema = PG ? `bench_oauth_${randomBytes(4).toString('hex')}` : '';
if (PG) await adminQuery(`CREATE SCHEMA ${schema}`);
const real = await start(path.join(root, 'dist/bundle/server.mjs'), {
  DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', INLINE_WORKER: 'false',
  ...(PG ? { DATABASE_URL: `${PG}${PG.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` } : {}),
});
const bare = await start(path.join(here, 'support/bare-form-server.js'), {});
try {
  const creds = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as { client_id: string; client_secret: string };
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: creds.client_id, client_secret: creds.client_secret, scope: 'campaigns:read' }).toString();
  // Sanity: the real endpoint issues a token for this body.
  const probe = await fetch(`${real.url}/oauth/v1/access_token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  if (probe.status !== 200) throw new Error(`token endpoint answered ${probe.status}: ${await probe.text()}`);
  console.log(`oauth-token: ${RUNS} runs x ${DURATION} s, ${CONNECTIONS} connections, ${PG ? 'PostgreSQL' : 'SQLite'}; ${os.cpus().length} cores shared with the load generator`);
  const realRuns: Run[] = [];
  const bareRuns: Run[] = [];
  await load(real.url, body); // warm-up (JIT, statement cache), not counted
  for (let i = 0; i < RUNS; i++) {
    // Alternate so drift in machine load hits both sides alike.
    bareRuns.push(await load(bare.url, body));
    realRuns.push(await load(real.url, body));
    const r = realRuns.at(-1)!;
    const b = bareRuns.at(-1)!;
    console.log(`  run ${i + 1}: token endpoint ${Math.round(r.rps)} tokens/s (p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}); bare server ${Math.round(b.rps)} req/s (p99 ${b.p99} ms)`);
  }
  const mr = median(realRuns.map((r) => r.rps));
  const mb = median(bareRuns.map((r) => r.rps));
  const spread = (rs: Run[]) => `${Math.round(Math.min(...rs.map((r) => r.rps)))}-${Math.round(Math.max(...rs.map((r) => r.rps)))}`;
  const failures = realRuns.reduce((n, r) => n + r.non2xx + r.errors, 0);
  console.log(`median: ${Math.round(mr)} tokens/s (runs ${spread(realRuns)}), p99 ${median(realRuns.map((r) => r.p99))} ms; bare ${Math.round(mb)} req/s (runs ${spread(bareRuns)})`);
  console.log(`ratio to bare server: ${(mr / mb).toFixed(2)}; target >= ${TARGET} tokens/s: ${mr >= TARGET ? 'MET' : 'NOT MET'}; failed requests: ${failures}`);
  const rows = PG
    ? await adminQuery(`SELECT COUNT(*)::int AS n FROM ${schema}.oauth_access_tokens`)
    : ((await import('better-sqlite3')).default(path.join(dataDir, 'campaign-platform.sqlite'), { readonly: true }).prepare('SELECT COUNT(*) AS n FROM oauth_access_tokens').get() as { n: number });
  console.log(`access tokens stored (hashed): ${rows.n}`);
  if (failures > 0 || mr < TARGET) process.exitCode = 1;
} finally {
  await stop(real.child);
  await stop(bare.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (PG) await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
}
