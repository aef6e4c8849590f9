// One simulated hour of one campaign: a pure function of the campaign's settings, the hour and
// what it already spent that day. Every draw is keyed by (campaign hashed id, hour, country, ...),
// so the same settings and clock give the same numbers anywhere. docs/delivery.md explains the model.
import { DEVICE_POOL_SIZE, poolDeviceId } from './device-pool.js';
import { diurnal, installPriceCents, market, US_REGION_COUNT } from './market.js';
import { HOUR_MS, dayOfHour, type DaySpend, type DeliveryCampaign, type DeliveryCountry, type HourOutput } from './model.js';
import { hash32, subRound, subUnit, sub32 } from './random.js';
import { compileTrackingUrl, expandCompiled, type CompiledUrl, type Macro } from './tracking-url.js';
import { pickSource } from './traffic-sources.js';
import { DEVICE_CODES, DEVICE_SHARE, deviceName, placementCode, placementsOf } from './placements.js';
import { webBidRatio, webEcpmCents, webProfile, type WebProfile } from './web-model.js';

const ROAS_TYPES = new Set(['ROAS_AD', 'ROAS_IAP', 'ROAS_BLENDED']);

/** The campaign's device types (all when it targets none) and their share of the market's impressions. */
function devicesOf(c: DeliveryCampaign): { codes: number[]; weights: number[]; share: number } {
  let d = deviceTargets.get(c);
  if (!d) {
    const types = c.deviceTypes.length ? DEVICE_CODES.filter((t) => c.deviceTypes.includes(t)) : DEVICE_CODES;
    const weights = types.map((t) => DEVICE_SHARE[t]);
    d = { codes: types.map((t) => DEVICE_CODES.indexOf(t)), weights, share: c.deviceTypes.length ? weights.reduce((a, b) => a + b, 0) : 1 };
    deviceTargets.set(c, d);
  }
  return d;
}
const deviceTargets = new WeakMap<DeliveryCampaign, { codes: number[]; weights: number[]; share: number }>();

/** A weighted pick for u in [0, 1). */
function pick(u: number, weights: readonly number[], total: number): number {
  let x = u * total;
  for (let i = 0; i < weights.length; i++) if ((x -= weights[i]!) < 0) return i;
  return weights.length - 1;
}

/** Whether the campaign runs at all during the hour starting at `start`. */
export function runsAt(c: DeliveryCampaign, start: Date): boolean {
  if (!c.status) return false;
  if (c.startAt && start.getTime() + HOUR_MS <= c.startAt.getTime()) return false;
  if (c.endAt) {
    // an end date without a time (midnight) includes that whole day
    const end = c.endAt.getTime() % 86_400_000 === 0 ? c.endAt.getTime() + 86_400_000 : c.endAt.getTime();
    if (start.getTime() >= end) return false;
  }
  return c.countries.length > 0 && c.ads.length > 0;
}

/** How much of the market the bid wins: more than the reference price wins more, never all. */
function bidShare(c: DeliveryCampaign, t: DeliveryCountry, referenceCpi: number): number {
  const bid = t.bid ?? 0;
  if (!(bid > 0)) return 0;
  const ratio = c.web ? webBidRatio(c.web, bid, t.country) : ROAS_TYPES.has(c.bidType) ? 60 / bid : bid / (c.bidType === 'CPI' ? referenceCpi : referenceCpi / 0.3);
  return Math.min(5, Math.max(0.02, Math.pow(ratio, 1.3)));
}

/** What stays the same for a campaign's country hour after hour (computed once per snapshot). */
interface CountryPlan {
  ads: DeliveryCampaign['ads'];
  /** Impressions an hour at the peak, before time of day, audience and noise. */
  peak: number;
  ctr: number;
  cvr: number;
  /** Share of installs that are redownloads (4 % .. 12 % per campaign and country). */
  redownloadShare: number;
  priceCents: number;
  impressionUrl: CompiledUrl | null;
  /** WEB campaigns: the web model's profile in this country (the eCPM is set from it). */
  web: WebProfile | null;
  clickUrl: CompiledUrl | null;
}

const plans = new WeakMap<DeliveryCountry, CountryPlan>();

function planOf(c: DeliveryCampaign, t: DeliveryCountry): CountryPlan {
  let p = plans.get(t);
  if (!p) {
    const m = market(t.country);
    const regions = t.country === 'us' && t.regionCodes.length > 0 ? Math.min(1, t.regionCodes.length / US_REGION_COUNT) : 1;
    const k = hash32(`${c.hashedId}:${t.country}`);
    p = {
      ads: c.ads.filter((a) => a.setCountries.length === 0 || a.setCountries.includes(t.country)),
      // only the targeted device types' share of the market sees the campaign
      peak: m.impressionsPerHour * bidShare(c, t, m.referenceCpi) * regions * devicesOf(c).share,
      ctr: 0.008 + 0.017 * subUnit(k, 0),
      cvr: 0.08 + 0.12 * subUnit(k, 1),
      redownloadShare: 0.04 + 0.08 * subUnit(k, 2),
      priceCents: installPriceCents(c.bidType, t.bid, t.country),
      impressionUrl: t.impressionUrl === null ? null : compileTrackingUrl(t.impressionUrl),
      clickUrl: t.clickUrl === null ? null : compileTrackingUrl(t.clickUrl),
      web: c.web ? webProfile(c.web, t.country) : null,
    };
    plans.set(t, p);
  }
  return p;
}

