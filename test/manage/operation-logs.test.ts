// GET /manage/v1/operation_logs/campaign (issue 35 item 4, addendum 7 section 4): the campaign
// change log, written in the change's own transaction by every surface (/manage/v1, the console,
// /campaign_management/v1, the user CLI), never another account's, kept 90 days and bounded per
// account; its window, paging and entry shapes. Both engines.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { CampaignsService } from '../../src/core/campaigns/campaigns-service.js';
import type { CampaignsWriter } from '../../src/core/campaigns/campaigns-repo.js';
import { OperationLogService } from '../../src/core/campaigns/operation-log-service.js';
import { ManualClock } from '../../src/infra/clock.js';
import { CampaignsSqlRepo } from '../../src/storage/repos/campaigns-sql-repo.js';
import { OperationLogSqlReader } from '../../src/storage/repos/operation-log-sql.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { campaignFields, consoleUser, signIn } from '../helpers/console.js';
import { forEachDatabase } from '../helpers/databases.js';
import { manage, manageAccount, v2Campaign, type ManageAccount } from '../helpers/manage.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { v1Client } from '../helpers/v1.js';
import { sdkAccount, sdkClient } from '../helpers/sdk.js';

const DAY = 86_400_000;
const TODAY = new Date('2030-01-10T08:00:00Z');
const CLI = path.resolve('dist/bundle/campaign-platform.mjs');

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

