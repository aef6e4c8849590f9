// The web model and the web engine as pure functions (fast-check): whatever the campaign, country,
// day and split of a day's clicks into rows, the figures add up; windows never shrink; new customers
// never outnumber all customers; the clock never shows a checkout before it may have happened and a
// closed window stops changing; click_and_view only adds; the audience strategies win their shares of
// new customers; and a simulated CPP or CHK_ROAS campaign lands near its goal on its day target.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { simulateHour } from '../src/core/delivery/simulate-hour.js';
import type { DaySpend, DeliveryCampaign, HourOutput } from '../src/core/delivery/model.js';
import { AUDIENCE_STRATEGIES, MAX_DELAY_HOURS, NC_WINDOWS, WEB_WINDOWS, WebCurves, webProfile, type WebCampaign } from '../src/core/delivery/web-model.js';
import { parseReportRequest } from '../src/core/reporting/report-request.js';
import type { ReportCampaign, ReportUnit } from '../src/core/reporting/reporting-repo.js';
import { webRows } from '../src/core/reporting/web-engine.js';
import { typesOf } from '../src/core/reporting/cell-batch.js';

const webArb = fc.record({
  hashedId: fc.stringMatching(/^[0-9a-f]{32}$/),
  goal: fc.constantFrom('CPE' as const, 'CPP' as const, 'CHK_ROAS' as const),
  dayTarget: fc.constantFrom(0, 7),
  audience: fc.constantFrom(null, ...AUDIENCE_STRATEGIES),
});
const countryArb = fc.constantFrom('us', 'de', 'br', 'in', 'jp');
const DAY = '2026-10-20';
const DAY_HOUR = Date.parse(`${DAY}T00:00:00Z`) / 3_600_000;

function curves(c: WebCampaign, country: string, nowHour: number, first: number, n: number, view?: { first: number; count: number }) {
  const w = new WebCurves();
  w.add(webProfile(c, country), DAY, DAY_HOUR, nowHour, first, n, view);
  return { chk: [...w.chk], usd: [...w.usd], ncChk: [...w.ncChk], ncUsd: [...w.ncUsd], all: w.all, newVisitors: w.newVisitors, events: w.events };
}
type Curves = ReturnType<typeof curves>;
const flat = (x: Curves) => [...x.chk, ...x.usd, ...x.ncChk, ...x.ncUsd, x.all, x.newVisitors, x.events];

