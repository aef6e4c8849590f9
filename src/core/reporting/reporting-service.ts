// The advertiser report (GET /report): checks the request, runs it over the delivery rows and
// renders every row as the same strings in JSON and CSV.
import type { Clock } from '../shared/ports.js';
import { formatMetric, isDimension, type Metric } from './columns.js';
import type { ReportingRepo } from './reporting-repo.js';
import { parseReportRequest, type ReportRequest } from './report-request.js';

export interface ReportingDeps {
  repo: ReportingRepo;
  clock: Clock;
}

export type RenderedRow = Record<string, string>;

export class ReportingService {
  constructor(private readonly d: ReportingDeps) {}

  /** Parses and checks GET /report's query (throws a DomainError naming the parameter). */
  request(query: Record<string, unknown>): ReportRequest {
    return parseReportRequest(query, this.d.clock.now());
  }

  /** The report's rows, column by column in the requested order, in batches. */
  async *rows(accountId: number, r: ReportRequest): AsyncIterable<RenderedRow[]> {
    for await (const batch of this.d.repo.rows(accountId, r)) {
      yield batch.map((row) => {
        const out: RenderedRow = {};
        for (const c of r.columns) out[c] = isDimension(c) ? (row.dims[c] ?? '') : formatMetric(c as Metric, row.sums);
        return out;
      });
    }
  }
}
