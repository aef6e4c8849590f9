// The second generation's creative-set shapes mapped onto the creatives core (which both
// generations share). Rules only the second generation has live here: the four allowed asset
// types, the required HOSTED_HTML, language names.
import type { AssetInfo, CreativeSetView } from '../../core/creatives/model.js';
import { codeOfName, namesOfCodes } from '../../core/creatives/languages.js';
import { invalid } from '../../core/shared/errors.js';
import { parseType, refuseForeignFields, v2Time } from './campaign-map.js';
import { foreignSetFields, rulesOf, type AccountType } from '../../core/account-types/account-types.js';
import { checkWebsiteUrl } from '../../core/campaigns/type-rules.js';
import { parseId } from './values.js';
export { parseId };
import type { CreativeSetBody, CreativeSetOutT } from './creative-set-schema.js';

export const V2_SET_ASSET_TYPES = ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER'];

const present = (v: unknown) => v !== undefined && v !== null;

export function parseSetStatus(v: unknown, field = 'status'): boolean {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (s === 'LIVE') return true;
  if (s === 'PAUSED') return false;
  throw invalid(field, 'must be LIVE or PAUSED');
}

export function parseLanguages(v: unknown): string[] {
  if (!Array.isArray(v)) throw invalid('languages', 'must be an array of language names');
  return v.map((n, i) => {
    const code = typeof n === 'string' ? codeOfName(n) : undefined;
    if (!code) throw invalid(`languages[${i}]`, 'must be a language name of the languages table (e.g. ENGLISH)');
    return code;
  });
}

/**
 * The account type's rules on a set body before anything else: `type` is the account's, no field
 * of the other type (product_page on WEB, creative_set_url on APP), no country the type refuses.
 */
export function checkSetForType(b: Record<string, unknown>, type: AccountType): void {
  parseType(b.type, type);
  refuseForeignFields(b, type, foreignSetFields(type));
  const refused = rulesOf(type).creativeSets.refusedCountries;
  if (refused.length && Array.isArray(b.countries)) {
    const bad = b.countries.filter((x): x is string => typeof x === 'string' && refused.includes(x.trim().toUpperCase())).map((x) => x.trim().toUpperCase());
    if (bad.length) throw invalid('countries', `a ${type} creative set may not list ${[...new Set(bad)].join(', ')} (refused for ${type} sets: ${refused.join(', ')})`);
  }
}

export function assetIdsOf(v: unknown): number[] {
  if (!Array.isArray(v)) throw invalid('assets', 'must be an array of {"id": ...}');
  if (v.length === 0) throw invalid('assets', 'must hold at least one asset (a HOSTED_HTML is required)');
  return v.map((a: { id?: unknown }, i) => parseId(`assets[${i}].id`, a?.id));
}

/**
 * Second-generation rules on the library assets of a set: each must be typed (processed) and of
 * one of the four allowed types, and one HOSTED_HTML must be among them.
 */
export function checkV2Assets(ids: number[], assets: Map<number, Pick<AssetInfo, 'processing' | 'error' | 'assetType'>>, type: AccountType = 'APP'): void {
  const rules = rulesOf(type).creativeSets;
  const allowed = rules.assetTypes as readonly string[];
  if (ids.length > 50) throw invalid('assets', `must hold at most 50 assets (got ${ids.length})`);
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw invalid(`assets[${i}].id`, `asset ${id} is listed more than once`);
    seen.add(id);
    const a = assets.get(id);
    if (!a) throw invalid(`assets[${i}].id`, 'must be an asset of this account');
    if (a.processing === 'error') throw invalid(`assets[${i}].id`, `the asset failed processing (${a.error ?? 'unknown reason'})`);
    if (!a.assetType) throw invalid(`assets[${i}].id`, 'the asset is still being processed; its type is not known yet');
    if (!allowed.includes(a.assetType)) throw invalid(`assets[${i}].id`, `is a ${a.assetType}; a ${type} creative set takes only ${allowed.join(', ')}`);
  });
  for (const group of rules.requiredAssetGroups) {
    if (!ids.some((id) => (group as readonly string[]).includes(assets.get(id)?.assetType ?? ''))) {
      throw invalid('assets', `must include ${group.length === 1 ? `a ${group[0]}` : `one of ${group.join(', ')}`} asset (a ${type} set needs ${rules.requiredAssetGroups.map((g) => g.join(' or ')).join(', and ')})`);
    }
  }
}

