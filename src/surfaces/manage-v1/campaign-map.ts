// The second generation's campaign shapes mapped onto the generation-neutral campaign model
// (src/core/campaigns). The mapping is written down in docs/decisions/ (area "Mapping between
// the two generations"); this file is its code.
import { DomainError, invalid, isDomainError } from '../../core/shared/errors.js';
import { parseDecimal } from '../../core/campaigns/decimal.js';
import { COUNTRY_CODES } from '../../core/campaigns/geo.js';
import {
  DEFAULT_GOAL_PERIOD,
  DEFAULT_KEY,
  type BidType,
  type CampaignChanges,
  type CampaignWithTargets,
  type CountryPatch,
  type CountryPatches,
  type CountryTarget,
  type NewCampaign,
} from '../../core/campaigns/model.js';
import type { CampaignBody, CampaignOutT } from './campaign-schema.js';
import { lookupTable } from '../../core/shared/lookup.js';
import { foreignCampaignFields, rulesOf, type AccountType, type AccountTypeRules } from '../../core/account-types/account-types.js';

/** v2 goal_type <-> model bid type. RET has no v2 name: it is shown and accepted as RET. */
export const BID_TYPE_OF_GOAL: Readonly<Record<string, BidType>> = lookupTable({
  CPI: 'CPI',
  CPE: 'CPE',
  CPP: 'CPP',
  AD_ROAS: 'ROAS_AD',
  CHK_ROAS: 'ROAS_IAP',
  BLD_ROAS: 'ROAS_BLENDED',
  RET: 'RET',
});
export const GOAL_OF_BID_TYPE: Readonly<Record<BidType, string>> = {
  CPI: 'CPI',
  CPE: 'CPE',
  CPP: 'CPP',
  ROAS_AD: 'AD_ROAS',
  ROAS_IAP: 'CHK_ROAS',
  ROAS_BLENDED: 'BLD_ROAS',
  RET: 'RET',
};

/** The tracking methods the second generation lists (spec 2); stored lowercase, shown uppercase. */
export const V2_TRACKING_METHODS = ['tracker_01', 'tracker_03', 'tracker_04', 'tracker_05', 'tracker_08', 'tracker_09'];

const present = (v: unknown) => v !== undefined && v !== null;

/** 2026-03-01 or 2026-03-01T10:00:00(.000)(Z) -> Date (UTC). */
export function parseV2Date(field: string, v: unknown): Date {
  if (typeof v !== 'string') throw invalid(field, 'must be a date string YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (UTC)');
  const s = v.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]00:?00)?)?$/.exec(s);
  if (!m) throw invalid(field, 'must be a date string YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (UTC)');
  const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1);
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) {
    throw invalid(field, 'is not a valid calendar date and time');
  }
  return date;
}

