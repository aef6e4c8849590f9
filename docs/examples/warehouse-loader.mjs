// An example warehouse loader run against the platform, the way a careful public loader reads it
// (bigquery-terafort's AppLovin Ads loader v2.0, addendum 7 "Public clients to run" and section 6):
// every report it loads (core, cohort, creative, supply, site, hourly, ska, probabilistic, assets per
// day from /assetAnalyticsReport, and the /manage/v1 lists with the campaign change log), paged with
// limit/offset until an empty page, and every check it makes before it writes: day totals that the
// detail rows must add up to, duplicate rows and identical pages, rows' days inside the range, strict
// number parsing, HTTP-200 error bodies retried. Our own code, written from what that loader sends
// and checks; it writes nothing anywhere. Plain Node 20, nothing to install.
//
//   MODE=probe    which reports and columns the keys are served (one day each), every row checked
//   MODE=dry-run  the whole window fetched and checked as for a load; nothing written
//
//   APPLOVIN_ADS_REPORT_KEY=<report key> APPLOVIN_ADS_API_BASE=http://127.0.0.1:8080 \
//   APPLOVIN_ADS_MGMT_KEY=<campaign key> APPLOVIN_ADS_ACCOUNT_ID=<id> APPLOVIN_ADS_MGMT_BASE=http://127.0.0.1:8080/manage/v1 \
//   MODE=dry-run REPORTS=all LOOKBACK_DAYS=7 node docs/examples/warehouse-loader.mjs
//
// Other settings (as the loader names them): PAGE_LIMIT (10000; a refused first page retries with
// 1000), CHUNK_DAYS (7), MAX_PAGES (500), RECENT_DAYS (1: today and yesterday may still grow),
// MAX_RETRY_DAYS (15), RECENT_GROWTH_PCT (10), HTTP_ATTEMPTS (5), HTTP_BACKOFF_BASE (2 s),
// REQUEST_PAUSE (0.5 s). TODAY (YYYY-MM-DD) sets the loader's UTC today, for a platform whose clock
// is not the wall clock (the sandbox's).
//
// Prints what it does, then one JSON line: per report its rows, pages and checks. Exit 0 only when
// every check passed (warnings allowed), 1 otherwise. Keys never appear in the output.
import { createHash } from 'node:crypto';

const ALL_REPORTS = ['core', 'cohort', 'creative', 'supply', 'site', 'hourly', 'ska', 'probabilistic', 'assets', 'mgmt'];
const API_MAX_LOOKBACK = 44; // the report host serves the last 45 days: today-44 .. today
const DAY = 86_400_000;

class ConfigError extends Error {}
class AuthError extends ConfigError {}
class DataError extends Error {}
class TransientError extends Error {}
class Rejected extends Error {
  constructor(status, body) {
    super(`HTTP ${status}: ${body}`);
    this.status = status;
  }
}
/** HTTP 200 whose body is not an answer yet (empty, HTML, a JSON code to retry): retried. */
class RetryableBody extends Error {}
/** Two rows with the same dimensions: overlapping pages. */
class DuplicateRows extends Error {}
class FirstPageRejected extends Error {
  constructor(status) {
    super(String(status));
    this.status = status;
  }
}

// ---------------------------------------------------------------- configuration
const env = (name) => {
  const v = process.env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};
function envNumber(name, def, lo, hi, integer = true) {
  const raw = env(name);
  if (raw === undefined) return def;
  const v = Number(raw);
  if (!Number.isFinite(v) || (integer && !Number.isInteger(v))) throw new ConfigError(`${name}=${JSON.stringify(raw)} is not ${integer ? 'an integer' : 'a number'}`);
  if (v < lo || v > hi) throw new ConfigError(`${name}=${v} is outside [${lo}, ${hi}]`);
  return v;
}

