// Reads GET /report's query parameters into a checked report request. Every refusal names the
// parameter and the rule; the date window and its message are the real service's.
import { DomainError, invalid } from '../shared/errors.js';
import { DIMENSIONS, isDimension, isMetric, METRICS, type Column, type Dimension } from './columns.js';
import { parseHaving, type HavingNode } from './having.js';

export interface ReportFilter {
  column: Dimension;
  values: string[];
  /** filter_not_<column>: rows whose value is NOT one of these. */
  not: boolean;
}

export interface ReportRequest {
  /** Inclusive UTC days, YYYY-MM-DD. */
  start: string;
  end: string;
  columns: Column[];
  format: 'json' | 'csv';
  filters: ReportFilter[];
  sorts: { column: Column; dir: 'ASC' | 'DESC' }[];
  limit: number | undefined;
  offset: number;
  notZero: boolean;
  having: HavingNode | undefined;
}

/** The real service's request window and the window of the hour column. */
export const WINDOW_DAYS = 45;
export const HOUR_WINDOW_DAYS = 30;
const MAX_FILTER_VALUES = 1000;

type Query = Record<string, unknown>;

const one = (q: Query, name: string): string | undefined => {
  const v = q[name];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  return String(v);
};

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** YYYY-MM-DD, a Unix timestamp in seconds, or `now`; -> the UTC day. */
function parseDate(field: string, raw: string | undefined, now: Date): string {
  if (raw === undefined || raw.trim() === '') throw invalid(field, 'is required: a date YYYY-MM-DD, a Unix timestamp or now');
  const v = raw.trim();
  if (v.toLowerCase() === 'now') return dayText(now.getTime());
  if (/^\d{1,12}$/.test(v)) return dayText(Number(v) * 1000);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const t = Date.parse(`${v}T00:00:00Z`);
    if (Number.isFinite(t) && dayText(t) === v) return v;
  }
  throw invalid(field, 'must be a date YYYY-MM-DD, a Unix timestamp or now');
}

function parseInt(field: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,12}$/.test(raw.trim())) throw invalid(field, `must be a whole number of at least ${min}`);
  const n = Number(raw.trim());
  if (n < min) throw invalid(field, `must be a whole number of at least ${min}`);
  return n;
}

export function parseReportRequest(q: Query, now: Date): ReportRequest {
  const type = one(q, 'report_type');
  if (type !== undefined && type.trim().toLowerCase() !== 'advertiser') throw invalid('report_type', 'must be advertiser');
  const start = parseDate('start', one(q, 'start'), now);
  const end = parseDate('end', one(q, 'end'), now);
  if (end < start) throw invalid('end', 'must not be before start');
  const today = Date.parse(`${dayText(now.getTime())}T00:00:00Z`);
  if (start < dayText(today - WINDOW_DAYS * DAY_MS)) {
    throw new DomainError('validation_failed', 'The date is beyond our 45 day request window.', { field: 'start', rule: `must be within the last ${WINDOW_DAYS} days` });
  }

  const rawColumns = one(q, 'columns');
  if (!rawColumns || !rawColumns.trim()) throw invalid('columns', `is required: a comma-separated list of ${[...DIMENSIONS, ...METRICS].join(', ')}`);
  const columns: Column[] = [];
  for (const part of rawColumns.split(',')) {
    const c = part.trim().toLowerCase();
    if (!c) continue;
    if (!isDimension(c) && !isMetric(c)) throw invalid('columns', `"${part.trim()}" is not a column; columns: ${[...DIMENSIONS, ...METRICS].join(', ')}`);
    if (!columns.includes(c)) columns.push(c);
  }
  if (columns.length === 0) throw invalid('columns', 'must name at least one column');
  if (columns.includes('hour') && start < dayText(today - HOUR_WINDOW_DAYS * DAY_MS)) {
    throw new DomainError('validation_failed', `The hour column is only available for the last ${HOUR_WINDOW_DAYS} days.`, { field: 'columns', rule: `hour needs start within the last ${HOUR_WINDOW_DAYS} days` });
  }

  const format = (one(q, 'format') ?? 'json').trim().toLowerCase();
  if (format !== 'json' && format !== 'csv') throw invalid('format', 'must be json or csv');

  const filters: ReportFilter[] = [];
  const sorts: ReportRequest['sorts'] = [];
  for (const key of Object.keys(q)) {
    const f = /^filter_(not_)?(.+)$/.exec(key);
    if (f) {
      const column = f[2]!.toLowerCase();
      if (!isDimension(column)) throw invalid(key, `filters take a dimension column: ${DIMENSIONS.join(', ')}`);
      const values = (one(q, key) ?? '').split(',').map((v) => v.trim()).filter(Boolean);
      if (values.length === 0) throw invalid(key, 'must list at least one value (comma-separated)');
      if (values.length > MAX_FILTER_VALUES) throw invalid(key, `at most ${MAX_FILTER_VALUES} values`);
      filters.push({ column, values, not: f[1] !== undefined });
      continue;
    }
    const s = /^sort_(.+)$/.exec(key);
    if (s) {
      const column = s[1]!.toLowerCase();
      if (!columns.includes(column as Column)) throw invalid(key, 'sorts by a column the report requests (in columns)');
      const dir = (one(q, key) ?? '').trim().toUpperCase();
      if (dir !== 'ASC' && dir !== 'DESC') throw invalid(key, 'must be ASC or DESC');
      sorts.push({ column: column as Column, dir });
    }
  }

  const limit = parseInt('limit', one(q, 'limit'), 1);
  const offset = parseInt('offset', one(q, 'offset'), 0) ?? 0;
  const nz = one(q, 'not_zero');
  if (nz !== undefined && !['0', '1', 'true', 'false', ''].includes(nz.trim().toLowerCase())) throw invalid('not_zero', 'must be 1 or 0');
  const notZero = nz !== undefined && ['1', 'true'].includes(nz.trim().toLowerCase());
  const havingText = one(q, 'having');
  const having = havingText !== undefined && havingText.trim() !== '' ? parseHaving(havingText) : undefined;
  const dayColumn = one(q, 'day_column');
  if (dayColumn !== undefined && dayColumn.trim() !== '' && dayColumn.trim().toLowerCase() !== 'day') throw invalid('day_column', 'must be day (cohort) or left out (realtime)');
  return { start, end, columns, format: format as 'json' | 'csv', filters, sorts, limit, offset, notZero, having };
}
