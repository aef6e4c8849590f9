// The simulated market: how much traffic a country has, what an install costs there, and how
// traffic moves through the day. Invented but stable numbers (docs/delivery.md).

const TIER1 = new Set(['us', 'gb', 'ca', 'au', 'de', 'jp', 'kr', 'fr', 'nz', 'ch', 'no', 'se', 'dk', 'nl', 'at', 'fi', 'ie', 'be', 'il', 'sg']);
const TIER2 = new Set(['es', 'it', 'pt', 'pl', 'cz', 'gr', 'tw', 'hk', 'ae', 'sa', 'qa', 'kw', 'cl', 'ar', 'mx', 'br', 'ru', 'tr', 'za', 'cn', 'my', 'hu', 'ro', 'sk', 'si', 'hr', 'ee', 'lv', 'lt', 'lu', 'is']);

export interface CountryMarket {
  /** Impressions an hour at the reference bid, at the daily peak. */
  impressionsPerHour: number;
  /** What an install costs at the reference bid, in dollars. */
  referenceCpi: number;
}

export function market(country: string): CountryMarket {
  if (TIER1.has(country)) return { impressionsPerHour: 600, referenceCpi: 2.5 };
  if (TIER2.has(country)) return { impressionsPerHour: 450, referenceCpi: 1.2 };
  return { impressionsPerHour: 300, referenceCpi: 0.5 };
}

const ROAS_TYPES = new Set(['ROAS_AD', 'ROAS_IAP', 'ROAS_BLENDED']);

/**
 * Cents per install a campaign pays (CPI billing) or aims at (CPM billing) in a country: the CPI
 * bid; ROAS goals: the tier's reference CPI; CPE / CPP / RET bid for an event after the install,
 * which about 30 % of installs reach, so bid x 0.3. The cohort model calibrates revenue against it.
 */
export function installPriceCents(bidType: string, bid: number | null, country: string): number {
  const b = bid ?? 0;
  const dollars = bidType === 'CPI' ? b : ROAS_TYPES.has(bidType) ? market(country).referenceCpi : b * 0.3;
  return Math.max(1, Math.round(dollars * 100));
}

/** Share of the peak at this UTC hour of the day (0.4 at night, 1.0 in the evening peak). */
export function diurnal(hourOfDay: number): number {
  return 0.7 + 0.3 * Math.sin((2 * Math.PI * (hourOfDay - 12)) / 24);
}

/** The 50 US states and DC: the codes a US region list may hold. */
export const US_REGION_COUNT = 51;
