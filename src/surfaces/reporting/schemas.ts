// Schemas of the reporting surface, declared once: they document GET /report in
// openapi/reporting.json and type the handler. The query is checked by the core
// (src/core/reporting/report-request.ts), which names the parameter and the rule.
import { Type, type Static } from '@sinclair/typebox';
import { DIMENSIONS, METRICS } from '../../core/reporting/columns.js';

export const ReportQuery = Type.Object(
  {
    api_key: Type.Optional(Type.String({ description: "The account's report key (`campaignctl accounts create` prints it as report_key). Missing or wrong: 401." })),
    report_type: Type.Optional(Type.String({ description: 'advertiser (the only type; the default)', examples: ['advertiser'] })),
    start: Type.Optional(Type.String({ description: 'First day (UTC): YYYY-MM-DD, a Unix timestamp, or now. Within the last 45 days. Required.', examples: ['2030-01-01'] })),
    end: Type.Optional(Type.String({ description: 'Last day (UTC), inclusive: YYYY-MM-DD, a Unix timestamp, or now. Required.', examples: ['2030-01-07'] })),
    columns: Type.Optional(Type.String({ description: `Comma-separated columns. Dimensions (group the rows): ${DIMENSIONS.join(', ')}. Metrics (summed; ratios computed from the sums): ${METRICS.join(', ')}. hour only for the last 30 days. Required.`, examples: ['day,campaign,impressions,installs,cost'] })),
    format: Type.Optional(Type.String({ description: 'json (default) or csv (streamed, with a header row)', examples: ['json'] })),
    limit: Type.Optional(Type.String({ description: 'Most rows to return (with offset for paging)', examples: ['100'] })),
    offset: Type.Optional(Type.String({ description: 'Rows to skip', examples: ['0'] })),
    not_zero: Type.Optional(Type.String({ description: '1: leave out rows whose metrics are all zero' })),
    having: Type.Optional(Type.String({ description: 'A numeric expression over metric columns: + - * /, comparisons (> >= < <= = !=), AND, OR, NOT, parentheses; e.g. "impressions > 0 AND cost > 0". Parsed, never passed to the database as text.', examples: ['impressions > 0 AND cost > 0'] })),
    day_column: Type.Optional(Type.String({ description: 'day: cohort metrics (the simulator attributes installs to the hour of the click, so realtime and cohort agree)' })),
  },
  {
    additionalProperties: true,
    description: 'Also filter_<dimension>=a,b (rows whose value is one of these), filter_not_<dimension>=a,b (none of these), sort_<column>=ASC|DESC (a requested column; several sorts apply in the order given). Unknown parameters are ignored.',
  },
);
export type ReportQuery = Static<typeof ReportQuery>;

const Row = Type.Record(Type.String(), Type.String(), { description: 'One value per requested column, in the order requested, as text (the same text as the CSV): counts as integers, cost and sales with two decimals, ctr, conversion_rate, average_cpa and average_cpc with four.' });

export const ReportJson = Type.Object(
  {
    code: Type.Integer({ description: '200' }),
    results: Type.Array(Row),
    count: Type.Integer({ description: 'Number of rows in results' }),
  },
  { description: 'format=json. With format=csv: text/csv, a header row of the column names, then the rows.' },
);

export const ReportError = Type.Object({
  code: Type.Integer({ description: 'The HTTP status' }),
  message: Type.String({ description: 'What is wrong; for a start date too far back: "The date is beyond our 45 day request window."' }),
  field: Type.Optional(Type.String({ description: 'The query parameter the error is about' })),
  rule: Type.Optional(Type.String({ description: 'The rule it breaks' })),
  trace_id: Type.String({ description: 'Same as the X-TRACE-ID response header' }),
});

const err = (description: string) => Type.Object(ReportError.properties, { description });

export const reportResponses = {
  200: ReportJson,
  400: err('a parameter breaks a rule (named in field and rule)'),
  401: err('api_key missing or not a valid report key'),
  500: err('internal error'),
};
