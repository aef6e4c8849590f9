// The web console in a real browser (Debian's Chromium through playwright-core): sign in, create
// a campaign through the form and read it through /manage/v1, see a field error, upload two files
// and watch progress and processing reach their end, toggle a status and see it through v1,
// rotate the campaign API key and see the old key refused, upload a suppression file and see the
// counts. Every page is photographed at 1280x800 and 390x844 into test-artifacts/console/, every
// control is checked for a label, and no request may leave the server.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { consoleUser, type ConsoleUser } from './helpers/console.js';
import { sqliteDatabase } from './helpers/databases.js';
import { manage } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { png } from './helpers/upload-parts.js';
import { htmlPage } from './helpers/media.js';

const problem = browserProblem('console browser test');
const SHOTS = path.resolve('test-artifacts/console');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe('web console in Chromium', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let ctx: BrowserContext;
  let page: Page;
  let A: ConsoleUser;
  const outside: string[] = [];
  const blocked: string[] = [];

  /** Screenshots of the current page at both sizes, and every control checked for a label. */
  async function shoot(name: string): Promise<void> {
    fs.mkdirSync(SHOTS, { recursive: true });
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll('input:not([type=hidden]), select, textarea, button')]
        .filter((el) => {
          const e = el as HTMLInputElement;
          if (e.labels && e.labels.length) return false;
          if (e.getAttribute('aria-label') || e.getAttribute('aria-labelledby')) return false;
          return el.tagName !== 'BUTTON' || !(el.textContent ?? '').trim();
        })
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    assert.deepEqual(unlabelled, [], `${name}: controls without a label`);
    assert.equal(await page.locator('main h1').count(), 1, `${name}: one h1 in main`);
    const dupIds = await page.evaluate(() => {
      const seen = new Set<string>();
      return [...document.querySelectorAll('[id]')].map((e) => e.id).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    });
    assert.deepEqual(dupIds, [], `${name}: duplicate ids`);
    // WCAG contrast of every visible text against its effective background: at least 4.5:1
    const lowContrast = await page.evaluate(() => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const background = (el: Element | null): number[] => {
        for (; el; el = el.parentElement) {
          const c = rgb(getComputedStyle(el).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3]! > 0.5)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const bad: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        const box = (el as HTMLElement).getBoundingClientRect();
        if (!own || box.width === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('.visually-hidden, .skip, option')) continue;
        const a = lum(rgb(getComputedStyle(el).color));
        const b = lum(background(el));
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < 4.5) bad.push(`${el.tagName}.${el.className} "${el.textContent!.trim().slice(0, 30)}" ${ratio.toFixed(2)}`);
      }
      return bad;
    });
    assert.deepEqual(lowContrast, [], `${name}: text under 4.5:1`);
    for (const v of VIEWPORTS) {
      await page.setViewportSize(v);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 1, `${name} at ${v.width}px scrolls sideways by ${overflow}px`);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${v.width}x${v.height}.png`), fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }

  before(async () => {
    t = await startTestApp(await tdb.open());
    A = await consoleUser(t, 'Browser Advertiser');
    browser = await launchChromium(problem);
    ctx = await browser.newContext({ viewport: VIEWPORTS[0] });
    page = await ctx.newPage();
    page.on('request', (r) => {
      if (!r.url().startsWith(t.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) outside.push(r.url());
    });
    page.on('console', (m) => {
      if (/Content Security Policy|Refused/.test(m.text())) blocked.push(m.text());
    });
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    console.log(`# console screenshots: ${SHOTS}`);
  });

  it('signs in with an account user (the skip link and focus outline work)', async () => {
    await page.goto(`${t.url}/console/campaigns`);
    assert.match(page.url(), /\/console\/sign-in\?next=/);
    await shoot('sign-in');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.equal(outline, 'solid', 'visible focus');
    await page.getByLabel('E-mail address').fill(A.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /not correct/);
    await page.getByLabel('Password').fill(A.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/campaigns$/);
    assert.equal(await page.locator('h1').innerText(), 'Campaigns');
    await shoot('campaigns-empty');
  });

  it('shows a field error next to its field, then creates the campaign; /manage/v1 reads it', async () => {
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill('Browser campaign');
    await page.getByLabel('Platform').selectOption('ANDROID');
    await page.getByLabel('Package name (Android) or bundle id (iOS)').fill('com.example.browser');
    await page.getByLabel('Bidding strategy').selectOption('TARGET_GOAL_WITH_CPI_BILLING');
    await page.getByLabel('Goal type').selectOption('CPI');
    await page.getByLabel('Goal value for all countries').fill('-2');
    await page.getByLabel('Daily budget for all countries').fill('250');
    await page.getByLabel('Targeted countries').fill('US, CA');
    await page.getByLabel('US regions').fill('TX');
    await page.getByLabel('Tracking method').selectOption('TRACKER_03');
    await page.getByLabel('Click URL').fill('https://track.example/c?id={IDFA}');
    await page.getByLabel('Impression URL').fill('https://track.example/i');
    await page.getByLabel('End date (UTC)').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await shoot('campaign-new');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const err = page.locator('#err-goal_goal_value_for_all_countries');
    await err.waitFor();
    // the field's label and the offending value, then the rule
    assert.match(await err.innerText(), /^Goal value for all countries: "-2" must not be negative/);
    assert.equal(await page.getByLabel('Goal value for all countries').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'error-summary', 'focus moves to the error summary');
    await shoot('campaign-field-error');
    await page.getByLabel('Goal value for all countries').fill('2.10');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(/\/console\/campaigns\?created=/);
    const list = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list');
    const made = list.body.find((c: { name: string }) => c.name === 'Browser campaign');
    assert.ok(made, list.text);
    assert.deepEqual(made.targeting, [{ country_code: 'CA' }, { country_code: 'US', region_codes: ['TX'] }]);
    assert.equal(made.goal.goal_value_for_all_countries, '2.1');
    assert.equal(made.tracking.tracking_method, 'TRACKER_03');
  });

  it('toggles the campaign\'s status from the list; the first generation (v1) sees it', async () => {
    const token = await firstPartyToken(t, 'campaigns:read', A.accountId);
    const campaign = (await t.c.campaigns.listWithYesterday(A.accountId))[0]!.campaign;
    const v1 = async () => (await (await fetch(`${t.url}/campaign_management/v1/campaign/${campaign.hashedId}`, { headers: { authorization: `Bearer ${token.token}` } })).json()) as { status: boolean };
    assert.equal((await v1()).status, false);
    await page.goto(`${t.url}/console/campaigns`);
    const toggle = page.getByRole('switch', { name: /Browser campaign/ });
    assert.equal(await toggle.getAttribute('aria-checked'), 'false');
    await shoot('campaigns');
    // by keyboard: focus shows an outline, Enter submits
    await toggle.focus();
    assert.equal(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle), 'solid', 'visible focus on the toggle');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    assert.equal(await page.getByRole('switch', { name: /Browser campaign/ }).getAttribute('aria-checked'), 'true');
    assert.equal((await v1()).status, true);
    await page.getByRole('link', { name: 'Browser campaign', exact: true }).click();
    assert.equal(await page.getByLabel('Campaign name').inputValue(), 'Browser campaign');
    await shoot('campaign-edit');
  });

  it('uploads two files to the library and watches both progress and processing reach their end', async () => {
    await page.goto(`${t.url}/console/assets`);
    await page.getByLabel('Files', { exact: true }).setInputFiles([
      { name: 'banner-a.png', mimeType: 'image/png', buffer: png(320, 50, 21) },
      { name: 'playable.html', mimeType: 'text/html', buffer: htmlPage() },
    ]);
    await page.getByRole('button', { name: 'Upload' }).click();
    for (const name of ['banner-a.png', 'playable.html']) {
      const li = page.locator(`li[data-file="${name}"]`);
      await li.locator('[data-done], .processing').first().waitFor();
      await page.waitForSelector(`li[data-file="${name}"][data-done]`, { timeout: 30_000 });
      assert.equal(await li.locator('progress').evaluate((p) => (p as HTMLProgressElement).value), 100);
      assert.equal(await li.locator('.processing').innerText(), 'Processed');
      assert.equal(await li.locator('.processing').getAttribute('title'), 'SUCCESS', 'the API value beside the words');
      assert.equal(await li.locator('.review').innerText(), 'Approved');
    }
    assert.equal(await page.locator('#batch-progress').evaluate((p) => (p as HTMLProgressElement).value), 100);
    assert.match(await page.locator('#batch-status').innerText(), /All 2 files finished/);
    // the library table shows both without a reload
    await page.waitForFunction(() => document.querySelectorAll('#library table.data tbody tr').length === 2);
    await shoot('assets-uploaded');
    await page.getByLabel('Type').selectOption('html');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/type=html/);
    assert.equal(await page.locator('table.data tbody tr').count(), 1);
    await shoot('assets');
  });

  it('shows the campaign\'s creative sets and adds assets', async () => {
    const campaign = (await t.c.campaigns.listWithYesterday(A.accountId))[0]!.campaign;
    await page.goto(`${t.url}/console/campaigns/${campaign.id}/creative-sets`);
    await shoot('creative-sets-empty');
    await page.getByLabel('Name').fill('Browser set');
    await page.getByRole('button', { name: 'Create creative set' }).click();
    await page.locator('h2', { hasText: 'Browser set' }).waitFor();
    await page.locator('summary', { hasText: 'Add an asset' }).click();
    const setId = (await t.c.creatives.sets.listByCampaign(A.accountId, { id: campaign.id }))[0]!.set.id;
    await page.locator(`#set-${setId}-lib-asset_id`).selectOption({ label: 'banner-a.png — Banner image, 320×50 (IMG_BANNER)' });
    await page.locator(`#set-${setId}-lib-asset_id`).locator('xpath=ancestor::form').getByRole('button', { name: 'Add' }).click();
    await page.waitForLoadState('load');
    await page.locator('summary', { hasText: 'Add an asset' }).click();
    await page.locator(`#set-${setId}-file`).setInputFiles({ name: 'inter.png', mimeType: 'image/png', buffer: png(320, 480, 22) });
    await Promise.all([page.waitForEvent('load'), page.locator(`#set-${setId}-file`).locator('xpath=ancestor::form').getByRole('button', { name: 'Upload' }).click()]);
    await page.locator('table.data td', { hasText: 'inter.png' }).waitFor();
    const members = (await t.c.creatives.sets.get(A.accountId, { id: setId })).members.length;
    assert.equal(members, 2);
    await shoot('creative-sets');
  });

  it('rotates the campaign API key: the new key is shown once and the old one is refused', async () => {
    await page.goto(`${t.url}/console/keys`);
    await shoot('keys');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Rotate the campaign api key' }).click();
    await page.locator('#new-secret').waitFor();
    const key = (await page.locator('#new-secret').innerText()).trim();
    assert.match(key, /^cpk_/);
    assert.equal((await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list')).status, 403, 'the old key is refused');
    assert.equal((await manage(t, { accountId: A.accountId, key }, 'GET', '/campaign/list')).status, 200);
    await shoot('keys-rotated');
    await page.getByLabel('Name').fill('Browser tool');
    await page.getByLabel('creatives:read', { exact: false }).check();
    await page.getByRole('button', { name: 'Create app' }).click();
    await page.locator('#new-secret').waitFor();
    assert.match(await page.locator('#new-secret').innerText(), /^cs_/);
    await shoot('keys-app-created');
  });

  it('uploads a suppression file and shows the counts', async () => {
    await page.goto(`${t.url}/console/suppression`);
    await shoot('suppression');
    const form = page.locator('form[data-op="add"]');
    await form.getByLabel('App (package name or App Store id)').fill('com.example.browser');
    await form.getByLabel('File of ids').setInputFiles({ name: 'ids.txt', mimeType: 'text/plain', buffer: Buffer.from('6f9619ff-8b86-d011-b42d-00c04fc964ff\nnot an id\n1b4e28ba-2fa1-11d2-883f-0016d3cca427\n') });
    await form.getByRole('button', { name: 'Upload and add' }).click();
    await form.locator('.result.notice').waitFor();
    assert.match(await form.locator('.result').innerText(), /2 valid ids, 1 invalid ids/);
    assert.equal(await form.locator('progress').evaluate((p) => (p as HTMLProgressElement).value), 100);
    assert.equal(await t.c.suppression.count(A.accountId, 'com.example.browser'), 2);
    await shoot('suppression-uploaded');
    await page.getByLabel('Advertising id', { exact: true }).fill('6f9619ff-8b86-d011-b42d-00c04fc964ff');
    await page.locator('form[action="/console/suppression/check"] input[name=package_name]').fill('com.example.browser');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('#check-result').waitFor();
    assert.match(await page.locator('#check-result').innerText(), /is listed/);
  });

  it('shows daily spend, installs and cost per install as a chart and a table, and downloads the CSV', async () => {
    // the account's campaigns delivered the last three days (the simulator, backfilled)
    await t.c.db.run('UPDATE campaigns SET start_at = 0, status = 1 WHERE account_id = ?', [A.accountId]);
    const d = (back: number) => new Date(t.c.clock.now().getTime() - back * 86_400_000).toISOString().slice(0, 10);
    const made = await t.c.delivery.backfill(d(3), d(1));
    assert.ok(made.rows > 0, 'the campaigns made in the tests above deliver');
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/console\/reports$/);
    await page.locator('#report-chart canvas').first().waitFor();
    // one chart per measure, each with its own axis: cost per install is not drawn on the spend axis
    assert.equal(await page.locator('#report-chart canvas').count(), 3);
    assert.deepEqual(await page.locator('#report-chart h3').allInnerTexts(), ['Spend', 'Installs', 'Cost per install']);
    assert.equal(await page.locator('table.data').first().locator('tbody tr').count(), 14, 'the last 14 days');
    assert.match(await page.locator('main').innerText(), /By campaign and country/);
    await shoot('reports');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    assert.equal(csv[0], 'day,campaign,campaign_id_external,country,impressions,clicks,installs,cost,average_cpa');
    assert.ok(csv.length > 3, `rows: ${csv.length}`);
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('#err-start').waitFor();
    assert.match(await page.locator('#err-start').innerText(), /45 day request window/);
    await shoot('reports-error');
    // the cohort view: revenue and ROAS by days since install
    await page.getByRole('link', { name: /Cohorts: revenue, ROAS/ }).click();
    await page.waitForURL(/\/console\/reports\/cohorts$/);
    await page.locator('#cohort-chart canvas').first().waitFor();
    assert.ok((await page.locator('table.data tbody tr').count()) >= 2, 'the total and the campaigns');
    assert.match(await page.locator('main').innerText(), /ROAS by days since install/);
    await shoot('reports-cohorts');
  });

  it('made no request outside the server and no CSP violation; signs out', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/console\/sign-in$/);
    assert.deepEqual(outside, []);
    assert.deepEqual(blocked, []);
  });
});
