// Country and US region tables (spec 2, "Country codes" and "US region codes"). One table for
// both generations: the first generation shows the codes in lower case, the second in upper case.

const COUNTRY_LIST =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CD CF CG CH CI CK CL CM CN CO CR CV CW CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IS IT JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NQ NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

const US_REGION_LIST =
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA PR RI SC SD TN TX UT VA VT WA WI WV WY';

/** Lowercase two-letter codes: the form the platform stores. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRY_LIST.toLowerCase().split(' '));
/** Uppercase US state/territory abbreviations allowed in region codes (US only). */
export const US_REGION_CODES: ReadonlySet<string> = new Set(US_REGION_LIST.split(' '));

/** Lowercase form of a known country code given in any case, or undefined. */
export function normalizeCountry(code: string): string | undefined {
  const c = code.trim().toLowerCase();
  return COUNTRY_CODES.has(c) ? c : undefined;
}
