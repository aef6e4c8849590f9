// The production entry point: start-up on an empty database (demo account, printed credentials),
// restart (same credentials, no second account), and graceful SIGTERM.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { CLI_MAIN, SERVER_MAIN, spawnServer } from './helpers/spawn-server.js';

describe('server lifecycle (SQLite, as npm start runs it)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-life-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('first start creates and prints a demo account whose keys work, then stops on SIGTERM', async () => {
    const s = await spawnServer({ DATA_DIR: dataDir });
    const out = s.output();
    assert.match(out, /campaign-platform is listening on http:\/\/127\.0\.0\.1:\d+/);
    const creds = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'));
    // stdout is not a terminal here (as in a container): the banner points at the file, never shows a secret
    assert.ok(out.includes(`Demo account ${creds.account_id} (an app advertiser, type APP): its keys, sign-in user and app secret are in ${path.join(dataDir, 'demo-credentials.json')} (mode 0600)`), out);
    for (const k of ['campaign_api_key', 'management_key', 'user_password', 'client_secret']) {
      assert.ok(!out.includes(creds[k]), `banner must not show ${k}`);
    }
    // data files are owner-only: the credentials, the database (hashes inside), the blob directory
    assert.equal((fs.statSync(path.join(dataDir, 'demo-credentials.json')).mode & 0o777).toString(8), '600');
    assert.equal((fs.statSync(path.join(dataDir, 'campaign-platform.sqlite')).mode & 0o777).toString(8), '600');
    assert.equal((fs.statSync(path.join(dataDir, 'blobs')).mode & 0o777).toString(8), '700');
    assert.equal((await fetch(`${s.url}/healthz`)).status, 200);
    s.proc.kill('SIGTERM');
    assert.equal(await s.exited, 0);
  });

  it('a restart on the same database prints the same demo account and creates no other', async () => {
    const before = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'));
    const s = await spawnServer({ DATA_DIR: dataDir });
    assert.ok(s.output().includes(`Demo account ${before.account_id} (an app advertiser, type APP):`));
    assert.ok(!s.output().includes(before.management_key));
    s.proc.kill('SIGTERM');
    assert.equal(await s.exited, 0);
    const list = JSON.parse(execFileSync(process.execPath, [CLI_MAIN, 'accounts', 'list', '--json'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } }).toString());
    // the demo: the app account and the shop (WEB), and no other
    assert.equal(list.length, 2);
    assert.equal(list[0].account_id, before.account_id);
    assert.equal(String(list[1].account_id), String(before.web!.account_id));
  });

  it('a demo key rotated with campaignctl is written to the file: the banner and its curl lines keep working', async () => {
    const creds = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'));
    execFileSync(process.execPath, [CLI_MAIN, 'keys', 'rotate', '--account', creds.account_id, '--kind', 'management'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } });
    const now = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'));
    assert.notEqual(now.management_key, creds.management_key);
    assert.equal(now.campaign_api_key, creds.campaign_api_key, 'the other keys are kept');
    const s = await spawnServer({ DATA_DIR: dataDir });
    try {
      assert.ok(s.output().includes(`Demo account ${creds.account_id} (an app advertiser, type APP):`), 'the file still opens the account');
      const r = await fetch(`${s.url}/suppressionApps?api_key=${encodeURIComponent(now.management_key)}&package_name=com.example.app`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff' });
      assert.equal(r.status, 200, 'the new key in the file works');
    } finally {
      s.proc.kill('SIGTERM');
      await s.exited;
    }
  });

  it('on a terminal, the secrets are shown once, at creation, and never again', async (t) => {
    // `script` (util-linux) gives the server a pseudo-terminal as stdout
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' });
    } catch {
      if (process.env.CI) throw new Error('script (util-linux) is required for this test');
      t.skip('script is not installed: NOT RUN');
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-tty-'));
    // timeout stops the server with SIGTERM after it printed its banner (its exit status is timeout's 124)
    const run = () =>
      spawnSync('script', ['-qec', `timeout -s TERM 4 ${process.execPath} ${SERVER_MAIN}`, '/dev/null'], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      }).stdout;
    const first = run();
    const creds = JSON.parse(fs.readFileSync(path.join(dir, 'demo-credentials.json'), 'utf8'));
    assert.ok(first.includes(creds.management_key) && first.includes(creds.client_secret), first);
    const second = run();
    assert.ok(second.includes(`Demo account ${creds.account_id} (an app advertiser, type APP):`));
    assert.ok(!second.includes(creds.management_key) && !second.includes(creds.client_secret), second);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start on a bad configuration, naming the variable', async () => {
    await assert.rejects(spawnServer({ DATA_DIR: dataDir, PORT: 'x' }, 5000), /PORT must be an integer/);
  });
});

describe('server lifecycle (PostgreSQL via DATABASE_URL)', async () => {
  const { postgresProblem, PG_URL } = await import('./helpers/databases.js');
  const problem = await postgresProblem();
  if (problem) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(problem);
    console.log(`# NOTE: server lifecycle [postgres] NOT RUN: ${problem}`);
    return;
  }
  const pg = (await import('pg')).default;
  const name = `cp_life_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = PG_URL.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-life-pg-'));
  after(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs migrations and the demo account on PostgreSQL, and stops on SIGTERM', async () => {
    const s = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: dbUrl });
    assert.match(s.output(), /\(PostgreSQL at 127\.0\.0\.1:5432\/cp_life_/);
    assert.equal((await fetch(`${s.url}/readyz`)).status, 200);
    s.proc.kill('SIGTERM');
    assert.equal(await s.exited, 0);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query('SELECT count(*)::int AS n FROM accounts');
    await c.end();
    assert.equal(rows[0].n, 2, 'the demo app account and the demo shop');
    assert.ok(!fs.existsSync(path.join(dataDir, 'campaign-platform.sqlite')), 'no SQLite file when running on PostgreSQL');
  });
});

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-term-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('SIGTERM lets an in-flight request finish and write everything, then exits 0', async () => {
    const http = await import('node:http');
    const s = await spawnServer({ DATA_DIR: dataDir });
    const creds = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'));
    const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${(i + 1).toString(16).padStart(12, '0')}`);
    const u = new URL(`${s.url}/suppressionApps?api_key=${creds.management_key}&package_name=com.term.app`);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(u, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // first half now, SIGTERM, then the rest: the request is in flight when the signal lands
      req.write(ids.slice(0, 1000).join('\n') + '\n');
      setTimeout(() => {
        s.proc.kill('SIGTERM');
        setTimeout(() => req.end(ids.slice(1000).join('\n')), 300);
      }, 200);
    });
    const r = await response;
    assert.equal(r.status, 200);
    assert.deepEqual(JSON.parse(r.body), { num_valid_ids: 2000, num_invalid_ids: 0 });
    assert.equal(await s.exited, 0);
    const count = JSON.parse(
      execFileSync(process.execPath, [CLI_MAIN, 'suppression', 'count', '--account', creds.account_id, '--package', 'com.term.app', '--json'], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      }).toString(),
    );
    assert.deepEqual(count, { count: 2000 });
  });
});