describe('web model (properties)', () => {
  it("any split of a day's clicks (and impressions) into rows adds up to the whole day, exactly", () => {
    fc.assert(
      fc.property(webArb, countryArb, fc.integer({ min: 1, max: 3000 }), fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 6 }), fc.integer({ min: 0, max: 900 }), (c, k, n, cuts, age) => {
        const now = DAY_HOUR + age;
        const whole = flat(curves(c, k, now, 0, n, { first: 0, count: n * 40 }));
        const bounds = [0, ...cuts.map((x) => Math.min(n, x)).sort((a, b) => a - b), n];
        const sum = whole.map(() => 0);
        for (let i = 1; i < bounds.length; i++) {
          const part = flat(curves(c, k, now, bounds[i - 1]!, bounds[i]! - bounds[i - 1]!, { first: bounds[i - 1]! * 40, count: (bounds[i]! - bounds[i - 1]!) * 40 }));
          part.forEach((v, j) => (sum[j]! += v));
        }
        assert.deepEqual(sum, whole);
      }),
      { numRuns: 150 },
    );
  });

  it('windows never shrink, new customers never outnumber all, new visitors never outnumber visits, money is whole cents', () => {
    fc.assert(
      fc.property(webArb, countryArb, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 900 }), (c, k, first, n, age) => {
        const x = curves(c, k, DAY_HOUR + age, first, n);
        for (let w = 1; w < WEB_WINDOWS.length; w++) assert.ok(x.chk[w]! >= x.chk[w - 1]! && x.usd[w]! >= x.usd[w - 1]!);
        NC_WINDOWS.forEach((n, i) => {
          const w = WEB_WINDOWS.indexOf(n);
          assert.ok(x.ncChk[i]! <= x.chk[w]! && x.ncUsd[i]! <= x.usd[w]!);
        });
        assert.ok(x.all === x.chk.at(-1), 'every checkout is within 28 days');
        assert.ok(x.newVisitors >= 0 && x.newVisitors <= n);
        for (const v of [...x.usd, ...x.ncUsd]) assert.ok(Number.isInteger(v));
      }),
      { numRuns: 200 },
    );
  });

  it('the clock: nothing before the click day has ended, figures only grow, and a closed window no longer changes', () => {
    fc.assert(
      fc.property(webArb, countryArb, fc.integer({ min: 50, max: 4000 }), fc.integer({ min: 0, max: 800 }), (c, k, n, age) => {
        assert.equal(curves(c, k, DAY_HOUR + 23, 0, n).all, 0, 'no checkout shows before the click day has ended');
        const a = curves(c, k, DAY_HOUR + age, 0, n);
        const b = curves(c, k, DAY_HOUR + age + 30, 0, n);
        flat(a).forEach((v, i) => assert.ok(v <= flat(b)[i]!, 'later never shows less'));
        // window N of a day is complete once its day has ended plus (N + 1) x 24 hours
        WEB_WINDOWS.forEach((w, i) => {
          const closed = DAY_HOUR + 24 + (w + 1) * 24;
          assert.equal(curves(c, k, closed, 0, n).chk[i], curves(c, k, closed + 500, 0, n).chk[i], `window ${w}`);
        });
        assert.deepEqual(curves(c, k, DAY_HOUR + 24 + MAX_DELAY_HOURS, 0, n), curves(c, k, DAY_HOUR + 5000, 0, n));
      }),
      { numRuns: 100 },
    );
  });

  it('click_and_view adds view-through checkouts: never fewer, column by column', () => {
    fc.assert(
      fc.property(webArb, countryArb, fc.integer({ min: 1, max: 2000 }), (c, k, n) => {
        const click = flat(curves(c, k, DAY_HOUR + 2000, 0, n));
        const both = flat(curves(c, k, DAY_HOUR + 2000, 0, n, { first: 0, count: n * 60 }));
        click.forEach((v, i) => assert.ok(both[i]! >= v));
      }),
      { numRuns: 100 },
    );
  });

  it('PROSPECTING wins a clearly higher share of new customers than UNIVERSAL, DISCOVERY in between', () => {
    const share = (audience: WebCampaign['audience']) => {
      let nc = 0;
      let all = 0;
      for (let i = 0; i < 40; i++) {
        const x = curves({ hashedId: i.toString(16).padStart(32, 'a'), goal: 'CPP', dayTarget: 7, audience }, 'us', DAY_HOUR + 2000, 0, 3000);
        nc += x.ncChk[1]!;
        all += x.chk[WEB_WINDOWS.indexOf(7)]!;
      }
      return nc / all;
    };
    const [u, d, p] = [share('UNIVERSAL'), share('DISCOVERY'), share('PROSPECTING')];
    assert.ok(p > u + 0.2 && d > u + 0.1 && p > d + 0.1, `new-customer shares: UNIVERSAL ${u}, DISCOVERY ${d}, PROSPECTING ${p}`);
  });
});