// salts of the draws made from one (campaign, hour, country) key
const VOLUME = 0, IMPRESSIONS = 1, CTR = 2, CLICKS = 3, INSTALLS = 4, ECPM = 5, AD = 7, SOURCE = 8, DEVICE_TYPE = 9, PLACEMENT = 10, REDOWNLOADS = 11, DEVICE = 16, EVENT = 32;

/** How much a day's last hour may add to it (addendum 7 section 6): 10 %, or this slack when more. */
export const LAST_HOUR_SHARE = 0.1;
export const LAST_HOUR_SLACK = { impressions: 2000, installs: 5, cents: 100 } as const;

/** The share (0..1] of the last hour's figures that keeps each within its bound, given the day so far. */
export function lastHourFactor(impressions: number, installs: number, cents: number, dayImpressions: number, dayInstalls: number, dayCents: number): number {
  const allowed = (v: number, day: number, slack: number) => (v === 0 ? 1 : Math.max(Math.floor(day * LAST_HOUR_SHARE), slack) / v);
  return Math.min(1, allowed(impressions, dayImpressions, LAST_HOUR_SLACK.impressions), allowed(installs, dayInstalls, LAST_HOUR_SLACK.installs), allowed(cents, dayCents, LAST_HOUR_SLACK.cents));
}