await forEachDatabase('manage-v1 operation_logs/campaign', (tdb) => {
  const clock = new ManualClock(TODAY);
  let t: TestApp;
  let a: ManageAccount;
  let b: ManageAccount;
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock });
    a = await manageAccount(t, 'A');
    b = await manageAccount(t, 'B');
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const logs = (who: ManageAccount, query: Record<string, string | number> = {}) => manage(t, who, 'GET', '/operation_logs/campaign', { query });
  const create = async (who: ManageAccount, over: Record<string, unknown> = {}) => {
    const day = clock.now().toISOString().slice(0, 10);
    const r = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: day, end_date: '2031-01-01', ...over }) });
    assert.equal(r.status, 200, r.text);
    return r.body.id as string;
  };
  const update = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/campaign/update', { body: { type: 'APP', ...body } });
  const tick = () => clock.set(new Date(clock.now().getTime() + 1000));

  it('create, update, status change: newest first, the documented fields, only the changed fields in before/after', async () => {
    const id = await create(a, { name: 'Logged one' });
    tick();
    assert.equal((await update(a, { id, name: 'Logged two', budget: { daily_budget_for_all_countries: '6000' } })).status, 200);
    tick();
    assert.equal((await update(a, { id, status: 'LIVE' })).status, 200);
    tick();
    // status and another field in one request: two entries sharing one operation id
    assert.equal((await update(a, { id, status: 'PAUSED', name: 'Logged three' })).status, 200);

    const r = await logs(a, { id });
    assert.equal(r.status, 200, r.text);
    assert.ok(Array.isArray(r.body), 'a bare array');
    const types = r.body.map((e: any) => e.operation_type);
    assert.deepEqual(types, ['UPDATE_CAMPAIGN', 'UPDATE_CAMPAIGN_STATUS', 'UPDATE_CAMPAIGN_STATUS', 'UPDATE_CAMPAIGN', 'CREATE_CAMPAIGN']);
    for (const e of r.body) {
      assert.deepEqual(Object.keys(e).sort(), ['campaign_id', 'campaign_name', 'campaign_type', 'detail', 'operation_id', 'operation_time', 'operation_type', 'operator_name']);
      assert.equal(e.campaign_id, id);
      assert.equal(e.campaign_type, 'APP');
      assert.equal(e.operator_name, 'API');
      assert.match(e.operation_id, /^\d+$/);
      assert.match(e.operation_time, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    const [both1, both2, live, renamed, created] = r.body;
    assert.equal(both1.operation_id, both2.operation_id, 'one request, one operation id');
    assert.notEqual(live.operation_id, both1.operation_id);
    assert.ok(Number(both1.operation_id) > Number(live.operation_id));
    assert.equal(created.operation_time, '2030-01-10T08:00:00Z');
    assert.equal(created.campaign_name, 'Logged one');
    assert.equal(created.detail.campaign.name, 'Logged one');
    assert.equal(created.detail.campaign.id, id);
    assert.deepEqual(created.detail.campaign.budget, { daily_budget_for_all_countries: '5000' });
    assert.deepEqual(renamed.detail, {
      before: { name: 'Logged one', budget: { daily_budget_for_all_countries: '5000' } },
      after: { name: 'Logged two', budget: { daily_budget_for_all_countries: '6000' } },
    });
    assert.equal(renamed.campaign_name, 'Logged two');
    assert.deepEqual(live.detail, { before: { status: 'PAUSED' }, after: { status: 'LIVE' } });
    assert.deepEqual(both2.detail, { before: { status: 'LIVE' }, after: { status: 'PAUSED' } });
    assert.deepEqual(both1.detail, { before: { name: 'Logged two' }, after: { name: 'Logged three' } });

    // an update that changes nothing logs nothing
    assert.equal((await update(a, { id, name: 'Logged three' })).status, 200);
    assert.equal((await logs(a, { id })).body.length, 5);
  });

  it('a refused change logs nothing; a change whose log write fails is rolled back whole (one transaction)', async () => {
    const id = await create(a, { name: 'Atomic' });
    const bad = await update(a, { id, name: 'x'.repeat(1000) });
    assert.equal(bad.status, 400, bad.text);
    assert.equal((await logs(a, { id })).body.length, 1, 'only the create');

    // the same core over the same database, whose log write (the update's, with its entries) writes and then fails
    const repo = new CampaignsSqlRepo(t.c.db);
    const failing = Object.assign(Object.create(repo), {
      transaction: <T>(fn: (w: CampaignsWriter) => Promise<T>) =>
        repo.transaction((w) =>
          fn(
            new Proxy(w, {
              get: (target, p, recv) =>
                p === 'appendOperation'
                  ? async (...args: Parameters<CampaignsWriter['appendOperation']>) => {
                      await target.appendOperation(...args);
                      throw new Error('disk full');
                    }
                  : p === 'updateLogged'
                    ? async (...args: Parameters<CampaignsWriter['updateLogged']>) => {
                        await target.updateLogged(...args);
                        throw new Error('disk full');
                      }
                    : Reflect.get(target, p, recv),
            }),
          ),
        ),
    });
    const svc = new CampaignsService({ repo: failing, clock, ids: t.c.ids, accountType: () => 'APP' });
    await assert.rejects(svc.update(a.accountId, { id: Number(id) }, { name: 'Never' }), /disk full/);
    const now = await manage(t, a, 'GET', '/campaign/list', { query: { ids: id } });
    assert.equal(now.body[0].name, 'Atomic', 'the change was rolled back with its log entry');
    assert.equal((await logs(a, { id })).body.length, 1, 'and no entry stayed');
  });

  it('the log costs an update no extra round trip on PostgreSQL: its rows ride in the UPDATE (SQLite: one more statement, no round trip)', async () => {
    const id = await create(a, { name: 'Counted' });
    let statements = 0;
    const db = t.c.db;
    const counting = new Proxy(db, {
      get: (target, p, recv) =>
        p === 'transaction'
          ? <T>(fn: (x: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<T>) =>
              target.transaction((x) => fn(new Proxy(x, { get: (xt, q, xr) => (q === 'get' || q === 'all' || q === 'run' ? (...args: unknown[]) => (statements++, (Reflect.get(xt, q, xr) as (...a: unknown[]) => unknown).apply(xt, args)) : Reflect.get(xt, q, xr)) })))
          : Reflect.get(target, p, recv),
    });
    const repo = new CampaignsSqlRepo(counting);
    const unlogged = Object.assign(Object.create(repo), {
      transaction: <T>(fn: (w: CampaignsWriter) => Promise<T>) =>
        repo.transaction((w) => fn(new Proxy(w, { get: (target, p, recv) => (p === 'updateLogged' ? async (c: Parameters<CampaignsWriter['update']>[0]) => (await target.update(c), '') : Reflect.get(target, p, recv)) }))),
    });
    const count = async (svc: CampaignsService, name: string) => {
      statements = 0;
      await svc.update(a.accountId, { id: Number(id) }, { name }, { name: 'API' });
      return statements;
    };
    const logged = await count(new CampaignsService({ repo, clock, ids: t.c.ids, accountType: () => 'APP' }), 'Counted one');
    const bare = await count(new CampaignsService({ repo: unlogged, clock, ids: t.c.ids, accountType: () => 'APP' }), 'Counted two');
    assert.equal(logged - bare, db.dialect === 'postgres' ? 0 : 1, `${db.dialect}: ${logged} statements with the log, ${bare} without`);
    const entries = (await logs(a, { id })).body as any[];
    assert.equal(entries[0].detail.after.name, 'Counted one', 'the logged update wrote its entry');
  });

  it("never another account's: the list, the id filter", async () => {
    const mine = await create(b, { name: 'B only' });
    const seenByA = (await logs(a)).body as any[];
    assert.ok(seenByA.length > 0);
    assert.ok(seenByA.every((e) => e.campaign_name !== 'B only'));
    const filtered = await logs(a, { id: mine });
    assert.equal(filtered.status, 200);
    assert.deepEqual(filtered.body, []);
    const own = (await logs(b)).body as any[];
    assert.deepEqual(own.map((e) => e.campaign_name), ['B only']);
  });

  it('window: the last 7 days by default, at most 30 days both included (400 naming end_date), start after end 400, bad dates 400', async () => {
    const who = await manageAccount(t, 'Window');
    const id = await create(who, { name: 'Old' });
    clock.set(new Date(clock.now().getTime() + 10 * DAY)); // 2030-01-20
    await update(who, { id, name: 'New' });
    assert.deepEqual((await logs(who)).body.map((e: any) => e.operation_type), ['UPDATE_CAMPAIGN'], 'only the last 7 days');
    assert.equal((await logs(who, { start_date: '2030-01-10', end_date: '2030-01-20' })).body.length, 2);
    assert.equal((await logs(who, { start_date: '2030-01-10', end_date: '2030-01-10' })).body.length, 1, 'both days included');
    assert.equal((await logs(who, { start_date: '2029-12-22', end_date: '2030-01-20' })).status, 200, '30 days');
    const long = await logs(who, { start_date: '2029-12-21', end_date: '2030-01-20' });
    assert.equal(long.status, 400, long.text);
    assert.equal(long.headers.get('x-al-error-code'), '100001');
    assert.equal(long.body.error.field, 'end_date');
    assert.match(long.body.error.message, /30 days/);
    assert.match(long.body.error.message, /2029-12-21 to 2030-01-19/);
    const reversed = await logs(who, { start_date: '2030-01-20', end_date: '2030-01-10' });
    assert.equal(reversed.status, 400);
    assert.equal(reversed.body.error.field, 'start_date');
    const wrong = await logs(who, { start_date: '2030-02-30' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error.field, 'start_date');
    assert.match(wrong.body.error.message, /2030-02-30/);
    const size = await logs(who, { size: 101 });
    assert.equal(size.status, 400);
    assert.equal(size.body.error.field, 'size');
  });

  it('page and size: pages of entries, [] past the end', async () => {
    const who = await manageAccount(t, 'Paging');
    const id = await create(who, { name: 'p0' });
    for (let i = 1; i <= 4; i++) {
      tick();
      await update(who, { id, name: `p${i}` });
    }
    const all = (await logs(who)).body.map((e: any) => e.campaign_name);
    assert.deepEqual(all, ['p4', 'p3', 'p2', 'p1', 'p0']);
    assert.deepEqual((await logs(who, { size: 2, page: 2 })).body.map((e: any) => e.campaign_name), ['p2', 'p1']);
    assert.deepEqual((await logs(who, { size: 2, page: 4 })).body, []);
  });

  it('the console (user email), /campaign_management/v1 (the app name) and the user CLI (API) are logged too', async () => {
    const u = await consoleUser(t, 'Surfaces');
    const who = { accountId: u.accountId, key: u.campaignApiKey };
    const browser = await signIn(t, u);
    await browser.page('/console/campaigns/new');
    const made = await browser.submit('/console/campaigns', campaignFields({ name: 'From console', start_date: clock.now().toISOString().slice(0, 10), end_date: '2031-01-01' }));
    assert.equal(made.status, 303, made.html.slice(0, 500));
    const id = /created=(\d+)/.exec(made.res.headers.get('location') ?? '')![1]!;
    await browser.page('/console/campaigns');
    tick();
    assert.equal((await browser.submit(`/console/campaigns/${id}/status`, { status: 'LIVE' })).status, 303);

    tick();
    const v1 = v1Client(t, (await firstPartyToken(t, 'campaigns:write', u.accountId)).token);
    const hashed = (await manage(t, who, 'GET', '/campaign/list', { query: { ids: id } })).body[0].hashed_id;
    const renamed = await v1('POST', `/campaign/${hashed}`, { name: 'From v1' });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    const v1made = await v1('POST', '/campaign', { name: 'Made by v1', package_name: 'se.example.v1', platform: 'android', bid_type: 'CPI' });
    assert.equal(v1made.status, 200, JSON.stringify(v1made.body));

    tick();
    const run = await runCli(['campaigns', 'pause', id, '--account-id', String(u.accountId), '--campaign-api-key', u.campaignApiKey], { CAMPAIGN_PLATFORM_URL: t.url, HOME: t.dataDir, CI: 'true' });
    assert.equal(run.code, 0, run.stderr);

    const entries = (await logs(who)).body as any[];
    // the CLI reads the same log back
    const shown = await runCli(['campaigns', 'history', '--json', '--account-id', String(u.accountId), '--campaign-api-key', u.campaignApiKey], { CAMPAIGN_PLATFORM_URL: t.url, HOME: t.dataDir, CI: 'true' });
    assert.equal(shown.code, 0, shown.stderr);
    assert.deepEqual(JSON.parse(shown.stdout), entries);
    const tableRun = await runCli(['campaigns', 'history', '--account-id', String(u.accountId), '--campaign-api-key', u.campaignApiKey], { CAMPAIGN_PLATFORM_URL: t.url, HOME: t.dataDir, CI: 'true' });
    assert.match(tableRun.stdout, /UPDATE_CAMPAIGN_STATUS\s+API/);
    const row = (e: any) => `${e.operation_type} ${e.operator_name} ${e.campaign_name}`;
    assert.deepEqual(entries.map(row), [
      'UPDATE_CAMPAIGN_STATUS API From v1',
      'CREATE_CAMPAIGN First-party test app Made by v1',
      'UPDATE_CAMPAIGN First-party test app From v1',
      `UPDATE_CAMPAIGN_STATUS ${u.email} From console`,
      `CREATE_CAMPAIGN ${u.email} From console`,
    ]);
    assert.deepEqual(entries[0].detail, { before: { status: 'LIVE' }, after: { status: 'PAUSED' } });
  });

  it('the SDK reads it page by page (campaigns.history)', async () => {
    const sa = await sdkAccount(t, 'SDK history');
    const who = { accountId: sa.accountId, key: sa.campaignApiKey };
    const id = await create(who, { name: 'h0' });
    for (let i = 1; i <= 4; i++) {
      tick();
      await update(who, { id, name: `h${i}` });
    }
    const cp = sdkClient(t, sa);
    const seen: string[] = [];
    for await (const e of cp.campaigns.history({ id, size: 2 })) seen.push(`${e.operation_type} ${e.campaign_name}`);
    cp.close();
    assert.deepEqual(seen, ['UPDATE_CAMPAIGN h4', 'UPDATE_CAMPAIGN h3', 'UPDATE_CAMPAIGN h2', 'UPDATE_CAMPAIGN h1', 'CREATE_CAMPAIGN h0']);
  });

  it('kept 90 days, bounded per account (the sweep runs inside the writes)', async () => {
    const who = await manageAccount(t, 'Retention');
    const other = await manageAccount(t, 'Retention other');
    const start = clock.now().getTime();
    const svc = new CampaignsService({ repo: new CampaignsSqlRepo(t.c.db), clock, ids: t.c.ids, accountType: () => 'APP', operationLog: { retentionDays: 90, maxPerAccount: 4, sweepEvery: 1 } });
    const reader = new OperationLogService({ reader: new OperationLogSqlReader(t.c.db), clock });
    const count = async (accountId: number) => {
      const rows = await t.c.db.all<{ at: number }>('SELECT at FROM campaign_operations WHERE account_id = ? ORDER BY id', [accountId]);
      return rows.map((r) => Math.round((Number(r.at) - start) / DAY));
    };
    await create(other, { name: 'Other' });
    const id = Number(await create(who, { name: 'r0' }));
    await svc.update(who.accountId, { id }, { name: 'r1' });
    clock.set(new Date(start + 89 * DAY));
    await svc.update(who.accountId, { id }, { name: 'r2' });
    assert.deepEqual(await count(who.accountId), [0, 0, 89], 'an 89-day-old entry is kept');
    clock.set(new Date(start + 91 * DAY));
    await svc.update(who.accountId, { id }, { name: 'r3' });
    assert.deepEqual(await count(who.accountId), [89, 91], 'entries past 90 days are gone');
    for (let i = 4; i <= 8; i++) await svc.update(who.accountId, { id }, { name: `r${i}` });
    assert.equal((await count(who.accountId)).length, 4, 'at most maxPerAccount entries');
    const names = (await reader.list(who.accountId, { offset: 0, limit: 100 })).map((e) => e.campaignName);
    assert.deepEqual(names, ['r8', 'r7', 'r6', 'r5'], 'the newest kept');
    assert.deepEqual(await count(other.accountId), [0], "another account's entries are not swept by this one's writes");
  });
});
