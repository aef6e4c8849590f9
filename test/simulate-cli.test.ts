// campaignctl simulate --from --to: a backfill spawned as a user runs it, on the database a
// server wrote; the server's report then shows the days, and running it again changes nothing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { SqliteDb } from '../src/storage/sqlite-db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { finished, manage, upload, v2Campaign } from './helpers/manage.js';
import { html, png } from './helpers/upload-parts.js';

const run = promisify(execFile);
const CLI = path.resolve('dist/bundle/campaignctl.mjs');
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

describe('campaignctl simulate', () => {
  let dir: string;
  let t: TestApp;
  let reportKey: string;
  const ctl = (...args: string[]) => run(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' } });

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-cli-'));
    t = await startTestApp(new SqliteDb(path.join(dir, 'campaign-platform.sqlite')), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    const a = await t.c.accounts.createAccount('Backfilled');
    reportKey = a.reportKey;
    const who = { accountId: a.account.id, key: a.campaignApiKey };
    const c = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: day(0), end_date: '2099-01-01' }) });
    await manage(t, who, 'POST', '/campaign/update', { body: { id: c.body.id, type: 'APP', status: 'LIVE' } });
    const up = await upload(t, who, [{ name: 'p.html', contentType: 'text/html', data: html(1) }, { name: 'b.png', contentType: 'image/png', data: png(320, 50, 1) }]);
    const files = (await finished(t, who, up.body.upload_id)).details as { id: string }[];
    assert.equal((await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: c.body.id, type: 'APP', name: 'S', assets: files.map((f) => ({ id: f.id })) } })).status, 200);
    // the campaign started today: a backfill of earlier days simulates with today's settings,
    // so give it a start in the past as an operator would
    await t.c.db.run('UPDATE campaigns SET start_at = 0');
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backfills whole days, replacing what they had; the report reads them', async () => {
    const { stdout } = await ctl('--json', 'simulate', '--from', day(3), '--to', day(2));
    assert.deepEqual(JSON.parse(stdout).hours, 48);
    const q = `${t.url}/report?api_key=${reportKey}&start=${day(3)}&end=${day(2)}&columns=day,impressions,installs,cost`;
    const first = (await (await fetch(q)).json()) as { results: { day: string }[] };
    assert.deepEqual(first.results.map((r) => r.day), [day(3), day(2)]);
    await ctl('simulate', '--from', day(3), '--to', day(2));
    assert.deepEqual(await (await fetch(q)).json(), first, 'the same settings give the same days again');
    await assert.rejects(ctl('simulate', '--from', day(2), '--to', day(3)), (e: { stderr: string }) => /to: must not be before from/.test(e.stderr));
    await assert.rejects(ctl('simulate', '--from', 'yesterday', '--to', day(1)), (e: { stderr: string }) => /from: must be a date YYYY-MM-DD/.test(e.stderr));
  });
});