/** `skip`: (campaign, country) keys not to simulate (scripted by a sandbox user: scripted.ts). */
export function simulateHour(c: DeliveryCampaign, hour: number, spent: DaySpend, out: HourOutput, skip?: (campaignId: number, country: string) => boolean): void {
  const start = new Date(hour * HOUR_MS);
  if (!runsAt(c, start)) return;
  const day = dayOfHour(hour);
  const hourOfDay = start.getUTCHours();
  // suppressed users are kept out of the campaign: only the rest of the app's audience sees it
  const audience = 1 - c.suppressedDevices.size / DEVICE_POOL_SIZE;
  if (audience <= 0) return;
  const pace = (hourOfDay + 1) / 24;
  const timeOfDay = diurnal(hourOfDay);
  const cpiBilling = c.biddingStrategy === 'TARGET_GOAL_WITH_CPI_BILLING';
  // a sample of what happened fires the tracking URLs: one impression and one click per campaign and hour
  let impressionFired = false;
  let clickFired = false;
  for (const t of c.countries) {
    if (t.bid === null || !(t.bid > 0)) continue;
    if (skip?.(c.id, t.country)) continue;
    const p = planOf(c, t);
    if (p.ads.length === 0) continue;
    const key = hash32(`${c.hashedId}:${hour}:${t.country}`);
    const draw = (salt: number, lo: number, hi: number) => lo + (hi - lo) * subUnit(key, salt);
    let impressions = subRound(p.peak * timeOfDay * audience * draw(VOLUME, 0.8, 1.2), key, IMPRESSIONS);
    if (impressions === 0) continue;
    const ctr = p.ctr * draw(CTR, 0.9, 1.1);
    let clicks = Math.min(impressions, subRound(impressions * ctr, key, CLICKS));
    // a WEB campaign has visits (its clicks) and no installs: checkouts are the web model's (web-model.ts)
    let installs = p.web ? 0 : Math.min(clicks, subRound(clicks * p.cvr, key, INSTALLS));
    const priceCents = p.priceCents;
    // CPM billing: an eCPM that makes the cost per install land near the price (WEB: the cost per result near the goal)
    const ecpmCents = (p.web ? webEcpmCents(c.web!, p.web, t.bid, ctr) : priceCents * ctr * p.cvr * 1000) * draw(ECPM, 0.9, 1.1);
    let cost = cpiBilling ? installs * priceCents : Math.round((impressions * ecpmCents) / 1000);

    // budgets, paced evenly over the day: never more than (hour + 1) / 24 of a daily budget by the end of the hour
    let cap = Infinity;
    if (t.budgetCents !== null) cap = Math.min(cap, Math.floor(t.budgetCents * pace) - spent.country(c.id, t.country));
    if (c.budgetCents !== null) cap = Math.min(cap, Math.floor(c.budgetCents * pace) - spent.total(c.id));
    if (cap <= 0) continue;
    if (cost > cap) {
      const f = cap / cost;
      impressions = Math.floor(impressions * f);
      clicks = Math.min(impressions, Math.floor(clicks * f));
      installs = Math.min(clicks, Math.floor(installs * f), cpiBilling ? Math.floor(cap / priceCents) : Infinity);
      cost = cpiBilling ? installs * priceCents : Math.min(cap, Math.floor((impressions * ecpmCents) / 1000));
      if (impressions === 0) continue;
    }
    // the day's last hour is what "yesterday" gains over a read made just before midnight: at most 10 % of
    // what the (campaign, country) had that day, or a small slack (addendum 7 section 6; docs/decisions/restatements.md)
    if (hourOfDay === 23) {
      const f = lastHourFactor(impressions, installs, cost, spent.impressions?.(c.id, t.country) ?? 0, spent.installs(c.id, t.country), spent.country(c.id, t.country));
      if (f < 1) {
        impressions = Math.floor(impressions * f);
        clicks = Math.min(impressions, Math.floor(clicks * f));
        installs = Math.min(clicks, Math.floor(installs * f));
        cost = cpiBilling ? installs * priceCents : Math.floor(cost * f);
        if (impressions === 0) continue;
      }
    }
    const ad = p.ads[sub32(key, AD) % p.ads.length]!;
    const source = pickSource(subUnit(key, SOURCE), c.pausedSources);
    if (!source) continue;
    const devices = devicesOf(c);
    const deviceCode = devices.codes[pick(subUnit(key, DEVICE_TYPE), devices.weights, devices.share)]!;
    const placements = placementsOf(ad.size, ad.template);
    const placement = placementCode(placements.length === 1 ? placements[0]! : subUnit(key, PLACEMENT) < 0.7 ? placements[0]! : placements[1]!);
    const redownloads = Math.min(installs, subRound(installs * p.redownloadShare, key, REDOWNLOADS));
    const cumInstalls = spent.installs(c.id, t.country);
    const cumClicks = spent.clicks?.(c.id, t.country) ?? 0;
    const cumImpressions = spent.impressions?.(c.id, t.country) ?? 0;
    spent.add(c.id, t.country, cost, installs, clicks, impressions);
    out.rows.push({ accountId: c.accountId, campaignId: c.id, hour, day, country: t.country, setId: ad.setId, adId: ad.id, source: source.appId, impressions, clicks, installs, costCents: cost, redownloads, device: deviceCode, placement, cumInstalls, cumClicks, cumImpressions });
    out.sources.push({ accountId: c.accountId, campaignId: c.id, appId: source.appId, appIdExternal: source.appIdExternal });

    const fireImpression = p.impressionUrl !== null && !impressionFired;
    const fireClick = p.clickUrl !== null && clicks > 0 && !clickFired;
    if (!fireImpression && !fireClick) continue;
    /** The n-th event's macro values, each computed when the URL asks for it. */
    const valueOf = (n: number) => {
      let device: string | undefined;
      let index = -1;
      const deviceIndex = () => {
        if (index < 0) {
          // a device of the audience: skip suppressed ones (they never see the campaign)
          index = sub32(key, DEVICE + n) % DEVICE_POOL_SIZE;
          for (let k = 0; k < DEVICE_POOL_SIZE && c.suppressedDevices.has(index); k++) index = (index + 1) % DEVICE_POOL_SIZE;
        }
        return index;
      };
      const deviceId = () => (device ??= poolDeviceId(c.packageName, deviceIndex()));
      return (m: Macro): string => {
        switch (m) {
          case 'CAMPAIGN_NAME': return c.name;
          case 'CAMPAIGN_ID': return c.hashedId;
          case 'APP_ID': return source.appIdExternal;
          case 'PLACEMENT_ID': return source.appId;
          case 'AD_NAME': return ad.name;
          case 'AD_SIZE': return ad.size;
          case 'AD_TYPE': return ad.adType;
          case 'AD_ID': return String(ad.id);
          case 'CREATIVE_SET_ID': return ad.setHashedId;
          case 'EVENT_ID': return sub32(key, EVENT + n).toString(16).padStart(8, '0') + sub32(key, EVENT + 8 + n).toString(16).padStart(8, '0');
          case 'DID': return deviceId();
          case 'IDFA': return c.platform === 'ios' ? deviceId() : '';
          case 'HADID': return c.platform === 'android' ? deviceId() : '';
          case 'IP':
          case 'DEVICE_IP': return `203.0.113.${(deviceIndex() % 254) + 1}`;
          case 'DEVICE_TYPE': return deviceName(deviceCode);
          case 'CC': return t.country.toUpperCase();
          case 'LOCALE': return `en_${t.country.toUpperCase()}`;
          case 'USER_AGENT': return c.platform === 'ios' ? IOS_AGENT : ANDROID_AGENT;
          default: return '';
        }
      };
    };
    if (fireImpression) {
      impressionFired = true;
      out.postbacks.push({ accountId: c.accountId, campaignId: c.id, kind: 'impression', url: expandCompiled(p.impressionUrl!, valueOf(0)), hour });
    }
    if (fireClick) {
      clickFired = true;
      out.postbacks.push({ accountId: c.accountId, campaignId: c.id, kind: 'click', url: expandCompiled(p.clickUrl!, valueOf(1)), hour });
    }
  }
}

const IOS_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
