// Issue 25, item 9: request logs. Every API request of an account on every surface is kept for 7
// days (time, method, path, status, duration, error code and message, credential, trace id, the
// request and answer bodies) with no secret ever stored; the console lists them, filters them and
// finds one by the trace_id of an error answer; storage stays under each account's caps; the
// records are written off the request path, by every process of a PostgreSQL deployment.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_REQUEST_LOG_LIMITS, PLATFORM_ACCOUNT_ID, type RequestLogEntry } from '../src/core/request-logs/model.js';
import { recordBody, redactPath, redactText, redactValue } from '../src/core/request-logs/redact.js';
import { RequestLogService } from '../src/core/request-logs/request-log-service.js';
import { RequestLogsSqlRepo } from '../src/storage/repos/request-logs-sql-repo.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { locate, openAgain } from './helpers/connections.js';
import { consoleUser, signIn, type ConsoleClient, type ConsoleUser } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, v2Campaign } from './helpers/manage.js';
import { spawnServer } from './helpers/spawn-server.js';

const KEY = 'cpk_' + 'A'.repeat(43);

describe('request log redaction', () => {
  it('replaces secret-named fields at any depth, keeps error codes and token types readable', () => {
    assert.deepEqual(redactValue({ client_secret: 'x', nested: [{ password: 'p', name: 'n' }], error: { code: 100001 }, code: 'oac_1', accessToken: { token_type: 'Bearer', access_token: 'zzz' } }), {
      client_secret: '[redacted]', nested: [{ password: '[redacted]', name: 'n' }], error: { code: 100001 }, code: '[redacted]', accessToken: { token_type: 'Bearer', access_token: '[redacted]' },
    });
  });

  it('replaces the platform\'s credential formats wherever they are: text, values, the query string', () => {
    assert.equal(redactText(`key ${KEY} and mgk_${'b'.repeat(40)}, token oat_${'c'.repeat(43)}`), 'key cpk_[redacted] and mgk_[redacted], token oat_[redacted]');
    assert.deepEqual(redactValue({ note: `see ${KEY}` }), { note: 'see cpk_[redacted]' });
    assert.equal(redactPath(`/report?api_key=${KEY}&start=now&x=${KEY}`), '/report?api_key=[redacted]&start=now&x=cpk_[redacted]');
    assert.equal(redactPath('/suppressionApps?api_key=anything-at-all&package_name=com.a'), '/suppressionApps?api_key=[redacted]&package_name=com.a');
  });

  it('a body over the limit is cut (never parsed), and a credential across the cut is not left in part', () => {
    const text = `${'x'.repeat(989)} ${KEY} ${'y'.repeat(100)}`;
    const r = recordBody(text, 'text/plain', 1000)!;
    assert.ok(!r.includes('AAAA'), r.slice(980));
    assert.match(r, /cut: 1138 characters in all/);
    const json = recordBody(JSON.stringify({ client_secret: 'cs_' + 'z'.repeat(40), n: 1 }), 'application/json', 1000);
    assert.equal(json, '{"client_secret":"[redacted]","n":1}');
    assert.equal(recordBody(Buffer.from([0x89, 0x50]), 'image/png', 1000), '(2 bytes of image/png)');
  });
});

