// Expands the supported {MACRO}s of a campaign's tracking URL for one simulated impression or
// click. Every value is URL-encoded; a macro the platform does not know is left as written (the
// API accepts any {MACRO} and only warns about it).
import { TRACKING_MACROS } from '../campaigns/model.js';

export type MacroValues = Partial<Record<(typeof TRACKING_MACROS)[number], string>>;

const KNOWN = new Set<string>(TRACKING_MACROS);

export function expandTrackingUrl(template: string, values: MacroValues): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const key = name.toUpperCase();
    if (!KNOWN.has(key)) return whole;
    return encodeURIComponent(values[key as keyof MacroValues] ?? '');
  });
}
