import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { manage, manageAccount, v2Campaign, type ManageAccount } from '../helpers/manage.js';


const TODAY = new Date('2030-01-10T08:00:00Z');

await forEachDatabase('manage-v1 campaigns', (tdb) => {
  const clock = new ManualClock(TODAY);
  let t: TestApp;
  let a: ManageAccount;
  let b: ManageAccount;
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock });
    a = await manageAccount(t, 'A');
    b = await manageAccount(t, 'B');
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const create = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/campaign/create', { body });
  const list = (who: ManageAccount, query: Record<string, string | number> = {}) => manage(t, who, 'GET', '/campaign/list', { query });
  const one = async (who: ManageAccount, id: string) => {
    const r = await list(who, { ids: id });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.length, 1);
    return r.body[0];
  };

  it('create answers {"id": "<string>"}; list shows every field in the documented form', async () => {
    const r = await create(a, v2Campaign({ status: 'LIVE', created_at: '2001-01-01T00:00:00' }));
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(Object.keys(r.body), ['id']);
    assert.match(r.body.id, /^\d+$/);
    const c = await one(a, r.body.id);
    assert.deepEqual(c, {
      id: r.body.id,
      hashed_id: c.hashed_id,
      name: 'Summer push',
      type: 'APP',
      status: 'PAUSED', // status is Ignored on create
      platform: 'ANDROID',
      package_name: 'com.example.game',
      is_composite_banner_enabled: false, // addendum 7 section 3: read back in lists, default false
      bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { daily_budget_for_all_countries: '5000' },
      goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.5' },
      tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
      targeting: [{ country_code: 'DE' }, { country_code: 'US' }],
      start_date: '2030-01-10T00:00:00',
      end_date: '2030-02-10T00:00:00',
      is_continuous_delivery: false,
      created_at: '2030-01-10T08:00:00', // created_at is Ignored on create
    });
    assert.match(c.hashed_id, /^[0-9a-f]{32}$/);
  });

  it('iOS, per-country budgets and goals, US regions, ROAS day target; loose input (numbers, lower case) answered in the documented form', async () => {
    const r = await create(
      a,
      v2Campaign({
        platform: 'ios',
        package_name: 'com.example.iosgame',
        itunes_id: 1234567890,
        bidding_strategy: 'maximize_results_with_cpm_billing',
        budget: { country_code_to_daily_budget: { us: 100, GB: '50.50' } },
        goal: { goal_type: 'chk_roas', roas_day_target: 'day7', country_code_to_goal_value: { US: 120, gb: '80' } },
        tracking: { click_url: 'https://t.example/c', impression_url: 'https://t.example/i', tracking_method: 'tracker_05' },
        targeting: [{ country_code: 'us', region_codes: ['ca', 'NY'] }, { country_code: 'GB' }],
      }),
    );
    assert.equal(r.status, 200, r.text);
    const c = await one(a, r.body.id);
    assert.equal(c.platform, 'IOS');
    assert.equal(c.itunes_id, 1234567890);
    assert.equal(c.bidding_strategy, 'MAXIMIZE_RESULTS_WITH_CPM_BILLING');
    assert.deepEqual(c.budget, { country_code_to_daily_budget: { GB: '50.5', US: '100' } });
    assert.deepEqual(c.goal, { goal_type: 'CHK_ROAS', country_code_to_goal_value: { GB: '80', US: '120' }, roas_day_target: 'DAY7' });
    assert.equal(c.tracking.tracking_method, 'TRACKER_05');
    assert.deepEqual(c.targeting, [{ country_code: 'GB' }, { country_code: 'US', region_codes: ['CA', 'NY'] }]);
  });

  it('a JSON body is read as JSON whatever the Content-Type (curl -d sends form-urlencoded)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', undefined]) {
      const res = await fetch(`${t.url}/manage/v1/campaign/create?account_id=${a.accountId}`, {
        method: 'POST',
        headers: { authorization: a.key, ...(type ? { 'content-type': type } : {}) },
        body: new Blob([JSON.stringify(v2Campaign({ name: `loose ${type}` }))]),
      });
      assert.equal(res.status, 200, `${type}: ${await res.clone().text()}`);
    }
    const bad = await fetch(`${t.url}/manage/v1/campaign/create?account_id=${a.accountId}`, { method: 'POST', headers: { authorization: a.key, 'content-type': 'text/plain' }, body: 'name=x' });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('x-al-error-code'), '100002');
  });

  it('is_continuous_delivery stands in for end_date', async () => {
    const body = v2Campaign({ is_continuous_delivery: true });
    delete body.end_date;
    const r = await create(a, body);
    assert.equal(r.status, 200, r.text);
    const c = await one(a, r.body.id);
    assert.equal(c.is_continuous_delivery, true);
    assert.equal(c.end_date, undefined);
    const both = await create(a, v2Campaign({ is_continuous_delivery: true }));
    assert.equal(both.status, 400);
    assert.equal(both.body.error.field, 'end_date');
  });

  describe('Create flags', () => {
    const required = ['name', 'type', 'platform', 'package_name', 'bidding_strategy', 'budget', 'goal', 'tracking', 'targeting', 'start_date', 'end_date'];
    for (const f of required) {
      it(`Required: ${f} missing -> 400 naming it`, async () => {
        const body = v2Campaign();
        delete body[f];
        const r = await create(a, body);
        assert.equal(r.status, 400, r.text);
        assert.equal(r.body.error.field, f);
        assert.equal(r.headers.get('x-al-error-code'), '100001');
        assert.match(r.headers.get('x-al-error-message') ?? '', new RegExp(f));
      });
    }
    it('Required (iOS only): itunes_id', async () => {
      const r = await create(a, v2Campaign({ platform: 'IOS', package_name: 'com.example.ios' }));
      assert.equal(r.status, 400);
      assert.equal(r.body.error.field, 'itunes_id');
    });
    for (const f of ['click_url', 'impression_url', 'tracking_method']) {
      it(`Required: all three tracking values (tracking.${f})`, async () => {
        const body = v2Campaign();
        const tracking = { ...(body.tracking as Record<string, unknown>) };
        delete tracking[f];
        const r = await create(a, { ...body, tracking });
        assert.equal(r.status, 400);
        assert.equal(r.body.error.field, `tracking.${f}`);
      });
    }
    it('Required: a goal type and a goal value, a budget value', async () => {
      let r = await create(a, v2Campaign({ goal: { goal_value_for_all_countries: '1' } }));
      assert.equal(r.body.error.field, 'goal.goal_type');
      r = await create(a, v2Campaign({ goal: { goal_type: 'CPI' } }));
      assert.equal(r.body.error.field, 'goal.goal_value_for_all_countries');
      r = await create(a, v2Campaign({ budget: {} }));
      assert.equal(r.body.error.field, 'budget.daily_budget_for_all_countries');
    });
    for (const [f, v] of [['id', '12'], ['hashed_id', 'a'.repeat(32)]] as const) {
      it(`Forbidden: ${f} -> 400 naming it`, async () => {
        const r = await create(a, v2Campaign({ [f]: v }));
        assert.equal(r.status, 400);
        assert.equal(r.body.error.field, f);
      });
    }
    it('start_date cannot be earlier than today (by the injected clock); today is fine', async () => {
      const r = await create(a, v2Campaign({ start_date: '2030-01-09' }));
      assert.equal(r.status, 400);
      assert.equal(r.body.error.field, 'start_date');
      assert.equal((await create(a, v2Campaign({ start_date: '2030-01-10T00:00:00' }))).status, 200);
      assert.equal((await create(a, v2Campaign({ start_date: '2030-13-01' }))).body.error.field, 'start_date');
    });
    it('targeting: countries from the table, region codes only for US and from the region table', async () => {
      let r = await create(a, v2Campaign({ targeting: [{ country_code: 'DE', region_codes: ['CA'] }] }));
      assert.equal(r.status, 400);
      assert.equal(r.body.error.field, 'targeting[0].region_codes');
      r = await create(a, v2Campaign({ targeting: [{ country_code: 'US', region_codes: ['ZZ'] }] }));
      assert.equal(r.status, 400);
      assert.match(r.body.error.field, /region_codes/);
      r = await create(a, v2Campaign({ targeting: [{ country_code: 'XX' }] }));
      assert.equal(r.body.error.field, 'targeting[0].country_code');
      r = await create(a, v2Campaign({ targeting: [] }));
      assert.equal(r.body.error.field, 'targeting');
    });
    it('budget and goal: one form only; per-country values for every targeted country only', async () => {
      let r = await create(a, v2Campaign({ budget: { daily_budget_for_all_countries: '1', country_code_to_daily_budget: { US: '1', DE: '1' } } }));
      assert.equal(r.body.error.field, 'budget.country_code_to_daily_budget');
      r = await create(a, v2Campaign({ budget: { country_code_to_daily_budget: { US: '1' } } }));
      assert.equal(r.body.error.field, 'budget.country_code_to_daily_budget.DE');
      r = await create(a, v2Campaign({ goal: { goal_type: 'CPI', country_code_to_goal_value: { US: '1', DE: '1', FR: '1' } } }));
      assert.equal(r.body.error.field, 'goal.country_code_to_goal_value.FR');
      r = await create(a, v2Campaign({ budget: { daily_budget_for_all_countries: '-5' } }));
      assert.equal(r.body.error.field, 'budget.daily_budget_for_all_countries');
      r = await create(a, v2Campaign({ goal: { goal_type: 'CPX', goal_value_for_all_countries: '1' } }));
      assert.equal(r.body.error.field, 'goal.goal_type');
      r = await create(a, v2Campaign({ goal: { goal_type: 'CPI', goal_value_for_all_countries: '1', roas_day_target: 'DAY7' } }));
      assert.equal(r.body.error.field, 'goal.roas_day_target');
      r = await create(a, v2Campaign({ tracking: { click_url: 'https://x.example/{NO PE}', impression_url: 'https://x.example', tracking_method: 'TRACKER_01' } }));
      assert.equal(r.body.error.field, 'tracking.click_url');
      r = await create(a, v2Campaign({ tracking: { click_url: 'https://x.example', impression_url: 'https://x.example', tracking_method: 'TRACKER_02' } }));
      assert.equal(r.body.error.field, 'tracking.tracking_method');
    });
  });

  describe('Update flags', () => {
    let id: string;
    before(async () => {
      const r = await create(a, v2Campaign({ name: 'To update' }));
      assert.equal(r.status, 200, r.text);
      id = r.body.id;
    });
    const update = (who: ManageAccount, body: Record<string, unknown>) => manage(t, who, 'POST', '/campaign/update', { body });

    it('answers {"id": ...} with the id exactly as sent (string or number)', async () => {
      const s = await update(a, { id, type: 'APP', name: 'Renamed' });
      assert.equal(s.status, 200, s.text);
      assert.deepEqual(s.body, { id });
      const n = await update(a, { id: Number(id), type: 'APP' });
      assert.deepEqual(n.body, { id: Number(id) });
      assert.equal((await one(a, id)).name, 'Renamed');
    });
    it('Required: id and type', async () => {
      assert.equal((await update(a, { type: 'APP', name: 'x' })).body.error.field, 'id');
      assert.equal((await update(a, { id, name: 'x' })).body.error.field, 'type');
    });
    it('Forbidden: bidding_strategy and start_date', async () => {
      for (const [f, v] of [['bidding_strategy', 'AUTO_BIDDING_WITH_CPM_BILLING'], ['start_date', '2030-03-01']]) {
        const r = await update(a, { id, type: 'APP', [f]: v });
        assert.equal(r.status, 400);
        assert.equal(r.body.error.field, f);
      }
    });
    it('Ignored: hashed_id and created_at', async () => {
      const before = await one(a, id);
      const r = await update(a, { id, type: 'APP', hashed_id: 'f'.repeat(32), created_at: '2001-01-01T00:00:00' });
      assert.equal(r.status, 200, r.text);
      const after = await one(a, id);
      assert.equal(after.hashed_id, before.hashed_id);
      assert.equal(after.created_at, before.created_at);
    });
    it('Optional: status, name, budget, goal, tracking, targeting, end_date, platform/package_name', async () => {
      const r = await update(a, {
        id,
        type: 'app',
        status: 'live',
        budget: { country_code_to_daily_budget: { FR: '10', JP: 20 } },
        goal: { goal_type: 'BLD_ROAS', roas_day_target: 'DAY28', goal_value_for_all_countries: 150 },
        tracking: { tracking_method: 'TRACKER_09', click_url: 'https://n.example/c' },
        targeting: [{ country_code: 'FR' }, { country_code: 'JP' }],
        end_date: '2030-06-30T12:00:00',
      });
      assert.equal(r.status, 200, r.text);
      const c = await one(a, id);
      assert.equal(c.status, 'LIVE');
      assert.deepEqual(c.targeting, [{ country_code: 'FR' }, { country_code: 'JP' }]);
      assert.deepEqual(c.budget, { country_code_to_daily_budget: { FR: '10', JP: '20' } });
      assert.deepEqual(c.goal, { goal_type: 'BLD_ROAS', goal_value_for_all_countries: '150', roas_day_target: 'DAY28' });
      assert.equal(c.tracking.click_url, 'https://n.example/c');
      assert.equal(c.tracking.impression_url, 'https://t.example/i?cid={CAMPAIGN_ID}');
      assert.equal(c.tracking.tracking_method, 'TRACKER_09');
      assert.equal(c.end_date, '2030-06-30T12:00:00');
      // back to a global budget, paused, continuous delivery
      const r2 = await update(a, { id, type: 'APP', status: 'PAUSED', budget: { daily_budget_for_all_countries: '77.5' }, is_continuous_delivery: true });
      assert.equal(r2.status, 200, r2.text);
      const c2 = await one(a, id);
      assert.equal(c2.status, 'PAUSED');
      assert.deepEqual(c2.budget, { daily_budget_for_all_countries: '77.5' });
      assert.equal(c2.is_continuous_delivery, true);
      assert.equal(c2.end_date, undefined);
      assert.equal(c2.bidding_strategy, 'TARGET_GOAL_WITH_CPI_BILLING');
    });
    it('a per-country budget must cover the targeted countries; a bad status names status', async () => {
      let r = await update(a, { id, type: 'APP', budget: { country_code_to_daily_budget: { FR: '10' } } });
      assert.equal(r.body.error.field, 'budget.country_code_to_daily_budget.JP');
      r = await update(a, { id, type: 'APP', status: 'RUNNING' });
      assert.equal(r.body.error.field, 'status');
    });
    it("another account's campaign is 404 and unchanged", async () => {
      const r = await update(b, { id, type: 'APP', name: 'stolen' });
      assert.equal(r.status, 404);
      assert.equal(r.headers.get('x-al-error-code'), '100005');
      assert.notEqual((await one(a, id)).name, 'stolen');
      assert.equal((await update(a, { id: '999999999', type: 'APP' })).status, 404);
    });
  });

  describe('list paging and filters', () => {
    let p: ManageAccount;
    const ids: string[] = [];
    before(async () => {
      p = await manageAccount(t, 'Pager');
      for (let i = 0; i < 5; i++) ids.push((await create(p, v2Campaign({ name: `P${i}` }))).body.id);
    });
    it('ordered by id ascending, paged, [] past the end', async () => {
      const all = await list(p);
      assert.deepEqual(all.body.map((c: { id: string }) => c.id), ids);
      assert.deepEqual((await list(p, { size: 2 })).body.map((c: { id: string }) => c.id), ids.slice(0, 2));
      assert.deepEqual((await list(p, { size: 2, page: 3 })).body.map((c: { id: string }) => c.id), ids.slice(4));
      const past = await list(p, { size: 2, page: 4 });
      assert.equal(past.status, 200);
      assert.deepEqual(past.body, []);
      assert.deepEqual((await list(p, { page: 2 })).body, []);
    });
    it('size 0, size 101, page 0 -> 400 naming the field; size 100 is fine', async () => {
      for (const [k, v] of [['size', 0], ['size', 101], ['page', 0]] as const) {
        const r = await list(p, { [k]: v });
        assert.equal(r.status, 400);
        assert.equal(r.body.error.field, k);
      }
      assert.equal((await list(p, { size: 100 })).status, 200);
    });
    it('ids and hashed_ids filter; both together and 101 ids are 400; unknown params ignored', async () => {
      const r = await list(p, { ids: `${ids[3]},${ids[1]}`, _t: 123 });
      assert.deepEqual(r.body.map((c: { id: string }) => c.id), [ids[1], ids[3]]);
      const h = (await list(p, { ids: ids[2]! })).body[0].hashed_id;
      assert.deepEqual((await list(p, { hashed_ids: h.toUpperCase() })).body.map((c: { id: string }) => c.id), [ids[2]]);
      const both = await list(p, { ids: ids[0]!, hashed_ids: h });
      assert.equal(both.status, 400);
      assert.equal(both.body.error.field, 'hashed_ids');
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      const r101 = await list(p, { ids: many });
      assert.equal(r101.status, 400);
      assert.equal(r101.body.error.field, 'ids');
      assert.equal((await list(p, { ids: many.split(',').slice(0, 100).join(',') })).status, 200);
    });
    it("other accounts' campaigns are never listed, even by id", async () => {
      const mine = (await list(a)).body.map((c: { id: string }) => c.id);
      for (const id of ids) assert.ok(!mine.includes(id));
      assert.deepEqual((await list(a, { ids: ids.join(',') })).body, []);
      const h = (await list(p, { ids: ids[0]! })).body[0].hashed_id;
      assert.deepEqual((await list(a, { hashed_ids: h })).body, []);
    });
  });
});
