// What installed users do afterwards: retention, ad revenue, in-app purchases by day since install.
// A pure function of the campaign's settings, the country, the install day and the user's place in
// that day's installs, so every engine and every process computes the same figures, and the report
// computes them when asked (nothing is stored): the installs of (campaign, country, day) are users
// 0..n-1, an hourly row holds users [cum, cum + installs), and the daily row holds them all, so any
// grouping of rows adds up to the same integers. docs/delivery.md describes the model; the choice
// to compute instead of store is docs/decisions/cohort-metrics-computed-at-query-time.md.
import type { BidType, Platform } from '../campaigns/model.js';
import { market } from './market.js';
import { hash32, hashAfter, prefixState, sub32, subRound, subUnit } from './random.js';

/**
 * Days since install the model covers (day 0 = the install day): one year, the longest horizon of
 * the report's cohort columns (issue 35). The report only ever shows what has happened by now, at
 * most 44 days after an install (its window is 45 days), so a fill computes the curves only as far
 * as asked (CohortCurves.fill's upTo) while each user's life runs the whole year.
 */
export const COHORT_DAYS = 365;
const N = COHORT_DAYS + 1;
/** How far the calibration curves (payerCurves) are summed: the goal days are 0..28. */
const CALIBRATION_DAYS = 30;

export interface CohortCampaign {
  hashedId: string;
  packageName: string;
  platform: Platform;
  bidType: BidType;
  /** roas_day_target / goal_period; null for CPI. */
  goalPeriod: number | null;
}

export interface CohortProfile {
  key: string;
  /** Day-1 retention and the power-law decay: P(active on day d) = r1 * d^-b. */
  r1: number;
  b: number;
  /** Share of installs that ever purchase (within the model's 30 days). */
  payer: number;
  /** Expected ad revenue of an active user-day, in cents. */
  adCents: number;
  /** Multiplier on the price points of purchases. */
  iapScale: number;
  /** Share of installs that complete the target event once (CPE campaigns; 0 for the others). */
  eventShare: number;
  /** P(active on day d), d = 0..COHORT_DAYS: what a user's churn draw is compared with. */
  survival: Float64Array;
  /** FNV state of `${key}:` (the key of each day's users continues from it). */
  keyState: number;
  /** Where a churn draw's search starts, by its top JUMP_BITS bits (see jumpTable). */
  jump: Uint16Array;
}

const JUMP_BITS = 10;

/**
 * The last active day of a churn draw x is how many of survival[1..30] exceed it (survival falls
 * with d). For the draws of one bucket (same top bits) that count is at least the count at the
 * bucket's upper end, so the search starts there: most buckets hold no threshold, and the search
 * ends at its first comparison instead of walking a few days per user.
 */
function jumpTable(surv: Float64Array): Uint16Array {
  const buckets = 1 << JUMP_BITS;
  const t = new Uint16Array(buckets);
  let d = COHORT_DAYS;
  for (let b = 0; b < buckets; b++) {
    const upper = (b + 1) / buckets;
    while (d > 0 && !(upper < surv[d]!)) d--;
    t[b] = d;
  }
  return t;
}

/** Price points of in-app purchases in cents, and how often each is bought. */
const PRICES = [99, 199, 299, 499, 999];
const PRICE_WEIGHTS = [30, 30, 20, 14, 6];
const PRICE_TOTAL = PRICE_WEIGHTS.reduce((a, b) => a + b, 0);
const MEAN_PRICE = PRICES.reduce((s, p, i) => s + (p * PRICE_WEIGHTS[i]!) / PRICE_TOTAL, 0);
const GAPS = 7; // days between a payer's purchases: 3..9

const ROAS = new Set<BidType>(['ROAS_AD', 'ROAS_IAP', 'ROAS_BLENDED']);
/** Share of a ROAS campaign's revenue at its goal horizon that comes from ads. */
const AD_SHARE: Partial<Record<BidType, number>> = { ROAS_AD: 0.9, ROAS_IAP: 0.1, ROAS_BLENDED: 0.5 };

