// The user CLI (dist/bundle/campaign-platform.mjs) as a person or a CI job runs it, against the
// real server on both engines: keys from flags, environment and a login profile; campaigns and
// creative sets as tables and JSON; suppression with progress lines, totals and a resumed run
// after an interruption; uploads with a failure report and exit code; the report paged to a file.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { campaignBody, sdkAccount, sdkClient, type SdkAccount } from './helpers/sdk.js';
import { randomIds } from './helpers/suppression.js';
import { html, png } from './helpers/upload-parts.js';
import { ok } from '../sdk/src/index.js';

const BIN = path.resolve('dist/bundle/campaign-platform.mjs');
const TOKEN = 'user-cli-sandbox-token';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI (asynchronously: the server answering it lives in this process). */
function cli(args: string[], env: Record<string, string>, opts: { onStderr?: (all: string, child: ReturnType<typeof spawn>) => void } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      opts.onStderr?.(stderr, child);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

await forEachDatabase('user CLI campaign-platform', (tdb) => {
  let t: TestApp;
  let a: SdkAccount;
  let home: string;
  let env: Record<string, string>;

  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    a = await sdkAccount(t, 'CLI account');
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-user-cli-'));
    env = {
      HOME: home,
      CI: 'true',
      CAMPAIGN_PLATFORM_CONFIG: path.join(home, 'profiles.json'),
      CAMPAIGN_PLATFORM_STATE_DIR: path.join(home, 'state'),
      CAMPAIGN_PLATFORM_URL: t.url,
    };
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('says which keys are missing and where to put them (exit 2); refuses a wrong key at login and saves nothing', async () => {
    const r = await cli(['campaigns', 'list'], env);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /missing account id and campaign api key/);
    assert.match(r.stderr, /campaign-platform login/);
    const bad = await cli(['login', '--account-id', String(a.accountId), '--campaign-api-key', 'cak_wrong'], env);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /403/);
    assert.match(bad.stderr, /hint: the key was refused/);
    assert.doesNotMatch(bad.stderr, /cak_wrong/, 'never echoes a key');
    assert.equal(fs.existsSync(env.CAMPAIGN_PLATFORM_CONFIG!), false);
    const down = await cli(['campaigns', 'list', '--account-id', '1', '--campaign-api-key', 'k', '--url', 'http://127.0.0.1:1'], env);
    assert.equal(down.code, 1);
    assert.match(down.stderr, /is the server running/);
  });

  it('login saves a checked profile (0600); campaigns list/get/pause/resume and creative-sets list read it', async () => {
    const login = await cli(['login', '--account-id', String(a.accountId), '--campaign-api-key', a.campaignApiKey, '--management-key', a.managementKey, '--report-key', a.reportKey], env);
    assert.equal(login.code, 0, login.stderr);
    assert.match(login.stdout, /saved profile default/);
    const file = env.CAMPAIGN_PLATFORM_CONFIG!;
    assert.equal((fs.statSync(file).mode & 0o777).toString(8), '600');
    assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).default.campaign_api_key, a.campaignApiKey);

    const cp = sdkClient(t, a, { sandboxToken: TOKEN });
    const { id } = await cp.campaigns.create(campaignBody({ name: 'CLI campaign' }));
    const up = await cp.assets.upload([{ name: 'set-play.html', data: html(11) }, { name: 'set-banner.png', data: png(320, 50, 11) }]);
    const done = await cp.waitForUpload(up.uploadId, { intervalMs: 20 });
    await ok(cp.manage.POST('/manage/v1/creative_set/create', { body: { campaign_id: id, type: 'APP', name: 'CLI set', assets: done.details.map((d) => ({ id: d.id })) } as never }));
    cp.close();

    const list = await cli(['campaigns', 'list'], env);
    assert.equal(list.code, 0, list.stderr);
    const [head, row] = list.stdout.trim().split('\n');
    assert.match(head!, /^ID\s+HASHED_ID\s+NAME\s+STATUS/);
    assert.match(row!, new RegExp(`^${id}\\s+[0-9a-f]{32}\\s+CLI campaign\\s+PAUSED`), 'a new campaign starts paused');
    assert.doesNotMatch(list.stdout + list.stderr, /\u001b\[/, 'no colour codes outside a terminal');
    const json = JSON.parse((await cli(['--json', 'campaigns', 'list'], env)).stdout);
    assert.equal(json[0].id, id);
    const resumed = await cli(['campaigns', 'resume', id], env);
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.match(resumed.stdout, /is LIVE/);
    const got = JSON.parse((await cli(['campaigns', 'get', json[0].hashed_id, '--json'], env)).stdout);
    assert.equal(got.status, 'LIVE');
    assert.match((await cli(['campaigns', 'pause', id], env)).stdout, /is PAUSED/);
    const missing = await cli(['campaigns', 'get', '987654'], env);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /404/);
    const sets = await cli(['creative-sets', 'list', '--campaign', id], env);
    assert.equal(sets.code, 0, sets.stderr);
    assert.match(sets.stdout, /CLI set/);
    // a flag beats the profile: another account's key sees nothing of this one
    const other = await sdkAccount(t, 'Other');
    const mine = JSON.parse((await cli(['--json', '--account-id', String(other.accountId), '--campaign-api-key', other.campaignApiKey, 'campaigns', 'list'], env)).stdout);
    assert.deepEqual(mine, []);
  });

  it('suppression add: progress lines and totals; an interrupted run is resumed where the server confirmed; remove', async () => {
    const ids = randomIds(4000);
    const file = path.join(home, 'ids.txt');
    fs.writeFileSync(file, [...ids, 'not-an-id', ''].join('\n'));
    const cp = sdkClient(t, a, { sandboxToken: TOKEN });
    // every suppression request held 150 ms on the server, so the run can be stopped half way
    await ok(cp.sandbox.POST('/_sandbox/faults', { body: { method: 'POST', path: '/suppressionApps', delay_ms: 150 } as never }));
    const stateDir = env.CAMPAIGN_PLATFORM_STATE_DIR!;
    const added = await cli(['suppression', 'add', '--package', 'com.example.cli', '--file', file, '--chunk-mb', '0.01'], env);
    assert.equal(added.code, 0, added.stderr);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.cli'), 4000);
    // the removal is stopped (Ctrl-C) once three of its chunks are confirmed
    const interrupted = await new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, 'suppression', 'remove', '--package', 'com.example.cli', '--file', file, '--chunk-mb', '0.01'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      const poll = setInterval(() => {
        const dir = path.join(stateDir, 'suppression');
        const states = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
        if (states.length && JSON.parse(fs.readFileSync(path.join(dir, states[0]!), 'utf8')).totals.chunks >= 3) {
          clearInterval(poll);
          child.kill('SIGINT');
        }
      }, 10);
      child.on('error', reject);
      child.on('close', (code) => {
        clearInterval(poll);
        resolve({ code, stdout, stderr });
      });
    });
    assert.equal(interrupted.code, 130, interrupted.stderr);
    assert.match(interrupted.stderr, /were confirmed before it stopped; run the same command again/);
    const countAfterStop = await t.c.suppression.count(a.accountId, 'com.example.cli');
    assert.ok(countAfterStop > 0 && countAfterStop < 4000, `${countAfterStop} left after the interrupted removal`);
    await ok(cp.sandbox.DELETE('/_sandbox/faults'));
    const resumed = await cli(['--json', 'suppression', 'remove', '--package', 'com.example.cli', '--file', file, '--chunk-mb', '0.01'], env);
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.match(resumed.stderr, /resuming: .* were confirmed by an earlier run/);
    const out = JSON.parse(resumed.stdout);
    assert.equal(out.num_valid_ids, 4000, 'the totals count the interrupted run\'s chunks too');
    assert.equal(out.num_invalid_ids, 1);
    assert.ok(out.resumed_at_byte > 0);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.cli'), 0);
    assert.equal(fs.readdirSync(path.join(stateDir, 'suppression')).length, 0, 'state removed once done');

    // a plain run: progress as lines (no bars in CI), a summary on stdout
    const add = await cli(['suppression', 'add', '--package', 'com.example.cli', '--file', file, '--chunk-mb', '0.02'], env);
    assert.equal(add.code, 0, add.stderr);
    assert.match(add.stdout, /4,000 valid ids added to the list of com\.example\.cli; 1 invalid lines ignored/);
    assert.match(add.stderr, /add ids\.txt: 100% \(/);
    assert.doesNotMatch(add.stderr, /\u001b\[/);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.cli'), 4000);
    cp.close();
  });

  it('assets upload: per-file lines, then each file\'s status and review state; a failed file makes the exit code 1', async () => {
    const files = ['play.html', 'banner.png', 'broken.png'].map((n) => path.join(home, n));
    fs.writeFileSync(files[0]!, html(3));
    fs.writeFileSync(files[1]!, png(320, 50, 3));
    fs.writeFileSync(files[2]!, Buffer.concat([png(320, 50, 4).subarray(0, 40), Buffer.from('cut off')]));
    const r = await cli(['assets', 'upload', ...files], env);
    assert.equal(r.code, 1, r.stderr + r.stdout);
    assert.match(r.stderr, /sent \S*play\.html \(159 B\) \[1\/3\]/);
    assert.match(r.stderr, /sent \S*broken\.png .* \[3\/3\]/);
    assert.match(r.stderr, /upload: 100% /);
    const lines = r.stdout.trim().split('\n');
    assert.match(lines[0]!, /^FILE\s+ASSET_ID\s+STATUS\s+REVIEW\s+TYPE/);
    assert.match(r.stdout, /banner\.png\s+\d+\s+SUCCESS\s+(IN_REVIEW|ACTIVE)\s+IMG_BANNER/);
    assert.match(r.stdout, /broken\.png\s+\S+\s+FAILURE/);
    assert.match(r.stderr, /1 of 3 files failed:\n\s+.*broken\.png: \S/);
    const ok2 = await cli(['--json', 'assets', 'upload', files[1]!], env);
    assert.equal(ok2.code, 0, ok2.stderr);
    const j = JSON.parse(ok2.stdout);
    assert.equal(j.failed, 0);
    assert.equal(j.files[0].file_status, 'SUCCESS');
    const missing = await cli(['assets', 'upload', path.join(home, 'nope.png')], env);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read .*nope\.png/);
  });

  it('report: every page to a CSV file or as JSON', async () => {
    const out = path.join(home, 'report.csv');
    const r = await cli(['report', '--from', 'now', '--to', 'now', '--columns', 'day,campaign,impressions,installs,cost', '--out', out, '--page-size', '2'], env);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(fs.readFileSync(out, 'utf8').split('\n')[0], 'day,campaign,impressions,installs,cost');
    const j = await cli(['--json', 'report', '--from', 'now', '--to', 'now', '--columns', 'day,impressions'], env);
    assert.equal(j.code, 0, j.stderr);
    assert.ok(Array.isArray(JSON.parse(j.stdout)));
    const bad = await cli(['report', '--from', 'last tuesday', '--to', 'now', '--columns', 'day'], env);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /field start/);
  });
});

