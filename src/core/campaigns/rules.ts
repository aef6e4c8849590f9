// The campaign rules of the spec, independent of HTTP and SQL. Field names in errors are the
// first generation's snake_case names (countries.<code>.<field> for targets); the second
// generation's surface renames them where its vocabulary differs.
import { invalid } from '../shared/errors.js';
import { parseDecimal } from './decimal.js';
import { COUNTRY_CODES, US_REGION_CODES } from './geo.js';
import {
  BIDDING_STRATEGIES,
  BID_TYPES,
  DEFAULT_KEY,
  DEVICE_TYPES,
  GOAL_PERIODS,
  PLATFORMS,
  TRACKING_MACROS,
  TRACKING_METHODS,
  type BiddingStrategy,
  type BidType,
  type Campaign,
  type CountryPatches,
  type CountryTarget,
  type DeviceType,
  type Platform,
  type TrackingMethod,
} from './model.js';

export function checkName(v: unknown, field = 'name', max = 255): string {
  if (typeof v !== 'string' || !v.trim()) throw invalid(field, 'must be a non-empty string');
  const s = v.trim();
  if (s.length > max) throw invalid(field, `must be at most ${max} characters (got ${s.length})`);
  return s;
}

export function checkPlatform(v: unknown): Platform {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (!(PLATFORMS as readonly string[]).includes(s)) throw invalid('platform', 'must be ios or android');
  return s as Platform;
}

export function checkBidType(v: unknown): BidType {
  if (!(BID_TYPES as readonly unknown[]).includes(v)) throw invalid('bid_type', `must be one of ${BID_TYPES.join(', ')}`);
  return v as BidType;
}

const ANDROID_PACKAGE_RE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
const BUNDLE_ID_RE = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

/** Android package name or iOS bundle id. */
export function checkPackageName(platform: Platform, v: unknown, field: string): string {
  if (typeof v !== 'string' || !v.trim()) throw invalid(field, 'is required');
  const s = v.trim();
  if (s.length > 255) throw invalid(field, 'must be at most 255 characters');
  if (platform === 'android' && !ANDROID_PACKAGE_RE.test(s)) throw invalid(field, 'must be an Android package name such as com.example.game');
  if (platform === 'ios' && !BUNDLE_ID_RE.test(s)) throw invalid(field, 'must be an iOS bundle id such as com.example.game');
  return s;
}

/** The numeric App Store id; "id123" is accepted for "123". */
export function checkItunesId(v: unknown, field: string): string {
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim().replace(/^id/i, '') : '';
  if (!/^\d{1,15}$/.test(s) || /^0+$/.test(s)) throw invalid(field, 'must be the numeric App Store id of the app (e.g. 1234567890)');
  return s.replace(/^0+/, '');
}

export function checkCategory(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  if (s === undefined) throw invalid('category', 'must be a string');
  if (s.length > 100) throw invalid('category', 'must be at most 100 characters');
  return s || null;
}

export function checkTrackingMethod(v: unknown): TrackingMethod | null {
  if (v === null || v === undefined || v === '') return null;
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (!(TRACKING_METHODS as readonly string[]).includes(s)) throw invalid('tracking_method', `must be one of ${TRACKING_METHODS.join(', ')}`);
  return s as TrackingMethod;
}

export function checkBiddingStrategy(v: unknown): BiddingStrategy {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (!(BIDDING_STRATEGIES as readonly string[]).includes(s)) throw invalid('bidding_strategy', `must be one of ${BIDDING_STRATEGIES.join(', ')}`);
  return s as BiddingStrategy;
}

export function checkGoalPeriod(bidType: BidType, v: number | null, allowed: readonly number[] = GOAL_PERIODS[bidType]): number | null {
  if (allowed.length === 0) {
    if (v !== null) throw invalid('goal_period', `must be left out for bid type ${bidType} (it has no goal period)`);
    return null;
  }
  if (v === null || !allowed.includes(v)) {
    throw invalid('goal_period', `must be ${allowed.length === 1 ? allowed[0] : 'one of ' + allowed.join(', ')} for bid type ${bidType}`);
  }
  return v;
}

export function checkDeviceTypes(platform: Platform, v: unknown): DeviceType[] {
  if (!Array.isArray(v)) throw invalid('device_types', 'must be an array of phone, tablet, other');
  const out: DeviceType[] = [];
  v.forEach((d, i) => {
    const s = typeof d === 'string' ? d.trim().toLowerCase() : '';
    if (!(DEVICE_TYPES as readonly string[]).includes(s)) throw invalid(`device_types[${i}]`, 'must be one of phone, tablet, other');
    if (!out.includes(s as DeviceType)) out.push(s as DeviceType);
  });
  if (out.length > 0 && platform !== 'ios') throw invalid('device_types', 'is supported on iOS campaigns only (send an empty array on Android)');
  return DEVICE_TYPES.filter((d) => out.includes(d));
}

