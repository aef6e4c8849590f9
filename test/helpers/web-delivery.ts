// WEB accounts' delivery for the reporting tests: a WEB account and LIVE campaigns made through
// /manage/v1 as a WEB client makes them (webCampaign), each with a LIVE set of approved assets (a
// landing page and a portrait video, the composition a WEB set needs).
import assert from 'node:assert/strict';
import { mp4 } from '../../src/core/sandbox/sample-media.js';
import type { TestApp } from './app.js';
import { finished, manage, upload, v2Campaign, webCampaign, type ManageAccount } from './manage.js';
import { html, png } from './upload-parts.js';

export interface Who extends ManageAccount {
  reportKey: string;
}

export async function reportAccount(t: TestApp, name: string, type: 'APP' | 'WEB'): Promise<Who> {
  const a = await t.c.accounts.createAccount(name, { type });
  return { accountId: a.account.id, key: a.campaignApiKey, reportKey: a.reportKey };
}

/** A LIVE WEB campaign (`goal` as /manage/v1 takes it) delivering to US and BR from 2026-12-01, with a LIVE set. */
export async function liveWebCampaign(t: TestApp, who: Who, name: string, goal: Record<string, unknown>, over: Record<string, unknown> = {}): Promise<string> {
  const created = await manage(t, who, 'POST', '/campaign/create', {
    body: webCampaign({ name, start_date: '2026-12-01T00:00:00', website_url: 'https://shop.example/', goal, targeting: [{ country_code: 'US' }, { country_code: 'BR' }], ...over }),
  });
  assert.equal(created.status, 200, created.text);
  const id = String(created.body.id);
  assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id, type: 'WEB', status: 'LIVE' } })).status, 200);
  const up = await upload(t, who, [
    { name: `p-${id}.html`, contentType: 'text/html', data: html(Number(id)) },
    { name: `v-${id}.mp4`, contentType: 'video/mp4', data: mp4({ width: 720, height: 1280, durationMs: 10_000 }) },
  ]);
  const files = (await finished(t, who, up.body.upload_id)).details as { id: string; file_status: string }[];
  assert.deepEqual(files.map((f) => f.file_status), ['SUCCESS', 'SUCCESS']);
  const set = await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: id, type: 'WEB', name: `Set ${name}`, assets: files.map((f) => ({ id: f.id })) } });
  assert.equal(set.status, 200, set.text);
  return id;
}

/** A LIVE APP campaign (CPP on day 7, CPM billing) with a LIVE set. */
export async function liveAppCampaign(t: TestApp, who: Who, name: string): Promise<string> {
  const created = await manage(t, who, 'POST', '/campaign/create', {
    body: v2Campaign({ name, start_date: '2026-12-01', end_date: '2027-06-01', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING', goal: { goal_type: 'CPP', goal_value_for_all_countries: '20', roas_day_target: 'DAY7' }, targeting: [{ country_code: 'US' }, { country_code: 'BR' }] }),
  });
  assert.equal(created.status, 200, created.text);
  const id = String(created.body.id);
  assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id, type: 'APP', status: 'LIVE' } })).status, 200);
  const up = await upload(t, who, [{ name: `p-${id}.html`, contentType: 'text/html', data: html(Number(id)) }, { name: `b-${id}.png`, contentType: 'image/png', data: png(320, 50, Number(id)) }]);
  const files = (await finished(t, who, up.body.upload_id)).details as { id: string }[];
  assert.equal((await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: id, type: 'APP', name: `Set ${name}`, assets: files.map((f) => ({ id: f.id })) } })).status, 200);
  return id;
}
