// One simulated hour of one campaign: a pure function of the campaign's settings, the hour and
// what it already spent that day. Every draw is keyed by (campaign hashed id, hour, country, ...),
// so the same settings and clock give the same numbers anywhere. docs/delivery.md explains the model.
import { DEVICE_POOL_SIZE, poolDeviceId } from './device-pool.js';
import { diurnal, market, US_REGION_COUNT } from './market.js';
import { HOUR_MS, dayOfHour, type DaySpend, type DeliveryCampaign, type DeliveryCountry, type HourOutput } from './model.js';
import { between, hash32, roundDraw, unit } from './random.js';
import { expandTrackingUrl } from './tracking-url.js';
import { pickSource } from './traffic-sources.js';

const ROAS_TYPES = new Set(['ROAS_AD', 'ROAS_IAP', 'ROAS_BLENDED']);

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

/** Dollars per install the campaign pays (CPI billing) or aims at (CPM billing). */
function installPrice(c: DeliveryCampaign, t: DeliveryCountry, referenceCpi: number): number {
  const bid = t.bid ?? 0;
  if (c.bidType === 'CPI') return bid;
  if (ROAS_TYPES.has(c.bidType)) return referenceCpi;
  // CPE / CPP / RET bid for an event after the install; about 30 % of installs get there
  return bid * 0.3;
}

/** How much of the market the bid wins: more than the reference price wins more, never all. */
function bidShare(c: DeliveryCampaign, t: DeliveryCountry, referenceCpi: number): number {
  const bid = t.bid ?? 0;
  if (!(bid > 0)) return 0;
  const ratio = ROAS_TYPES.has(c.bidType) ? 60 / bid : bid / (c.bidType === 'CPI' ? referenceCpi : referenceCpi / 0.3);
  return Math.min(5, Math.max(0.02, Math.pow(ratio, 1.3)));
}

export function simulateHour(c: DeliveryCampaign, hour: number, spent: DaySpend, out: HourOutput): void {
  const start = new Date(hour * HOUR_MS);
  if (!runsAt(c, start)) return;
  const day = dayOfHour(hour);
  const hourOfDay = start.getUTCHours();
  // suppressed users are kept out of the campaign: only the rest of the app's audience sees it
  const audience = 1 - c.suppressedDevices.size / DEVICE_POOL_SIZE;
  if (audience <= 0) return;
  const pace = (hourOfDay + 1) / 24;
  // a sample of what happened fires the tracking URLs: one impression and one click per campaign and hour
  let impressionFired = false;
  let clickFired = false;
  for (const t of c.countries) {
    const key = `${c.hashedId}:${hour}:${t.country}`;
    const ads = c.ads.filter((a) => a.setCountries.length === 0 || a.setCountries.includes(t.country));
    if (ads.length === 0 || t.bid === null || !(t.bid > 0)) continue;
    const m = market(t.country);
    const regions = t.country === 'us' && t.regionCodes.length > 0 ? Math.min(1, t.regionCodes.length / US_REGION_COUNT) : 1;
    let impressions = roundDraw(m.impressionsPerHour * diurnal(hourOfDay) * bidShare(c, t, m.referenceCpi) * regions * audience * between(`${key}:volume`, 0.8, 1.2), `${key}:imp`);
    if (impressions === 0) continue;
    const ctr = between(`${c.hashedId}:${t.country}:ctr`, 0.008, 0.025) * between(`${key}:ctr`, 0.9, 1.1);
    const cvr = between(`${c.hashedId}:${t.country}:cvr`, 0.08, 0.2);
    let clicks = Math.min(impressions, roundDraw(impressions * ctr, `${key}:clk`));
    let installs = Math.min(clicks, roundDraw(clicks * cvr, `${key}:ins`));
    const priceCents = Math.max(1, Math.round(installPrice(c, t, m.referenceCpi) * 100));
    const cpiBilling = c.biddingStrategy === 'TARGET_GOAL_WITH_CPI_BILLING';
    // CPM billing: an eCPM that makes the cost per install land near the price
    const ecpmCents = priceCents * ctr * cvr * 1000 * between(`${key}:ecpm`, 0.9, 1.1);
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
    const sales = ROAS_TYPES.has(c.bidType) ? Math.round(cost * ((t.bid ?? 0) / 100) * between(`${key}:roas`, 0.7, 1.3)) : 0;
    const ad = ads[hash32(`${key}:ad`) % ads.length]!;
    const source = pickSource(unit(`${key}:src`), c.pausedSources);
    if (!source) continue;
    spent.add(c.id, t.country, cost);
    out.rows.push({ accountId: c.accountId, campaignId: c.id, hour, day, country: t.country, setId: ad.setId, adId: ad.id, source: source.appId, impressions, clicks, installs, costCents: cost, salesCents: sales });
    out.sources.push({ accountId: c.accountId, campaignId: c.id, appId: source.appId, appIdExternal: source.appIdExternal });

    const device = (n: number) => {
      // a device of the audience: skip suppressed ones (they never see the campaign)
      let i = hash32(`${key}:dev:${n}`) % DEVICE_POOL_SIZE;
      for (let k = 0; k < DEVICE_POOL_SIZE && c.suppressedDevices.has(i); k++) i = (i + 1) % DEVICE_POOL_SIZE;
      return i;
    };
    const values = (n: number) => {
      const i = device(n);
      const id = poolDeviceId(c.packageName, i);
      const ip = `203.0.113.${(i % 254) + 1}`;
      return {
        CAMPAIGN_NAME: c.name, CAMPAIGN_ID: c.hashedId, APP_ID: source.appIdExternal, PLACEMENT_ID: source.appId,
        AD_NAME: ad.name, AD_SIZE: ad.size, AD_TYPE: ad.adType, AD_ID: String(ad.id), CREATIVE_SET_ID: ad.setHashedId,
        EVENT_ID: hash32(`${key}:event:${n}`).toString(16).padStart(8, '0') + hash32(`${key}:event2:${n}`).toString(16).padStart(8, '0'),
        DID: id, IDFA: c.platform === 'ios' ? id : '', HADID: c.platform === 'android' ? id : '',
        IP: ip, DEVICE_IP: ip, DEVICE_TYPE: 'phone', CC: t.country.toUpperCase(), LOCALE: `en_${t.country.toUpperCase()}`,
        USER_AGENT: c.platform === 'ios' ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' : 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      };
    };
    if (t.impressionUrl && !impressionFired) {
      impressionFired = true;
      out.postbacks.push({ accountId: c.accountId, campaignId: c.id, kind: 'impression', url: expandTrackingUrl(t.impressionUrl, values(0)), hour });
    }
    if (t.clickUrl && clicks > 0 && !clickFired) {
      clickFired = true;
      out.postbacks.push({ accountId: c.accountId, campaignId: c.id, kind: 'click', url: expandTrackingUrl(t.clickUrl, values(1)), hour });
    }
  }
}
