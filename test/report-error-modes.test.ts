// The real service's error and limit behaviour that careful clients are written against (issue 35
// item 5, addendum 7 section 5): the out-of-window message, limit up to 2^31 - 1 (1,500,000 sent by
// a public connector), RETRY_AFTER=false, and the sandbox's fault bodies (an error inside HTTP 200,
// an HTML page, an empty body, the slow-report 500). Both engines.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config/config.js';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage } from './helpers/manage.js';

const TOKEN = 'report-error-modes-token';
const NOW = new Date('2026-12-10T12:00:00Z');
const DAY_MS = 86_400_000;
const dayOf = (back: number) => new Date(NOW.getTime() - back * DAY_MS).toISOString().slice(0, 10);

interface Acct {
  accountId: number;
  key: string;
  reportKey: string;
}

/** Delivered figures of `days` days x 3 countries for one campaign, written as the simulator writes its rollups. */
async function delivered(t: TestApp, who: Acct, days: number): Promise<number> {
  const c = await t.c.campaigns.create(who.accountId, { name: 'Errors campaign', platform: 'android', packageName: 'com.example.errors', bidType: 'CPI', trackingMethod: 'tracker_01' });
  let rows = 0;
  for (let d = 1; d <= days; d++) {
    for (const [i, k] of ['us', 'de', 'br'].entries()) {
      await t.c.db.run('INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)', [who.accountId, dayOf(d), c.campaign.id, k, 1000 + d, 20 + i, 3 + i, 250 * (i + 1)]);
      rows++;
    }
    await t.c.db.run('INSERT INTO delivery_campaign_daily (account_id, day, campaign_id, impressions, clicks, installs, cost, redownloads) VALUES (?, ?, ?, ?, ?, ?, ?, 0)', [who.accountId, dayOf(d), c.campaign.id, 3 * (1000 + d), 63, 12, 1500]);
  }
  return rows;
}

