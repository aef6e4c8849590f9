// How a change-log entry's snapshots are stored (campaign_operations.detail): small, because
// every campaign change writes one. Values that are empty (null, false, []) are left out and
// restored on reading, instants are epoch ms, and an update whose countries did not change keeps
// them once for both sides. Measured: bench/operation-log.ts (docs/decisions/operation-log.md).
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

const isEmpty = (v: unknown) => v === null || v === undefined || v === false || (Array.isArray(v) && v.length === 0);

function pack(o: object): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(o)) {
    if (isEmpty(v)) continue;
    out[k] = v instanceof Date ? v.getTime() : v;
  }
  return out;
}

function unpack(o: Obj, empty: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(empty)) out[k] = Array.isArray(v) ? [] : v;
  for (const [k, v] of Object.entries(o)) out[k] = DATE_FIELDS.has(k) && typeof v === 'number' ? new Date(v) : v;
  return out;
}

const packCountries = (rows: CountryTarget[]) => rows.map(pack);
const unpackCountries = (rows: unknown): CountryTarget[] => ((rows as Obj[] | undefined) ?? []).map((r) => unpack(r, COUNTRY_EMPTY) as unknown as CountryTarget);
const unpackCampaign = (o: unknown) => unpack(o as Obj, CAMPAIGN_EMPTY) as unknown as Campaign;

export function encodeDetail(d: OperationDetail): string {
  if ('campaign' in d) return JSON.stringify({ c: pack(d.campaign.campaign), k: packCountries(d.campaign.countries) });
  const { before, after } = d;
  const same = before.countries === after.countries || JSON.stringify(before.countries) === JSON.stringify(after.countries);
  return JSON.stringify(
    same
      ? { b: pack(before.campaign), a: pack(after.campaign), k: packCountries(after.countries) }
      : { b: pack(before.campaign), a: pack(after.campaign), kb: packCountries(before.countries), ka: packCountries(after.countries) },
  );
}

export function decodeDetail(text: string): OperationDetail {
  const d = JSON.parse(text) as Obj;
  if ('c' in d) return { campaign: { campaign: unpackCampaign(d.c), countries: unpackCountries(d.k) } };
  const before: CampaignWithTargets = { campaign: unpackCampaign(d.b), countries: unpackCountries(d.k ?? d.kb) };
  const after: CampaignWithTargets = { campaign: unpackCampaign(d.a), countries: 'k' in d ? before.countries : unpackCountries(d.ka) };
  return { before, after };
}
