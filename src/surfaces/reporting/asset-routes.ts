// GET /assetReport and /assetAnalyticsReport on the report host: the asset report of addendum 7
// (section 1), authenticated like /report; the rows come from the core (asset-report.ts).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ASSET_REPORT_PATHS, RANGES, type AssetReportKind, type AssetRow } from '../../core/reporting/asset-report.js';
import { spreadsheetSafe, csvCell } from '../../core/reporting/csv.js';
import { DomainError } from '../../core/shared/errors.js';
import { MAX_LIMIT, WINDOW_DAYS } from '../../core/reporting/report-request.js';
import type { Container } from '../../http/container.js';
import { ReportError } from './schemas.js';

const text = (description: string) => Type.Optional(Type.String({ description }));
const AssetRowSchema = Type.Object(
  {
    asset_id: text('Dimension, text: the asset\'s id, the same id /manage/v1 returns ("" for figures of an ad whose files are no longer known)'),
    asset_name: text('Dimension, text: the asset\'s name'),
    asset_url: text('Dimension, text: the URL of the uploaded file'),
    campaign: text('Dimension, text: campaign name'),
    campaign_id: text("Dimension, text: the campaign's external 32-hex id (= /report's campaign_id_external, /manage/v1 hashed_id)"),
    campaign_package_name: text('Dimension, text: the promoted app (Android package name or iOS bundle id)'),
    creative_set: text('Dimension, text: creative set name'),
    creative_set_id: text("Dimension, text: the set's hashed_id"),
    day: text('Dimension, date YYYY-MM-DD (UTC); /assetAnalyticsReport only'),
    impressions: text('Metric, integer: the asset\'s share of its ads\' impressions'),
    clicks: text('Metric, integer: the asset\'s share of its ads\' clicks'),
    ctr: text('Metric, number, four decimals: clicks / impressions'),
    cost: text('Metric, USD, two decimals: the asset\'s share of its ads\' cost'),
  },
  { additionalProperties: false, description: 'One value per requested column, in the order requested, as text.' },
);

const common = {
  api_key: text("The account's report key. Missing or wrong: 401."),
  columns: text('Comma-separated: asset_id, asset_name, asset_url, campaign, campaign_id, campaign_package_name, creative_set, creative_set_id (and day on /assetAnalyticsReport); impressions, clicks, ctr, cost. Required.'),
  format: text('json (default) or csv'),
  limit: text(`Most rows to return, 1 to ${MAX_LIMIT}`),
  offset: text('Rows to skip'),
  not_zero: text('1: leave out rows whose impressions, clicks and cost are all zero'),
};
const extra =
  'Also filter_<col>=a,b / filter_not_<col>=a,b (exact match on asset_id, asset_name, campaign, campaign_id, campaign_package_name, creative_set, creative_set_id), ' +
  'filter_greater_than_<metric>=x / filter_less_than_<metric>=x (clicks, cost, ctr, impressions; strict; a lower bound must be below the upper), sort_<col>=ASC|DESC (metrics by value, text columns by text).';

const QUERIES: Record<AssetReportKind, ReturnType<typeof Type.Object>> = {
  range: Type.Object({ ...common, range: text(`${RANGES.join(', ')}: yesterday = the last full UTC day; last_7d = the seven full UTC days before today; last_month = the previous calendar month. Required; start/end are refused.`) }, { additionalProperties: true, description: extra }),
  analytics: Type.Object({ ...common, start: text(`First UTC day, YYYY-MM-DD, within the last ${WINDOW_DAYS} days. Required.`), end: text('Last UTC day, YYYY-MM-DD, inclusive. Required; range is refused.') }, { additionalProperties: true, description: extra }),
};

const DESCRIPTIONS: Record<AssetReportKind, { operationId: string; summary: string; description: string }> = {
  range: {
    operationId: 'getAssetReport',
    summary: 'Asset report (by range)',
    description:
      'The figures of each asset (image, video, playable) of the account\'s creative sets over a range, one row per distinct combination of the requested dimension columns. ' +
      "An ad's figures are split between the assets it shows in whole impressions, clicks and cents, so the rows add up exactly to /report's totals for the same campaigns and days. " +
      'JSON: `{"code": 200, "results": [...], "count": N}`; CSV: a header row and the rows.',
  },
  analytics: {
    operationId: 'getAssetAnalyticsReport',
    summary: 'Asset report (by dates)',
    description: 'The asset report for start..end (at most 45 days, inside the last 45 days), optionally by day: per asset, its day rows add up exactly to its figures over the range. Same columns, filters, paging and answers as /assetReport.',
  },
};

export function registerAssetReportRoutes(s: FastifyInstance, c: Container): void {
  for (const kind of ['range', 'analytics'] as const) {
    s.get(
      ASSET_REPORT_PATHS[kind],
      {
        schema: {
          ...DESCRIPTIONS[kind],
          querystring: QUERIES[kind],
          produces: ['application/json', 'text/csv'],
          response: {
            200: Type.Object({ code: Type.Integer(), results: Type.Array(AssetRowSchema), count: Type.Integer({ description: 'Rows in results' }) }, { description: 'format=json. With format=csv: text/csv, a header row of the column names, then the rows.' }),
            400: Type.Object(ReportError.properties, { description: 'a parameter breaks a rule (named in field and rule)' }),
            401: Type.Object(ReportError.properties, { description: 'api_key missing or not a valid report key' }),
          },
        } as never,
      },
      (request: FastifyRequest, reply: FastifyReply) => answer(c, kind, request, reply),
    );
  }
}

async function answer(c: Container, kind: AssetReportKind, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const q = request.query as Record<string, unknown>;
  const key = q.api_key;
  const accountId = await c.accounts.authenticateKey('report', typeof key === 'string' ? key : undefined);
  if (accountId === undefined) throw new DomainError('unauthenticated', 'api_key: is missing or is not a valid report key', { field: 'api_key', rule: "must be the account's report key" });
  const r = c.assetReports.request(q, kind);
  const rows = await c.assetReports.rows(accountId, r);
  if (r.format === 'csv') {
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${ASSET_REPORT_PATHS[kind].slice(1)}.csv"`);
    return reply.send(csv(r.columns, rows));
  }
  // the answer's own serialiser: the rows are already text, in the requested order
  reply.type('application/json; charset=utf-8');
  return reply.serializer((p: unknown) => JSON.stringify(p)).send({ code: 200, results: rows, count: rows.length });
}

const TEXT_COLUMNS = new Set(['asset_name', 'asset_url', 'campaign', 'creative_set']);

function csv(columns: readonly string[], rows: AssetRow[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((col) => (TEXT_COLUMNS.has(col) ? spreadsheetSafe(row[col] ?? '') : csvCell(row[col] ?? ''))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