describe('web delivery: a goal lands near its day target (simulator + model)', () => {
  const spendTable = (): DaySpend => {
    const m = new Map<string, number>();
    const inc = (k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    return {
      total: (c) => m.get(`${c}`) ?? 0, country: (c, k) => m.get(`${c}:${k}`) ?? 0, installs: () => 0, clicks: (c, k) => m.get(`c${c}:${k}`) ?? 0, impressions: (c, k) => m.get(`i${c}:${k}`) ?? 0,
      add: (c, k, v, _n, clicks = 0, imps = 0) => void (inc(`${c}`, v), inc(`${c}:${k}`, v), inc(`c${c}:${k}`, clicks), inc(`i${c}:${k}`, imps)),
    };
  };
  const campaign = (web: WebCampaign, bid: number): DeliveryCampaign => ({
    id: 1, accountId: 1, hashedId: web.hashedId, name: 'Shop', platform: 'android', packageName: '', itunesId: null,
    bidType: 'CPP', biddingStrategy: 'AUTO_BIDDING_WITH_CPM_BILLING', status: true, startAt: null, endAt: null, budgetCents: null,
    countries: ['us', 'br'].map((country) => ({ country, bid, budgetCents: null, clickUrl: null, impressionUrl: null, regionCodes: [] })),
    ads: [{ id: 7, name: 'Ad', size: 'INTER', template: 'Standard Playable', adType: 'PLAY', setId: 3, setHashedId: 'f'.repeat(32), setCountries: [] }],
    pausedSources: new Set(), suppressedDevices: new Set(), deviceTypes: [], web,
  });
  /** Ten days of delivery, read 40 days later (every window closed), summed over the rows as the engine does. */
  const run = (web: WebCampaign, bid: number) => {
    const c = campaign(web, bid);
    let cost = 0;
    let clicks = 0;
    const total = new WebCurves();
    for (let d = 0; d < 10; d++) {
      const out: HourOutput = { rows: [], sources: [], postbacks: [] };
      const s = spendTable();
      for (let h = DAY_HOUR + d * 24; h < DAY_HOUR + (d + 1) * 24; h++) simulateHour(c, h, s, out);
      for (const r of out.rows) {
        assert.equal(r.installs, 0, 'a web campaign has no installs');
        cost += r.costCents;
        clicks += r.clicks;
        const w = new WebCurves();
        w.add(webProfile(web, r.country), r.day, Date.parse(`${r.day}T00:00:00Z`) / 3_600_000, DAY_HOUR + 40 * 24, r.cumClicks!, r.clicks);
        for (let i = 0; i < w.chk.length; i++) (total.chk[i]! += w.chk[i]!), (total.usd[i]! += w.usd[i]!);
      }
    }
    return { cost, clicks, total };
  };

  for (const dayTarget of [0, 7]) {
    it(`CPP with day target DAY${dayTarget}: cost per checkout on that day within 20 % of the goal`, () => {
      const { cost, clicks, total } = run({ hashedId: `c${dayTarget}`.padEnd(32, '1'), goal: 'CPP', dayTarget, audience: 'PROSPECTING' }, 25);
      const cpp = cost / 100 / total.chk[WEB_WINDOWS.indexOf(dayTarget as 0)]!;
      assert.ok(clicks > 1000, `${clicks} clicks`);
      assert.ok(cpp > 20 && cpp < 30, `cost per checkout ${cpp} for a goal of 25 on DAY${dayTarget}`);
    });
    it(`CHK_ROAS with day target DAY${dayTarget}: ROAS on that day within 20 % of the goal (percent)`, () => {
      const { cost, total } = run({ hashedId: `r${dayTarget}`.padEnd(32, '2'), goal: 'CHK_ROAS', dayTarget, audience: 'UNIVERSAL' }, 150);
      const roas = (total.usd[WEB_WINDOWS.indexOf(dayTarget as 0)]! / cost) * 100;
      assert.ok(roas > 120 && roas < 180, `ROAS ${roas} % for a goal of 150 % on DAY${dayTarget}`);
    });
  }
});

describe('web engine: every relation of addendum 6 section 8 on grouped rows', () => {
  const camp = (id: number, web: WebCampaign): ReportCampaign => ({
    id, hashedId: web.hashedId, name: `C${id}`, platform: 'android', packageName: '', itunesId: null, bidType: 'CPP', goalPeriod: 7, biddingStrategy: 'AUTO_BIDDING_WITH_CPM_BILLING', bids: new Map(),
    web: { ...web, websiteUrl: 'https://shop.example', eventTarget: web.goal === 'CPE' ? 'add_to_cart' : null },
  });
  const campaigns = new Map([
    [1, camp(1, { hashedId: 'a'.repeat(32), goal: 'CPP', dayTarget: 7, audience: 'PROSPECTING' })],
    [2, camp(2, { hashedId: 'b'.repeat(32), goal: 'CPE', dayTarget: 0, audience: null })],
  ]);
  const now = new Date('2026-12-20T05:00:00Z');
  /** Hourly units of days Dec 1..19, two campaigns, two countries: each its own group (key) or grouped by (campaign, day). */
  const units = (key: (u: Omit<ReportUnit, 'key' | 'dims'>) => string): ReportUnit[] => {
    const out: ReportUnit[] = [];
    const keys = new Map<string, number>();
    for (const campaignId of [1, 2]) for (const country of ['us', 'br']) for (let d = 1; d <= 19; d++) {
      const day = `2026-12-${String(d).padStart(2, '0')}`;
      let cumC = 0;
      let cumI = 0;
      for (let h = 0; h < 24; h++) {
        const i = 400 + ((d * 37 + h * 11 + campaignId) % 300);
        const c = 10 + ((d * 7 + h * 3) % 25);
        const u = { campaignId, country, day, first: 0, firstClick: cumC, firstImpression: cumI, sums: { i, c, n: 0, k: 150 + ((h * 13) % 90), r: 0 } };
        cumC += c;
        cumI += i;
        const k = key(u);
        if (!keys.has(k)) keys.set(k, keys.size + 1);
        out.push({ ...u, key: keys.get(k)!, dims: { campaign: `C${campaignId}`, day } });
      }
    }
    // the SQL hands over a group's rows one after another (stable: the hours keep their order)
    return out.sort((a, b) => a.key - b.key);
  };
  const ALL = ['chka_0d', 'chka_1d', 'chka_2d', 'chka_3d', 'chka_7d', 'chka_14d', 'chka_28d', 'chka_usd_0d', 'chka_usd_7d', 'chka_usd_28d', 'cost_per_chka_0d', 'cost_per_chka_7d', 'cpp_0d', 'cpp_7d', 'roas_0d', 'roas_7d', 'sales_0d', 'sales_7d', 'sales', 'conversions',
    'nc_d0_checkouts', 'nc_d7_checkouts', 'nc_d0_checkout_rev', 'nc_d7_checkout_rev', 'nc_d0_cpp', 'nc_d7_cpp', 'nc_d0_roas', 'nc_d7_roas', 'nc_percent_d0_checkouts', 'nc_percent_d7_checkouts', 'nc_percent_d0_checkout_rev', 'nc_percent_d7_checkout_rev',
    'new_visitor_rate', 'target_event_count_0d', 'cost_per_target_event_0d', 'impressions', 'clicks', 'ctr', 'cost', 'average_cpc'];
  const report = async (columns: string, groups: ReportUnit[], extra: Record<string, string> = {}) => {
    const r = parseReportRequest({ start: '2026-12-01', end: '2026-12-19', columns, ...extra }, now, 'report', 'WEB');
    const rows: Record<string, string>[] = [];
    for await (const b of webRows(r, (async function* () { yield groups; })(), { campaigns, now })) for (let i = 0; i < b.length; i++) rows.push(b.formatted(i, r.types));
    return rows;
  };
  const num = (v: string | undefined) => Number(v);

  it('ratios are recomputed from sums, windows are monotone, new customers within all customers', async () => {
    const rows = await report(['campaign', 'day', ...ALL].join(','), units((u) => `${u.campaignId}:${u.day}`));
    assert.equal(rows.length, 2 * 19);
    let some = 0;
    for (const x of rows) {
      const cost = num(x.cost);
      const chk = (n: number) => num(x[`chka_${n}d`]);
      for (const [a, b] of [[0, 1], [1, 2], [2, 3], [3, 7], [7, 14], [14, 28]]) assert.ok(chk(a!) <= chk(b!));
      assert.equal(x.sales_0d, x.chka_0d);
      assert.equal(x.conversions, x.chka_0d);
      assert.equal(x.sales, x.chka_28d);
      for (const n of [0, 7]) {
        const c = chk(n);
        const usd = num(x[`chka_usd_${n}d`]);
        assert.equal(num(x[`cost_per_chka_${n}d`]).toFixed(4), (c ? cost / c : 0).toFixed(4));
        assert.equal(x[`cpp_${n}d`], x[`cost_per_chka_${n}d`]);
        assert.ok(Math.abs(num(x[`roas_${n}d`]) - (cost ? (usd / cost) * 100 : 0)) < 0.01);
        const nc = num(x[`nc_d${n}_checkouts`]);
        const ncRev = num(x[`nc_d${n}_checkout_rev`]);
        assert.ok(nc <= c && ncRev <= usd);
        assert.equal(num(x[`nc_d${n}_cpp`]).toFixed(4), (nc ? cost / nc : 0).toFixed(4));
        assert.ok(Math.abs(num(x[`nc_percent_d${n}_checkouts`]) - (c ? (nc / c) * 100 : 0)) < 0.01);
        assert.ok(Math.abs(num(x[`nc_percent_d${n}_checkout_rev`]) - (usd ? (ncRev / usd) * 100 : 0)) < 0.01);
        assert.ok(Math.abs(num(x[`nc_d${n}_roas`]) - (cost ? (ncRev / cost) * 100 : 0)) < 0.01);
      }
      assert.equal(num(x.average_cpc).toFixed(4), (cost / num(x.clicks)).toFixed(4));
      assert.equal(num(x.ctr).toFixed(4), (num(x.clicks) / num(x.impressions)).toFixed(4));
      assert.ok(num(x.new_visitor_rate) > 0 && num(x.new_visitor_rate) <= 1);
      if (x.campaign === 'C1') assert.equal(x.target_event_count_0d, '0', 'CPP campaigns have no target events');
      some += chk(28);
    }
    assert.ok(some > 0);
    assert.ok(rows.some((x) => x.campaign === 'C2' && num(x.target_event_count_0d) > 0), 'the CPE campaign draws target events');
    // recent days are young: the last day's D28 is still open
    const last = rows.find((x) => x.day === '2026-12-19' && x.campaign === 'C1')!;
    const first = rows.find((x) => x.day === '2026-12-01' && x.campaign === 'C1')!;
    assert.ok(num(last.chka_28d) / num(last.clicks) < num(first.chka_28d) / num(first.clicks));
  });

  it('hours add up to days and countries to the campaign total, exactly for counts and money', async () => {
    const cols = ['campaign', 'chka_0d', 'chka_7d', 'chka_usd_7d', 'nc_d7_checkouts', 'nc_d7_checkout_rev', 'sales', 'target_event_count_0d', 'cost'];
    const byCampaign = await report(cols.join(','), units((u) => `${u.campaignId}`));
    const byHour = await report(cols.join(','), units((u) => `${u.campaignId}:${u.country}:${u.day}:${u.firstClick}`));
    for (const c of ['C1', 'C2']) {
      for (const col of cols.slice(1)) {
        const total = byHour.filter((x) => x.campaign === c).reduce((s, x) => s + Math.round(num(x[col]) * 100), 0);
        assert.equal(total, Math.round(num(byCampaign.find((x) => x.campaign === c)![col]) * 100), `${c} ${col}`);
      }
    }
  });

  it('click_and_view is never below click, column by column; the value types are the catalogue\'s', async () => {
    const cols = ['campaign', 'chka_0d', 'chka_7d', 'chka_usd_7d', 'nc_d0_checkouts', 'roas_7d', 'sales'];
    const click = await report(cols.join(','), units((u) => `${u.campaignId}`));
    const both = await report(cols.join(','), units((u) => `${u.campaignId}`), { attribution_mode: 'click_and_view' });
    click.forEach((x, i) => cols.slice(1).forEach((c) => assert.ok(num(both[i]![c]) >= num(x[c]), c)));
    assert.ok(cols.slice(1).some((c) => num(both[0]![c]) > num(click[0]![c])), 'view-through adds checkouts');
    assert.match(click[0]!.roas_7d!, /^\d+\.\d{2}$/, 'WEB roas is percent with two decimals');
    assert.deepEqual(typesOf(['roas_7d']), ['ratio'], 'the APP catalogue keeps roas_Nd a ratio');
  });
});
