// Issue 21 item 4: every 404 and every error the router itself raises answers in the error shape
// of the surface its path belongs to, and never echoes the query string or a key (connectors copy
// error bodies into their logs; report and management keys travel as api_key=).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { consoleUser, signIn, type ConsoleClient } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';

const TOKEN = 'error-shapes-sandbox-token';

await forEachDatabase('error shapes: unknown paths and router errors per surface, never echoing a secret', (tdb) => {
  let t: TestApp;
  let off: TestApp;
  let key: string;
  let campaignKey: string;
  let accountId: number;
  let browser: ConsoleClient;

  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
    const u = await consoleUser(t, 'Shapes');
    accountId = u.accountId;
    campaignKey = u.campaignApiKey;
    key = await t.c.accounts.rotateKey(accountId, 'report');
    browser = await signIn(t, u);
    // the same platform without the sandbox: /_sandbox paths do not exist there
    off = await startTestApp(await tdb.open());
  });
  after(async () => {
    await off.close();
    await t.close();
    await tdb.cleanup();
  });

  /** Fetches and checks that neither the body nor any header repeats the key or the query. */
  const probe = async (base: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
    const text = await res.text();
    const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
    for (const secret of [key, 'api_key=', 'SECRET-IN-QUERY']) {
      assert.ok(!text.includes(secret), `${path}: the body echoes ${secret}: ${text.slice(0, 300)}`);
      assert.ok(!headers.includes(secret), `${path}: a header echoes ${secret}: ${headers}`);
    }
    assert.match(res.headers.get('x-trace-id') ?? '', /^[0-9a-f]{32}$/, `${path}: trace id`);
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, res };
  };
  const q = () => `?api_key=${encodeURIComponent(key)}&x=SECRET-IN-QUERY`;

  it('report paths: {"code", "message", "field", "rule", "trace_id"}', async () => {
    for (const path of ['/reports', '/report/x', '/reportz', '/skareport/extra', '/probabilisticReport/1', '/assetReports', '/webReportz']) {
      const r = await probe(t.url, `${path}${q()}`);
      assert.equal(r.status, 404, path);
      assert.deepEqual(Object.keys(r.json).sort(), ['code', 'field', 'message', 'rule', 'trace_id'], path);
      assert.equal(r.json.code, 404);
      assert.equal(r.json.trace_id, r.res.headers.get('x-trace-id'));
      assert.match(r.json.rule, /\/report, \/probabilisticReport, \/skaReport/);
    }
    const post = await probe(t.url, `/report${q()}`, { method: 'POST' });
    assert.equal(post.status, 404);
    assert.equal(post.json.message, 'no endpoint POST /report');
    // a key put in the path by mistake is not repeated either
    const inPath = await probe(t.url, `/report/${encodeURIComponent(key)}`);
    assert.equal(inPath.status, 404);
  });

  it('/manage: the x-al-error-* headers and {"error": {...}, "trace_id"}', async () => {
    for (const [path, headers, status, alCode] of [
      [`/manage/v1/nope${q()}&account_id=${accountId}`, { authorization: campaignKey }, 404, '100005'],
      [`/manage/v2/campaign/list${q()}`, {}, 404, '100005'],
      [`/manage/v1/nope${q()}`, {}, 403, '100003'],
    ] as const) {
      const r = await probe(t.url, path, { headers });
      assert.equal(r.status, status, `${path}: ${r.text}`);
      assert.equal(r.res.headers.get('x-al-error-code'), alCode);
      assert.ok(r.res.headers.get('x-al-error-message'));
      assert.equal(r.json.error.code, Number(alCode));
      assert.equal(r.json.trace_id, r.res.headers.get('x-trace-id'));
    }
  });

  it('/campaign_management: {"error", "error_description", ...}', async () => {
    for (const path of [`/campaign_management/v2/campaigns${q()}`, `/campaign_management${q()}`]) {
      const r = await probe(t.url, path);
      assert.equal(r.status, 404, path);
      assert.equal(r.json.error, 'not_found');
      assert.match(r.json.error_description, /^no endpoint GET \/campaign_management/);
    }
    const v1 = await probe(t.url, `/campaign_management/v1/nope${q()}`);
    assert.ok([401, 404].includes(v1.status), v1.text);
    assert.ok(v1.json.error && v1.json.error_description, v1.text);
  });

  it('suppression, sandbox (on and off), OAuth and any other path', async () => {
    const sup = await probe(t.url, `/suppressionApps/extra${q()}`, { method: 'POST', body: 'x' });
    assert.equal(sup.status, 404);
    assert.deepEqual([sup.json.error, typeof sup.json.message, sup.json.field], ['not_found', 'string', 'path']);
    const sb = await probe(t.url, `/_sandbox/nope${q()}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(sb.status, 404);
    assert.deepEqual([sb.json.error, sb.json.field], ['not_found', 'path']);
    // no sandbox: its paths do not exist, and the answer does not advertise it
    const offClock = await probe(off.url, `/_sandbox/clock${q()}`);
    assert.equal(offClock.status, 404);
    assert.deepEqual(Object.keys(offClock.json).sort(), ['error', 'message', 'trace_id']);
    assert.doesNotMatch(offClock.text, /SANDBOX/);
    const oauth = await probe(t.url, `/oauth/v1/nope${q()}`);
    assert.equal(oauth.status, 404);
    assert.equal(oauth.json.error, 'invalid_request');
    // a sign-in or consent page that does not exist: a page saying so, a 404 like any other
    const page = await probe(t.url, `/oauth/no-such-page${q()}`);
    assert.equal(page.status, 404);
    assert.match(page.text, /<h1>Page not found<\/h1>/);
    const other = await probe(t.url, `/nothing/here${q()}`);
    assert.equal(other.status, 404);
    assert.deepEqual(Object.keys(other.json).sort(), ['error', 'message', 'trace_id']);
  });

  it('a refusal by a hook of every request on a path no route takes is a 400 in the path owner\'s shape, never a 500', async () => {
    // found by the fuzz suite: a NUL in the query of DELETE /_sandbox/snapshots/ (no name) was Fastify's default 500
    const sb = await probe(t.url, `/_sandbox/snapshots/${q()}&__proto__=%00`, { method: 'DELETE', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(sb.status, 400, sb.text);
    assert.deepEqual([sb.json.error, sb.json.field], ['validation_failed', '__proto__']);
    const other = await probe(t.url, `/nothing/here${q()}&y=%00`, { method: 'DELETE' });
    assert.equal(other.status, 400, other.text);
    assert.deepEqual(Object.keys(other.json).sort(), ['error', 'message', 'trace_id']);
    const report = await probe(t.url, `/reportx${q()}&y=%00`);
    assert.equal(report.status, 400, report.text);
    assert.equal(report.json.code, 400);
  });

  it('the console: its own page for a signed-in user', async () => {
    const res = await browser.get(`/console/nothing-here${q()}`);
    const html = await res.text();
    assert.equal(res.status, 404);
    assert.match(html, /<h1>Not found<\/h1>/);
    assert.ok(!html.includes(key) && !html.includes('SECRET-IN-QUERY'));
  });

  it('what the router refuses (bad percent-encoding, a path segment too long) is in the same shapes, without the URL', async () => {
    const bad = await probe(t.url, `/report/%zz${q()}`);
    assert.equal(bad.status, 400);
    assert.deepEqual([bad.json.code, bad.json.field], [400, 'path']);
    const manage = await probe(t.url, `/manage/v1/campaign/%E0%A4%A${q()}`);
    assert.equal(manage.status, 400);
    assert.ok(manage.res.headers.get('x-al-error-code'));
    const long = await probe(t.url, `/campaign_management/v1/campaign/${'x'.repeat(500)}${q()}`);
    assert.equal(long.status, 414);
    assert.equal(long.json.field, 'path');
    assert.ok(!long.text.includes('x'.repeat(50)), 'the long segment is not repeated');
    const root = await probe(t.url, `/%zz${q()}`);
    assert.equal(root.status, 400);
    assert.equal(root.json.error, 'bad_request');
  });

  it('the report surface errors never echo the key either (wrong key, bad parameters)', async () => {
    for (const query of [`?api_key=${encodeURIComponent(key)}x&columns=day&start=now&end=now`, `${q()}&columns=nope&start=now&end=now`, `${q()}&columns=day&start=nope&end=now`]) {
      const r = await probe(t.url, `/report${query}`);
      assert.ok([400, 401].includes(r.status), r.text);
      assert.equal(typeof r.json.code, 'number');
    }
  });
});