function tierOf(country: string): 1 | 2 | 3 {
  const cpi = market(country).referenceCpi;
  return cpi >= 2 ? 1 : cpi >= 1 ? 2 : 3;
}

/** P(active on day d) for d = 0..N (index N: still active after the last modelled day). */
function survival(r1: number, b: number): Float64Array {
  const s = new Float64Array(N + 1);
  s[0] = 1;
  for (let d = 1; d <= N; d++) s[d] = Math.min(1, r1 * Math.pow(d, -b));
  return s;
}

/**
 * Expected purchases per payer by each day (cumulative), and the share of payers who bought by
 * each day, for days 0..CALIBRATION_DAYS (what the calibration reads); users live the whole year.
 */
function payerCurves(r1: number, b: number, s: Float64Array): { purchases: Float64Array; buyers: Float64Array } {
  const key = `${r1}:${b}`;
  const known = curvesMemo.get(key);
  if (known) return known;
  const C = CALIBRATION_DAYS + 1;
  const purchases = new Float64Array(C);
  const buyers = new Float64Array(C);
  for (let l = 0; l <= COHORT_DAYS; l++) {
    // P(last active day = l); the last index collects everyone active to the end
    const pl = l === COHORT_DAYS ? s[l]! : s[l]! - s[l + 1]!;
    if (pl <= 0) continue;
    const top = Math.min(l, CALIBRATION_DAYS);
    for (let f = 0; f <= top; f++) {
      const w = pl * (Math.sqrt((f + 1) / (l + 1)) - Math.sqrt(f / (l + 1)));
      buyers[f]! += w;
      for (let g = 3; g < 3 + GAPS; g++) for (let d = f; d <= top; d += g) purchases[d]! += w / GAPS;
    }
  }
  for (let d = 1; d < C; d++) {
    buyers[d]! += buyers[d - 1]!;
    purchases[d]! += purchases[d - 1]!;
  }
  if (curvesMemo.size > 10_000) curvesMemo.clear();
  const out = { purchases, buyers };
  curvesMemo.set(key, out);
  return out;
}
const curvesMemo = new Map<string, { purchases: Float64Array; buyers: Float64Array }>();

const unit = (key: string, salt: string, lo: number, hi: number) => lo + (hi - lo) * subUnit(hash32(`${key}:${salt}`), 0);

/**
 * The profile of a campaign's users in one country. `bid` is the country's goal (dollars, or
 * percent for RET and ROAS goals); `priceCents` what an install costs there (the simulator's price).
 * ROAS campaigns are calibrated to earn their goal at their goal day; CPP campaigns to turn about
 * 30 % of installs into buyers by their goal day (the share the simulator's price assumes); RET
 * campaigns to keep their goal's share of users on their goal day.
 */
