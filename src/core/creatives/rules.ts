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
 * Countries: known ISO codes (any case in, lowercase stored), without duplicates, and within the
 * campaign's targeted countries when the campaign targets any.
 */
export function checkCountries(raw: readonly string[], campaignCountries: readonly string[], field = 'countries'): string[] {
  const out: string[] = [];
  const allowed = new Set(campaignCountries.map((c) => c.toLowerCase()));
  raw.forEach((r, i) => {
    const c = typeof r === 'string' ? parseCountry(r) : undefined;
    if (!c) throw invalid(`${field}[${i}]`, 'must be a two-letter ISO 3166-1 country code');
    if (allowed.size > 0 && !allowed.has(c)) throw invalid(`${field}[${i}]`, `${c} is not targeted by the campaign`);
    if (!out.includes(c)) out.push(c);
  });
  return out;
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
