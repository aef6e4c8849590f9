// A campaign's fields checked against its account type's entry in the account-type table
// (src/core/account-types): which goals, day targets, bidding strategies and WEB fields apply.
// The table says what each type allows; this file applies it to a campaign's final state.
import { invalid } from '../shared/errors.js';
import { AUDIENCE_STRATEGIES, CATALOG_TYPES, type AccountTypeRules, type GoalRule } from '../account-types/account-types.js';
import type { Campaign } from './model.js';

/** The goal rule of the campaign's bid type, or a 400 listing the type's goals. */
export function goalRuleOf(rules: AccountTypeRules, bidType: string): GoalRule {
  const g = rules.campaigns.goals[bidType as keyof typeof rules.campaigns.goals];
  if (!g) throw invalid('bid_type', `must be one of ${Object.keys(rules.campaigns.goals).join(', ')} for a${rules.type === 'APP' ? 'n' : ''} ${rules.type} account`);
  return g;
}

/** An absolute http(s) URL with a host and no user-info part (addendum 6 section 2). */
export function checkWebsiteUrl(field: string, v: unknown): string {
  if (typeof v !== 'string' || !v.trim()) throw invalid(field, 'must be an absolute http or https URL');
  const s = v.trim();
  if (s.length > 2048) throw invalid(field, `must be at most 2048 characters (got ${s.length})`);
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    throw invalid(field, `must be an absolute http or https URL (got ${JSON.stringify(s.slice(0, 80))})`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalid(field, `must be an absolute http or https URL (got the scheme ${u.protocol.replace(':', '')})`);
  if (!u.hostname) throw invalid(field, 'must name a host');
  if (u.username || u.password) throw invalid(field, 'must not contain a user name or password');
  return s;
}

export function checkAudienceStrategy(v: unknown): Campaign['audienceStrategy'] {
  if (v === null || v === undefined || v === '') return null;
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (!(AUDIENCE_STRATEGIES as readonly string[]).includes(s)) throw invalid('audience_strategy', `must be one of ${AUDIENCE_STRATEGIES.join(', ')} (got ${JSON.stringify(String(v).slice(0, 40))})`);
  return s as Campaign['audienceStrategy'];
}

export function checkCatalogType(v: unknown): Campaign['catalogType'] {
  if (v === null || v === undefined || v === '') return null;
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (!(CATALOG_TYPES as readonly string[]).includes(s)) throw invalid('catalog_type', `must be DPA or DOA (got ${JSON.stringify(String(v).slice(0, 40))})`);
  return s as Campaign['catalogType'];
}

/** A catalog or variant set id as catalog_info shows it (text, at most 256 characters). */
export function checkCatalogRef(field: string, v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  if (s === undefined || !s || s.length > 256) throw invalid(field, 'must be an id listed by GET /manage/v1/campaign/catalog_info');
  return s;
}

/** Any non-empty text up to 256 characters, stored as given (addendum 7 section 3). */
export function checkEventTarget(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string' || !v.trim()) throw invalid('goal.event_target', 'must be a non-empty event name');
  if (v.length > 256) throw invalid('goal.event_target', `must be at most 256 characters (got ${v.length})`);
  return v;
}

/** The checks of the account type on the campaign as it will be stored. */
export function checkTypeRules(c: Campaign, rules: AccountTypeRules): void {
  const r = rules.campaigns;
  const g = goalRuleOf(rules, c.bidType);
  if (g.eventTarget === 'required' && !c.eventTarget) throw invalid('goal.event_target', `is required for a${rules.type === 'APP' ? 'n' : ''} ${rules.type} CPE goal: the name of the event the campaign optimises for`);
  if (g.eventTarget === 'forbidden' && c.eventTarget) throw invalid('goal.event_target', 'is only for CPE goals');
  if (!r.biddingStrategies.includes(c.biddingStrategy)) {
    throw invalid('bidding_strategy', `must be ${r.biddingStrategies.join(' or ')} for a${rules.type === 'APP' ? 'n' : ''} ${rules.type} account (got ${c.biddingStrategy})`);
  }
  if (r.promotes === 'website') {
    if (!c.websiteUrl) throw invalid('website_url', 'is required: the site the campaign promotes');
    if (c.dynamicAds && (!c.catalogId || !c.variantSetId)) throw invalid(c.catalogId ? 'variant_set_id' : 'catalog_id', 'is required when is_dynamic_ads_enabled is true');
    if (c.catalogType === 'DOA' && c.catalogId && !/^\d+$/.test(c.catalogId)) throw invalid('catalog_id', `must be numeric when catalog_type is DOA (got ${JSON.stringify(c.catalogId)})`);
    if (c.variantSetId && !c.catalogId) throw invalid('catalog_id', 'is required with variant_set_id');
  }
}