const SECRETS = [];
/** Text with every key (and its URL-encoded form) and any api_key=... replaced by ***. */
function redact(text) {
  let s = String(text);
  for (const k of SECRETS) s = s.split(k).join('***');
  return s.replace(/(api_key=)[^&\s'"<>]+/gi, '$1***');
}

function readConfig() {
  const reportKey = env('APPLOVIN_ADS_REPORT_KEY');
  if (!reportKey) throw new ConfigError('APPLOVIN_ADS_REPORT_KEY is empty: set the report key');
  const mgmtKey = env('APPLOVIN_ADS_MGMT_KEY');
  for (const k of [reportKey, mgmtKey]) if (k) SECRETS.push(...new Set([k, encodeURIComponent(k)]));
  const accountId = env('APPLOVIN_ADS_ACCOUNT_ID');
  if (accountId && !/^\d{1,20}$/.test(accountId)) throw new ConfigError('APPLOVIN_ADS_ACCOUNT_ID must be the numeric account id');
  const mode = (env('MODE') ?? 'dry-run').toLowerCase();
  if (mode === 'load') throw new ConfigError('MODE=load: this example writes nothing; use MODE=probe or MODE=dry-run');
  if (mode !== 'probe' && mode !== 'dry-run') throw new ConfigError(`MODE=${JSON.stringify(mode)} must be probe or dry-run`);
  const rawReports = env('REPORTS');
  let reports = ALL_REPORTS;
  if (rawReports && rawReports.toLowerCase() !== 'all') {
    const names = rawReports.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
    const bad = names.filter((x) => !ALL_REPORTS.includes(x));
    if (bad.length) throw new ConfigError(`REPORTS contains unknown report(s) ${bad.join(', ')}; allowed: all or ${ALL_REPORTS.join(',')}`);
    reports = ALL_REPORTS.filter((x) => names.includes(x)); // core first
  }
  const rawLookback = envNumber('LOOKBACK_DAYS', API_MAX_LOOKBACK, 0, 3650);
  const todayText = env('TODAY') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(todayText) || isoDay(Date.parse(`${todayText}T00:00:00Z`)) !== todayText) throw new ConfigError(`TODAY=${JSON.stringify(todayText)} is not a date YYYY-MM-DD`);
  return {
    reportKey, mgmtKey, accountId, mode, reports,
    apiBase: (env('APPLOVIN_ADS_API_BASE') ?? 'https://r.applovin.com').replace(/\/+$/, ''),
    mgmtBase: (env('APPLOVIN_ADS_MGMT_BASE') ?? 'https://api.ads.axon.ai/manage/v1').replace(/\/+$/, ''),
    lookbackDays: Math.min(rawLookback, API_MAX_LOOKBACK),
    lookbackClampedFrom: rawLookback > API_MAX_LOOKBACK ? rawLookback : null,
    today: Date.parse(`${todayText}T00:00:00Z`),
    pageLimit: envNumber('PAGE_LIMIT', 10_000, 1, 1_000_000),
    chunkDays: envNumber('CHUNK_DAYS', 7, 1, 45),
    maxPages: envNumber('MAX_PAGES', 500, 1, 100_000),
    recentDays: envNumber('RECENT_DAYS', 1, 0, 7),
    maxRetryDays: envNumber('MAX_RETRY_DAYS', 15, 0, 45),
    recentGrowthPct: envNumber('RECENT_GROWTH_PCT', 10, 0, 100, false),
    httpAttempts: envNumber('HTTP_ATTEMPTS', 5, 1, 10),
    backoffBase: envNumber('HTTP_BACKOFF_BASE', 2, 0, 60, false),
    requestPause: envNumber('REQUEST_PAUSE', 0.5, 0, 30, false),
    readTimeoutMs: envNumber('HTTP_READ_TIMEOUT', 180, 5, 900) * 1000,
  };
}

// ---------------------------------------------------------------- the reports and their columns
// Cohort horizons the loader stores: 90d and 1y are left out (they cannot mature in a 45-day window).
// Optional columns come in groups the host accepts or refuses whole; a refused group is dropped.
const REV_V1 = ['0d', '1d', '3d', '7d', '14d', '30d'];
const REV_NEW = ['2d', '28d'];
const EVT7 = ['0d', '1d', '2d', '3d', '7d', '14d', '30d'];
const REV8 = [...REV_V1, ...REV_NEW];
const RET5 = ['1d', '3d', '7d', '14d', '28d'];
const PUR_V1 = ['0d', '7d', '30d'];
const PUR_NEW = ['1d', '2d', '3d', '14d'];
const fam = (prefix, hs) => hs.map((h) => `${prefix}${h}`);

const CAMPAIGN_ATTRS = ['campaign_id_external', 'campaign', 'campaign_package_name'];
const BASE_REQUIRED = ['day', 'campaign', 'campaign_id_external', 'campaign_package_name', 'platform', 'impressions', 'clicks', 'conversions', 'cost'];
const EVENTS = { events: ['sales', 'target_event_count'] };
const REALTIME = { ints: ['impressions', 'clicks', 'conversions', 'sales', 'target_event_count'], floats: ['cost'], rates: [], zeroIfEmpty: ['impressions', 'clicks', 'conversions', 'cost'] };
const ALT = Object.fromEntries(['campaign_id_external', 'campaign_package_name', 'platform', 'country', 'impressions', 'clicks', 'conversions'].map((c) => [c, [c]]));
const spec = (s) => ({ endpoint: 'report', reportType: 'advertiser', dayColumn: null, attrs: CAMPAIGN_ATTRS, reconcile: 'upper', reconcileMetrics: ['cost', 'conversions', 'impressions'], bestEffort: false, perDay: false, lookbackCap: null, probeLag: 2, campaignIdColumn: 'campaign_id_external', ...REALTIME, ...s });

const SPECS = {
  core: spec({
    name: 'core', required: [...BASE_REQUIRED, 'country'],
    groups: { campaign_attrs: ['campaign_store_id', 'campaign_type', 'campaign_ad_type'], campaign_settings: ['campaign_bid_goal', 'campaign_roas_goal', 'optimization_day_target', 'bidding_and_billing_method', 'target_event'], ...EVENTS },
    attrs: [...CAMPAIGN_ATTRS, 'campaign_store_id', 'campaign_type', 'campaign_ad_type', 'campaign_bid_goal', 'campaign_roas_goal', 'optimization_day_target', 'bidding_and_billing_method', 'target_event'],
    grain: ['platform', 'country'], reconcile: 'strict',
  }),
  cohort: spec({
    name: 'cohort', dayColumn: 'day', required: ['day', 'campaign', 'campaign_id_external', 'campaign_package_name', 'platform', 'country', 'conversions', 'cost'],
    groups: {
      total_rev: fam('total_rev_', REV_V1), ad_rev: fam('ad_rev_', REV_V1), iap_rev: fam('iap_rev_', REV_V1), purchasers: fam('unique_purchasers_', PUR_V1), retention: fam('ret_', RET5),
      total_rev_more: fam('total_rev_', REV_NEW), ad_rev_more: fam('ad_rev_', REV_NEW), iap_rev_more: fam('iap_rev_', REV_NEW), purchasers_more: fam('unique_purchasers_', PUR_NEW),
      sales: fam('sales_', EVT7), target_events: fam('target_event_count_', EVT7),
    },
    grain: ['platform', 'country'], reconcile: 'strict', reconcileMetrics: ['cost', 'conversions'], probeLag: 10,
    ints: ['conversions', ...fam('unique_purchasers_', EVT7), ...fam('sales_', EVT7), ...fam('target_event_count_', EVT7)],
    floats: ['cost', ...['total_rev_', 'ad_rev_', 'iap_rev_'].flatMap((p) => fam(p, REV8))],
    rates: fam('ret_', RET5), zeroIfEmpty: ['conversions', 'cost'],
  }),
  creative: spec({
    name: 'creative', required: [...BASE_REQUIRED, 'creative_set'],
    groups: { creative_set_id: ['creative_set_id'], ad: ['ad'], creative_type: ['ad_creative_type'], custom_page: ['custom_page_id'], ...EVENTS },
    grain: ['platform', 'creative_set_id', 'creative_set', 'ad', 'ad_creative_type', 'custom_page_id'],
  }),
  supply: spec({
    name: 'supply', required: BASE_REQUIRED,
    groups: { traffic_source: ['traffic_source'], placement_type: ['placement_type'], size: ['size'], ad_type: ['ad_type'], device_type: ['device_type'], ...EVENTS },
    grain: ['platform', 'traffic_source', 'placement_type', 'size', 'ad_type', 'device_type'],
  }),
  site: spec({
    name: 'site', required: [...BASE_REQUIRED, 'app_id_external'],
    groups: { application: ['application'], external_placement_id: ['external_placement_id'], ...EVENTS },
    attrs: [...CAMPAIGN_ATTRS, 'application'], grain: ['platform', 'app_id_external', 'external_placement_id'],
  }),
  hourly: spec({ name: 'hourly', required: [...BASE_REQUIRED, 'hour'], groups: { ...EVENTS }, grain: ['platform', 'hour'], lookbackCap: 29, bestEffort: true }),
  ska: spec({
    name: 'ska', endpoint: 'skaReport', required: ['day', 'campaign', 'cost'], groups: ALT, grain: ['platform', 'country'],
    ints: ['impressions', 'clicks', 'conversions'], floats: ['cost'], zeroIfEmpty: ['cost'], reconcileMetrics: ['cost'], probeLag: 3, bestEffort: true,
  }),
  probabilistic: spec({
    name: 'probabilistic', endpoint: 'probabilisticReport', required: ['day', 'campaign', 'cost'], groups: ALT, grain: ['platform', 'country'],
    ints: ['impressions', 'clicks', 'conversions'], floats: ['cost'], zeroIfEmpty: ['cost'], reconcileMetrics: ['cost'], bestEffort: true,
  }),
  // the asset report has no day: one request per day, the day added to each row; no day totals
  assets: spec({
    name: 'assets', endpoint: 'assetAnalyticsReport', reportType: null, required: ['asset_id', 'campaign_id', 'impressions', 'clicks', 'cost'],
    groups: Object.fromEntries(['asset_name', 'asset_url', 'campaign', 'campaign_package_name', 'creative_set', 'creative_set_id'].map((c) => [c, [c]])),
    attrs: ['campaign_id', 'campaign', 'campaign_package_name', 'asset_name', 'asset_url', 'creative_set'], grain: ['asset_id', 'creative_set_id'],
    ints: ['impressions', 'clicks'], floats: ['cost'], zeroIfEmpty: ['impressions', 'clicks', 'cost'],
    reconcile: 'none', reconcileMetrics: [], perDay: true, campaignIdColumn: 'campaign_id', bestEffort: true,
  }),
};
for (const s of Object.values(SPECS)) {
  s.metrics = new Set([...s.ints, ...s.floats, ...s.rates]);
  s.allColumns = [...new Set([...s.required, ...Object.values(s.groups).flat()])];
}

// ---------------------------------------------------------------- values
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const EMPTY = new Set(['', '-', 'n/a', 'na', 'null', 'none', 'nan']);
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const isEmptyValue = (v) => v === null || v === undefined || (typeof v === 'string' && EMPTY.has(v.trim().toLowerCase()));

/** A value's kind without the value itself (logs show shapes, never figures). */
function shapeOf(v) {
  if (v === null || v === undefined) return 'null';
  if (typeof v !== 'string') return typeof v;
  const s = v.trim();
  if (s === '') return 'empty';
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return 'date';
  if (/^[+-]?\d+$/.test(s)) return 'int-string';
  if (/^[+-]?(\d+\.\d*|\.\d+)$/.test(s)) return 'decimal-string';
  if (s.endsWith('%')) return 'percent-string';
  if (/^[a-z]{2}$/.test(s)) return '2-letter-lower';
  if (/^[A-Z]{2}$/.test(s)) return '2-letter-upper';
  return 'text';
}

/** Strict: "$" and a trailing "%" stripped, empty tokens read as empty, commas and garbage refused. */
function parseNumber(v, integer, column, emptyAs) {
  if (v === null || v === undefined) return emptyAs;
  if (typeof v === 'boolean') throw new DataError(`column ${column}: a boolean where a number was expected`);
  let x;
  if (typeof v === 'number') x = v;
  else {
    let s = String(v).trim();
    if (EMPTY.has(s.toLowerCase())) return emptyAs;
    s = s.replaceAll('$', '').trim();
    if (s.endsWith('%')) s = s.slice(0, -1).trim();
    if (!NUMBER.test(s)) throw new DataError(`column ${column}: not a number (shape ${shapeOf(v)})`);
    x = Number(s);
  }
  if (!Number.isFinite(x)) throw new DataError(`column ${column}: not a finite number`);
  if (integer) {
    if (Math.abs(x - Math.round(x)) > 1e-6) throw new DataError(`column ${column}: a fraction where a whole number was expected`);
    return Math.round(x);
  }
  return x;
}

function parseDay(v, what) {
  const s = v === null || v === undefined ? '' : String(v).trim().slice(0, 10);
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || isoDay(ms) !== s) throw new DataError(`${what}: a day that is not a date (shape ${shapeOf(v)})`);
  return ms;
}

