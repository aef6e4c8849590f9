// "One platform": a campaign made through either generation is visible and editable through the
// other. Each field is written through one surface and read back through the other, over HTTP.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { manage, v2Campaign, type ManageAccount } from '../helpers/manage.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { callOk } from '../helpers/creatives-http.js';

await forEachDatabase('one platform: campaigns across the two generations', (tdb) => {
  const clock = new ManualClock(new Date('2030-01-10T08:00:00Z'));
  let t: TestApp;
  let v2: ManageAccount;
  let token: string;
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock });
    const a = await t.c.accounts.createAccount('Both generations');
    v2 = { accountId: a.account.id, key: a.campaignApiKey };
    token = (await firstPartyToken(t, 'campaigns:write', a.account.id)).token;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const v1 = (method: 'GET' | 'POST', path: string, body?: unknown) => callOk(t, token, method, path, body);
  const v2One = async (query: Record<string, string>) => {
    const r = await manage(t, v2, 'GET', '/campaign/list', { query });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.length, 1);
    return r.body[0];
  };
  const v2Update = async (body: Record<string, unknown>) => {
    const r = await manage(t, v2, 'POST', '/campaign/update', { body: { type: 'APP', ...body } });
    assert.equal(r.status, 200, r.text);
  };

  it('v2 -> v1: every field written through /manage/v1 reads back through /campaign_management/v1', async () => {
    const r = await manage(t, v2, 'POST', '/campaign/create', {
      body: v2Campaign({
        name: 'Made in v2',
        // billed per impression: the goal moves to CPE below, which is not billed per install
        bidding_strategy: 'MAXIMIZE_RESULTS_WITH_CPM_BILLING',
        platform: 'IOS',
        package_name: 'com.example.v2game',
        itunes_id: 987654321,
        budget: { country_code_to_daily_budget: { US: '100', GB: '50.5' } },
        goal: { goal_type: 'CHK_ROAS', roas_day_target: 'DAY7', country_code_to_goal_value: { US: '120', GB: '80' } },
        tracking: { click_url: 'https://t.example/c?id={CAMPAIGN_ID}', impression_url: 'https://t.example/i', tracking_method: 'TRACKER_04' },
        targeting: [{ country_code: 'US', region_codes: ['CA'] }, { country_code: 'GB' }],
      }),
    });
    assert.equal(r.status, 200, r.text);
    const c2 = await v2One({ ids: r.body.id });
    // hashed_id here is campaign_id there
    const c1 = await v1('GET', `/campaign/${c2.hashed_id}`);
    assert.equal(c1.campaign_id, c2.hashed_id);
    assert.equal(c1.name, 'Made in v2');
    assert.equal(c1.platform, 'ios');
    assert.equal(c1.bundle_id, 'com.example.v2game'); // v2 package_name on iOS = v1 bundle_id
    assert.equal(c1.package_name, '987654321'); // v2 itunes_id = v1 package_name on iOS
    assert.equal(c1.bid_type, 'ROAS_IAP'); // CHK_ROAS
    assert.equal(c1.goal_period, 7); // DAY7
    assert.equal(c1.tracking_method, 'tracker_04');
    assert.equal(c1.status, false); // PAUSED
    const tg = await v1('GET', `/campaign_targets/${c2.hashed_id}`);
    assert.deepEqual(tg.countries, [
      { DEFAULT: { click_url: 'https://t.example/c?id={CAMPAIGN_ID}', impression_url: 'https://t.example/i' } },
      { gb: { bid: 80, budget: 50.5 } },
      { us: { bid: 120, budget: 100 } },
    ]);
    // status LIVE <-> true
    await v2Update({ id: c2.id, status: 'LIVE' });
    assert.equal((await v1('GET', `/campaign/${c2.hashed_id}`)).status, true);
    // goal types <-> bid types
    for (const [goal, bid, day, period] of [['CPI', 'CPI', undefined, 0], ['CPE', 'CPE', 'DAY7', 7], ['CPP', 'CPP_GOAL', 'DAY7', 7], ['AD_ROAS', 'ROAS_AD_BASED', 'DAY0', 0], ['BLD_ROAS', 'ROAS_IAP', 'DAY28', 28]] as const) {
      // a CPE goal names its event (addendum 7 section 3)
      await v2Update({ id: c2.id, goal: { goal_type: goal, ...(day ? { roas_day_target: day } : {}), ...(goal === 'CPE' ? { event_target: 'level_5' } : {}) } });
      const got = await v1('GET', `/campaign/${c2.hashed_id}`);
      assert.equal(got.bid_type, bid, goal);
      assert.equal(got.goal_period, period, goal);
    }
    // global budget and goal -> DEFAULT
    await v2Update({ id: c2.id, budget: { daily_budget_for_all_countries: '300' }, goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.25' } });
    const tg2 = await v1('GET', `/campaign_targets/${c2.hashed_id}`);
    assert.deepEqual(tg2.countries[0], { DEFAULT: { bid: 2.25, budget: 300, click_url: 'https://t.example/c?id={CAMPAIGN_ID}', impression_url: 'https://t.example/i' } });
    assert.deepEqual(tg2.countries.slice(1), [{ gb: {} }, { us: {} }]);
  });

  it('v1 -> v2: every field written through /campaign_management/v1 reads back through /manage/v1', async () => {
    const created = await v1('POST', '/campaign', { name: 'Made in v1', platform: 'android', package_name: 'com.example.v1game', bid_type: 'ROAS_AD_BASED', tracking_method: 'tracker_08', status: true });
    const h = created.campaign_id;
    await v1('POST', `/campaign_targets/${h}`, {
      countries: [
        { DEFAULT: { bid: 45, click_url: 'https://v1.example/c', impression_url: 'https://v1.example/i' } },
        { de: { budget: 12.5 } },
        { fr: { budget: 30 } },
      ],
    });
    const c2 = await v2One({ hashed_ids: h });
    assert.match(c2.id, /^\d+$/);
    assert.equal(c2.hashed_id, h);
    assert.equal(c2.name, 'Made in v1');
    assert.equal(c2.platform, 'ANDROID');
    assert.equal(c2.package_name, 'com.example.v1game');
    assert.equal(c2.status, 'LIVE');
    assert.deepEqual(c2.goal, { goal_type: 'AD_ROAS', goal_value_for_all_countries: '45', roas_day_target: 'DAY0' });
    assert.deepEqual(c2.budget, { country_code_to_daily_budget: { DE: '12.5', FR: '30' } });
    assert.deepEqual(c2.tracking, { click_url: 'https://v1.example/c', impression_url: 'https://v1.example/i', tracking_method: 'TRACKER_08' });
    assert.deepEqual(c2.targeting, [{ country_code: 'DE' }, { country_code: 'FR' }]);
    assert.equal(c2.bidding_strategy, 'TARGET_GOAL_WITH_CPI_BILLING');
    // v1 edits show up in v2
    await v1('POST', `/campaign/${h}`, { name: 'Renamed in v1', status: false, tracking_method: 'tracker_01' });
    await v1('POST', `/campaign_targets/${h}`, { countries: [{ fr: { disabled: true } }, { de: { budget: 20 } }] });
    const c2b = await v2One({ ids: c2.id });
    assert.equal(c2b.name, 'Renamed in v1');
    assert.equal(c2b.status, 'PAUSED');
    assert.equal(c2b.tracking.tracking_method, 'TRACKER_01');
    assert.deepEqual(c2b.targeting, [{ country_code: 'DE' }]);
    assert.deepEqual(c2b.budget, { country_code_to_daily_budget: { DE: '20' } });
    // and a v1 campaign is editable through v2, then seen by v1 again
    await v2Update({ id: c2.id, name: 'Renamed in v2', targeting: [{ country_code: 'de' }, { country_code: 'it' }], budget: { country_code_to_daily_budget: { DE: '5', IT: '6' } } });
    assert.equal((await v1('GET', `/campaign/${h}`)).name, 'Renamed in v2');
    const tg = await v1('GET', `/campaign_targets/${h}`);
    assert.deepEqual(tg.countries.slice(1), [{ de: { budget: 5 } }, { it: { budget: 6 } }]);
    // a RET campaign (no v2 goal type) shows as RET and can be written back as read
    const ret = await v1('POST', '/campaign', { name: 'Retention', platform: 'android', package_name: 'com.example.ret', bid_type: 'RET', goal_period: 3 });
    const r2 = await v2One({ hashed_ids: ret.campaign_id });
    assert.deepEqual(r2.goal, { goal_type: 'RET', roas_day_target: 'DAY3' });
    await v2Update({ id: r2.id, goal: r2.goal });
    assert.equal((await v1('GET', `/campaign/${ret.campaign_id}`)).bid_type, 'RET');
  });
});