export function cohortProfile(c: CohortCampaign, country: string, bid: number | null, priceCents: number): CohortProfile {
  const app = `app:${c.packageName}:${c.platform}`;
  const tier = tierOf(country);
  let r1 = unit(app, 'r1', 0.28, 0.45) * [1, 0.95, 0.9][tier - 1]!;
  const b = unit(app, 'b', 0.45, 0.65);
  let payer = unit(app, 'payer', 0.015, 0.045) * [1.3, 1, 0.6][tier - 1]!;
  let adCents = unit(app, 'ad', 2, 6) * [1, 0.5, 0.25][tier - 1]!;
  let iapScale = 1;
  const period = c.goalPeriod ?? 7;
  if (c.bidType === 'RET' && bid !== null && bid > 0 && period >= 1) {
    r1 = Math.min(0.95, Math.max(0.02, bid / 100) * Math.pow(period, b));
  }
  const s = survival(r1, b);
  const curves = payerCurves(r1, b, s);
  if (c.bidType === 'CPP') payer = Math.min(0.9, 0.3 / Math.max(1e-6, curves.buyers[Math.min(period, CALIBRATION_DAYS)]!));
  // CPE: the target event happens once per engaged user, on a day drawn as a first purchase's is;
  // 30 % of installs have done it by the goal day (the share the simulator's price assumes:
  // market.ts installPriceCents), so cost per target event at that day is about the goal
  const eventShare = c.bidType === 'CPE' ? Math.min(0.9, 0.3 / Math.max(1e-6, curves.buyers[Math.min(period, CALIBRATION_DAYS)]!)) : 0;
  if (ROAS.has(c.bidType) && bid !== null && bid > 0) {
    const t = Math.min(period, CALIBRATION_DAYS);
    const target = (bid / 100) * priceCents; // cents per install at the goal day
    let activeDays = 0;
    for (let d = 0; d <= t; d++) activeDays += s[d]!;
    const adShare = AD_SHARE[c.bidType]!;
    adCents = (adShare * target) / activeDays;
    // more payers first (up to 6x, at most 35 % of installs), dearer purchases for the rest: a few
    // very large purchases would make small cohorts swing far from the goal
    const factor = ((1 - adShare) * target) / Math.max(1e-9, payer * curves.purchases[t]! * MEAN_PRICE);
    const more = Math.max(1, Math.min(factor, 6, 0.35 / payer));
    payer *= more;
    iapScale = factor / more;
  }
  const key = `${c.hashedId}:${country}`;
  const surv = s.subarray(0, N); // payerCurves only reads s
  return { key, r1, b, payer, adCents, iapScale, eventShare, survival: surv, keyState: prefixState(`${key}:`), jump: jumpTable(surv) };
}

/**
 * What a unit's users did, by day since install (0..upTo of the last fill): counts and cents,
 * cumulative where named so. Entries past upTo are not computed.
 */
export class CohortCurves {
  readonly active = new Float64Array(N);
  readonly adCum = new Float64Array(N);
  readonly iapCum = new Float64Array(N);
  readonly salesCum = new Float64Array(N);
  readonly buyersCum = new Float64Array(N);
  /** Target events (CPE campaigns' event_target), cumulative. */
  readonly eventsCum = new Float64Array(N);
  private upTo = COHORT_DAYS;
  /** /skaReport: users whose SKAdNetwork postback has arrived, their purchases and first purchases in the first window (days 0-1), and how many of the first `redownloads` users arrived. */
  skaInstalls = 0;
  skaSales = 0;
  skaBuyers = 0;
  skaRedownloads = 0;
  private readonly adByLast = new Float64Array(N);
  private readonly adDay = new Float64Array(N);

  reset(): void {
    const e = this.upTo + 1;
    this.active.fill(0, 0, e);
    this.adCum.fill(0, 0, e);
    this.iapCum.fill(0, 0, e);
    this.salesCum.fill(0, 0, e);
    this.buyersCum.fill(0, 0, e);
    this.eventsCum.fill(0, 0, e);
    this.adByLast.fill(0, 0, e);
    this.skaInstalls = this.skaSales = this.skaBuyers = this.skaRedownloads = 0;
  }

