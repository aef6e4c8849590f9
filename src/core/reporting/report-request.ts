// Reads GET /report's query parameters into a checked report request. Every refusal names the
// parameter and the rule; the date window and its message are the real service's.
import { DomainError, invalid } from '../shared/errors.js';
import { dimensionSpec, DIMENSIONS, isDimension, isMetric, metricSpec, type Column, type Dimension, type ValueType } from './columns.js';
import { parseHaving, type HavingNode } from './having.js';
import { reportRules, type AttributionMode, type ReportAccountType } from './report-rules.js';

/** The three advertiser reports: GET /report, /probabilisticReport and /skaReport. */
export type ReportKind = 'report' | 'probabilistic' | 'ska';
export const REPORT_PATHS: Record<ReportKind, string> = { report: '/report', probabilistic: '/probabilisticReport', ska: '/skaReport' };

export interface ReportFilter {
  column: Dimension;
  values: string[];
  /** filter_not_<column>: rows whose value is NOT one of these. */
  not: boolean;
  /**
   * The value-less forms filter_[not_]null_custom_page_id / filter_[not_]blank_custom_page_id
   * (addendum 7, 2.3): rows whose value is "" (the column holds no null here, so null and blank
   * are the same test); `not` flips it. `values` is then empty. docs/decisions/report-values.md.
   */
  empty?: boolean;
}

export interface ReportRequest {
  kind: ReportKind;
  /** day_column=day: cohort attribution (by install day). The same figures here: see docs/delivery.md. */
  cohort: boolean;
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
  /** The account's type: which catalogue the columns are read in (report-rules.ts). */
  accountType: ReportAccountType;
  /** WEB: click (default) or click_and_view (adds view-through checkouts). */
  attribution: AttributionMode;
  /** Each requested column's value type, in column order, as the account type's catalogue has it. */
  types: ValueType[];
}

/** The real service's request window and the window of the hour column. */
export const WINDOW_DAYS = 45;
export const HOUR_WINDOW_DAYS = 30;
const MAX_FILTER_VALUES = 1000;
/**
 * Largest page (limit): the real service documents none, and a public connector sends 1,500,000
 * on every request (addendum 7, 5.1); rows stream, so any 32-bit whole number is accepted.
 */
export const MAX_LIMIT = 2_147_483_647;
const MAX_OFFSET = 1_000_000_000;
/** The only column the value-less filters (filter_[not_]null_<col>, filter_[not_]blank_<col>) are documented for. */
const VALUELESS_FILTER_COLUMNS: ReadonlySet<string> = new Set(['custom_page_id']);
/** Dimensions that are campaign settings per country: the report must name the campaign (as the real service requires). */
const NEEDS_CAMPAIGN: ReadonlySet<string> = new Set(['campaign_bid_goal', 'campaign_roas_goal']);

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

function parseInt(field: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const rule = `must be a whole number from ${min} to ${max}`;
  if (!/^\d{1,12}$/.test(raw.trim())) throw new DomainError('validation_failed', `${field}: ${rule} (got "${raw.trim().slice(0, 40)}")`, { field, rule });
  const n = Number(raw.trim());
  if (n < min || n > max) throw new DomainError('validation_failed', `${field}: ${rule} (got ${n})`, { field, rule });
  return n;
}


/** Why a column is not in this report, or undefined when it is. */
function notIn(kind: ReportKind, c: string): string | undefined {
  if (kind === 'probabilistic' && isMetric(c) && metricSpec(c).notProbabilistic) return `"${c}" is not in the probabilistic report (its installs are probabilistic attributions: use conversions)`;
  if (kind === 'ska' && isMetric(c) && metricSpec(c).notSka) return `"${c}" is not in the SKAdNetwork report (Apple's postbacks carry no revenue or retention beyond the first conversion window: use /report)`;
  return undefined;
}