const cleanText = (v) => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v).trim() || null);
const sleep = (s) => new Promise((r) => setTimeout(r, s * 1000));
const signature = (rows) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

// ---------------------------------------------------------------- the run's state and output
const run = { warnings: [], errors: [], dropped: {}, calls: 0, results: {} };
const log = (msg) => console.log(redact(msg));
function warn(msg) {
  const m = redact(msg);
  if (!run.warnings.includes(m)) run.warnings.push(m);
  console.log(`WARNING ${m}`);
}
function error(msg) {
  const m = redact(msg);
  run.errors.push(m);
  console.log(`ERROR ${m}`);
}
function result(name) {
  return (run.results[name] ??= { rows: 0, pages: 0, requests: 0, columns: 0, checks: [] });
}
const passed = (name, check) => {
  const r = result(name);
  if (!r.checks.includes(check)) r.checks.push(check);
};

// ---------------------------------------------------------------- the report host (report key)
function parseReportBody(text) {
  if (!text.trim()) throw new RetryableBody('HTTP 200 with an empty body');
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RetryableBody(`HTTP 200 with a body that is not JSON (shape ${shapeOf(text.slice(0, 40))})`);
  }
  let rows;
  if (Array.isArray(data)) rows = data;
  else if (data && typeof data === 'object') {
    const code = data.code === undefined || data.code === null ? null : Number.parseInt(String(data.code), 10);
    if (code !== null && !Number.isNaN(code) && code !== 200) {
      const msg = redact(JSON.stringify(data)).slice(0, 400);
      if (code === 401 || code === 403) throw new AuthError(`the report key was refused (code ${code}): ${msg}`);
      if (code === 408 || code === 425 || code === 429 || code >= 500) throw new RetryableBody(`HTTP 200 with JSON code ${code}`);
      throw new Rejected(code, msg);
    }
    if (!('results' in data)) throw new DataError(`a JSON answer without "results" (keys ${Object.keys(data).slice(0, 10).join(', ')})`);
    rows = data.results ?? [];
  } else throw new DataError(`an unexpected JSON ${typeof data}`);
  if (!Array.isArray(rows) || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw new DataError('"results" is not a list of objects');
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim().toLowerCase(), v])));
}

async function backoff(cfg, attempt, retryAfter) {
  if (attempt >= cfg.httpAttempts) return;
  let wait = cfg.backoffBase * 2 ** (attempt - 1) + Math.random() * cfg.backoffBase;
  const ra = Number(retryAfter);
  if (retryAfter && Number.isFinite(ra)) wait = Math.max(wait, Math.min(ra, 120));
  await sleep(Math.min(wait, 120));
}