/** YYYY-MM-DDTHH:MM:SS in UTC, the second generation's time form. */
export function v2Time(d: Date): string {
  return d.toISOString().slice(0, 19);
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

function parseStatus(v: unknown): boolean {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (s === 'LIVE') return true;
  if (s === 'PAUSED') return false;
  throw invalid('status', 'must be LIVE or PAUSED');
}

/** `type` must be the account's own type (addendum 6 section 2). */
export function parseType(v: unknown, type: AccountType): void {
  const got = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (got !== type) throw invalid('type', `must be ${type}, the account's type (got ${JSON.stringify(typeof v === 'string' ? v.slice(0, 40) : v ?? null)})`);
}

/** v2 goal names of the account type's goals (RET, first-generation only, is accepted but not listed). */
const goalNames = (rules: AccountTypeRules) => Object.keys(rules.campaigns.goals).map((t) => GOAL_OF_BID_TYPE[t as BidType]).filter((g) => g !== 'RET');

function parseGoalType(v: unknown, rules: AccountTypeRules): BidType {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  const t = BID_TYPE_OF_GOAL[s];
  if (!t || !rules.campaigns.goals[t]) {
    throw invalid('goal.goal_type', `must be one of ${goalNames(rules).join(', ')} for a${rules.type === 'APP' ? 'n' : ''} ${rules.type} account${s ? ` (got ${s.slice(0, 40)})` : ''}`);
  }
  return t;
}

/**
 * Fields of the other account type's (addendum 6 sections 2 and 5): a 400 naming the field. These
 * are known fields, so they are refused rather than ignored: dropping website_url or tracking would
 * hide a request sent to the wrong account.
 */
export function refuseForeignFields(b: Record<string, unknown>, type: AccountType, foreign: { field: string; owner: AccountType }[]): void {
  for (const { field, owner } of foreign) {
    if (b[field] !== undefined) throw invalid(field, `is only for ${owner} accounts (not allowed for a${type === 'APP' ? 'n' : ''} ${type} account)`);
  }
}

function refuseForeignTargeting(v: unknown, rules: AccountTypeRules): void {
  if (!Array.isArray(v)) return;
  const theirs = Object.values(ACCOUNT_TYPES_OTHER(rules)).flatMap((r) => r.campaigns.ownTargetingFields.map((field) => ({ field, owner: r.type })));
  v.forEach((t: Record<string, unknown> | null, i) => {
    for (const { field, owner } of theirs) {
      if (t && t[field] !== undefined) throw invalid(`targeting[${i}].${field}`, `is only for ${owner} accounts (not allowed for a${rules.type === 'APP' ? 'n' : ''} ${rules.type} account)`);
    }
  });
}

const ACCOUNT_TYPES_OTHER = (rules: AccountTypeRules) => (['APP', 'WEB'] as const).filter((t) => t !== rules.type).map(rulesOf);

/**
 * /manage/v1 rules of the goal's event target (addendum 7 section 3), on top of the core's: a CPE
 * goal written through this API needs one (the first generation cannot send it, so the core takes
 * an APP CPE goal without one), and an APP CPE goal is not billed per install.
 */
function checkCpeGoal(bidType: BidType, eventTarget: unknown, storedTarget: string | null, bidding: string | undefined): void {
  if (bidType !== 'CPE') return;
  if (!present(eventTarget) && !storedTarget) throw invalid('goal.event_target', 'is required when goal_type is CPE: the name of the event the campaign optimises for');
  if (bidding !== undefined && bidding.trim().toUpperCase() === 'TARGET_GOAL_WITH_CPI_BILLING') {
    throw invalid('bidding_strategy', 'a CPE goal cannot be billed per install: use AUTO_BIDDING_WITH_CPM_BILLING or MAXIMIZE_RESULTS_WITH_CPM_BILLING');
  }
}

/** The type-specific fields of a body -> the model's (undefined when not sent). */
function typeFieldsFromV2(b: Record<string, unknown>, goal: Record<string, unknown> | undefined): Partial<NewCampaign> {
  const out: Partial<NewCampaign> = {};
  if (b.website_url !== undefined) out.websiteUrl = b.website_url as string;
  if (b.is_dynamic_ads_enabled !== undefined) out.dynamicAds = b.is_dynamic_ads_enabled as boolean;
  if (b.catalog_type !== undefined) out.catalogType = b.catalog_type as string;
  if (b.catalog_id !== undefined) out.catalogId = b.catalog_id === null ? null : String(b.catalog_id);
  if (b.variant_set_id !== undefined) out.variantSetId = b.variant_set_id === null ? null : String(b.variant_set_id);
  if (b.audience_strategy !== undefined) out.audienceStrategy = b.audience_strategy as string;
  if (b.is_composite_banner_enabled !== undefined) out.compositeBanner = b.is_composite_banner_enabled as boolean;
  if (goal && goal.event_target !== undefined) out.eventTarget = goal.event_target as string | null;
  return out;
}

function parseRoasDay(v: unknown): number {
  const m = typeof v === 'string' ? /^DAY(\d{1,3})$/i.exec(v.trim()) : null;
  if (!m) throw invalid('goal.roas_day_target', 'must be DAY<n>, such as DAY0, DAY7 or DAY28');
  return Number(m[1]);
}

function parseTrackingMethod(v: unknown): string {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (!V2_TRACKING_METHODS.includes(s)) throw invalid('tracking.tracking_method', `must be one of ${V2_TRACKING_METHODS.map((x) => x.toUpperCase()).join(', ')}`);
  return s;
}

/** A country code of the country table, in any case -> lowercase (the model's form). */
function parseCountry(field: string, v: unknown): string {
  const c = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (!COUNTRY_CODES.has(c)) throw invalid(field, 'must be an ISO 3166-1 alpha-2 code from the country table');
  return c;
}

interface Targeting {
  countries: string[];
  regions: Map<string, string[]>;
  metros: Map<string, string[]>;
}

function parseTargeting(v: unknown): Targeting {
  if (!Array.isArray(v) || v.length === 0) throw invalid('targeting', 'must list at least one country');
  const countries: string[] = [];
  const regions = new Map<string, string[]>();
  const metros = new Map<string, string[]>();
  v.forEach((t: { country_code?: unknown; region_codes?: unknown; metro_names?: unknown }, i) => {
    const c = parseCountry(`targeting[${i}].country_code`, t?.country_code);
    if (countries.includes(c)) throw invalid(`targeting[${i}].country_code`, `${c.toUpperCase()} is listed more than once`);
    countries.push(c);
    const r = t.region_codes;
    if (r !== undefined && r !== null) {
      if (!Array.isArray(r)) throw invalid(`targeting[${i}].region_codes`, 'must be an array of US region codes');
      if (r.length && c !== 'us') throw invalid(`targeting[${i}].region_codes`, 'region codes are only allowed when country_code is US');
      regions.set(c, r as string[]);
    }
    const m = t.metro_names;
    if (m !== undefined && m !== null) {
      if (!Array.isArray(m)) throw invalid(`targeting[${i}].metro_names`, 'must be an array of metro names');
      if (m.length && c !== 'us') throw invalid(`targeting[${i}].metro_names`, 'metro names are only allowed when country_code is US');
      if (m.length && Array.isArray(r) && r.length) throw invalid(`targeting[${i}].metro_names`, 'region_codes and metro_names cannot both be set in one entry');
      metros.set(c, m as string[]);
    }
  });
  return { countries, regions, metros };
}

/** Global value or a per-country map: exactly one of the two. */
function parseSplit(
  field: string,
  allKey: string,
  perKey: string,
  obj: Record<string, unknown> | undefined,
  targeted: string[],
  required: boolean,
): { all?: string; per?: Map<string, string> } | undefined {
  if (!obj) return undefined;
  const hasAll = present(obj[allKey]);
  const hasPer = present(obj[perKey]);
  if (hasAll && hasPer) throw invalid(`${field}.${perKey}`, `send either ${allKey} or ${perKey}, not both`);
  if (!hasAll && !hasPer) {
    if (required) throw invalid(`${field}.${allKey}`, `is required (or ${perKey})`);
    return undefined;
  }
  if (hasAll) return { all: parseDecimal(`${field}.${allKey}`, obj[allKey], { positive: true }) };
  const map = obj[perKey] as Record<string, unknown>;
  const per = new Map<string, string>();
  for (const [k, val] of Object.entries(map)) {
    const f = `${field}.${perKey}.${k}`;
    const c = parseCountry(f, k);
    if (!targeted.includes(c)) throw invalid(f, 'must be a targeted country');
    per.set(c, parseDecimal(f, val, { positive: true }));
  }
  const missing = targeted.find((c) => !per.has(c));
  if (missing) throw invalid(`${field}.${perKey}.${missing.toUpperCase()}`, 'every targeted country needs a value');
  return { per };
}

function forbid(body: Record<string, unknown>, fields: string[], op: string): void {
  for (const f of fields) if (present(body[f])) throw invalid(f, `must not be sent on ${op}`);
}

function requireFields(body: Record<string, unknown>, fields: string[], op: string): void {
  for (const f of fields) if (!present(body[f]) || body[f] === '') throw invalid(f, `is required on ${op}`);
}

/** Country patches: merge several concerns (targeting, budget, goal, tracking) into one entry per key. */
class Patches {
  private readonly m = new Map<string, CountryPatch>();
  set(key: string, p: CountryPatch): void {
    this.m.set(key, { ...(this.m.get(key) ?? {}), ...p });
  }
  /** The patches; a country patched but not targeted stays (or becomes) disabled, as naming it would re-target it. */
  list(targeted: string[]): CountryPatches {
    return [...this.m].map(([key, patch]) => ({ key, patch: key === DEFAULT_KEY || targeted.includes(key) ? patch : { ...patch, disabled: true } }));
  }
  get size(): number {
    return this.m.size;
  }
}

/**
 * Budget, goal values and tracking URLs live either in DEFAULT (v2 "for all countries") or per
 * country; switching form clears the other one. `known` = every country row the campaign will have.
 */
function splitPatches(
  p: Patches,
  prop: 'budget' | 'bid',
  v: { all?: string; per?: Map<string, string> } | undefined,
  known: string[],
): void {
  if (!v) return;
  p.set(DEFAULT_KEY, { [prop]: v.all ?? null });
  for (const c of known) p.set(c, { [prop]: v.per?.get(c) ?? null });
}

function trackingPatches(p: Patches, t: { click_url?: unknown; impression_url?: unknown }, known: string[]): void {
  if (present(t.click_url)) {
    p.set(DEFAULT_KEY, { clickUrl: t.click_url as string });
    for (const c of known) p.set(c, { clickUrl: null });
  }
  if (present(t.impression_url)) {
    p.set(DEFAULT_KEY, { impressionUrl: t.impression_url as string });
    for (const c of known) p.set(c, { impressionUrl: null });
  }
}

function targetingPatches(p: Patches, t: Targeting): void {
  for (const c of t.countries) p.set(c, { disabled: false, regionCodes: t.regions.get(c) ?? [], metroNames: t.metros.get(c) ?? [] });
}

/** v2 campaign/create body -> the model's NewCampaign. */
export function newCampaignFromV2(body: CampaignBody, today: Date, type: AccountType = 'APP'): NewCampaign {
  const b = body as Record<string, unknown>;
  const rules = rulesOf(type);
  forbid(b, ['id', 'hashed_id'], 'create');
  requireFields(b, ['type'], 'create');
  parseType(b.type, type);
  refuseForeignFields(b, type, foreignCampaignFields(type));
  refuseForeignTargeting(b.targeting, rules);
  requireFields(b, ['name', ...rules.campaigns.requiredOnCreate.filter((f) => f !== 'tracking'), 'bidding_strategy', 'budget', 'goal', ...rules.campaigns.requiredOnCreate.filter((f) => f === 'tracking'), 'targeting', 'start_date'], 'create');
  const continuous = body.is_continuous_delivery === true;
  if (rules.campaigns.endDateRequired && !continuous && !present(body.end_date)) throw invalid('end_date', 'is required on create (or is_continuous_delivery: true)');
  if (body.is_continuous_delivery === false && !present(body.end_date)) throw invalid('end_date', 'is required when is_continuous_delivery is false');
  if (body.is_continuous_delivery !== undefined && typeof body.is_continuous_delivery !== 'boolean') throw invalid('is_continuous_delivery', 'must be true or false');
  if (continuous && present(body.end_date)) throw invalid('end_date', 'must not be sent with is_continuous_delivery: true');
  const startAt = parseV2Date('start_date', body.start_date);
  if (utcDay(startAt) < utcDay(today)) throw invalid('start_date', `cannot be earlier than today (${utcDay(today)}, UTC)`);
  const endAt = continuous || !present(body.end_date) ? null : parseV2Date('end_date', body.end_date);
  if (endAt && endAt.getTime() <= startAt.getTime() && !rules.campaigns.endDateRequired) throw invalid('end_date', 'must be later than start_date');
  const platform = typeof body.platform === 'string' ? body.platform.trim().toLowerCase() : undefined;
  if (platform === 'ios' && !present(body.itunes_id)) throw invalid('itunes_id', 'is required on create for iOS campaigns');
  const tracking = body.tracking ?? {};
  if (present(body.tracking)) {
    for (const f of ['click_url', 'impression_url', 'tracking_method'] as const) {
      if (!present(tracking[f]) || tracking[f] === '') throw invalid(`tracking.${f}`, 'is required on create');
    }
  }
  const targeting = parseTargeting(body.targeting);
  if (rules.campaigns.maxCountries !== undefined && targeting.countries.length > rules.campaigns.maxCountries) {
    throw invalid('targeting', `must list at most ${rules.campaigns.maxCountries} countries (got ${targeting.countries.length})`);
  }
  const goal = body.goal!;
  if (!present(goal.goal_type)) throw invalid('goal.goal_type', 'is required on create');
  const bidType = parseGoalType(goal.goal_type, rules);
  checkCpeGoal(bidType, goal.event_target, null, body.bidding_strategy);
  const goalPeriod = present(goal.roas_day_target) ? parseRoasDay(goal.roas_day_target) : undefined;
  const p = new Patches();
  targetingPatches(p, targeting);
  splitPatches(p, 'budget', parseSplit('budget', 'daily_budget_for_all_countries', 'country_code_to_daily_budget', body.budget as Record<string, unknown>, targeting.countries, true), targeting.countries);
  splitPatches(p, 'bid', parseSplit('goal', 'goal_value_for_all_countries', 'country_code_to_goal_value', goal as Record<string, unknown>, targeting.countries, true), targeting.countries);
  trackingPatches(p, tracking, targeting.countries);
  return {
    name: body.name!,
    ...(platform === undefined ? {} : { platform }),
    ...(body.package_name === undefined ? {} : { packageName: body.package_name }),
    itunesId: present(body.itunes_id) ? String(body.itunes_id) : null,
    bidType,
    goalPeriod,
    biddingStrategy: body.bidding_strategy!,
    ...typeFieldsFromV2(b, goal as Record<string, unknown>),
    trackingMethod: present(body.tracking) ? parseTrackingMethod(tracking.tracking_method) : null,
    // status is Ignored on create: the model's default applies.
    startAt,
    endAt,
    isContinuousDelivery: continuous,
    countries: p.list(targeting.countries),
  };
}

/** v2 campaign/update body -> the model's CampaignChanges, given the campaign as it is now. */
export function campaignChangesFromV2(body: CampaignBody, current: CampaignWithTargets): CampaignChanges {
  const b = body as Record<string, unknown>;
  const type = current.campaign.type;
  forbid(b, ['bidding_strategy', 'start_date'], 'update');
  requireFields(b, ['type'], 'update');
  parseType(b.type, type);
  refuseForeignFields(b, type, foreignCampaignFields(type));
  refuseForeignTargeting(b.targeting, rulesOf(type));
  const ch: CampaignChanges = { ...typeFieldsFromV2(b, body.goal as Record<string, unknown> | undefined) };
  if (present(body.name)) ch.name = body.name;
  if (present(body.platform)) ch.platform = body.platform!.trim().toLowerCase();
  if (present(body.package_name)) ch.packageName = body.package_name;
  if (body.itunes_id !== undefined) ch.itunesId = body.itunes_id === null || body.itunes_id === '' ? null : String(body.itunes_id);
  if (present(body.status)) ch.status = parseStatus(body.status);
  if (body.is_continuous_delivery === true) {
    if (present(body.end_date)) throw invalid('end_date', 'must not be sent with is_continuous_delivery: true');
    ch.isContinuousDelivery = true;
    ch.endAt = null;
  } else if (present(body.end_date)) {
    ch.endAt = parseV2Date('end_date', body.end_date);
    ch.isContinuousDelivery = false;
  } else if (body.is_continuous_delivery === false && current.campaign.isContinuousDelivery) {
    throw invalid('end_date', 'is required when is_continuous_delivery becomes false');
  }
  const existing = current.countries.filter((r) => r.country !== DEFAULT_KEY).map((r) => r.country);
  const targeting = present(body.targeting) ? parseTargeting(body.targeting) : undefined;
  const targeted = targeting?.countries ?? current.countries.filter((r) => r.country !== DEFAULT_KEY && !r.disabled).map((r) => r.country);
  const known = [...new Set([...existing, ...targeted])];
  const p = new Patches();
  if (targeting) {
    targetingPatches(p, targeting);
    ch.replaceCountries = true;
  }
  if (present(body.goal)) {
    const g = body.goal!;
    if (present(g.goal_type)) {
      ch.bidType = parseGoalType(g.goal_type, rulesOf(type));
      if (ch.bidType !== current.campaign.bidType) {
        if (!present(g.roas_day_target)) ch.goalPeriod = rulesOf(type).campaigns.goals[ch.bidType]?.defaultDay ?? DEFAULT_GOAL_PERIOD[ch.bidType];
        checkCpeGoal(ch.bidType, g.event_target, current.campaign.eventTarget, current.campaign.biddingStrategy);
        // a goal other than CPE has no event target: the old one goes with the old goal
        if (ch.bidType !== 'CPE' && g.event_target === undefined) ch.eventTarget = null;
      }
    }
    if (present(g.roas_day_target)) ch.goalPeriod = parseRoasDay(g.roas_day_target);
    splitPatches(p, 'bid', parseSplit('goal', 'goal_value_for_all_countries', 'country_code_to_goal_value', g as Record<string, unknown>, targeted, false), known);
  }
  if (present(body.budget)) {
    splitPatches(p, 'budget', parseSplit('budget', 'daily_budget_for_all_countries', 'country_code_to_daily_budget', body.budget as Record<string, unknown>, targeted, false), known);
  }
  if (present(body.tracking)) {
    const t = body.tracking!;
    if (present(t.tracking_method)) ch.trackingMethod = parseTrackingMethod(t.tracking_method);
    trackingPatches(p, t, known);
  }
  if (p.size) ch.countries = p.list(targeted);
  return ch;
}

/** Renames the model's (first-generation) field names in an error to the second generation's. */
export function v2Error(e: unknown, platform?: string): unknown {
  if (!isDomainError(e) || !e.field) return e;
  const f = e.field;
  // On iOS the model names the bundle id bundle_id and the App Store id package_name (v1 words).
  const ios = platform === 'ios';
  const m = /^countries\.([A-Za-z]+)\.(bid|budget|click_url|impression_url|region_codes|metro_names)(.*)$/.exec(f);
  let to: string | undefined;
  if (m) {
    const [, key, prop, rest] = m;
    const all = key === DEFAULT_KEY;
    const cc = key!.toUpperCase();
    to =
      prop === 'bid' ? (all ? 'goal.goal_value_for_all_countries' : `goal.country_code_to_goal_value.${cc}`)
      : prop === 'budget' ? (all ? 'budget.daily_budget_for_all_countries' : `budget.country_code_to_daily_budget.${cc}`)
      : prop === 'region_codes' || prop === 'metro_names' ? `targeting.${cc}.${prop}${rest}`
      : `tracking.${prop}`;
  } else {
    to = {
      bid_type: 'goal.goal_type',
      goal_period: 'goal.roas_day_target',
      tracking_method: 'tracking.tracking_method',
      bundle_id: 'package_name',
      ...(ios ? { package_name: 'itunes_id' } : {}),
    }[f];
  }
  if (!to) return e;
  const rule = (e.rule ?? '').replace(/goal_period/g, 'roas_day_target').replace(/bid type/g, 'goal type');
  return new DomainError(e.code, `${to}: ${rule}`, { field: to, rule }, e.meta);
}

function upperMap(rows: CountryTarget[], prop: 'budget' | 'bid'): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const r of rows) if (r[prop] !== null) out[r.country.toUpperCase()] = r[prop]!;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The fields each account type's items carry, by wire name (the account-type table's ownFields
 * say which apply): an APP item has no WEB field and a WEB item no APP field. undefined = left out.
 */
