// /campaign_management/v1 campaigns, targets and sources over HTTP with real OAuth tokens, on
// SQLite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { v1Client, type V1Client } from '../helpers/v1.js';

const ALL = 'campaigns:write source_bids:write';
const RECORDED_KEYS = ['name', 'campaign_id', 'package_name', 'bundle_id', 'platform', 'category', 'bid_type', 'tracking_method', 'status', 'created_at', 'impressions', 'clicks', 'installs', 'spend', 'goal_period'];
const androidBody = { name: 'DIG - Android - IAP ROAS D0', package_name: 'se.example.digaround', platform: 'ANDROID', category: '803', bid_type: 'roas_iap', tracking_method: 'TRACKER_03' };

/** Asserts a 400 naming `field` (and, when given, with a description matching `re`). */
function assert400(r: { status: number; body: any }, field: string, re?: RegExp) {
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.equal(r.body.error, 'validation_failed', JSON.stringify(r.body));
  assert.equal(r.body.field, field, JSON.stringify(r.body));
  assert.ok(r.body.rule, 'names the rule');
  assert.match(r.body.trace_id, /^[0-9a-f]{32}$/);
  if (re) assert.match(r.body.error_description, re);
}

await forEachDatabase('campaign-management v1: campaigns, targets, sources', (tdb) => {
  let t: TestApp;
  let api: V1Client;
  let accountId: number;
  const clock = new ManualClock(new Date('2026-05-20T08:30:00Z'));
  before(async () => {
    t = await startTestApp(await tdb.open(), { clock });
    const tok = await firstPartyToken(t, ALL);
    accountId = tok.accountId;
    api = v1Client(t, tok.token);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const create = async (body: Record<string, unknown> = androidBody) => {
    const r = await api('POST', '/campaign', body);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body as Record<string, any>;
  };

  describe('campaigns', () => {
    it('creates a campaign in the recorded real shape', async () => {
      const c = await create();
      assert.deepEqual(Object.keys(c), RECORDED_KEYS);
      assert.match(c.campaign_id, /^[0-9a-f]{32}$/);
      assert.deepEqual({ ...c, campaign_id: 'x' }, {
        name: 'DIG - Android - IAP ROAS D0', campaign_id: 'x', package_name: 'se.example.digaround', bundle_id: '', platform: 'android',
        category: '803', bid_type: 'ROAS_IAP', tracking_method: 'tracker_03', status: false, created_at: '2026-05-20 08:30:00',
        impressions: 0, clicks: 0, installs: 0, spend: '0.0000', goal_period: 0,
      });
      // the same through the second generation's id space: the internal campaign exists in the core
      assert.equal((await t.c.campaigns.get(accountId, { hashedId: c.campaign_id })).name, c.name);
    });

    it('also creates through POST /campaign/ (empty id); lists and reads back', async () => {
      const a = await create({ ...androidBody, name: 'Second' });
      const r = await api('POST', '/campaign/', { ...androidBody, name: 'Third', status: true, category: 12 });
      assert.equal(r.status, 200);
      assert.equal(r.body.status, true);
      assert.equal(r.body.category, '12');
      const list = await api('GET', '/campaigns');
      assert.equal(list.status, 200);
      assert.ok(Array.isArray(list.body));
      const names = list.body.map((x: any) => x.name);
      assert.ok(names.indexOf('Second') < names.indexOf('Third'), 'oldest first');
      const one = await api('GET', `/campaign/${a.campaign_id}`);
      assert.deepEqual(one.body, a);
      assert.deepEqual((await api('GET', `/campaign/${a.campaign_id.toUpperCase()}`)).body, a);
      assert.deepEqual((await api('GET', `/campaign/${a.campaign_id}?_t=123`)).body, a, 'unknown query parameters are ignored');
    });

    it('iOS: package_name is the numeric store id, bundle_id required, CPI has no goal period', async () => {
      assert400(await api('POST', '/campaign', { name: 'i', platform: 'ios', package_name: '123456', bid_type: 'CPI' }), 'bundle_id');
      assert400(await api('POST', '/campaign', { name: 'i', platform: 'ios', package_name: 'com.x.y', bundle_id: 'com.x.y', bid_type: 'CPI' }), 'package_name');
      const c = await create({ name: 'iOS', platform: 'ios', package_name: 1234567890, bundle_id: 'com.example.dig', bid_type: 'CPI' });
      assert.equal(c.package_name, '1234567890');
      assert.equal(c.bundle_id, 'com.example.dig');
      assert.equal(c.goal_period, 0); // spec 1: an integer (the recorded real row has 0), never null
      assert.equal('tracking_method' in c, false, 'absent when not set');
    });

    it('updates, pauses and keeps the other fields; POST answers the campaign after the change', async () => {
      const c = await create();
      let r = await api('POST', `/campaign/${c.campaign_id}`, { name: 'Renamed', status: true, tracking_method: 'custom_track' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { ...c, name: 'Renamed', status: true, tracking_method: 'custom_track' });
      // pause: the state table's form, campaign_id in the body, other fields unchanged
      r = await api('POST', `/campaign/${c.campaign_id}`, { campaign_id: c.campaign_id, status: false });
      assert.deepEqual(r.body, { ...c, name: 'Renamed', status: false, tracking_method: 'custom_track' });
      assert.deepEqual((await api('GET', `/campaign/${c.campaign_id}`)).body, r.body);
      // a whole object read with GET can be sent back with a change (read-only values equal)
      const echoed = { ...r.body, status: 'TRUE', impressions: 99, spend: '1.0000', created: 'whatever' };
      r = await api('POST', `/campaign/${c.campaign_id}`, echoed);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.status, true);
      assert.equal(r.body.impressions, 0);
      r = await api('POST', `/campaign/${c.campaign_id}`, { tracking_method: null });
      assert.equal('tracking_method' in r.body, false);
    });

    it('refuses read-only changes and bad values, naming the field', async () => {
      const c = await create();
      const p = `/campaign/${c.campaign_id}`;
      assert400(await api('POST', p, { platform: 'ios' }), 'platform', /read-only/);
      assert400(await api('POST', p, { bid_type: 'CPI' }), 'bid_type', /read-only/);
      assert400(await api('POST', p, { package_name: 'com.other.app' }), 'package_name', /read-only/);
      assert400(await api('POST', p, { bundle_id: 'com.other.app' }), 'bundle_id', /read-only/);
      assert400(await api('POST', p, { goal_period: 7 }), 'goal_period', /read-only/);
      assert400(await api('POST', p, { campaign_id: '0'.repeat(32) }), 'campaign_id');
      assert400(await api('POST', p, { status: 'maybe' }), 'status');
      assert400(await api('POST', p, { tracking_method: 'tracker_06' }), 'tracking_method');
      assert400(await api('POST', p, { name: '  ' }), 'name');
      assert400(await api('POST', p, { name: 5 }), 'name');
      const bad = await api('POST', p, '{"name": ', { 'content-type': 'application/json' });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.field, 'body');
      assert.equal((await api('GET', p)).body.name, c.name, 'nothing changed');
    });

    it('event_target (addendum 7 section 3): a CPE campaign shows its goal\'s target event ("" when none), other goals leave it out; it is read-only here', async () => {
      const cpe = await create({ ...androidBody, name: 'Cpe', bid_type: 'CPE' });
      assert.equal(cpe.event_target, '', 'a CPE campaign made here has none');
      assert.deepEqual(Object.keys(cpe), [...RECORDED_KEYS, 'event_target']);
      // set as /manage/v1 sets it (goal.event_target), then read back through every v1 read
      await t.c.campaigns.update(accountId, { hashedId: cpe.campaign_id }, { eventTarget: 'purchase' });
      const p = `/campaign/${cpe.campaign_id}`;
      assert.equal((await api('GET', p)).body.event_target, 'purchase');
      assert.equal((await api('GET', '/campaigns')).body.find((x: any) => x.campaign_id === cpe.campaign_id).event_target, 'purchase');
      // read-only: echoing it back is no change; another value, or one on create, is refused
      const same = await api('POST', p, { name: 'Cpe renamed', event_target: 'purchase' });
      assert.equal(same.status, 200, JSON.stringify(same.body));
      assert.equal(same.body.event_target, 'purchase');
      assert400(await api('POST', p, { event_target: 'signup' }), 'event_target', /read-only.*\/manage\/v1/);
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'CPE', event_target: 'signup' }), 'event_target', /read-only/);
      assert.equal((await create({ ...androidBody, name: 'Cpe empty', bid_type: 'CPE', event_target: '' })).event_target, '');
      const other = await create({ ...androidBody, name: 'Not cpe' });
      assert.equal('event_target' in other, false);
      assert.equal((await api('POST', `/campaign/${other.campaign_id}`, { event_target: '' })).status, 200);
    });

    it('create: campaign_id left out, required fields, goal_period by bid_type', async () => {
      assert400(await api('POST', '/campaign', { ...androidBody, campaign_id: 'abc' }), 'campaign_id', /left out/);
      for (const f of ['name', 'platform', 'package_name', 'bid_type']) {
        const body: Record<string, unknown> = { ...androidBody };
        delete body[f];
        assert400(await api('POST', '/campaign', body), f, /required/);
      }
      assert400(await api('POST', '/campaign', { ...androidBody, platform: 'windows' }), 'platform');
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'CPM' }), 'bid_type');
      assert400(await api('POST', '/campaign', { ...androidBody, package_name: 'not a package' }), 'package_name');
      assert400(await api('POST', '/campaign', { ...androidBody, bundle_id: 'com.x' }), 'bundle_id');
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'CPI', goal_period: 7 }), 'goal_period');
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'RET', goal_period: 2 }), 'goal_period', /1, 3, 7/);
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'ROAS_AD_BASED', goal_period: 7 }), 'goal_period');
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'ROAS_IAP', goal_period: 3 }), 'goal_period');
      assert400(await api('POST', '/campaign', { ...androidBody, bid_type: 'CPE', goal_period: 1 }), 'goal_period');
      const cases: [string, number | undefined, number | null][] = [
        ['CPI', undefined, 0], ['CPP_GOAL', undefined, 7], ['CPE', 7, 7], ['RET', 3, 3], ['RET', undefined, 7],
        ['ROAS_AD_BASED', 0, 0], ['ROAS_IAP', 7, 7], ['cpp', undefined, 7],
      ];
      for (const [bid_type, goal_period, expected] of cases) {
        const c = await create({ ...androidBody, bid_type, ...(goal_period === undefined ? {} : { goal_period }) });
        assert.equal(c.goal_period, expected, bid_type);
        assert.equal(c.bid_type, bid_type === 'cpp' ? 'CPP_GOAL' : bid_type);
      }
    });
  });

  describe('campaign targets', () => {
    it('starts empty, sets DEFAULT and countries, merges, disables and re-enables', async () => {
      const c = await create();
      const p = `/campaign_targets/${c.campaign_id}`;
      let r = await api('GET', p);
      assert.deepEqual(r.body, { bid_type: 'ROAS_IAP', os_major_version_min: 0, device_types: [], countries: [{ DEFAULT: {} }] });
      const click = 'https://track.example/click?c={CAMPAIGN_ID}&n={CAMPAIGN_NAME}&a={APP_ID}&i={IDFA}&cc={CC}&d={DEVICE_TYPE}&did={DID}&h={HADID}&p={PLACEMENT_ID}';
      r = await api('POST', p, { countries: [{ DEFAULT: { bid: '50', budget: 100.5, click_url: click } }, { US: {} }, { de: {} }], os_major_version_min: '9' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body, {
        bid_type: 'ROAS_IAP', os_major_version_min: 9, device_types: [],
        countries: [{ DEFAULT: { bid: 50, budget: 100.5, click_url: click } }, { de: {} }, { us: {} }],
      });
      // a POST changes only the countries it names
      r = await api('POST', p, { countries: [{ fr: {} }] });
      assert.deepEqual(r.body.countries.map((x: object) => Object.keys(x)[0]), ['DEFAULT', 'de', 'fr', 'us']);
      assert.equal(r.body.os_major_version_min, 9);
      // disabled: true removes the country from GET
      r = await api('POST', p, { countries: [{ de: { disabled: true } }] });
      assert.deepEqual((await api('GET', p)).body.countries.map((x: object) => Object.keys(x)[0]), ['DEFAULT', 'fr', 'us']);
      // naming it again targets it again
      await api('POST', p, { countries: [{ de: { disabled: 'false' } }] });
      assert.deepEqual((await api('GET', p)).body.countries.map((x: object) => Object.keys(x)[0]), ['DEFAULT', 'de', 'fr', 'us']);
      // the object form is accepted too
      r = await api('POST', p, { countries: { GB: {}, DEFAULT: { bid: 60 } } });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.countries.map((x: object) => Object.keys(x)[0]), ['DEFAULT', 'de', 'fr', 'gb', 'us']);
      assert.equal(r.body.countries[0].DEFAULT.bid, 60);
      assert.equal(r.body.countries[0].DEFAULT.budget, 100.5, 'untouched values kept');
    });

    it('one total budget or a budget per country; values in DEFAULT or in each country', async () => {
      const c = await create();
      const p = `/campaign_targets/${c.campaign_id}`;
      await api('POST', p, { countries: [{ DEFAULT: { bid: 2, budget: 100 } }, { us: {} }, { fr: {} }] });
      assert400(await api('POST', p, { countries: [{ us: { budget: 5 } }] }), 'countries.us.budget', /one total budget/);
      assert400(await api('POST', p, { countries: [{ fr: { bid: 5 } }] }), 'countries.fr.bid', /either in DEFAULT or in every country/);
      assert400(await api('POST', p, { countries: [{ DEFAULT: { budget: null } }, { us: { budget: 5 } }] }), 'countries.fr.budget', /every targeted country/);
      // switch to per-country budgets in one request
      let r = await api('POST', p, { countries: [{ DEFAULT: { budget: null } }, { us: { budget: 5 } }, { fr: { budget: '6.25' } }] });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.countries, [{ DEFAULT: { bid: 2 } }, { fr: { budget: 6.25 } }, { us: { budget: 5 } }]);
      // a new country then needs its own budget
      assert400(await api('POST', p, { countries: [{ it: {} }] }), 'countries.it.budget');
      r = await api('POST', p, { countries: [{ it: { budget: 1 } }] });
      assert.equal(r.status, 200);
      // disabling a country needs nothing else
      r = await api('POST', p, { countries: [{ it: { disabled: true } }] });
      assert.deepEqual(r.body.countries.map((x: object) => Object.keys(x)[0]), ['DEFAULT', 'fr', 'us']);
    });

    it('refuses bad countries, macros, decimals, device types and read-only bid_type, naming the field', async () => {
      const c = await create();
      const p = `/campaign_targets/${c.campaign_id}`;
      assert400(await api('POST', p, { countries: [{ xx: {} }] }), 'countries.xx', /country table/);
      assert400(await api('POST', p, { countries: [{ usa: {} }] }), 'countries.usa');
      assert400(await api('POST', p, { countries: [{ us: {}, fr: {} }] }), 'countries[0]', /exactly one key/);
      assert400(await api('POST', p, { countries: [{ us: {} }, { US: {} }] }), 'countries.us', /more than once/);
      assert400(await api('POST', p, { countries: [{ DEFAULT: { click_url: 'https://t.example/?x={}' } }] }), 'countries.DEFAULT.click_url', /is not a macro/);
      assert400(await api('POST', p, { countries: [{ DEFAULT: { impression_url: 'https://t.example/?x={a b}' } }] }), 'countries.DEFAULT.impression_url', /is not a macro/);
      assert400(await api('POST', p, { countries: [{ DEFAULT: { click_url: 'track.example/no-scheme' } }] }), 'countries.DEFAULT.click_url');
      assert400(await api('POST', p, { countries: [{ DEFAULT: { bid: '1.23456' } }] }), 'countries.DEFAULT.bid', /4 decimal places/);
      assert400(await api('POST', p, { countries: [{ DEFAULT: { bid: -1 } }] }), 'countries.DEFAULT.bid');
      assert400(await api('POST', p, { countries: [{ DEFAULT: { budget: 0 } }] }), 'countries.DEFAULT.budget', /greater than 0/);
      assert400(await api('POST', p, { countries: [{ DEFAULT: { budget: true } }] }), 'countries.0.DEFAULT.budget');
      assert400(await api('POST', p, { countries: [{ DEFAULT: { disabled: true } }] }), 'countries.DEFAULT.disabled');
      assert400(await api('POST', p, { countries: [{ us: { bids: 1 } }] }), 'countries.0.us.bids', /not an accepted field/);
      assert400(await api('POST', p, { device_types: ['phone'] }), 'device_types', /iOS/);
      assert400(await api('POST', p, { os_major_version_min: 0 }), 'os_major_version_min');
      assert400(await api('POST', p, { bid_type: 'CPI' }), 'bid_type', /read-only/);
      assert.equal((await api('POST', p, { bid_type: 'roas_iap' })).status, 200, 'the same bid_type is fine');
      assert.deepEqual((await api('GET', p)).body.countries, [{ DEFAULT: {} }], 'nothing was written');
    });

    it('device types on iOS', async () => {
      const c = await create({ name: 'iOS', platform: 'ios', package_name: '42', bundle_id: 'com.example.x', bid_type: 'CPI' });
      const p = `/campaign_targets/${c.campaign_id}`;
      let r = await api('POST', p, { device_types: ['Tablet', 'phone'] });
      assert.deepEqual(r.body.device_types, ['phone', 'tablet']);
      assert400(await api('POST', p, { device_types: ['watch'] }), 'device_types[0]');
      r = await api('POST', p, { device_types: [] });
      assert.deepEqual(r.body.device_types, []);
    });
  });

  describe('sources', () => {
    it('bare array without paging, paged object with limit/offset, toggles single and list', async () => {
      const c = await create();
      const p = `/sources/${c.campaign_id}`;
      assert.deepEqual((await api('GET', p)).body, []);
      await t.c.campaigns.recordSources(accountId, { hashedId: c.campaign_id }, ['s5', 's1', 's3', 's2', 's4'].map((a) => ({ appId: a, appIdExternal: `ext-${a}` })));
      let r = await api('GET', `${p}?_t=1`);
      assert.deepEqual(r.body.map((s: any) => s.app_id), ['s1', 's2', 's3', 's4', 's5']);
      assert.deepEqual(r.body[0], { app_id: 's1', app_id_external: 'ext-s1', status: true });
      r = await api('GET', `${p}?limit=2&offset=1`);
      assert.deepEqual(r.body, {
        limit: 2, offset: 1, total_row_count: 5,
        sources: [{ app_id: 's2', app_id_external: 'ext-s2', status: true }, { app_id: 's3', app_id_external: 'ext-s3', status: true }],
      });
      r = await api('GET', `${p}?offset=4`);
      assert.deepEqual({ ...r.body, sources: r.body.sources.length }, { limit: 1, offset: 4, sources: 1, total_row_count: 5 });
      r = await api('GET', `${p}?limit=3`);
      assert.deepEqual(r.body.sources.map((s: any) => s.app_id), ['s1', 's2', 's3']);
      r = await api('GET', `${p}?limit=3&offset=10`);
      assert.deepEqual(r.body, { limit: 0, offset: 10, sources: [], total_row_count: 5 });
      assert400(await api('GET', `${p}?limit=0`), 'limit');
      assert400(await api('GET', `${p}?limit=1001`), 'limit');
      assert400(await api('GET', `${p}?offset=-1`), 'offset');
      assert400(await api('GET', `${p}?limit=x`), 'limit');
      // toggle: single object in, object out
      r = await api('POST', p, { app_id: 's2', status: false });
      assert.deepEqual(r.body, { app_id: 's2', app_id_external: 'ext-s2', status: false });
      // list in, list out; a new app id becomes an override; app_id_external is ignored
      r = await api('POST', p, [{ app_id: 's2', status: 'true' }, { app_id: 777, status: false, app_id_external: 'ignored' }]);
      assert.deepEqual(r.body, [{ app_id: 's2', app_id_external: 'ext-s2', status: true }, { app_id: '777', app_id_external: '', status: false }]);
      r = await api('GET', `${p}?limit=100`);
      assert.equal(r.body.total_row_count, 6);
      assert400(await api('POST', p, [{ app_id: 's1' }]), '[0].status', /required/);
      assert400(await api('POST', p, [{ app_id: 's1', status: true }, { status: true }]), '[1].app_id', /required/);
      assert400(await api('POST', p, { app_id: 's1', status: 'on' }), 'status');
      assert400(await api('POST', p, [{ app_id: 's1', status: true }, { app_id: 's1', status: false }]), '[1].app_id', /more than once/);
      assert400(await api('POST', p, []), 'body');
      assert400(await api('POST', p, { app_id: 's1', status: true, bid: 3 }), 'bid', /not an accepted field/);
      assert.equal((await api('GET', p)).body.find((s: any) => s.app_id === 's1').status, true, 'refused changes wrote nothing');
    });
  });

  describe("yesterday's figures", () => {
    it('are zero until a day is recorded, then show in GET /campaign and GET /campaigns', async () => {
      const c = await create();
      const ref = { hashedId: c.campaign_id };
      await t.c.campaigns.recordDay(accountId, ref, { day: '2026-05-19', impressions: 12000, clicks: 340, installs: 21, spend: '12.34' });
      await t.c.campaigns.recordDay(accountId, ref, { day: '2026-05-18', impressions: 1, clicks: 1, installs: 1, spend: 1 });
      await t.c.campaigns.recordDay(accountId, ref, { day: '2026-05-20', impressions: 2, clicks: 2, installs: 2, spend: 2 });
      const r = await api('GET', `/campaign/${c.campaign_id}`);
      assert.deepEqual([r.body.impressions, r.body.clicks, r.body.installs, r.body.spend], [12000, 340, 21, '12.3400']);
      const listed = (await api('GET', '/campaigns')).body.find((x: any) => x.campaign_id === c.campaign_id);
      assert.deepEqual(listed, r.body);
      clock.advance(86_400_000);
      try {
        // (the first token has expired by then: a day later a client fetches a new one)
        const tomorrow = v1Client(t, (await firstPartyToken(t, 'campaigns:read', accountId)).token);
        assert.equal((await tomorrow('GET', `/campaign/${c.campaign_id}`)).body.spend, '2.0000', 'the next day shows the next day');
      } finally {
        clock.advance(-86_400_000);
      }
    });
  });

  describe('scopes and tenancy', () => {
    it('needs a bearer token and the right scope; write implies read', async () => {
      const c = await create();
      const none = v1Client(t, undefined);
      const r401 = await none('GET', `/campaign/${c.campaign_id}`);
      assert.equal(r401.status, 401);
      assert.match(r401.headers.get('www-authenticate') ?? '', /^Bearer/);
      const readOnly = v1Client(t, (await firstPartyToken(t, 'campaigns:read source_bids:read', accountId)).token);
      assert.equal((await readOnly('GET', `/campaign/${c.campaign_id}`)).status, 200);
      assert.equal((await readOnly('GET', `/sources/${c.campaign_id}`)).status, 200);
      for (const [path, body] of [[`/campaign/${c.campaign_id}`, { status: true }], ['/campaign', androidBody], [`/campaign_targets/${c.campaign_id}`, {}], [`/sources/${c.campaign_id}`, { app_id: 'a', status: true }]] as const) {
        const r = await readOnly('POST', path, body);
        assert.equal(r.status, 403, path);
        assert.equal(r.body.error, 'insufficient_scope');
      }
      const sourcesOnly = v1Client(t, (await firstPartyToken(t, 'source_bids:write', accountId)).token);
      assert.equal((await sourcesOnly('GET', `/sources/${c.campaign_id}`)).status, 200, 'write implies read');
      assert.equal((await sourcesOnly('GET', `/campaign/${c.campaign_id}`)).status, 403);
      assert.equal((await sourcesOnly('GET', `/campaign_targets/${c.campaign_id}`)).status, 403);
      assert.equal((await sourcesOnly('GET', '/campaigns')).status, 403);
      const campaignsOnly = v1Client(t, (await firstPartyToken(t, 'campaigns:write', accountId)).token);
      assert.equal((await campaignsOnly('GET', `/campaign_targets/${c.campaign_id}`)).status, 200);
      assert.equal((await campaignsOnly('GET', `/sources/${c.campaign_id}`)).status, 403);
    });

    it("another account's campaign is 404 on every route and never listed", async () => {
      const c = await create();
      await api('POST', `/sources/${c.campaign_id}`, { app_id: 'x', status: true });
      const other = v1Client(t, (await firstPartyToken(t, ALL)).token);
      const routes: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
        ['GET', `/campaign/${c.campaign_id}`],
        ['POST', `/campaign/${c.campaign_id}`, { status: true }],
        ['GET', `/campaign_targets/${c.campaign_id}`],
        ['POST', `/campaign_targets/${c.campaign_id}`, { countries: [{ us: {} }] }],
        ['GET', `/sources/${c.campaign_id}`],
        ['GET', `/sources/${c.campaign_id}?limit=10&offset=0`],
        ['POST', `/sources/${c.campaign_id}`, { app_id: 'x', status: false }],
      ];
      const internalId = (await t.c.campaigns.get(accountId, { hashedId: c.campaign_id })).id;
      routes.push(['GET', `/campaign/${internalId}`]);
      for (const [m, path, body] of routes) {
        const r = await other(m, path, body);
        assert.equal(r.status, 404, `${m} ${path}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.error, 'not_found');
      }
      assert.deepEqual((await other('GET', '/campaigns')).body, []);
      // and nothing changed
      const mine = await api('GET', `/campaign/${c.campaign_id}`);
      assert.equal(mine.body.status, false);
      assert.equal((await api('GET', `/sources/${c.campaign_id}`)).body[0].status, true);
    });

    it('unknown campaigns and unknown paths are 404 in the surface error shape', async () => {
      for (const path of ['/campaign/' + 'f'.repeat(32), '/campaign/not-an-id', '/campaign_targets/123456', '/nope']) {
        const r = await api('GET', path);
        assert.equal(r.status, 404, path);
        assert.equal(r.body.error, 'not_found');
        assert.match(r.body.trace_id, /^[0-9a-f]{32}$/);
        assert.equal(r.headers.get('x-trace-id'), r.body.trace_id);
      }
    });
  });
});
