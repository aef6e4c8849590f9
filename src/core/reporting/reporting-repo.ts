// Storage the reporting core needs (src/storage/repos/reporting-sql-repo.ts).
import type { Dimension, Sums } from './columns.js';
import type { ReportRequest } from './report-request.js';

/** One grouped row: each requested dimension's value as the report writes it, and the sums. */
export interface ReportRow {
  dims: Partial<Record<Dimension, string>>;
  sums: Sums;
}

export interface ReportingRepo {
  /** The account's report rows, in the request's order, a batch at a time (memory stays flat). */
  rows(accountId: number, r: ReportRequest): AsyncIterable<ReportRow[]>;
}
