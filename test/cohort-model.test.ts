// The cohort model and engine as pure functions, property by property (fast-check): whatever the
// campaign, country, day and split of a day's installs into rows, the figures add up, longer
// horizons never shrink, retention never rises, and what has not happened yet is not reported.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CohortCurves, COHORT_DAYS, cohortProfile, type CohortCampaign, type CohortProfile } from '../src/core/delivery/cohort-model.js';
import { hash32, sub32, subRound, subUnit } from '../src/core/delivery/random.js';
import { creativeTypeOf } from '../src/core/delivery/deliverable-ads.js';
import { placementsOf } from '../src/core/delivery/placements.js';
import { cohortRows, evalHaving } from '../src/core/reporting/cohort-engine.js';
import { parseHaving } from '../src/core/reporting/having.js';
import { parseReportRequest } from '../src/core/reporting/report-request.js';
import type { ReportCampaign, ReportUnit } from '../src/core/reporting/reporting-repo.js';
import { BID_TYPES, type BidType } from '../src/core/campaigns/model.js';

const campaignArb = fc.record({
  hashedId: fc.stringMatching(/^[0-9a-f]{32}$/),
  packageName: fc.constantFrom('com.example.a', 'com.example.b', 'id.game.c'),
  platform: fc.constantFrom('ios' as const, 'android' as const),
  bidType: fc.constantFrom(...BID_TYPES),
  goalPeriod: fc.constantFrom(null, 0, 1, 3, 7, 28),
});
const countryArb = fc.constantFrom('us', 'de', 'br', 'in', 'jp');

function curves(c: CohortCampaign, country: string, bid: number, day: string, first: number, n: number) {
  const cv = new CohortCurves();
  cv.fill(cohortProfile(c, country, bid, 250), day, first, n);
  return { active: [...cv.active], ad: [...cv.adCum], iap: [...cv.iapCum], sales: [...cv.salesCum], buyers: [...cv.buyersCum] };
}

