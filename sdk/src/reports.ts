// The advertiser report (`GET /report`), read page by page with `limit`/`offset` so a report of
// any length arrives as an async iterator of rows (JSON) or of CSV lines, never as one huge answer.
import type { Core } from './core.js';
import type { paths as ReportingPaths } from './generated/reporting.js';

export type ReportRow = ReportingPaths['/report']['get']['responses'][200]['content']['application/json']['results'][number];
export type AssetReportRow = ReportingPaths['/assetReport']['get']['responses'][200]['content']['application/json']['results'][number];

/** The asset report: `range` (`/assetReport`) or `start`/`end` (`/assetAnalyticsReport`). */
export type AssetReportQuery = ({ range: 'yesterday' | 'last_7d' | 'last_month' } | { start: string; end: string }) & {
  columns: readonly string[] | string;
  /** filter_<col>, filter_not_<col>, filter_greater_than_<metric>, filter_less_than_<metric>, sort_<col>, not_zero. */
  [param: string]: string | number | boolean | readonly string[] | undefined;
};

export interface ReportQuery {
  /** First day: YYYY-MM-DD, a Unix timestamp, or `now`. */
  start: string;
  /** Last day, inclusive. */
  end: string;
  /** Columns, as a list or comma-separated. */
  columns: readonly string[] | string;
  /** Anything else the report takes: filter_<col>, filter_not_<col>, sort_<col>, not_zero, having, day_column, report_type. */
  [param: string]: string | number | boolean | readonly string[] | undefined;
}

export interface ReportReadOptions {
  /** Rows per request. Default 10,000. */
  pageSize?: number;
  signal?: AbortSignal;
}

function queryOf(q: ReportQuery, format: 'json' | 'csv', offset: number, limit: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || k === 'limit' || k === 'offset' || k === 'format') continue;
    out[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  out.format = format;
  out.limit = String(limit);
  out.offset = String(offset);
  return out;
}

export class Reports {
  constructor(private readonly core: Core) {}

  /** Every row of the report, page by page. */
  async *rows(q: ReportQuery, o: ReportReadOptions = {}): AsyncGenerator<ReportRow, void, undefined> {
    const limit = o.pageSize ?? 10_000;
    for (let offset = 0; ; offset += limit) {
      const page = await this.core.json<{ results: ReportRow[]; count: number }>('reporting', { method: 'GET', url: '/report', query: queryOf(q, 'json', offset, limit), signal: o.signal });
      yield* page.results;
      if (page.results.length < limit) return;
    }
  }

  /** The report as CSV, page by page: the header line once, then every row (each string ends with a newline). */
  async *csv(q: ReportQuery, o: ReportReadOptions = {}): AsyncGenerator<string, void, undefined> {
    const limit = o.pageSize ?? 10_000;
    for (let offset = 0; ; offset += limit) {
      const text = await (await this.core.request('reporting', { method: 'GET', url: '/report', query: queryOf(q, 'csv', offset, limit), signal: o.signal })).text();
      const lines = text.split(/\r?\n/);
      if (lines[lines.length - 1] === '') lines.pop();
      const [header, ...rows] = lines;
      if (offset === 0 && header !== undefined) yield `${header}\n`;
      if (rows.length) yield rows.join('\n') + '\n';
      if (rows.length < limit) return;
    }
  }

  /** Every row of an asset report, page by page: `/assetReport` with `range`, `/assetAnalyticsReport` with `start`/`end`. */
  async *assets(q: AssetReportQuery, o: ReportReadOptions = {}): AsyncGenerator<AssetReportRow, void, undefined> {
    const limit = o.pageSize ?? 10_000;
    const url = 'range' in q && q.range !== undefined ? '/assetReport' : '/assetAnalyticsReport';
    for (let offset = 0; ; offset += limit) {
      const page = await this.core.json<{ results: AssetReportRow[]; count: number }>('reporting', { method: 'GET', url, query: queryOf(q as ReportQuery, 'json', offset, limit), signal: o.signal });
      yield* page.results;
      if (page.results.length < limit) return;
    }
  }
}
