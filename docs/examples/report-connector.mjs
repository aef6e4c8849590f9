// An example connector run against the reporting API, the way data connectors read it: the
// widely used connector's default advertiser table (38 columns in one request), then a cohort set
// by install day, paged with limit/offset until an empty page, every value parsed as a number, a
// date or text; anything else fails the run (exit 1). Plain Node 20, nothing to install.
//
//   REPORT_URL=http://127.0.0.1:8080 REPORT_KEY=<report key> START=2026-11-20 END=2026-11-24 node docs/examples/report-connector.mjs
//
// Prints one JSON line: the rows and pages read per request.
const BASE = process.env.REPORT_URL ?? 'http://127.0.0.1:8080';
const KEY = process.env.REPORT_KEY ?? '';
const START = process.env.START ?? new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
const END = process.env.END ?? 'now';
const PAGE = Number(process.env.PAGE ?? 50);

const DEFAULT_TABLE = [
  'ad', 'ad_creative_type', 'ad_id', 'ad_type', 'average_cpa', 'average_cpc', 'campaign', 'campaign_ad_type', 'campaign_bid_goal', 'campaign_id_external',
  'campaign_package_name', 'campaign_roas_goal', 'campaign_store_id', 'campaign_type', 'clicks', 'conversions', 'conversion_rate', 'cost', 'country',
  'creative_set', 'creative_set_id', 'ctr', 'custom_page_id', 'day', 'device_type', 'external_placement_id', 'first_purchase', 'hour', 'impressions',
  'installs', 'optimization_day_target', 'placement_type', 'platform', 'redownloads', 'sales', 'size', 'target_event', 'traffic_source',
];
const COHORT_TABLE = [
  'day', 'campaign', 'campaign_id_external', 'campaign_package_name', 'platform', 'country', 'conversions', 'cost',
  ...[0, 1, 3, 7, 14, 30].flatMap((n) => [`total_rev_${n}d`, `ad_rev_${n}d`, `iap_rev_${n}d`]),
  ...[0, 3, 7, 30].map((n) => `unique_purchasers_${n}d`),
  ...[1, 3, 7, 14, 28].map((n) => `ret_${n}d`),
  ...[0, 1, 2, 3, 7, 14, 28].flatMap((n) => [`roas_${n}d`, `sales_${n}d`]),
];

/** How a warehouse loader types each column: numbers (integers where it counts), dates, or text. */
const INTEGER = /^(clicks|conversions|impressions|installs|redownloads|sales|first_purchase|unique_purchasers_\d+d|sales_\d+d)$/;
const NUMBER = /^(average_cpa|average_cpc|conversion_rate|cost|ctr|(total|ad|iap)_rev_\d+d|roas_\d+d|ret_\d+d)$/;
/** Settings that are a number where they apply and empty where they do not (a CPI campaign has no ROAS goal). */
const NUMBER_OR_EMPTY = /^(campaign_bid_goal|campaign_roas_goal|optimization_day_target)$/;

function fail(message) {
  console.error(`connector run failed: ${message}`);
  process.exit(1);
}

/** Parses one value into what the loader would store, or fails the run. */
function parse(column, value) {
  if (typeof value !== 'string') fail(`${column}: ${JSON.stringify(value)} is not text`);
  if (INTEGER.test(column)) {
    if (!/^\d+$/.test(value)) fail(`${column}: "${value}" is not a whole number`);
    return Number(value);
  }
  if (NUMBER.test(column)) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) fail(`${column}: "${value}" is not a number`);
    return n;
  }
  if (NUMBER_OR_EMPTY.test(column)) {
    if (value === '') return null;
    if (!Number.isFinite(Number(value))) fail(`${column}: "${value}" is neither a number nor empty`);
    return Number(value);
  }
  if (column === 'day') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) fail(`day: "${value}" is not a date`);
    return value;
  }
  if (column === 'hour' && !/^\d{2}:00$/.test(value)) fail(`hour: "${value}" is not HH:00`);
  return value;
}

/** Reads every page of one request: limit/offset until an empty page. */
async function readAll(columns, extra = {}) {
  const rows = [];
  let pages = 0;
  for (let offset = 0; ; offset += PAGE) {
    const q = new URLSearchParams({ api_key: KEY, report_type: 'advertiser', start: START, end: END, columns: columns.join(','), format: 'json', limit: String(PAGE), offset: String(offset), ...extra });
    const res = await fetch(`${BASE}/report?${q}`);
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      fail(`page ${pages + 1}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (res.status !== 200 || body.code !== 200) fail(`page ${pages + 1}: HTTP ${res.status}: ${text.slice(0, 300)}`);
    if (!Array.isArray(body.results) || body.count !== body.results.length) fail(`page ${pages + 1}: count ${body.count} for ${body.results?.length} results`);
    pages++;
    if (body.results.length === 0) break;
    for (const raw of body.results) {
      const missing = columns.filter((c) => !(c in raw));
      if (missing.length) fail(`a row lacks ${missing.join(', ')}`);
      rows.push(Object.fromEntries(columns.map((c) => [c, parse(c, raw[c])])));
    }
    if (body.results.length > PAGE) fail(`page ${pages} has ${body.results.length} rows for limit ${PAGE}`);
  }
  // pages must not overlap: the dimensions of a row are its key
  const dims = columns.filter((c) => !INTEGER.test(c) && !NUMBER.test(c) && !NUMBER_OR_EMPTY.test(c));
  const keys = new Set(rows.map((r) => dims.map((d) => r[d]).join('\u0000')));
  if (keys.size !== rows.length) fail(`${rows.length - keys.size} rows repeat another row's dimensions (pages overlap)`);
  return { rows, pages };
}

if (!KEY) fail('set REPORT_KEY to the account\'s report key');
const realtime = await readAll(DEFAULT_TABLE);
const cohort = await readAll(COHORT_TABLE, { day_column: 'day' });
console.log(JSON.stringify({ default_table: { rows: realtime.rows.length, pages: realtime.pages }, cohort: { rows: cohort.rows.length, pages: cohort.pages } }));
