// Issue 9: /docs is a maintained OpenAPI viewer (Swagger UI) served from this server: in Chromium
// it lists the operations of each surface, grouped by resource, offers try-it-out, and no request
// leaves the server.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';

const problem = browserProblem('docs browser test');

describe('the API reference in Chromium', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-shots-'));
  before(async () => {
    t = await startTestApp(await tdb.open());
    browser = await launchChromium(problem);
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    console.log(`# screenshots of /docs: ${shots}`);
  });

  it('lists every surface\'s operations by resource, with try-it-out, and requests nothing from elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.hostname !== '127.0.0.1' && u.protocol !== 'data:') elsewhere.push(r.url());
    });
    await page.goto(`${t.url}/docs`);
    await page.locator('.opblock-tag').first().waitFor();
    // the second generation is shown first, grouped as campaign, creative_set, asset
    const tags = await page.locator('.opblock-tag').allInnerTexts();
    assert.deepEqual(tags.map((x) => x.split('\n')[0]!.trim()), ['campaign', 'creative_set', 'asset']);
    assert.ok(await page.locator('.opblock-summary-path', { hasText: '/manage/v1/campaign/create' }).count());
    await page.screenshot({ path: path.join(shots, 'docs-manage-v1.png'), fullPage: false });
    // switch to the first generation: resources in reading order
    await page.locator('select#select').selectOption({ label: 'Campaign Management API (first generation)' });
    await page.locator('.opblock-summary-path', { hasText: '/campaign_management/v1/campaigns' }).first().waitFor();
    const v1 = (await page.locator('.opblock-tag').allInnerTexts()).map((x) => x.split('\n')[0]!.trim());
    assert.deepEqual(v1, ['campaigns', 'targets', 'sources', 'creative sets', 'assets', 'ads']);
    // try it out: open an operation
    await page.locator('.opblock-summary-path', { hasText: '/campaign_management/v1/campaigns' }).first().click();
    // try-it-out is on from the start: the operation offers Execute at once
    await page.getByRole('button', { name: 'Execute' }).first().waitFor();
    await page.screenshot({ path: path.join(shots, 'docs-campaign-management-v1.png'), fullPage: false });
    assert.deepEqual(elsewhere, []);
    await page.close();
  });

  it('with SANDBOX=true, also lists the sandbox controls, grouped, with the bearer token to authorize', async () => {
    const sdb = sqliteDatabase();
    const st = await startTestApp(await sdb.open(), { config: { sandbox: { enabled: true, token: 'sbx_docs-browser-token-00000000', seed: undefined, seedFile: undefined } } });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${st.url}/docs`);
      await page.locator('.opblock-tag').first().waitFor();
      await page.locator('select#select').selectOption({ label: 'Sandbox controls' });
      await page.locator('.opblock-summary-path', { hasText: '/_sandbox/snapshots/{name}/restore' }).first().waitFor();
      const tags = (await page.locator('.opblock-tag').allInnerTexts()).map((x) => x.split('\n')[0]!.trim());
      assert.deepEqual(tags, ['clock', 'limits', 'accounts', 'fixtures', 'reset', 'requests', 'snapshots', 'faults', 'outcomes', 'delivery']);
      assert.ok(await page.getByRole('button', { name: /Authorize/ }).count(), 'an Authorize button for the bearer token');
      await page.screenshot({ path: path.join(shots, 'docs-sandbox.png'), fullPage: false });
    } finally {
      await page.close();
      await st.close();
      await sdb.cleanup();
    }
  });
});
