// Example requests of every /_sandbox operation, recorded like the other surfaces' (examples.ts)
// but on their own sandbox-enabled app: the sandbox exists only with SANDBOX=true, and its reset
// and restore would wipe what the other examples made. The journal's trace ids and durations
// differ on every run: they are replaced by fixed values so the drift check compares the rest.
import type { FastifyInstance } from 'fastify';
import type { Container } from '../http/container.js';
import { exampleRunner, type ExampleSet } from './examples.js';

export const EXAMPLE_SANDBOX_TOKEN = 'sbx_example-token-for-the-documentation';

const S = '/_sandbox';

/** A journal entry's volatile fields, fixed (everything else is as answered). */
function steady(body: unknown): unknown {
  if (!Array.isArray(body) || !body.some((e) => e && typeof e === 'object' && 'duration_ms' in e)) return body;
  const fix = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(fix);
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'trace_id' ? '4bf92f3577b34da6a3ce929d0e0e4736' : k === 'duration_ms' ? 3 : fix(x)]));
  };
  return fix(body);
}

export async function recordSandboxExamples(app: FastifyInstance, c: Container): Promise<ExampleSet> {
  const out: ExampleSet = {};
  const run = exampleRunner(app, out, steady);
  const auth = { authorization: `Bearer ${EXAMPLE_SANDBOX_TOKEN}` };
  c.startWorker();

  await run({ method: 'GET', path: `${S}/clock`, headers: auth });
  await run({ method: 'POST', path: `${S}/clock`, headers: auth, json: { advance_seconds: 3601 } });
  const acct = (await run({
    method: 'POST', path: `${S}/accounts`, headers: auth,
    json: { name: 'CI advertiser', keys: { campaign_api_key: 'ci-campaign-key-0000000001', management_key: 'ci-management-key-000000001' } },
  })).body as { account_id: string };
  const seeded = await run({
    method: 'POST', path: `${S}/seed`, headers: auth,
    json: {
      accounts: [{
        name: 'Acme Games',
        keys: { campaign_api_key: 'ci-acme-campaign-key-0001', management_key: 'ci-acme-management-key-0001' },
        users: [{ email: 'ada@acme.example', password: 'correct horse battery' }],
        oauth_apps: [{ name: 'Acme dashboard', kind: 'first-party', scopes: 'campaigns:write creatives:write' }],
        campaigns: [{
          name: 'Summer push', platform: 'ANDROID', package_name: 'com.acme.game', bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
          budget: { daily_budget_for_all_countries: '500' }, goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.5' },
          tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
          targeting: [{ country_code: 'US' }], start_date: '2030-06-01', is_continuous_delivery: true,
        }],
        assets: [{ name: 'playable.html', type: 'HOSTED_HTML' }, { name: 'banner.png', type: 'IMG_BANNER' }],
        creative_sets: [{ name: 'Launch set', campaigns: ['Summer push'], assets: ['playable.html', 'banner.png'], countries: ['US'], languages: ['ENGLISH'] }],
        suppression: [{ package_name: 'com.acme.game', ids: ['6f9619ff-8b86-d011-b42d-00c04fc964ff'] }],
      }],
    },
  });
  await run({ method: 'POST', path: `${S}/delivery/run`, headers: auth, json: {} });
  const acme = Number((seeded.body as { accounts: { account_id: string }[] }).accounts[0]!.account_id);
  const summer = (await c.campaigns.list(acme, { offset: 0, limit: 10 }))[0]!.campaign.hashedId;
  await run({
    method: 'POST', path: `${S}/delivery`, headers: auth,
    json: { rows: [
      { campaign_id: summer, day: 'today-9', country: 'US', impressions: 10000, clicks: 250, installs: 40, cost: 123.45, roas: { '7d': 120 } },
      { campaign_id: summer, day: 'today-9', country: 'DE', impressions: 5003, clicks: 101, installs: 20, cost: 50.07, revenue: { '0d': 12.5, '7d': 40 }, retention: { '1d': 40 } },
    ] },
  });
  await run({ method: 'DELETE', path: `${S}/delivery`, headers: auth, query: { campaign_id: summer, day: 'today-9', country: 'DE' } });
  await run({ method: 'GET', path: `${S}/postbacks`, headers: auth, query: { limit: '2' } });
  await run({ method: 'GET', path: `${S}/device-pool`, headers: auth, query: { package_name: 'com.acme.game', count: '3' } });
  await run({ method: 'POST', path: `${S}/settings`, headers: auth, json: { processing_delay_seconds: 0, oauth_auto_approve: true } });
  await run({ method: 'POST', path: `${S}/outcomes`, headers: auth, json: { target: 'asset_review', match: { account_id: acct.account_id, file_name: 'rejected-*.png' }, outcome: 'REJECTED', error_message: 'Text covers more than 20% of the image', delay_seconds: 60, times: 1 } });
  await run({ method: 'GET', path: `${S}/outcomes`, headers: auth });
  await run({ method: 'DELETE', path: `${S}/outcomes`, headers: auth });
  await run({ method: 'POST', path: `${S}/faults`, headers: auth, json: { method: 'GET', path: '/manage/v1/campaign/list', status: 503, times: 1 } });
  await run({ method: 'GET', path: `${S}/faults`, headers: auth });
  // the fault answers this request; the journal shows it
  await app.inject({ method: 'GET', url: `/manage/v1/campaign/list?account_id=${acct.account_id}`, headers: { authorization: 'ci-campaign-key-0000000001' } });
  await run({ method: 'DELETE', path: `${S}/faults`, headers: auth });
  await run({ method: 'GET', path: `${S}/requests`, headers: auth, query: { path: '/manage/v1/', limit: '1' } });
  await run({ method: 'DELETE', path: `${S}/requests`, headers: auth });
  await run({ method: 'POST', path: `${S}/limits/reset`, headers: auth, json: { account_id: acct.account_id } });
  await run({ method: 'POST', path: `${S}/snapshots`, headers: auth, json: { name: 'seeded' } });
  await run({ method: 'GET', path: `${S}/snapshots`, headers: auth });
  await run({ method: 'POST', path: `${S}/reset`, headers: auth, json: {} });
  await run({ method: 'POST', path: `${S}/snapshots/{name}/restore`, params: { name: 'seeded' }, headers: auth });
  await run({ method: 'DELETE', path: `${S}/snapshots/{name}`, params: { name: 'seeded' }, headers: auth });
  return out;
}
