// Core campaign -> first-generation shapes (the recorded real row is the reference), and the
// first generation's vocabulary -> core values.
import { formatFixed } from '../../core/campaigns/decimal.js';
import { DEFAULT_KEY, type BidType, type Campaign, type CampaignSummary, type CampaignWithDay, type CountryTarget, type Source } from '../../core/campaigns/model.js';
import { invalid } from '../../core/shared/errors.js';
import type { CampaignObject, SourceObject, TargetsObject, V1_BID_TYPES } from './campaign-schemas.js';
import { lookupTable } from '../../core/shared/lookup.js';

type V1BidType = (typeof V1_BID_TYPES)[number];

/** Core -> v1. ROAS_BLENDED (second generation's BLD_ROAS) has no v1 name and shows as ROAS_IAP. */
const TO_V1: Record<BidType, V1BidType> = {
  CPI: 'CPI',
  CPE: 'CPE',
  CPP: 'CPP_GOAL',
  RET: 'RET',
  ROAS_AD: 'ROAS_AD_BASED',
  ROAS_IAP: 'ROAS_IAP',
  ROAS_BLENDED: 'ROAS_IAP',
};
/** v1 (any case) -> core; "CPP" is tolerated for CPP_GOAL. */
const FROM_V1 = lookupTable<BidType>({ CPI: 'CPI', CPE: 'CPE', CPP_GOAL: 'CPP', CPP: 'CPP', RET: 'RET', ROAS_AD_BASED: 'ROAS_AD', ROAS_IAP: 'ROAS_IAP' });

export const v1BidType = (b: BidType): V1BidType => TO_V1[b];

export function parseV1BidType(v: unknown, field = 'bid_type'): BidType {
  const b = typeof v === 'string' ? FROM_V1[v.trim().toUpperCase()] : undefined;
  if (!b) throw invalid(field, 'must be one of CPI, CPP_GOAL, RET, CPE, ROAS_AD_BASED, ROAS_IAP');
  return b;
}

export function parseBool(field: string, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
  }
  throw invalid(field, 'must be true or false');
}

export function parseGoalPeriod(v: unknown): number | null {
  if (v === null) return null;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\d{1,3}$/.test(v.trim())) return Number(v.trim());
  throw invalid('goal_period', 'must be an integer');
}

/** "YYYY-MM-DD HH:MM:SS" in UTC. */
export const v1DateTime = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');

export const v1PackageName = (c: CampaignSummary): string => (c.platform === 'ios' ? (c.itunesId ?? '') : c.packageName);
export const v1BundleId = (c: CampaignSummary): string => (c.platform === 'ios' ? c.packageName : '');

// A value from the read cache is frozen and shared by every request that hits it, so its
// rendering is computed once and shared too (frozen, and serialized once: see jsonInOrder).
const rendered = new WeakMap<CampaignWithDay, CampaignObject>();

export function renderCampaign(v: CampaignWithDay): CampaignObject {
  if (!Object.isFrozen(v)) return renderCampaignNow(v);
  let out = rendered.get(v);
  if (out === undefined) rendered.set(v, (out = Object.freeze(renderCampaignNow(v))));
  return out;
}

function renderCampaignNow({ campaign: c, figures: f }: CampaignWithDay): CampaignObject {
  return {
    name: c.name,
    campaign_id: c.hashedId,
    package_name: v1PackageName(c),
    bundle_id: v1BundleId(c),
    platform: c.platform,
    category: c.category ?? '',
    bid_type: TO_V1[c.bidType],
    ...(c.trackingMethod ? { tracking_method: c.trackingMethod } : {}),
    status: c.status,
    created_at: v1DateTime(c.createdAt),
    impressions: f.impressions,
    clicks: f.clicks,
    installs: f.installs,
    spend: formatFixed(f.spend, 4),
    // spec 1 types goal_period as an integer and the recorded real row has 0: never null
    goal_period: c.goalPeriod ?? 0,
    // the CPE goal's target event (addendum 7 section 3), after the recorded row's fields so an
    // other goal's object keeps the recorded shape; "" for a CPE campaign made here (v1 cannot set it)
    ...(c.bidType === 'CPE' ? { event_target: c.eventTarget ?? '' } : {}),
  };
}

function settings(r: CountryTarget | undefined): Record<string, number | string> {
  const o: Record<string, number | string> = {};
  if (!r) return o;
  if (r.bid !== null) o.bid = Number(r.bid);
  if (r.budget !== null) o.budget = Number(r.budget);
  if (r.clickUrl !== null) o.click_url = r.clickUrl;
  if (r.impressionUrl !== null) o.impression_url = r.impressionUrl;
  return o;
}

export function renderTargets(c: Campaign, rows: CountryTarget[]): TargetsObject {
  const countries: TargetsObject['countries'] = [{ [DEFAULT_KEY]: settings(rows.find((r) => r.country === DEFAULT_KEY)) }];
  for (const r of rows) if (r.country !== DEFAULT_KEY && !r.disabled) countries.push({ [r.country]: settings(r) });
  return { bid_type: TO_V1[c.bidType], os_major_version_min: c.osMajorVersionMin ?? 0, device_types: c.deviceTypes, countries };
}

export const renderSource = (s: Source): SourceObject => ({ app_id: s.appId, app_id_external: s.appIdExternal, status: s.status });