export function parseReportRequest(q: Query, now: Date, kind: ReportKind = 'report', accountType: ReportAccountType = 'APP'): ReportRequest {
  const rules = reportRules(accountType);
  if (kind !== 'report' && !rules.otherReports) throw new DomainError('validation_failed', `${REPORT_PATHS[kind]} is not available for ${accountType} accounts (use /report)`, { field: 'path', rule: `not available for ${accountType} accounts` });
  const type = one(q, 'report_type');
  if (type !== undefined && type.trim().toLowerCase() !== 'advertiser') throw invalid('report_type', 'must be advertiser');
  const start = parseDate('start', one(q, 'start'), now);
  const end = parseDate('end', one(q, 'end'), now);
  if (end < start) throw invalid('end', 'must not be before start');
  const today = Date.parse(`${dayText(now.getTime())}T00:00:00Z`);
  const earliest = dayText(today - rules.windowDays * DAY_MS);
  if (start < earliest) {
    // the real service's own words (the APP support article's, then the ones clients match on), then the range
    throw new DomainError('validation_failed', rules.tooEarly(earliest, dayText(today)), {
      field: 'start',
      rule: `must be from ${earliest} to ${dayText(today)} (the last ${rules.windowDays} days, UTC)`,
    });
  }

  const rawColumns = one(q, 'columns');
  if (!rawColumns || !rawColumns.trim()) throw invalid('columns', `is required: a comma-separated list of ${rules.columnList()}`);
  const columns: Column[] = [];
  for (const part of rawColumns.split(',')) {
    const c = part.trim().toLowerCase();
    if (!c) continue;
    if (!rules.isColumn(c)) {
      const other = rules.otherTypeColumn(c);
      if (other) throw new DomainError('validation_failed', `columns: ${other}`, { field: 'columns', rule: `only columns of ${accountType} reports` });
      throw invalid('columns', `"${part.trim().slice(0, 60)}" is not a column; columns: ${rules.columnList()}`);
    }
    const why = notIn(kind, c);
    if (why) throw invalid('columns', why);
    if (!columns.includes(c)) columns.push(c);
  }
  if (columns.length === 0) throw invalid('columns', 'must name at least one column');
  const hourDays = rules.hourWindowDays;
  const hourFrom = dayText(today - hourDays * DAY_MS);
  if (columns.includes('hour') && start < hourFrom) {
    throw new DomainError('validation_failed', `The hour column is only available for the last ${hourDays} days: with hour, start must be ${hourFrom} or later (got ${start}); leave hour out for older days.`, {
      field: 'columns',
      rule: `hour needs start from ${hourFrom} to ${dayText(today)} (the last ${hourDays} days, UTC)`,
    });
  }
  for (const c of columns) {
    if (NEEDS_CAMPAIGN.has(c) && !columns.includes('campaign') && !columns.includes('campaign_id_external') && !columns.includes('campaign_id')) {
      throw invalid('columns', `${c} is a setting of each campaign: request it with the campaign (or campaign_id_external) column`);
    }
  }

  const format = (one(q, 'format') ?? 'json').trim().toLowerCase();
  if (format !== 'json' && format !== 'csv') throw invalid('format', 'must be json or csv');

  const filters: ReportFilter[] = [];
  const sorts: ReportRequest['sorts'] = [];
  for (const key of Object.keys(q)) {
    const e = /^filter_(not_)?(null|blank)_(.+)$/.exec(key);
    if (e) {
      const column = e[3]!.toLowerCase();
      if (!VALUELESS_FILTER_COLUMNS.has(column) || !rules.isColumn(column)) throw invalid(key, `the value-less filters filter_[not_]null_<column> and filter_[not_]blank_<column> take ${[...VALUELESS_FILTER_COLUMNS].join(', ')}`);
      if (kind === 'ska' && !dimensionSpec(column as Dimension).ska) throw invalid(key, `${column} is not in the SKAdNetwork report (Apple's postbacks do not carry it)`);
      const v = (one(q, key) ?? '').trim().toLowerCase();
      // social-hub sends them empty; a flag's usual spellings of "on" are read the same
      if (v !== '' && v !== '1' && v !== 'true') throw invalid(key, `takes no value: leave it empty (got "${v.slice(0, 40)}")`);
      filters.push({ column: column as Dimension, values: [], not: e[1] !== undefined, empty: true });
      continue;
    }
    const f = /^filter_(not_)?(.+)$/.exec(key);
    if (f) {
      const column = f[2]!.toLowerCase();
      if (!isDimension(column) || !rules.isColumn(column)) throw invalid(key, `filters take a dimension column of ${accountType} reports: ${DIMENSIONS.filter(rules.isColumn).join(', ')}`);
      if (NEEDS_CAMPAIGN.has(column)) throw invalid(key, `${column} cannot be filtered (filter by campaign_type, or by the campaigns themselves)`);
      if (kind === 'ska' && !dimensionSpec(column).ska) throw invalid(key, `${column} is not in the SKAdNetwork report (Apple's postbacks do not carry it)`);
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
      if (sorts.some((x) => x.column === column)) continue;
      const dir = (one(q, key) ?? '').trim().toUpperCase();
      if (dir !== 'ASC' && dir !== 'DESC') throw invalid(key, 'must be ASC or DESC');
      sorts.push({ column: column as Column, dir });
    }
  }

  const limit = parseInt('limit', one(q, 'limit'), 1, MAX_LIMIT);
  const offset = parseInt('offset', one(q, 'offset'), 0, MAX_OFFSET) ?? 0;
  const nz = one(q, 'not_zero');
  if (nz !== undefined && !['0', '1', 'true', 'false', ''].includes(nz.trim().toLowerCase())) throw invalid('not_zero', 'must be 1 or 0');
  const notZero = nz !== undefined && ['1', 'true'].includes(nz.trim().toLowerCase());
  const havingText = one(q, 'having');
  const having = havingText !== undefined && havingText.trim() !== '' ? parseHaving(havingText, rules.isMetric) : undefined;
  if (having) for (const m of havingMetrics(having)) if (notIn(kind, m)) throw invalid('having', notIn(kind, m)!);
  const dayColumn = one(q, 'day_column');
  if (dayColumn !== undefined && dayColumn.trim() !== '' && dayColumn.trim().toLowerCase() !== 'day') throw invalid('day_column', 'must be day (cohort) or left out (realtime)');
  const cohort = dayColumn !== undefined && dayColumn.trim().toLowerCase() === 'day';
  let attribution: AttributionMode = 'click';
  const mode = one(q, 'attribution_mode');
  if (rules.attributionModes.length > 0 && mode !== undefined && mode.trim() !== '') {
    const m = mode.trim().toLowerCase();
    if (!(rules.attributionModes as readonly string[]).includes(m)) throw invalid('attribution_mode', `must be ${rules.attributionModes.join(' or ')}`);
    attribution = m as AttributionMode;
  }
  return { kind, cohort, start, end, columns, format: format as 'json' | 'csv', filters, sorts, limit, offset, notZero, having, accountType, attribution, types: columns.map(rules.valueType) };
}

/** The metrics a having expression names. */
export function havingMetrics(n: HavingNode): string[] {
  switch (n.k) {
    case 'num': return [];
    case 'metric': return [n.m];
    case 'neg': case 'not': return havingMetrics(n.a);
    default: return [...havingMetrics(n.a), ...havingMetrics(n.b)];
  }
}