const OWN_FIELD_OUT: Readonly<Record<string, (c: CampaignWithTargets['campaign'], def: CountryTarget | undefined) => unknown>> = {
  platform: (c) => c.platform.toUpperCase(),
  package_name: (c) => c.packageName,
  itunes_id: (c) => (c.itunesId !== null && /^\d+$/.test(c.itunesId) ? Number(c.itunesId) : undefined),
  // URLs set per country (first generation) have no v2 form: the DEFAULT ones are shown.
  tracking: (c, def) => ({
    ...(def?.clickUrl ? { click_url: def.clickUrl } : {}),
    ...(def?.impressionUrl ? { impression_url: def.impressionUrl } : {}),
    ...(c.trackingMethod ? { tracking_method: c.trackingMethod.toUpperCase() } : {}),
  }),
  is_composite_banner_enabled: (c) => c.compositeBanner,
  website_url: (c) => c.websiteUrl ?? undefined,
  is_dynamic_ads_enabled: (c) => c.dynamicAds,
  catalog_type: (c) => c.catalogType ?? undefined,
  catalog_id: (c) => c.catalogId ?? undefined,
  variant_set_id: (c) => c.variantSetId ?? undefined,
  audience_strategy: (c) => c.audienceStrategy ?? undefined,
};

const targetOut = (r: CountryTarget) => ({
  country_code: r.country.toUpperCase(),
  ...(r.regionCodes.length ? { region_codes: [...r.regionCodes] } : {}),
  ...(r.metroNames.length ? { metro_names: [...r.metroNames] } : {}),
});

