// Exact decimals for money and goal values. They travel as canonical strings ("2.5", "100")
// from the edge to the database (TEXT on SQLite, NUMERIC on PostgreSQL) and back, so no binary
// floating point ever touches a stored amount.
import { invalid } from '../shared/errors.js';

const DECIMAL_RE = /^(\d{1,12})(?:\.(\d{1,4}))?$/;

/**
 * Accepts a JSON number or a numeric string (clients send both) with at most 12 integer and 4
 * fractional digits; returns the canonical form (no leading zeros, no trailing fractional zeros).
 * A JSON number whose shortest form has more places (binary noise: 1.1 * 3 is 3.3000000000000003)
 * is rounded half-even to 4 places; a string with more places is refused (the client meant it).
 */
export function parseDecimal(field: string, value: unknown, opts: { positive?: boolean } = {}): string {
  let s: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(field, 'must be a finite decimal number');
    // Shortest round-trip text of the double; exponents (1e-7, 1e21) are outside our range anyway.
    s = roundHalfEven(String(value), 4);
  } else if (typeof value === 'string') {
    s = value.trim();
  } else {
    throw invalid(field, 'must be a decimal number (a JSON number or a string such as "2.5")');
  }
  if (s.startsWith('-')) throw invalid(field, 'must not be negative');
  if (s.startsWith('+')) s = s.slice(1);
  if (s.startsWith('.')) s = '0' + s;
  const m = DECIMAL_RE.exec(s);
  if (!m) throw invalid(field, 'must be a decimal number with at most 12 integer digits and 4 decimal places');
  const int = m[1]!.replace(/^0+(?=\d)/, '');
  const frac = (m[2] ?? '').replace(/0+$/, '');
  const out = frac ? `${int}.${frac}` : int;
  if (opts.positive && /^0(\.0*)?$/.test(out)) throw invalid(field, 'must be greater than 0');
  return out;
}

/** "2.5" -> "2.5000" (digits = 4): exact, from the stored text, never through a double. */
export function formatFixed(dec: string, digits: number): string {
  const [int, frac = ''] = String(dec).split('.');
  if (frac.length >= digits) return `${int}.${frac.slice(0, digits)}`;
  return `${int}.${frac.padEnd(digits, '0')}`;
}

/** Canonical form of whatever the database returned (NUMERIC may come back as "2.5000"). */
export function canonicalDecimal(dec: string | number | null | undefined): string | null {
  if (dec === null || dec === undefined) return null;
  const s = String(dec);
  if (!s.includes('.')) return s.replace(/^0+(?=\d)/, '');
  const [int, frac] = s.split('.');
  const f = frac!.replace(/0+$/, '');
  const i = int!.replace(/^0+(?=\d)/, '') || '0';
  return f ? `${i}.${f}` : i;
}

/** A plain decimal string rounded half-even to `places` fractional digits, exactly (on the digits). */
export function roundHalfEven(s: string, places: number): string {
  const m = /^(-?)(\d+)\.(\d+)$/.exec(s);
  if (!m || m[3]!.length <= places) return s;
  const [, sign, int, frac] = m as unknown as [string, string, string, string];
  const kept = frac.slice(0, places);
  const rest = frac.slice(places);
  const digits = (int + kept).split('').map(Number);
  const half = rest[0] === '5' && /^5?0*$/.test(rest);
  const up = rest[0]! > '5' || (rest[0] === '5' && !half) || (half && digits[digits.length - 1]! % 2 === 1);
  if (up) {
    let i = digits.length - 1;
    while (i >= 0) {
      if (digits[i]! < 9) {
        digits[i]!++;
        break;
      }
      digits[i] = 0;
      i--;
    }
    if (i < 0) digits.unshift(1);
  }
  const all = digits.join('');
  const newInt = all.slice(0, all.length - places);
  const newFrac = all.slice(all.length - places);
  return `${sign}${newInt}.${newFrac}`;
}