async function reportGet(cfg, s, params, what) {
  const q = new URLSearchParams({ ...params, api_key: cfg.reportKey, format: 'json' });
  if (s.reportType) q.set('report_type', s.reportType);
  const url = `${cfg.apiBase}/${s.endpoint}?${q}`;
  let last = 'no attempt';
  for (let attempt = 1; attempt <= cfg.httpAttempts; attempt++) {
    run.calls++;
    result(s.name).requests++;
    let retryAfter = null;
    let res;
    try {
      res = await fetch(url, { headers: { 'user-agent': 'warehouse-loader-example/1.0' }, signal: AbortSignal.timeout(cfg.readTimeoutMs) });
    } catch (e) {
      last = `${e.name}: ${redact(e.message).slice(0, 200)}`;
    }
    if (res) {
      const text = await res.text();
      if (res.status === 200) {
        try {
          return parseReportBody(text);
        } catch (e) {
          if (!(e instanceof RetryableBody)) throw e;
          last = e.message;
        }
      } else {
        const body = redact(text).slice(0, 400).replaceAll('\n', ' ');
        if (res.status === 401 || res.status === 403) throw new AuthError(`${what}: the report key was refused (HTTP ${res.status}): ${body}`);
        if (res.status === 408 || res.status === 425 || res.status === 429 || res.status >= 500) {
          last = `HTTP ${res.status}: ${body.slice(0, 200)}`;
          retryAfter = res.headers.get('retry-after');
        } else throw new Rejected(res.status, body);
      }
    }
    if (attempt < cfg.httpAttempts) log(`${what}: attempt ${attempt}/${cfg.httpAttempts} failed (${last}); retrying`);
    await backoff(cfg, attempt, retryAfter);
  }
  throw new TransientError(`${what}: gave up after ${cfg.httpAttempts} attempts; last: ${last}`);
}

/**
 * limit/offset until an empty page. verifiable: the caller reconciles the rows with the day totals,
 * so an ambiguous end may pass and the reconciliation decides; otherwise (breakdowns, assets) every
 * ambiguous end refuses: a page refused right after a full one, an identical full page, paging refused.
 */
async function getPaged(cfg, s, params, what, verifiable) {
  const limits = [cfg.pageLimit, ...(cfg.pageLimit > 1000 ? [1000] : [])];
  for (let i = 0; i < limits.length; i++) {
    try {
      return await paged(cfg, s, params, what, verifiable, limits[i]);
    } catch (e) {
      if (!(e instanceof FirstPageRejected)) throw e;
      if (i + 1 < limits.length) {
        log(`${what}: limit=${limits[i]} refused (HTTP ${e.status}); retrying with limit=${limits[i + 1]}`);
        continue;
      }
      if (!verifiable) throw new DataError(`${what}: limit/offset paging refused (HTTP ${e.status}); an unpaged answer could be cut short and nothing checks this report's completeness`);
      log(`${what}: limit/offset refused (HTTP ${e.status}); unpaged, the reconciliation will tell`);
      result(s.name).pages++;
      return reportGet(cfg, s, params, `${what} unpaged`);
    }
  }
  throw new Error('unreachable');
}

async function paged(cfg, s, params, what, verifiable, limit) {
  const out = [];
  const lens = [];
  let offset = 0;
  let prev = null;
  for (let page = 1; page <= cfg.maxPages; page++) {
    let rows;
    try {
      rows = await reportGet(cfg, s, { ...params, limit: String(limit), offset: String(offset) }, `${what} page ${page}`);
    } catch (e) {
      if (!(e instanceof Rejected)) throw e;
      if (page === 1) throw new FirstPageRejected(e.status);
      // a page as long as the limit, or as the longest before it (a host may cap pages), is not a last page
      const prevFull = lens.at(-1) >= limit || (lens.length > 1 && lens.at(-1) >= Math.max(...lens.slice(0, -1)));
      if (prevFull && !verifiable) throw new TransientError(`${what}: page ${page} refused (HTTP ${e.status}) right after a full page; refusing a result that may be cut short`);
      log(`${what}: page ${page} refused (HTTP ${e.status}) after ${out.length} rows; taken as the end`);
      return out;
    }
    result(s.name).pages++;
    if (rows.length === 0) return out;
    const sig = signature(rows);
    if (sig === prev) {
      if (!verifiable && rows.length >= limit) throw new DataError(`${what}: page ${page} is identical to the previous full page (offset ignored?); refusing a result that may be cut short`);
      log(`${what}: page ${page} identical to the previous page; stopping there`);
      return out;
    }
    prev = sig;
    lens.push(rows.length);
    out.push(...rows);
    offset += rows.length;
    if (cfg.requestPause) await sleep(cfg.requestPause);
  }
  throw new DataError(`${what}: more than ${cfg.maxPages} pages; refusing (raise PAGE_LIMIT or MAX_PAGES)`);
}

// ---------------------------------------------------------------- checks on answers
const EMPTY_CHECK_MIN_COST = 50;
const EMPTY_CHECK_MIN_IMPRESSIONS = 10_000;

/**
 * The requested optional columns absent from every row. Refuses a missing required column, a
 * required metric blank in every row of an answer that shows activity, and (DuplicateRows) two rows
 * with the same dimension values.
 */
function checkAnswer(rows, requested, s, what, strictEmpty = true) {
  if (rows.length === 0) return [];
  const seen = new Set();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  const missing = requested.filter((c) => !seen.has(c));
  const missingRequired = missing.filter((c) => s.required.includes(c));
  if (missingRequired.length) throw new DataError(`${what}: the answer lacks required column(s) ${missingRequired.join(', ')}`);
  if (strictEmpty && rows.length >= 5) {
    const total = (c) => rows.reduce((t, r) => {
      try {
        return t + (parseNumber(r[c], false, c, 0) ?? 0);
      } catch {
        return t;
      }
    }, 0);
    for (const m of s.zeroIfEmpty) {
      if (!requested.includes(m) || !rows.every((r) => isEmptyValue(r[m]))) continue;
      const witness = m === 'cost' ? 'impressions' : 'cost';
      const floor = witness === 'impressions' ? EMPTY_CHECK_MIN_IMPRESSIONS : EMPTY_CHECK_MIN_COST;
      if (requested.includes(witness) && total(witness) >= floor) throw new DataError(`${what}: required metric ${m} is blank in every row although ${witness} shows activity; refusing to load it as 0`);
    }
  }
  const dims = requested.filter((c) => !s.metrics.has(c));
  const keys = new Set();
  for (const r of rows) {
    const k = JSON.stringify(dims.map((c) => String(r[c])));
    if (keys.has(k)) throw new DuplicateRows(what);
    keys.add(k);
  }
  return missing;
}

/** A row as the warehouse types it; its day must be inside lo..hi. */
function normalize(raw, s, cols, lo, hi, what) {
  const day = parseDay(raw.day, what);
  if (day < lo || day > hi) throw new DataError(`${what}: a row for ${isoDay(day)} is outside the requested ${isoDay(lo)}..${isoDay(hi)}`);
  const has = new Set(cols);
  const row = { day };
  for (const d of [...s.attrs, ...s.grain]) row[d] = has.has(d) ? cleanText(raw[d]) : null;
  if (row.platform) row.platform = row.platform.toLowerCase();
  if (row.country) row.country = row.country.toUpperCase();
  const id = row[s.campaignIdColumn];
  row.campaign_key = id ? id : row.campaign ? `name:${row.campaign}` : 'unknown';
  for (const m of s.ints) row[m] = has.has(m) ? parseNumber(raw[m], true, m, s.zeroIfEmpty.includes(m) ? 0 : null) : null;
  for (const m of [...s.floats, ...s.rates]) row[m] = has.has(m) ? parseNumber(raw[m], false, m, s.zeroIfEmpty.includes(m) ? 0 : null) : null;
  return row;
}

