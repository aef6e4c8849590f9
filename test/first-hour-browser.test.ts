// Issue 25, "done when": a new user's first hour, in Chromium, on the seeded demo. Open /docs,
// authorize each surface with the credentials the banner names and get a 200; sign in to the
// console and see the demo's campaigns, creative sets, reports with a readable chart, suppression
// lists and request logs (the try-its among them); make a mistake in a form and read the field's
// label and the offending value in the error. Screenshots at desktop and phone width in
// test-artifacts/first-hour/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNT_NAME, ensureDemo, type Demo } from '../src/root/demo.js';
import { seedDemoContent } from '../src/surfaces/sandbox/demo-content.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';
import { authorize, execute, openOperation, switchSurface } from './helpers/swagger-ui.js';

const problem = browserProblem('first hour browser test');
const SHOTS = path.resolve('test-artifacts/first-hour');
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

describe('the first hour, in Chromium', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let demo: Demo;
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    t = await startTestApp(await tdb.open(), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    demo = (await ensureDemo(t.c))!;
    await seedDemoContent(t.app, t.c, { id: Number(demo.creds.account_id), name: DEMO_ACCOUNT_NAME }, demo.creds);
    browser = await launchChromium(problem);
    page = await browser.newPage({ viewport: VIEWPORTS[0] });
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    console.log(`# first-hour screenshots: ${SHOTS}`);
  });

  /** Full-page screenshots at both widths; the console's pages never scroll sideways (Swagger UI's own layout is its own). */
  async function shoot(name: string, ours = true): Promise<void> {
    for (const v of VIEWPORTS) {
      await page.setViewportSize(v);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (ours) assert.ok(overflow <= 1, `${name} at ${v.width}px scrolls sideways by ${overflow}px`);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${v.width}.png`), fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]!);
  }

  it('/docs: authorize each surface with the banner\'s credentials and get a 200', async () => {
    const c = demo.creds;
    await page.goto(`${t.url}/docs`);
    await page.locator('.opblock-tag').first().waitFor();
    await authorize(page, async (modal) => modal.locator('input').first().fill(c.campaign_api_key));
    let op = await openOperation(page, 'GET', '/manage/v1/campaign/list');
    await op.locator('tr[data-param-name="account_id"] input[type=text]').fill(c.account_id);
    assert.equal(await execute(op), '200');
    assert.match(await op.locator('.live-responses-table .response .microlight').first().innerText(), /Dig Deeper/, 'the demo\'s campaigns');
    await switchSurface(page, 'Campaign Management API (first generation)', '/campaign_management/v1/campaigns');
    await authorize(page, async (modal) => {
      const flow = modal.locator('.auth-container').filter({ hasText: 'clientCredentials' });
      await flow.locator('input#client_id_clientCredentials').fill(c.client_id);
      await flow.locator('input#client_secret_clientCredentials').fill(c.client_secret);
      await flow.locator('a[data-all="true"]').click();
      return flow;
    });
    op = await openOperation(page, 'GET', '/campaign_management/v1/campaigns');
    assert.equal(await execute(op), '200');
    await shoot('docs-first-generation', false);
    await switchSurface(page, 'Suppression API', '/suppressionApps');
    await authorize(page, async (modal) => modal.locator('input').first().fill(c.management_key));
    op = await openOperation(page, 'POST', '/suppressionApps');
    assert.equal(await execute(op), '200');
    await switchSurface(page, 'Reporting API', '/report');
    await authorize(page, async (modal) => modal.locator('input').first().fill(c.report_key!));
    op = await openOperation(page, 'GET', '/report');
    await op.locator('tr[data-param-name="start"] input[type=text]').fill('now');
    await op.locator('tr[data-param-name="end"] input[type=text]').fill('now');
    await op.locator('tr[data-param-name="columns"] input[type=text]').fill('day,campaign,impressions,installs,cost');
    assert.equal(await execute(op), '200');
  });

  it('signs in to the console of the demo and sees its campaigns, in words', async () => {
    await page.goto(`${t.url}/console/campaigns`);
    await page.getByLabel('E-mail address').fill(demo.creds.user_email);
    await page.getByLabel('Password').fill(demo.creds.user_password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/campaigns$/);
    assert.equal(await page.locator('table.data tbody tr').count(), 4);
    const text = await page.locator('main').innerText();
    assert.match(text, /Cost per install/);
    assert.match(text, /\$\d[\d,]*\.\d\d/, 'money with its currency');
    await shoot('campaigns');
  });

  it('sees a campaign\'s creative sets with approved files and their ads', async () => {
    await page.getByRole('link', { name: /Creative sets of Dig Deeper · Android/ }).click();
    await page.locator('h1', { hasText: 'Creative sets' }).waitFor();
    const text = await page.locator('main').innerText();
    assert.match(text, /Dig · playable \+ gameplay/);
    assert.match(text, /Playable \(HTML\)\s*HOSTED_HTML/);
    assert.ok((await page.locator('.badge[title="ACTIVE"]').count()) >= 3, 'files approved');
    assert.ok(await page.locator('h3', { hasText: 'Ads' }).count());
    await shoot('creative-sets');
  });

  it('reports: two weeks of figures, one readable chart per measure', async () => {
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/console\/reports$/);
    await page.locator('#report-chart canvas').nth(2).waitFor();
    assert.equal(await page.locator('#report-chart canvas').count(), 3);
    const spend = await page.locator('table.data').first().locator('td[data-label="Spend"]').allInnerTexts();
    assert.ok(spend.filter((x) => x !== '$0.00').length >= 13, spend.join(' '));
    await shoot('reports');
  });

  it('suppression: the apps\' lists with their counts', async () => {
    await page.getByRole('link', { name: 'Suppression' }).click();
    const row = page.locator('#suppression-lists tbody tr', { hasText: 'com.example.digdeeper' });
    await row.waitFor();
    assert.match(await row.innerText(), /\d+/);
    await shoot('suppression');
  });

  it('request logs: the try-its of /docs are there, and one opens with its bodies', async () => {
    await page.getByRole('link', { name: 'Request logs' }).click();
    await page.locator('#request-logs').waitFor();
    const paths = await page.locator('#request-logs .path').allInnerTexts();
    for (const p of ['/manage/v1/campaign/list', '/oauth/v1/access_token', '/campaign_management/v1/campaigns', '/suppressionApps', '/report']) {
      assert.ok(paths.some((x) => x.startsWith(p)), `${p} in ${paths.join(', ')}`);
    }
    assert.ok(!(await page.locator('main').innerText()).includes(demo.creds.client_secret), 'no secret shown');
    await shoot('request-logs');
    await page.locator('#request-logs tr', { hasText: '/oauth/v1/access_token' }).first().getByRole('link').first().click();
    await page.locator('#request-body').waitFor();
    const detail = await page.locator('main').innerText();
    // Authorize sent the client's id and secret with HTTP Basic (headers are never stored); the token is redacted
    assert.match(detail, /"grant_type": "client_credentials"/);
    assert.match(detail, /"access_token": "\[redacted\]"/);
    assert.ok(!detail.includes(demo.creds.client_secret) && !/oat_[A-Za-z0-9_-]{16}/.test(detail));
    await shoot('request-log-detail');
  });

  it('a mistake in a form names the field\'s label and the offending value', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill('My first campaign');
    await page.getByLabel('Platform').selectOption('ANDROID');
    await page.getByLabel('Package name (Android) or bundle id (iOS)').fill('com.example.first');
    assert.match(await page.getByLabel('Bidding strategy').locator('option[value="TARGET_GOAL_WITH_CPI_BILLING"]').innerText(), /^Target goal, pay per install \(TARGET_GOAL_WITH_CPI_BILLING\)$/);
    await page.getByLabel('Bidding strategy').selectOption('TARGET_GOAL_WITH_CPI_BILLING');
    await page.getByLabel('Goal type').selectOption('CPI');
    await page.getByLabel('Goal value for all countries').fill('2.50');
    await page.getByLabel('Daily budget for all countries').fill('100');
    await page.getByLabel('Targeted countries').fill('US, XX');
    await page.getByLabel('Tracking method').selectOption('TRACKER_01');
    await page.getByLabel('Click URL').fill('https://track.example/c');
    await page.getByLabel('Impression URL').fill('https://track.example/i');
    await page.getByLabel('End date (UTC)').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const err = page.locator('#err-targeting');
    await err.waitFor();
    assert.match(await err.innerText(), /^Targeted countries: "XX" must be an ISO 3166-1 alpha-2 code/);
    await shoot('form-error');
  });
});
