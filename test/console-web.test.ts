// Issue 34 items 1 and 6: the console of a WEB account (its type shown, WEB campaigns with website,
// goal and audience strategy in words, create and edit, creative sets with their landing page, the
// catalog, suppression explained) and of an APP account (event target, composite banners). Both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { campaignFields, consoleUser, signIn, type ConsoleClient } from './helpers/console.js';

await forEachDatabase('console of a WEB account', (tdb) => {
  let t: TestApp;
  let shop: ConsoleClient;
  let game: ConsoleClient;
  let shopId: number;
  before(async () => {
    t = await startTestApp(await tdb.open());
    const s = await consoleUser(t, 'Console shop', 'WEB');
    shopId = s.accountId;
    shop = await signIn(t, s);
    game = await signIn(t, await consoleUser(t, 'Console game'));
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const start = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const webFields = (over: Record<string, string> = {}) => ({
    name: 'Shop in console',
    website_url: 'https://shop.example/',
    bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING',
    'goal.goal_type': 'CHK_ROAS',
    'goal.roas_day_target': 'DAY7',
    'goal.goal_value_for_all_countries': '200',
    audience_strategy: 'PROSPECTING',
    is_dynamic_ads_enabled: 'true',
    catalog_id: '1001',
    variant_set_id: '2002',
    'budget.daily_budget_for_all_countries': '80',
    targeting: 'US, CA',
    'targeting.US.metro_names': 'New York; Chicago',
    start_date: start(),
    ...over,
  });

  it('the header and the Keys page name the account type; the Catalog entry is a WEB account\'s', async () => {
    const home = await shop.page('/console/campaigns');
    assert.match(home.html, /Console shop <span class="muted">\(Website account\)<\/span>/);
    assert.match(home.html, /href="\/console\/catalog"/);
    assert.match((await shop.page('/console/keys')).html, /a <strong>Website<\/strong> account \(type <code>WEB<\/code>/);
    const appHome = await game.page('/console/campaigns');
    assert.match(appHome.html, /\(App account\)/);
    assert.doesNotMatch(appHome.html, /href="\/console\/catalog"/);
  });

  it('the new-campaign form offers the WEB fields, goals and bidding only', async () => {
    const f = await shop.page('/console/campaigns/new');
    assert.match(f.html, /name="website_url"/);
    assert.match(f.html, /name="audience_strategy"/);
    assert.match(f.html, /Sample product catalog/);
    assert.doesNotMatch(f.html, /name="package_name"|name="tracking.click_url"/);
    assert.match(f.html, /Return on ad spend, checkouts/);
    assert.doesNotMatch(f.html, /<option value="CPI"|<option value="TARGET_GOAL_WITH_CPI_BILLING"/);
  });

  it('creates a WEB campaign; the list shows its website, goal and audience strategy in words; edit works', async () => {
    const r = await shop.submit('/console/campaigns', webFields());
    assert.equal(r.status, 303, r.html.slice(0, 3000));
    const [c] = await t.c.campaigns.list(shopId, { offset: 0, limit: 10 });
    assert.equal(c!.campaign.type, 'WEB');
    assert.deepEqual([c!.campaign.catalogId, c!.campaign.variantSetId, c!.campaign.audienceStrategy], ['1001', '2002', 'PROSPECTING']);
    assert.deepEqual(c!.countries.find((x) => x.country === 'us')?.metroNames, ['New York', 'Chicago']);
    const list = await shop.page('/console/campaigns');
    assert.match(list.html, /https:\/\/shop\.example\//);
    assert.match(list.html, /Return on ad spend, checkouts/);
    assert.match(list.html, /New customers/);
    const id = c!.campaign.id;
    const edit = await shop.page(`/console/campaigns/${id}`);
    assert.match(edit.html, /value="https:\/\/shop\.example\/"/);
    const saved = await shop.submit(`/console/campaigns/${id}`, webFields({ name: 'Renamed shop campaign', audience_strategy: 'DISCOVERY', website_url: 'https://shop.example/new' }));
    assert.equal(saved.status, 303, saved.html.slice(0, 3000));
    const after = await t.c.campaigns.get(shopId, { id });
    assert.deepEqual([after.name, after.audienceStrategy, after.websiteUrl], ['Renamed shop campaign', 'DISCOVERY', 'https://shop.example/new']);
  });

  it('a WEB rule broken in the form is shown next to its field, in the API\'s words', async () => {
    const r = await shop.submit('/console/campaigns', webFields({ website_url: 'ftp://shop.example/' }));
    assert.equal(r.status, 400);
    assert.match(r.html, /Website URL/);
    assert.match(r.html, /http or https/);
  });

  it('creative sets of a WEB campaign take a landing page and refuse the western European countries', async () => {
    const [c] = await t.c.campaigns.list(shopId, { offset: 0, limit: 10 });
    const id = c!.campaign.id;
    const bad = await shop.submit(`/console/campaigns/${id}/creative-sets`, { name: 'EU set', countries: 'FR, US', creative_set_url: 'https://shop.example/l' });
    assert.equal(bad.status, 400);
    assert.match(bad.html, /FR/);
    const ok = await shop.submit(`/console/campaigns/${id}/creative-sets`, { name: 'Landing set', countries: 'US', creative_set_url: 'https://shop.example/landing' });
    assert.equal(ok.status, 303, ok.html.slice(0, 2000));
    const page = await shop.page(`/console/campaigns/${id}/creative-sets`);
    assert.match(page.html, /Landing page: <a href="https:\/\/shop\.example\/landing"/);
  });

  it('the Catalog page lists the sample catalog; an APP account is told catalogs are for WEB accounts', async () => {
    const p = await shop.page('/console/catalog');
    assert.equal(p.status, 200);
    assert.match(p.html, /Sample product catalog/);
    assert.match(p.html, /Best sellers/);
    assert.match((await game.page('/console/catalog')).html, /belong to website \(WEB\) accounts/);
  });

  it('suppression: the WEB account is told it has none; the API refuses its management key', async () => {
    assert.match((await shop.page('/console/suppression')).html, /id="not-for-type"/);
    const acct = await t.c.accounts.getAccount(shopId);
    assert.equal(acct.type, 'WEB');
  });

  it('an APP account\'s form takes the CPE event target and composite banners', async () => {
    const r = await game.submit('/console/campaigns', campaignFields({ name: 'Cpe in console', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING', 'goal.goal_type': 'CPE', 'goal.event_target': 'level_5', is_composite_banner_enabled: 'true' }));
    assert.equal(r.status, 303, r.html.slice(0, 3000));
    const list = await game.page('/console/campaigns');
    assert.match(list.html, /event <code>level_5<\/code>/);
    const missing = await game.submit('/console/campaigns', campaignFields({ name: 'Cpe no event', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING', 'goal.goal_type': 'CPE' }));
    assert.equal(missing.status, 400);
    assert.match(missing.html, /Target event/);
  });
});
