// The consent flow in a real browser (Debian's Chromium driven by playwright-core): sign in, see
// the consent page, approve, land on the client's redirect URI with code and state.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from './helpers/app.js';
import { launchChromium } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';
import { thirdPartySetup, type ThirdPartySetup } from './helpers/oauth.js';

const CHROMIUM = '/usr/bin/chromium';
const problem = fs.existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is missing (apt-get install chromium)`;
if (problem && process.env.REQUIRE_BROWSER !== '1') {
  console.log(`# NOTE: ****************************************************************`);
  console.log(`# NOTE: oauth browser test NOT RUN: ${problem}`);
  console.log(`# NOTE: ****************************************************************`);
}

describe('oauth consent flow in Chromium', { skip: problem && process.env.REQUIRE_BROWSER !== '1' ? problem : false }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let callback: http.Server;
  let callbackUrl: string;
  const received: URL[] = [];
  const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'oauth-shots-'));
  let s: ThirdPartySetup;

  before(async () => {
    // The client's redirect URI: a local server that records what it receives.
    callback = http.createServer((req, res) => {
      const u = new URL(req.url!, callbackUrl);
      if (u.pathname !== '/favicon.ico') received.push(u);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Client</title><h1>Back at the client</h1>');
    });
    await new Promise<void>((r) => callback.listen(0, '127.0.0.1', r));
    callbackUrl = `http://127.0.0.1:${(callback.address() as { port: number }).port}`;
    t = await startTestApp(await tdb.open());
    s = await thirdPartySetup(t, 'campaigns:write creatives:read source_bids:read', { redirectUri: `${callbackUrl}/callback` });
    browser = await launchChromium(problem);
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    await new Promise((r) => callback?.close(r));
    console.log(`# screenshots of the consent flow: ${shots}`);
  });

  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 740 }]] as const) {
    it(`signs in, shows the consent page and approves (${device})`, async () => {
      const ctx = await browser.newContext({ viewport });
      const page = await ctx.newPage();
      const blocked: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy|Refused/.test(m.text())) blocked.push(m.text()); });
      const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:write source_bids:read', state: `browser-${device}` });
      await page.goto(`${t.url}/oauth/initialize?${q}`);
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Sign in to continue to Partner Tool');
      // keyboard focus starts in the e-mail field (autofocus), labels are wired to their inputs
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'email');
      await page.screenshot({ path: path.join(shots, `1-sign-in-${device}.png`), fullPage: true });
      await page.getByLabel('E-mail address').fill(s.email);
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
      await page.screenshot({ path: path.join(shots, `2-sign-in-error-${device}.png`), fullPage: true });
      await page.getByLabel('Password').fill(s.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: /Allow Partner Tool to access Approving advertiser/ }).waitFor();
      const items = await page.getByRole('list', { name: 'Requested permissions' }).getByRole('listitem').allInnerTexts();
      assert.equal(items.length, 2);
      assert.match(items[0]!, /Create and change your campaigns/);
      assert.match(items[1]!, /traffic sources/);
      await page.screenshot({ path: path.join(shots, `3-consent-${device}.png`), fullPage: true });
      const before = received.length;
      await Promise.all([page.waitForURL(`${callbackUrl}/callback?**`), page.getByRole('button', { name: 'Approve' }).click()]);
      assert.equal(received.length, before + 1);
      const got = received.at(-1)!;
      assert.equal(got.pathname, '/callback');
      assert.equal(got.searchParams.get('state'), `browser-${device}`);
      assert.match(got.searchParams.get('code') ?? '', /^oac_/);
      assert.deepEqual(blocked, []);
      // the code really buys a token
      const res = await fetch(`${t.url}/oauth/v1/access_token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: s.clientId, client_secret: s.clientSecret, code: got.searchParams.get('code')!, redirect_uri: s.redirectUri }),
      });
      assert.equal(res.status, 200);
      // the session cookie is HttpOnly and SameSite=Lax
      const cookie = (await ctx.cookies(`${t.url}/oauth/initialize`)).find((c) => c.name === 'cp_oauth_sid');
      assert.ok(cookie && cookie.httpOnly && cookie.sameSite === 'Lax');
      await ctx.close();
    });
  }

  it('shows an error page and stays put when the redirect URI is not the registered one', async () => {
    const page = await browser.newPage();
    const before = received.length;
    const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: `${callbackUrl}/elsewhere`, response_type: 'code', scope: 'campaigns:write', state: 'x' });
    const res = await page.goto(`${t.url}/oauth/initialize?${q}`);
    assert.equal(res?.status(), 400);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'The redirect address does not match');
    await page.screenshot({ path: path.join(shots, '4-error.png'), fullPage: true });
    assert.equal(received.length, before);
    await page.close();
  });
});
