// Issue 33, items 1-3: who a request log entry belongs to, and that no request can cost another
// its entry. 1: attribution is total (a malformed Basic header or a client_id with a NUL attributes
// to nobody, it never throws) and each entry is stored or refused on its own; 2: only a request
// that proved it is the account (a valid key, token or client secret) is filed under it, naming a
// public client_id proves nothing; 3: the platform's own (unattributed) entries have their own
// bounded budget and never displace or delay an account's entries.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { PLATFORM_ACCOUNT_ID, type RequestLogEntry } from '../src/core/request-logs/model.js';
import { RequestLogService } from '../src/core/request-logs/request-log-service.js';
import { RequestLogsSqlRepo } from '../src/storage/repos/request-logs-sql-repo.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, manageAccount } from './helpers/manage.js';

interface Row {
  account_id: number | string;
  method: string;
  path: string;
  status: number | string;
  credential: string;
  error_code: string | null;
  request_body: string | null;
}

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

await forEachDatabase('request log attribution', (tdb) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open());
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  /** Every stored entry whose path has `marker` (flushed first). */
  const rowsWith = async (marker: string) => {
    await t.c.requestLogs.flush();
    return (await t.c.db.all<Row>('SELECT account_id, method, path, status, credential, error_code, request_body FROM request_logs ORDER BY id')).filter((r) => r.path.includes(marker));
  };
  const token = (query: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/oauth/v1/access_token?${query}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body }).then(async (r) => (await r.text(), r.status));

  it("item 1: the probe's requests (a Basic user that is not percent-encoding, a client_id with a NUL) attribute to nobody and cost the victim nothing", async () => {
    const victim = await manageAccount(t, 'Victim');
    for (let i = 0; i < 5; i++) {
      assert.equal((await manage(t, victim, 'GET', '/campaign/list', { query: { probe1: `v${i}` } })).status, 200);
      // answered 400 by the schema check (no grant_type) before the header is read
      assert.equal(await token(`probe1=basic${i}`, 'scope=x', { authorization: basic('%zz', 'x') }), 400);
      // refused by the text rule; on PostgreSQL the NUL would fail any lookup by this client_id
      assert.equal(await token(`probe1=nul${i}`, 'client_id=a%00b'), 400);
      // and the header on a request that gets as far as reading it
      assert.equal(await token(`probe1=read${i}`, 'grant_type=client_credentials&scope=campaigns%3Aread', { authorization: basic('%zz', 'x') }), 401);
    }
    const rows = await rowsWith('probe1=');
    const victims = rows.filter((r) => Number(r.account_id) === victim.accountId);
    assert.deepEqual(victims.map((r) => r.path.replace(/.*probe1=/, '')), ['v0', 'v1', 'v2', 'v3', 'v4'], 'every one of the victim\'s entries is kept');
    const others = rows.filter((r) => Number(r.account_id) !== victim.accountId);
    assert.equal(others.length, 15, 'the probe\'s requests are logged too');
    assert.ok(others.every((r) => Number(r.account_id) === PLATFORM_ACCOUNT_ID && r.credential === 'none'), JSON.stringify(others.slice(0, 2)));
    // the NUL is stored as a visible stand-in, on both engines
    assert.ok(others.some((r) => r.request_body?.includes('a\\u0000b') || r.request_body?.includes('a\u2400b')), JSON.stringify(others.map((r) => r.request_body)));
  });

  it('item 1: each entry is stored or refused on its own: one that cannot be made or that the database refuses costs no other its place', async () => {
    const a = await manageAccount(t, 'Neighbour');
    const errors: unknown[] = [];
    const svc = new RequestLogService<number>({
      repo: new RequestLogsSqlRepo(t.c.db),
      clock: t.c.clock,
      flushMs: 60_000,
      onError: (e) => errors.push(e),
      toEntry: (n, accountId) => {
        if (n === 3) throw new URIError('URI malformed'); // what attributing the probe's request threw
        // n 5: a status neither engine stores (NOT NULL on SQLite, not an integer on PostgreSQL)
        return entry(accountId, `/manage/v1/campaign/list?isolated=${n}`, n === 5 ? Number.NaN : 200);
      },
    });
    for (let n = 0; n < 10; n++) svc.push(n, a.accountId);
    await svc.flush();
    const kept = (await rowsWith('isolated=')).map((r) => Number(r.path.replace(/.*isolated=/, '')));
    assert.deepEqual(kept, [0, 1, 2, 4, 6, 7, 8, 9]);
    assert.equal(svc.dropped.refused, 2);
    assert.equal(errors.length, 2, 'each failure is said');
    assert.equal((await t.c.requestLogs.usage(a.accountId)).rows, 8, 'the account\'s totals count what was stored');
    await svc.close();
  });

  it('item 2: naming an app\'s public client_id files nothing under its owner; a request that proved the client (its secret) is filed there', async () => {
    const owner = await manageAccount(t, 'Owner');
    const made = await t.c.accounts.createOAuthApp({ accountId: owner.accountId, name: 'Public id', kind: 'first-party', scopes: 'campaigns:read' });
    const id = encodeURIComponent(made.app.clientId);
    const secret = encodeURIComponent(made.clientSecret);
    // not proved: unsupported_grant_type, a schema failure, a wrong secret (form and Basic), a client_id alone
    assert.equal(await token('probe2=unsupported', `grant_type=password&client_id=${id}`), 400);
    assert.equal(await token('probe2=schema', `client_id=${id}&scope=campaigns%3Aread`), 400);
    assert.equal(await token('probe2=wrong', `grant_type=client_credentials&client_id=${id}&client_secret=wrong&scope=campaigns%3Aread`), 401);
    assert.equal(await token('probe2=wrongbasic', 'grant_type=client_credentials&scope=campaigns%3Aread', { authorization: basic(id, 'wrong') }), 401);
    assert.equal(await token('probe2=nosecret', `grant_type=client_credentials&client_id=${id}&scope=campaigns%3Aread`), 401);
    const introspect = await fetch(`${t.url}/oauth/v1/introspect?probe2=introspect-wrong`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `client_id=${id}&client_secret=wrong&token=x` });
    assert.equal(introspect.status, 401);
    // proved: the secret checked out, whatever came after
    assert.equal(await token('probe2=badscope', `grant_type=client_credentials&client_id=${id}&client_secret=${secret}&scope=nonsense`), 400);
    assert.equal(await token('probe2=ok', 'grant_type=client_credentials&scope=campaigns%3Aread', { authorization: basic(id, secret) }), 200);
    const introspected = await fetch(`${t.url}/oauth/v1/introspect?probe2=introspect-ok`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `client_id=${id}&client_secret=${secret}&token=x` });
    assert.equal(introspected.status, 200);
    // reports: a wrong key is nobody's, the account's key is the account's
    const reportKey = await t.c.accounts.rotateKey(owner.accountId, 'report');
    assert.equal((await fetch(`${t.url}/report?probe2=report-wrong&api_key=rpk_wrong&start=now&end=now&columns=day,cost`)).status, 401);
    assert.equal((await fetch(`${t.url}/report?probe2=report-ok&api_key=${reportKey}&start=now&end=now&columns=day,cost`)).status, 200);

    const rows = await rowsWith('probe2=');
    const label = (r: Row) => r.path.replace(/.*probe2=([a-z-]+).*/, '$1');
    assert.deepEqual(rows.filter((r) => Number(r.account_id) === owner.accountId).map((r) => `${label(r)} ${r.status} ${r.credential}`), [
      'badscope 400 oauth_client',
      'ok 200 oauth_client',
      'introspect-ok 200 oauth_client',
      'report-ok 200 report_key',
    ]);
    assert.deepEqual(rows.filter((r) => Number(r.account_id) === PLATFORM_ACCOUNT_ID).map((r) => `${label(r)} ${r.credential}`), [
      'unsupported none', 'schema none', 'wrong none', 'wrongbasic none', 'nosecret none', 'introspect-wrong none', 'report-wrong none',
    ]);
  });

  it("item 3: unattributed entries have their own bounded budget: a flood of them never displaces or delays an account's entries", async () => {
    const tenant = await manageAccount(t, 'Tenant');
    const platformBefore = await t.c.requestLogs.usage(PLATFORM_ACCOUNT_ID);
    const order: number[] = [];
    const svc = new RequestLogService<{ n: number; mine: boolean }>({
      repo: new RequestLogsSqlRepo(t.c.db),
      clock: t.c.clock,
      flushMs: 1000,
      maxBuffered: 1000,
      limits: { maxPerSecond: 500, unattributedPerSecond: 10, unattributedMaxRows: 15 },
      toEntry: (r, accountId) => (order.push(accountId), entry(accountId, `/report?flood=${r.mine ? 'tenant' : 'stranger'}${r.n}`, r.mine ? 200 : 401)),
    });
    // ~2,000 random report keys (401, nobody's) with the tenant's 170 requests among them
    let mine = 0;
    for (let n = 0; n < 2000; n++) {
      svc.push({ n, mine: false });
      if (n % 12 === 0 && mine < 170) svc.push({ n: mine++, mine: true }, tenant.accountId);
    }
    assert.equal(mine, 167);
    for (; mine < 170; mine++) svc.push({ n: mine, mine: true }, tenant.accountId);
    await svc.flush();
    const rows = await rowsWith('flood=');
    assert.equal(rows.filter((r) => Number(r.account_id) === tenant.accountId).length, 170, 'every one of the tenant\'s entries is kept');
    assert.equal(rows.filter((r) => Number(r.account_id) === PLATFORM_ACCOUNT_ID).length, 10, 'the strangers\' within their own budget');
    assert.equal(svc.dropped.buffer, 0);
    assert.equal(svc.dropped.unattributed, 1990);
    assert.equal(order.indexOf(PLATFORM_ACCOUNT_ID), 170, "the tenant's entries are made (and stored) first");
    assert.equal((await t.c.requestLogs.usage(PLATFORM_ACCOUNT_ID)).skipped - platformBefore.skipped, 1990, 'those over the budget are counted');
    // and their own caps: 15 rows at most, whatever the account caps
    for (let n = 0; n < 30; n++) svc.push({ n: 5000 + n, mine: false });
    await svc.flush();
    assert.equal((await t.c.requestLogs.usage(PLATFORM_ACCOUNT_ID)).rows, 15);
    assert.equal((await rowsWith('flood=tenant')).length, 170);
    await svc.close();
  });
});

function entry(accountId: number, path: string, status: number): RequestLogEntry {
  return {
    accountId, at: new Date(), method: 'GET', path, status, durationMs: 1, surface: 'manage-v1', credential: accountId === PLATFORM_ACCOUNT_ID ? 'none' : 'campaign_api_key',
    errorCode: null, errorMessage: null, traceId: Math.random().toString(16).slice(2).padEnd(32, '0'), requestBody: null, responseBody: null,
  };
}