const RECENT_SLACK = { cost: 1, conversions: 5, impressions: 2000 };

/** The metrics whose detail sum does not reconcile with the day total (strict: both ways; upper: never above). */
function reconcile(cfg, detail, total, metrics, settled, mode) {
  const bad = [];
  for (const m of metrics) {
    const a = detail[m];
    const b = total[m];
    const rounding = m === 'cost' ? 0.01 + 0.015 * Math.sqrt(Math.max(detail.rows, 1)) : 0;
    const lo = mode === 'strict' ? b - rounding : -Infinity;
    let hi = b + rounding;
    if (!settled) hi += Math.max((cfg.recentGrowthPct / 100) * Math.abs(b), RECENT_SLACK[m] ?? 0);
    if (!(lo - 1e-9 <= a && a <= hi + 1e-9)) bad.push(`${m} ${b ? `${(((a - b) / b) * 100).toFixed(2)}%` : 'vs 0'}`);
  }
  return bad;
}

const emptyTotal = () => ({ cost: 0, conversions: 0, impressions: 0, rows: 0 });
function totalsByDay(rows) {
  const out = new Map();
  for (const r of rows) {
    const t = out.get(r.day) ?? emptyTotal();
    t.cost += r.cost ?? 0;
    t.conversions += r.conversions ?? 0;
    t.impressions += r.impressions ?? 0;
    t.rows++;
    out.set(r.day, t);
  }
  return out;
}

/** One row per (day, campaign, grain): counts and money summed, rates weighted by conversions. */
function aggregate(rows, s) {
  const out = new Map();
  for (const r of rows) {
    const k = JSON.stringify([r.day, r.campaign_key, ...s.grain.map((g) => r[g])]);
    const a = out.get(k);
    if (!a) {
      out.set(k, { ...r });
      continue;
    }
    const wa = a.conversions ?? 0;
    const wb = r.conversions ?? 0;
    for (const m of s.rates) {
      if (a[m] === null || r[m] === null) a[m] ??= r[m];
      else a[m] = wa + wb > 0 ? (a[m] * wa + r[m] * wb) / (wa + wb) : (a[m] + r[m]) / 2;
    }
    for (const m of [...s.ints, ...s.floats]) a[m] = a[m] === null ? r[m] : r[m] === null ? a[m] : a[m] + r[m];
  }
  return out;
}

// ---------------------------------------------------------------- fetching a report
const params = (s, cols, lo, hi) => ({ start: isoDay(lo), end: isoDay(hi), columns: cols.join(','), ...(s.dayColumn ? { day_column: s.dayColumn } : {}) });

function drop(s, cols, why) {
  const cur = (run.dropped[s.name] ??= []);
  const added = cols.filter((c) => !cur.includes(c));
  if (!added.length) return;
  cur.push(...added);
  warn(`${s.name}: optional column(s) ${added.join(', ')} ${why}; loading without them`);
}

/** The columns the host serves for this report, from one day: the full set, else group by group. */
async function resolveColumns(cfg, s, day) {
  const what = `${s.name} column check (${isoDay(day)})`;
  let want = s.allColumns;
  try {
    const rows = await reportGet(cfg, s, params(s, want, day, day), what);
    let missing = [];
    try {
      missing = checkAnswer(rows, want, s, what);
    } catch (e) {
      if (!(e instanceof DuplicateRows)) throw e;
    }
    if (missing.length) {
      drop(s, missing, 'absent from the answer');
      want = want.filter((c) => !missing.includes(c));
    }
    return { cols: want, rows };
  } catch (e) {
    if (!(e instanceof Rejected)) throw e;
    log(`${what}: the full column set was refused (${e.message.slice(0, 160)}); trying group by group`);
  }
  let rows;
  try {
    rows = await reportGet(cfg, s, params(s, s.required, day, day), `${what} [required only]`);
  } catch (e) {
    if (e instanceof Rejected) throw new ConfigError(`${s.name}: even the required columns ${s.required.join(', ')} were refused: ${e.message}`);
    throw e;
  }
  const keep = [...s.required];
  for (const [group, cols] of Object.entries(s.groups)) {
    try {
      await reportGet(cfg, s, params(s, [...s.required, ...cols], day, day), `${what} [+${group}]`);
      keep.push(...cols.filter((c) => !keep.includes(c)));
    } catch (e) {
      if (!(e instanceof Rejected)) throw e;
      drop(s, cols, `refused by the host (HTTP ${e.status})`);
    }
  }
  if (keep.length !== s.required.length) rows = await reportGet(cfg, s, params(s, keep, day, day), `${what} [resolved]`);
  return { cols: keep, rows };
}

async function dayTotals(cfg, s, lo, hi) {
  const cols = ['day', ...s.reconcileMetrics];
  const what = `${s.name} totals ${isoDay(lo)}..${isoDay(hi)}`;
  let rows;
  for (let attempt = 1; attempt <= 2; attempt++) {
    rows = await getPaged(cfg, s, params(s, cols, lo, hi), what, true);
    const days = rows.map((r) => parseDay(r.day, what));
    if (new Set(days).size === days.length) break;
    if (attempt === 2) throw new DataError(`${what}: a day appears twice in the day totals, twice in a row (unstable paging)`);
    log(`${what}: a day appears twice (overlapping pages); fetching again`);
  }
  const out = new Map();
  for (const r of rows) {
    const d = parseDay(r.day, what);
    if (d < lo || d > hi) throw new DataError(`${what}: day ${isoDay(d)} outside the requested range`);
    const t = out.get(d) ?? emptyTotal();
    t.cost += parseNumber(r.cost, false, 'cost', 0);
    if (s.reconcileMetrics.includes('conversions')) t.conversions += parseNumber(r.conversions, true, 'conversions', 0);
    if (s.reconcileMetrics.includes('impressions')) t.impressions += parseNumber(r.impressions, true, 'impressions', 0);
    t.rows++;
    out.set(d, t);
  }
  passed(s.name, 'day totals: one row per day, inside the range');
  return out;
}

async function fetchRows(cfg, s, cols, lo, hi) {
  const what = `${s.name} ${isoDay(lo)}..${isoDay(hi)}`;
  const raw = await getPaged(cfg, s, params(s, cols, lo, hi), what, s.reconcile === 'strict');
  if (s.perDay) for (const r of raw) r.day = isoDay(lo); // the asset report has no day column
  const missing = checkAnswer(raw, cols, s, what, lo < cfg.today - cfg.recentDays * DAY);
  if (missing.length) drop(s, missing, 'absent from the answer');
  return raw.map((r) => normalize(r, s, cols, lo, hi, what));
}

