// The advertiser reports (GET /report, /probabilisticReport, /skaReport): checks the request, runs
// it over the delivery rows and renders every row as the same strings in JSON and CSV. What the
// SQL can sum (impressions, clicks, installs, cost, redownloads and their ratios) is grouped, sorted
// and paged in SQL; anything that needs the cohort model goes through the cohort engine.
import type { Clock } from '../shared/ports.js';
import { cohortRows, needsCohortEngine, type RenderedRow } from './cohort-engine.js';
import { CellBatch, typesOf } from './cell-batch.js';
import { isDimension, metricCell, type Dimension } from './columns.js';
import type { ReportingRepo } from './reporting-repo.js';
import { parseReportRequest, type ReportKind, type ReportRequest } from './report-request.js';
import { reportRules, type ReportAccountType } from './report-rules.js';
import { needsWebEngine, webRows } from './web-engine.js';
import { webCell, webMetricSpec, webValues } from './web-columns.js';

export interface ReportingDeps {
  repo: ReportingRepo;
  clock: Clock;
}

export type { RenderedRow };

export class ReportingService {
  constructor(private readonly d: ReportingDeps) {}

  /** Parses and checks a report's query (throws a DomainError naming the parameter). */
  request(query: Record<string, unknown>, kind: ReportKind = 'report', accountType: ReportAccountType = 'APP'): ReportRequest {
    return parseReportRequest(query, this.d.clock.now(), kind, accountType);
  }

  /**
   * The report's rows in batches (what the API writes; metrics as numbers, see formatCell and
   * cell-batch.ts). A batch is good until the next is asked for: its arrays are refilled (a wide
   * report would otherwise allocate 60+ MB of them, and the collector runs more often).
   */
  async *values(accountId: number, r: ReportRequest): AsyncIterable<CellBatch> {
    const campaigns = await this.d.repo.campaigns(accountId);
    const engine = reportRules(r.accountType).engine;
    if (engine === 'web' && needsWebEngine(r)) {
      yield* webRows(r, this.d.repo.units(accountId, r, campaigns), { campaigns, now: this.d.clock.now() });
      return;
    }
    if (engine === 'cohort' && needsCohortEngine(r)) {
      const scripted = await this.d.repo.scripted(accountId, r.start, r.end);
      yield* cohortRows(r, this.d.repo.units(accountId, r, campaigns), { campaigns, now: this.d.clock.now(), scripted });
      return;
    }
    const dims = r.columns.map(isDimension);
    // the SQL's metrics of the account type's catalogue (the same sums either way)
    const web = r.columns.map((c) => (isDimension(c) || engine !== 'web' ? undefined : webMetricSpec(c)));
    const anyWeb = web.some((m) => m !== undefined);
    const b = new CellBatch(r.columns);
    for await (const rows of this.d.repo.rows(accountId, r, campaigns)) {
      b.clear();
      for (const row of rows) {
        const at = b.add();
        const v = anyWeb ? webValues(row.sums) : undefined;
        r.columns.forEach((c, i) => {
          if (dims[i]) b.text[i]![at] = row.dims[c as Dimension] ?? '';
          else b.num[at * b.width + i] = web[i] ? webCell(web[i]!, v!) : metricCell(c, row.sums);
        });
      }
      yield b;
    }
  }

  /** The same rows as objects keyed by column (the console's pages). */
  async *rows(accountId: number, r: ReportRequest): AsyncIterable<RenderedRow[]> {
    const types = r.types ?? typesOf(r.columns);
    for await (const b of this.values(accountId, r)) {
      const out: RenderedRow[] = [];
      for (let i = 0; i < b.length; i++) out.push(b.formatted(i, types));
      yield out;
    }
  }
}
