// An account with every kind of credential, and an SDK client for it, against a test server.
import { CampaignPlatform, type ClientOptions } from '../../sdk/src/index.js';
import type { TestApp } from './app.js';

export interface SdkAccount {
  accountId: number;
  campaignApiKey: string;
  managementKey: string;
  reportKey: string;
  clientId: string;
  clientSecret: string;
}

export const ALL_SCOPES = 'campaigns:write creatives:write source_bids:write';

export async function sdkAccount(t: TestApp, name = 'SDK test'): Promise<SdkAccount> {
  const a = await t.c.accounts.createAccount(name);
  const { app, clientSecret } = await t.c.accounts.createOAuthApp({ accountId: a.account.id, name: 'SDK app', kind: 'first-party', scopes: ALL_SCOPES });
  return { accountId: a.account.id, campaignApiKey: a.campaignApiKey, managementKey: a.managementKey, reportKey: a.reportKey, clientId: app.clientId, clientSecret };
}

/** A client with every credential of the account (and the sandbox token when given). */
export function sdkClient(t: TestApp, a: SdkAccount, over: Partial<ClientOptions> & { sandboxToken?: string } = {}): CampaignPlatform {
  const { sandboxToken, ...rest } = over;
  return new CampaignPlatform({
    baseUrl: t.url,
    credentials: {
      accountId: a.accountId,
      campaignApiKey: a.campaignApiKey,
      managementKey: a.managementKey,
      reportKey: a.reportKey,
      sandboxToken,
      oauth: { clientId: a.clientId, clientSecret: a.clientSecret, scope: ALL_SCOPES },
    },
    retry: { baseDelayMs: 20, maxDelayMs: 3000 },
    ...rest,
  });
}

/** A fetch that records the requests it sends (the real fetch does the sending). */
export function recordingFetch(): { fetch: (r: Request) => Promise<Response>; sent: { method: string; url: URL; headers: Headers }[] } {
  const sent: { method: string; url: URL; headers: Headers }[] = [];
  return {
    sent,
    fetch: (r: Request) => {
      sent.push({ method: r.method, url: new URL(r.url), headers: new Headers(r.headers) });
      return fetch(r);
    },
  };
}

/** A complete campaign/create body. */
export function campaignBody(over: Record<string, unknown> = {}) {
  return {
    name: 'SDK campaign',
    type: 'APP' as const,
    platform: 'ANDROID',
    package_name: 'com.example.sdk',
    bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
    budget: { daily_budget_for_all_countries: '500' },
    goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.5' },
    tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
    targeting: [{ country_code: 'US' }],
    start_date: '2030-01-10',
    end_date: '2030-02-10',
    ...over,
  };
}
