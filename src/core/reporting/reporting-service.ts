// The advertiser reports (GET /report, /probabilisticReport, /skaReport): checks the request, runs
// it over the delivery rows and renders every row as the same strings in JSON and CSV. What the
// SQL can sum (impressions, clicks, installs, cost, redownloads and their ratios) is grouped, sorted
// and paged in SQL; anything that needs the cohort model goes through the cohort engine.
import type { Clock } from '../shared/ports.js';
import { cohortRows, needsCohortEngine, type RenderedRow } from './cohort-engine.js';
import { formatMetric, isDimension } from './columns.js';
import type { ReportingRepo } from './reporting-repo.js';
import { parseReportRequest, type ReportKind, type ReportRequest } from './report-request.js';

export interface ReportingDeps {
  repo: ReportingRepo;
  clock: Clock;
}

export type { RenderedRow };

export class ReportingService {
  constructor(private readonly d: ReportingDeps) {}

  /** Parses and checks a report's query (throws a DomainError naming the parameter). */
  request(query: Record<string, unknown>, kind: ReportKind = 'report'): ReportRequest {
    return parseReportRequest(query, this.d.clock.now(), kind);
  }

  /** The report's rows, column by column in the requested order, in batches. */
  async *rows(accountId: number, r: ReportRequest): AsyncIterable<RenderedRow[]> {
    const campaigns = await this.d.repo.campaigns(accountId);
    if (needsCohortEngine(r)) {
      yield* cohortRows(r, this.d.repo.units(accountId, r, campaigns), { campaigns, now: this.d.clock.now() });
      return;
    }
    for await (const batch of this.d.repo.rows(accountId, r, campaigns)) {
      yield batch.map((row) => {
        const out: RenderedRow = {};
        for (const c of r.columns) out[c] = isDimension(c) ? (row.dims[c] ?? '') : formatMetric(c, row.sums);
        return out;
      });
    }
  }
}
