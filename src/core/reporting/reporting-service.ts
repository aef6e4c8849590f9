// The advertiser reports (GET /report, /probabilisticReport, /skaReport): checks the request, runs
// it over the delivery rows and renders every row as the same strings in JSON and CSV. What the
// SQL can sum (impressions, clicks, installs, cost, redownloads and their ratios) is grouped, sorted
// and paged in SQL; anything that needs the cohort model goes through the cohort engine.
import type { Clock } from '../shared/ports.js';
import { cohortRows, needsCohortEngine, type RenderedRow } from './cohort-engine.js';
import { formatCell, isDimension, metricCell, metricSpec, type Cell, type Dimension } from './columns.js';
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

  /** The report's rows as cells in the requested column order, in batches (what the API writes; metrics as numbers, see formatCell). */
  async *values(accountId: number, r: ReportRequest): AsyncIterable<Cell[][]> {
    const campaigns = await this.d.repo.campaigns(accountId);
    if (needsCohortEngine(r)) {
      yield* cohortRows(r, this.d.repo.units(accountId, r, campaigns), { campaigns, now: this.d.clock.now() });
      return;
    }
    const dims = r.columns.map(isDimension);
    for await (const batch of this.d.repo.rows(accountId, r, campaigns)) {
      yield batch.map((row) => r.columns.map((c, i) => (dims[i] ? (row.dims[c as Dimension] ?? '') : metricCell(c, row.sums))));
    }
  }

  /** The same rows as objects keyed by column (the console's pages). */
  async *rows(accountId: number, r: ReportRequest): AsyncIterable<RenderedRow[]> {
    const types = r.columns.map((c) => (isDimension(c) ? 'text' : metricSpec(c).type));
    for await (const batch of this.values(accountId, r)) {
      yield batch.map((v) => {
        const out: RenderedRow = {};
        r.columns.forEach((c, i) => (out[c] = typeof v[i] === 'number' ? formatCell(types[i]!, v[i] as number) : (v[i] as string)));
        return out;
      });
    }
  }
}
