// Schemas of the reporting surface, declared once: they document GET /report, /probabilisticReport
// and /skaReport in openapi/reporting.json and type the handler. The columns come from the one
// catalogue (src/core/reporting/columns.ts); the query is checked by the core
// (src/core/reporting/report-request.ts), which names the parameter and the rule.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DIMENSION_SPECS, METRIC_SPECS, type ValueType } from '../../core/reporting/columns.js';
import { HOUR_WINDOW_DAYS, MAX_LIMIT, WINDOW_DAYS } from '../../core/reporting/report-request.js';
import { REPORT_RULES } from '../../core/reporting/report-rules.js';
import { WEB_METRIC_SPECS } from '../../core/reporting/web-columns.js';

export const ReportQuery = Type.Object(
  {
    api_key: Type.Optional(Type.String({ description: "The account's report key (`campaignctl accounts create` prints it as report_key). Missing or wrong: 401." })),
    report_type: Type.Optional(Type.String({ description: 'advertiser (the only type; the default)', examples: ['advertiser'] })),
    start: Type.Optional(Type.String({ description: `First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last ${WINDOW_DAYS} days (else 400 "The date is beyond our 45 day request window. Start date is too far in the past: start must be <earliest> or later ..."); WEB accounts: the last ${REPORT_RULES.WEB.windowDays} days (else 400 "Start date is too far in the past" naming the earliest start). Required.`, examples: ['2030-01-01'] })),
    end: Type.Optional(Type.String({ description: 'Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required.', examples: ['2030-01-07'] })),
    columns: Type.Optional(
      Type.String({
        description: `Comma-separated columns (each is described in the result schema). Dimensions group the rows; metrics are summed, ratios computed from the sums. hour only with start within the last ${HOUR_WINDOW_DAYS} days (else 400 naming the earliest allowed start). campaign_bid_goal and campaign_roas_goal need campaign or campaign_id_external. Required.`,
        examples: ['day,campaign,impressions,installs,cost'],
      }),
    ),
    format: Type.Optional(Type.String({ description: 'json (default) or csv (streamed, with a header row; text cells that start with = + - @ tab or CR are made inert with a leading \')', examples: ['json'] })),
    limit: Type.Optional(Type.String({ description: `Most rows to return, 1 to ${MAX_LIMIT} (with offset for paging; no limit: every row)`, examples: ['100'] })),
    offset: Type.Optional(Type.String({ description: 'Rows to skip (past the end: no rows)', examples: ['0'] })),
    not_zero: Type.Optional(Type.String({ description: '1: leave out rows whose impressions, clicks, installs, cost and redownloads are all zero' })),
    having: Type.Optional(Type.String({ description: 'A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text; one that could exceed ±1e300 is refused.', examples: ['impressions > 0 AND cost > 0'] })),
    attribution_mode: Type.Optional(Type.String({ description: 'WEB accounts: click (default: checkouts within the window after a click) or click_and_view (adds view-through checkouts after an impression without a click); any other value: 400. Ignored by APP reports.', examples: ['click'] })),
    day_column: Type.Optional(Type.String({ description: 'day: cohort attribution (metrics by install day). Here every post-install figure is attributed back to the install (serve) time in both modes, and installs count at the hour of their click, so realtime and cohort answers are the same; the cohort columns are accepted either way.' })),
  },
  {
    additionalProperties: true,
    description: 'Also filter_<dimension>=a,b (rows whose value is one of these), filter_not_<dimension>=a,b (none of these), the value-less filter_null_custom_page_id= / filter_blank_custom_page_id= (rows without a custom page: "") and filter_not_null_custom_page_id= / filter_not_blank_custom_page_id= (rows with one), sort_<column>=ASC|DESC (a requested column; several sorts apply in the order given). Unknown parameters are ignored.',
  },
);
export type ReportQuery = Static<typeof ReportQuery>;

