// Creative-set languages. The first generation speaks language codes (spec 1, "Language codes"),
// the second language names (spec 2, "Language values"). Sets store codes; this table maps both
// ways. Choices (docs/decisions/creative-set-languages.md): a code is stored as the client sent
// it (so `iw` reads back `iw`); a name maps to one canonical code; `zh` (both scripts) reads
// back as both Chinese names;
// SLOVENIAN has no code in spec 1, so we accept its ISO 639-1 code `sl` as an extension.
import { lookupTable } from '../shared/lookup.js';

/** Canonical code per spec 2 language name. */
export const CODE_OF_NAME: Readonly<Record<string, string>> = lookupTable({
  ALBANIAN: 'sq', ARABIC: 'ar', BASQUE: 'eu', BENGALI: 'bn', BOSNIAN: 'bs', BULGARIAN: 'bg', CATALAN: 'ca',
  CHINESE_SIMPLIFIED: 'zh_hans', CHINESE_TRADITIONAL: 'zh_hant', CROATIAN: 'hr', CZECH: 'cs', DANISH: 'da',
  DUTCH: 'nl', ENGLISH: 'en', ESTONIAN: 'et', FARSI: 'fa', FINNISH: 'fi', FRENCH: 'fr', GEORGIAN: 'ka',
  GERMAN: 'de', GREEK: 'el', HEBREW: 'he', HINDI: 'hi', HUNGARIAN: 'hu', ICELANDIC: 'is', INDONESIAN: 'id',
  ITALIAN: 'it', JAPANESE: 'ja', JAVANESE: 'jv', KOREAN: 'ko', LATVIAN: 'lv', LITHUANIAN: 'lt', MACEDONIAN: 'mk',
  MALAY: 'ms', MARATHI: 'mr', NORWEGIAN: 'nb', POLISH: 'pl', PORTUGESE: 'pt', ROMANIAN: 'ro', RUSSIAN: 'ru',
  SERBIAN: 'sr', SLOVAK: 'sk', SLOVENIAN: 'sl', SPANISH: 'es', SUNDANESE: 'su', SWEDISH: 'sv', THAI: 'th',
  TURKISH: 'tr', UIGHUR: 'ug', UKRAINIAN: 'uk', URDU: 'ur', VIETNAMESE: 'vi',
});

/** Spec 2 names per code; aliases (iw, no) and `zh` (both scripts) included. */
export const NAMES_OF_CODE: Readonly<Record<string, readonly string[]>> = lookupTable({
  ...Object.fromEntries(Object.entries(CODE_OF_NAME).map(([name, code]) => [code, [name]])),
  iw: ['HEBREW'],
  no: ['NORWEGIAN'],
  zh: ['CHINESE_SIMPLIFIED', 'CHINESE_TRADITIONAL'],
});

/** Every accepted code: the 55 of spec 1 plus `sl`. */
export const LANGUAGE_CODES: readonly string[] = Object.freeze(Object.keys(NAMES_OF_CODE).sort());

/** Accepts `EN`, `zh-Hans`, `zh_hans`; undefined when not a known code. */
export function parseLanguageCode(raw: string): string | undefined {
  const c = raw.trim().toLowerCase().replace(/-/g, '_');
  return Object.prototype.hasOwnProperty.call(NAMES_OF_CODE, c) ? c : undefined;
}

/** Accepts `english`, `Chinese-Simplified`, `PORTUGUESE` (the usual spelling) too. */
export function parseLanguageName(raw: string): string | undefined {
  let n = raw.trim().toUpperCase().replace(/[-\s]/g, '_');
  if (n === 'PORTUGUESE') n = 'PORTUGESE';
  return Object.prototype.hasOwnProperty.call(CODE_OF_NAME, n) ? n : undefined;
}

export const codeOfName = (name: string): string | undefined => {
  const n = parseLanguageName(name);
  return n && CODE_OF_NAME[n];
};

/** Stored codes -> spec 2 names, without duplicates, in the order of the codes. */
export function namesOfCodes(codes: readonly string[]): string[] {
  const out: string[] = [];
  for (const c of codes) for (const n of NAMES_OF_CODE[c] ?? []) if (!out.includes(n)) out.push(n);
  return out;
}
