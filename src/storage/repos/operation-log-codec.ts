// How a change-log entry's snapshots are stored (campaign_operations.detail): small and cheap to
// build, because every campaign change writes one inside its transaction. Values that are empty
// (null, false, []) are left out and restored on reading, instants are epoch ms, an update keeps
// its "after" side as the fields that differ from "before", and countries that did not change are
// kept once for both sides, each a short array of its values in a fixed order. Measured: bench/operation-log.ts (docs/decisions/operation-log.md).
// Entries written in the first form ({"b", "a"}: both sides whole; countries as objects under
// "k"/"kb"/"ka") still read.
import type { Campaign, CampaignWithTargets, CountryTarget } from '../../core/campaigns/model.js';
import type { OperationDetail } from '../../core/campaigns/operation-log.js';

type Obj = Record<string, unknown>;

const DATE_FIELDS = new Set(['startAt', 'endAt', 'createdAt', 'updatedAt']);
/** The empty value of each field that may be left out (fields added later read as undefined). */
const CAMPAIGN_EMPTY: Obj = {
  itunesId: null, category: null, goalPeriod: null, trackingMethod: null, status: false, startAt: null, endAt: null,
  isContinuousDelivery: false, deviceTypes: [], osMajorVersionMin: null,
  // the WEB account type's fields and the CPE goal's event (migration 0018)
  websiteUrl: null, dynamicAds: false, catalogType: null, catalogId: null, variantSetId: null, audienceStrategy: null,
  eventTarget: null, compositeBanner: false,
};
const COUNTRY_EMPTY: Obj = { bid: null, budget: null, clickUrl: null, impressionUrl: null, disabled: false, regionCodes: [], metroNames: [] };

// for...in over the core's plain objects, no intermediate entry arrays: this runs on every change
function pack(o: object): Obj {
  const out: Obj = {};
  for (const k in o) {
    const v = (o as Obj)[k];
    if (v === null || v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v instanceof Date ? v.getTime() : v;
  }
  return out;
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (x instanceof Date && y instanceof Date) return x.getTime() === y.getTime();
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => v === y[i]);
  return false;
}

/** The fields of `after` that differ from `before` (empty values kept: they may be the change). */
function delta(before: object, after: object): Obj {
  const out: Obj = {};
  for (const k in after) {
    const a = (after as Obj)[k];
    if (sameValue(a, (before as Obj)[k])) continue;
    out[k] = a instanceof Date ? a.getTime() : a === undefined ? null : a;
  }
  return out;
}

function unpack(o: Obj, empty: Obj): Obj {
  const out: Obj = {};
  for (const k in empty) out[k] = Array.isArray(empty[k]) ? [] : empty[k];
  return restore(o, out);
}

/** o's values over `into`, instants back to Dates. */
function restore(o: Obj, into: Obj): Obj {
  for (const k in o) {
    const v = o[k];
    into[k] = DATE_FIELDS.has(k) && typeof v === 'number' ? new Date(v) : v;
  }
  return into;
}

/** A country row as [country, bid, budget, clickUrl, impressionUrl, disabled 0/1, regionCodes, metroNames], empty tail cut. */
function countryTuple(r: CountryTarget): unknown[] {
  const t: unknown[] = [r.country, r.bid, r.budget, r.clickUrl, r.impressionUrl, r.disabled ? 1 : 0, r.regionCodes, r.metroNames ?? []];
  let n = t.length;
  for (let v = t[n - 1]; n > 1 && (v === null || v === 0 || (Array.isArray(v) && v.length === 0)); v = t[n - 1]) n--;
  t.length = n;
  return t;
}
function fromTuple(t: unknown[]): CountryTarget {
  return {
    country: t[0] as string, bid: (t[1] ?? null) as string | null, budget: (t[2] ?? null) as string | null, clickUrl: (t[3] ?? null) as string | null,
    impressionUrl: (t[4] ?? null) as string | null, disabled: t[5] === 1, regionCodes: (t[6] as string[] | undefined) ?? [], metroNames: (t[7] as string[] | undefined) ?? [],
  };
}
const packCountries = (rows: CountryTarget[]) => rows.map(countryTuple);
/** Tuples (this form) or objects (the first form). */
const unpackCountries = (rows: unknown): CountryTarget[] =>
  ((rows as unknown[] | undefined) ?? []).map((r) => (Array.isArray(r) ? fromTuple(r) : (unpack(r as Obj, COUNTRY_EMPTY) as unknown as CountryTarget)));
const unpackCampaign = (o: unknown) => unpack(o as Obj, CAMPAIGN_EMPTY) as unknown as Campaign;

export function encodeDetail(d: OperationDetail): string {
  if ('campaign' in d) return JSON.stringify({ c: pack(d.campaign.campaign), k: packCountries(d.campaign.countries) });
  const { before, after } = d;
  const b = pack(before.campaign);
  const dd = delta(before.campaign, after.campaign);
  // the service hands the same array on when the countries were not part of the change
  const same = before.countries === after.countries || JSON.stringify(before.countries) === JSON.stringify(after.countries);
  return JSON.stringify(same ? { b, d: dd, k: packCountries(after.countries) } : { b, d: dd, kb: packCountries(before.countries), ka: packCountries(after.countries) });
}

export function decodeDetail(text: string): OperationDetail {
  const d = JSON.parse(text) as Obj;
  if ('c' in d) return { campaign: { campaign: unpackCampaign(d.c), countries: unpackCountries(d.k) } };
  const before: CampaignWithTargets = { campaign: unpackCampaign(d.b), countries: unpackCountries(d.k ?? d.kb) };
  const afterCampaign = 'd' in d ? (restore(d.d as Obj, { ...before.campaign }) as unknown as Campaign) : unpackCampaign(d.a);
  const after: CampaignWithTargets = { campaign: afterCampaign, countries: 'k' in d ? before.countries : unpackCountries(d.ka) };
  return { before, after };
}
