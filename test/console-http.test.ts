// The web console over HTTP on both engines: sign-in and session, CSRF on every form, tenant
// isolation on every page and endpoint, field errors in the API's words, malformed input.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newCampaignFromV2 } from '../src/surfaces/manage-v1/campaign-map.js';
import { bodyFromForm, CAMPAIGN_LABELS } from '../src/surfaces/console/campaign-form.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { campaignFields, ConsoleClient, consoleUser, csrfOf, signIn, type ConsoleUser } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';
import { DeliverySqlRepo } from '../src/storage/repos/delivery-sql-repo.js';
import { manage, v2Campaign } from './helpers/manage.js';
import { approveOverHttp, thirdPartySetup } from './helpers/oauth.js';
import { multipartBody, png } from './helpers/upload-parts.js';
import { mp4 } from './helpers/media.js';

const ID_A = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
const ID_B = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

await forEachDatabase('web console over HTTP', (tdb) => {
  let t: TestApp;
  let A: ConsoleUser;
  let B: ConsoleUser;
  let a: ConsoleClient;
  let b: ConsoleClient;
  /** Objects of account B that A must never reach. */
  let bCampaign: number;
  let bSet: number;
  let bApp: string;
  let bUpload: string;
  let bAsset: number;
  /** Objects of account A. */
  let aCampaign: number;
  let aSet: number;

  before(async () => {
    t = await startTestApp(await tdb.open());
    A = await consoleUser(t, 'Advertiser A');
    B = await consoleUser(t, 'Advertiser B');
    a = await signIn(t, A);
    b = await signIn(t, B);
    const now = t.c.clock.now();
    bCampaign = (await t.c.campaigns.create(B.accountId, newCampaignFromV2(v2Campaign({ name: 'B secret campaign' }) as never, now))).campaign.id;
    bSet = (await t.c.creatives.sets.create(B.accountId, { campaign: { id: bCampaign }, name: 'B secret set', version: 'V1' })).set.id;
    bApp = (await t.c.accounts.createOAuthApp({ accountId: B.accountId, name: 'B secret app', kind: 'first-party', scopes: 'campaigns:read' })).app.clientId;
    const up = multipartBody([{ name: 'b-secret.png', contentType: 'image/png', data: png(320, 50, 7) }]);
    const r = await b.page('/console/assets');
    assert.equal(r.status, 200);
    const sent = await b.send('/console/api/assets/upload', up.data, up.contentType);
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    bUpload = sent.json.upload_id;
    bAsset = Number((await t.c.uploads.result(B.accountId, bUpload)).details[0]!.id);
    await t.c.suppression.apply('add', B.accountId, 'com.shared.app', (async function* () { yield Buffer.from(`${ID_B}\n`); })());
    aCampaign = (await t.c.campaigns.create(A.accountId, newCampaignFromV2(v2Campaign({ name: 'A campaign' }) as never, now))).campaign.id;
    aSet = (await t.c.creatives.sets.create(A.accountId, { campaign: { id: aCampaign }, name: 'A set', version: 'V1' })).set.id;
    await a.page('/console/campaigns');
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('answers every page only to a signed-in user', async () => {
    const anon = new ConsoleClient(t.url);
    for (const p of ['/console/campaigns', '/console/campaigns/new', `/console/campaigns/${aCampaign}`, `/console/campaigns/${aCampaign}/creative-sets`, '/console/assets', '/console/suppression', '/console/keys', '/console/reports', '/console/reports.csv']) {
      const r = await anon.get(p);
      assert.equal(r.status, 303, p);
      assert.equal(r.headers.get('location'), `/console/sign-in?next=${encodeURIComponent(p)}`);
    }
    // a secret in the query of a signed-out request is not handed back in the redirect
    const leaky = await anon.get('/console/reports?from=2026-11-01&api_key=rk_secret_value&access_token=oat_x');
    assert.equal(leaky.status, 303);
    assert.equal(leaky.headers.get('location'), `/console/sign-in?next=${encodeURIComponent('/console/reports?from=2026-11-01')}`);
    assert.equal((await anon.get('/console/api/uploads/' + bUpload)).status, 401);
    const post = await anon.submit('/console/keys/campaign/rotate', {}, null);
    assert.equal(post.status, 401);
    // the root goes to the campaigns, which ask for a sign-in
    assert.equal((await anon.get('/console')).headers.get('location'), '/console/campaigns');
  });

  it('signs in with the account\'s users: session cookie HttpOnly and SameSite, security headers, a wrong password refused', async () => {
    const c = new ConsoleClient(t.url);
    const form = await c.page('/console/sign-in');
    const csp = form.res.headers.get('content-security-policy')!;
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(form.res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(form.res.headers.get('x-frame-options'), 'DENY');
    assert.equal(form.res.headers.get('referrer-policy'), 'no-referrer');
    assert.doesNotMatch(form.html, /<script>|<style>| style=| on[a-z]+=/, 'no inline script or style');
    const wrong = await c.submit('/console/sign-in', { email: A.email, password: 'not the password' }, csrfOf(form.html));
    assert.equal(wrong.status, 401);
    assert.match(wrong.html, /The e-mail address or password is not correct/);
    const ok = await fetch(`${t.url}/console/sign-in`, { method: 'POST', redirect: 'manual', headers: { cookie: c.cookieHeader }, body: new URLSearchParams({ csrf_token: csrfOf(form.html), email: A.email, password: A.password }) });
    assert.equal(ok.status, 303);
    const cookie = ok.headers.getSetCookie().find((x) => x.startsWith('cp_console_sid='))!;
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\/console/);
  });

  it('sign-in goes through the sign-in throttle of the consent pages', async () => {
    const victim = await consoleUser(t, 'Throttled');
    const c = new ConsoleClient(t.url);
    const form = await c.page('/console/sign-in');
    let last = '';
    for (let i = 0; i < 7; i++) last = (await c.submit('/console/sign-in', { email: victim.email, password: `wrong ${i}` }, csrfOf(form.html))).html;
    assert.match(last, /Too many failed attempts/);
    // even the right password waits now
    const right = await c.submit('/console/sign-in', { email: victim.email, password: victim.password }, csrfOf(form.html));
    assert.equal(right.status, 401);
    assert.match(right.html, /Too many failed attempts/);
  });

  it('lists 50 campaigns a page, newest first; searches; filters by status', async () => {
    const many = await consoleUser(t, 'Many campaigns');
    const now = t.c.clock.now();
    for (let i = 0; i < 120; i++) {
      const made = await t.c.campaigns.create(many.accountId, newCampaignFromV2(v2Campaign({ name: `Bulk ${String(i).padStart(3, '0')} ${i % 2 ? 'odd' : 'even'}` }) as never, now));
      if (i % 3 === 0) await t.c.campaigns.update(many.accountId, { id: made.campaign.id }, { status: true });
    }
    const c = await signIn(t, many);
    const names = (html: string) => [...html.matchAll(/<a href="\/console\/campaigns\/\d+">(Bulk [^<]+)<\/a>/g)].map((m) => m[1]);
    const p1 = await c.page('/console/campaigns');
    assert.equal(names(p1.html).length, 50);
    assert.equal(names(p1.html)[0], 'Bulk 119 odd');
    assert.match(p1.html, /120 campaigns, page 1 of 3/);
    assert.match(p1.html, /href="\/console\/campaigns\?page=2" rel="next"/);
    const p3 = await c.page('/console/campaigns?page=3');
    assert.deepEqual(names(p3.html), Array.from({ length: 20 }, (_, i) => `Bulk ${String(19 - i).padStart(3, '0')} ${(19 - i) % 2 ? 'odd' : 'even'}`));
    const live = await c.page('/console/campaigns?status=live&q=ODD');
    // live: every third (i % 3 == 0); odd: i % 2 == 1 -> i = 3, 9, ..., 117: 20 campaigns
    assert.equal(names(live.html).length, 20);
    assert.ok(names(live.html).every((n) => / odd$/.test(n!)));
    assert.match(live.html, /20 campaigns\./);
    const paused = await c.page('/console/campaigns?status=paused&q=bulk+00');
    assert.deepEqual(names(paused.html), ['Bulk 008 even', 'Bulk 007 odd', 'Bulk 005 odd', 'Bulk 004 even', 'Bulk 002 even', 'Bulk 001 odd']);
  });

  it('refuses the sign-in form without its CSRF token or with a wrong one', async () => {
    const c = new ConsoleClient(t.url);
    await c.page('/console/sign-in');
    for (const token of [null, 'f'.repeat(64)]) {
      const r = await c.submit('/console/sign-in', { email: A.email, password: A.password }, token);
      assert.equal(r.status, 403);
      assert.equal(r.res.headers.getSetCookie().some((x) => x.startsWith('cp_console_sid=')), false);
    }
  });

  it('signs out: the session ends', async () => {
    const c = await signIn(t, A);
    const out = await c.submit('/console/sign-out', {});
    assert.equal(out.status, 303);
    const again = await fetch(`${t.url}/console/campaigns`, { redirect: 'manual', headers: { cookie: c.cookieHeader } });
    assert.equal(again.status, 303, 'the old session id no longer opens the console');
  });

  it('creates a campaign through the form; /manage/v1 reads it', async () => {
    await a.page('/console/campaigns/new');
    const r = await a.submit('/console/campaigns', campaignFields({ name: 'Made in the console' }));
    assert.equal(r.status, 303, r.html);
    const list = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list');
    const made = list.body.find((c: { name: string }) => c.name === 'Made in the console');
    assert.ok(made, list.text);
    assert.equal(r.res.headers.get('location'), `/console/campaigns?created=${made.id}`);
    assert.match((await a.page(r.res.headers.get('location')!)).html, new RegExp(`Campaign created \\(id ${made.id}\\)`));
    assert.deepEqual(made.targeting, [{ country_code: 'GB' }, { country_code: 'US', region_codes: ['CA', 'NY'] }]);
    assert.equal(made.budget.daily_budget_for_all_countries, '300');
    assert.equal(made.goal.goal_value_for_all_countries, '1.25');
    assert.equal(made.status, 'PAUSED');
    // and the list shows it
    const page = await a.page('/console/campaigns?q=made+in');
    assert.match(page.html, /Made in the console/);
    assert.doesNotMatch(page.html, />A campaign</);
  });

  it('shows each validation error next to its field, in /manage/v1\'s words', async () => {
    const cases: [Record<string, string>, string][] = [
      [campaignFields({ 'goal.goal_value_for_all_countries': '-3' }), 'goal.goal_value_for_all_countries'],
      [campaignFields({ targeting: 'US, XX' }), 'targeting'],
      [campaignFields({ 'targeting.US.region_codes': 'ZZ' }), 'targeting.US.region_codes'],
      [campaignFields({ name: '' }), 'name'],
      [campaignFields({ end_date: '' }), 'end_date'],
      [campaignFields({ 'tracking.tracking_method': 'TRACKER_02' }), 'tracking.tracking_method'],
      [campaignFields({ platform: 'IOS', package_name: 'com.example.ios' }), 'itunes_id'],
      [campaignFields({ 'budget.country_code_to_daily_budget': 'US=100' }), 'budget.country_code_to_daily_budget'],
      [campaignFields({ 'budget.daily_budget_for_all_countries': '', 'budget.country_code_to_daily_budget': 'US=100' }), 'budget.country_code_to_daily_budget'],
    ];
    const offending: Record<string, string> = { 'goal.goal_value_for_all_countries': '-3', targeting: 'XX', 'targeting.US.region_codes': 'ZZ', 'tracking.tracking_method': 'TRACKER_02' };
    for (const [fields, field] of cases) {
      await a.page('/console/campaigns/new');
      const r = await a.submit('/console/campaigns', fields);
      assert.equal(r.status, 400, field);
      // the same body sent to the API: the console shows the API's message word for word
      // (an empty text field is left out of the form's body; the API is sent it as the empty string)
      const body = { ...bodyFromForm(fields as never, true), ...(fields.name === '' ? { name: '' } : {}) };
      const api = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'POST', '/campaign/create', { body });
      assert.equal(api.status, 400, api.text);
      const message = decodeURIComponent(api.headers.get('x-al-error-message') ?? '') || api.body.message;
      const id = `err-${field.replace(/[^A-Za-z0-9_-]/g, '_')}`;
      const shown = new RegExp(`<p class="field-error" id="${id}">([^<]*)</p>`).exec(r.html);
      assert.ok(shown, `no error next to ${field}:\n${r.html.slice(0, 3000)}`);
      // the form's label, the offending value where there is one, then the API's own words for the rule
      const text = shown[1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
      const apiMessage: string = api.body.message ?? message;
      const apiField: string = api.body.field ?? api.body.error?.field;
      const rule = apiMessage.startsWith(`${apiField}: `) ? apiMessage.slice(apiField.length + 2) : apiMessage;
      assert.ok(text.startsWith(`${CAMPAIGN_LABELS[field as keyof typeof CAMPAIGN_LABELS]}: `), text);
      assert.ok(text.endsWith(rule), `${text} ends with the API's rule: ${rule}`);
      if (offending[field]) assert.ok(text.includes(`"${offending[field]}"`), `${text} names ${offending[field]}`);
      assert.match(r.html, new RegExp(`aria-describedby="[^"]*${id}`), 'the field points at its error');
    }
  });

  it('creates with per-country values and an iOS app; a value list it cannot read is refused under its field', async () => {
    await a.page('/console/campaigns/new');
    const per = await a.submit('/console/campaigns', campaignFields({
      name: 'Per country', platform: 'IOS', package_name: 'com.example.ios', itunes_id: '123456789',
      'budget.daily_budget_for_all_countries': '', 'budget.country_code_to_daily_budget': 'US=100, gb: 50',
      'goal.goal_value_for_all_countries': '', 'goal.country_code_to_goal_value': 'US=2\nGB=1.5',
    }));
    assert.equal(per.status, 303, per.html);
    const got = (await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list')).body.find((c: { name: string }) => c.name === 'Per country');
    assert.deepEqual(got.budget, { country_code_to_daily_budget: { GB: '50', US: '100' } });
    assert.deepEqual(got.goal.country_code_to_goal_value, { GB: '1.5', US: '2' });
    assert.equal(got.itunes_id, 123456789);
    assert.equal(got.platform, 'IOS');
    const list = await a.page('/console/campaigns?q=per+country');
    assert.match(list.html, /GB \$50\.00, US \$100\.00 \/ day/);
    const bad = await a.submit('/console/campaigns', campaignFields({ 'budget.daily_budget_for_all_countries': '', 'budget.country_code_to_daily_budget': 'US100' }));
    assert.equal(bad.status, 400);
    assert.match(bad.html, /id="err-budget_country_code_to_daily_budget">Daily budget per country: write one COUNTRY=value per entry, such as US=1.50 \(could not read &quot;US100&quot;\)/);
  });

  it('shows yesterday\'s spend and installs from the campaigns core', async () => {
    await t.c.campaigns.recordDay(A.accountId, { id: aCampaign }, { day: t.c.campaigns.yesterday(), impressions: 900, clicks: 30, installs: 7, spend: '12.5' });
    const page = await a.page('/console/campaigns?q=A+campaign');
    // money one way everywhere: dollars with the sign, two decimals
    assert.match(page.html, /<td data-label="Spend" class="num">\$12\.50<\/td>\s*<td data-label="Installs" class="num">7<\/td>/);
  });

  it('toggles a campaign\'s status from the list; /manage/v1 sees it', async () => {
    await a.page('/console/campaigns');
    const on = await a.submit(`/console/campaigns/${aCampaign}/status`, { status: 'LIVE', back: '/console/campaigns?page=1' });
    assert.equal(on.status, 303);
    assert.equal(on.res.headers.get('location'), '/console/campaigns?page=1');
    let list = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list', { query: { ids: String(aCampaign) } });
    assert.equal(list.body[0].status, 'LIVE');
    const page = await a.page('/console/campaigns?status=live');
    assert.match(page.html, /aria-checked="true"/);
    await a.submit(`/console/campaigns/${aCampaign}/status`, { status: 'PAUSED', back: 'https://evil.example/' }).then((r) => assert.equal(r.res.headers.get('location'), '/console/campaigns'));
    list = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list', { query: { ids: String(aCampaign) } });
    assert.equal(list.body[0].status, 'PAUSED');
  });

  it('edits a campaign through the form', async () => {
    const edit = await a.page(`/console/campaigns/${aCampaign}`);
    assert.equal(edit.status, 200);
    assert.match(edit.html, /value="A campaign"/);
    const r = await a.submit(`/console/campaigns/${aCampaign}`, { name: 'A campaign renamed', targeting: 'DE', 'budget.daily_budget_for_all_countries': '77', 'tracking.click_url': 'https://t.example/c', 'tracking.impression_url': 'https://t.example/i', end_date: '2099-01-01' });
    assert.equal(r.status, 303, r.html);
    assert.match((await a.page(r.res.headers.get('location')!)).html, /Changes saved\./);
    const got = (await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list', { query: { ids: String(aCampaign) } })).body[0];
    assert.equal(got.name, 'A campaign renamed');
    assert.deepEqual(got.targeting, [{ country_code: 'DE' }]);
    assert.equal(got.budget.daily_budget_for_all_countries, '77');
  });

  it('refuses every form and script request without a CSRF token or with a wrong one, and changes nothing', async () => {
    await a.page('/console/keys');
    const other = b.csrf; // a real token, of another session
    const forms: [string, Record<string, string>][] = [
      ['/console/campaigns', campaignFields({ name: 'CSRF should not create' })],
      [`/console/campaigns/${aCampaign}`, { name: 'CSRF renamed' }],
      [`/console/campaigns/${aCampaign}/status`, { status: 'LIVE' }],
      ['/console/keys/campaign/rotate', {}],
      ['/console/keys/management/rotate', {}],
      ['/console/keys/report/rotate', {}],
      ['/console/apps', { name: 'CSRF app', kind: 'first-party', scopes: 'campaigns:read' }],
      [`/console/apps/${bApp}/delete`, {}],
      [`/console/approved/${bApp}/revoke`, {}],
      [`/console/campaigns/${aCampaign}/creative-sets`, { name: 'CSRF set' }],
      [`/console/creative-sets/${aSet}/assets/text`, { type: 'TXT_TITLE', asset: 'CSRF title' }],
      [`/console/creative-sets/${aSet}/assets/library`, { asset_id: '1' }],
      [`/console/creative-sets/${aSet}/sizes`, { sizes: 'BANNER' }],
      ['/console/sign-out', {}],
    ];
    for (const [path, fields] of forms) {
      for (const token of [null, '', other, 'x'.repeat(64)]) {
        const r = await a.submit(path, fields, token);
        assert.equal(r.status, 403, `${path} with token ${token}`);
        assert.match(r.html, /This form cannot be accepted/);
      }
    }
    const up = multipartBody([{ name: 'csrf.png', contentType: 'image/png', data: png(320, 50, 3) }]);
    const setUp = multipartBody([{ field: 'file', name: 'csrf.png', contentType: 'image/png', data: png(320, 50, 4) }]);
    const scripts: [string, Buffer | string, string][] = [
      ['/console/api/assets/upload', up.data, up.contentType],
      [`/console/api/creative-sets/${aSet}/assets`, setUp.data, setUp.contentType],
      ['/console/api/suppression/add?package_name=com.csrf', `${ID_A}\n`, 'application/octet-stream'],
      ['/console/api/suppression/remove?package_name=com.csrf', `${ID_A}\n`, 'application/octet-stream'],
    ];
    for (const [path, body, type] of scripts) {
      for (const token of [null, other, 'x'.repeat(64)]) {
        const r = await a.send(path, body, type, token);
        assert.equal(r.status, 403, `${path} with token ${token}`);
      }
    }
    // nothing happened
    assert.equal(await t.c.accounts.authenticateKey('campaign', A.campaignApiKey), A.accountId);
    assert.equal(await t.c.accounts.authenticateKey('management', A.managementKey), A.accountId);
    const names = (await t.c.campaigns.listWithYesterday(A.accountId)).map((r) => r.campaign.name);
    assert.ok(!names.includes('CSRF should not create') && !names.includes('CSRF renamed'));
    assert.equal((await t.c.campaigns.get(A.accountId, { id: aCampaign })).status, false);
    assert.equal((await t.c.creatives.sets.listByCampaign(A.accountId, { id: aCampaign })).length, 1);
    assert.equal((await t.c.creatives.sets.get(A.accountId, { id: aSet })).members.length, 0);
    assert.equal((await t.c.accounts.listOAuthApps(A.accountId)).length, 0);
    assert.equal(await t.c.suppression.count(A.accountId, 'com.csrf'), 0);
    assert.equal((await t.c.assets.list(A.accountId, { page: 1, size: 10 })).length, 0);
    // the session is still signed in (sign-out was refused too)
    assert.equal((await a.page('/console/campaigns')).status, 200);
  });

  it('never shows or touches another account\'s data: 404 for its objects, nothing of it in any page', async () => {
    await a.page('/console/campaigns');
    for (const p of [`/console/campaigns/${bCampaign}`, `/console/campaigns/${bCampaign}/creative-sets`]) {
      const r = await a.page(p);
      assert.equal(r.status, 404, p);
      assert.doesNotMatch(r.html, /B secret/);
    }
    assert.equal((await a.get(`/console/api/uploads/${bUpload}`)).status, 404);
    const posts: [string, Record<string, string>][] = [
      [`/console/campaigns/${bCampaign}`, { name: 'taken over' }],
      [`/console/campaigns/${bCampaign}/status`, { status: 'LIVE' }],
      [`/console/campaigns/${bCampaign}/creative-sets`, { name: 'intruder set' }],
      [`/console/creative-sets/${bSet}/sizes`, { sizes: 'CTV' }],
      [`/console/creative-sets/${bSet}/assets/text`, { type: 'TXT_TITLE', asset: 'intruder' }],
      [`/console/creative-sets/${bSet}/assets/library`, { asset_id: String(bAsset) }],
      [`/console/apps/${bApp}/delete`, {}],
      [`/console/approved/${bApp}/revoke`, {}],
    ];
    for (const [p, f] of posts) {
      const r = await a.submit(p, f);
      assert.equal(r.status, 404, `${p}: ${r.status}`);
      assert.doesNotMatch(r.html, /B secret/);
    }
    const setUp = multipartBody([{ field: 'file', name: 'x.png', contentType: 'image/png', data: png(320, 50, 5) }]);
    assert.equal((await a.send(`/console/api/creative-sets/${bSet}/assets`, setUp.data, setUp.contentType)).status, 404);
    // B's library asset cannot be put into A's set either
    const lib = await a.submit(`/console/creative-sets/${aSet}/assets/library`, { asset_id: String(bAsset) });
    assert.equal(lib.status, 400);
    assert.match(lib.html, /no asset of this account has this id/);
    // B's things are as they were
    assert.equal((await t.c.campaigns.get(B.accountId, { id: bCampaign })).name, 'B secret campaign');
    assert.equal((await t.c.campaigns.get(B.accountId, { id: bCampaign })).status, false);
    const bView = await t.c.creatives.sets.get(B.accountId, { id: bSet });
    assert.equal(bView.members.length, 0);
    assert.equal(bView.set.sizes.CTV, true);
    assert.equal((await t.c.accounts.listOAuthApps(B.accountId)).length, 1);
    // and no page of A's console shows any of it
    for (const p of ['/console/campaigns', '/console/campaigns?q=secret', '/console/assets', '/console/keys', '/console/suppression', `/console/campaigns/${aCampaign}/creative-sets`]) {
      const r = await a.page(p);
      assert.equal(r.status, 200, p);
      assert.doesNotMatch(r.html, /B secret|b-secret\.png/, p);
    }
    // suppression lists are per account: A's list of the same app does not have B's id
    const check = await a.page(`/console/suppression/check?package_name=com.shared.app&id=${ID_B}`);
    assert.match(check.html, /<strong>not listed<\/strong>/);
    assert.match((await b.page(`/console/suppression/check?package_name=com.shared.app&id=${ID_B}`)).html, /<strong>listed<\/strong>/);
  });

  it('suppression: uploads a file of ids and shows the counts; removes; checks one id', async () => {
    await a.page('/console/suppression');
    const add = await a.send('/console/api/suppression/add?package_name=com.example.supp', `${ID_A}\nnot-an-id\n${ID_B}\n`, 'application/octet-stream');
    assert.equal(add.status, 200);
    assert.deepEqual(add.json, { num_valid_ids: 2, num_invalid_ids: 1, listed: 2 });
    const rm = await a.send('/console/api/suppression/remove?package_name=com.example.supp', `${ID_B}\n`, 'application/octet-stream');
    assert.deepEqual(rm.json, { num_valid_ids: 1, num_invalid_ids: 0, listed: 1 });
    assert.match((await a.page(`/console/suppression/check?package_name=com.example.supp&id=${ID_A}`)).html, /<strong>listed<\/strong>/);
    assert.match((await a.page(`/console/suppression/check?package_name=com.example.supp&id=${ID_B}`)).html, /<strong>not listed<\/strong>/);
    const bad = await a.page('/console/suppression/check?package_name=com.example.supp&id=nope');
    assert.equal(bad.status, 400);
    assert.match(bad.html, /id="err-id">Advertising id: &quot;nope&quot; must be a UUID/);
    const empty = await a.send('/console/api/suppression/add?package_name=com.example.supp', '', 'application/octet-stream');
    assert.equal(empty.status, 400);
    assert.match(empty.json.message, /body: is required/);
    const noPkg = await a.send('/console/api/suppression/add', `${ID_A}\n`, 'application/octet-stream');
    assert.equal(noPkg.status, 400);
  });

  it("suppression: lists the account's apps with their id counts, never another account's (issue 25, item 8)", async () => {
    await a.send('/console/api/suppression/add?package_name=com.example.listed', `${ID_A}\n${ID_B}\n`, 'application/octet-stream');
    const page = (await a.page('/console/suppression')).html;
    const rows = [...page.matchAll(/<tr><th scope="row" class="quoted">([^<]+)<\/th><td class="num" data-label="Ids on the list">([\d,]+)<\/td>/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(rows, [['com.example.listed', '2'], ['com.example.supp', '1']]);
    // B's list (com.shared.app) is B's alone; the core query answers both engines alike
    assert.deepEqual((await t.c.suppression.lists(B.accountId)).map((l) => [l.packageName, l.count]), [['com.shared.app', 1]]);
    assert.ok(!page.includes('com.shared.app'));
  });

  it('reports: the account\'s own figures by day and by campaign and country, a CSV of the same, errors under their field', async () => {
    // two days of B's and A's delivery, straight from the simulator's hourly rows
    const hour = Math.floor(t.c.clock.now().getTime() / 3_600_000) - 30;
    const day = new Date(hour * 3_600_000).toISOString().slice(0, 10);
    const repo = new DeliverySqlRepo(t.c.db, t.c.jobs);
    const row = (accountId: number, campaignId: number, country: string, cost: number) => ({ accountId, campaignId, hour, day, country, setId: 0, adId: 0, source: 'src_test', impressions: 1000, clicks: 20, installs: 4, costCents: cost, redownloads: 0, device: 0, placement: 3, cumInstalls: 0 });
    await repo.writeHour(hour, { rows: [row(A.accountId, aCampaign, 'us', 1000), row(A.accountId, aCampaign, 'de', 600), row(B.accountId, bCampaign, 'us', 99_900)], sources: [], postbacks: [] }, { queuePostbacks: false, now: t.c.clock.now() });
    const r = await a.page('/console/reports');
    assert.equal(r.status, 200, r.html.slice(0, 2000));
    assert.match(r.html, /<h2 id="daily-heading">By day<\/h2>/);
    assert.match(r.html, /\$16\.00 spent, 8 installs, cost per install \$2\.00/);
    assert.match(r.html, new RegExp(`<th scope="row">${day}</th><td class="num" data-label="Impressions">2,000</td>`));
    assert.match(r.html, /<th scope="row">A campaign[^<]*<\/th><td data-label="Country">US<\/td>.*\$10\.00/s);
    assert.doesNotMatch(r.html, /B secret|999\.00/);
    assert.match(r.html, /<script type="application\/json" id="report-data">\{"days":/);
    const csv = await a.get(`/console/reports.csv?start=${day}&end=${day}`);
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-disposition') ?? '', /^attachment; filename="report-/);
    const lines = (await csv.text()).trim().split('\r\n');
    assert.equal(lines[0], 'day,campaign,campaign_id_external,country,impressions,clicks,installs,cost,average_cpa');
    assert.deepEqual(lines.slice(1).map((l) => l.split(',')[3]).sort(), ['de', 'us']);
    assert.ok(lines.every((l) => !l.includes('B secret')));
    // B asks for A's campaign: nothing
    const bHashed = (await t.c.campaigns.listWithYesterday(A.accountId))[0]!.campaign.hashedId;
    const bq = await b.page(`/console/reports?campaign=${bHashed}`);
    assert.match(bq.html, /Nothing delivered in this period/);
    assert.equal((await (await b.get(`/console/reports.csv?campaign=${bHashed}`)).text()).trim().split('\r\n').length, 1, 'only the header');
    const bad = await a.page('/console/reports?start=2001-01-01');
    assert.equal(bad.status, 400);
    assert.match(bad.html, /<p class="field-error" id="err-start">The date is beyond our 45 day request window\. Start date is too far in the past: start must be \d{4}-\d\d-\d\d or later[^<]*<\/p>/);
    assert.match(bad.html, /<input id="start" name="start" type="date" value="2001-01-01" aria-invalid="true"/);
  });

  it('rotates the report key like the others', async () => {
    await a.page('/console/keys');
    const r = await a.submit('/console/keys/report/rotate', {});
    assert.equal(r.status, 200);
    const key = /<code class="secret" id="new-secret"[^>]*>([^<]+)<\/code>/.exec(r.html)?.[1];
    assert.ok(key?.startsWith('rpk_'), r.html.slice(0, 3000));
    assert.equal((await fetch(`${t.url}/report?api_key=${key}&start=now&end=now&columns=day`)).status, 200);
  });

  it('rotates a key: the new key is shown once and works, the old one is refused', async () => {
    await a.page('/console/keys');
    const r = await a.submit('/console/keys/campaign/rotate', {});
    assert.equal(r.status, 200);
    const key = /<code class="secret" id="new-secret"[^>]*>([^<]+)<\/code>/.exec(r.html)?.[1];
    assert.ok(key?.startsWith('cpk_'), r.html.slice(0, 3000));
    const old = await manage(t, { accountId: A.accountId, key: A.campaignApiKey }, 'GET', '/campaign/list');
    assert.equal(old.status, 403, old.text);
    assert.equal((await manage(t, { accountId: A.accountId, key: key! }, 'GET', '/campaign/list')).status, 200);
    A.campaignApiKey = key!;
    assert.doesNotMatch((await a.page('/console/keys')).html, new RegExp(key!), 'shown only once');
    assert.equal((await a.submit('/console/keys/report-nothing/rotate', {})).status, 404);
  });

  it('OAuth apps: creates (secret shown once), refuses with field errors, deletes; approved third-party apps are listed and revoked', async () => {
    await a.page('/console/keys');
    const bad = await a.submit('/console/apps', { name: 'Partner', kind: 'third-party', scopes: 'campaigns:read', redirect_uri: 'http://partner.example/cb' });
    assert.equal(bad.status, 400);
    assert.match(bad.html, /id="err-redirect_uri">redirect_uri: must use https/);
    const none = await a.submit('/console/apps', { name: 'No scopes', kind: 'first-party' });
    assert.match(none.html, /id="err-scopes">scopes: must name at least one scope/);
    const made = await a.submit('/console/apps', { name: 'Console tool', kind: 'first-party', scopes: ['campaigns:read', 'creatives:read'] });
    assert.equal(made.status, 200);
    const secret = /id="new-secret">([^<]+)</.exec(made.html)?.[1];
    const app = (await t.c.accounts.listOAuthApps(A.accountId)).find((x) => x.name === 'Console tool')!;
    assert.ok(app && secret);
    assert.deepEqual(app.scopes, ['campaigns:read', 'creatives:read']);
    assert.ok(await t.c.accounts.authenticateClient(app.clientId, secret!));
    const tokenRes = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: secret!, scope: 'campaigns:read' }) });
    const token = ((await tokenRes.json()) as { accessToken: { access_token: string } }).accessToken.access_token;
    const del = await a.submit(`/console/apps/${app.clientId}/delete`, {});
    assert.equal(del.status, 200);
    assert.equal((await t.c.accounts.listOAuthApps(A.accountId)).length, 0);
    assert.equal((await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${token}` } })).status, 401, 'its tokens stop working');

    // a third-party app approved by a user of A
    const setup = await thirdPartySetup(t, 'campaigns:read', { accountId: A.accountId });
    const loc = await approveOverHttp(t, setup, 'campaigns:read');
    const exchanged = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', client_id: setup.clientId, client_secret: setup.clientSecret, code: loc.searchParams.get('code')!, redirect_uri: setup.redirectUri }) });
    const tp = ((await exchanged.json()) as { accessToken: { access_token: string; refresh_token: string } }).accessToken;
    const keys = await a.page('/console/keys');
    assert.match(keys.html, /Partner Tool/);
    assert.doesNotMatch((await b.page('/console/keys')).html, /Partner Tool/);
    const rev = await a.submit(`/console/approved/${setup.clientId}/revoke`, {});
    assert.equal(rev.status, 200);
    assert.doesNotMatch(rev.html, /<strong>Partner Tool<\/strong>/);
    assert.equal((await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${tp.access_token}` } })).status, 401);
    const refreshed = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', client_id: setup.clientId, client_secret: setup.clientSecret, refresh_token: tp.refresh_token }) });
    assert.equal(refreshed.status, 400);
  });

  it('asset library: an upload reaches SUCCESS and review ACTIVE; the type filter works', async () => {
    await a.page('/console/assets');
    const up = multipartBody([{ name: 'banner.png', contentType: 'image/png', data: png(320, 50, 11) }]);
    const sent = await a.send('/console/api/assets/upload', up.data, up.contentType);
    assert.equal(sent.status, 200);
    let r: { upload_status: string; files: { status: string; review: string; asset_id: string }[] };
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await a.get(`/console/api/uploads/${sent.json.upload_id}`);
      r = (await res.json()) as typeof r;
      if (r.upload_status === 'FINISHED' || Date.now() > until) break;
      await new Promise((x) => setTimeout(x, 25));
    }
    assert.equal(r.files[0]!.status, 'SUCCESS');
    assert.equal(r.files[0]!.review, 'ACTIVE');
    assert.match((await a.page('/console/assets?type=image')).html, /banner\.png/);
    assert.doesNotMatch((await a.page('/console/assets?type=video')).html, /banner\.png/);
    const none = await a.send('/console/api/assets/upload', 'not multipart', 'text/plain');
    assert.ok(none.status >= 400 && none.status < 500);
  });

  it('creative sets: creates a set, adds a text, a library asset and an upload, switches sizes', async () => {
    await a.page(`/console/campaigns/${aCampaign}/creative-sets`);
    const made = await a.submit(`/console/campaigns/${aCampaign}/creative-sets`, { name: 'Console set', countries: 'DE' });
    assert.equal(made.status, 303, made.html);
    const set = (await t.c.creatives.sets.listByCampaign(A.accountId, { id: aCampaign })).find((v) => v.set.name === 'Console set')!;
    const sid = set.set.id;
    assert.equal((await a.submit(`/console/creative-sets/${sid}/assets/text`, { type: 'TXT_TITLE', asset: 'Play now' })).status, 303);
    const again = await a.submit(`/console/creative-sets/${sid}/assets/text`, { type: 'TXT_TITLE', asset: 'Second title' });
    assert.equal(again.status, 400);
    assert.match(again.html, new RegExp(`id="err-set-${sid}-txt-type">Type: the creative set already has a TXT_TITLE; send update=true to replace it`));
    assert.match(again.html, new RegExp(`<select id="set-${sid}-txt-type" name="type" aria-invalid="true" aria-describedby="err-set-${sid}-txt-type">`));
    assert.match(again.html, new RegExp(`<a href="#set-${sid}-txt-type">`), 'the summary links to the field');
    assert.equal((await a.submit(`/console/creative-sets/${sid}/assets/text`, { type: 'TXT_TITLE', asset: 'Second title', update: 'true' })).status, 303);
    const asset = (await t.c.assets.list(A.accountId, { page: 1, size: 10 })).find((x) => x.name === 'banner.png')!;
    assert.equal((await a.submit(`/console/creative-sets/${sid}/assets/library`, { asset_id: String(asset.id) })).status, 303);
    const up = multipartBody([{ field: 'file', name: 'inter.png', contentType: 'image/png', data: png(320, 480, 12) }]);
    const sent = await a.send(`/console/api/creative-sets/${sid}/assets`, up.data, up.contentType);
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    const view = await t.c.creatives.sets.get(A.accountId, { id: sid });
    assert.deepEqual(view.members.map((m) => m.value).filter((v) => !v.startsWith('http')), ['Second title']);
    assert.equal(view.members.length, 3);
    const page = await a.page(`/console/campaigns/${aCampaign}/creative-sets`);
    assert.match(page.html, /IMG_BANNER/);
    assert.match(page.html, /Second title/);
    assert.equal((await a.submit(`/console/creative-sets/${sid}/sizes`, { sizes: ['INTER', 'PRELOAD'] })).status, 303);
    const sizes = (await t.c.creatives.sets.get(A.accountId, { id: sid })).set.sizes;
    assert.deepEqual(sizes, { BANNER: false, CTV: false, INTER: true, PRELOAD: true });
  });

  it('a failed video says what failed and why; the library says where each file can be used (issue 25, items 6 and 10)', async () => {
    const set = await t.c.creatives.sets.create(A.accountId, { campaign: { id: aCampaign }, name: 'Broken video set', version: 'V1' });
    const sid = set.set.id;
    const broken = multipartBody([{ field: 'file', name: 'broken.mp4', contentType: 'video/mp4', data: mp4({ width: 720, height: 1280, durationMs: 9000 }).subarray(0, 200) }]);
    await a.page(`/console/campaigns/${aCampaign}/creative-sets`);
    assert.equal((await a.send(`/console/api/creative-sets/${sid}/assets`, broken.data, broken.contentType)).status, 200);
    for (const until = Date.now() + 15_000; (await t.c.creatives.sets.get(A.accountId, { id: sid })).members.some((m) => m.status === 'processing'); ) {
      if (Date.now() > until) assert.fail('still processing');
      await new Promise((r) => setTimeout(r, 50));
    }
    const page = (await a.page(`/console/campaigns/${aCampaign}/creative-sets`)).html;
    const card = page.slice(page.indexOf(`id="set-${sid}"`));
    assert.doesNotMatch(card.slice(0, 3000), /\(computing\)/);
    assert.match(card, /<strong class="bad-text">Video not usable<\/strong>/);
    assert.match(card, /<div class="field-error small">Why: [^<]*corrupt video/);
    // an app icon through /manage/v1: processed, rejected there, and the library says where it fits
    const icon = multipartBody([{ name: 'icon.png', contentType: 'image/png', data: png(512, 512, 13) }]);
    const up = await fetch(`${t.url}/manage/v1/asset/upload?account_id=${A.accountId}`, { method: 'POST', headers: { authorization: A.campaignApiKey, 'content-type': icon.contentType }, body: new Uint8Array(icon.data) });
    assert.equal(up.status, 200);
    for (const until = Date.now() + 15_000; (await t.c.assets.list(A.accountId, { page: 1, size: 100 })).some((x) => x.name === 'icon.png' && x.processing === 'processing'); ) {
      if (Date.now() > until) assert.fail('still processing');
      await new Promise((r) => setTimeout(r, 50));
    }
    const lib = (await a.page('/console/assets')).html;
    const row = lib.slice(lib.indexOf('icon.png'), lib.indexOf('icon.png') + 1500);
    assert.match(row, /App icon <code class="api-value">IMG_ICON<\/code>/);
    assert.match(row, /Usable in first-generation creative sets only \(not \/manage\/v1\)/);
    assert.match(row, /IMG_ICON \(an app icon\) cannot be used in \/manage\/v1 creative sets/);
    assert.match(lib, /up to 1 GB each/, 'sizes in human units');
  });

  it('answers malformed input with a 4xx page, never a 5xx, and escapes what it shows', async () => {
    await a.page('/console/campaigns/new');
    const nul = await a.submit('/console/campaigns', campaignFields({ name: 'bad\u0000name' }));
    assert.equal(nul.status, 400);
    const huge = await a.submit('/console/campaigns', campaignFields({ name: 'x'.repeat(400_000) }));
    assert.equal(huge.status, 413);
    const long = await a.submit('/console/campaigns', campaignFields({ name: 'y'.repeat(5000) }));
    assert.equal(long.status, 400);
    const empty = await a.submit('/console/campaigns', {});
    assert.equal(empty.status, 400);
    const repeated = await a.submit('/console/campaigns', { ...campaignFields(), name: ['one', 'two'] as never });
    assert.ok(repeated.status === 303 || repeated.status === 400);
    const xss = await a.submit('/console/campaigns', campaignFields({ name: '<script>alert(1)</script>', targeting: '"><img src=x>' }));
    assert.equal(xss.status, 400);
    assert.doesNotMatch(xss.html, /<script>alert|<img src=x>/);
    assert.match(xss.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    for (const p of ['/console/campaigns/abc', '/console/campaigns/0', '/console/campaigns/99999999999999999999', '/console/campaigns/1e3', '/console/campaigns/-1/creative-sets', '/console/nothing-here', '/console/static/nope.js', '/console/static/..%2fplugin.js', '/console/api/uploads/zz', '/console/api/uploads/' + 'f'.repeat(32)]) {
      const r = await a.get(p);
      assert.ok(r.status >= 400 && r.status < 500, `${p}: ${r.status}`);
    }
    for (const [p, f] of [
      ['/console/creative-sets/abc/sizes', {}],
      ['/console/creative-sets/999999/assets/text', { type: 'TXT_TITLE', asset: 'x' }],
      [`/console/creative-sets/${aSet}/assets/text`, { type: 'NOPE', asset: 'x' }],
      [`/console/creative-sets/${aSet}/assets/text`, { type: 'TXT_TITLE', asset: '' }],
      [`/console/creative-sets/${aSet}/assets/library`, { asset_id: 'abc' }],
      [`/console/campaigns/${aCampaign}/status`, { status: 'MAYBE' }],
      ['/console/apps/%00/delete', {}],
      ['/console/apps/' + 'a'.repeat(300) + '/delete', {}],
      ['/console/approved/nope/revoke', {}],
      ['/console/apps', { kind: 'nope', name: '\u0000' }],
    ] as [string, Record<string, string>][]) {
      const r = await a.submit(p, f);
      assert.ok(r.status >= 400 && r.status < 500, `${p}: ${r.status} ${r.html.slice(0, 300)}`);
    }
    for (const q of ['?page=-1', '?page=99999999', '?status=<x>', '?q=' + encodeURIComponent('<b>"x"</b>'), '?q=' + 'z'.repeat(5000)]) {
      const r = await a.page('/console/campaigns' + q);
      assert.equal(r.status, 200, q);
      assert.doesNotMatch(r.html, /<b>"x"<\/b>/);
    }
    assert.equal((await a.page('/console/assets?type=bogus&page=abc')).status, 200);
    const badMultipart = await a.send('/console/api/assets/upload', '--x\r\nbroken', 'multipart/form-data; boundary=x');
    assert.ok(badMultipart.status >= 400 && badMultipart.status < 500, String(badMultipart.status));
  });

  it('serves its client files from the package, with their types', async () => {
    for (const [f, type] of [['console.css', 'text/css'], ['console.js', 'text/javascript'], ['assets.js', 'text/javascript'], ['suppression.js', 'text/javascript'], ['creative-sets.js', 'text/javascript']]) {
      const r = await fetch(`${t.url}/console/static/${f}`);
      assert.equal(r.status, 200, f);
      assert.match(r.headers.get('content-type')!, new RegExp(type));
      assert.ok((await r.text()).length > 100);
    }
  });
});