async function detail(cfg, s, cols, lo, hi) {
  const rows = [];
  const size = s.perDay ? 1 : cfg.chunkDays;
  for (let a = lo; a <= hi; a += size * DAY) {
    const b = Math.min(hi, a + (size - 1) * DAY);
    let part;
    try {
      part = await fetchRows(cfg, s, cols, a, b);
    } catch (e) {
      if (!(e instanceof DuplicateRows)) throw e;
      log(`${s.name} ${isoDay(a)}..${isoDay(b)}: duplicate rows (overlapping pages); fetching day by day`);
      part = [];
      for (let d = a; d <= b; d += DAY) {
        try {
          part.push(...(await fetchRows(cfg, s, cols, d, d)));
        } catch (e2) {
          if (e2 instanceof DuplicateRows) throw new DataError(`${s.name} ${isoDay(d)}: duplicate rows even for a single day (unstable paging)`);
          throw e2;
        }
      }
    }
    rows.push(...part);
    log(`${s.name} ${isoDay(a)}..${isoDay(b)}: ${part.length} rows`);
    if (cfg.requestPause) await sleep(cfg.requestPause);
  }
  passed(s.name, 'every requested column in every answer');
  passed(s.name, 'no duplicate rows across pages');
  passed(s.name, "every row's day inside the range");
  passed(s.name, 'numbers parse (integers whole, no separators)');
  return rows;
}

/** Fetches and checks one report over lo..hi (dry-run: the load without its writes). */
async function processReport(cfg, s, cols, lo, hi) {
  const res = result(s.name);
  res.columns = cols.length;
  if (s.lookbackCap !== null) lo = Math.max(lo, cfg.today - s.lookbackCap * DAY);
  const recentCut = cfg.today - cfg.recentDays * DAY;
  const totals = s.reconcile !== 'none' ? await dayTotals(cfg, s, lo, hi) : new Map();
  const rows = await detail(cfg, s, cols, lo, hi);
  res.rows = rows.length;
  const byDay = new Map();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const verdict = new Map();
  for (let d = lo; d <= hi; d += DAY) verdict.set(d, 'ok');
  if (s.reconcile !== 'none') {
    const retry = [];
    for (const d of verdict.keys()) {
      const bad = reconcile(cfg, totalsByDay(byDay.get(d) ?? []).get(d) ?? emptyTotal(), totals.get(d) ?? emptyTotal(), s.reconcileMetrics, d < recentCut, s.reconcile);
      if (bad.length) {
        retry.push(d);
        log(`${s.name} ${isoDay(d)}: does not reconcile with the day total (${bad.join(', ')}); fetching that day alone`);
      }
    }
    if (retry.length > cfg.maxRetryDays) {
      for (const d of retry) verdict.set(d, 'mismatch');
      error(`${s.name}: ${retry.length} days do not reconcile with the day totals (cut-short or overlapping pages?)`);
    } else {
      for (const d of retry) {
        const t = (await dayTotals(cfg, s, d, d)).get(d) ?? emptyTotal();
        const again = await detail(cfg, s, cols, d, d);
        const bad = reconcile(cfg, totalsByDay(again).get(d) ?? emptyTotal(), t, s.reconcileMetrics, d < recentCut, s.reconcile);
        if (bad.length) verdict.set(d, d < recentCut ? 'mismatch' : 'recent_kept');
        else byDay.set(d, again);
        if (bad.length) log(`${s.name} ${isoDay(d)}: still does not reconcile (${bad.join(', ')})`);
      }
      const settledBad = retry.filter((d) => verdict.get(d) === 'mismatch').map(isoDay);
      const recentBad = retry.filter((d) => verdict.get(d) === 'recent_kept').map(isoDay);
      if (settledBad.length) error(`${s.name}: settled day(s) ${settledBad.join(', ')} do not reconcile with the day totals even fetched alone; not written`);
      if (recentBad.length) warn(`${s.name}: still-moving day(s) ${recentBad.join(', ')} do not reconcile even fetched alone; the stored values would be kept`);
    }
    if (s.reconcile === 'upper') {
      let tc = 0;
      let dc = 0;
      for (const [d, v] of verdict) {
        if (d >= recentCut || v !== 'ok') continue;
        tc += totals.get(d)?.cost ?? 0;
        dc += totalsByDay(byDay.get(d) ?? []).get(d)?.cost ?? 0;
      }
      res.coverage_pct = tc > 0 ? Math.round((dc / tc) * 10_000) / 100 : null;
    }
    res.api_cost_total = Math.round([...totals.values()].reduce((t, x) => t + x.cost, 0) * 100) / 100;
    passed(s.name, s.reconcile === 'strict' ? 'rows add up to the day totals (installs and impressions exactly, cost within rounding)' : 'rows never exceed the day totals');
  }
  const writable = [...verdict].filter(([, v]) => v === 'ok').map(([d]) => d);
  const agg = aggregate(writable.flatMap((d) => byDay.get(d) ?? []), s);
  res.days_ok = writable.length;
  res.days_unverified = [...verdict].filter(([, v]) => v === 'mismatch').map(([d]) => isoDay(d));
  res.days_recent_kept = [...verdict].filter(([, v]) => v === 'recent_kept').map(([d]) => isoDay(d));
  res.would_write = agg.size;
  log(`[dry-run] ${s.name}: would replace ${writable.length} day(s) with ${agg.size} row(s)`);
}

// ---------------------------------------------------------------- /manage/v1 (campaign key)
const MGMT_PAGE_SIZE = 100;
const MGMT_MAX_ERRORS = 5; // the host blocks an account for a day after 100 errors in 5 minutes: stop early

