// The campaign fields that belong to one account type (the WEB site and catalog fields, the APP
// composite-banner switch) and the goal's event target: applied from a create or update, refused
// for the other type (by the account-type table's ownFields), and checked against the catalogs.
import { invalid } from '../shared/errors.js';
import type { AccountTypeRules } from '../account-types/account-types.js';
import type { Campaign, CountryTarget, NewCampaign } from './model.js';
import { DEFAULT_KEY } from './model.js';
import { checkAudienceStrategy, checkCatalogRef, checkCatalogType, checkEventTarget, checkWebsiteUrl, goalRuleOf } from './type-rules.js';

export type TypeFields = Pick<Campaign, 'websiteUrl' | 'dynamicAds' | 'catalogType' | 'catalogId' | 'variantSetId' | 'audienceStrategy' | 'eventTarget' | 'compositeBanner'>;

/** Model property -> its wire name (the account-type table lists wire names). */
const WIRE: Record<Exclude<keyof TypeFields, 'eventTarget'>, string> = {
  websiteUrl: 'website_url',
  dynamicAds: 'is_dynamic_ads_enabled',
  catalogType: 'catalog_type',
  catalogId: 'catalog_id',
  variantSetId: 'variant_set_id',
  audienceStrategy: 'audience_strategy',
  compositeBanner: 'is_composite_banner_enabled',
};

/** `cur` with the input's type fields applied; a field the account's type does not have: 400 naming it. */
export function applyTypeFields(rules: AccountTypeRules, cur: TypeFields, input: Partial<NewCampaign>): TypeFields {
  for (const [prop, wire] of Object.entries(WIRE) as [keyof typeof WIRE, string][]) {
    if (input[prop] !== undefined && !rules.campaigns.ownFields.includes(wire)) {
      throw invalid(wire, `is not allowed for a${rules.type === 'APP' ? 'n' : ''} ${rules.type} account`);
    }
  }
  const out: TypeFields = { ...cur };
  if (input.websiteUrl !== undefined) out.websiteUrl = checkWebsiteUrl('website_url', input.websiteUrl);
  if (input.dynamicAds !== undefined) {
    if (typeof input.dynamicAds !== 'boolean') throw invalid('is_dynamic_ads_enabled', 'must be true or false');
    out.dynamicAds = input.dynamicAds;
  }
  if (input.catalogType !== undefined) out.catalogType = checkCatalogType(input.catalogType);
  if (input.catalogId !== undefined) out.catalogId = checkCatalogRef('catalog_id', input.catalogId);
  if (input.variantSetId !== undefined) out.variantSetId = checkCatalogRef('variant_set_id', input.variantSetId);
  if (input.audienceStrategy !== undefined) out.audienceStrategy = checkAudienceStrategy(input.audienceStrategy);
  if (input.eventTarget !== undefined) out.eventTarget = checkEventTarget(input.eventTarget);
  if (input.compositeBanner !== undefined) {
    if (typeof input.compositeBanner !== 'boolean') throw invalid('is_composite_banner_enabled', 'must be true or false');
    out.compositeBanner = input.compositeBanner;
  }
  return out;
}

/** Rules of a create only: audience_strategy with a goal that takes one (addendum 6 section 2). */
export function checkCreateOnlyRules(c: Omit<Campaign, 'id'>, rules: AccountTypeRules): void {
  if (c.audienceStrategy !== null && !goalRuleOf(rules, c.bidType).audienceStrategy) {
    const allowed = Object.entries(rules.campaigns.goals).filter(([, g]) => g?.audienceStrategy).map(([t]) => t);
    throw invalid('audience_strategy', `is only for ${allowed.join(' and ')} goals on create (this goal is ${c.bidType})`);
  }
}

/** The campaign's catalog and variant set must be ones catalog_info lists for the account. */
export async function checkAgainstCatalogs(
  c: Pick<Campaign, 'accountId' | 'catalogId' | 'variantSetId'>,
  variantSetsOf: ((accountId: number, catalogId: string) => Promise<string[] | undefined>) | undefined,
): Promise<void> {
  if (!c.catalogId || !variantSetsOf) return;
  const sets = await variantSetsOf(c.accountId, c.catalogId);
  if (!sets) throw invalid('catalog_id', `${c.catalogId} is not a catalog of this account (GET /manage/v1/campaign/catalog_info lists them)`);
  if (c.variantSetId && !sets.includes(c.variantSetId)) throw invalid('variant_set_id', `${c.variantSetId} is not a variant set of catalog ${c.catalogId} (catalog_info lists them)`);
}

/** At most the type's number of targeted countries. */
export function countryCap(rows: CountryTarget[], rules: AccountTypeRules): void {
  const max = rules.campaigns.maxCountries;
  if (max === undefined) return;
  const n = rows.filter((r) => r.country !== DEFAULT_KEY && !r.disabled).length;
  if (n > max) throw invalid('targeting', `must list at most ${max} countries (got ${n})`);
}