await forEachDatabase('report error modes', (tdb) => {
  let t: TestApp;
  let a: Acct;
  let rows: number;
  const report = async (q: Record<string, string>, who: Acct = a) => {
    const res = await fetch(`${t.url}/report?${new URLSearchParams({ api_key: who.reportKey, report_type: 'advertiser', start: dayOf(10), end: dayOf(1), format: 'json', ...q })}`);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: res.headers.get('content-type')?.startsWith('application/json') && text ? JSON.parse(text) : undefined };
  };
  const sb = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, body: (await r.json()) as any };
  };

  before(async () => {
    t = await startTestApp(await tdb.open(), { clock: new ManualClock(NOW), config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
    const acc = await t.c.accounts.createAccount('Errors');
    a = { accountId: acc.account.id, key: acc.campaignApiKey, reportKey: acc.reportKey };
    rows = await delivered(t, a, 10);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a start out of the window: 400 "Start date is too far in the past", naming the earliest start', async () => {
    const r = await report({ columns: 'day,cost', start: dayOf(46) });
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.field, 'start');
    assert.match(r.body.message, /Start date is too far in the past/);
    assert.match(r.body.message, new RegExp(`start must be ${dayOf(45)} or later`));
    assert.match(r.body.message, /^The date is beyond our 45 day request window\./, "the APP support article's words stay first");
    assert.equal((await report({ columns: 'day,cost', start: dayOf(45) })).status, 200, 'the earliest start itself is in');
  });

  it('limit: 1,500,000 (a connector\'s every request) and 2^31 - 1 answer every row; count = rows; beyond is 400 naming the range', async () => {
    for (const limit of ['1500000', '2147483647']) {
      const r = await report({ columns: 'day,country,impressions,cost', limit });
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.count, rows);
      assert.equal(r.body.results.length, rows);
      const csv = await report({ columns: 'day,country,impressions,cost', limit, format: 'csv', offset: '7' });
      assert.equal(csv.status, 200);
      assert.equal(csv.text.trim().split('\n').length, 1 + rows - 7, 'offset need not be a multiple of limit');
    }
    const over = await report({ columns: 'day', limit: '2147483648' });
    assert.equal(over.status, 400);
    assert.equal(over.body.field, 'limit');
    assert.match(over.body.message, /from 1 to 2147483647/);
  });

  describe('sandbox fault bodies on the report host', () => {
    it('"status": 200 with "body": "json_error": HTTP 200 whose JSON carries the error code (500 by default), for JSON and CSV requests', async () => {
      const rule = await sb('POST', '/faults', { path: '/report', status: 200, body: 'json_error', times: 2 });
      assert.equal(rule.status, 200, JSON.stringify(rule.body));
      assert.equal(rule.body.body, 'json_error');
      const r = await report({ columns: 'day,cost' });
      assert.equal(r.status, 200);
      assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(r.body.code, 500);
      assert.equal(typeof r.body.message, 'string');
      assert.equal(r.body.results, undefined);
      const csv = await report({ columns: 'day,cost', format: 'csv' });
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /^application\/json/, 'a CSV request gets the JSON error too');
      assert.equal(csv.body.code, 500);
      assert.equal((await report({ columns: 'day,cost' })).body.code, 200, 'times: 2 used up; the report answers again');
      await sb('POST', '/faults', { path: '/report', status: 200, body: 'json_error', error_code: '429', times: 1 });
      const limited = await report({ columns: 'day' });
      assert.equal(limited.status, 200);
      assert.equal(limited.body.code, 429);
    });

    it('"body": "html" and "empty" (HTTP 200), "run_time_cap" (HTTP 500 with the real text)', async () => {
      await sb('POST', '/faults', { path: '/report', status: 200, body: 'html', times: 1 });
      const page = await report({ columns: 'day' });
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(page.text, /^<!DOCTYPE html>/);
      await sb('POST', '/faults', { path: '/report', status: 200, body: 'empty', times: 1 });
      const empty = await report({ columns: 'day' });
      assert.equal(empty.status, 200);
      assert.equal(empty.text, '');
      await sb('POST', '/faults', { path: '/report', status: 500, body: 'run_time_cap', times: 1 });
      const cap = await report({ columns: 'day' });
      assert.equal(cap.status, 500);
      assert.equal(cap.text, 'Execution time exceeded run time cap');
      assert.equal((await report({ columns: 'day' })).status, 200);
    });

    it('rules are checked: 200 only with a body, a known body, a three-digit code for json_error', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ path: '/report', status: 200 }, 'status'],
        [{ path: '/report', status: 200, body: 'xml' }, 'body'],
        [{ path: '/report', body: 'html' }, 'status'],
        [{ path: '/report', status: 200, body: 'json_error', error_code: 'oops' }, 'error_code'],
        [{ path: '/report', status: 302, body: 'html' }, 'status'],
      ];
      for (const [rule, field] of cases) {
        const r = await sb('POST', '/faults', rule);
        assert.equal(r.status, 400, JSON.stringify(rule));
        assert.equal(r.body.field ?? r.body.error?.field, field, JSON.stringify(r.body));
      }
      assert.deepEqual((await sb('GET', '/faults')).body, [], 'nothing half-added');
    });
  });

  it('Retry-After is sent on 429 and 503 by default', async () => {
    await sb('POST', '/faults', { path: '/report', status: 429, times: 1 });
    const limited = await report({ columns: 'day' });
    assert.equal(limited.status, 429);
    assert.ok(limited.headers.get('retry-after'));
    await sb('POST', '/faults', { path: '/manage/v1/campaign/list', status: 503, times: 1 });
    const down = await manage(t, a, 'GET', '/campaign/list');
    assert.equal(down.status, 503);
    await sb('POST', '/faults', { path: '/manage/v1/campaign/list', status: 429, times: 1 });
    const manageLimited = await manage(t, a, 'GET', '/campaign/list');
    assert.equal(manageLimited.status, 429);
    assert.ok(manageLimited.headers.get('retry-after'));
  });
});

await forEachDatabase('RETRY_AFTER=false', (tdb) => {
  let t: TestApp;
  let a: Acct;
  before(async () => {
    t = await startTestApp(await tdb.open(), {
      config: { retryAfter: false, sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, manage: { ...loadConfig({}).manage, rateLimitRequests: 3 } },
    });
    const acc = await t.c.accounts.createAccount('No Retry-After');
    a = { accountId: acc.account.id, key: acc.campaignApiKey, reportKey: acc.reportKey };
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('is read from the environment (default on)', () => {
    assert.equal(loadConfig({}).retryAfter, true);
    assert.equal(loadConfig({ RETRY_AFTER: 'false' }).retryAfter, false);
    assert.throws(() => loadConfig({ RETRY_AFTER: 'maybe' }), /RETRY_AFTER/);
  });

  it('429 and 503 answers leave Retry-After out: the real rate limit on /manage/v1, faults on the report host', async () => {
    let last;
    for (let i = 0; i < 5; i++) last = await manage(t, a, 'GET', '/campaign/list');
    assert.equal(last!.status, 429, last!.text);
    assert.equal(last!.headers.get('x-al-error-code'), '100006');
    assert.equal(last!.headers.get('retry-after'), null);
    for (const status of [429, 503]) {
      const add = await fetch(`${t.url}/_sandbox/faults`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ path: '/report', status, times: 1 }) });
      assert.equal(add.status, 200);
      const r = await fetch(`${t.url}/report?api_key=${a.reportKey}&start=now&end=now&columns=day`);
      assert.equal(r.status, status);
      assert.equal(r.headers.get('retry-after'), null, `${status}`);
      assert.equal(((await r.json()) as { code: number }).code, status, 'the answer is otherwise the same');
    }
  });
});
