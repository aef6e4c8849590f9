// The server killed with SIGKILL in the middle of a 5,000,000-id request: after a restart the list
// is exactly as before that request. Spawns the real server (dist/bundle/server.mjs) on a temp
// SQLite directory or a throw-away PostgreSQL database, and kills it while it is observed
// WRITING the request to the database (SQLite: the WAL growing; PostgreSQL: the statement
// active in pg_stat_activity), which is the moment a non-atomic design would leave half a request.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import pg from 'pg';
import { forEachDatabase, PG_URL } from './helpers/databases.js';
import { post, randomIdText, suppressionUrl } from './helpers/suppression.js';

const SERVER = path.resolve('dist/bundle/server.mjs');
const BIG = 5_000_000;
const CHUNK_IDS = 20_000;

interface Running {
  proc: ChildProcess;
  url: string;
  key: string;
  exited: Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const proc = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'true', INLINE_WORKER: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const t0 = Date.now();
  // the banner points at the demo credentials file (it prints no secret when stdout is not a terminal)
  while (!/are in (\S+demo-credentials\.json)/.test(out) || !/ready in/.test(out)) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (Date.now() - t0 > 30000) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const creds = JSON.parse(fs.readFileSync(/are in (\S+demo-credentials\.json)/.exec(out)![1]!, 'utf8')) as { management_key: string };
  return { proc, url: /listening on (\S+)/.exec(out)![1]!, key: creds.management_key, exited };
}

/** Streams BIG ids; resolves with the status, or 'aborted' when the server went away. */
function sendBig(url: string): { done: Promise<number | 'aborted'>; sentAll: () => boolean } {
  let all = false;
  const done = new Promise<number | 'aborted'>((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': BIG * 37 } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve('aborted'));
    });
    req.on('error', () => resolve('aborted'));
    let sent = 0;
    const pump = () => {
      while (sent < BIG) {
        const n = Math.min(CHUNK_IDS, BIG - sent);
        sent += n;
        if (!req.write(randomIdText(n))) return void req.once('drain', pump);
      }
      all = true;
      req.end();
    };
    pump();
  });
  return { done, sentAll: () => all };
}

async function until(what: string, cond: () => Promise<boolean> | boolean, timeoutMs: number, stop?: () => boolean): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    if (await cond()) return;
    if (stop?.()) throw new Error(`gave up waiting for ${what}`);
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

await forEachDatabase('suppression crash (SIGKILL mid-request)', (tdb) => {
  let dataDir: string;
  let env: Record<string, string>;
  let pgDb: string | undefined;
  let admin: pg.Client | undefined;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-crash-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (tdb.name === 'postgres') {
      pgDb = `crash_${randomBytes(5).toString('hex')}`;
      admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pgDb}`);
      const u = new URL(PG_URL);
      u.pathname = `/${pgDb}`;
      env.DATABASE_URL = u.toString();
    }
  });
  after(async () => {
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The list's ids (sorted hex) and its stored count, read straight from the database. */
  async function listState(pkg: string): Promise<{ ids: string[]; count: number }> {
    const sql = (hex: string) =>
      `SELECT ${hex} AS h FROM suppression_ids i JOIN suppression_lists l ON l.id = i.list_id WHERE l.package_name = '${pkg}' ORDER BY i.id`;
    if (tdb.name === 'postgres') {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      try {
        const ids = (await c.query<{ h: string }>(sql("replace(i.id::text, '-', '')"))).rows.map((r) => r.h);
        const count = (await c.query<{ n: string }>(`SELECT id_count AS n FROM suppression_lists WHERE package_name = '${pkg}'`)).rows[0]?.n;
        return { ids, count: Number(count ?? 0) };
      } finally {
        await c.end();
      }
    }
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(dataDir, 'campaign-platform.sqlite'), { readonly: true });
    try {
      const ids = (db.prepare(sql('lower(hex(i.id))')).all() as { h: string }[]).map((r) => r.h);
      const row = db.prepare(`SELECT id_count AS n FROM suppression_lists WHERE package_name = '${pkg}'`).get() as { n: number } | undefined;
      return { ids, count: Number(row?.n ?? 0) };
    } finally {
      db.close();
    }
  }

  /** True once the server is writing the big request to the database. */
  function writing(): () => Promise<boolean> {
    if (tdb.name === 'postgres') {
      return async () => {
        const r = await admin!.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND (query LIKE 'INSERT INTO suppression_ids%' OR query LIKE 'COPY suppression_ids%')`,
          [pgDb],
        );
        return (r.rowCount ?? 0) > 0;
      };
    }
    const wal = path.join(dataDir, 'campaign-platform.sqlite-wal');
    const start = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
    // WAL files are reused without shrinking, so only growth past the old size shows new writes.
    return async () => (fs.existsSync(wal) ? fs.statSync(wal).size : 0) > start + 16 * 1024 * 1024;
  }

  async function crashScenario(pkg: string, seed: number): Promise<void> {
    let s = await startServer(env);
    try {
      if (seed > 0) {
        const r = await post(suppressionUrl(s.url, 'add', { api_key: s.key, package_name: pkg }), randomIdText(seed));
        assert.equal(r.status, 200, r.body);
      }
      const beforeState = await listState(pkg);
      assert.equal(beforeState.ids.length, seed);
      assert.equal(beforeState.count, seed);

      const big = sendBig(suppressionUrl(s.url, 'add', { api_key: s.key, package_name: pkg }));
      let answered: number | 'aborted' | undefined;
      void big.done.then((v) => (answered = v));
      await until('the server to write the request to the database', writing(), 180_000, () => answered !== undefined);
      // a little more, so that a non-atomic store would have written part of the request by now
      await new Promise((r) => setTimeout(r, 150));
      assert.equal(answered, undefined, 'the request finished before the kill: the test would prove nothing');
      s.proc.kill('SIGKILL');
      await s.exited;
      assert.equal(await big.done, 'aborted');
      assert.ok(big.sentAll(), 'the whole body had been sent before the kill');

      s = await startServer(env);
      const afterState = await listState(pkg);
      assert.equal(afterState.count, beforeState.count);
      assert.equal(afterState.ids.length, beforeState.ids.length);
      assert.deepEqual(afterState.ids, beforeState.ids);
      // and the restarted server works on that list
      const again = await post(suppressionUrl(s.url, 'add', { api_key: s.key, package_name: pkg }), randomIdText(10));
      assert.deepEqual(JSON.parse(again.body), { num_valid_ids: 10, num_invalid_ids: 0 });
    } finally {
      if (s.proc.exitCode === null) {
        s.proc.kill('SIGTERM');
        await s.exited;
      }
    }
  }

  it('a list holding ids: the 5,000,000-id request leaves no trace', { timeout: 300_000 }, async () => {
    await crashScenario('com.crash.existing', 3000);
  });

  if (tdb.name === 'postgres') {
    // On PostgreSQL an empty list takes the direct-COPY path: kill that one too.
    it('an empty list (direct COPY path): still empty after the crash', { timeout: 300_000 }, async () => {
      await crashScenario('com.crash.empty', 0);
    });
  }
});
