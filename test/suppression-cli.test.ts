// campaignctl suppression count|check, spawned as a user runs it, on the database a server wrote.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { SqliteDb } from '../src/storage/sqlite-db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { post, randomIds, suppressionUrl } from './helpers/suppression.js';

const run = promisify(execFile);
const CLI = path.resolve('dist/bundle/campaignctl.mjs');

describe('campaignctl suppression', () => {
  let dir: string;
  let t: TestApp;
  let accountId: number;
  const ids = randomIds(25);
  const ctl = (...args: string[]) => run(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' } });

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-cli-'));
    t = await startTestApp(new SqliteDb(path.join(dir, 'campaign-platform.sqlite')));
    const a = await t.c.accounts.createAccount('CLI');
    accountId = a.account.id;
    const r = await post(suppressionUrl(t.url, 'add', { api_key: a.managementKey, package_name: 'com.cli.app' }), ids.join('\n'));
    assert.equal(r.status, 200);
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('count --json prints exactly {"count": N}', async () => {
    const { stdout } = await ctl('suppression', 'count', '--account', String(accountId), '--package', 'com.cli.app', '--json');
    assert.deepEqual(JSON.parse(stdout), { count: 25 });
    const other = await ctl('--json', 'suppression', 'count', '--account', String(accountId), '--package', 'com.other');
    assert.deepEqual(JSON.parse(other.stdout), { count: 0 });
  });

  it('check tells whether an id is on the list', async () => {
    const yes = await ctl('--json', 'suppression', 'check', '--account', String(accountId), '--package', 'com.cli.app', '--id', ids[3]!.toUpperCase());
    assert.deepEqual(JSON.parse(yes.stdout), { on_list: true });
    const no = await ctl('--json', 'suppression', 'check', '--account', String(accountId), '--package', 'com.cli.app', '--id', randomIds(1)[0]!);
    assert.deepEqual(JSON.parse(no.stdout), { on_list: false });
    const text = await ctl('suppression', 'check', '--account', String(accountId), '--package', 'com.cli.app', '--id', ids[3]!);
    assert.match(text.stdout, /is on the suppression list/);
    await assert.rejects(ctl('suppression', 'check', '--account', String(accountId), '--package', 'com.cli.app', '--id', 'nope'), (e: { stderr: string }) => /id: must be a UUID/.test(e.stderr));
    await assert.rejects(ctl('suppression', 'count', '--account', '999', '--package', 'x'), (e: { stderr: string }) => /not found/.test(e.stderr));
  });
});
