// Issue 33, item 18: the SDK's papercuts. Query values the API reads as numbers take numbers (the
// doc comment's `{ query: { page: 1 } }` type-checks: this file does not compile without it); the
// onRetry reason after a timeout is words, not DOMException's code 23; a base URL with a user name
// and password is refused without repeating them; and the SDK is installable on its own, as its own
// tarball with the platform's version.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { CampaignPlatform, CampaignPlatformError, ok, SDK_VERSION } from '../../sdk/src/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { sqliteDatabase } from '../helpers/databases.js';
import { campaignBody, sdkAccount, sdkClient, type SdkAccount } from '../helpers/sdk.js';

const run = promisify(execFile);

describe('SDK: numbers in the query, against the server', () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let a: SdkAccount;
  before(async () => {
    t = await startTestApp(await tdb.open());
    a = await sdkAccount(t, 'Numbers');
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('`page: 1, size: 2` as the doc comment shows: typed, sent as text, answered', async () => {
    const cp = sdkClient(t, a);
    for (let i = 0; i < 3; i++) await cp.campaigns.create(campaignBody({ name: `N${i}` }));
    const first = await ok(cp.manage.GET('/manage/v1/campaign/list', { params: { query: { page: 1, size: 2 } } }));
    const second = await ok(cp.manage.GET('/manage/v1/campaign/list', { params: { query: { page: 2, size: 2 } } }));
    assert.equal((first as unknown[]).length, 2);
    assert.equal((second as unknown[]).length, 1);
    const rows = await ok(cp.reporting.GET('/report', { params: { query: { start: 'now', end: 'now', columns: 'day,cost', limit: 10, offset: 0 } } }));
    assert.equal((rows as { code: number }).code, 200);
    cp.close();
  });
});

describe('SDK: retries and URLs', () => {
  it("a timed-out attempt is retried with the reason 'timeout' (not 23), and the error says so", { timeout: 30_000 }, async () => {
    const silent = http.createServer(() => undefined); // takes the request, never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const reasons: unknown[] = [];
    const cp = new CampaignPlatform({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 100, credentials: { accountId: 1, campaignApiKey: 'k' }, retry: { attempts: 2, baseDelayMs: 5 }, onRetry: (r) => reasons.push(r.reason) });
    // garbage collections while the attempts wait: a timeout signal that only fetch refers to must
    // still fire (AbortSignal.timeout's did not, under the suite's GC pressure: the attempt then
    // waited for undici's own 300 s limit)
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const collector = setInterval(gc, 10);
    try {
      const e = await cp.manage.GET('/manage/v1/campaign/list', {}).then(() => undefined, (x: unknown) => x);
      assert.ok(e instanceof CampaignPlatformError, String(e));
      assert.deepEqual(reasons, ['timeout']);
      assert.equal(e.code, 'network_error');
    } finally {
      clearInterval(collector);
      cp.close();
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
  });

  it('a base URL with a user name and password is refused, and the message does not repeat them', () => {
    assert.throws(
      () => new CampaignPlatform({ baseUrl: 'http://someone:s3cret-pw@127.0.0.1:1', credentials: {} }),
      (e: Error) => e instanceof TypeError && /user name or password/.test(e.message) && !e.message.includes('s3cret-pw'),
    );
    assert.throws(() => new CampaignPlatform({ baseUrl: 'ftp://someone:s3cret-pw@127.0.0.1:1', credentials: {} }), (e: Error) => !e.message.includes('s3cret-pw'));
  });
});

describe('SDK: installable on its own', () => {
  const root = path.resolve('.');
  const rootVersion = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

  it('one version: the SDK package, SDK_VERSION and the platform', () => {
    const sdk = JSON.parse(fs.readFileSync(path.join(root, 'sdk/package.json'), 'utf8')) as { version: string };
    assert.equal(sdk.version, rootVersion);
    assert.equal(SDK_VERSION, rootVersion);
  });

  it('`npm run sdk:pack` makes its own tarball; installed in an empty folder it imports and works', { timeout: 300_000 }, async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sdk-pack-'));
    const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_loglevel: 'warn' };
    try {
      await run('npm', ['run', 'sdk:pack', '--', '--pack-destination', work], { cwd: root, env });
      const tgz = `campaign-platform-sdk-${rootVersion}.tgz`;
      assert.ok(fs.existsSync(path.join(work, tgz)), fs.readdirSync(work).join(', '));
      const listing = (await run('tar', ['-tzf', path.join(work, tgz)])).stdout.split('\n');
      for (const f of ['package/package.json', 'package/README.md', 'package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/generated/manage-v1.d.ts']) assert.ok(listing.includes(f), `${f} is not in the tarball`);
      assert.equal(listing.some((f) => f.startsWith('package/src/')), false, 'sources are not shipped');
      const app = path.join(work, 'app');
      fs.mkdirSync(app);
      fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'integrator', version: '1.0.0', private: true, type: 'module' }));
      const install = await run('npm', ['install', '--prefer-offline', `../${tgz}`], { cwd: app, env });
      assert.doesNotMatch(install.stderr, /allowScripts|ERR!/, install.stderr);
      const used = await run(process.execPath, ['--input-type=module', '-e', "import { CampaignPlatform, SDK_VERSION } from '@campaign-platform/sdk'; const cp = new CampaignPlatform({ baseUrl: 'http://127.0.0.1:1', credentials: {} }); cp.close(); console.log(SDK_VERSION);"], { cwd: app, env });
      assert.equal(used.stdout.trim(), rootVersion);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
