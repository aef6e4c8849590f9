// WEB accounts' delivery for the reporting tests: LIVE campaigns with LIVE sets of approved assets.
import assert from 'node:assert/strict';
import type { TestApp } from './app.js';
import { finished, manage, upload, v2Campaign, type ManageAccount } from './manage.js';
import { html, png } from './upload-parts.js';

export interface Who extends ManageAccount {
  reportKey: string;
}

/**
 * A LIVE campaign with a LIVE set of approved assets, made as /manage/v1 makes campaigns; `web`
 * then gives it a WEB account's goal and fields in the database (the fixture's shortcut: what this
 * suite tests is delivery and reporting, not the WEB /manage/v1 rules, which web-accounts tests cover).
 */
export async function liveCampaign(t: TestApp, who: Who, name: string, web?: { bidType: string; goalPeriod: number | null; goal: string; audience: string | null; eventTarget?: string }) {
  const created = await manage(t, who, 'POST', '/campaign/create', {
    body: v2Campaign({ name, start_date: '2026-12-01', end_date: '2027-06-01', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING', goal: { goal_type: 'CPP', goal_value_for_all_countries: '20', roas_day_target: 'DAY7' }, targeting: [{ country_code: 'US' }, { country_code: 'BR' }] }),
  });
  assert.equal(created.status, 200, created.text);
  const id = String(created.body.id);
  assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id, type: 'APP', status: 'LIVE' } })).status, 200);
  const up = await upload(t, who, [{ name: `p-${id}.html`, contentType: 'text/html', data: html(Number(id)) }, { name: `b-${id}.png`, contentType: 'image/png', data: png(320, 50, Number(id)) }]);
  const files = (await finished(t, who, up.body.upload_id)).details as { id: string }[];
  assert.equal((await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: id, type: 'APP', name: `Set ${name}`, assets: files.map((f) => ({ id: f.id })) } })).status, 200);
  if (web) {
    await t.c.db.run('UPDATE campaigns SET bid_type = ?, goal_period = ?, website_url = ?, audience_strategy = ?, event_target = ?, package_name = ? WHERE id = ?', [web.bidType, web.goalPeriod, 'https://shop.example/', web.audience, web.eventTarget ?? null, '', Number(id)]);
    await t.c.db.run("UPDATE campaign_countries SET bid = ? WHERE campaign_id = ? AND country = 'DEFAULT'", [web.goal, Number(id)]);
  }
  return id;
}

