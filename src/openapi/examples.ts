// Example requests of every documented operation, run against a real app on a fresh in-memory
// database with a fixed clock and seeded ids, so their answers are real and the same every time.
// `npm run openapi` records them into src/openapi/examples.json, which the documents embed; the
// CI drift check (`npm run openapi:check`) records them again and fails when an answer changed,
// so an example can never stop working unnoticed.
import type { FastifyInstance } from 'fastify';
import type { Container } from '../http/container.js';
import { png } from '../core/sandbox/sample-media.js';

export interface OperationExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  request?: { contentType: string; value: unknown };
  response: { status: number; contentType: string; value: unknown };
}
/** Keyed by "METHOD /path/{param}" as in the OpenAPI documents. */
export type ExampleSet = Record<string, OperationExample>;

export const EXAMPLE_CLOCK = '2026-01-15T09:00:00.000Z';
export const EXAMPLE_SEED = 'campaign-platform documentation examples';

export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  /** Template as documented, e.g. /campaign_management/v1/campaign/{campaign_id}. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: { fields?: Record<string, string>; files?: { field: string; name: string; type: string; data: Buffer }[] };
  text?: string;
}

/** Runs example calls against the app, recording each under "METHOD /path" in `out`. */
export function exampleRunner(app: FastifyInstance, out: ExampleSet, normalize: (body: unknown) => unknown = (b) => b): (call: Call) => Promise<{ status: number; body: unknown }> {
  const run = async (call: Call): Promise<{ status: number; body: unknown }> => {
    const url = call.path.replace(/\{([^}]+)\}/g, (_m, k: string) => encodeURIComponent(call.params![k]!));
    const qs = call.query ? `?${new URLSearchParams(call.query)}` : '';
    const headers: Record<string, string> = { ...(call.headers ?? {}) };
    let payload: string | Buffer | undefined;
    let request: OperationExample['request'];
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.json);
      request = { contentType: 'application/json', value: call.json };
    } else if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(call.form).toString();
      request = { contentType: 'application/x-www-form-urlencoded', value: call.form };
    } else if (call.multipart) {
      const boundary = 'example-boundary-7MA4YWxkTrZu0gW';
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(call.multipart.fields ?? {})) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      for (const f of call.multipart.files ?? []) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      payload = Buffer.concat(parts);
      const files = call.multipart.files ?? [];
      const fileValue = (f: (typeof files)[number]) => `(binary: ${f.name}, ${f.type})`;
      const value: Record<string, unknown> = { ...(call.multipart.fields ?? {}) };
      for (const f of files) value[f.field] = f.field === 'files' ? [...((value.files as string[] | undefined) ?? []), fileValue(f)] : fileValue(f);
      request = { contentType: 'multipart/form-data', value };
    } else if (call.text !== undefined) {
      headers['content-type'] = 'text/plain';
      payload = call.text;
      request = { contentType: 'text/plain', value: call.text };
    }
    const res = await app.inject({ method: call.method, url: `${url}${qs}`, headers, payload });
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!;
    const body = contentType === 'application/json' ? (JSON.parse(res.body) as unknown) : res.body;
    if (res.statusCode >= 300) throw new Error(`example ${call.method} ${call.path} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    out[`${call.method} ${call.path}`] = {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(request ? { request } : {}),
      response: { status: res.statusCode, contentType, value: normalize(body) },
    };
    return { status: res.statusCode, body };
  };

  return run;
}

export async function recordExamples(app: FastifyInstance, c: Container): Promise<ExampleSet> {
  const out: ExampleSet = {};
  const { account, campaignApiKey, managementKey, reportKey } = await c.accounts.createAccount('Example advertiser');
  const { app: oauthApp, clientSecret } = await c.accounts.createOAuthApp({ accountId: account.id, name: 'Example tool', kind: 'first-party', scopes: 'campaigns:write creatives:write source_bids:write' });
  const partner = await c.accounts.createOAuthApp({ accountId: account.id, name: 'Example partner', kind: 'third-party', scopes: 'campaigns:read', redirectUri: 'https://partner.example/callback' });
  const v2 = { account_id: String(account.id) };

  const run = exampleRunner(app, out);
  // ---- OAuth: a token for the first generation -----------------------------------------------
  const tok = (await run({ method: 'POST', path: '/oauth/v1/access_token', form: { grant_type: 'client_credentials', client_id: oauthApp.clientId, client_secret: clientSecret, scope: 'campaigns:write creatives:write source_bids:write' } })).body as { accessToken: { access_token: string } };
  const bearer = { authorization: `Bearer ${tok.accessToken.access_token}` };
  await run({ method: 'POST', path: '/oauth/v1/introspect', form: { token: tok.accessToken.access_token, client_id: oauthApp.clientId, client_secret: clientSecret } });
  await run({
    method: 'GET',
    path: '/oauth/initialize',
    query: { client_id: partner.app.clientId, redirect_uri: 'https://partner.example/callback', response_type: 'code', scope: 'campaigns:read', state: 'af0ifjsldkj' },
  });

  // ---- first generation -------------------------------------------------------------------
  const V1 = '/campaign_management/v1';
  const created = (await run({ method: 'POST', path: `${V1}/campaign`, headers: bearer, json: { name: 'Dig Android', platform: 'android', package_name: 'com.example.dig', bid_type: 'CPI', tracking_method: 'tracker_01' } })).body as { campaign_id: string };
  const campaign = { campaign_id: created.campaign_id };
  await run({ method: 'POST', path: `${V1}/campaign/{campaign_id}`, params: campaign, headers: bearer, json: { name: 'Dig Android - US, DE', status: true } });
  await run({ method: 'GET', path: `${V1}/campaign/{campaign_id}`, params: campaign, headers: bearer });
  await run({ method: 'GET', path: `${V1}/campaigns`, headers: bearer });
  await run({
    method: 'POST', path: `${V1}/campaign_targets/{campaign_id}`, params: campaign, headers: bearer,
    json: { countries: [{ DEFAULT: { bid: 1.5, budget: 100, click_url: 'https://tracker.example/click?cid={CAMPAIGN_ID}&cc={CC}' } }, { us: {} }, { de: {} }] },
  });
  await run({ method: 'GET', path: `${V1}/campaign_targets/{campaign_id}`, params: campaign, headers: bearer });
  await run({ method: 'POST', path: `${V1}/sources/{campaign_id}`, params: campaign, headers: bearer, json: [{ app_id: '12345', status: false }] });
  await run({ method: 'GET', path: `${V1}/sources/{campaign_id}`, params: campaign, query: { limit: '50', offset: '0' }, headers: bearer });
  const set = (await run({ method: 'POST', path: `${V1}/creative_set`, headers: bearer, json: { campaign_id: created.campaign_id, name: 'Launch', countries: ['us'], languages: ['en'] } })).body as { creative_set_id: string; ads: { id: number }[] };
  const setRef = { creative_set_id: set.creative_set_id };
  await run({ method: 'POST', path: `${V1}/creative_set/{creative_set_id}`, params: setRef, headers: bearer, json: { name: 'Launch (US)', countries: ['us', 'de'] } });
  await run({ method: 'POST', path: `${V1}/creative_set/{creative_set_id}/sizes`, params: setRef, headers: bearer, json: { BANNER: false } });
  await run({ method: 'POST', path: `${V1}/creative_set_assets/{creative_set_id}`, params: setRef, headers: bearer, multipart: { fields: { type: 'TXT_TITLE', asset: 'Dig deeper' } } });
  await run({ method: 'GET', path: `${V1}/creative_sets/{campaign_id}`, params: campaign, headers: bearer });
  await run({ method: 'GET', path: `${V1}/ads/{creative_set_id}`, params: setRef, headers: bearer });
  const ad = { ad_id: String(set.ads[0]!.id) };
  await run({ method: 'POST', path: `${V1}/ad/{ad_id}`, params: ad, headers: bearer, json: { name: 'Preload hero', status: true } });
  await run({ method: 'GET', path: `${V1}/ad/{ad_id}`, params: ad, headers: bearer });

  // ---- second generation ------------------------------------------------------------------
  const M = '/manage/v1';
  const key = { authorization: campaignApiKey };
  const v2c = (await run({
    method: 'POST', path: `${M}/campaign/create`, query: v2, headers: key,
    json: {
      name: 'Summer push', type: 'APP', platform: 'ANDROID', package_name: 'com.example.game', bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { daily_budget_for_all_countries: '5000' }, goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.5' },
      tracking: { click_url: 'https://tracker.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://tracker.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
      targeting: [{ country_code: 'US' }, { country_code: 'DE' }], start_date: '2030-02-01', end_date: '2030-03-01',
    },
  })).body as { id: string };
  await run({ method: 'POST', path: `${M}/campaign/update`, query: v2, headers: key, json: { id: v2c.id, type: 'APP', name: 'Summer push (US, DE)', status: 'LIVE' } });
  await run({ method: 'GET', path: `${M}/campaign/list`, query: { ...v2, ids: v2c.id, page: '1', size: '100' }, headers: key });
  const up = (await run({
    method: 'POST', path: `${M}/asset/upload`, query: v2, headers: key,
    multipart: { files: [
      { field: 'files', name: 'playable.html', type: 'text/html', data: Buffer.from('<!doctype html><title>Dig</title><canvas id="c"></canvas><script>/* game */</script>\n') },
      { field: 'files', name: 'banner.png', type: 'image/png', data: examplePng(320, 50) },
    ] },
  })).body as { upload_id: string };
  c.startWorker();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await app.inject({ method: 'GET', url: `${M}/asset/upload_result?${new URLSearchParams({ ...v2, upload_id: up.upload_id })}`, headers: key });
    if ((JSON.parse(r.body) as { upload_status?: string }).upload_status === 'FINISHED') break;
    if (Date.now() > deadline) throw new Error(`example upload did not finish: ${r.body}`);
    await new Promise((res) => setTimeout(res, 50));
  }
  const result = (await run({ method: 'GET', path: `${M}/asset/upload_result`, query: { ...v2, upload_id: up.upload_id }, headers: key })).body as { details: { id: string; name: string }[] };
  const htmlId = result.details.find((d) => d.name === 'playable.html')!.id;
  const bannerId = result.details.find((d) => d.name === 'banner.png')!.id;
  await run({ method: 'GET', path: `${M}/asset/list`, query: { ...v2, resource_type: 'image', page: '1', size: '100' }, headers: key });
  const v2s = (await run({
    method: 'POST', path: `${M}/creative_set/create`, query: v2, headers: key,
    json: { campaign_id: v2c.id, type: 'APP', name: 'Playable + banner', assets: [{ id: htmlId }, { id: bannerId }], countries: ['US'], languages: ['ENGLISH'] },
  })).body as { id: string };
  await run({ method: 'POST', path: `${M}/creative_set/update`, query: v2, headers: key, json: { id: v2s.id, campaign_id: v2c.id, type: 'APP', name: 'Playable + banner (US)' } });
  await run({ method: 'POST', path: `${M}/creative_set/clone`, query: v2, headers: key, json: { campaign_id: v2c.id, creative_set_id: v2s.id, status: 'PAUSED' } });
  await run({ method: 'GET', path: `${M}/creative_set/list`, query: { ...v2, ids: v2s.id, page: '1', size: '100' }, headers: key });
  await run({ method: 'GET', path: `${M}/creative_set/list_by_campaign_id`, query: { ...v2, ids: v2c.id }, headers: key });
  // the current service's associations: one set in two campaigns, one asset in two sets
  const v2c2 = (await run({
    method: 'POST', path: `${M}/campaign/create`, query: v2, headers: key,
    json: {
      name: 'Autumn push', type: 'APP', platform: 'ANDROID', package_name: 'com.example.game', bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { daily_budget_for_all_countries: '3000' }, goal: { goal_type: 'CPI', goal_value_for_all_countries: '2' },
      tracking: { click_url: 'https://tracker.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://tracker.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
      targeting: [{ country_code: 'US' }], start_date: '2030-09-01', end_date: '2030-10-01',
    },
  })).body as { id: string };
  const loose = (await run({ method: 'POST', path: `${M}/creative_set/create`, query: v2, headers: key, json: { type: 'APP', name: 'Built first, linked later', assets: [{ id: htmlId }] } })).body as { id: string };
  await run({ method: 'POST', path: `${M}/creative_set/add-to-campaigns`, query: v2, headers: key, json: { campaign_ids: [v2c.id, v2c2.id], creative_set_ids: [v2s.id, loose.id] } });
  await run({ method: 'POST', path: `${M}/asset/add-to-creative-sets`, query: v2, headers: key, json: { asset_ids: [bannerId], creative_set_ids: [loose.id] } });
  await run({ method: 'POST', path: `${M}/asset/remove-from-creative-sets`, query: v2, headers: key, json: { asset_id: bannerId, creative_set_ids: [loose.id] } });
  await run({ method: 'POST', path: `${M}/creative_set/remove-from-campaigns`, query: v2, headers: key, json: { campaign_ids: [v2c2.id], creative_set_id: v2s.id } });
  await run({ method: 'POST', path: `${M}/creative_set/remove-from-all-campaigns`, query: v2, headers: key, json: { creative_set_ids: [loose.id] } });
  await run({ method: 'POST', path: `${M}/asset/remove-from-all-creative-sets`, query: v2, headers: key, json: { asset_ids: [htmlId] } });

  // ---- suppression --------------------------------------------------------------------------
  const ids = '6f9619ff-8b86-d011-b42d-00c04fc964ff\n1B4E28BA-2FA1-11D2-883F-0016D3CCA427\nnot-an-id\n';
  await run({ method: 'POST', path: '/suppressionApps', query: { api_key: managementKey, package_name: 'com.example.dig' }, text: ids });
  await run({ method: 'POST', path: '/deleteSuppressionApps', query: { api_key: managementKey, package_name: 'com.example.dig' }, text: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });

  // ---- reporting: yesterday's simulated delivery of the live campaigns above ----------------------
  const yesterday = new Date(Date.parse(EXAMPLE_CLOCK) - 86_400_000).toISOString().slice(0, 10);
  // the second generation's live campaign above, moved to start a week ago (through the core: the
  // update example is recorded already), delivers yesterday
  await c.campaigns.update(account.id, { id: Number(v2c.id) }, { startAt: new Date(Date.parse(EXAMPLE_CLOCK) - 7 * 86_400_000), endAt: new Date('2030-03-01T00:00:00Z') });
  await c.delivery.backfill(yesterday, yesterday);
  await run({ method: 'GET', path: '/report', query: { api_key: reportKey, report_type: 'advertiser', start: yesterday, end: yesterday, columns: 'day,campaign,campaign_id_external,campaign_package_name,country,impressions,clicks,installs,cost,average_cpa,total_rev_0d,roas_0d', day_column: 'day', format: 'json', sort_cost: 'DESC', limit: '5' } });
  await run({ method: 'GET', path: '/probabilisticReport', query: { api_key: reportKey, report_type: 'advertiser', start: yesterday, end: yesterday, columns: 'day,campaign,platform,device_type,impressions,conversions,cost', format: 'json', sort_cost: 'DESC', limit: '5' } });
  await run({ method: 'GET', path: '/skaReport', query: { api_key: reportKey, report_type: 'advertiser', start: yesterday, end: yesterday, columns: 'day,campaign,platform,country,impressions,installs,conversions,cost,first_purchase', format: 'json', limit: '5' } });

  // last: revoking the token the examples above used
  await run({ method: 'POST', path: '/oauth/v1/revoke', form: { token: tok.accessToken.access_token, client_id: oauthApp.clientId, client_secret: clientSecret } });
  return out;
}

/** A valid RGB PNG of this size in one flat grey (the sandbox's generated media), so the examples need no files. */
export function examplePng(width: number, height: number): Buffer {
  return png(width, height, [0x3c, 0x3c, 0x3c]);
}
