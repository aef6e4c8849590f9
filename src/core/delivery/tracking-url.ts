// Expands the supported {MACRO}s of a campaign's tracking URL for one simulated impression or
// click. Every value is URL-encoded; a macro the platform does not know is left as written (the
// API accepts any {MACRO} and only warns about it). A template is split once into its literal
// parts and macros, and only the macros it uses are computed.
import { TRACKING_MACROS } from '../campaigns/model.js';

export type Macro = (typeof TRACKING_MACROS)[number];
export type MacroValues = Partial<Record<Macro, string>>;

const KNOWN = new Set<string>(TRACKING_MACROS);

/** Literal text and macro names, alternating: [text, macro, text, macro, ..., text]. */
export type CompiledUrl = readonly string[];

export function compileTrackingUrl(template: string): CompiledUrl {
  const parts: string[] = [];
  let last = 0;
  let text = '';
  for (const m of template.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    const key = m[1]!.toUpperCase();
    text += template.slice(last, m.index);
    last = m.index! + m[0].length;
    if (!KNOWN.has(key)) {
      text += m[0];
      continue;
    }
    parts.push(text, key);
    text = '';
  }
  parts.push(text + template.slice(last));
  return parts;
}

/** The URL with each macro's value from `value` (asked once per macro the URL uses). */
export function expandCompiled(url: CompiledUrl, value: (macro: Macro) => string): string {
  let out = url[0]!;
  for (let i = 1; i < url.length; i += 2) out += encodeURIComponent(value(url[i] as Macro)) + url[i + 1]!;
  return out;
}

export function expandTrackingUrl(template: string, values: MacroValues): string {
  return expandCompiled(compileTrackingUrl(template), (m) => values[m] ?? '');
}
