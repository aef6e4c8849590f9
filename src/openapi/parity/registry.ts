// The registry of the real service's features (issue 37): every endpoint, field and report column
// that the spec and its addenda name, each with the evidence they give and where they say it.
// Whether this platform has each one is NOT written here: assess.ts reads it from the OpenAPI
// documents (so docs/parity.md and GET /_parity change when the routes do). Only behaviours, which
// no schema shows, carry a status written by hand, each with the test or file that shows it.
// Evidence words as the addenda use them: strong (documented, or two independent sources agree),
// weak (one source, or docs-derived only), not shown (no source says).

export type Evidence = 'strong' | 'weak' | 'not shown';
export type Status = 'implemented' | 'partial' | 'not built';

export interface EndpointGroup {
  kind: 'endpoint';
  section: string;
  evidence: Evidence;
  source: string;
  /** `METHOD /path` with OpenAPI `{params}`. */
  names: string[];
}

export interface NameGroup {
  kind: 'field' | 'column';
  section: string;
  evidence: Evidence;
  source: string;
  /** Operations (`METHOD /path`) whose parameters, bodies or answers carry the names. */
  on: string[];
  names: string[];
}

export interface Behaviour {
  kind: 'behaviour';
  section: string;
  evidence: Evidence;
  source: string;
  name: string;
  status: Status;
  /** What is missing (partial / not built), or where it is shown (implemented). */
  note: string;
}

export type Group = EndpointGroup | NameGroup | Behaviour;

const H_ALL = ['0d', '1d', '2d', '3d', '7d', '14d', '28d', '30d', '90d', '1y'];
const fam = (prefix: string, horizons: readonly string[]): string[] => horizons.map((h) => `${prefix}${h}`);

const V1 = 'First generation (/campaign_management/v1, OAuth)';
const OAUTH = 'OAuth authorization server';
const MANAGE = 'Second generation (/manage/v1)';
const SUPP = 'Suppression';
const REPORT = 'Reports (report host)';
const WEB = 'WEB accounts';
const ERR = 'Errors and limits';

const v1 = (p: string) => `/campaign_management/v1${p}`;
const m = (p: string) => `/manage/v1${p}`;

