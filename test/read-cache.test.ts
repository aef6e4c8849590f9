// The read cache behind every authenticated GET /campaign_management/v1/campaign/<id> (bearer
// token and campaign row; src/storage/sqlite-read-cache.ts): a cached answer must never outlive
// a change, whether this process made it or another one did (a second server or campaignctl on
// the same database). Each case first warms the cache with two identical reads, then changes
// the data, then reads again over HTTP.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createContainer, type Container } from '../src/root/container.js';
import { SqliteDb } from '../src/storage/sqlite-db.js';
import { deepFreeze } from '../src/storage/repos/deep-freeze.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';
import { firstPartyToken } from './helpers/oauth.js';
import { spawnServer } from './helpers/spawn-server.js';

async function getCampaign(base: string, token: string, id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}/campaign_management/v1/campaign/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function warm(base: string, token: string, id: string): Promise<Record<string, unknown>> {
  const a = await getCampaign(base, token, id);
  const b = await getCampaign(base, token, id);
  assert.equal(a.status, 200);
  assert.deepEqual(b, a);
  return a.body;
}

async function revokeOverHttp(base: string, clientId: string, clientSecret: string, token: string): Promise<void> {
  const res = await fetch(`${base}/oauth/v1/revoke`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, token, token_type_hint: 'access_token' }),
  });
  assert.equal(res.status, 200);
}

