// Checks of text assets (spec 1: TXT_RATING 0.0 to 5.0 in steps of 0.5; the other texts are
// short single lines). Used until/unless the asset library provides its own text rules.
import type { CreativeAssetType } from './asset-types.js';

export const MAX_TEXT = 255;

/** undefined when acceptable, otherwise the rule the value breaks. */
export function checkTextAsset(type: CreativeAssetType, raw: string): string | undefined {
  const v = raw.trim();
  if (type === 'TXT_RATING') {
    if (!/^\d(\.\d+)?$/.test(v)) return 'TXT_RATING must be a number from 0.0 to 5.0';
    const n = Number(v);
    if (n < 0 || n > 5) return 'TXT_RATING must be from 0.0 to 5.0';
    if (Math.round(n * 2) !== n * 2) return 'TXT_RATING accepts only increments of 0.5';
    return undefined;
  }
  if (!v) return `${type} must not be empty`;
  if ([...v].length > MAX_TEXT) return `${type} must be at most ${MAX_TEXT} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return `${type} must be one line without control characters`;
  return undefined;
}
