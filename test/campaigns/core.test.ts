// The campaigns core against real storage, on SQLite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AccountsService } from '../../src/core/accounts/accounts-service.js';
import { CampaignsService } from '../../src/core/campaigns/campaigns-service.js';
import { formatFixed, parseDecimal } from '../../src/core/campaigns/decimal.js';
import type { NewCampaign } from '../../src/core/campaigns/model.js';
import { ManualClock } from '../../src/infra/clock.js';
import { cryptoHasher } from '../../src/infra/hasher.js';
import { randomIds } from '../../src/infra/ids.js';
import type { Db } from '../../src/storage/db.js';
import { migrate } from '../../src/storage/migrate.js';
import { AccountsSqlRepo } from '../../src/storage/repos/accounts-sql-repo.js';
import { CampaignsSqlRepo } from '../../src/storage/repos/campaigns-sql-repo.js';
import { forEachDatabase } from '../helpers/databases.js';

const android: NewCampaign = { name: 'Dig Android', platform: 'android', packageName: 'se.example.dig', bidType: 'ROAS_IAP' };
const ios: NewCampaign = { name: 'Dig iOS', platform: 'IOS', packageName: 'com.example.dig', itunesId: '1234567890', bidType: 'CPI' };

describe('exact decimals', () => {
  it('accepts numbers and strings, canonicalises, refuses the rest', () => {
    assert.equal(parseDecimal('bid', 2.5), '2.5');
    assert.equal(parseDecimal('bid', '002.500'), '2.5');
    assert.equal(parseDecimal('bid', '.75'), '0.75');
    assert.equal(parseDecimal('bid', 10), '10');
    assert.equal(parseDecimal('bid', '0.1234'), '0.1234');
    assert.throws(() => parseDecimal('bid', '0.12345'), { field: 'bid' });
    assert.throws(() => parseDecimal('bid', '-1'), { field: 'bid', rule: 'must not be negative' });
    assert.throws(() => parseDecimal('bid', 'abc'), { field: 'bid' });
    assert.throws(() => parseDecimal('bid', true), { field: 'bid' });
    assert.throws(() => parseDecimal('bid', 0, { positive: true }), { rule: 'must be greater than 0' });
    assert.equal(formatFixed('2.5', 4), '2.5000');
    assert.equal(formatFixed('0', 4), '0.0000');
    assert.equal(formatFixed('12.3456', 4), '12.3456');
  });
});