function mgmtClient(cfg) {
  let errors = 0;
  async function get(path, query, what) {
    const url = `${cfg.mgmtBase}/${path}?${new URLSearchParams({ ...query, account_id: cfg.accountId })}`;
    let last = 'no attempt';
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (errors >= MGMT_MAX_ERRORS) throw new TransientError(`${what}: stopped after ${errors} error answers`);
      run.calls++;
      result('mgmt').requests++;
      let res;
      try {
        res = await fetch(url, { headers: { authorization: cfg.mgmtKey, accept: 'application/json' }, signal: AbortSignal.timeout(120_000) });
      } catch (e) {
        errors++;
        last = `${e.name}: ${redact(e.message).slice(0, 200)}`;
      }
      if (res) {
        const text = await res.text();
        if (res.status === 200) {
          try {
            return JSON.parse(text);
          } catch {
            errors++;
            last = 'a body that is not JSON';
          }
        } else {
          errors++;
          const msg = redact(res.headers.get('x-al-error-message') || text).slice(0, 300);
          const code = res.headers.get('x-al-error-code') ?? '';
          if (res.status === 401 || res.status === 403) throw new AuthError(`${what}: the campaign key was refused (HTTP ${res.status} ${code}) ${msg}`);
          if (res.status === 429) throw new TransientError(`${what}: rate limited (HTTP 429 ${code}); not retrying (a day's block follows too many errors)`);
          if (res.status < 500) throw new Rejected(res.status, `${code} ${msg}`);
          last = `HTTP ${res.status} ${code}`;
        }
      }
      if (attempt < 3) await sleep(Math.min(30, cfg.backoffBase * 2 ** attempt));
    }
    throw new TransientError(`${what}: gave up after 3 attempts; last: ${last}`);
  }
  /** page=1,2,... until an empty array; an identical full page means `page` was ignored. */
  async function listAll(path, what, extra = {}) {
    const out = [];
    let prev = null;
    for (let page = 1; page <= 1000; page++) {
      let data = await get(path, { ...extra, page: String(page), size: String(MGMT_PAGE_SIZE) }, `${what} page ${page}`);
      result('mgmt').pages++;
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        const lists = Object.values(data).filter(Array.isArray);
        if (lists.length !== 1) throw new DataError(`${what}: expected a JSON array, got an object with keys ${Object.keys(data).slice(0, 10).join(', ')}`);
        data = lists[0];
      }
      if (!Array.isArray(data)) throw new DataError(`${what}: expected a JSON array, got ${typeof data}`);
      if (data.length === 0) return out;
      const sig = signature(data);
      if (sig === prev) {
        if (data.length >= MGMT_PAGE_SIZE) throw new DataError(`${what}: page ${page} is identical to the previous full page ('page' ignored?); refusing a cut-short snapshot`);
        log(`${what}: page ${page} identical to the previous short page; stopping there`);
        return out;
      }
      prev = sig;
      out.push(...data.filter((x) => x && typeof x === 'object'));
      if (cfg.requestPause) await sleep(Math.min(cfg.requestPause, 1));
    }
    throw new DataError(`${what}: more than 1000 pages`);
  }
  return { get, listAll };
}

/** Objects of one snapshot: one per id (the same id twice means pages overlapped). */
function uniqueById(objs, what) {
  const ids = new Set();
  for (const o of objs) {
    const id = cleanText(o.id) ?? cleanText(o.hashed_id);
    if (id === null) throw new DataError(`${what}: an object without id`);
    if (ids.has(id)) throw new DataError(`${what}: id ${id} on two pages (overlapping pages)`);
    ids.add(id);
  }
  return ids.size;
}

async function runMgmt(cfg) {
  const res = result('mgmt');
  const api = mgmtClient(cfg);
  const campaigns = await api.listAll('campaign/list', 'mgmt campaigns');
  const sets = await api.listAll('creative_set/list', 'mgmt creative sets');
  const assets = await api.listAll('asset/list', 'mgmt assets');
  res.campaigns = uniqueById(campaigns, 'mgmt campaigns');
  res.creative_sets = uniqueById(sets, 'mgmt creative sets');
  res.assets = uniqueById(assets, 'mgmt assets');
  passed('mgmt', 'lists paged until an empty page, one object per id');
  // the campaign snapshot's columns: the goal with its event_target, is_composite_banner_enabled
  let withEvent = 0;
  for (const c of campaigns) {
    const goal = c.goal;
    if (!goal || typeof goal !== 'object') throw new DataError(`mgmt campaigns: campaign ${c.id} has no goal object`);
    if (goal.goal_type === 'CPE' && !cleanText(goal.event_target)) throw new DataError(`mgmt campaigns: CPE campaign ${c.id} has no goal.event_target`);
    if (cleanText(goal.event_target)) withEvent++;
    if (c.type === 'APP' && typeof c.is_composite_banner_enabled !== 'boolean') throw new DataError(`mgmt campaigns: APP campaign ${c.id} has no boolean is_composite_banner_enabled`);
  }
  res.campaigns_with_event_target = withEvent;
  passed('mgmt', 'campaigns carry goal.event_target and is_composite_banner_enabled');
  // the change history of every campaign, the 30 UTC days ending today
  const from = cfg.today - 29 * DAY;
  let entries = [];
  try {
    entries = await api.listAll('operation_logs/campaign', 'mgmt operation log', { start_date: isoDay(from), end_date: isoDay(cfg.today) });
  } catch (e) {
    if (!(e instanceof Rejected)) throw e;
    warn(`mgmt: the operation log request was refused (HTTP ${e.status}); snapshots only`);
  }
  const keys = new Set();
  const types = {};
  for (const e of entries) {
    const key = e.operation_id ? `op:${e.operation_id}:${e.campaign_id ?? '-'}` : `h:${signature(e)}`;
    if (keys.has(key)) continue; // the loader keeps one entry per (operation, campaign)
    keys.add(key);
    const at = Date.parse(String(e.operation_time));
    if (Number.isNaN(at)) throw new DataError(`mgmt operation log: operation ${e.operation_id}: operation_time is not a time (shape ${shapeOf(e.operation_time)})`);
    if (at < from || at >= cfg.today + DAY) throw new DataError(`mgmt operation log: operation ${e.operation_id} at ${e.operation_time} is outside ${isoDay(from)}..${isoDay(cfg.today)}`);
    for (const f of ['operation_type', 'campaign_id']) if (!cleanText(e[f])) throw new DataError(`mgmt operation log: operation ${e.operation_id} has no ${f}`);
    if (!e.detail || typeof e.detail !== 'object') throw new DataError(`mgmt operation log: operation ${e.operation_id} has no detail object`);
    types[e.operation_type] = (types[e.operation_type] ?? 0) + 1;
  }
  res.operation_log_entries = keys.size;
  res.operation_types = types;
  res.rows = res.campaigns + res.creative_sets + res.assets + keys.size;
  passed('mgmt', 'operation log entries inside the 30 days, typed, with detail');
  log(`mgmt: ${res.campaigns} campaigns, ${res.creative_sets} creative sets, ${res.assets} assets, ${keys.size} operation-log entries`);
}

// ---------------------------------------------------------------- modes
const SAFE_ENUMS = new Set(['platform', 'campaign_type', 'campaign_ad_type', 'ad_creative_type', 'placement_type', 'size', 'ad_type', 'device_type', 'traffic_source', 'bidding_and_billing_method']);

