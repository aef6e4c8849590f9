// POST /_sandbox/accounts: an account with everything a test needs to use all three surfaces at
// once: its three keys (random, or fixed ones a CI config can hard-code), a sign-in user and a
// first-party OAuth app holding every scope.
import type { AccountsService } from '../accounts/accounts-service.js';
import { OAUTH_SCOPES } from '../accounts/model.js';
import type { IdGenerator } from '../shared/ports.js';

export interface SandboxAccountInput {
  name: unknown;
  keys?: { campaign_api_key?: unknown; management_key?: unknown; report_key?: unknown };
  /** APP (default) or WEB. */
  type?: unknown;
}

export interface SandboxAccount {
  account_id: string;
  type: string;
  campaign_api_key: string;
  management_key: string;
  report_key: string;
  user: { email: string; password: string };
  first_party_app: { client_id: string; client_secret: string };
}

export async function createSandboxAccount(accounts: AccountsService, ids: IdGenerator, input: SandboxAccountInput): Promise<SandboxAccount> {
  const keys = input.keys ?? {};
  const { account, campaignApiKey, managementKey, reportKey } = await accounts.createAccount(String(input.name ?? ''), {
    ...(keys.campaign_api_key === undefined ? {} : { campaignApiKey: keys.campaign_api_key as string }),
    ...(keys.management_key === undefined ? {} : { managementKey: keys.management_key as string }),
    ...(keys.report_key === undefined ? {} : { reportKey: keys.report_key as string }),
    type: input.type,
  });
  const email = `sandbox+${account.id}@example.com`;
  const password = ids.secret('').slice(0, 20);
  await accounts.createUser(account.id, email, password);
  const { app, clientSecret } = await accounts.createOAuthApp({ accountId: account.id, name: `${account.name} (sandbox)`, kind: 'first-party', scopes: OAUTH_SCOPES.join(' ') });
  return {
    account_id: String(account.id),
    type: account.type,
    campaign_api_key: campaignApiKey,
    management_key: managementKey,
    report_key: reportKey,
    user: { email, password },
    first_party_app: { client_id: app.clientId, client_secret: clientSecret },
  };
}
