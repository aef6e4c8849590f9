// Text assets (TXT_*) are strings, not files: validated here, stored by the creative set.
// Limits (docs/decisions/text-asset-limits.md): TXT_TITLE 1-50 characters (store app names are at most 30-50),
// TXT_SUBTITLE 1-100, TXT_BUTTON 1-25; no control characters; surrounding white space trimmed.
// TXT_RATING 0.0 to 5.0 in steps of 0.5, as a number or decimal string; answered as "4.5".
import { invalid } from '../shared/errors.js';
import type { TextAssetType } from './model.js';
import { TEXT_ASSET_TYPES } from './model.js';

export const TEXT_LIMITS: Record<Exclude<TextAssetType, 'TXT_RATING'>, number> = {
  TXT_TITLE: 50,
  TXT_SUBTITLE: 100,
  TXT_BUTTON: 25,
};

export function isTextAssetType(t: string): t is TextAssetType {
  return (TEXT_ASSET_TYPES as readonly string[]).includes(t);
}

/** Returns the normalised value or throws validation_failed naming `field` and the rule. */
export function validateTextAsset(type: TextAssetType, value: unknown, field = 'asset'): string {
  if (type === 'TXT_RATING') {
    const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d+(\.\d+)?$/.test(raw)) throw invalid(field, 'TXT_RATING must be a number from 0.0 to 5.0 in steps of 0.5');
    const n = Number(raw);
    if (!(n >= 0 && n <= 5) || !Number.isInteger(n * 2)) throw invalid(field, 'TXT_RATING must be from 0.0 to 5.0 in steps of 0.5');
    return n.toFixed(1);
  }
  if (typeof value !== 'string') throw invalid(field, `${type} must be a string`);
  const v = value.trim();
  if (!v) throw invalid(field, `${type} must not be empty`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) throw invalid(field, `${type} must not contain control characters or line breaks`);
  const max = TEXT_LIMITS[type];
  if ([...v].length > max) throw invalid(field, `${type} must be at most ${max} characters`);
  return v;
}
