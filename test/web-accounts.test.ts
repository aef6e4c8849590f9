// Issue 34 item 1: an account is APP (default, every existing account) or WEB, fixed at creation;
// campaignctl and the sandbox fixture set it; the per-type rules live in one table.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AccountsService } from '../src/core/accounts/accounts-service.js';
import { ACCOUNT_TYPE_RULES, reportColumnRefused } from '../src/core/account-types/account-types.js';
import { cryptoHasher } from '../src/infra/hasher.js';
import { randomIds } from '../src/infra/ids.js';
import { systemClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { migrations } from '../src/storage/migrations/index.js';
import { AccountsSqlRepo } from '../src/storage/repos/accounts-sql-repo.js';
import { forEachDatabase } from './helpers/databases.js';
import { CLI_MAIN } from './helpers/spawn-server.js';

await forEachDatabase('account types', (tdb) => {
  let db: Db;
  let svc: AccountsService;
  before(async () => {
    db = await tdb.open();
    // an account made before migration 0018 is an APP account afterwards
    await migrate(db, migrations.filter((m) => m.id < 18));
    await db.run("INSERT INTO accounts (name, created_at) VALUES ('Old one', 1)");
    await migrate(db);
    svc = new AccountsService({ repo: new AccountsSqlRepo(db), clock: systemClock, ids: randomIds, hasher: cryptoHasher });
  });
  after(() => tdb.cleanup());

  it('existing accounts are APP after the migration', async () => {
    const old = (await svc.listAccounts()).find((a) => a.name === 'Old one')!;
    assert.equal(old.type, 'APP');
    assert.equal(await svc.accountType(old.id), 'APP');
  });

  it('a new account is APP unless WEB is asked for; the type reads back everywhere', async () => {
    const app = await svc.createAccount('An app');
    const web = await svc.createAccount('A shop', { type: 'web' });
    assert.equal(app.account.type, 'APP');
    assert.equal(web.account.type, 'WEB');
    assert.equal((await svc.getAccount(web.account.id)).type, 'WEB');
    assert.equal(await svc.accountType(web.account.id), 'WEB');
    assert.equal((await svc.listAccounts()).find((a) => a.id === web.account.id)?.type, 'WEB');
    // every key of the account has its type
    for (const [kind, key] of [['campaign', web.campaignApiKey], ['management', web.managementKey], ['report', web.reportKey]] as const) {
      assert.equal(await svc.accountType((await svc.authenticateKey(kind, key))!), 'WEB');
    }
  });

  it('a type that is neither APP nor WEB is refused, naming the field and the value; nothing is written', async () => {
    const before = await svc.countAccounts();
    await assert.rejects(svc.createAccount('Wrong', { type: 'SHOP' }), (e: any) => e.field === 'type' && /APP or WEB/.test(e.message) && /SHOP/.test(e.message));
    assert.equal(await svc.countAccounts(), before);
    await assert.rejects(Promise.resolve().then(() => svc.accountType(987654)), { code: 'not_found' });
  });
});

describe('the per-type rules table', () => {
  it('WEB: CPM bidding only, CPE/CPP/CHK_ROAS goals, its own fields, the refused set countries, a 90-day report', () => {
    const web = ACCOUNT_TYPE_RULES.WEB;
    assert.deepEqual(web.campaigns.biddingStrategies, ['AUTO_BIDDING_WITH_CPM_BILLING']);
    assert.deepEqual(Object.keys(web.campaigns.goals).sort(), ['CPE', 'CPP', 'ROAS_IAP']);
    assert.equal(web.creativeSets.refusedCountries.length, 48);
    assert.ok(!web.creativeSets.assetTypes.includes('IMG_BANNER'));
    assert.equal(web.reports.windowDays, 90);
    assert.equal(ACCOUNT_TYPE_RULES.APP.reports.windowDays, 45);
    // the two types' own fields never overlap
    assert.deepEqual(web.campaigns.ownFields.filter((f) => ACCOUNT_TYPE_RULES.APP.campaigns.ownFields.includes(f)), []);
  });

  it('report column families: ret_7d is refused for WEB, chka_7d for APP, cost for neither', () => {
    assert.equal(reportColumnRefused('WEB', 'ret_7d'), true);
    assert.equal(reportColumnRefused('WEB', 'installs'), true);
    assert.equal(reportColumnRefused('APP', 'chka_7d'), true);
    assert.equal(reportColumnRefused('APP', 'nc_d0_roas'), true);
    assert.equal(reportColumnRefused('APP', 'cost'), false);
    assert.equal(reportColumnRefused('WEB', 'cost'), false);
    assert.equal(reportColumnRefused('WEB', 'chka_7d'), false);
  });
});

describe('campaignctl accounts create --type', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-accounts-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => spawnSync(process.execPath, [CLI_MAIN, '--data-dir', dir, '--json', ...args], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn' }, encoding: 'utf8', timeout: 20000 });

  it('makes a WEB account (same JSON as today plus its type); list shows it; a bad type fails naming it', () => {
    const web = run(['accounts', 'create', '--name', 'Shop', '--type', 'WEB']);
    assert.equal(web.status, 0, web.stderr);
    const out = JSON.parse(web.stdout);
    assert.equal(out.type, 'WEB');
    for (const k of ['account_id', 'name', 'campaign_api_key', 'management_key', 'report_key']) assert.ok(out[k], k);
    const app = JSON.parse(run(['accounts', 'create', '--name', 'Game']).stdout);
    assert.equal(app.type, 'APP');
    const list = JSON.parse(run(['accounts', 'list']).stdout);
    assert.deepEqual(list.map((a: { name: string; type: string }) => [a.name, a.type]), [['Shop', 'WEB'], ['Game', 'APP']]);
    const bad = run(['accounts', 'create', '--name', 'Bad', '--type', 'TV']);
    assert.notEqual(bad.status, 0);
    assert.match(bad.stderr, /type/);
    assert.match(bad.stderr, /APP or WEB/);
  });
});
