// An example connector run against a WEB account's report, the way two public web clients read it
// (addendum 6 section 9): tap-applovin's stream (ad, hour, chka_*, chka_usd_*, roas_* in one-day
// slices, no limit) and the dlt pipeline's last-7-days request (no report_type, campaign_id,
// conversions, cost_per_chka_*, one request, `results` or `data` or `rows`, a 429 waited out by its
// Retry-After, 60 s when absent). Every value is parsed as a warehouse loader types it: whole
// numbers, numbers, dates, hours or text; anything else, or a row without exactly the requested
// columns, fails the run (exit 1). Plain Node 20, nothing to install.
//
//   REPORT_URL=http://127.0.0.1:8080 REPORT_KEY=<WEB report key> START=2026-12-01 END=2026-12-07 node docs/examples/web-report-connector.mjs
//
// Prints one JSON line: the rows read per client.
const BASE = process.env.REPORT_URL ?? 'http://127.0.0.1:8080';
const KEY = process.env.REPORT_KEY ?? '';
const START = process.env.START ?? new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
const END = process.env.END ?? new Date().toISOString().slice(0, 10);

/** tap_applovin/streams.py ReportsStream.columns */
const TAP = ['ad', 'ad_id', 'campaign', 'campaign_id_external', 'cost', 'country', 'creative_set', 'creative_set_id', 'day', 'hour', 'clicks', 'impressions', 'platform', 'sales',
  'chka_0d', 'chka_1d', 'chka_2d', 'chka_3d', 'chka_7d', 'chka_usd_0d', 'chka_usd_1d', 'chka_usd_2d', 'chka_usd_3d', 'chka_usd_7d', 'roas_0d', 'roas_1d', 'roas_2d', 'roas_3d', 'roas_7d'];
/** The dlt pipeline's get_advertiser_data columns */
const DLT = ['day', 'hour', 'campaign', 'campaign_id', 'ad', 'ad_id', 'ad_type', 'ad_creative_type', 'creative_set', 'creative_set_id', 'impressions', 'clicks', 'ctr', 'conversions', 'cost', 'sales',
  'roas_0d', 'roas_7d', 'chka_0d', 'chka_7d', 'chka_usd_0d', 'chka_usd_7d', 'cost_per_chka_0d', 'cost_per_chka_7d'];

const INTEGER = /^(clicks|impressions|conversions|sales|chka_\d+d)$/;
const NUMBER = /^(cost|ctr|chka_usd_\d+d|roas_\d+d|cost_per_chka_\d+d)$/;

function fail(message) {
  console.error(`connector run failed: ${message}`);
  process.exit(1);
}

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
  if (column === 'day' && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) fail(`day: "${value}" is not a date`);
  if (column === 'hour' && !/^\d{2}:00$/.test(value)) fail(`hour: "${value}" is not HH:00`);
  return value;
}

async function get(params, tries = 0) {
  const res = await fetch(`${BASE}/report?${new URLSearchParams({ api_key: KEY, format: 'json', ...params })}`);
  if (res.status === 429 && tries < 3) {
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 60) * 1000));
    return get(params, tries + 1);
  }
  const text = await res.text();
  if (res.status !== 200) fail(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    fail(`not JSON: ${text.slice(0, 200)}`);
  }
  return body;
}

function load(columns, results) {
  return results.map((raw) => {
    const keys = Object.keys(raw);
    if (keys.join(',') !== columns.join(',')) fail(`a row has ${keys.join(',')} for ${columns.join(',')}`);
    return Object.fromEntries(columns.map((c) => [c, parse(c, raw[c])]));
  });
}

const day = (t) => new Date(t).toISOString().slice(0, 10);
if (!KEY) fail("set REPORT_KEY to the WEB account's report key");

// tap-applovin: one-day slices [d, d + 1], report_type=advertiser, no limit, no paging token
const tap = [];
for (let t = Date.parse(`${START}T00:00:00Z`); t < Date.parse(`${END}T00:00:00Z`); t += 86_400_000) {
  const body = await get({ report_type: 'advertiser', columns: TAP.join(','), start: day(t), end: day(t + 86_400_000) });
  if (body.count !== body.results.length) fail(`count ${body.count} for ${body.results.length} results`);
  tap.push(...load(TAP, body.results));
}
// the dlt pipeline: the last 7 days in one request, no report_type
const body = await get({ columns: DLT.join(','), start: day(Date.parse(`${END}T00:00:00Z`) - 6 * 86_400_000), end: END });
const dlt = load(DLT, body.results ?? body.data ?? body.rows ?? []);
for (const r of dlt) if (r.conversions !== r.chka_0d) fail(`conversions ${r.conversions} is not chka_0d ${r.chka_0d}`);
console.log(JSON.stringify({ tap_applovin: { rows: tap.length, checkouts: tap.reduce((n, r) => n + r.chka_7d, 0) }, dlt: { rows: dlt.length, checkouts: dlt.reduce((n, r) => n + r.chka_7d, 0) } }));
