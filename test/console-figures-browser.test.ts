// Issue 33, item 11: money is written one way on every page ($4,242.59, never $4242.59), counts
// (impressions, clicks, installs) are grouped on the reports page, and the cohorts table shows its
// last column at 1280 px without scrolling sideways. On the seeded demo, in Chromium; screenshots
// at desktop and phone width.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNT_NAME, ensureDemo, type Demo } from '../src/root/demo.js';
import { seedDemoContent } from '../src/surfaces/sandbox/demo-content.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';

const problem = browserProblem('console figures browser test');
/** A dollar amount as the console writes it; a bare one of four or more digits is the bug. */
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d\d$/;
const COUNT = /^\d{1,3}(,\d{3})*$/;

describe('console figures: one way of writing money and counts, every column in view', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let demo: Demo;
  const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'console-figures-'));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    demo = (await ensureDemo(t.c))!;
    await seedDemoContent(t.app, t.c, { id: Number(demo.creds.account_id), name: DEMO_ACCOUNT_NAME }, demo.creds);
    browser = await launchChromium(problem);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${t.url}/console/campaigns`);
    await page.getByLabel('E-mail address').fill(demo.creds.user_email);
    await page.getByLabel('Password').fill(demo.creds.user_password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/campaigns$/);
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    console.log(`# screenshots: ${shots}`);
  });

  const cells = (label: string) => page.locator(`table.data td[data-label^="${label}"]`).evaluateAll((tds) => tds.map((td) => (td.firstChild?.textContent ?? '').trim()));

  it('cohorts: spend and revenue as money, installs grouped; the last column in view at 1280 px', async () => {
    await page.goto(`${t.url}/console/reports/cohorts`);
    await page.locator('table.data').first().waitFor();
    const spend = await cells('Spend');
    const revenue = await cells('Revenue');
    assert.ok(spend.length > 0 && revenue.length > 0);
    for (const v of [...spend, ...revenue]) assert.match(v, MONEY);
    assert.ok(spend.some((v) => v.includes(',')), `the demo spends thousands: ${spend.join(' ')}`);
    for (const v of await cells('Installs')) assert.match(v, COUNT);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: path.join(shots, `cohorts-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const wrap = await page.locator('table.data').first().evaluate((table) => {
      const w = table.closest('.table-wrap') as HTMLElement;
      const last = table.querySelector('thead th:last-child')!.getBoundingClientRect();
      return { hidden: w.scrollWidth - w.clientWidth, lastRight: last.right, wrapRight: w.getBoundingClientRect().right };
    });
    assert.ok(wrap.hidden <= 1, `the cohorts table hides ${wrap.hidden}px at 1280 px`);
    assert.ok(wrap.lastRight <= wrap.wrapRight + 1, JSON.stringify(wrap));
  });

  it('reports: impressions, clicks and installs grouped, money as money', async () => {
    await page.goto(`${t.url}/console/reports`);
    await page.locator('table.data').first().waitFor();
    const impressions = await cells('Impressions');
    assert.ok(impressions.some((v) => v.includes(',')), `the demo has thousands of impressions a day: ${impressions.join(' ')}`);
    for (const label of ['Impressions', 'Clicks', 'Installs']) for (const v of await cells(label)) assert.match(v, COUNT, label);
    for (const v of await cells('Spend')) assert.match(v, MONEY);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: path.join(shots, `reports-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('campaigns: money written the same way', async () => {
    await page.goto(`${t.url}/console/campaigns`);
    await page.locator('table.data').first().waitFor();
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\$\d{4,}/, 'no ungrouped thousands');
  });
});
