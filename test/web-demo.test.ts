// Issue 34 item 7: beside the app demo account, a demo shop of type WEB with its sample catalog,
// two campaigns, a creative set and 14 days of history; the banner names both. Both engines.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, it } from 'node:test';
import { DEMO_ACCOUNT_NAME, DEMO_SHOP_NAME, demoBanner, ensureDemo, type Demo } from '../src/root/demo.js';
import { DEMO_HISTORY_DAYS, seedDemoContent, type DemoContent } from '../src/surfaces/sandbox/demo-content.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage } from './helpers/manage.js';

await forEachDatabase('the demo shop (WEB)', (tdb) => {
  let t: TestApp;
  let demo: Demo;
  let content: DemoContent;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    demo = (await ensureDemo(t.c))!;
    const web = demo.creds.web!;
    content = await seedDemoContent(t.app, t.c, { id: Number(demo.creds.account_id), name: DEMO_ACCOUNT_NAME }, demo.creds, { id: Number(web.account_id), name: DEMO_SHOP_NAME, keys: web });
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('a first start makes the app account and a WEB shop; the credentials file holds both', async () => {
    const accounts = await t.c.accounts.listAccounts();
    assert.deepEqual(accounts.map((a) => [a.name, a.type]), [[DEMO_ACCOUNT_NAME, 'APP'], [DEMO_SHOP_NAME, 'WEB']]);
    const file = JSON.parse(fs.readFileSync(demo.file, 'utf8'));
    assert.equal(file.web.account_id, String(accounts[1]!.id));
    assert.equal(await t.c.accounts.authenticateKey('campaign', file.web.campaign_api_key), accounts[1]!.id);
    assert.ok(await t.c.accounts.verifyUser(file.web.user_email, file.web.user_password), 'the shop has a sign-in user');
    assert.deepEqual([content.campaigns, content.creativeSets], [6, 4]);
  });

  it('the shop: its sample catalog, two live WEB campaigns dated back 14 days, a set with its landing page', async () => {
    const web = demo.creds.web!;
    const who = { accountId: Number(web.account_id), key: web.campaign_api_key };
    const info = await manage(t, who, 'GET', '/campaign/catalog_info');
    assert.equal(info.body.catalogs.length, 1);
    const list = (await manage(t, who, 'GET', '/campaign/list')).body as Record<string, any>[];
    assert.equal(list.length, 2);
    assert.ok(list.every((c) => c.type === 'WEB' && c.status === 'LIVE' && c.website_url), JSON.stringify(list));
    assert.deepEqual(list.map((c) => c.goal.goal_type).sort(), ['CHK_ROAS', 'CPP']);
    assert.deepEqual(list.map((c) => c.audience_strategy).sort(), ['PROSPECTING', 'UNIVERSAL']);
    assert.equal(list.find((c) => c.is_dynamic_ads_enabled)?.catalog_id, info.body.catalogs[0].id);
    const first = new Date(Date.parse(`${t.c.clock.now().toISOString().slice(0, 10)}T00:00:00Z`) - DEMO_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
    assert.ok(list.every((c) => c.start_date.startsWith(first)));
    const sets = (await manage(t, who, 'GET', '/creative_set/list')).body as Record<string, any>[];
    assert.equal(sets.length, 1);
    assert.equal(sets[0]!.type, 'WEB');
    assert.match(sets[0]!.creative_set_url, /^https:\/\/shop\.example\/sale/);
    assert.deepEqual(sets[0]!.campaign_ids.length, 2);
  });

  it('14 days of delivery history for the shop\'s campaigns', async () => {
    const web = demo.creds.web!;
    const id = Number(web.account_id);
    const today = t.c.clock.now().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - DEMO_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
    for (const { campaign } of await t.c.campaigns.list(id, { offset: 0, limit: 10 })) {
      const days = (await t.c.campaigns.figures(id, { id: campaign.id }, from, today)).filter((d) => d.impressions > 0);
      assert.ok(days.length >= DEMO_HISTORY_DAYS - 1, `${campaign.name}: ${days.length} days with impressions`);
    }
  });

  it('the banner names both accounts', () => {
    const text = demoBanner('http://127.0.0.1:3000', demo, false);
    assert.match(text, new RegExp(`Demo account ${demo.creds.account_id} \\(an app advertiser, type APP\\)`));
    assert.match(text, new RegExp(`Demo shop ${demo.creds.web!.account_id} \\(a website advertiser, type WEB`));
    assert.match(text, /catalog_info/);
    assert.ok(!text.includes(demo.creds.web!.campaign_api_key), 'no secret unless asked');
  });
});