export function forbidFields(body: Record<string, unknown>, fields: string[], op: string): void {
  for (const f of fields) if (present(body[f])) throw invalid(f, `must not be sent on ${op}`);
}

export function requireFields(body: Record<string, unknown>, fields: string[], op: string): void {
  for (const f of fields) if (!present(body[f]) || body[f] === '') throw invalid(f, `is required on ${op}`);
}

export interface SetFieldsIn {
  name?: string;
  countries?: string[];
  languages?: string[];
  productPage?: string | null;
  status?: boolean;
}

/** Optional fields common to create and update (countries in any case: the core lowercases them). */
export function setFieldsFromV2(b: CreativeSetBody): SetFieldsIn {
  const out: SetFieldsIn = {};
  if (present(b.name)) out.name = b.name;
  if (present(b.countries)) out.countries = b.countries;
  if (present(b.languages)) out.languages = parseLanguages(b.languages);
  if (b.product_page !== undefined) out.productPage = b.product_page;
  // a WEB set's landing page, kept where an APP set keeps its product page; '' clears it
  if (b.creative_set_url !== undefined) out.productPage = b.creative_set_url === null || b.creative_set_url.trim() === '' ? null : checkWebsiteUrl('creative_set_url', b.creative_set_url);
  if (present(b.status)) out.status = parseSetStatus(b.status);
  return out;
}

/** Member status in v2 terms: the asset's review state once processed. */
function memberStatus(status: string, asset: AssetInfo | undefined): string {
  if (status === 'processing') return 'IN_REVIEW';
  if (status === 'error') return 'REJECTED';
  const r = asset?.review;
  return r === 'IN_REVIEW' || r === 'ACTIVE' || r === 'REJECTED' || r === 'PAUSED' ? r : 'ACTIVE';
}

/** The core's view -> the second generation's creative set. Text members (first generation only) are not shown. */
/**
 * `under`: the campaign the set is listed under (list_by_campaign_id shows a shared set under each
 * of its campaigns); otherwise campaign_id is the first campaign the set runs in, left out when it
 * runs in none. campaign_ids lists them all (the current service's set object).
 */
export function creativeSetToV2(v: CreativeSetView, under?: number): CreativeSetOutT {
  const s = v.set;
  const listedUnder = under ?? s.campaignIds[0];
  const rules = rulesOf(s.type).creativeSets;
  const shown = rules.assetTypes as readonly string[];
  const pageField = rules.ownFields[0];
  return {
    id: String(s.id),
    hashed_id: s.hashedId,
    ...(listedUnder === undefined ? {} : { campaign_id: String(listedUnder) }),
    campaign_ids: s.campaignIds.map(String),
    type: s.type,
    name: s.name,
    // only members of spec 2's four types (a first-generation set's texts, icons, interstitial
    // images or still-untyped files have no second-generation form), so no value outside spec 2's lists
    assets: v.members
      .filter((m) => m.member.assetId !== null && m.type !== null && shown.includes(m.type) && m.asset?.resourceType)
      .map((m) => ({
        id: String(m.member.assetId),
        name: m.asset?.name ?? '',
        status: memberStatus(m.status, m.asset),
        url: m.asset?.url ?? '',
        type: m.type!,
        resource_type: m.asset!.resourceType!,
      })),
    languages: namesOfCodes(s.languages),
    countries: s.countries.map((c) => c.toUpperCase()),
    ...(pageField === 'creative_set_url' ? { creative_set_url: s.productPage ?? '' } : { product_page: s.productPage }),
    status: s.status ? 'LIVE' : 'PAUSED',
    version: s.version,
    created_at: v2Time(s.createdAt),
  };
}
