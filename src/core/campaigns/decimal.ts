// Exact decimals for money and goal values. They travel as canonical strings ("2.5", "100")
// from the edge to the database (TEXT on SQLite, NUMERIC on PostgreSQL) and back, so no binary
// floating point ever touches a stored amount.
import { invalid } from '../shared/errors.js';

const DECIMAL_RE = /^(\d{1,12})(?:\.(\d{1,4}))?$/;

/**
 * Accepts a JSON number or a numeric string (clients send both) with at most 12 integer and 4
 * fractional digits; returns the canonical form (no leading zeros, no trailing fractional zeros).
 */
export function parseDecimal(field: string, value: unknown, opts: { positive?: boolean } = {}): string {
  let s: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(field, 'must be a finite decimal number');
    // Shortest round-trip text of the double; exponents (1e-7, 1e21) are outside our range anyway.
    s = String(value);
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