await forEachDatabase('campaigns core', (tdb) => {
  let db: Db;
  let svc: CampaignsService;
  let accounts: AccountsService;
  const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
  let acct: number;
  let other: number;
  before(async () => {
    db = await tdb.open();
    await migrate(db);
    accounts = new AccountsService({ repo: new AccountsSqlRepo(db), clock, ids: randomIds, hasher: cryptoHasher });
    svc = new CampaignsService({ repo: new CampaignsSqlRepo(db), clock, ids: randomIds, accountType: (id) => accounts.accountType(id) });
    acct = (await accounts.createAccount('A')).account.id;
    other = (await accounts.createAccount('B')).account.id;
  });
  after(() => tdb.cleanup());

  it('creates with defaults and reads back by hashed id and by id, within the account only', async () => {
    const { campaign: c } = await svc.create(acct, android);
    assert.match(c.hashedId, /^[0-9a-f]{32}$/);
    assert.equal(c.status, false);
    assert.equal(c.goalPeriod, 0);
    assert.equal(c.biddingStrategy, 'TARGET_GOAL_WITH_CPI_BILLING');
    assert.deepEqual(c.deviceTypes, []);
    const back = await svc.get(acct, { hashedId: c.hashedId });
    assert.deepEqual(back, c);
    assert.deepEqual(await svc.get(acct, { id: c.id }), c);
    await assert.rejects(svc.get(other, { hashedId: c.hashedId }), { code: 'not_found' });
    await assert.rejects(svc.get(other, { id: c.id }), { code: 'not_found' });
    await assert.rejects(svc.update(other, { id: c.id }, { status: true }), { code: 'not_found' });
    await assert.rejects(svc.recordDay(other, { id: c.id }, { day: '2026-03-09', impressions: 1, clicks: 0, installs: 0, spend: 1 }), { code: 'not_found' });
    assert.equal((await svc.get(acct, { id: c.id })).status, false);
  });

  it('iOS: platform case-insensitive, itunes id required, device types allowed', async () => {
    const { campaign } = await svc.create(acct, { ...ios, deviceTypes: ['Tablet', 'phone', 'phone'] });
    assert.equal(campaign.platform, 'ios');
    assert.deepEqual(campaign.deviceTypes, ['phone', 'tablet']);
    assert.equal(campaign.goalPeriod, null);
    await assert.rejects(svc.create(acct, { ...ios, itunesId: undefined }), { field: 'package_name' });
    await assert.rejects(svc.create(acct, { ...ios, itunesId: 'abc' }), { field: 'package_name' });
    await assert.rejects(svc.create(acct, { ...android, deviceTypes: ['phone'] }), { field: 'device_types' });
    await assert.rejects(svc.create(acct, { ...ios, deviceTypes: ['watch'] }), { field: 'device_types[0]' });
  });

  it('goal period by bid type', async () => {
    await assert.rejects(svc.create(acct, { ...android, bidType: 'CPI', goalPeriod: 7 }), { field: 'goal_period' });
    await assert.rejects(svc.create(acct, { ...android, bidType: 'RET', goalPeriod: 2 }), { field: 'goal_period', rule: 'must be one of 1, 3, 7 for bid type RET' });
    await assert.rejects(svc.create(acct, { ...android, bidType: 'ROAS_AD', goalPeriod: 7 }), { field: 'goal_period' });
    for (const [bt, gp] of [['CPP', 7], ['CPE', 7], ['RET', 1], ['RET', 3], ['ROAS_AD', 0], ['ROAS_IAP', 7]] as const) {
      assert.equal((await svc.create(acct, { ...android, bidType: bt, goalPeriod: gp })).campaign.goalPeriod, gp);
    }
    // changing the bid type picks the new type's default when the old period no longer fits
    const { campaign } = await svc.create(acct, { ...android, bidType: 'RET', goalPeriod: 3 });
    assert.equal((await svc.update(acct, { id: campaign.id }, { bidType: 'CPI' })).campaign.goalPeriod, null);
  });

  it('targets: merge, DEFAULT vs per-country, disable and re-enable, regions for the US only', async () => {
    const { campaign } = await svc.create(acct, {
      ...android,
      countries: [
        { key: 'DEFAULT', patch: { bid: '50', budget: 100, clickUrl: 'https://t.example/c?cid={CAMPAIGN_ID}&cc={CC}' } },
        { key: 'US', patch: { regionCodes: ['ca', 'NY'] } },
        { key: 'de', patch: {} },
      ],
    });
    const ref = { hashedId: campaign.hashedId };
    let t = await svc.getWithTargets(acct, ref);
    assert.deepEqual(t.countries.map((r) => r.country), ['DEFAULT', 'de', 'us']);
    assert.equal(t.countries[0]!.budget, '100');
    assert.deepEqual(t.countries[2]!.regionCodes, ['CA', 'NY']);
    // a POST naming only fr leaves de and us alone
    await svc.update(acct, ref, { countries: [{ key: 'fr', patch: {} }] });
    assert.deepEqual(await svc.targetedCountries(acct, ref), ['de', 'fr', 'us']);
    // budget in DEFAULT and in a country: refused, nothing written
    await assert.rejects(svc.update(acct, ref, { name: 'renamed', countries: [{ key: 'de', patch: { budget: 5 } }] }), { field: 'countries.de.budget' });
    assert.equal((await svc.get(acct, ref)).name, 'Dig Android');
    // switch to per-country budgets in one change
    await assert.rejects(
      svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { budget: null } }, { key: 'de', patch: { budget: 5 } }] }),
      { field: 'countries.fr.budget' },
    );
    t = await svc.update(acct, ref, {
      countries: [{ key: 'DEFAULT', patch: { budget: null } }, { key: 'de', patch: { budget: 5 } }, { key: 'fr', patch: { budget: '6.25' } }, { key: 'us', patch: { budget: 7 } }],
    });
    assert.deepEqual(t.countries.map((r) => r.budget), [null, '5', '6.25', '7']);
    // disabling a country lets the others keep per-country budgets; its values are kept
    t = await svc.update(acct, ref, { countries: [{ key: 'fr', patch: { disabled: true } }] });
    assert.deepEqual(await svc.targetedCountries(acct, ref), ['de', 'us']);
    assert.equal(t.countries.find((r) => r.country === 'fr')!.budget, '6.25');
    await svc.update(acct, ref, { countries: [{ key: 'fr', patch: {} }] });
    assert.deepEqual(await svc.targetedCountries(acct, ref), ['de', 'fr', 'us']);
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { disabled: true } }] }), { field: 'countries.DEFAULT.disabled' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'de', patch: { regionCodes: ['CA'] } }] }), { field: 'countries.de.region_codes' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'us', patch: { regionCodes: ['XX'] } }] }), { field: 'countries.us.region_codes[0]' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'zz', patch: {} }] }), { field: 'countries.zz' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'usa', patch: {} }] }), { field: 'countries.usa' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'us', patch: {} }, { key: 'US', patch: {} }] }), { field: 'countries.us' });
    // replace (the second generation's targeting list): countries left out become disabled
    await svc.update(acct, ref, { countries: [{ key: 'de', patch: {} }], replaceCountries: true });
    assert.deepEqual(await svc.targetedCountries(acct, ref), ['de']);
  });

  it('tracking URLs: well-formed macros (unknown ones kept verbatim), absolute http(s) URLs', async () => {
    const { campaign } = await svc.create(acct, android);
    const ref = { id: campaign.id };
    const kept = await svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { clickUrl: 'https://t.example/?x={NOPE}' } }] });
    assert.equal(kept.countries.find((c) => c.country === 'DEFAULT')?.clickUrl, 'https://t.example/?x={NOPE}');
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { clickUrl: 'https://t.example/?x={NO PE}' } }] }), (e: Error & { field?: string }) => {
      assert.equal(e.field, 'countries.DEFAULT.click_url');
      assert.match(e.message, /is not a macro/);
      return true;
    });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { impressionUrl: 'not a url' } }] }), { field: 'countries.DEFAULT.impression_url' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { impressionUrl: 'ftp://x.example/' } }] }), { field: 'countries.DEFAULT.impression_url' });
    await assert.rejects(svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { impressionUrl: 'https://x.example/{IDFA' } }] }), { field: 'countries.DEFAULT.impression_url' });
    const all = 'https://t.example/?' + ['CAMPAIGN_NAME', 'CAMPAIGN_ID', 'APP_ID', 'IDFA', 'CC', 'DEVICE_TYPE', 'DID', 'HADID', 'PLACEMENT_ID'].map((m) => `${m}={${m}}`).join('&');
    const t = await svc.update(acct, ref, { countries: [{ key: 'DEFAULT', patch: { clickUrl: all } }] });
    assert.equal(t.countries[0]!.clickUrl, all);
  });

  it('a failed write leaves nothing behind (transaction)', async () => {
    const before = (await svc.list(acct, { offset: 0, limit: 1000 })).length;
    await assert.rejects(svc.create(acct, { ...android, countries: [{ key: 'DEFAULT', patch: { budget: 1 } }, { key: 'de', patch: { budget: 2 } }] }), { field: 'countries.de.budget' });
    assert.equal((await svc.list(acct, { offset: 0, limit: 1000 })).length, before);
  });

  it('daily figures: zero until recorded; yesterday is the UTC day before the clock', async () => {
    const { campaign } = await svc.create(acct, android);
    const ref = { hashedId: campaign.hashedId };
    assert.equal(svc.yesterday(), '2026-03-09');
    let r = await svc.getWithYesterday(acct, ref);
    assert.deepEqual(r.figures, { day: '2026-03-09', impressions: 0, clicks: 0, installs: 0, spend: '0' });
    await svc.recordDay(acct, ref, { day: '2026-03-09', impressions: 1000, clicks: 50, installs: 7, spend: '12.3456' });
    await svc.recordDay(acct, ref, { day: '2026-03-08', impressions: 1, clicks: 1, installs: 1, spend: 1 });
    r = await svc.getWithYesterday(acct, ref);
    assert.deepEqual(r.figures, { day: '2026-03-09', impressions: 1000, clicks: 50, installs: 7, spend: '12.3456' });
    // recording again replaces the day
    await svc.recordDay(acct, ref, { day: '2026-03-09', impressions: 1001, clicks: 50, installs: 7, spend: 12.5 });
    const listed = (await svc.listWithYesterday(acct)).find((x) => x.campaign.id === campaign.id)!;
    assert.equal(listed.figures.impressions, 1001);
    assert.equal(listed.figures.spend, '12.5');
    assert.equal((await svc.figures(acct, ref, '2026-03-01', '2026-03-31')).length, 2);
    clock.advance(86_400_000);
    assert.equal((await svc.getWithYesterday(acct, ref)).figures.impressions, 0);
    clock.advance(-86_400_000);
    await assert.rejects(svc.recordDay(acct, ref, { day: '2026-3-9', impressions: 1, clicks: 1, installs: 1, spend: 1 }), { field: 'day' });
    await assert.rejects(svc.recordDay(acct, ref, { day: '2026-03-09', impressions: -1, clicks: 1, installs: 1, spend: 1 }), { field: 'impressions' });
  });

  it('sources: overrides created on first change, toggled, paged in app_id order', async () => {
    const { campaign } = await svc.create(acct, android);
    const ref = { hashedId: campaign.hashedId };
    await svc.recordSources(acct, ref, [
      { appId: 'p3', appIdExternal: 'ext3' },
      { appId: 'p1', appIdExternal: 'ext1' },
      { appId: 'p2', appIdExternal: 'ext2' },
    ]);
    let page = await svc.listSources(acct, ref);
    assert.deepEqual(page.sources.map((s) => [s.appId, s.appIdExternal, s.status]), [['p1', 'ext1', true], ['p2', 'ext2', true], ['p3', 'ext3', true]]);
    const changed = await svc.setSourceStatuses(acct, ref, [{ appId: 'p2', status: false }, { appId: 'new', status: false }]);
    assert.deepEqual(changed, [{ appId: 'p2', appIdExternal: 'ext2', status: false }, { appId: 'new', appIdExternal: '', status: false }]);
    page = await svc.listSources(acct, ref, { offset: 1, limit: 2 });
    assert.deepEqual(page.sources.map((s) => s.appId), ['p1', 'p2']);
    assert.equal(page.total, 4);
    // recording keeps the status a client chose
    await svc.recordSources(acct, ref, [{ appId: 'p2', appIdExternal: 'ext2b' }]);
    assert.deepEqual((await svc.listSources(acct, ref)).sources.find((s) => s.appId === 'p2'), { appId: 'p2', appIdExternal: 'ext2b', status: false });
    await assert.rejects(svc.setSourceStatuses(acct, ref, [{ appId: 'p1', status: true }, { appId: 'p1', status: false }]), { field: '[1].app_id' });
    await assert.rejects(svc.listSources(other, ref), { code: 'not_found' });
    await assert.rejects(svc.setSourceStatuses(other, ref, [{ appId: 'p1', status: false }]), { code: 'not_found' });
  });

  it('lists with filters and pages in id order', async () => {
    const fresh = (await accounts.createAccount('Lists')).account.id;
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await svc.create(fresh, { ...android, name: `c${i}` })).campaign);
    assert.deepEqual((await svc.list(fresh, { offset: 1, limit: 2 })).map((x) => x.campaign.name), ['c1', 'c2']);
    assert.deepEqual((await svc.list(fresh, { ids: [made[4]!.id, made[0]!.id], offset: 0, limit: 100 })).map((x) => x.campaign.name), ['c0', 'c4']);
    assert.deepEqual((await svc.list(fresh, { hashedIds: [made[3]!.hashedId], offset: 0, limit: 100 })).map((x) => x.campaign.name), ['c3']);
    assert.deepEqual(await svc.list(other, { hashedIds: [made[3]!.hashedId], offset: 0, limit: 100 }), []);
    assert.equal((await svc.listWithYesterday(fresh)).length, 5);
  });

  it('concurrent merges of one campaign are all applied', async () => {
    const { campaign } = await svc.create(acct, android);
    const ref = { id: campaign.id };
    const codes = ['de', 'fr', 'it', 'es', 'nl', 'be', 'at', 'ch'];
    await Promise.all(codes.map((k) => svc.update(acct, ref, { countries: [{ key: k, patch: {} }] })));
    assert.deepEqual(await svc.targetedCountries(acct, ref), [...codes].sort());
  });
});
