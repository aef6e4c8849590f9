// Issue 34 items 1 and 3: a fixture document's `"type": "WEB"` account with its declared catalogs,
// WEB campaigns and creative sets; campaignctl catalogs; both engines.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage } from './helpers/manage.js';
import { CLI_MAIN } from './helpers/spawn-server.js';

const TOKEN = 'sbx_web-fixture-token-0123456789';
const WEB_KEY = 'cpk_web-fixture-campaign-key-01';

const fixture = {
  accounts: [
    {
      name: 'Fixture shop',
      type: 'WEB',
      keys: { campaign_api_key: WEB_KEY },
      catalogs: [{ id: '501', name: 'Spring', type: 'DOA', variant_sets: [{ id: 'vs-a', name: 'All', total_variants: 10, total_items: 4 }, { id: 'vs-b', name: 'Sale' }] }],
      assets: [{ name: 'clip.mp4', type: 'VID_SHORT_P' }, { name: 'tall.png', type: 'IMG_INTER_P' }],
      campaigns: [
        {
          name: 'Spring sale',
          website_url: 'https://shop.example/spring',
          bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING',
          budget: { daily_budget_for_all_countries: '100' },
          goal: { goal_type: 'CPP', roas_day_target: 'DAY7', goal_value_for_all_countries: '20' },
          targeting: [{ country_code: 'US' }],
          start_date: '2030-01-01',
          is_dynamic_ads_enabled: true,
          catalog_type: 'DOA',
          catalog_id: '501',
          variant_set_id: 'vs-b',
          audience_strategy: 'PROSPECTING',
        },
      ],
      creative_sets: [{ name: 'Spring set', campaigns: ['Spring sale'], assets: ['clip.mp4', 'tall.png'], creative_set_url: 'https://shop.example/spring?utm_source=axon' }],
    },
  ],
};

await forEachDatabase('WEB fixtures', (tdb) => {
  let t: TestApp;
  const seed = (doc: unknown) =>
    fetch(`${t.url}/_sandbox/seed`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(doc) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('seeds a WEB account with its catalogs, a dynamic-ads campaign and a set; seeding again changes nothing', async () => {
    const r = await seed(fixture);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.created, { accounts: 1, catalogs: 1, assets: 2, campaigns: 1, creative_sets: 1 });
    const who = { accountId: Number(r.body.accounts[0].account_id), key: WEB_KEY };
    assert.equal((await t.c.accounts.getAccount(who.accountId)).type, 'WEB');
    const info = await manage(t, who, 'GET', '/campaign/catalog_info');
    assert.deepEqual(info.body.catalogs.map((c: { id: string }) => c.id), ['1001', '501']);
    assert.deepEqual(info.body.catalogs[1].variant_sets[0], { id: 'vs-a', name: 'All', catalog_id: '501', total_variants: '10', total_items: '4' });
    const [c] = (await manage(t, who, 'GET', '/campaign/list')).body;
    assert.equal(c.type, 'WEB');
    assert.deepEqual([c.catalog_id, c.variant_set_id, c.audience_strategy], ['501', 'vs-b', 'PROSPECTING']);
    const [s] = (await manage(t, who, 'GET', '/creative_set/list')).body;
    assert.equal(s.type, 'WEB');
    assert.equal(s.creative_set_url, 'https://shop.example/spring?utm_source=axon');
    const again = await seed(fixture);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.created, {});
  });

  it('an existing account named with another type, catalogs on an APP account, a bad catalog: 400 naming the field', async () => {
    const other = await seed({ accounts: [{ ...fixture.accounts[0], type: 'APP' }] });
    assert.equal(other.status, 400);
    assert.equal(other.body.field, 'accounts[0].type');
    const appCat = await seed({ accounts: [{ name: 'App with catalog', catalogs: [{ id: '1', name: 'x' }] }] });
    assert.equal(appCat.status, 400);
    assert.match(appCat.body.message, /only for WEB accounts/);
    const bad = await seed({ accounts: [{ name: 'Shop two', type: 'WEB', catalogs: [{ id: '7', name: 'ok' }, { id: 'x y', name: 'bad' }] }] });
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.equal(bad.body.field, 'accounts[0].catalogs[1].id');
    const badType = await seed({ accounts: [{ name: 'Shop three', type: 'SHOP' }] });
    assert.equal(badType.status, 400);
    assert.equal(badType.body.field, 'accounts[0].type');
  });

  it('POST /_sandbox/accounts takes type and answers it', async () => {
    const r = await fetch(`${t.url}/_sandbox/accounts`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sbx shop', type: 'WEB' }) });
    const body = (await r.json()) as { type: string; account_id: string };
    assert.equal(r.status, 200);
    assert.equal(body.type, 'WEB');
  });
});

describe('campaignctl catalogs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-catalogs-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => spawnSync(process.execPath, [CLI_MAIN, '--data-dir', dir, '--json', ...args], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn' }, encoding: 'utf8', timeout: 20000 });

  it('adds a catalog to a WEB account and lists it after the sample; refuses an APP account and a used id', () => {
    const shop = JSON.parse(run(['accounts', 'create', '--name', 'Shop', '--type', 'WEB']).stdout);
    const added = run(['catalogs', 'add', '--account', shop.account_id, '--id', '3001', '--name', 'Winter', '--type', 'DPA', '--variant-set', '4001=All winter', '--variant-set', '4002=Coats']);
    assert.equal(added.status, 0, added.stderr);
    assert.deepEqual(JSON.parse(added.stdout).variant_sets, [{ id: '4001', name: 'All winter' }, { id: '4002', name: 'Coats' }]);
    const list = JSON.parse(run(['catalogs', 'list', '--account', shop.account_id]).stdout);
    assert.deepEqual(list.map((c: { id: string }) => c.id), ['1001', '3001']);
    const again = run(['catalogs', 'add', '--account', shop.account_id, '--id', '3001', '--name', 'Twice']);
    assert.notEqual(again.status, 0);
    assert.match(again.stderr, /3001/);
    const game = JSON.parse(run(['accounts', 'create', '--name', 'Game']).stdout);
    const refused = run(['catalogs', 'add', '--account', game.account_id, '--id', '1', '--name', 'x']);
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /only for WEB accounts/);
  });
});
