// Issue 33, item 8: `campaign-platform login --profile NEW ...` creates the profile NEW (it was
// refused as "no profile named NEW", with a hint pointing back to the same command), and a --url
// with a user name and password in it is never echoed with them, unreachable or not.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { sqliteDatabase } from './helpers/databases.js';
import { manageAccount, type ManageAccount } from './helpers/manage.js';

const BIN = path.resolve('dist/bundle/campaign-platform.mjs');

function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('campaign-platform login: new profiles, and URLs with credentials', () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let who: ManageAccount;
  let home: string;
  let env: Record<string, string>;
  before(async () => {
    t = await startTestApp(await tdb.open());
    who = await manageAccount(t, 'Profiles');
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-profiles-'));
    env = { HOME: home, CI: 'true', CAMPAIGN_PLATFORM_CONFIG: path.join(home, 'profiles.json'), CAMPAIGN_PLATFORM_STATE_DIR: path.join(home, 'state') };
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('login --profile NEW creates NEW (beside an existing default); the other commands still refuse a profile that does not exist', async () => {
    const first = await cli(['login', '--url', t.url, '--account-id', String(who.accountId), '--campaign-api-key', who.key], env);
    assert.equal(first.code, 0, first.stderr);
    const made = await cli(['--profile', 'staging', 'login', '--url', t.url, '--account-id', String(who.accountId), '--campaign-api-key', who.key], env);
    assert.equal(made.code, 0, made.stderr);
    assert.match(made.stdout, /saved profile staging/);
    const profiles = JSON.parse(fs.readFileSync(env.CAMPAIGN_PLATFORM_CONFIG!, 'utf8')) as Record<string, { url: string }>;
    assert.deepEqual(Object.keys(profiles).sort(), ['default', 'staging']);
    assert.equal(profiles.staging!.url, t.url);
    const used = await cli(['--profile', 'staging', 'campaigns', 'list'], env);
    assert.equal(used.code, 0, used.stderr);
    // through the environment too
    const viaEnv = await cli(['login', '--url', t.url, '--account-id', String(who.accountId), '--campaign-api-key', who.key], { ...env, CAMPAIGN_PLATFORM_PROFILE: 'ci' });
    assert.equal(viaEnv.code, 0, viaEnv.stderr);
    const missing = await cli(['--profile', 'nowhere', 'campaigns', 'list'], env);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no profile named nowhere/);
    assert.match(missing.stderr, /login --profile nowhere/);
  });

  it('a --url with a user name and password is refused without echoing them (commands and login, reachable or not)', async () => {
    const keys = ['--account-id', String(who.accountId), '--campaign-api-key', who.key];
    const unreachable = 'http://alice:s3cret-in-url@127.0.0.1:1';
    const reachable = t.url.replace('http://', 'http://alice:s3cret-in-url@');
    for (const args of [
      ['campaigns', 'list', '--url', unreachable, ...keys],
      ['campaigns', 'list', '--url', reachable, ...keys],
      ['login', '--url', unreachable, ...keys],
      ['login', '--no-check', '--url', reachable, ...keys],
      ['--json', 'campaigns', 'list', '--url', unreachable, ...keys],
      ['campaigns', 'list', '--url', 'http://alice:s3cret-in-url@', ...keys],
    ]) {
      const r = await cli(args, env);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.equal(`${r.stdout}${r.stderr}`.includes('s3cret-in-url'), false, `${args.join(' ')} echoed the password: ${r.stderr}`);
      assert.match(r.stderr, /user name or password|is not a URL/);
    }
    const profiles = JSON.parse(fs.readFileSync(env.CAMPAIGN_PLATFORM_CONFIG!, 'utf8')) as Record<string, { url: string }>;
    assert.equal(JSON.stringify(profiles).includes('s3cret-in-url'), false, 'no profile keeps it');
  });
});
