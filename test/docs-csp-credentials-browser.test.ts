// Issue 33, item 7: /docs loads over plain http on a host that is not localhost (its policy asks the
// browser to upgrade requests to https only when the platform was reached over https), and keys
// typed into Authorize are kept in the browser only when the user ticks "Remember".
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, CHROMIUM, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';
import { ensureDemo, type DemoCredentials } from '../src/root/demo.js';
import { authorize } from './helpers/swagger-ui.js';

const problem = browserProblem('docs CSP and credentials browser test');

describe('/docs: the https upgrade only over https', () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { trustProxy: 1 } });
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('plain http: a strict policy without upgrade-insecure-requests; https (through a trusted proxy): with it', async () => {
    const plain = (await fetch(`${t.url}/docs/`)).headers.get('content-security-policy') ?? '';
    assert.match(plain, /script-src 'self'/);
    assert.match(plain, /object-src 'none'/);
    assert.doesNotMatch(plain, /upgrade-insecure-requests/);
    const https = (await fetch(`${t.url}/docs/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('content-security-policy') ?? '';
    assert.match(https, /upgrade-insecure-requests/);
    // the viewer's script files carry the same policy
    const script = (await fetch(`${t.url}/docs/static/swagger-initializer.js`)).headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(script, /upgrade-insecure-requests/);
  });
});

describe('/docs in Chromium, reached by a host name over http', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let creds: DemoCredentials;
  let base: string;
  before(async () => {
    t = await startTestApp(await tdb.open());
    creds = (await ensureDemo(t.c))!.creds;
    if (problem) throw new Error(`${problem}; REQUIRE_BROWSER=1 forbids skipping`);
    const { chromium } = await import('playwright-core');
    // docs.example.test resolves to this machine's loopback only: not localhost, so the browser
    // does not treat it as a secure context (as a LAN or container host name)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP docs.example.test 127.0.0.1'] });
    base = t.url.replace('127.0.0.1', 'docs.example.test');
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
  });

  const stored = (page: Page) => page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join('\n'));

  it('draws the operations, and keeps a key typed into Authorize out of the browser\'s storage unless "Remember" is ticked', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('requestfailed', (r) => blocked.push(r.url()));
    await page.goto(`${base}/docs`);
    await page.locator('.opblock-tag').first().waitFor({ timeout: 15000 });
    assert.deepEqual(blocked, [], 'every file of the viewer loaded over http');
    // an earlier version's stored authorization is forgotten, not restored
    await page.evaluate((k) => localStorage.setItem('authorized', JSON.stringify({ ApiKey: { name: 'ApiKey', value: k } })), creds.campaign_api_key);
    await page.reload();
    await page.locator('.opblock-tag').first().waitFor();
    assert.doesNotMatch(await stored(page), new RegExp(creds.campaign_api_key));

    await authorize(page, async (modal) => modal.locator('input').first().fill(creds.campaign_api_key));
    assert.doesNotMatch(await stored(page), new RegExp(creds.campaign_api_key), 'not kept without asking');
    await page.reload();
    await page.locator('.opblock-tag').first().waitFor();
    assert.equal(await page.locator('button.authorize.locked').count(), 0, 'a reload forgets the key');

    // asked: kept, restored on reload; unticked: gone
    await authorize(page, async (modal) => modal.locator('input').first().fill(creds.campaign_api_key));
    await page.locator('#cp-remember').check();
    assert.match(await stored(page), new RegExp(creds.campaign_api_key));
    await page.reload();
    await page.locator('.opblock-tag').first().waitFor();
    await page.locator('button.authorize.locked').first().waitFor();
    assert.equal(await page.locator('#cp-remember').isChecked(), true);
    await page.locator('#cp-remember').uncheck();
    assert.doesNotMatch(await stored(page), new RegExp(creds.campaign_api_key));
    await page.screenshot({ path: `${t.dataDir}/docs-remember.png` });
    await context.close();
  });
});
