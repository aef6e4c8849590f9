// Field rules of a creative set, shared by both generations. Each throws invalid(field, rule).
import { invalid } from '../shared/errors.js';
import { normalizeCountry as parseCountry } from '../campaigns/geo.js';
import { parseLanguageCode } from './languages.js';

export const MAX_NAME = 255;
export const MAX_PRODUCT_PAGE = 2048;
/** Spec 2 limits: assets per type in a set. */
export const MAX_PER_TYPE = { V1: 1, V2: 10 } as const;

export function checkName(raw: unknown, field = 'name'): string {
  if (typeof raw !== 'string') throw invalid(field, 'must be a string');
  const name = raw.trim();
  if (!name) throw invalid(field, 'must not be empty');
  if (name.length > MAX_NAME) throw invalid(field, `must be at most ${MAX_NAME} characters`);
  return name;
}

/**
 * Countries: known ISO codes (any case in, lowercase stored), without duplicates. A country the
 * campaign does not target is stored as sent (spec 1: such countries "are not eligible"): the set
 * is simply not served there (servedCountries), and serves there as soon as the campaign targets it.
 */
export function checkCountries(raw: readonly string[], _campaignCountries: readonly string[], field = 'countries'): string[] {
  const out: string[] = [];
  raw.forEach((r, i) => {
    const c = typeof r === 'string' ? parseCountry(r) : undefined;
    if (!c) throw invalid(`${field}[${i}]`, 'must be a two-letter ISO 3166-1 country code');
    if (!out.includes(c)) out.push(c);
  });
  return out;
}

/** Where a set may deliver: its countries that the campaign targets (all of the campaign's when the set names none). */
export function servedCountries(setCountries: readonly string[], campaignCountries: readonly string[]): string[] {
  const targeted = campaignCountries.map((c) => c.toLowerCase());
  return setCountries.length === 0 ? targeted : setCountries.filter((c) => targeted.includes(c));
}

/** Languages as codes of the spec 1 table (plus `sl`), any case, `-` or `_`. */
export function checkLanguageCodes(raw: readonly string[], field = 'languages'): string[] {
  const out: string[] = [];
  raw.forEach((r, i) => {
    const c = typeof r === 'string' ? parseLanguageCode(r) : undefined;
    if (!c) throw invalid(`${field}[${i}]`, 'must be a language code of the languages table');
    if (!out.includes(c)) out.push(c);
  });
  return out;
}

export function checkProductPage(raw: unknown, field = 'product_page'): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw invalid(field, 'must be a string or null');
  const p = raw.trim();
  if (!p) return null;
  if (p.length > MAX_PRODUCT_PAGE) throw invalid(field, `must be at most ${MAX_PRODUCT_PAGE} characters`);
  return p;
}