export const REGISTRY: readonly Group[] = [
  // ---- first generation (document 1, the official documentation: strong)
  {
    kind: 'endpoint', section: V1, evidence: 'strong', source: 'spec 1',
    names: [
      `GET ${v1('/campaign/{campaign_id}')}`, `POST ${v1('/campaign/{campaign_id}')}`, `POST ${v1('/campaign')}`, `GET ${v1('/campaigns')}`,
      `POST ${v1('/creative_set/{creative_set_id}')}`, `POST ${v1('/creative_set')}`, `POST ${v1('/creative_set/{creative_set_id}/sizes')}`,
      `GET ${v1('/creative_sets/{campaign_id}')}`, `POST ${v1('/creative_set_assets/{creative_set_id}')}`, `GET ${v1('/ad/{ad_id}')}`, `POST ${v1('/ad/{ad_id}')}`,
      `GET ${v1('/ads/{creative_set_id}')}`, `GET ${v1('/campaign_targets/{campaign_id}')}`, `POST ${v1('/campaign_targets/{campaign_id}')}`,
      `GET ${v1('/sources/{campaign_id}')}`, `POST ${v1('/sources/{campaign_id}')}`,
    ],
  },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 Campaign; real-service notes (a recorded row)', on: [`GET ${v1('/campaign/{campaign_id}')}`, `GET ${v1('/campaigns')}`], names: ['name', 'campaign_id', 'package_name', 'bundle_id', 'platform', 'category', 'bid_type', 'tracking_method', 'status', 'created_at', 'impressions', 'clicks', 'installs', 'spend', 'goal_period'] },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 Campaign targets', on: [`GET ${v1('/campaign_targets/{campaign_id}')}`, `POST ${v1('/campaign_targets/{campaign_id}')}`], names: ['bid_type', 'countries', 'device_types', 'os_major_version_min', 'bid', 'budget', 'click_url', 'impression_url', 'disabled'] },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 Source', on: [`GET ${v1('/sources/{campaign_id}')}`, `POST ${v1('/sources/{campaign_id}')}`], names: ['app_id', 'app_id_external', 'status', 'limit', 'offset', 'sources', 'total_row_count'] },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 Creative set, Asset object', on: [`GET ${v1('/creative_sets/{campaign_id}')}`, `POST ${v1('/creative_set/{creative_set_id}')}`], names: ['campaign_id', 'name', 'countries', 'languages', 'product_page', 'ads', 'assets', 'sizes', 'asset', 'type'] },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 form fields', on: [`POST ${v1('/creative_set_assets/{creative_set_id}')}`], names: ['asset', 'file', 'type', 'update', 'remove', 'status'] },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 Ad', on: [`GET ${v1('/ad/{ad_id}')}`, `GET ${v1('/ads/{creative_set_id}')}`], names: ['id', 'name', 'creative_set_id', 'creative_set_name', 'size', 'status', 'template'] },
  { kind: 'field', section: V1, evidence: 'strong', source: 'spec 1 sizes endpoint', on: [`POST ${v1('/creative_set/{creative_set_id}/sizes')}`], names: ['BANNER', 'CTV', 'INTER', 'PRELOAD'] },

  // ---- OAuth (document 1)
  { kind: 'endpoint', section: OAUTH, evidence: 'strong', source: 'spec 1 Authentication', names: ['GET /oauth/initialize', 'POST /oauth/v1/access_token'] },
  { kind: 'field', section: OAUTH, evidence: 'strong', source: 'spec 1 third-party authorization', on: ['GET /oauth/initialize'], names: ['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] },
  { kind: 'field', section: OAUTH, evidence: 'strong', source: 'spec 1 token endpoint', on: ['POST /oauth/v1/access_token'], names: ['client_id', 'client_secret', 'grant_type', 'code', 'redirect_uri', 'refresh_token', 'scope', 'accessToken', 'token_type', 'expires_in', 'access_token'] },

  // ---- second generation (document 2: strong; addenda 4, 6, 7)
  {
    kind: 'endpoint', section: MANAGE, evidence: 'strong', source: 'spec 2',
    names: ['GET /campaign/list', 'POST /campaign/create', 'POST /campaign/update', 'GET /creative_set/list', 'GET /creative_set/list_by_campaign_id', 'POST /creative_set/create', 'POST /creative_set/update', 'POST /creative_set/clone', 'GET /asset/list', 'POST /asset/upload', 'GET /asset/upload_result'].map((e) => e.replace(' ', ` /manage/v1`)),
  },
  {
    kind: 'endpoint', section: MANAGE, evidence: 'strong', source: 'addendum 4 (two clients)',
    names: ['/creative_set/add-to-campaigns', '/creative_set/remove-from-campaigns', '/creative_set/remove-from-all-campaigns', '/asset/add-to-creative-sets', '/asset/remove-from-creative-sets', '/asset/remove-from-all-creative-sets'].map((p) => `POST ${m(p)}`),
  },
  { kind: 'endpoint', section: MANAGE, evidence: 'weak', source: 'addendum 7 §4 (terafort; an MCP tool second-hand)', names: [`GET ${m('/operation_logs/campaign')}`] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2 Campaign, Targeting, Budget, Goal, Tracking', on: [`POST ${m('/campaign/create')}`, `GET ${m('/campaign/list')}`], names: ['id', 'hashed_id', 'name', 'type', 'status', 'platform', 'package_name', 'itunes_id', 'bidding_strategy', 'start_date', 'end_date', 'created_at', 'budget', 'goal', 'targeting', 'tracking', 'country_code', 'region_codes', 'daily_budget_for_all_countries', 'country_code_to_daily_budget', 'goal_value_for_all_countries', 'country_code_to_goal_value', 'goal_type', 'roas_day_target', 'click_url', 'impression_url', 'tracking_method'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'real-service notes (campaign/create)', on: [`POST ${m('/campaign/create')}`, `GET ${m('/campaign/list')}`], names: ['is_continuous_delivery'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'addendum 7 §3 (social-hub sends, terafort reads)', on: [`POST ${m('/campaign/create')}`, `POST ${m('/campaign/update')}`, `GET ${m('/campaign/list')}`], names: ['event_target', 'is_composite_banner_enabled'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'addendum 7 §3 (issue 35 item 3: "the first generation where it shows goals"; read-only there)', on: ['GET /campaign_management/v1/campaign/{campaign_id}', 'GET /campaign_management/v1/campaigns'], names: ['event_target'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2 list parameters', on: [`GET ${m('/campaign/list')}`, `GET ${m('/creative_set/list')}`], names: ['ids', 'hashed_ids', 'page', 'size'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2 Creative set, CreativeSetAsset', on: [`POST ${m('/creative_set/create')}`, `GET ${m('/creative_set/list')}`], names: ['id', 'hashed_id', 'campaign_id', 'type', 'name', 'assets', 'languages', 'countries', 'product_page', 'status', 'version', 'created_at', 'url', 'resource_type'] },
  { kind: 'field', section: MANAGE, evidence: 'weak', source: 'addendum 4 (one client models both)', on: [`POST ${m('/creative_set/create')}`, `GET ${m('/creative_set/list')}`], names: ['campaign_ids'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2; real-service notes', on: [`GET ${m('/creative_set/list_by_campaign_id')}`], names: ['campaign_count', 'creative_set_count', 'campaigns'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2 clone', on: [`POST ${m('/creative_set/clone')}`], names: ['campaign_id', 'creative_set_id', 'status', 'id', 'version'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2 Asset object; real-service notes', on: [`GET ${m('/asset/list')}`], names: ['id', 'name', 'asset_type', 'resource_type', 'status', 'upload_time', 'url', 'asset_hash', 'violation_reasons'] },
  { kind: 'field', section: MANAGE, evidence: 'strong', source: 'spec 2 upload objects; real-service notes', on: [`POST ${m('/asset/upload')}`, `GET ${m('/asset/upload_result')}`], names: ['files', 'upload_id', 'upload_status', 'summary', 'details', 'total', 'success', 'failed', 'pending', 'uploadTime', 'file_status', 'error_message'] },
  {
    kind: 'field', section: MANAGE, evidence: 'strong', source: 'addendum 4 association bodies',
    on: ['/creative_set/add-to-campaigns', '/creative_set/remove-from-campaigns', '/creative_set/remove-from-all-campaigns', '/asset/add-to-creative-sets', '/asset/remove-from-creative-sets', '/asset/remove-from-all-creative-sets'].map((p) => `POST ${m(p)}`),
    names: ['campaign_ids', 'creative_set_ids', 'creative_set_id', 'asset_ids', 'asset_id'],
  },
  { kind: 'field', section: MANAGE, evidence: 'weak', source: 'addendum 7 §4 (terafort)', on: [`GET ${m('/operation_logs/campaign')}`], names: ['start_date', 'end_date', 'operation_id', 'operation_time', 'operation_type', 'operator_name', 'campaign_id', 'campaign_name', 'campaign_type', 'detail'] },

  // ---- WEB accounts (addendum 6)
  { kind: 'endpoint', section: WEB, evidence: 'strong', source: 'addendum 6 §4 (path: social-hub README, MCP listing)', names: [`GET ${m('/campaign/catalog_info')}`] },
  { kind: 'endpoint', section: WEB, evidence: 'weak', source: 'addendum 6 §1 (social-hub account.go)', names: ['GET /accountInfo'] },
  { kind: 'endpoint', section: WEB, evidence: 'weak', source: 'addendum 6 §7.1 (Airbyte docs PR texts; api-evangelist)', names: ['GET /webReport'] },
  { kind: 'field', section: WEB, evidence: 'strong', source: 'addendum 6 §2 (social-hub wire names; AdManage)', on: [`POST ${m('/campaign/create')}`, `GET ${m('/campaign/list')}`], names: ['website_url', 'is_dynamic_ads_enabled'] },
  { kind: 'field', section: WEB, evidence: 'strong', source: 'addendum 6 §5 (social-hub wire name; AdManage)', on: [`POST ${m('/creative_set/create')}`, `GET ${m('/creative_set/list')}`], names: ['creative_set_url'] },
  { kind: 'field', section: WEB, evidence: 'weak', source: 'addendum 6 §2, §3 (social-hub)', on: [`POST ${m('/campaign/create')}`, `GET ${m('/campaign/list')}`], names: ['catalog_type', 'catalog_id', 'variant_set_id', 'audience_strategy', 'metro_names'] },
  { kind: 'field', section: WEB, evidence: 'weak', source: 'addendum 6 §4 (social-hub types)', on: [`GET ${m('/campaign/catalog_info')}`], names: ['catalogs', 'variant_sets', 'catalog_id', 'total_variants', 'total_items'] },
  { kind: 'field', section: WEB, evidence: 'weak', source: 'addendum 6 §1', on: ['GET /accountInfo'], names: ['account_id'] },
  { kind: 'field', section: WEB, evidence: 'weak', source: 'addendum 6 §7.1 (Airbyte docs; api-evangelist)', on: ['GET /report'], names: ['attribution_mode'] },
  {
    kind: 'column', section: WEB, evidence: 'strong', source: 'addendum 6 §7.2-7.3 (official web page; social-hub; Airbyte)', on: ['GET /report'],
    names: ['audience_strategy', 'average_cpc', ...fam('chka_', ['0d', '1d', '2d', '3d', '7d', '14d', '28d']), ...fam('chka_usd_', ['0d', '1d', '2d', '3d', '7d', '14d', '28d']), 'nc_d0_checkouts', 'nc_d7_checkouts', 'nc_d0_checkout_rev', 'nc_d7_checkout_rev', 'new_visitor_rate'],
  },
  {
    kind: 'column', section: WEB, evidence: 'weak', source: 'addendum 6 §7.2-7.3 (one source each)', on: ['GET /report'],
    names: ['target_event', 'custom_page_id', 'campaign_id', ...fam('cost_per_chka_', ['0d', '1d', '2d', '3d', '7d', '14d', '28d']), 'nc_d0_cpp', 'nc_d7_cpp', 'nc_d0_roas', 'nc_d7_roas', 'nc_percent_d0_checkouts', 'nc_percent_d7_checkouts', 'nc_percent_d0_checkout_rev', 'nc_percent_d7_checkout_rev'],
  },

  // ---- suppression (document 3)
  { kind: 'endpoint', section: SUPP, evidence: 'strong', source: 'spec 3', names: ['POST /suppressionApps', 'POST /deleteSuppressionApps'] },
  { kind: 'field', section: SUPP, evidence: 'strong', source: 'spec 3', on: ['POST /suppressionApps', 'POST /deleteSuppressionApps'], names: ['api_key', 'package_name', 'num_valid_ids', 'num_invalid_ids'] },

  // ---- reports (addenda 5 and 7)
  { kind: 'endpoint', section: REPORT, evidence: 'strong', source: 'addendum 5 (ten clients)', names: ['GET /report'] },
  { kind: 'endpoint', section: REPORT, evidence: 'weak', source: 'addendum 5 (one connector and its Go twin)', names: ['GET /probabilisticReport', 'GET /skaReport'] },
  { kind: 'endpoint', section: REPORT, evidence: 'strong', source: 'addendum 7 §1 (official page; Airbyte docs; social-hub)', names: ['GET /assetReport', 'GET /assetAnalyticsReport'] },
  { kind: 'field', section: REPORT, evidence: 'strong', source: 'addendum 5 shape; official pages', on: ['GET /report'], names: ['api_key', 'report_type', 'start', 'end', 'columns', 'format', 'limit', 'offset', 'day_column', 'not_zero', 'having', 'code', 'results', 'count'] },
  { kind: 'field', section: REPORT, evidence: 'strong', source: 'addendum 7 §1.1', on: ['GET /assetReport'], names: ['api_key', 'range', 'columns', 'format', 'limit', 'offset'] },
  { kind: 'field', section: REPORT, evidence: 'strong', source: 'addendum 7 §1.1', on: ['GET /assetAnalyticsReport'], names: ['api_key', 'start', 'end', 'columns', 'format', 'limit', 'offset'] },
  {
    kind: 'column', section: REPORT, evidence: 'strong', source: 'addendum 5 (a connector\'s 38-column request)', on: ['GET /report'],
    names: ['ad', 'ad_creative_type', 'ad_id', 'ad_type', 'average_cpa', 'average_cpc', 'campaign', 'campaign_ad_type', 'campaign_bid_goal', 'campaign_id_external', 'campaign_package_name', 'campaign_roas_goal', 'campaign_store_id', 'campaign_type', 'clicks', 'conversions', 'conversion_rate', 'cost', 'country', 'creative_set', 'creative_set_id', 'ctr', 'custom_page_id', 'day', 'device_type', 'external_placement_id', 'first_purchase', 'hour', 'impressions', 'installs', 'optimization_day_target', 'placement_type', 'platform', 'redownloads', 'sales', 'size', 'target_event', 'traffic_source'],
  },
  { kind: 'column', section: REPORT, evidence: 'strong', source: 'addendum 5 (two older clients)', on: ['GET /report'], names: ['app_id_external', 'application'] },
  {
    kind: 'column', section: REPORT, evidence: 'strong', source: 'addenda 5 and 7 §2.1 (social-hub; CN summary; a warehouse loader)', on: ['GET /report'],
    names: [...['total_rev_', 'ad_rev_', 'iap_rev_', 'roas_', 'ad_roas_', 'iap_roas_', 'unique_purchasers_'].flatMap((p) => fam(p, H_ALL)), ...fam('sales_', ['0d', '1d', '2d', '3d', '7d', '14d', '30d', '90d']), ...fam('target_event_count_', ['0d', '1d', '2d', '3d', '7d', '14d', '30d', '90d', '1y']), 'target_event_count', ...fam('cost_per_target_event_', ['0d', '1d', '2d', '3d', '7d', '14d']), ...fam('cpp_', ['0d', '1d', '2d', '3d', '7d', '14d']), ...fam('ret_', ['1d', '3d', '7d', '14d', '28d'])],
  },
  { kind: 'column', section: REPORT, evidence: 'weak', source: 'addendum 7 §2.1 (social-hub only)', on: ['GET /report'], names: ['sales_1y', ...fam('cost_per_target_event_', ['30d', '90d', '1y']), ...fam('cpp_', ['30d', '90d', '1y'])] },
  { kind: 'column', section: REPORT, evidence: 'strong', source: 'addendum 7 §1.2 (official page; terafort; api-evangelist)', on: ['GET /assetReport', 'GET /assetAnalyticsReport'], names: ['asset_id', 'asset_name', 'asset_url', 'campaign', 'campaign_id', 'campaign_package_name', 'creative_set', 'creative_set_id', 'impressions', 'clicks', 'ctr', 'cost'] },
  { kind: 'column', section: REPORT, evidence: 'weak', source: 'addendum 7 §1.2 (celvste; the others say no day)', on: ['GET /assetAnalyticsReport'], names: ['day'] },

  // ---- behaviours no schema shows: status by hand, with the evidence of it
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'real-service notes', name: '/manage/v1 errors in x-al-error-code / x-al-error-message headers; X-TRACE-ID on every answer', status: 'implemented', note: 'test/error-shapes.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'real-service notes; addendum 7 §5 row 2', name: '/manage/v1: 1,000 requests per 60 s per key, then 429 for 10 minutes', status: 'implemented', note: 'MANAGE_RATE_* settings; test/manage/surface.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'weak', source: 'real-service notes; addendum 7 §5 row 2', name: '/manage/v1: 100 errors in 5 minutes, then 429 for 24 hours with code 100007 (each failed upload file counts)', status: 'implemented', note: 'MANAGE_ERROR_* settings; test/sandbox-bars.test.ts, test/manage/assets.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'real-service notes', name: 'A bad /manage/v1 key gets 403 before routing (an unknown path too)', status: 'implemented', note: 'test/manage/surface.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'real-service notes', name: 'Token requests as application/x-www-form-urlencoded as well as multipart/form-data', status: 'implemented', note: 'test/oauth-client-credentials.test.ts; openapi/oauth.json lists both' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'real-service notes', name: 'Suppression reads the raw body whatever its Content-Type', status: 'implemented', note: 'test/suppression-api.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'weak', source: 'real-service notes', name: 'Unknown query parameters are ignored', status: 'implemented', note: 'test/ignored-query.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'addendum 7 §5 row 7', name: 'APP report window: 45 days, message "The date is beyond our 45 day request window."', status: 'implemented', note: 'test/delivery-reporting.test.ts; the message goes on with "Start date is too far in the past" and the earliest start (test/report-error-modes.test.ts)' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'addendum 7 §5 row 9', name: '`hour` only for the last 30 days', status: 'implemented', note: 'test/delivery-reporting.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'weak', source: 'addendum 7 §5 row 1 (api-evangelist; social-hub\'s fallbacks)', name: 'No Retry-After and no RateLimit-* headers on 429 (a switch; off like the real service by default)', status: 'implemented', note: 'RETRY_AFTER=false leaves Retry-After out of every 429 and 503; the default keeps it, as issue 35 asks (docs/decisions/report-error-modes.md); test/report-error-modes.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'addendum 7 §5 row 3 (terafort, social-hub handle it)', name: 'Report host errors inside HTTP 200 (a JSON body whose code is not 200), as a fault mode', status: 'implemented', note: 'POST /_sandbox/faults {"status": 200, "body": "json_error"}; test/report-error-modes.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'weak', source: 'addendum 7 §5 rows 5-6 (terafort; Airbyte streams)', name: 'Fault modes "200 + HTML", "200 + empty body", "500 Execution time exceeded run time cap"', status: 'implemented', note: 'fault rule body html, empty, run_time_cap; test/report-error-modes.test.ts' },
  { kind: 'behaviour', section: ERR, evidence: 'strong', source: 'addendum 7 §5 row 10, §5.1 (official: no documented maximum; Airbyte sends 1,500,000)', name: 'Report `limit` accepted up to at least 2,147,483,647', status: 'implemented', note: 'rows stream (limit=1500000: +3 MB RSS, docs/decisions/report-page-size.md); test/report-error-modes.test.ts' },
  { kind: 'behaviour', section: REPORT, evidence: 'strong', source: 'addendum 7 §6 rows 4-5 (terafort strict and upper checks)', name: 'Every breakdown (country, creative set, ad, hour, placement, device, source, asset) adds up exactly to the day totals', status: 'implemented', note: 'sums of whole counts and cents, never rounded rows; test/delivery-restatements.test.ts (two seeds, four days), test/asset-reports.test.ts' },
  { kind: 'behaviour', section: REPORT, evidence: 'strong', source: 'addendum 7 §6 rows 6-7, 13 (terafort drift guard; Airbyte, Vendo re-reads)', name: 'Restatements only upward, small and over within two days', status: 'implemented', note: 'simulated hours never change; a day is final after its last hour, which adds at most 10 % or 2,000 impressions / 5 installs / $1 per campaign and country (docs/decisions/restatements.md); test/delivery-restatements.test.ts' },
  { kind: 'behaviour', section: REPORT, evidence: 'weak', source: 'addendum 7 §2.3 (social-hub; CN summary, docs-derived)', name: 'Value-less filters filter_[not_]null_custom_page_id= and filter_[not_]blank_custom_page_id= (rows without / with a custom page)', status: 'implemented', note: 'null = blank = "" here (docs/decisions/report-values.md); other columns: 400; test/report-columns.test.ts, test/web-report.test.ts' },
  { kind: 'behaviour', section: REPORT, evidence: 'weak', source: 'addendum 7 §2.3 (CN summary; AdManage; terafort)', name: 'Filter values seen elsewhere accepted: platform tvos/fireos, placement_type ARRAY/CTV (match nothing), size PRELOAD, campaign_type aliases ("IAP ROAS", AD_ROAS, ROAS, ...)', status: 'implemented', note: 'answers keep the platform\'s names (docs/decisions/report-values.md); test/report-columns.test.ts' },
  { kind: 'behaviour', section: REPORT, evidence: 'strong', source: 'addendum 7 §6 and "Public clients to run" (terafort v2.0)', name: "A careful warehouse loader's checks pass in probe and dry-run: rows add up to the day totals, breakdowns stay under them, no duplicate rows or repeated pages, days in range, strict numbers, the /manage/v1 lists and change log", status: 'implemented', note: 'docs/examples/warehouse-loader.mjs (our own, terafort\'s requests and checks); test/warehouse-loader.test.ts' },
  { kind: 'behaviour', section: REPORT, evidence: 'strong', source: 'addendum 7 "Public clients to run" (Airbyte source-applovin streams.py; source-applovin-ads manifest)', name: "Airbyte's requests complete: limit=1500000 with count-driven paging, the run-time-cap 500 retried; asset_report_daily one day per request at limit=1000 (APP and WEB accounts), the manifest's web columns", status: 'implemented', note: 'test/airbyte-streams.test.ts' },
  { kind: 'behaviour', section: WEB, evidence: 'weak', source: 'addendum 6 §1 (social-hub; AdManage)', name: 'Accounts are APP or WEB, fixed at creation; list items carry the account\'s type', status: 'implemented', note: 'campaignctl accounts create --type, fixtures, the per-type rules in src/core/account-types; test/web-accounts.test.ts, test/manage/web-campaigns.test.ts' },
  { kind: 'behaviour', section: WEB, evidence: 'weak', source: 'addendum 6 §6 (choose and record)', name: 'The first generation does not show WEB campaigns: empty list, create refused, 404 for every campaign, creative set or ad of a WEB account', status: 'implemented', note: 'one lookup (campaign-management-v1/refs.ts); docs/decisions/web-accounts.md; test/web-first-generation.test.ts, test/manage/web-campaigns.test.ts' },
  { kind: 'behaviour', section: WEB, evidence: 'strong', source: 'addendum 6 §7.1 (official web page; social-hub; Airbyte; Vendo)', name: 'WEB report window: 90 days; an earlier start is 400 "Start date is too far in the past"', status: 'implemented', note: 'test/web-report.test.ts' },
];
