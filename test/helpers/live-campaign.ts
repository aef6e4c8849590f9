// A LIVE /manage/v1 campaign with a LIVE creative set (a playable and a banner: two ads, both
// processed), delivering from the platform clock's today: what the delivery and report tests start from.
import assert from 'node:assert/strict';
import type { TestApp } from './app.js';
import { finished, manage, upload, v2Campaign, type ManageAccount } from './manage.js';
import { html, png } from './upload-parts.js';

export async function liveCampaign(t: TestApp, who: ManageAccount, over: Record<string, unknown> = {}): Promise<{ id: string; hashedId: string }> {
  const created = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: t.c.clock.now().toISOString().slice(0, 10), end_date: '2027-06-01', ...over }) });
  assert.equal(created.status, 200, created.text);
  const id = String(created.body.id);
  assert.equal((await manage(t, who, 'POST', '/campaign/update', { body: { id, type: 'APP', status: 'LIVE' } })).status, 200);
  const up = await upload(t, who, [{ name: `play-${id}.html`, contentType: 'text/html', data: html(Number(id)) }, { name: `banner-${id}.png`, contentType: 'image/png', data: png(320, 50, Number(id)) }]);
  const files = (await finished(t, who, up.body.upload_id)).details as { id: string; file_status: string }[];
  assert.deepEqual(files.map((f) => f.file_status), ['SUCCESS', 'SUCCESS']);
  const set = await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: id, type: 'APP', name: `Set ${id}`, assets: files.map((f) => ({ id: f.id })) } });
  assert.equal(set.status, 200, set.text);
  const list = await manage(t, who, 'GET', '/campaign/list', { query: { ids: id } });
  return { id, hashedId: list.body[0].hashed_id };
}
