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
import { ensureDemo, type DemoCredentials } from '../src/root/demo.js';
import { authorize, execute, openOperation, paramValues, switchSurface } from './helpers/swagger-ui.js';

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

  it('try-it works on every surface with the credentials the start banner names (issue 25, items 1-3)', async () => {
    const demo = (await ensureDemo(t.c))!;
    const creds: DemoCredentials = demo.creds;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // every request try-it sends, with the headers it carried
    const sent: { method: string; url: string; authorization?: string; idempotencyKey?: string }[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/docs') || u.pathname.startsWith('/openapi/')) return;
      sent.push({ method: r.method(), url: r.url(), authorization: r.headers().authorization, idempotencyKey: r.headers()['idempotency-key'] });
    });
    try {
      await page.goto(`${t.url}/docs`);
      await page.locator('.opblock-tag').first().waitFor();

      // second generation: the campaign API key
      await authorize(page, async (modal) => modal.locator('input').first().fill(creds.campaign_api_key));
      let op = await openOperation(page, 'GET', '/manage/v1/campaign/list');
      // a list is not filtered by an example: only the required account_id is prefilled
      assert.deepEqual(await paramValues(op), { account_id: '1', ids: '', hashed_ids: '', page: '', size: '' });
      await op.locator('tr[data-param-name="account_id"] input[type=text]').fill(creds.account_id);
      assert.equal(await execute(op), '200');
      op = await openOperation(page, 'POST', '/manage/v1/campaign/create');
      assert.equal(await op.locator('tr[data-param-name="Idempotency-Key"] input[type=text]').inputValue(), '', 'no fixed Idempotency-Key');
      await op.locator('tr[data-param-name="account_id"] input[type=text]').fill(creds.account_id);
      assert.equal(await execute(op), '200');
      assert.equal(await execute(op), '200', 'a second try runs again: it is not a replay of the first');
      const creates = sent.filter((r) => r.url.includes('/manage/v1/campaign/create'));
      assert.equal(creates.length, 2);
      assert.ok(creates.every((r) => r.idempotencyKey === undefined && r.authorization === creds.campaign_api_key));
      const list = await t.app.inject({ method: 'GET', url: `/manage/v1/campaign/list?account_id=${creds.account_id}`, headers: { authorization: creds.campaign_api_key } });
      assert.equal((JSON.parse(list.body) as unknown[]).length, 2, 'both tries created a campaign');
      await page.screenshot({ path: path.join(shots, 'try-it-manage-v1.png') });

      // first generation: Authorize with the demo app's client credentials (client credentials flow)
      await switchSurface(page, 'Campaign Management API (first generation)', '/campaign_management/v1/campaigns');
      await authorize(page, async (modal) => {
        const flow = modal.locator('.auth-container').filter({ hasText: 'clientCredentials' });
        await flow.locator('input#client_id_clientCredentials').fill(creds.client_id);
        await flow.locator('input#client_secret_clientCredentials').fill(creds.client_secret);
        await flow.locator('a[data-all="true"]').click();
        return flow;
      });
      op = await openOperation(page, 'GET', '/campaign_management/v1/campaigns');
      assert.equal(await execute(op), '200');
      const v1 = sent.filter((r) => r.url.endsWith('/campaign_management/v1/campaigns'));
      assert.equal(v1.length, 1);
      assert.match(v1[0]!.authorization ?? '', /^Bearer oat_/, 'the token of the nested answer, not "Bearer undefined"');
      op = await openOperation(page, 'POST', '/campaign_management/v1/campaign');
      assert.equal(await op.locator('tr[data-param-name="Idempotency-Key"] input[type=text]').inputValue(), '');
      assert.equal(await execute(op), '200');
      await page.screenshot({ path: path.join(shots, 'try-it-campaign-management-v1.png') });

      // the authorization server itself: the real, nested answer
      await switchSurface(page, 'OAuth 2.0 authorization server', '/oauth/v1/access_token');
      op = await openOperation(page, 'POST', '/oauth/v1/access_token');
      await op.locator('tr[data-property-name="grant_type"] input[type=text]').fill('client_credentials');
      await op.locator('tr[data-property-name="client_id"] input[type=text]').fill(creds.client_id);
      await op.locator('tr[data-property-name="client_secret"] input[type=text]').fill(creds.client_secret);
      await op.locator('tr[data-property-name="scope"] input[type=text]').fill('campaigns:read');
      assert.equal(await execute(op), '200');
      assert.match(await op.locator('.live-responses-table .response .microlight').first().innerText(), /"accessToken"/);

      // suppression: the management key
      await switchSurface(page, 'Suppression API', '/suppressionApps');
      await authorize(page, async (modal) => modal.locator('input').first().fill(creds.management_key));
      op = await openOperation(page, 'POST', '/suppressionApps');
      assert.equal(await execute(op), '200');

      // reporting: the report key
      await switchSurface(page, 'Reporting API', '/report');
      await authorize(page, async (modal) => modal.locator('input').first().fill(creds.report_key!));
      op = await openOperation(page, 'GET', '/report');
      await op.locator('tr[data-param-name="start"] input[type=text]').fill('now');
      await op.locator('tr[data-param-name="end"] input[type=text]').fill('now');
      await op.locator('tr[data-param-name="columns"] input[type=text]').fill('day,campaign,impressions,installs,cost');
      assert.equal(await execute(op), '200');
      await page.screenshot({ path: path.join(shots, 'try-it-reporting.png') });

      assert.ok(!sent.some((r) => /undefined/.test(r.authorization ?? '')), 'no request went out with an undefined credential');
    } finally {
      await page.close();
    }
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