await forEachDatabase('request logs', (tdb) => {
  let t: TestApp;
  let A: ConsoleUser;
  let B: ConsoleUser;
  let a: ConsoleClient;
  const secrets: string[] = [];
  before(async () => {
    t = await startTestApp(await tdb.open());
    A = await consoleUser(t, 'Logs A');
    B = await consoleUser(t, 'Logs B');
    a = await signIn(t, A);
    secrets.push(A.campaignApiKey, A.managementKey, B.campaignApiKey);
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  const stored = async () => {
    await t.c.requestLogs.flush();
    return t.c.db.all<Record<string, unknown>>('SELECT * FROM request_logs ORDER BY id');
  };

  it('keeps every API request of the account, on every surface, with no secret stored anywhere', async () => {
    const who = { accountId: A.accountId, key: A.campaignApiKey };
    assert.equal((await manage(t, who, 'GET', '/campaign/list', { query: { size: '5' } })).status, 200);
    const made = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Logged', start_date: '2099-01-01', end_date: '2099-02-01' }) });
    assert.equal(made.status, 200, made.text);
    const app = await t.c.accounts.createOAuthApp({ accountId: A.accountId, name: 'Logged app', kind: 'first-party', scopes: 'campaigns:read' });
    secrets.push(app.clientSecret);
    const tok = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.app.clientId, client_secret: app.clientSecret, scope: 'campaigns:read' }) });
    const token = ((await tok.json()) as { accessToken: { access_token: string } }).accessToken.access_token;
    secrets.push(token);
    assert.equal((await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
    assert.equal((await fetch(`${t.url}/suppressionApps?api_key=${A.managementKey}&package_name=com.logged`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' })).status, 200);
    const { reportKey } = await t.c.accounts.rotateKey(A.accountId, 'report').then((k) => ({ reportKey: k }));
    secrets.push(reportKey);
    assert.equal((await fetch(`${t.url}/report?api_key=${reportKey}&report_type=advertiser&start=now&end=now&columns=day,cost`)).status, 200);
    // B's request and a request with no valid key belong to nobody else
    await manage(t, { accountId: B.accountId, key: B.campaignApiKey }, 'GET', '/campaign/list');
    await fetch(`${t.url}/manage/v1/campaign/list?account_id=${A.accountId}`, { headers: { authorization: 'cpk_not-a-key' } });

    const rows = await stored();
    const mine = rows.filter((r) => Number(r.account_id) === A.accountId);
    assert.deepEqual(mine.map((r) => `${r.method} ${String(r.path).split('?')[0]} ${r.status} ${r.surface} ${r.credential}`), [
      'GET /manage/v1/campaign/list 200 manage-v1 campaign_api_key',
      'POST /manage/v1/campaign/create 200 manage-v1 campaign_api_key',
      'POST /oauth/v1/access_token 200 oauth oauth_client',
      'GET /campaign_management/v1/campaigns 200 campaign-management-v1 oauth_token_first_party',
      'POST /suppressionApps 200 suppression management_key',
      'GET /report 200 reporting report_key',
    ]);
    assert.equal(rows.filter((r) => Number(r.account_id) === B.accountId).length, 1);
    assert.equal(rows.filter((r) => Number(r.account_id) !== PLATFORM_ACCOUNT_ID).length, 7, 'the request with a bad key is nobody\'s');
    assert.deepEqual(rows.filter((r) => Number(r.account_id) === PLATFORM_ACCOUNT_ID).map((r) => `${r.status} ${r.credential}`), ['403 none'], 'it is the platform\'s own');
    const create = mine[1]!;
    assert.match(String(create.request_body), /"name":"Logged"/);
    assert.match(String(create.response_body), /^\{"id":"\d+"\}$/);
    assert.match(String(create.trace_id), /^[0-9a-f]{32}$/);
    // no secret in any column of any row
    const all = JSON.stringify(rows);
    for (const s of secrets) assert.ok(!all.includes(s), `a secret was stored: ${s.slice(0, 6)}…`);
    assert.match(all, /\[redacted\]/);
  });

  it('an error answer\'s trace_id finds its request on the console, with its code, message and bodies', async () => {
    const bad = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Bad', targeting: [{ country_code: 'XX' }] }) });
    assert.equal(bad.status, 400);
    const trace = bad.body.trace_id as string;
    const search = await a.page(`/console/request-logs?trace_id=${trace}`);
    assert.equal(search.status, 303);
    assert.equal(search.res.headers.get('location'), `/console/request-logs/${trace}`);
    const found = await a.page(`/console/request-logs/${trace}`);
    assert.equal(found.status, 200);
    assert.match(found.html, /<span class="badge wait">400<\/span>/);
    assert.match(found.html, /<code class="api-value">100001<\/code> targeting\[0\]\.country_code: must be an ISO 3166-1 alpha-2 code/);
    assert.match(found.html, /<pre class="body"[^>]*>\{\n {2}&quot;name&quot;: &quot;Bad&quot;/);
    assert.match(found.html, new RegExp(`&quot;trace_id&quot;: &quot;${trace}&quot;`));
    // another account never sees it: not in its list, its detail is a 404
    const b = await signIn(t, B);
    assert.equal((await b.page(`/console/request-logs/${trace}`)).status, 404);
    assert.doesNotMatch((await b.page('/console/request-logs')).html, new RegExp(trace));
  });

  it('the list filters by status class, API and path; newest first', async () => {
    const list = (q: string) => a.page(`/console/request-logs${q}`).then((r) => [...r.html.matchAll(/<span class="quoted path">([^<]+)<\/span>/g)].map((m) => m[1]!.split('?')[0]));
    const all = await list('');
    assert.equal(all[0], '/manage/v1/campaign/create', 'newest first');
    assert.ok(all.length >= 7);
    assert.deepEqual(await list('?status=4xx'), ['/manage/v1/campaign/create']);
    assert.deepEqual(await list('?surface=reporting'), ['/report']);
    assert.deepEqual(await list('?path=CAMPAIGN%2Flist'), ['/manage/v1/campaign/list'], 'case-insensitive on both engines');
    assert.deepEqual(await list('?status=5xx'), []);
  });

  it('keeps each account under its row and byte caps, oldest dropped first, and drops what is older than 7 days', async () => {
    const repo = new RequestLogsSqlRepo(t.c.db);
    const entry = (i: number, at: number, body = 'x'): RequestLogEntry => ({
      accountId: B.accountId, at: new Date(at), method: 'GET', path: `/manage/v1/campaign/list?n=${i}`, status: 200, durationMs: 1, surface: 'manage-v1', credential: 'campaign_api_key',
      errorCode: null, errorMessage: null, traceId: `${i}`.padStart(32, '0'), requestBody: null, responseBody: body,
    });
    const now = t.c.clock.now().getTime();
    const before = await repo.usage(B.accountId);
    assert.equal(before.rows, 1);
    const dropped = await repo.append(Array.from({ length: 30 }, (_, i) => entry(i, now + i)), { maxRows: 10, maxBytes: 1_000_000 });
    assert.equal(dropped, 21);
    const kept = await repo.list(B.accountId, { since: new Date(0), offset: 0, limit: 100 });
    assert.deepEqual(kept.map((e) => e.traceId.replace(/^0+/, '')), Array.from({ length: 10 }, (_, i) => String(29 - i)));
    assert.equal((await repo.usage(B.accountId)).rows, 10);
    // bytes: each big entry costs ~5 KB; at most 12 KB -> two kept
    await repo.append([entry(100, now + 100, 'b'.repeat(5000)), entry(101, now + 101, 'b'.repeat(5000)), entry(102, now + 102, 'b'.repeat(5000))], { maxRows: 10, maxBytes: 12_000 });
    const u = await repo.usage(B.accountId);
    assert.ok(u.bytes <= 12_000, JSON.stringify(u));
    assert.deepEqual((await repo.list(B.accountId, { since: new Date(0), offset: 0, limit: 100 })).map((e) => e.traceId.replace(/^0+/, '')), ['102', '101']);
    // retention
    await repo.append([entry(200, now - DEFAULT_REQUEST_LOG_LIMITS.retentionMs - 1000)], { maxRows: 10, maxBytes: 1_000_000 });
    assert.equal(await repo.dropOlderThan(new Date(now - DEFAULT_REQUEST_LOG_LIMITS.retentionMs)), 1);
    assert.equal((await repo.usage(B.accountId)).rows, 2);
  });

  it('two processes flushing at once never deadlock: each locks the accounts it touches in the same order', async (ctx) => {
    // two connections, as two API processes; each flush touches A and B, listed in opposite orders.
    // PostgreSQL only: one process serves a SQLite file (its writers are serialised, no row locks)
    if (tdb.name !== 'postgres') return ctx.skip('one process per SQLite file');
    const other = await openAgain(t.c.db);
    try {
      const one = new RequestLogsSqlRepo(t.c.db);
      const two = new RequestLogsSqlRepo(other);
      const now = t.c.clock.now().getTime();
      const entry = (accountId: number, i: number): RequestLogEntry => ({
        accountId, at: new Date(now + i), method: 'GET', path: '/manage/v1/campaign/list', status: 200, durationMs: 1, surface: 'manage-v1', credential: 'campaign_api_key',
        errorCode: null, errorMessage: null, traceId: `${accountId}-${i}`, requestBody: null, responseBody: null,
      });
      const caps = { maxRows: 100_000, maxBytes: 100_000_000 };
      for (let round = 0; round < 40; round++) {
        await Promise.all([
          one.append([entry(A.accountId, round), entry(B.accountId, round)], caps),
          two.append([entry(B.accountId, round + 1000), entry(A.accountId, round + 1000)], caps),
        ]);
      }
    } finally {
      await other.close();
    }
  });

  it('a request only pushes a record: nothing is written until the flush, and a full buffer drops records, never memory', async () => {
    const written: number[] = [];
    const svc = new RequestLogService<number>({
      repo: { append: async (e: unknown[]) => (written.push(e.length), 0), dropOlderThan: async () => 0 } as never,
      clock: t.c.clock, flushMs: 60_000, maxBuffered: 3,
      toEntry: (n, accountId) => ({ accountId, at: new Date(), method: 'GET', path: '/', status: 200, durationMs: 0, surface: 'manage-v1', credential: 'campaign_api_key', errorCode: null, errorMessage: null, traceId: String(n), requestBody: null, responseBody: null }),
    });
    for (let i = 1; i <= 5; i++) svc.push(i, i);
    assert.deepEqual(written, []);
    assert.equal(svc.dropped.buffer, 2);
    await svc.flush();
    assert.deepEqual(written, [3]);
    await svc.close();
  });

  it('past the per-second budget, successes are counted, not kept (errors have their own budget); the page says so', async () => {
    const made: number[] = [];
    const svc = new RequestLogService<{ n: number; status: number }>({
      repo: new RequestLogsSqlRepo(t.c.db), clock: t.c.clock, flushMs: 1000, limits: { maxPerSecond: 5, maxErrorsPerSecond: 20 },
      toEntry: (r, accountId) => (made.push(r.n), { accountId, at: new Date(), method: 'GET', path: `/manage/v1/campaign/list?burst=${r.n}`, status: r.status, durationMs: 0, surface: 'manage-v1', credential: 'campaign_api_key', errorCode: null, errorMessage: null, traceId: `b${r.n}`.padEnd(32, '0'), requestBody: null, responseBody: null }),
    });
    const before = (await t.c.requestLogs.usage(A.accountId)).skipped;
    for (let i = 0; i < 100; i++) svc.push({ n: i, status: i % 10 === 0 ? 400 : 200 }, A.accountId, i % 10 === 0);
    await svc.flush();
    assert.equal(made.length, 5 + 10, 'five successes and every one of the ten errors were made into entries; the rest only counted');
    assert.equal((await t.c.requestLogs.usage(A.accountId)).skipped - before, 85);
    assert.match((await a.page('/console/request-logs')).html, /Not kept: 85 requests/);
    // the budget applies at the push: the records over it are not even kept in memory until the flush
    await svc.close();
    made.length = 0;
    const fast = new RequestLogService<{ n: number; status: number }>({
      repo: new RequestLogsSqlRepo(t.c.db), clock: t.c.clock, flushMs: 1000, limits: { maxPerSecond: 5, maxErrorsPerSecond: 20 },
      toEntry: (r, accountId) => (made.push(r.n), { accountId, at: new Date(), method: 'GET', path: `/manage/v1/campaign/list?push=${r.n}`, status: r.status, durationMs: 0, surface: 'manage-v1', credential: 'campaign_api_key', errorCode: null, errorMessage: null, traceId: `p${r.n}`.padEnd(32, '0'), requestBody: null, responseBody: null }),
    });
    for (let i = 0; i < 100; i++) fast.push({ n: i, status: 200 }, A.accountId, false);
    assert.equal((fast as unknown as { buffer: unknown[] }).buffer.length, 5);
    await fast.flush();
    assert.equal(made.length, 5);
    assert.equal((await t.c.requestLogs.usage(A.accountId)).skipped - before, 85 + 95);
    await fast.close();
  });

  if (tdb.name === 'postgres') {
    it('two server processes on one PostgreSQL database: the page shows both processes\' requests', async () => {
      const where = await locate(t.c.db);
      const other = await spawnServer({ DATABASE_URL: `${where.pgUrl}?options=${encodeURIComponent(`-c search_path=${where.schema}`)}`, SEED_DEMO: 'false', INLINE_WORKER: 'false', DATA_DIR: t.dataDir + '-other' });
      try {
        const r = await fetch(`${other.url}/manage/v1/campaign/list?account_id=${A.accountId}&from=other-process`, { headers: { authorization: A.campaignApiKey } });
        assert.equal(r.status, 200);
        await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list', { query: { from: 'this-process' } });
      } finally {
        other.proc.kill('SIGTERM'); // a graceful stop stores what it buffered
        await other.exited;
      }
      const html = (await a.page('/console/request-logs?path=from%3D')).html;
      assert.match(html, /from=other-process/);
      assert.match(html, /from=this-process/);
    });
  }
});
