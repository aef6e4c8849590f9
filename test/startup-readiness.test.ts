// Issue 33, item 10: /readyz answers 200 only once the start-up work is done (migrations, the demo
// account with its content and credentials file, SANDBOX_SEED_FILE), and the demo takes no ids from
// the SANDBOX_SEED sequence a client's objects draw from. The production entry point, polled from
// the moment it listens, on both engines.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { forEachDatabase, type TestDatabase } from './helpers/databases.js';
import { locate } from './helpers/connections.js';
import { SERVER_MAIN } from './helpers/spawn-server.js';

const FIXTURE = path.resolve('docs/examples/sandbox-fixture.json');
const CLIENT = { client_id: 'ci-acme-dashboard', client_secret: 'ci-acme-dashboard-secret-0001' };

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

interface Started {
  url: string;
  dataDir: string;
  /** Every /readyz answer before the first 200, in order. */
  notReady: { status: number; body: { status: string; waiting_for?: string[] } }[];
  /** What the test found the moment /readyz first said 200. */
  atReady: { credentialsFile: boolean; demoCampaigns?: number; demoSets?: number; fixtureCampaigns: string[] };
  stop(): Promise<void>;
}

async function v1Campaigns(url: string): Promise<string[]> {
  const t = await fetch(`${url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ ...CLIENT, grant_type: 'client_credentials', scope: 'campaigns:read' }) });
  if (t.status === 401) return []; // its app is not seeded (yet)
  assert.equal(t.status, 200, await t.clone().text());
  const token = ((await t.json()) as { accessToken: { access_token: string } }).accessToken.access_token;
  const r = await fetch(`${url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(r.status, 200, await r.clone().text());
  return ((await r.json()) as { campaign_id: string; name: string }[]).map((c) => `${c.name}=${c.campaign_id}`).sort();
}

/** Starts the server as npm start does and polls /readyz every few milliseconds from its first moment. */
async function start(env: Record<string, string>): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-ready-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SANDBOX: 'true', SANDBOX_SEED: '7', SANDBOX_SEED_FILE: FIXTURE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise((r) => proc.on('exit', r));
  const notReady: Started['notReady'] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`never ready:\n${out}`);
    const r = await fetch(`${url}/readyz`).catch(() => undefined);
    if (r?.status === 200) break;
    if (r) notReady.push({ status: r.status, body: (await r.json()) as never });
    await new Promise((res) => setTimeout(res, 5));
  }
  // what a script that waited for readiness finds at once
  const file = path.join(dataDir, 'demo-credentials.json');
  const atReady: Started['atReady'] = { credentialsFile: fs.existsSync(file), fixtureCampaigns: await v1Campaigns(url) };
  if (atReady.credentialsFile) {
    const creds = JSON.parse(fs.readFileSync(file, 'utf8')) as { account_id: string; campaign_api_key: string };
    const get = async (p: string) => (await (await fetch(`${url}/manage/v1/${p}?account_id=${creds.account_id}`, { headers: { authorization: creds.campaign_api_key } })).json()) as unknown[];
    atReady.demoCampaigns = (await get('campaign/list')).length;
    atReady.demoSets = (await get('creative_set/list')).length;
  }
  return {
    url,
    dataDir,
    notReady,
    atReady,
    async stop() {
      proc.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function databaseEnv(tdb: TestDatabase): Promise<Record<string, string>> {
  if (tdb.name === 'sqlite') return {}; // DATA_DIR's own SQLite file
  const where = await locate(await tdb.open());
  return { DATABASE_URL: `${where.pgUrl}?options=${encodeURIComponent(`-c search_path=${where.schema}`)}` };
}

await forEachDatabase('start-up: ready means done, and the demo keeps off the seeded sequence', (tdb) => {
  let withDemo: Started;
  let withoutDemo: Started;
  before(async () => {
    withDemo = await start(await databaseEnv(tdb));
    withoutDemo = await start({ ...(await databaseEnv(tdb)), SEED_DEMO: 'false' });
  });
  after(async () => {
    await withDemo?.stop();
    await withoutDemo?.stop();
    await tdb.cleanup();
  });

  it('/readyz says "starting" (503, naming what it waits for) until the demo and SANDBOX_SEED_FILE are done', () => {
    assert.ok(withDemo.notReady.length > 0, 'the demo content takes a while: readiness must not come with listening');
    for (const n of withDemo.notReady) {
      assert.equal(n.status, 503);
      assert.equal(n.body.status, 'starting');
      assert.ok(n.body.waiting_for!.length > 0 && n.body.waiting_for!.every((w) => ['demo account', 'SANDBOX_SEED_FILE'].includes(w)), JSON.stringify(n.body));
    }
  });

  it('once ready, the demo credentials file, the demo content and the seeded fixture are all there', () => {
    assert.deepEqual(withDemo.atReady.credentialsFile, true);
    assert.equal(withDemo.atReady.demoCampaigns, 4);
    assert.equal(withDemo.atReady.demoSets, 3);
    assert.equal(withDemo.atReady.fixtureCampaigns.length, 2, 'SANDBOX_SEED_FILE seeded before ready');
    assert.equal(withoutDemo.atReady.credentialsFile, false);
    assert.equal(withoutDemo.atReady.fixtureCampaigns.length, 2);
  });

  it('the same SANDBOX_SEED gives a client the same hashed ids with or without a demo account', async () => {
    assert.deepEqual(withDemo.atReady.fixtureCampaigns, withoutDemo.atReady.fixtureCampaigns);
    // a client's first object after start-up: the second campaign of a fresh seed, one per server
    const doc = { accounts: [{ name: 'Second', keys: { campaign_api_key: 'ci-second-campaign-key-0001' }, oauth_apps: [{ name: 'Second app', kind: 'first-party', scopes: 'campaigns:write' }] }] };
    const seed = async (s: Started) => {
      const token = fs.readFileSync(path.join(s.dataDir, 'sandbox-token'), 'utf8').trim();
      const r = await fetch(`${s.url}/_sandbox/seed`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(doc) });
      assert.equal(r.status, 200, await r.clone().text());
      return ((await r.json()) as { accounts: { oauth_apps: { client_id: string }[] }[] }).accounts[0]!.oauth_apps[0]!.client_id;
    };
    const [a, b] = [await seed(withDemo), await seed(withoutDemo)];
    assert.match(a, /^[0-9a-f]{32}$/);
    assert.equal(a, b);
  });
});
