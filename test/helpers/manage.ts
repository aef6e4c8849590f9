// Helpers for /manage/v1 tests: an account with its campaign API key, and a small HTTP client
// that adds Authorization and account_id the way real clients do.
import assert from 'node:assert/strict';
import type { TestApp } from './app.js';
import { multipartBody, type PartSpec } from './upload-parts.js';

export interface ManageAccount {
  accountId: number;
  key: string;
}

export async function manageAccount(t: TestApp, name = 'Manage test', type: 'APP' | 'WEB' = 'APP'): Promise<ManageAccount> {
  const a = await t.c.accounts.createAccount(name, { type });
  return { accountId: a.account.id, key: a.campaignApiKey };
}

export interface ManageResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls /manage/v1<path>; `query` values are appended after account_id (unless account_id is given). */
export async function manage<T = any>(
  t: TestApp,
  who: ManageAccount,
  method: 'GET' | 'POST',
  path: string,
  opts: { query?: Record<string, string | number>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ManageResponse<T>> {
  const q = new URLSearchParams();
  if (!opts.query || !('account_id' in opts.query)) q.set('account_id', String(who.accountId));
  for (const [k, v] of Object.entries(opts.query ?? {})) q.set(k, String(v));
  const headers: Record<string, string> = { authorization: who.key, ...(opts.headers ?? {}) };
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${t.url}/manage/v1${path}?${q}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

/** A complete, valid campaign/create body (Android, global budget and goal). */
export function v2Campaign(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Summer push',
    type: 'APP',
    platform: 'ANDROID',
    package_name: 'com.example.game',
    bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
    budget: { daily_budget_for_all_countries: '5000' },
    goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.5' },
    tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
    targeting: [{ country_code: 'US' }, { country_code: 'DE' }],
    start_date: '2030-01-10',
    end_date: '2030-02-10',
    ...over,
  };
}

/** POST /manage/v1/asset/upload with exactly these file parts. */
export async function upload(t: TestApp, who: ManageAccount, parts: PartSpec[], key = who.key, headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  const res = await fetch(`${t.url}/manage/v1/asset/upload?account_id=${who.accountId}`, {
    method: 'POST',
    headers: { authorization: key, 'content-type': body.contentType, ...headers },
    body: new Blob([new Uint8Array(body.data)]),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, text };
}

/** Polls upload_result until FINISHED (the worker runs inside the test server). */
export async function finished(t: TestApp, who: ManageAccount, uploadId: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    const r = await manage(t, who, 'GET', '/asset/upload_result', { query: { upload_id: uploadId } });
    assert.equal(r.status, 200, r.text);
    if (r.body.upload_status === 'FINISHED') return r.body;
    if (Date.now() > until) assert.fail(`upload ${uploadId} still pending: ${r.text}`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

/** A complete, valid campaign/create body of a WEB account (checkout ROAS on day 7, runs on). */
export function webCampaign(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Shop summer',
    type: 'WEB',
    website_url: 'https://shop.example/summer',
    bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING',
    budget: { daily_budget_for_all_countries: '500' },
    goal: { goal_type: 'CHK_ROAS', roas_day_target: 'DAY7', goal_value_for_all_countries: '150' },
    targeting: [{ country_code: 'US' }, { country_code: 'DE' }],
    start_date: '2030-01-10T00:00:00',
    ...over,
  };
}