forEachDatabase('read cache', (database) => {
  let t: TestApp;
  /** A second container on its own connection to the same database: "another process". */
  let other: Container;
  let otherDir: string;
  before(async () => {
    const db = await database.open();
    t = await startTestApp(db);
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-other-'));
    other = await createContainer(testConfig(otherDir), { db: await openAgain(db) });
  });
  after(async () => {
    await other.close();
    await t.close();
    await database.cleanup();
    fs.rmSync(otherDir, { recursive: true, force: true });
  });

  async function setup(name: string) {
    const { account } = await t.c.accounts.createAccount(name);
    const { token, clientId, clientSecret } = await firstPartyToken(t, 'campaigns:write', account.id);
    const { campaign } = await t.c.campaigns.create(account.id, { name: `${name} campaign`, platform: 'android', packageName: 'com.example.cache', bidType: 'CPI' });
    return { accountId: account.id, clientId, clientSecret, token, id: campaign.hashedId, ref: { id: campaign.id } };
  }

  test('a token revoked through this server stops working on the next request', async () => {
    const s = await setup('Revoke here');
    await warm(t.url, s.token, s.id);
    await revokeOverHttp(t.url, s.clientId, s.clientSecret, s.token);
    assert.equal((await getCampaign(t.url, s.token, s.id)).status, 401);
  });

  test('a token revoked by another process stops working on the next request', async () => {
    const s = await setup('Revoke elsewhere');
    await warm(t.url, s.token, s.id);
    await other.oauth.revoke({ clientId: s.clientId, clientSecret: s.clientSecret, token: s.token, hint: 'access_token' });
    assert.equal((await getCampaign(t.url, s.token, s.id)).status, 401);
  });

  test('a campaign changed over HTTP is read back changed', async () => {
    const s = await setup('Change here');
    assert.equal((await warm(t.url, s.token, s.id)).name, 'Change here campaign');
    const res = await fetch(`${t.url}/campaign_management/v1/campaign/${s.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed here', status: true }),
    });
    assert.equal(res.status, 200);
    const after = await getCampaign(t.url, s.token, s.id);
    assert.equal(after.body.name, 'Renamed here');
    assert.equal(after.body.status, true);
  });

  test('a campaign changed and figures recorded by another process are read back changed', async () => {
    const s = await setup('Change elsewhere');
    const before = await warm(t.url, s.token, s.id);
    assert.equal(before.impressions, 0);
    await other.campaigns.update(s.accountId, s.ref, { name: 'Renamed elsewhere' });
    assert.equal((await getCampaign(t.url, s.token, s.id)).body.name, 'Renamed elsewhere');
    await other.campaigns.recordDay(s.accountId, s.ref, { day: other.campaigns.yesterday(), impressions: 4321, clicks: 21, installs: 3, spend: '7.5' });
    const after = await getCampaign(t.url, s.token, s.id);
    assert.equal(after.body.impressions, 4321);
    assert.equal(after.body.spend, '7.5000');
  });

  test('a transaction of cache-neutral writes (the request logs) keeps the cache; one that writes a cached table empties it', async () => {
    const s = await setup('Neutral');
    const read = () => t.c.db.getCached('SELECT name FROM campaigns WHERE id = ?', [s.ref.id], (r) => deepFreeze({ name: String(r.name) }));
    const first = await read();
    assert.equal(await read(), first, 'a hit hands out the cached value itself');
    // what a request-log flush writes, in a transaction as the flush does
    await t.c.db.transaction(async (tx) => {
      await tx.run('INSERT INTO request_log_usage (account_id, row_count, byte_count, skipped_count) VALUES (?, 0, 0, 1) ON CONFLICT (account_id) DO UPDATE SET skipped_count = request_log_usage.skipped_count + 1', [s.accountId]);
    });
    assert.equal(await read(), first, 'still cached after a transaction of request-log writes');
    await t.c.db.transaction(async (tx) => {
      await tx.run('INSERT INTO request_log_usage (account_id, row_count, byte_count, skipped_count) VALUES (?, 0, 0, 1) ON CONFLICT (account_id) DO UPDATE SET skipped_count = request_log_usage.skipped_count + 1', [s.accountId]);
      await tx.run('UPDATE campaigns SET name = ? WHERE id = ?', ['Renamed in a transaction', s.ref.id]);
    });
    const after = await read();
    assert.notEqual(after, first);
    assert.equal(after?.name, 'Renamed in a transaction');
  });

  test('on PostgreSQL a warm GET waits for one round trip of the listening connection, not one per cached read', async (ctx) => {
    const listener = (t.c.db as { listener?: { barriers: number } }).listener;
    if (!listener) return ctx.skip('SQLite: no listening connection');
    const s = await setup('One barrier');
    await warm(t.url, s.token, s.id);
    const before = listener.barriers;
    for (let i = 0; i < 5; i++) assert.equal((await getCampaign(t.url, s.token, s.id)).status, 200);
    // the token's read waits for one; the campaign's, right after, is covered by it
    assert.equal(listener.barriers - before, 5);
  });

  test('a hit is handed on at once, not in a promise (on PostgreSQL, once a round trip covered the turn)', async () => {
    const s = await setup('At once');
    const read = () => t.c.db.getCached('SELECT name FROM campaigns WHERE id = ?', [s.ref.id], (r) => deepFreeze({ name: String(r.name) }));
    const first = await read();
    // SQLite: straight from the cache; PostgreSQL: the first read of a turn waits for its round
    // trip, and the reads that follow it in the same turn are covered by it
    const again = (await Promise.resolve(read()), read());
    assert.ok(!(again instanceof Promise), 'a cached value, not a promise');
    assert.equal(again, first);
    // and the services above hand it on as they got it: the token check and the campaign read
    // (each read once first, which caches it)
    await t.c.oauth.verifyAccessToken(s.token);
    await t.c.campaigns.getWithYesterday(s.accountId, s.ref);
    const access = t.c.oauth.verifyAccessToken(s.token);
    const campaign = t.c.campaigns.getWithYesterday(s.accountId, s.ref);
    if (t.c.db.dialect === 'sqlite') {
      assert.ok(!(access instanceof Promise) && access?.accountId === s.accountId);
      assert.ok(!(campaign instanceof Promise) && campaign.campaign.name === 'At once campaign');
    }
    assert.equal((await access)?.accountId, s.accountId);
    assert.equal((await campaign).campaign.name, 'At once campaign');
    // a miss still answers through a promise, and an unknown campaign is still a 404
    assert.equal(await t.c.db.getCached('SELECT name FROM campaigns WHERE id = ?', [-1], (r) => String(r.name)), undefined);
    assert.equal((await getCampaign(t.url, s.token, '0123456789abcdef0123456789abcdef')).status, 404);
  });

  test("another account's token still gets 404 for a campaign cached for its owner", async () => {
    const s = await setup('Owner');
    await warm(t.url, s.token, s.id);
    const stranger = await firstPartyToken(t, 'campaigns:read');
    assert.equal((await getCampaign(t.url, stranger.token, s.id)).status, 404);
  });

  test('values handed out by a cached read are frozen, so a caller cannot change what others get', async () => {
    const s = await setup('Frozen');
    const a = await t.c.campaigns.getWithYesterday(s.accountId, s.ref);
    const b = await t.c.campaigns.getWithYesterday(s.accountId, s.ref);
    assert.ok(Object.isFrozen(a.campaign) && Object.isFrozen(a.figures));
    assert.throws(() => {
      (a.campaign as { name: string }).name = 'mutated';
    }, TypeError);
    assert.equal(b.campaign.name, 'Frozen campaign');
  });
});

describe('read cache: two server processes on one SQLite file', () => {
  let dir: string;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-two-servers-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a token revoked on one server is refused by the other on the next request', async () => {
    // Set up the account, app and campaign as the operator would (campaignctl's core), then close.
    const db = new SqliteDb(path.join(dir, 'campaign-platform.sqlite'));
    const setupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-setup-'));
    const c = await createContainer(testConfig(setupDir), { db });
    const { account } = await c.accounts.createAccount('Two servers');
    const { app, clientSecret } = await c.accounts.createOAuthApp({ accountId: account.id, name: 'Two servers', kind: 'first-party', scopes: 'campaigns:read' });
    const { campaign } = await c.campaigns.create(account.id, { name: 'Shared', platform: 'android', packageName: 'com.example.two', bidType: 'CPI' });
    await c.close();
    fs.rmSync(setupDir, { recursive: true, force: true });

    const env = { DATA_DIR: dir, SEED_DEMO: 'false' };
    const one = await spawnServer(env);
    const two = await spawnServer(env);
    try {
      const res = await fetch(`${one.url}/oauth/v1/access_token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: clientSecret, scope: 'campaigns:read' }),
      });
      const token = ((await res.json()) as { accessToken: { access_token: string } }).accessToken.access_token;
      assert.equal((await warm(one.url, token, campaign.hashedId)).name, 'Shared');
      assert.equal((await getCampaign(two.url, token, campaign.hashedId)).status, 200);
      await revokeOverHttp(two.url, app.clientId, clientSecret, token);
      assert.equal((await getCampaign(one.url, token, campaign.hashedId)).status, 401);
      assert.equal((await getCampaign(two.url, token, campaign.hashedId)).status, 401);
    } finally {
      one.proc.kill('SIGTERM');
      two.proc.kill('SIGTERM');
      await Promise.all([one.exited, two.exited]);
    }
  });
});

test('deepFreeze freezes nested objects and arrays but leaves Dates alone', () => {
  const v = deepFreeze({ a: { b: [1, { c: 2 }] }, d: new Date(0) });
  assert.ok(Object.isFrozen(v) && Object.isFrozen(v.a) && Object.isFrozen(v.a.b) && Object.isFrozen(v.a.b[1]));
  assert.ok(!Object.isFrozen(v.d));
});
