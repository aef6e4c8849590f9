// What the visitors a WEB campaign sends to its site do: checkouts (with their delay after the click,
// their order value, new or returning customer), new visitors, target events, and view-through
// checkouts of impressions without a click. Like the app cohort model (cohort-model.ts) a pure
// function of the campaign's settings, the country, the click day and the visitor's place in that
// day's clicks, so every grouping of rows adds up and the report computes the figures when asked
// (nothing but the running click and impression counts is stored). docs/delivery.md describes it;
// docs/decisions/web-checkouts-computed-at-query-time.md says why and how the clock applies.
import { AUDIENCE_STRATEGIES, type AudienceStrategy } from '../account-types/account-types.js';
import { market } from './market.js';
import { hash32, hashAfterColon, hashOfState, prefixState, stateAfter, sub32, subUnit } from './random.js';

/** Attribution windows of the checkout columns (chka_Nd...): N days, counted as (N + 1) x 24 hours after the click. */
export const WEB_WINDOWS = [0, 1, 2, 3, 7, 14, 28] as const;
export type WebWindow = (typeof WEB_WINDOWS)[number];
/** Windows of the new-customer columns (nc_d0_*, nc_d7_*). */
export const NC_WINDOWS = [0, 7] as const;
/** Hours after the click a checkout of window N may happen within: (N + 1) x 24 (D0 = 24 h, D7 = 192 h). */
export const windowHours = (n: number): number => (n + 1) * 24;
/** Each window's hours, looked up once per checkout rather than computed. */
const WEB_WINDOW_HOURS = Int32Array.from(WEB_WINDOWS, windowHours);
const NC_WINDOW_HOURS = Int32Array.from(NC_WINDOWS, windowHours);
/** The longest window: no checkout happens later than this after its click. */
export const MAX_DELAY_HOURS = windowHours(28);

export type WebGoal = 'CPE' | 'CPP' | 'CHK_ROAS';
/** A WEB campaign's goal from the model's bid type (CHK_ROAS is stored as ROAS_IAP, the same goal's model name). */
export const webGoalOf = (bidType: string): WebGoal => (bidType === 'CPE' || bidType === 'CPP' ? bidType : 'CHK_ROAS');
export { AUDIENCE_STRATEGIES, type AudienceStrategy };

/** What the web model needs of a campaign. */
export interface WebCampaign {
  hashedId: string;
  goal: WebGoal;
  /** The goal's day target (roas_day_target DAY0 / DAY7): 0 or 7. */
  dayTarget: number;
  audience: AudienceStrategy | null;
}

/**
 * Share of checkouts by new customers, and of visits by visitors new to the site, per audience
 * strategy (docs/decisions/web-audience-strategy-shares.md): prospecting campaigns look for people
 * who never bought from the shop, discovery widens the audience, universal retargets too. A campaign
 * without a strategy (CPE) behaves as UNIVERSAL.
 */
export const AUDIENCE_SHARES: Record<AudienceStrategy, { newCustomers: number; newVisitors: number }> = {
  UNIVERSAL: { newCustomers: 0.35, newVisitors: 0.55 },
  DISCOVERY: { newCustomers: 0.55, newVisitors: 0.7 },
  PROSPECTING: { newCustomers: 0.75, newVisitors: 0.85 },
};

export interface WebProfile {
  key: string;
  /** Checkouts per click (each converting click checks out once). */
  cr: number;
  /** View-through checkouts per impression (impressions without a click that still lead to a checkout). */
  vr: number;
  /** Mean order value in cents. */
  aovCents: number;
  /** P(a checkout is by a new customer). */
  newShare: number;
  /** Share of visits by new visitors. */
  newVisitorRate: number;
  /** Target events (the CPE campaign's event_target) per click within D0. */
  eventRate: number;
  /** FNV state of `${key}:` (each day's key continues from it). */
  keyState: number;
}

function tierOf(country: string): 0 | 1 | 2 {
  const cpi = market(country).referenceCpi;
  return cpi >= 2 ? 0 : cpi >= 1 ? 1 : 2;
}

const unit = (key: string, salt: string, lo: number, hi: number) => lo + (hi - lo) * subUnit(hash32(`${key}:${salt}`), 0);

/**
 * A checkout's delay after its click in whole hours, 0..695, from a uniform draw u: floor(696 u^5).
 * About half of the 28-day checkouts happen within 24 h, three quarters within 192 h.
 */
const delayOf = (u: number): number => Math.floor(MAX_DELAY_HOURS * u * u * u * u * u);

/** P(delay < h hours): the share of a click's eventual checkouts that land within h hours. */
export const shareWithin = (h: number): number => Math.min(1, Math.pow(Math.max(0, h) / MAX_DELAY_HOURS, 1 / 5));

export function webProfile(c: WebCampaign, country: string): WebProfile {
  const key = `web:${c.hashedId}:${country}`;
  const tier = tierOf(country);
  const cr = [0.03, 0.022, 0.015][tier]! * unit(key, 'cr', 0.8, 1.2);
  const aovCents = Math.round([7000, 4500, 2500][tier]! * unit(key, 'aov', 0.8, 1.25));
  const shares = AUDIENCE_SHARES[c.audience ?? 'UNIVERSAL'];
  return {
    key,
    cr,
    vr: cr * 0.004 * unit(key, 'vr', 0.7, 1.3),
    aovCents,
    newShare: shares.newCustomers,
    newVisitorRate: shares.newVisitors,
    eventRate: c.goal === 'CPE' ? 0.12 * unit(key, 'ev', 0.8, 1.2) : 0,
    keyState: prefixState(`${key}:`),
  };
}

