// Issue 34 item 2 (addendum 6 sections 2 and 3) and issue 35 item 3 (addendum 7 section 3):
// /manage/v1 campaigns of a WEB account, the refusal of the other type's fields, and the goal's
// event target; both engines.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { manage, manageAccount, v2Campaign, webCampaign, type ManageAccount } from '../helpers/manage.js';
import { firstPartyToken } from '../helpers/oauth.js';

const TODAY = new Date('2030-01-10T08:00:00Z');

await forEachDatabase('manage-v1 WEB campaigns', (tdb) => {
  const clock = new ManualClock(TODAY);
  let t: TestApp;
  let web: ManageAccount;
  let web2: ManageAccount;
  let app: ManageAccount;
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock });
    web = await manageAccount(t, 'Shop', 'WEB');
    web2 = await manageAccount(t, 'Other shop', 'WEB');
    app = await manageAccount(t, 'Game');
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const create = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/campaign/create', { body });
  const update = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/campaign/update', { body });
  const one = async (who: ManageAccount, id: string) => {
    const r = await manage(t, who, 'GET', '/campaign/list', { query: { ids: id } });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.length, 1);
    return r.body[0];
  };
  /** A 400 with code 100001 and the usual headers, naming `field`. */
  const refused = (r: { status: number; body: any; headers: Headers; text: string }, field: string, rule?: RegExp) => {
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.error.field, field, r.text);
    assert.equal(r.headers.get('x-al-error-code'), '100001');
    assert.ok((r.headers.get('x-al-error-message') ?? '').includes(field), r.headers.get('x-al-error-message') ?? '');
    if (rule) assert.match(r.body.error.message, rule);
  };
  const made = async (who: ManageAccount, body: Record<string, unknown>) => {
    const r = await create(who, body);
    assert.equal(r.status, 200, r.text);
    return r.body.id as string;
  };

  it('create answers {"id"}; the list item carries type WEB, the WEB fields and no APP field', async () => {
    const id = await made(web, webCampaign({ audience_strategy: 'prospecting', targeting: [{ country_code: 'US', metro_names: ['New York', 'Los Angeles'] }, { country_code: 'DE' }] }));
    assert.match(id, /^\d+$/);
    const c = await one(web, id);
    assert.deepEqual(c, {
      id,
      hashed_id: c.hashed_id,
      name: 'Shop summer',
      type: 'WEB',
      status: 'PAUSED',
      website_url: 'https://shop.example/summer',
      is_dynamic_ads_enabled: false,
      audience_strategy: 'PROSPECTING',
      bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING',
      budget: { daily_budget_for_all_countries: '500' },
      goal: { goal_type: 'CHK_ROAS', goal_value_for_all_countries: '150', roas_day_target: 'DAY7' },
      targeting: [{ country_code: 'DE' }, { country_code: 'US', metro_names: ['New York', 'Los Angeles'] }],
      start_date: '2030-01-10T00:00:00',
      is_continuous_delivery: false,
      created_at: '2030-01-10T08:00:00',
    });
    for (const f of ['platform', 'package_name', 'itunes_id', 'tracking', 'is_composite_banner_enabled']) assert.ok(!(f in c), f);
  });

  describe('the other type\'s fields: 400 naming the field', () => {
    for (const [f, v] of [['platform', 'ANDROID'], ['package_name', 'com.example.x'], ['itunes_id', 123], ['tracking', { tracking_method: 'TRACKER_01' }], ['is_composite_banner_enabled', true]] as const) {
      it(`APP field ${f} on a WEB account`, async () => {
        refused(await create(web, webCampaign({ [f]: v })), f, /only for APP accounts/);
      });
    }
    for (const [f, v] of [['website_url', 'https://x.example'], ['is_dynamic_ads_enabled', false], ['catalog_type', 'DPA'], ['catalog_id', '1001'], ['variant_set_id', '2001'], ['audience_strategy', 'UNIVERSAL']] as const) {
      it(`WEB field ${f} on an APP account (create and update)`, async () => {
        refused(await create(app, v2Campaign({ [f]: v })), f, /only for WEB accounts/);
      });
    }
    it('WEB targeting metro_names on an APP account', async () => {
      refused(await create(app, v2Campaign({ targeting: [{ country_code: 'US', metro_names: ['Boston'] }] })), 'targeting[0].metro_names', /only for WEB accounts/);
    });
    it('on update too, and nothing changes', async () => {
      const id = await made(web, webCampaign({ name: 'Upd foreign' }));
      refused(await update(web, { id, type: 'WEB', name: 'Changed', package_name: 'com.example.x' }), 'package_name');
      assert.equal((await one(web, id)).name, 'Upd foreign');
      const appId = await made(app, v2Campaign({ name: 'App upd foreign' }));
      refused(await update(app, { id: appId, type: 'APP', website_url: 'https://x.example' }), 'website_url');
    });
    it('a type that is not the account\'s: 400 naming type', async () => {
      refused(await create(web, webCampaign({ type: 'APP' })), 'type', /must be WEB/);
      refused(await create(app, v2Campaign({ type: 'WEB' })), 'type', /must be APP/);
      const id = await made(web, webCampaign({ name: 'Typed' }));
      refused(await update(web, { id, type: 'APP', name: 'x' }), 'type');
    });
    it('the type comes first: a body of the other product with fields missing names type, not the missing fields', async () => {
      refused(await create(web, { type: 'APP', name: 'x' }), 'type', /must be WEB/);
      refused(await create(app, { type: 'WEB', name: 'x', website_url: 'https://shop.example/' }), 'type', /must be APP/);
      // no id either: still the type
      refused(await update(web, { type: 'APP', name: 'x' }), 'type', /must be WEB/);
      for (const path of ['/creative_set/create', '/creative_set/update']) {
        refused(await manage(t, web, 'POST', path, { body: { type: 'APP', name: 'x' } }), 'type', /must be WEB/);
        refused(await manage(t, app, 'POST', path, { body: { type: 'WEB', name: 'x' } }), 'type', /must be APP/);
      }
      // the account's own type with fields missing: the missing fields, as before
      const r = await create(web, { type: 'WEB', name: 'x' });
      assert.equal(r.status, 400, r.text);
      assert.match(r.body.error.message, /website_url/);
    });
  });

  describe('Create flags of a WEB campaign', () => {
    for (const f of ['name', 'type', 'website_url', 'bidding_strategy', 'budget', 'goal', 'targeting', 'start_date']) {
      it(`Required: ${f}`, async () => {
        const body = webCampaign();
        delete body[f];
        refused(await create(web, body), f);
      });
    }
    it('Forbidden: id; Ignored: status (a new campaign is PAUSED)', async () => {
      refused(await create(web, webCampaign({ id: '5' })), 'id');
      const id = await made(web, webCampaign({ name: 'Ignored status', status: 'LIVE' }));
      assert.equal((await one(web, id)).status, 'PAUSED');
    });
    it('end_date optional: absent runs on; is_continuous_delivery true forbids end_date; false needs it; end after start', async () => {
      const runs = await one(web, await made(web, webCampaign({ name: 'Runs on' })));
      assert.equal(runs.end_date, undefined);
      const ends = await one(web, await made(web, webCampaign({ name: 'Ends', end_date: '2030-02-01T00:00:00Z' })));
      assert.equal(ends.end_date, '2030-02-01T00:00:00');
      refused(await create(web, webCampaign({ is_continuous_delivery: true, end_date: '2030-02-01T00:00:00' })), 'end_date');
      refused(await create(web, webCampaign({ is_continuous_delivery: false })), 'end_date');
      refused(await create(web, webCampaign({ end_date: '2030-01-09T00:00:00' })), 'end_date');
    });
    it('bidding: AUTO_BIDDING_WITH_CPM_BILLING only', async () => {
      for (const b of ['TARGET_GOAL_WITH_CPI_BILLING', 'MAXIMIZE_RESULTS_WITH_CPM_BILLING']) refused(await create(web, webCampaign({ bidding_strategy: b })), 'bidding_strategy', /AUTO_BIDDING_WITH_CPM_BILLING/);
      refused(await update(web, { id: await made(web, webCampaign({ name: 'Bid upd' })), type: 'WEB', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING' }), 'bidding_strategy');
    });
    it('website_url: absolute http(s) with a host and no user-info', async () => {
      for (const u of ['shop.example', 'ftp://shop.example/', 'https://user:pw@shop.example/', '/relative', 'javascript:alert(1)']) {
        refused(await create(web, webCampaign({ website_url: u })), 'website_url');
      }
      const id = await made(web, webCampaign({ name: 'Http ok', website_url: 'http://shop.example:8080/x?utm=1' }));
      assert.equal((await one(web, id)).website_url, 'http://shop.example:8080/x?utm=1');
    });
    it('name: trimmed, up to 1,024 characters (APP keeps 255)', async () => {
      const long = 'n'.repeat(1024);
      assert.equal((await one(web, await made(web, webCampaign({ name: `  ${long}  ` })))).name, long);
      refused(await create(web, webCampaign({ name: 'n'.repeat(1025) })), 'name', /1024/);
      refused(await create(app, v2Campaign({ name: 'n'.repeat(300) })), 'name', /255/);
    });
    it('targeting: 1 to 256 countries, none twice; metro_names US only, never with region_codes, at most 256 characters each', async () => {
      refused(await create(web, webCampaign({ targeting: [] })), 'targeting');
      refused(await create(web, webCampaign({ targeting: [{ country_code: 'US' }, { country_code: 'us' }] })), 'targeting[1].country_code');
      refused(await create(web, webCampaign({ targeting: [{ country_code: 'DE', metro_names: ['Berlin'] }] })), 'targeting[0].metro_names', /only allowed when country_code is US/);
      refused(await create(web, webCampaign({ targeting: [{ country_code: 'US', region_codes: ['CA'], metro_names: ['Boston'] }] })), 'targeting[0].metro_names', /both/);
      refused(await create(web, webCampaign({ targeting: [{ country_code: 'US', metro_names: ['m'.repeat(257)] }] })), 'targeting.US.metro_names[0]', /256/);
      const regions = await one(web, await made(web, webCampaign({ name: 'Regions', targeting: [{ country_code: 'US', region_codes: ['CA'] }] })));
      assert.deepEqual(regions.targeting, [{ country_code: 'US', region_codes: ['CA'] }]);
    });
    it('the 48 countries refused for creative sets stay allowed in campaign targeting', async () => {
      const id = await made(web, webCampaign({ name: 'EU targeting', targeting: [{ country_code: 'FR' }, { country_code: 'GB' }] }));
      assert.deepEqual((await one(web, id)).targeting.map((x: { country_code: string }) => x.country_code), ['FR', 'GB']);
    });
  });

  describe('goals of a WEB campaign (section 3)', () => {
    it('CPI, AD_ROAS, BLD_ROAS are refused, naming goal.goal_type and the WEB goals', async () => {
      for (const g of ['CPI', 'AD_ROAS', 'BLD_ROAS']) refused(await create(web, webCampaign({ goal: { goal_type: g, goal_value_for_all_countries: '1' } })), 'goal.goal_type', /CPE, CPP, CHK_ROAS/);
    });
    it('CPE: event_target required, roas_day_target absent; stored and listed', async () => {
      refused(await create(web, webCampaign({ goal: { goal_type: 'CPE', goal_value_for_all_countries: '3' } })), 'goal.event_target', /required/);
      refused(await create(web, webCampaign({ goal: { goal_type: 'CPE', event_target: '', goal_value_for_all_countries: '3' } })), 'goal.event_target');
      refused(await create(web, webCampaign({ goal: { goal_type: 'CPE', event_target: 'add_to_cart', roas_day_target: 'DAY7', goal_value_for_all_countries: '3' } })), 'goal.roas_day_target');
      const c = await one(web, await made(web, webCampaign({ name: 'Cpe', goal: { goal_type: 'CPE', event_target: 'add_to_cart', goal_value_for_all_countries: '3' } })));
      assert.deepEqual(c.goal, { goal_type: 'CPE', event_target: 'add_to_cart', goal_value_for_all_countries: '3' });
    });
    it('CPP and CHK_ROAS: roas_day_target required, DAY0 or DAY7; event_target refused', async () => {
      for (const g of ['CPP', 'CHK_ROAS']) {
        refused(await create(web, webCampaign({ goal: { goal_type: g, goal_value_for_all_countries: '10' } })), 'goal.roas_day_target');
        refused(await create(web, webCampaign({ goal: { goal_type: g, roas_day_target: 'DAY28', goal_value_for_all_countries: '10' } })), 'goal.roas_day_target');
        refused(await create(web, webCampaign({ goal: { goal_type: g, roas_day_target: 'DAY0', event_target: 'x', goal_value_for_all_countries: '10' } })), 'goal.event_target', /only for CPE/);
        const c = await one(web, await made(web, webCampaign({ name: `${g} day0`, goal: { goal_type: g, roas_day_target: 'DAY0', country_code_to_goal_value: { US: '12', DE: '9.5' } } })));
        assert.deepEqual(c.goal, { goal_type: g, roas_day_target: 'DAY0', country_code_to_goal_value: { DE: '9.5', US: '12' } });
      }
    });
    it('goal values: exactly one of the two forms', async () => {
      refused(await create(web, webCampaign({ goal: { goal_type: 'CPP', roas_day_target: 'DAY7', goal_value_for_all_countries: '1', country_code_to_goal_value: { US: '1', DE: '1' } } })), 'goal.country_code_to_goal_value');
      refused(await create(web, webCampaign({ goal: { goal_type: 'CPP', roas_day_target: 'DAY7' } })), 'goal.goal_value_for_all_countries');
    });
    it('audience_strategy: on create only with CPP or CHK_ROAS; on update any of the three', async () => {
      refused(await create(web, webCampaign({ audience_strategy: 'UNIVERSAL', goal: { goal_type: 'CPE', event_target: 'signup', goal_value_for_all_countries: '2' } })), 'audience_strategy', /CPP/);
      refused(await create(web, webCampaign({ audience_strategy: 'EVERYONE' })), 'audience_strategy', /UNIVERSAL, PROSPECTING, DISCOVERY/);
      const id = await made(web, webCampaign({ name: 'Cpe aud', goal: { goal_type: 'CPE', event_target: 'signup', goal_value_for_all_countries: '2' } }));
      const r = await update(web, { id, type: 'WEB', audience_strategy: 'discovery' });
      assert.equal(r.status, 200, r.text);
      assert.equal((await one(web, id)).audience_strategy, 'DISCOVERY');
    });
    it('update: goal_type must stay; day target and event target may change; answers the id as sent', async () => {
      const id = await made(web, webCampaign({ name: 'Goal upd' }));
      refused(await update(web, { id, type: 'WEB', goal: { goal_type: 'CPP', roas_day_target: 'DAY7', goal_value_for_all_countries: '5' } }), 'goal.goal_type', /cannot change/);
      const r = await update(web, { id: Number(id), type: 'WEB', goal: { goal_type: 'CHK_ROAS', roas_day_target: 'DAY0', goal_value_for_all_countries: '175' }, website_url: 'https://shop.example/winter' });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.body, { id: Number(id) });
      const c = await one(web, id);
      assert.deepEqual(c.goal, { goal_type: 'CHK_ROAS', roas_day_target: 'DAY0', goal_value_for_all_countries: '175' });
      assert.equal(c.website_url, 'https://shop.example/winter');
      const cpe = await made(web, webCampaign({ name: 'Cpe upd', goal: { goal_type: 'CPE', event_target: 'signup', goal_value_for_all_countries: '2' } }));
      assert.equal((await update(web, { id: cpe, type: 'WEB', goal: { event_target: 'purchase_intent' } })).status, 200);
      assert.equal((await one(web, cpe)).goal.event_target, 'purchase_intent');
    });
  });

  describe('catalogs (section 4) and dynamic ads', () => {
    it('catalog_info: every WEB account has the sample catalog; every value a string', async () => {
      const r = await manage(t, web, 'GET', '/campaign/catalog_info');
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.body, {
        catalogs: [
          {
            id: '1001',
            name: 'Sample product catalog',
            type: 'DPA',
            variant_sets: [
              { id: '2001', name: 'All products', catalog_id: '1001', total_variants: '120', total_items: '40' },
              { id: '2002', name: 'Best sellers', catalog_id: '1001', total_variants: '24', total_items: '8' },
            ],
          },
        ],
      });
    });
    it('catalog_info of an APP account: 400 (100001) "only for WEB accounts"', async () => {
      refused(await manage(t, app, 'GET', '/campaign/catalog_info'), 'account_id', /only for WEB accounts/);
    });
    it('declared catalogs are listed after the sample; a WEB account without catalogs answers []', async () => {
      await t.c.catalogs.declare(web2.accountId, [{ id: '77', name: 'Offers', type: 'DOA', variant_sets: [{ id: 'vs-1', name: 'All offers' }] }]);
      const r = await manage(t, web2, 'GET', '/campaign/catalog_info');
      assert.deepEqual(r.body.catalogs.map((c: { id: string }) => c.id), ['1001', '77']);
      assert.deepEqual(r.body.catalogs[1], { id: '77', name: 'Offers', type: 'DOA', variant_sets: [{ id: 'vs-1', name: 'All offers', catalog_id: '77' }] });
      await t.c.db.run('DELETE FROM catalogs WHERE account_id = ?', [web2.accountId]);
      assert.deepEqual((await manage(t, web2, 'GET', '/campaign/catalog_info')).body, { catalogs: [] });
    });
    it('dynamic ads need a listed catalog and one of its variant sets; DOA needs a numeric catalog id', async () => {
      refused(await create(web, webCampaign({ is_dynamic_ads_enabled: true })), 'catalog_id', /is_dynamic_ads_enabled/);
      refused(await create(web, webCampaign({ is_dynamic_ads_enabled: true, catalog_id: '1001' })), 'variant_set_id');
      refused(await create(web, webCampaign({ is_dynamic_ads_enabled: true, catalog_id: '999', variant_set_id: '2001' })), 'catalog_id', /catalog_info/);
      refused(await create(web, webCampaign({ is_dynamic_ads_enabled: true, catalog_id: '1001', variant_set_id: '9' })), 'variant_set_id', /catalog_info/);
      refused(await create(web, webCampaign({ catalog_type: 'DOA', catalog_id: 'abc' })), 'catalog_id', /numeric/);
      refused(await create(web, webCampaign({ catalog_type: 'XYZ' })), 'catalog_type');
      // another account's catalog is not this account's
      refused(await create(web, webCampaign({ catalog_id: '77' })), 'catalog_id');
      const c = await one(web, await made(web, webCampaign({ name: 'Dynamic', is_dynamic_ads_enabled: true, catalog_type: 'dpa', catalog_id: 1001, variant_set_id: '2002' })));
      assert.deepEqual([c.is_dynamic_ads_enabled, c.catalog_type, c.catalog_id, c.variant_set_id], [true, 'DPA', '1001', '2002']);
    });
  });

  it('app-only surfaces (addendum 6 section 6): the first generation lists no WEB campaign and makes none; suppression refuses a WEB key', async () => {
    await made(web2, webCampaign({ name: 'Hidden from v1' }));
    const tok = await firstPartyToken(t, 'campaigns:write', web2.accountId);
    const list = await fetch(`${t.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${tok.token}` } });
    assert.equal(list.status, 200);
    assert.deepEqual(await list.json(), []);
    const mk = await fetch(`${t.url}/campaign_management/v1/campaign`, { method: 'POST', headers: { authorization: `Bearer ${tok.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'v1', platform: 'android', package_name: 'com.example.x', bid_type: 'CPI' }) });
    assert.equal(mk.status, 400);
    assert.match(await mk.text(), /made through \/manage\/v1/);
    const acct = await t.c.accounts.createAccount('Shop with keys', { type: 'WEB' });
    const sup = await fetch(`${t.url}/suppressionApps?api_key=${acct.managementKey}&package_name=com.example.app`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff' });
    assert.equal(sup.status, 400);
    assert.match(await sup.text(), /not available for WEB accounts/);
  });

  it('tenancy: another WEB account\'s campaign is not found (404)', async () => {
    const id = await made(web, webCampaign({ name: 'Mine' }));
    const r = await update(web2, { id, type: 'WEB', name: 'Theirs' });
    assert.equal(r.status, 404, r.text);
    assert.deepEqual((await manage(t, web2, 'GET', '/campaign/list', { query: { ids: id } })).body, []);
  });

  describe('APP campaigns: goal.event_target and is_composite_banner_enabled (addendum 7 section 3)', () => {
    const cpm = 'AUTO_BIDDING_WITH_CPM_BILLING';
    it('CPE needs event_target; other goals refuse it; CPE is not billed per install', async () => {
      refused(await create(app, v2Campaign({ bidding_strategy: cpm, goal: { goal_type: 'CPE', roas_day_target: 'DAY7', goal_value_for_all_countries: '2' } })), 'goal.event_target', /required/);
      refused(await create(app, v2Campaign({ goal: { goal_type: 'CPI', event_target: 'level_5', goal_value_for_all_countries: '2' } })), 'goal.event_target', /only for CPE/);
      refused(await create(app, v2Campaign({ goal: { goal_type: 'CPE', event_target: 'level_5', goal_value_for_all_countries: '2' } })), 'bidding_strategy', /per install/);
      const c = await one(app, await made(app, v2Campaign({ name: 'App cpe', bidding_strategy: cpm, goal: { goal_type: 'CPE', event_target: 'level_5', goal_value_for_all_countries: '2' } })));
      assert.deepEqual(c.goal, { goal_type: 'CPE', event_target: 'level_5', roas_day_target: 'DAY7', goal_value_for_all_countries: '2' });
    });
    it('event_target changes in an update; a goal changed to CPE needs one; leaving CPE drops it', async () => {
      const id = await made(app, v2Campaign({ name: 'App goal moves', bidding_strategy: cpm }));
      refused(await update(app, { id, type: 'APP', goal: { goal_type: 'CPE' } }), 'goal.event_target');
      assert.equal((await update(app, { id, type: 'APP', goal: { goal_type: 'CPE', event_target: 'tutorial_done' } })).status, 200);
      assert.equal((await one(app, id)).goal.event_target, 'tutorial_done');
      assert.equal((await update(app, { id, type: 'APP', goal: { event_target: 'level_10' } })).status, 200);
      assert.equal((await one(app, id)).goal.event_target, 'level_10');
      assert.equal((await update(app, { id, type: 'APP', goal: { goal_type: 'CPI' } })).status, 200);
      assert.equal((await one(app, id)).goal.event_target, undefined);
      refused(await update(app, { id, type: 'APP', goal: { event_target: 'x'.repeat(257) } }), 'goal.event_target', /256/);
    });
    it('is_composite_banner_enabled: default false, stored, echoed, changed by update; not a boolean: 400', async () => {
      const id = await made(app, v2Campaign({ name: 'Composite' }));
      assert.equal((await one(app, id)).is_composite_banner_enabled, false);
      assert.equal((await update(app, { id, type: 'APP', is_composite_banner_enabled: true })).status, 200);
      assert.equal((await one(app, id)).is_composite_banner_enabled, true);
      const on = await made(app, v2Campaign({ name: 'Composite on', is_composite_banner_enabled: true }));
      assert.equal((await one(app, on)).is_composite_banner_enabled, true);
      refused(await create(app, v2Campaign({ is_composite_banner_enabled: 'yes' })), 'is_composite_banner_enabled');
    });
  });
});
