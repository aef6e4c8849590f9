// The SDK in one file: every surface with the demo account of a local platform.
//
//   npm install && npm run build
//   npm start &                                   # writes ./data/demo-credentials.json on first start
//   node docs/examples/sdk-quickstart.mjs         # CP_URL / CP_CREDENTIALS to point elsewhere
//
// Outside this repository, import from '@campaign-platform/sdk' (the package in sdk/) instead.
import fs from 'node:fs';
import { CampaignPlatform, CampaignPlatformError, ok } from '../../sdk/dist/index.js';

const baseUrl = process.env.CP_URL ?? 'http://127.0.0.1:8080';
const demo = JSON.parse(fs.readFileSync(process.env.CP_CREDENTIALS ?? 'data/demo-credentials.json', 'utf8'));

const cp = new CampaignPlatform({
  baseUrl,
  credentials: {
    accountId: demo.account_id, // /manage/v1: sent as account_id on every call
    campaignApiKey: demo.campaign_api_key, // /manage/v1
    managementKey: demo.management_key, // suppression lists
    reportKey: demo.report_key, // GET /report
    // /campaign_management/v1: client credentials, cached and renewed before they expire
    oauth: { clientId: demo.client_id, clientSecret: demo.client_secret, scope: 'campaigns:write creatives:write' },
  },
  // 429, 503 and lost connections are retried (Retry-After honoured); every POST carries one Idempotency-Key for all its tries
  onRetry: (e) => console.error(`retrying ${e.method} ${e.path} in ${e.delayMs} ms (${e.reason})`),
});

// a campaign through /manage/v1 (typed from openapi/manage-v1.json)
const { id } = await cp.campaigns.create({
  name: `SDK example ${new Date().toISOString().slice(0, 19)}`,
  type: 'APP',
  platform: 'ANDROID',
  package_name: 'com.example.sdkdemo',
  bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
  budget: { daily_budget_for_all_countries: '100' },
  goal: { goal_type: 'CPI', goal_value_for_all_countries: '1.5' },
  tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
  targeting: [{ country_code: 'US' }],
  start_date: '2030-01-01',
  end_date: '2030-12-31',
});
console.log(`created campaign ${id}`);

// every campaign, page by page
for await (const c of cp.campaigns.all()) console.log(`  ${c.id} ${c.name} ${c.status}`);

// the same campaign through the first generation, with an OAuth token the SDK fetched itself
const v1 = await ok(cp.v1.GET('/campaign_management/v1/campaigns'));
console.log(`/campaign_management/v1 sees ${v1.length} campaigns`);

// an upload streamed with progress, then processed in the background until every file is final
const playable = Buffer.from('<!doctype html><html><head><title>Play</title></head><body><canvas></canvas></body></html>\n');
const up = await cp.assets.upload([{ name: 'playable.html', data: playable }], {
  onProgress: (p) => p.fileDone && console.log(`  sent ${p.name} (${p.fileBytes} bytes)`),
});
const result = await cp.waitForUpload(up.uploadId);
for (const f of result.details) console.log(`  ${f.name}: ${f.file_status}${f.error_message ? ` (${f.error_message})` : ''}`);

// a suppression list from any async iterable of ids, sent in bounded chunks
async function* ids() {
  yield '6f9619ff-8b86-d011-b42d-00c04fc964ff';
  yield '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  yield 'not-an-id';
}
const totals = await cp.suppression.add('com.example.sdkdemo', ids());
console.log(`suppression: ${totals.valid} valid, ${totals.invalid} invalid`);

// the report, every row, page by page
let rows = 0;
for await (const row of cp.reports.rows({ start: 'now', end: 'now', columns: ['day', 'campaign', 'impressions', 'cost'] })) rows += row ? 1 : 0;
console.log(`report: ${rows} rows today`);

// one error class for every surface: status, the surface's code, field, rule, trace id
try {
  await cp.campaigns.update({ id, type: 'APP', budget: { daily_budget_for_all_countries: 'a lot' } });
} catch (e) {
  if (!(e instanceof CampaignPlatformError)) throw e;
  console.log(`refused as expected: ${e.status} ${e.code} field=${e.field} rule="${e.rule}" trace=${e.traceId}`);
}
cp.close();
