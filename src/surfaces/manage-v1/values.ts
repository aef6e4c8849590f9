// Small value parsers shared by the /manage/v1 routes.
import { invalid } from '../../core/shared/errors.js';

/** A positive integer id sent as a number or a string (real clients send both). */
export function parseId(field: string, v: unknown): number {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,15}$/.test(s) || Number(s) < 1) throw invalid(field, 'must be an id (a positive integer, as a number or a string)');
  return Number(s);
}
