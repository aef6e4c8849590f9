// The reporting surface: GET /report, /probabilisticReport and /skaReport, the advertiser reports
// (modelled on the real service's). Thin: authenticate the report key, let the core check the
// query, stream the rows as JSON or CSV so a large report never sits in memory.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { setupSurface, type RouteCatalog } from '../../http/surface.js';
import { ReportQuery, reportResponses } from './schemas.js';
import type { CellBatch } from '../../core/reporting/cell-batch.js';
import { csvBytes, jsonBytes } from './report-writer.js';
import { REPORT_PATHS, type ReportKind } from '../../core/reporting/report-request.js';

const STATUS: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  malformed_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  unavailable: 503,
};

/** The reporting shape: {"code", "message", "field"?, "rule"?, "trace_id"} (also every unknown /report* path). */
export function renderReportError(err: DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const fault = err.meta?.fault as { status: number; errorCode: string | null } | undefined;
  const status = fault?.status ?? STATUS[err.code] ?? 500;
  if (status === 429) reply.header('Retry-After', String(err.meta?.retryAfterSeconds ?? 1));
  const body: Record<string, unknown> = { code: status, message: status === 500 && !fault ? 'internal error' : err.message };
  if (err.field && status !== 500) body.field = err.field;
  if (err.rule && status !== 500) body.rule = err.rule;
  body.trace_id = request.id;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The three reports: one handler, their own paths and documentation. */
const REPORTS: { kind: ReportKind; operationId: string; summary: string; description: string }[] = [
  {
    kind: 'report',
    operationId: 'getAdvertiserReport',
    summary: 'Advertiser report',
    description:
      'Groups the delivery rows of start..end (UTC days, inclusive, within the last 45 days) by the requested dimension columns and sums the metric columns; ' +
      'ratios (ctr, conversion_rate, average_cpa, average_cpc, roas_Nd, ret_Nd) are computed from the sums, so the totals of any grouping add up. ' +
      'The cohort columns (total_rev_Nd, ad_rev_Nd, iap_rev_Nd, roas_Nd, ret_Nd, unique_purchasers_Nd, sales_Nd, and sales, first_purchase) are what the installs of each row did in the N days after their install day, as far as those days have ended on the platform clock. ' +
      'JSON: `{"code": 200, "results": [...], "count": N}`; CSV: a header row and the rows, streamed.',
  },
  {
    kind: 'probabilistic',
    operationId: 'getProbabilisticReport',
    summary: 'Probabilistic advertiser report',
    description: 'The advertiser report with every figure derived from installs based on probabilistic attribution: the same columns, parameters, formats and errors as /report, without installs and redownloads (conversions counts the attributed installs).',
  },
  {
    kind: 'ska',
    operationId: 'getSkaReport',
    summary: 'SKAdNetwork report (iOS)',
    description:
      "iOS campaigns as Apple's SKAdNetwork postbacks report them: an install counts (installs, conversions) once its postback has arrived, 48-72 hours after the start of its install day; " +
      'sales and first_purchase only within the first conversion window (days 0-1); dimensions the postbacks do not carry (hour, creative set, ad, size, placement, device, publisher app) are answered as ""; ' +
      'the cohort columns are refused. Same parameters, formats and errors as /report.',
  },
];

export async function registerReportingSurface(app: FastifyInstance, c: Container, catalog: RouteCatalog): Promise<void> {
  await app.register(async (s) => {
    setupSurface(
      s,
      catalog,
      {
        name: 'reporting',
        title: 'Reporting API',
        description:
          "The advertiser reports: impressions, clicks, installs, cost, purchases, revenue, ROAS and retention by day, hour, campaign, creative set, ad, placement, device, country and publisher app, from the platform's delivery (simulated: docs/delivery.md). " +
          "GET /report, /probabilisticReport and /skaReport take the same parameters. Authenticated with the account's report key. Errors: `{\"code\", \"message\", \"field\", \"rule\", \"trace_id\"}`.",
        securitySchemes: { reportKey: { type: 'apiKey', in: 'query', name: 'api_key', description: "The account's report key" } },
        tags: [{ name: 'reports', description: 'Aggregated delivery figures as JSON or CSV.', match: /./ }],
      },
      renderReportError,
    );
    for (const rep of REPORTS) {
      s.get<{ Querystring: ReportQuery }>(
        REPORT_PATHS[rep.kind],
        {
          schema: {
            operationId: rep.operationId,
            summary: rep.summary,
            description: rep.description,
            querystring: ReportQuery,
            produces: ['application/json', 'text/csv'],
            response: reportResponses,
          } as never,
        },
        (request: FastifyRequest<{ Querystring: ReportQuery }>, reply: FastifyReply) => answer(c, rep.kind, request, reply),
      );
    }
  });
}

async function answer(c: Container, kind: ReportKind, request: FastifyRequest<{ Querystring: ReportQuery }>, reply: FastifyReply): Promise<FastifyReply> {
  const q = request.query as Record<string, unknown>;
  const key = q.api_key;
  const accountId = await c.accounts.authenticateKey('report', typeof key === 'string' ? key : undefined);
  if (accountId === undefined) throw new DomainError('unauthenticated', 'api_key: is missing or is not a valid report key', { field: 'api_key', rule: "must be the account's report key" });
  const r = c.reporting.request(q, kind);
  const it = c.reporting.values(accountId, r)[Symbol.asyncIterator]();
  // the first batch before any byte is sent: a failing query is still a clean error answer
  const first = await it.next();
  const batches = async function* (): AsyncGenerator<CellBatch> {
    if (!first.done) yield first.value;
    for (;;) {
      const n = await it.next();
      if (n.done) return;
      yield n.value;
    }
  };
  if (r.format === 'csv') {
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${kind === 'report' ? 'report' : REPORT_PATHS[kind].slice(1)}.csv"`);
    return reply.send(Readable.from(csvBytes(r.columns, batches(), () => void it.return?.())));
  }
  reply.type('application/json; charset=utf-8');
  return reply.send(Readable.from(jsonBytes(r.columns, batches(), () => void it.return?.())));
}