async function probe(cfg) {
  let coreOk = false;
  for (const name of cfg.reports) {
    if (name === 'mgmt') {
      if (!cfg.mgmtKey || !cfg.accountId) {
        log('probe mgmt: skipped (no APPLOVIN_ADS_MGMT_KEY / APPLOVIN_ADS_ACCOUNT_ID)');
        continue;
      }
      try {
        const data = await mgmtClient(cfg).get('campaign/list', { page: '1', size: '5' }, 'mgmt probe');
        const list = Array.isArray(data) ? data : [];
        const fields = [...new Set(list.flatMap((o) => Object.keys(o)))].sort();
        Object.assign(result('mgmt'), { rows: list.length, pages: 1, fields: fields.length });
        log(`probe mgmt: ${list.length} campaign(s) on page 1; fields: ${fields.join(', ') || '-'}`);
        passed('mgmt', 'campaign key and account accepted');
      } catch (e) {
        error(`probe mgmt: ${e.message}`);
      }
      continue;
    }
    const s = SPECS[name];
    const day = cfg.today - s.probeLag * DAY;
    let cols;
    let rows;
    try {
      ({ cols, rows } = await resolveColumns(cfg, s, day));
    } catch (e) {
      if (e instanceof AuthError && !(s.bestEffort && coreOk)) {
        error(e.message);
        return;
      }
      if (e instanceof ConfigError || e instanceof DataError || e instanceof AuthError) {
        (s.bestEffort ? warn : error)(`probe ${name}: not available: ${e.message}`);
        continue;
      }
      throw e;
    }
    coreOk ||= name === 'core';
    Object.assign(result(name), { rows: rows.length, pages: 1, columns: cols.length });
    log(`probe ${name} (${s.endpoint}, ${isoDay(day)}): ${rows.length} rows, ${cols.length} of ${s.allColumns.length} columns accepted`);
    if (!rows.length) {
      if (name === 'core') warn(`probe core: 0 rows for ${isoDay(day)}; the key works but there is no data that day`);
      continue;
    }
    for (const c of [...new Set(rows.flatMap((r) => Object.keys(r)))].sort()) {
      const shapes = {};
      for (const r of rows) shapes[shapeOf(r[c])] = (shapes[shapeOf(r[c])] ?? 0) + 1;
      const extra = SAFE_ENUMS.has(c) ? `  values=${[...new Set(rows.map((r) => String(r[c])))].sort().slice(0, 10).join(',')}` : c === 'country' ? `  distinct=${new Set(rows.map((r) => r[c])).size}` : '';
      log(`  ${c.padEnd(28)} ${JSON.stringify(shapes)}${extra}`);
    }
    try {
      if (s.perDay) for (const r of rows) r.day = isoDay(day);
      checkAnswer(rows, cols, s, `probe ${name}`);
      for (const r of rows) normalize(r, s, cols, day, day, `probe ${name}`);
      passed(name, 'every row passes the strict checks');
      log(`  -> all ${rows.length} rows pass the strict checks`);
    } catch (e) {
      if (e instanceof DuplicateRows) warn(`probe ${name}: duplicate rows in a single answer`);
      else if (e instanceof DataError) (s.bestEffort ? warn : error)(`probe ${name}: ${e.message}`);
      else throw e;
    }
  }
}

async function dryRun(cfg, lo, hi) {
  if (cfg.reports.includes('core')) {
    const { cols } = await resolveColumns(cfg, SPECS.core, cfg.today - SPECS.core.probeLag * DAY);
    await processReport(cfg, SPECS.core, cols, lo, hi);
    if (result('core').rows === 0) warn(`core: 0 rows for ${isoDay(lo)}..${isoDay(hi)} (campaigns paused? the right report key?)`);
  }
  for (const name of cfg.reports) {
    if (name === 'core') continue;
    const before = run.errors.length;
    try {
      if (name === 'mgmt') {
        if (!cfg.mgmtKey || !cfg.accountId) {
          result('mgmt').skipped = 'no APPLOVIN_ADS_MGMT_KEY / APPLOVIN_ADS_ACCOUNT_ID';
          log('mgmt: skipped (no APPLOVIN_ADS_MGMT_KEY / APPLOVIN_ADS_ACCOUNT_ID)');
          continue;
        }
        await runMgmt(cfg);
        continue;
      }
      const s = SPECS[name];
      let cols;
      try {
        ({ cols } = await resolveColumns(cfg, s, cfg.today - s.probeLag * DAY));
      } catch (e) {
        if (e instanceof DataError && s.bestEffort) throw new ConfigError(`an answer it cannot load (${e.message})`);
        throw e;
      }
      await processReport(cfg, s, cols, lo, hi);
    } catch (e) {
      // core is checked already: a later report's trouble is its own
      const s = SPECS[name];
      result(name).skipped = e.constructor.name;
      if (s?.bestEffort && e instanceof ConfigError && !(e instanceof AuthError && !result('core').checks.length)) warn(`${name}: not available for this account, skipped: ${e.message}`);
      else if (e instanceof TransientError) error(`${name}: ${e.message}`);
      else if (e instanceof DataError || e instanceof ConfigError || e instanceof Rejected) error(`${name}: ${e.message}`);
      else throw e;
    }
    if (run.errors.length > before) result(name).failed = true;
  }
}

async function main() {
  let cfg;
  try {
    cfg = readConfig();
  } catch (e) {
    console.log(`ERROR ${e.message}`);
    return 1;
  }
  const lo = cfg.today - cfg.lookbackDays * DAY;
  const hi = cfg.today;
  const started = Date.now();
  log(`warehouse loader example: mode=${cfg.mode} window ${isoDay(lo)}..${isoDay(hi)} reports=${cfg.reports.join(',')}`);
  if (cfg.lookbackClampedFrom !== null) warn(`LOOKBACK_DAYS=${cfg.lookbackClampedFrom} clamped to ${API_MAX_LOOKBACK} (the report host serves the last 45 days)`);
  try {
    if (cfg.mode === 'probe') await probe(cfg);
    else await dryRun(cfg, lo, hi);
  } catch (e) {
    if (e instanceof TransientError) error(`the host kept failing during ${cfg.mode}: ${e.message}`);
    else if (e instanceof ConfigError || e instanceof DataError || e instanceof Rejected) error(`${e.constructor.name}: ${e.message}`);
    else error(`unexpected ${e.name}: ${redact(e.message).slice(0, 300)}`);
  }
  const status = run.errors.length ? 'failed' : run.warnings.length ? 'ok_with_warnings' : 'ok';
  for (const name of cfg.reports) {
    const r = result(name);
    log(`summary ${name.padEnd(13)} rows ${String(r.rows).padStart(6)}  pages ${String(r.pages).padStart(4)}  checks ${r.checks.length}${r.skipped ? `  skipped (${r.skipped})` : ''}${r.failed ? '  FAILED' : ''}`);
  }
  console.log(redact(JSON.stringify({
    loader: 'warehouse-loader-example', mode: cfg.mode, status, window: [isoDay(lo), isoDay(hi)], calls: run.calls, seconds: Math.round((Date.now() - started) / 100) / 10,
    reports: Object.fromEntries(cfg.reports.map((n) => [n, result(n)])), dropped: run.dropped, warnings: run.warnings, errors: run.errors,
  })));
  return run.errors.length ? 1 : 0;
}

process.exitCode = await main();
