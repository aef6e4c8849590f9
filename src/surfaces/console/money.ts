// Money, one way everywhere in the console: US dollars with the currency sign, thousands grouped and
// two decimals ($1,234.50), from the decimal strings the core and the reporting API carry ("12.5",
// "0.0000", "1234.50"). Display only: sums are made by the core (in cents), never here.

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Smaller than a cent (a CPM bid, a ratio): up to four decimals. */
const FINE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** "$1,234.50"; '—' when there is no amount. */
export function money(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return String(amount);
  return (n !== 0 && Math.abs(n) < 0.01 ? FINE : DOLLARS).format(n);
}

/** Cost per result: '–' when nothing was bought (no installs), else money. */
export function moneyPer(amount: string | number | null | undefined, count: string | number | null | undefined): string {
  return Number(count ?? 0) > 0 && amount !== undefined && amount !== null ? money(amount) : '–';
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count (impressions, clicks, installs), thousands grouped: "12,345"; '—' when there is none. */
export function count(n: string | number | null | undefined): string {
  if (n === null || n === undefined || n === '') return '—';
  const v = typeof n === 'number' ? n : Number(n);
  return Number.isFinite(v) ? GROUPED.format(v) : String(n);
}

const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A percent as the reports carry it (250 = 2.5 times): "1,250.5 %" with a no-break space; '—' when there is none. */
export function percent(v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? `${PERCENT.format(n)}\u00a0%` : String(v);
}