export function checkOsMajorVersionMin(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 99) throw invalid('os_major_version_min', 'must be an integer from 1 to 99');
  return n;
}

const MACRO_RE = /\{([^{}]*)\}/g;

const MACRO_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * An absolute http(s) URL with brace macros. Spec 1 lists macros "such as" these: the list is
 * examples, so a macro the platform does not know is accepted and kept verbatim (never expanded);
 * the surfaces name it in a warning (unknownMacros). Only a malformed one ({}, {a b}) is refused.
 * '' clears the value.
 */
export function checkTrackingUrl(field: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') throw invalid(field, 'must be a string URL');
  const s = v.trim();
  if (!s) return null;
  if (s.length > 2048) throw invalid(field, 'must be at most 2048 characters');
  for (const m of s.matchAll(MACRO_RE)) {
    if (!MACRO_NAME.test(m[1]!)) throw invalid(field, `{${m[1]}} is not a macro: macros are written {NAME} (letters, digits, _ . : -)`);
  }
  const plain = s.replace(MACRO_RE, 'macro');
  if (/[{}]/.test(plain)) throw invalid(field, 'has an unbalanced { or }: macros are written {NAME}');
  let u: URL;
  try {
    u = new URL(plain);
  } catch {
    throw invalid(field, 'must be an absolute http or https URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalid(field, 'must be an absolute http or https URL');
  return s;
}

/** The macros of a tracking URL that the platform does not expand (kept verbatim), in order. */
export function unknownMacros(url: unknown): string[] {
  if (typeof url !== 'string') return [];
  const out: string[] = [];
  for (const m of url.matchAll(MACRO_RE)) if (!TRACKING_MACROS.includes(m[1]!) && !out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

export function checkRegionCodes(field: string, country: string, v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) throw invalid(field, 'must be an array of US region codes');
  if (v.length > 0 && country !== 'us') throw invalid(field, 'region codes are only allowed for the US');
  const out: string[] = [];
  v.forEach((r, i) => {
    const s = typeof r === 'string' ? r.trim().toUpperCase() : '';
    if (!US_REGION_CODES.has(s)) throw invalid(`${field}[${i}]`, 'must be a US region code from the region table (e.g. CA, NY)');
    if (!out.includes(s)) out.push(s);
  });
  return out.sort();
}

/** Free-text metro names (addendum 6 section 2), US only, at most 256 characters each; duplicates dropped. */
export function checkMetroNames(field: string, country: string, v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) throw invalid(field, 'must be an array of metro names');
  if (v.length > 0 && country !== 'us') throw invalid(field, 'metro names are only allowed for the US');
  const out: string[] = [];
  v.forEach((m, i) => {
    const s = typeof m === 'string' ? m.trim() : '';
    if (!s) throw invalid(`${field}[${i}]`, 'must be a non-empty metro name');
    if (s.length > 256) throw invalid(`${field}[${i}]`, `must be at most 256 characters (got ${s.length})`);
    if (!out.includes(s)) out.push(s);
  });
  return out;
}

/** 'DEFAULT' or a lowercase country code, from a key given in any case. */
export function countryKey(raw: string, field: string): string {
  const k = raw.trim();
  if (k.toUpperCase() === DEFAULT_KEY) return DEFAULT_KEY;
  const c = k.toLowerCase();
  if (!/^[a-z]{2}$/.test(c)) throw invalid(field, `"${raw}" is not DEFAULT or a two-letter ISO 3166-1 country code`);
  if (!COUNTRY_CODES.has(c)) throw invalid(field, `"${raw}" is not a country of the country table`);
  return c;
}

export const emptyTarget = (country: string): CountryTarget => ({
  country,
  bid: null,
  budget: null,
  clickUrl: null,
  impressionUrl: null,
  disabled: false,
  regionCodes: [],
  metroNames: [],
});

/**
 * Applies patches to the current rows (merge: untouched rows stay as they are). With
 * `replace`, countries not named become disabled. Values are checked here; the combination
 * is checked by checkTargets.
 */
export function applyCountryPatches(current: CountryTarget[], patches: CountryPatches, replace: boolean): CountryTarget[] {
  const rows = new Map(current.map((r) => [r.country, { ...r, regionCodes: [...r.regionCodes], metroNames: [...r.metroNames] }]));
  const named = new Set<string>();
  for (const { key, patch } of patches) {
    const k = countryKey(key, `countries.${key}`);
    const f = `countries.${k}`;
    if (named.has(k)) throw invalid(f, 'is given more than once');
    named.add(k);
    const row = rows.get(k) ?? emptyTarget(k);
    if (patch.bid !== undefined) row.bid = patch.bid === null || patch.bid === '' ? null : parseDecimal(`${f}.bid`, patch.bid, { positive: true });
    if (patch.budget !== undefined) row.budget = patch.budget === null || patch.budget === '' ? null : parseDecimal(`${f}.budget`, patch.budget, { positive: true });
    if (patch.clickUrl !== undefined) row.clickUrl = checkTrackingUrl(`${f}.click_url`, patch.clickUrl);
    if (patch.impressionUrl !== undefined) row.impressionUrl = checkTrackingUrl(`${f}.impression_url`, patch.impressionUrl);
    if (patch.regionCodes !== undefined) row.regionCodes = checkRegionCodes(`${f}.region_codes`, k, patch.regionCodes);
    if (patch.metroNames !== undefined) row.metroNames = checkMetroNames(`${f}.metro_names`, k, patch.metroNames);
    if (row.regionCodes.length && row.metroNames.length) throw invalid(`${f}.metro_names`, 'region_codes and metro_names cannot both be set in one entry');
    if (k === DEFAULT_KEY) {
      if (patch.disabled === true) throw invalid(`${f}.disabled`, 'DEFAULT cannot be disabled; disable countries one by one');
      if (patch.regionCodes?.length) throw invalid(`${f}.region_codes`, 'region codes belong to the us entry, not DEFAULT');
    } else {
      // Naming a country targets it (again) unless the request disables it.
      row.disabled = patch.disabled === true;
    }
    rows.set(k, row);
  }
  if (replace) {
    for (const r of rows.values()) if (r.country !== DEFAULT_KEY && !named.has(r.country)) r.disabled = true;
  }
  return sortTargets([...rows.values()]);
}

export function sortTargets(rows: CountryTarget[]): CountryTarget[] {
  return rows.sort((a, b) => (a.country === DEFAULT_KEY ? -1 : b.country === DEFAULT_KEY ? 1 : a.country.localeCompare(b.country)));
}

const TARGET_FIELDS = [
  ['bid', 'bid'],
  ['budget', 'budget'],
  ['clickUrl', 'click_url'],
  ['impressionUrl', 'impression_url'],
] as const;

/**
 * v1 rules 1 and 2: each of bid, budget, click_url, impression_url lives either in DEFAULT (one
 * value for every targeted country; for budget, one total budget shared by all countries) or
 * in every targeted country — never in both, never in only some. Disabled countries are not
 * targeted and are not checked (their values are kept for when they come back).
 */
export function checkTargets(rows: CountryTarget[]): void {
  const def = rows.find((r) => r.country === DEFAULT_KEY);
  const active = rows.filter((r) => r.country !== DEFAULT_KEY && !r.disabled);
  for (const [prop, name] of TARGET_FIELDS) {
    const inDefault = def?.[prop] != null;
    const withValue = active.filter((r) => r[prop] != null);
    if (inDefault && withValue.length > 0) {
      const what = prop === 'budget' ? 'a campaign has either one total budget in DEFAULT or a budget per country' : `${name} goes either in DEFAULT or in every country`;
      throw invalid(`countries.${withValue[0]!.country}.${name}`, `${what}, not both (DEFAULT has ${name}; clear it with null to set it per country)`);
    }
    if (!inDefault && withValue.length > 0 && withValue.length < active.length) {
      const missing = active.find((r) => r[prop] == null)!;
      const what = prop === 'budget' ? 'with a budget per country, every targeted country needs its budget' : `with ${name} set per country, every targeted country needs its own ${name}`;
      throw invalid(`countries.${missing.country}.${name}`, `${what} (or put one ${name} in DEFAULT)`);
    }
  }
}

/** Checks the fields whose validity depends on each other, on the final state. */
export function checkCampaign(c: Campaign, goalDays: readonly number[] = GOAL_PERIODS[c.bidType]): void {
  if (c.platform === 'android' && c.itunesId !== null) throw invalid('itunes_id', 'is for iOS campaigns only');
  if (c.platform === 'ios' && c.itunesId === null) throw invalid('package_name', 'an iOS campaign needs the numeric App Store id');
  if (c.platform !== 'ios' && c.deviceTypes.length > 0) throw invalid('device_types', 'is supported on iOS campaigns only (send an empty array on Android)');
  checkGoalPeriod(c.bidType, c.goalPeriod, goalDays);
  if (c.startAt && c.endAt && c.endAt.getTime() < c.startAt.getTime()) throw invalid('end_date', 'must not be before start_date');
}
