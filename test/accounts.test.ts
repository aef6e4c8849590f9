import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { AccountsService } from '../src/core/accounts/accounts-service.js';
import { cryptoHasher } from '../src/infra/hasher.js';
import { randomIds } from '../src/infra/ids.js';
import { systemClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { AccountsSqlRepo } from '../src/storage/repos/accounts-sql-repo.js';
import { forEachDatabase } from './helpers/databases.js';

await forEachDatabase('accounts', (tdb) => {
  let db: Db;
  let svc: AccountsService;
  before(async () => {
    db = await tdb.open();
    await migrate(db);
    svc = new AccountsService({ repo: new AccountsSqlRepo(db), clock: systemClock, ids: randomIds, hasher: cryptoHasher });
  });
  after(() => tdb.cleanup());

  it('migrations are idempotent', async () => {
    assert.deepEqual(await migrate(db), []);
  });

  it('creates an account whose keys authenticate for their own kind only', async () => {
    const a = await svc.createAccount('Acme');
    assert.equal(await svc.authenticateKey('campaign', a.campaignApiKey), a.account.id);
    assert.equal(await svc.authenticateKey('management', a.managementKey), a.account.id);
    assert.equal(await svc.authenticateKey('management', a.campaignApiKey), undefined);
    assert.equal(await svc.authenticateKey('campaign', a.campaignApiKey + 'x'), undefined);
    assert.equal(await svc.authenticateKey('campaign', ''), undefined);
  });

  it('stores only hashes of keys', async () => {
    const a = await svc.createAccount('Hashed');
    const rows = await db.all<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE account_id = ?', [a.account.id]);
    assert.equal(rows.length, 3, 'campaign, management and report keys');
    for (const r of rows) {
      assert.ok(!r.key_hash.includes(a.campaignApiKey) && !r.key_hash.includes(a.managementKey) && !r.key_hash.includes(a.reportKey));
      assert.match(r.key_hash, /^[0-9a-f]{64}$/);
    }
  });

  it('rotation stops the old key at once and leaves the other kind alone', async () => {
    const a = await svc.createAccount('Rotating');
    const fresh = await svc.rotateKey(a.account.id, 'management');
    assert.equal(await svc.authenticateKey('management', a.managementKey), undefined);
    assert.equal(await svc.authenticateKey('management', fresh), a.account.id);
    assert.equal(await svc.authenticateKey('campaign', a.campaignApiKey), a.account.id);
    await assert.rejects(svc.rotateKey(999999, 'campaign'), { code: 'not_found' });
  });

  it('users sign in with their password only; e-mails are unique', async () => {
    const a = await svc.createAccount('People');
    await svc.createUser(a.account.id, 'Ann@Example.com', 'correct horse');
    assert.equal((await svc.verifyUser('ann@example.com', 'correct horse'))?.accountId, a.account.id);
    assert.equal(await svc.verifyUser('ann@example.com', 'wrong password'), undefined);
    assert.equal(await svc.verifyUser('nobody@example.com', 'correct horse'), undefined);
    await assert.rejects(svc.createUser(a.account.id, 'ann@example.com', 'another pw'), { code: 'conflict' });
    await assert.rejects(svc.createUser(a.account.id, 'not-an-email', 'another pw'), { code: 'validation_failed', field: 'email' });
    const stored = await db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', ['ann@example.com']);
    assert.ok(stored && !stored.password_hash.includes('correct horse'));
  });

  it('oauth apps: client secret authenticates, scopes and redirect URI are checked', async () => {
    const a = await svc.createAccount('Apps');
    const { app, clientSecret } = await svc.createOAuthApp({ accountId: a.account.id, name: 'Tool', kind: 'third-party', scopes: 'campaigns:read creatives:write', redirectUri: 'https://tool.example/cb' });
    assert.match(app.clientId, /^[0-9a-f]{32}$/);
    assert.deepEqual(app.scopes, ['campaigns:read', 'creatives:write']);
    assert.equal((await svc.authenticateClient(app.clientId, clientSecret))?.id, app.id);
    assert.equal(await svc.authenticateClient(app.clientId, clientSecret + 'x'), undefined);
    await assert.rejects(svc.createOAuthApp({ accountId: a.account.id, name: 'X', kind: 'third-party', scopes: 'campaigns:read' }), { field: 'redirect_uri' });
    await assert.rejects(svc.createOAuthApp({ accountId: a.account.id, name: 'X', kind: 'first-party', scopes: 'campaigns:admin' }), { field: 'scopes' });
    await assert.rejects(svc.createOAuthApp({ accountId: a.account.id, name: 'X', kind: 'third-party', scopes: 'campaigns:read', redirectUri: 'http://evil.example/cb' }), { field: 'redirect_uri' });
  });
});
