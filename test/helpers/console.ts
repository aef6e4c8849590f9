// Web console tests: an account with a user, and a cookie-keeping client signed in to /console.
import assert from 'node:assert/strict';
import type { TestApp } from './app.js';
import { TestBrowser } from './oauth.js';

export interface ConsoleUser {
  accountId: number;
  email: string;
  password: string;
  campaignApiKey: string;
  managementKey: string;
}

export async function consoleUser(t: TestApp, name = 'Console account', type: 'APP' | 'WEB' = 'APP'): Promise<ConsoleUser> {
  const a = await t.c.accounts.createAccount(name, { type });
  const email = `u-${t.c.ids.hex32().slice(0, 10)}@example.com`;
  const password = 'console password 1';
  await t.c.accounts.createUser(a.account.id, email, password);
  return { accountId: a.account.id, email, password, campaignApiKey: a.campaignApiKey, managementKey: a.managementKey };
}

/** The first csrf_token of a page. */
export function csrfOf(html: string): string {
  const m = /name="csrf_token" value="([0-9a-f]{64})"/.exec(html);
  if (!m) throw new Error(`no csrf_token in page:\n${html.slice(0, 2000)}`);
  return m[1]!;
}

export class ConsoleClient extends TestBrowser {
  csrf = '';

  async page(path: string): Promise<{ status: number; html: string; res: Response }> {
    const res = await this.get(path);
    const html = await res.text();
    const m = /name="csrf_token" value="([0-9a-f]{64})"/.exec(html);
    if (m) this.csrf = m[1]!;
    return { status: res.status, html, res };
  }

  /** A form post with this page's CSRF token unless `csrf_token` is given (null: none at all). */
  async submit(path: string, fields: Record<string, string | string[]>, csrf: string | null = this.csrf): Promise<{ status: number; html: string; res: Response }> {
    const body = new URLSearchParams();
    if (csrf !== null) body.append('csrf_token', csrf);
    for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
    const res = await fetch(new URL(path, this.base), { method: 'POST', redirect: 'manual', body, headers: { cookie: this.cookieHeader } });
    return { status: res.status, html: await res.text(), res };
  }

  /** A script's request (uploads): the token in X-CSRF-Token unless null. */
  async send(path: string, body: Buffer | string, contentType: string, csrf: string | null = this.csrf): Promise<{ status: number; json: any; res: Response }> {
    const headers: Record<string, string> = { cookie: this.cookieHeader, 'content-type': contentType };
    if (csrf !== null) headers['x-csrf-token'] = csrf;
    const res = await fetch(new URL(path, this.base), { method: "POST", redirect: "manual", body: body as never, headers });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, res };
  }
}

export async function signIn(t: TestApp, u: { email: string; password: string }): Promise<ConsoleClient> {
  const b = new ConsoleClient(t.url);
  const form = await b.page('/console/sign-in');
  assert.equal(form.status, 200);
  const res = await b.post('/console/sign-in', { csrf_token: csrfOf(form.html), email: u.email, password: u.password, next: '/console/campaigns' });
  assert.equal(res.status, 303, 'sign-in answers with a redirect');
  assert.equal(res.headers.get('location'), '/console/campaigns');
  const home = await b.page('/console/campaigns');
  assert.equal(home.status, 200);
  return b;
}

/** Fields of a valid campaign form (the /manage/v1 names). */
export function campaignFields(over: Record<string, string> = {}): Record<string, string> {
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return {
    name: 'Console campaign',
    platform: 'ANDROID',
    package_name: 'com.example.console',
    bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
    'goal.goal_type': 'CPI',
    'goal.goal_value_for_all_countries': '1.25',
    'budget.daily_budget_for_all_countries': '300',
    targeting: 'US, GB',
    'targeting.US.region_codes': 'CA, NY',
    'tracking.tracking_method': 'TRACKER_01',
    'tracking.click_url': 'https://track.example/click?idfa={IDFA}',
    'tracking.impression_url': 'https://track.example/imp',
    start_date: start,
    end_date: end,
    ...over,
  };
}
