// The change log's stored form (src/storage/repos/operation-log-codec.ts): what an update writes
// decodes to the same before/after snapshots, empty values and instants included; "after" is kept
// as the fields that changed and country rows as short arrays, so a 20-country campaign's rename is
// small; and entries written in the first form (both sides whole, countries as objects) still read.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Campaign, CountryTarget } from '../src/core/campaigns/model.js';
import { decodeDetail, encodeDetail } from '../src/storage/repos/operation-log-codec.js';

const country = (c: string, over: Partial<CountryTarget> = {}): CountryTarget => ({ country: c, bid: null, budget: '100', clickUrl: null, impressionUrl: null, disabled: false, regionCodes: [], metroNames: [], ...over });
const COUNTRIES = [country('DEFAULT', { bid: '2.5', budget: null }), ...['au', 'br', 'ca', 'de', 'eg', 'es', 'fr', 'gb', 'id', 'in', 'it', 'jp', 'kr', 'mx', 'ph', 'pl', 'th', 'tr', 'vn'].map((c) => country(c)), country('us', { regionCodes: ['CA', 'NY'], disabled: true, clickUrl: 'https://t.example/c' })];

const campaign: Campaign = {
  id: 7, hashedId: 'c3ecfc80615fce804685bfd38599b4b3', accountId: 1, name: 'Before', type: 'APP', platform: 'android', packageName: 'com.example.game',
  itunesId: null, category: null, bidType: 'CPI', goalPeriod: null, biddingStrategy: 'TARGET_GOAL_WITH_CPI_BILLING', trackingMethod: 'tracker_01',
  status: true, startAt: new Date('2026-12-01T00:00:00Z'), endAt: new Date('2027-01-01T00:00:00Z'), isContinuousDelivery: false, deviceTypes: [],
  osMajorVersionMin: null, createdAt: new Date('2026-11-01T10:00:00Z'), updatedAt: new Date('2026-11-02T10:00:00Z'), websiteUrl: null, dynamicAds: false,
  catalogType: null, catalogId: null, variantSetId: null, audienceStrategy: null, eventTarget: null, compositeBanner: true,
} as Campaign;

it('an update round-trips: the changed fields, a value that became empty, instants, unchanged countries kept once', () => {
  const after: Campaign = { ...campaign, name: 'After', endAt: null, compositeBanner: false, status: false, deviceTypes: ['phone'] as Campaign['deviceTypes'], updatedAt: new Date('2026-11-03T10:00:00Z') };
  const text = encodeDetail({ before: { campaign, countries: COUNTRIES }, after: { campaign: after, countries: COUNTRIES } });
  const d = decodeDetail(text);
  assert.ok('before' in d);
  assert.deepEqual(d.before.campaign, campaign);
  assert.deepEqual(d.after.campaign, after);
  assert.deepEqual(d.before.countries, COUNTRIES);
  assert.deepEqual(d.after.countries, COUNTRIES);
  const stored = JSON.parse(text) as Record<string, unknown>;
  assert.deepEqual(stored.d, { name: 'After', endAt: null, compositeBanner: false, status: false, deviceTypes: ['phone'], updatedAt: Date.parse('2026-11-03T10:00:00Z') }, 'after = only what changed');
});

it('changed countries: both sides kept; a create keeps the campaign and its countries', () => {
  const moved = COUNTRIES.map((c) => (c.country === 'br' ? { ...c, budget: '250', metroNames: ['Sao Paulo'] } : c));
  const d = decodeDetail(encodeDetail({ before: { campaign, countries: COUNTRIES }, after: { campaign, countries: moved } }));
  assert.ok('before' in d);
  assert.deepEqual(d.before.countries, COUNTRIES);
  assert.deepEqual(d.after.countries, moved);
  const c = decodeDetail(encodeDetail({ campaign: { campaign, countries: COUNTRIES } }));
  assert.deepEqual(c, { campaign: { campaign, countries: COUNTRIES } });
});

it("a 20-country campaign's rename is stored in under 900 bytes (the first form took 1,277)", () => {
  const text = encodeDetail({ before: { campaign, countries: COUNTRIES }, after: { campaign: { ...campaign, name: 'Renamed', updatedAt: new Date() }, countries: COUNTRIES } });
  assert.ok(text.length < 900, `${text.length} bytes`);
});

it('entries written in the first form still read', () => {
  const first = JSON.stringify({
    b: { id: 7, hashedId: campaign.hashedId, accountId: 1, name: 'Old', type: 'APP', platform: 'android', packageName: 'com.example.game', bidType: 'CPI', biddingStrategy: 'TARGET_GOAL_WITH_CPI_BILLING', createdAt: 1, updatedAt: 2, status: true },
    a: { id: 7, hashedId: campaign.hashedId, accountId: 1, name: 'New', type: 'APP', platform: 'android', packageName: 'com.example.game', bidType: 'CPI', biddingStrategy: 'TARGET_GOAL_WITH_CPI_BILLING', createdAt: 1, updatedAt: 3 },
    k: [{ country: 'DEFAULT', bid: '2.5' }, { country: 'us', budget: '100', disabled: true, regionCodes: ['CA'] }],
  });
  const d = decodeDetail(first);
  assert.ok('before' in d);
  assert.equal(d.before.campaign.name, 'Old');
  assert.equal(d.before.campaign.status, true);
  assert.equal(d.after.campaign.name, 'New');
  assert.equal(d.after.campaign.status, false, 'an empty value left out reads as empty');
  assert.deepEqual(d.after.campaign.updatedAt, new Date(3));
  assert.deepEqual(d.after.countries, [country('DEFAULT', { bid: '2.5', budget: null }), country('us', { disabled: true, regionCodes: ['CA'] })]);
});