  /**
   * Users first..first+count-1 of the installs of (profile, day). With `skaNowHour`, also the
   * SKAdNetwork view: a user's postback arrives 48-72 h after the start of the install day.
   * `upTo`: the last day since install the caller reads (what has happened by now); the curves
   * are computed for days 0..upTo only (at least 1), while each user's life runs the whole year.
   */
  fill(p: CohortProfile, day: string, first: number, count: number, ska?: { nowHour: number; dayStartHour: number; redownloads: number }, upTo: number = COHORT_DAYS): void {
    this.upTo = Math.max(1, Math.min(COHORT_DAYS, upTo));
    this.reset();
    if (count <= 0) return;
    const top = this.upTo;
    const eventsCum = this.eventsCum;
    const eventShare = p.eventShare;
    const base = hashAfter(p.keyState, day); // hash32(`${p.key}:${day}`)
    const surv = p.survival;
    const jump = p.jump;
    const adCents = p.adCents;
    // the arrays as locals: the loop runs for every user of a report (millions)
    const active = this.active;
    const adByLast = this.adByLast;
    const buyersCum = this.buyersCum;
    const salesCum = this.salesCum;
    const iapCum = this.iapCum;
    const end = first + count;
    for (let u = first; u < end; u++) {
      const s = u * 10; // ten independent draws per user
      const draw = sub32(base, s);
      const x = draw / 4294967296;
      // the last day the user is active: P(active on day d) = survival[d]; past `top` only the
      // users whose first purchase or target event depends on it walk on (see below)
      let lastDay = jump[draw >>> (32 - JUMP_BITS)]!;
      while (lastDay <= top && lastDay < COHORT_DAYS && x < surv[lastDay + 1]!) lastDay++;
      const shown = lastDay < top ? lastDay : top;
      active[shown]! += 1; // suffix-summed below: active on d if lastDay >= d
      // ad cents per active day: a multiplier 0.5..1.5 (high bits), rounded up when the low bits
      // are below its fraction (m / 65536 < f  <=>  m < ceil(f * 65536), exact: no branch to mispredict)
      const h = sub32(base, s + 1);
      const want = adCents * (0.5 + (h >>> 16) / 65536);
      const whole = Math.floor(want);
      adByLast[shown]! += whole + (((h & 0xffff) - Math.ceil((want - whole) * 65536)) >>> 31);
      let arrived = false;
      if (ska) {
        arrived = ska.dayStartHour + 48 + (sub32(base, s + 7) % 25) <= ska.nowHour;
        if (arrived) {
          this.skaInstalls++;
          if (u < ska.redownloads) this.skaRedownloads++;
        }
      }
      const engaged = eventShare > 0 && subUnit(base, s + 2) < eventShare;
      const payer = subUnit(base, s + 3) < p.payer;
      if (!engaged && !payer) continue;
      // the true last day (the walk above stopped past `top`)
      while (lastDay < COHORT_DAYS && x < surv[lastDay + 1]!) lastDay++;
      if (engaged) {
        const ze = subUnit(base, s + 9);
        const fe = Math.floor((lastDay + 1) * ze * ze);
        if (fe <= top) eventsCum[fe]! += 1;
      }
      if (!payer) continue;
      const z = subUnit(base, s + 4);
      const fp = Math.floor((lastDay + 1) * z * z);
      const gap = 3 + (sub32(base, s + 5) % GAPS);
      const pick = sub32(base, s + 6) % PRICE_TOTAL;
      let i = 0;
      for (let acc = PRICE_WEIGHTS[0]!; pick >= acc; acc += PRICE_WEIGHTS[++i]!);
      const amount = Math.max(1, subRound(PRICES[i]! * p.iapScale, base, s + 8));
      if (fp > top) continue;
      buyersCum[fp]! += 1;
      if (arrived && fp <= 1) this.skaBuyers++;
      const last = lastDay < top ? lastDay : top;
      for (let d = fp; d <= last; d += gap) {
        salesCum[d]! += 1;
        iapCum[d]! += amount;
        if (arrived && d <= 1) this.skaSales++;
      }
    }
    // active: suffix sums of last days; ad by day: suffix sums of ad rates, then cumulative
    let act = 0;
    let rate = 0;
    const adDay = this.adDay;
    for (let d = top; d >= 0; d--) {
      act += this.active[d]!;
      this.active[d] = act;
      rate += this.adByLast[d]!;
      adDay[d] = rate;
    }
    for (let d = 1; d <= top; d++) {
      adDay[d]! += adDay[d - 1]!;
      this.salesCum[d]! += this.salesCum[d - 1]!;
      this.iapCum[d]! += this.iapCum[d - 1]!;
      this.buyersCum[d]! += this.buyersCum[d - 1]!;
      eventsCum[d]! += eventsCum[d - 1]!;
    }
    this.adCum.set(adDay.subarray(0, top + 1));
  }
}