/** The model's campaign -> the second generation's Campaign object. */
export function campaignToV2({ campaign: c, countries }: CampaignWithTargets): CampaignOutT {
  const def = countries.find((r) => r.country === DEFAULT_KEY);
  const active = countries.filter((r) => r.country !== DEFAULT_KEY && !r.disabled);
  const out: CampaignOutT = {
    id: String(c.id),
    hashed_id: c.hashedId,
    name: c.name,
    type: c.type,
    status: c.status ? 'LIVE' : 'PAUSED',
  } as CampaignOutT;
  const own = out as Record<string, unknown>;
  for (const f of rulesOf(c.type).campaigns.ownFields) {
    const v = OWN_FIELD_OUT[f]?.(c, def);
    if (v !== undefined) own[f] = v;
  }
  out.bidding_strategy = c.biddingStrategy;
  out.budget = {};
  out.goal = { goal_type: GOAL_OF_BID_TYPE[c.bidType] };
  out.targeting = active.map(targetOut);
  out.is_continuous_delivery = c.isContinuousDelivery;
  out.created_at = v2Time(c.createdAt);
  if (def?.budget != null) out.budget.daily_budget_for_all_countries = def.budget;
  const budgets = upperMap(active, 'budget');
  if (budgets) out.budget.country_code_to_daily_budget = budgets;
  if (def?.bid != null) out.goal.goal_value_for_all_countries = def.bid;
  const bids = upperMap(active, 'bid');
  if (bids) out.goal.country_code_to_goal_value = bids;
  if (c.goalPeriod !== null) out.goal.roas_day_target = `DAY${c.goalPeriod}`;
  if (c.eventTarget !== null) out.goal.event_target = c.eventTarget;
  if (c.startAt) out.start_date = v2Time(c.startAt);
  if (c.endAt) out.end_date = v2Time(c.endAt);
  return out;
}