describe('campaign-platform start', () => {
  it('runs the platform (the same startServer as npm start): --port, --data-dir and --sandbox; SIGTERM stops it with exit 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-cli-start-'));
    try {
      const child = spawn(process.execPath, [BIN, 'start', '--port', '0', '--data-dir', path.join(dir, 'd'), '--sandbox'], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
      const until = Date.now() + 20_000;
      while (!/ready in/.test(out)) {
        if (Date.now() > until || child.exitCode !== null) assert.fail(`not started:\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      assert.match(out, /SANDBOX MODE/);
      assert.match(out, new RegExp(`SQLite at ${path.join(dir, 'd').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      assert.equal((await fetch(`${url}/healthz`)).status, 200);
      assert.ok(fs.existsSync(path.join(dir, 'd', 'demo-credentials.json')));
      // the demo credentials make a profile in one step
      const login = await cli(['login', '--url', url, '--demo-credentials', path.join(dir, 'd', 'demo-credentials.json')], { HOME: dir, CI: 'true', CAMPAIGN_PLATFORM_CONFIG: path.join(dir, 'p.json') });
      assert.equal(login.code, 0, login.stderr);
      assert.match(login.stderr, /campaign_api_key, management_key, report_key accepted/);
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      const help = await cli(['start', '--help'], { HOME: dir });
      assert.equal(help.code, 0);
      for (const v of ['DATABASE_URL', 'BLOB_STORE', 'INLINE_WORKER', 'SANDBOX_TOKEN']) assert.match(help.stdout, new RegExp(`^  ${v} `, 'm'));
      const bad = await cli(['start', '--port', 'eighty'], { HOME: dir });
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /--port eighty is not a port/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