/** What a target cost per result needs from an impression: the eCPM (cents) that lands the campaign near its goal. */
export function webEcpmCents(c: WebCampaign, p: WebProfile, goal: number, ctr: number): number {
  const t = windowHours(c.dayTarget);
  const checkoutsPerClick = p.cr * shareWithin(t);
  switch (c.goal) {
    case 'CPP': return goal * 100 * ctr * checkoutsPerClick * 1000;
    case 'CHK_ROAS': return goal > 0 ? (ctr * checkoutsPerClick * p.aovCents * 1000 * 100) / goal : 0;
    case 'CPE': return goal * 100 * ctr * p.eventRate * 1000;
  }
}

/** How much of the market a goal wins, against the tier's reference (more generous goals win more, never all). */
export function webBidRatio(c: WebCampaign, goal: number, country: string): number {
  const ref = market(country).referenceCpi;
  switch (c.goal) {
    case 'CPP': return goal / (ref * 12);
    case 'CHK_ROAS': return goal > 0 ? 200 / goal : 0;
    case 'CPE': return goal / (ref * 0.6);
  }
}

/** What a unit's visitors did, as far as the clock shows, by window (indexes into WEB_WINDOWS / NC_WINDOWS). */
export class WebCurves {
  /** Checkouts within each window (cumulative). */
  readonly chk = new Float64Array(WEB_WINDOWS.length);
  /** Their order value in cents. */
  readonly usd = new Float64Array(WEB_WINDOWS.length);
  /** Checkouts and cents by new customers within D0 and D7. */
  readonly ncChk = new Float64Array(NC_WINDOWS.length);
  readonly ncUsd = new Float64Array(NC_WINDOWS.length);
  /** Every checkout visible so far (sales). */
  all = 0;
  newVisitors = 0;
  events = 0;

  reset(): void {
    this.chk.fill(0);
    this.usd.fill(0);
    this.ncChk.fill(0);
    this.ncUsd.fill(0);
    this.all = this.newVisitors = this.events = 0;
  }

  /**
   * Adds visitors first..first+clicks-1 of the clicks of (profile, day) and, with `view`,
   * impressions firstImpression..+impressions-1 (view-through). `nowHour`: the platform clock in
   * epoch hours; a checkout shows once the latest moment it may have happened has passed: the end
   * of its click's day plus its delay (docs/decisions/web-checkouts-computed-at-query-time.md).
   */
  add(p: WebProfile, day: string, dayStartHour: number, nowHour: number, first: number, clicks: number, view?: { first: number; count: number }): void {
    // the day's key hashed once; its salts (`${day}:v`, `${day}:e`, `${day}:i`) continue from it
    const dayState = stateAfter(p.keyState, day);
    if (clicks > 0) {
      // new visitors: a low-discrepancy sequence, exact for any split of the day's clicks
      const phase = subUnit(hashAfterColon(dayState, 118 /* v */), 0);
      this.newVisitors += Math.floor((first + clicks) * p.newVisitorRate + phase) - Math.floor(first * p.newVisitorRate + phase);
    }
    // the latest delay (hours) that has surely happened: the click's day ended at dayStartHour + 24
    const seen = nowHour - dayStartHour - 24;
    if (seen < 0) return;
    if (clicks > 0) {
      this.converters(p, hashOfState(dayState), p.cr, first, clicks, seen);
      if (p.eventRate > 0) this.targetEvents(p, hashAfterColon(dayState, 101 /* e */), first, clicks, seen);
    }
    if (view && view.count > 0) this.converters(p, hashAfterColon(dayState, 105 /* i */), p.vr, view.first, view.count, seen);
  }

  /** The converting visitors among positions [first, first + count): a Bernoulli(rate) process walked by geometric gaps. */
  private converters(p: WebProfile, base: number, rate: number, first: number, count: number, seen: number): void {
    if (!(rate > 0)) return;
    const end = first + count;
    const logq = Math.log(1 - Math.min(rate, 0.5));
    let pos = -1;
    for (let k = 0; ; k++) {
      const s = k * 6;
      pos += 1 + Math.floor(Math.log(1 - subUnit(base, s)) / logq);
      if (pos >= end) return;
      if (pos < first) continue;
      const delay = delayOf(subUnit(base, s + 1));
      if (delay > seen) continue;
      const amount = Math.max(100, Math.round(p.aovCents * (0.3 + 1.4 * subUnit(base, s + 2))));
      const isNew = subUnit(base, s + 3) < p.newShare;
      this.all += 1;
      for (let w = 0; w < WEB_WINDOW_HOURS.length; w++) {
        if (delay < WEB_WINDOW_HOURS[w]!) {
          this.chk[w]! += 1;
          this.usd[w]! += amount;
        }
      }
      if (isNew) {
        for (let w = 0; w < NC_WINDOW_HOURS.length; w++) {
          if (delay < NC_WINDOW_HOURS[w]!) {
            this.ncChk[w]! += 1;
            this.ncUsd[w]! += amount;
          }
        }
      }
    }
  }

  /** Target events within D0 (a click's events happen in its first 24 hours). */
  private targetEvents(p: WebProfile, base: number, first: number, count: number, seen: number): void {
    const end = first + count;
    const logq = Math.log(1 - Math.min(p.eventRate, 0.5));
    let pos = -1;
    for (let k = 0; ; k++) {
      pos += 1 + Math.floor(Math.log(1 - subUnit(base, k * 2)) / logq);
      if (pos >= end) return;
      if (pos < first) continue;
      if (sub32(base, k * 2 + 1) % 24 <= seen) this.events += 1;
    }
  }
}