const PATTERN: Record<ValueType, string | undefined> = {
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  hour: '^\\d{2}:00$',
  text: undefined,
  integer: '^\\d+$',
  money: '^\\d+\\.\\d{2}$',
  ratio: '^\\d+\\.\\d{4}$',
  percent: '^\\d+\\.\\d{2}$',
};
const WRITTEN: Record<ValueType, string> = {
  date: 'date YYYY-MM-DD',
  hour: 'hour HH:00',
  text: 'text',
  integer: 'integer',
  money: 'USD, two decimals',
  ratio: 'number, four decimals',
  percent: 'percent, two decimals',
};

function column(type: ValueType, kind: string, description: string): TSchema {
  const pattern = PATTERN[type];
  return Type.Optional(Type.String({ description: `${kind}, ${WRITTEN[type]}: ${description}`, ...(pattern ? { pattern } : {}) }));
}

/** A metric of both catalogues: one property saying what each account type's report answers. */
function metricColumn(name: string): TSchema {
  const app = METRIC_SPECS.find((m) => m.name === name);
  const web = WEB_METRIC_SPECS.find((m) => m.name === name);
  if (app && web) {
    const same = app.type === web.type;
    const pattern = same ? PATTERN[app.type] : [PATTERN[app.type], PATTERN[web.type]].filter(Boolean).join('|');
    return Type.Optional(Type.String({ description: `Metric. APP reports: ${WRITTEN[app.type]}: ${app.description} WEB reports: ${WRITTEN[web.type]}: ${web.description}`, ...(pattern ? { pattern } : {}) }));
  }
  if (web) return column(web.type, 'Metric (WEB reports)', web.description);
  return column(app!.type, 'Metric', app!.description);
}

/** Every column a row may carry (it carries exactly the requested ones, in the requested order). */
const Row = Type.Object(
  Object.fromEntries([
    ...DIMENSION_SPECS.map((d) => [d.name, column(d.type, 'Dimension', d.description)]),
    ...[...new Set([...METRIC_SPECS.map((m) => m.name), ...WEB_METRIC_SPECS.map((m) => m.name)])].map((m) => [m, metricColumn(m)]),
  ]),
  { description: 'One value per requested column, in the order requested, always as text (the same text as the CSV).', additionalProperties: false },
);

export const ReportJson = Type.Object(
  {
    code: Type.Integer({ description: '200' }),
    results: Type.Array(Row),
    count: Type.Integer({ description: 'Number of rows in results (this page)' }),
  },
  { description: 'format=json. With format=csv: text/csv, a header row of the column names, then the rows.' },
);

export const ReportError = Type.Object({
  code: Type.Integer({ description: 'The HTTP status' }),
  message: Type.String({ description: 'What is wrong; for a start date too far back: "The date is beyond our 45 day request window. Start date is too far in the past" (WEB accounts: "Start date is too far in the past") and the earliest start' }),
  field: Type.Optional(Type.String({ description: 'The query parameter the error is about (path: an unknown path)' })),
  rule: Type.Optional(Type.String({ description: 'The rule it breaks, with the allowed range where there is one' })),
  trace_id: Type.String({ description: 'Same as the X-TRACE-ID response header' }),
});

const err = (description: string) => Type.Object(ReportError.properties, { description });

export const reportResponses = {
  200: ReportJson,
  400: err('a parameter breaks a rule (named in field and rule); /skaReport and /probabilisticReport with a WEB account\'s key: "not available for WEB accounts"'),
  401: err('api_key missing or not a valid report key'),
  500: err('internal error'),
};

/** /webReport and /accountInfo: a key that is not a WEB account's. */
export const notWebAccount = err('the key is not a web account\'s: an APP account\'s report key (the message says "not a web account")');

export const AccountInfoQuery = Type.Object(
  { api_key: Type.Optional(Type.String({ description: "A WEB account's report key. Missing or wrong: 401; an APP account's: 403." })) },
  { additionalProperties: true },
);
export type AccountInfoQuery = Static<typeof AccountInfoQuery>;

export const AccountInfo = Type.Object(
  { account_id: Type.Integer({ description: "The WEB account's id (the account_id of /manage/v1)" }) },
  { description: 'The account the report key belongs to (WEB accounts only).' },
);