describe('cohort model (properties)', () => {
  it('any split of a day\'s installs into rows adds up to the whole day, exactly', () => {
    fc.assert(
      fc.property(campaignArb, countryArb, fc.integer({ min: 1, max: 400 }), fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }), fc.integer({ min: 1, max: 300 }), (c, k, n, cuts, bid) => {
        const whole = curves(c, k, bid, '2026-11-03', 0, n);
        const bounds = [0, ...cuts.map((x) => Math.min(n, x)).sort((a, b) => a - b), n];
        const parts = bounds.slice(1).map((b, i) => curves(c, k, bid, '2026-11-03', bounds[i]!, b - bounds[i]!));
        for (const key of ['active', 'ad', 'iap', 'sales', 'buyers'] as const) {
          for (let d = 0; d <= COHORT_DAYS; d++) assert.equal(parts.reduce((s, p) => s + p[key][d]!, 0), whole[key][d], `${key} day ${d}`);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('horizons never shrink, retention never rises, buyers never outnumber purchases or installs', () => {
    fc.assert(
      fc.property(campaignArb, countryArb, fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (c, k, first, n, bid) => {
        const x = curves(c, k, bid, '2026-10-20', first, n);
        assert.equal(x.active[0], n, 'everyone is active on the install day');
        for (let d = 1; d <= COHORT_DAYS; d++) {
          assert.ok(x.active[d]! <= x.active[d - 1]!, 'retention never rises');
          for (const key of ['ad', 'iap', 'sales', 'buyers'] as const) assert.ok(x[key][d]! >= x[key][d - 1]!, `${key} never shrinks`);
        }
        for (let d = 0; d <= COHORT_DAYS; d++) assert.ok(x.buyers[d]! <= x.sales[d]! && x.buyers[d]! <= n && Number.isInteger(x.ad[d]) && Number.isInteger(x.iap[d]));
      }),
      { numRuns: 200 },
    );
  });

  it('fill gives what its plain statement gives, user by user (churn search, ad rounding, day hash), also for /skaReport', () => {
    fc.assert(
      fc.property(campaignArb, countryArb, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 30 }), fc.boolean(), (c, k, bid, first, n, age, ska) => {
        const p = cohortProfile(c, k, bid, 250);
        const day = new Date(Date.parse('2026-11-01T00:00:00Z') - age * 86_400_000).toISOString().slice(0, 10);
        const s = ska ? { nowHour: Date.parse('2026-11-03T00:00:00Z') / 3_600_000, dayStartHour: Date.parse(`${day}T00:00:00Z`) / 3_600_000, redownloads: Math.floor(n / 3) } : undefined;
        const cv = new CohortCurves();
        cv.fill(p, day, first, n, s);
        const want = plainFill(p, day, first, n, s);
        assert.deepEqual({ active: [...cv.active], ad: [...cv.adCum], iap: [...cv.iapCum], sales: [...cv.salesCum], buyers: [...cv.buyersCum], ska: [cv.skaInstalls, cv.skaSales, cv.skaBuyers, cv.skaRedownloads] }, want);
      }),
      { numRuns: 300 },
    );
  });

  it('ROAS goals are earned at the goal day on average', () => {
    for (const [bidType, bid, period] of [['ROAS_IAP', 40, 7], ['ROAS_AD', 25, 0], ['ROAS_BLENDED', 60, 28]] as [BidType, number, number][]) {
      const c: CohortCampaign = { hashedId: 'c'.repeat(32), packageName: 'com.example.big', platform: 'android', bidType, goalPeriod: period };
      const cv = new CohortCurves();
      cv.fill(cohortProfile(c, 'us', bid, 250), '2026-11-01', 0, 200_000);
      const roas = (cv.adCum[period]! + cv.iapCum[period]!) / (200_000 * 250);
      assert.ok(Math.abs(roas - bid / 100) < 0.05 * (bid / 100) + 0.01, `${bidType}: ${roas} for a goal of ${bid} %`);
    }
  });

  it('ad creative types and placements follow the template', () => {
    assert.equal(creativeTypeOf('INTER', 'Portrait Playable Endcard, under 15s'), 'VIDEO_PLAYABLE');
    assert.equal(creativeTypeOf('INTER', 'Portrait, over 15s'), 'VIDEO_GRAPHIC');
    assert.equal(creativeTypeOf('INTER', 'Standard Playable'), 'PLAYABLE');
    assert.equal(creativeTypeOf('BANNER', 'Standard'), 'GRAPHIC');
    assert.deepEqual(placementsOf('INTER', 'Rewarded Playable'), ['REWARDED_INTER']);
    assert.deepEqual(placementsOf('PRELOAD', 'Standard'), ['APP_OPEN']);
  });
});

describe('cohort engine (unit)', () => {
  const campaign: ReportCampaign = {
    id: 1, hashedId: 'd'.repeat(32), name: 'C', platform: 'android', packageName: 'com.example.e', itunesId: null, bidType: 'ROAS_IAP', goalPeriod: 7,
    biddingStrategy: 'TARGET_GOAL_WITH_CPI_BILLING', bids: new Map([['DEFAULT', '50']]),
  };
  const now = new Date('2026-11-20T12:00:00Z');
  const unit = (day: string, first: number, n: number, key = Date.parse(day)): ReportUnit => ({ key, dims: { day }, campaignId: 1, country: 'us', day, first, sums: { i: 1000, c: 50, n, k: n * 250, r: 0 } });
  async function run(q: Record<string, string>, units: ReportUnit[]) {
    const r = parseReportRequest({ start: '2026-11-01', end: '2026-11-20', ...q }, now);
    const out: Record<string, string>[] = [];
    for await (const b of cohortRows(r, (async function* () { yield units; })(), { campaigns: new Map([[1, campaign]]), now })) for (let i = 0; i < b.length; i++) out.push(b.formatted(i));
    return out;
  }

  it("today's installs have no cohort figures yet; yesterday's only their day 0", async () => {
    const rows = await run({ columns: 'day,installs,total_rev_0d,total_rev_7d,ret_1d,sales' }, [unit('2026-11-19', 0, 300), unit('2026-11-20', 0, 300)]);
    assert.deepEqual(rows[1], { day: '2026-11-20', installs: '300', total_rev_0d: '0.00', total_rev_7d: '0.00', ret_1d: '0.0000', sales: '0' });
    assert.equal(rows[0]!.total_rev_7d, rows[0]!.total_rev_0d, 'only day 0 has ended');
    assert.equal(rows[0]!.ret_1d, '0.0000');
    assert.ok(Number(rows[0]!.total_rev_0d) > 0);
  });

  it('rows of one key are one group; two halves of a day equal the day', async () => {
    const whole = await run({ columns: 'day,installs,total_rev_30d,unique_purchasers_30d,ret_3d' }, [unit('2026-11-05', 0, 500)]);
    const halves = await run({ columns: 'day,installs,total_rev_30d,unique_purchasers_30d,ret_3d' }, [unit('2026-11-05', 0, 180), unit('2026-11-05', 180, 320)]);
    assert.deepEqual(halves, whole);
  });

  it('groups of several rows, one after another: each as its users in one row; sorted by a cohort column, the same rows reordered', async () => {
    const cols = 'day,installs,total_rev_7d,ad_rev_3d,ret_1d,ret_3d,unique_purchasers_3d,sales_7d,sales,roas_7d';
    const days = ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'];
    const split = days.flatMap((d, j) => [unit(d, 0, 100 + j * 37), unit(d, 100 + j * 37, 250)]);
    const whole = days.map((d, j) => unit(d, 0, 350 + j * 37));
    const streamed = await run({ columns: cols }, split);
    assert.deepEqual(streamed, await run({ columns: cols }, whole));
    const sorted = await run({ columns: cols, sort_total_rev_7d: 'DESC' }, split);
    assert.deepEqual(sorted, [...streamed].sort((a, b) => Number(b.total_rev_7d) - Number(a.total_rev_7d)));
    assert.notDeepEqual(sorted, streamed, 'the sort changes the order');
  });

  it('having follows SQL: a division by zero is neither true nor false', () => {
    const v = (m: string) => ({ installs: 0, cost: 5 })[m] ?? 0;
    assert.equal(evalHaving(parseHaving('cost / installs > 1'), v), null);
    assert.equal(evalHaving(parseHaving('NOT cost / installs > 1'), v), null);
    assert.equal(evalHaving(parseHaving('cost / installs > 1 OR cost > 1'), v), true);
    assert.equal(evalHaving(parseHaving('cost / installs > 1 AND cost > 100'), v), false);
  });
});

/** CohortCurves#fill as first written (a linear search for the last day, ad cents rounded by a comparison): the reference for the fast one. */
function plainFill(p: CohortProfile, day: string, first: number, count: number, ska?: { nowHour: number; dayStartHour: number; redownloads: number }) {
  const N = COHORT_DAYS + 1;
  const PRICES = [99, 199, 299, 499, 999];
  const WEIGHTS = [30, 30, 20, 14, 6];
  const active = new Array<number>(N).fill(0), adByLast = new Array<number>(N).fill(0), iap = new Array<number>(N).fill(0), sales = new Array<number>(N).fill(0), buyers = new Array<number>(N).fill(0);
  let skaInstalls = 0, skaSales = 0, skaBuyers = 0, skaRedownloads = 0;
  const base = hash32(`${p.key}:${day}`);
  for (let u = first; u < first + count; u++) {
    const s = u * 10;
    const x = sub32(base, s) / 4294967296;
    let last = 0;
    while (last < COHORT_DAYS && x < p.survival[last + 1]!) last++;
    active[last]! += 1;
    const h = sub32(base, s + 1);
    const want = p.adCents * (0.5 + (h >>> 16) / 65536);
    adByLast[last]! += Math.floor(want) + ((h & 0xffff) / 65536 < want - Math.floor(want) ? 1 : 0);
    let arrived = false;
    if (ska) {
      arrived = ska.dayStartHour + 48 + (sub32(base, s + 7) % 25) <= ska.nowHour;
      if (arrived) (skaInstalls++, u < ska.redownloads && skaRedownloads++);
    }
    if (subUnit(base, s + 3) >= p.payer) continue;
    const z = subUnit(base, s + 4);
    const fp = Math.floor((last + 1) * z * z);
    const gap = 3 + (sub32(base, s + 5) % 7);
    const pick = sub32(base, s + 6) % 100;
    let i = 0;
    for (let acc = WEIGHTS[0]!; pick >= acc; acc += WEIGHTS[++i]!);
    const amount = Math.max(1, subRound(PRICES[i]! * p.iapScale, base, s + 8));
    buyers[fp]! += 1;
    if (arrived && fp <= 1) skaBuyers++;
    for (let d = fp; d <= last; d += gap) (sales[d]! += 1, (iap[d]! += amount), arrived && d <= 1 && skaSales++);
  }
  const ad = new Array<number>(N).fill(0);
  for (let d = COHORT_DAYS, act = 0, rate = 0; d >= 0; d--) (act += active[d]!, (active[d] = act), (rate += adByLast[d]!), (ad[d] = rate));
  for (let d = 1; d < N; d++) (ad[d]! += ad[d - 1]!, (sales[d]! += sales[d - 1]!), (iap[d]! += iap[d - 1]!), (buyers[d]! += buyers[d - 1]!));
  return { active, ad, iap, sales, buyers, ska: [skaInstalls, skaSales, skaBuyers, skaRedownloads] };
}
