// Issue 25, items 4, 5 and 14: the demo account of a first start is a believable account (campaigns
// on both platforms with targets, creative sets whose generated files pass processing and review,
// a suppression list, two weeks of delivery history the reports read); a rotated key of it is
// written to demo-credentials.json, so the banner's curl lines keep working; a process on a
// database that already has accounts says so instead of "Create an account". Both engines.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { accountsNote, DEMO_ACCOUNT_NAME, ensureDemo, type Demo } from '../src/root/demo.js';
import { DEMO_HISTORY_DAYS, seedDemoContent, type DemoContent } from '../src/surfaces/sandbox/demo-content.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage } from './helpers/manage.js';

await forEachDatabase('the demo account of a first start', (tdb) => {
  let t: TestApp;
  let demo: Demo;
  let content: DemoContent;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  describe('first start', () => {
    it('an empty database suggests creating an account', async () => {
      assert.match(await accountsNote(t.c), /Create an account with: npx campaignctl accounts create/);
    });

    it('makes the account and its content', async () => {
      demo = (await ensureDemo(t.c))!;
      assert.equal(demo.created, true);
      content = await seedDemoContent(t.app, t.c, { id: Number(demo.creds.account_id), name: DEMO_ACCOUNT_NAME }, demo.creds);
      assert.deepEqual([content.campaigns, content.creativeSets], [4, 3]);
      assert.ok(content.suppressed > 0 && content.rows > 0, JSON.stringify(content));
    });

    it('campaigns on both platforms, with their country targets; three live, one paused', async () => {
      const who = { accountId: Number(demo.creds.account_id), key: demo.creds.campaign_api_key };
      const list = (await manage(t, who, 'GET', '/campaign/list')).body as { platform: string; status: string; targeting: { country_code: string }[]; start_date: string }[];
      assert.deepEqual([...new Set(list.map((c) => c.platform))].sort(), ['ANDROID', 'IOS']);
      assert.ok(list.every((c) => c.targeting.length >= 2), JSON.stringify(list.map((c) => c.targeting)));
      assert.deepEqual(list.map((c) => c.status).sort(), ['LIVE', 'LIVE', 'LIVE', 'PAUSED']);
      const first = new Date(Date.parse(`${t.c.clock.now().toISOString().slice(0, 10)}T00:00:00Z`) - DEMO_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
      assert.ok(list.every((c) => c.start_date.startsWith(first)), 'dated back to the first day of the history');
    });

    it('creative sets whose generated files passed processing and review, with their ads', async () => {
      const who = { accountId: Number(demo.creds.account_id), key: demo.creds.campaign_api_key };
      const assets = (await manage(t, who, 'GET', '/asset/list')).body as { name: string; status: string; asset_type: string }[];
      assert.equal(assets.length, 7);
      assert.ok(assets.every((a) => a.status === 'ACTIVE'), JSON.stringify(assets));
      const sets = await t.c.creatives.sets.list({ accountId: who.accountId, page: 1, size: 100 });
      assert.equal(sets.length, 3);
      for (const v of sets) {
        assert.ok(v.members.length >= 2 && v.members.every((m) => m.status === 'ready'), v.set.name);
        assert.ok(v.ads.length > 0, `${v.set.name} has ads`);
      }
    });

    it('a suppression list drawn from the app\'s own device pool', async () => {
      assert.equal(await t.c.suppression.count(Number(demo.creds.account_id), 'com.example.digdeeper'), content.suppressed);
      const [one] = t.c.delivery.devicePool('com.example.digdeeper');
      assert.equal(await t.c.suppression.contains(Number(demo.creds.account_id), 'com.example.digdeeper', one!), true);
    });

    it('two weeks of delivery history the reporting API reads, day by day', async () => {
      const today = t.c.clock.now().toISOString().slice(0, 10);
      const start = new Date(Date.parse(`${today}T00:00:00Z`) - DEMO_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
      const r = await fetch(`${t.url}/report?${new URLSearchParams({ api_key: demo.creds.report_key!, report_type: 'advertiser', start, end: today, columns: 'day,impressions,installs,cost', format: 'json' })}`);
      assert.equal(r.status, 200);
      const days = ((await r.json()) as { results: { day: string; cost: string; installs: string }[] }).results;
      const delivered = days.filter((d) => Number(d.cost) > 0 && Number(d.installs) > 0).map((d) => d.day);
      assert.ok(delivered.length >= DEMO_HISTORY_DAYS, `days with spend: ${delivered.join(', ')}`);
      // the first generation's yesterday figures come from the same history
      const yesterday = await t.c.campaigns.listWithYesterday(Number(demo.creds.account_id));
      assert.ok(yesterday.some((x) => Number(x.figures.spend) > 0));
    });

    it('a second start on the same database finds the account: no new demo, the note names what is there', async () => {
      const again = await ensureDemo(t.c);
      assert.equal(again?.created, false);
      assert.equal((await t.c.accounts.listAccounts()).length, 1);
      // a process whose DATA_DIR has no credentials file (another machine on the same PostgreSQL)
      fs.renameSync(demo.file, `${demo.file}.away`);
      try {
        assert.equal(await ensureDemo(t.c), undefined);
        const note = await accountsNote(t.c);
        assert.doesNotMatch(note, /Create an account/);
        assert.match(note, /This database has 1 account \(npx campaignctl accounts list\)/);
        assert.match(note, new RegExp(`Demo account ${demo.creds.account_id}: its credentials are in demo-credentials.json`));
      } finally {
        fs.renameSync(`${demo.file}.away`, demo.file);
      }
    });
  });

  describe('key rotation (item 5)', () => {
    it('a rotated key of the demo account is written to demo-credentials.json (mode 0600); the file opens the account again', async () => {
      for (const kind of ['campaign', 'management', 'report'] as const) {
        const key = await t.c.accounts.rotateKey(Number(demo.creds.account_id), kind);
        const file = JSON.parse(fs.readFileSync(demo.file, 'utf8')) as Record<string, string>;
        assert.equal(file[{ campaign: 'campaign_api_key', management: 'management_key', report: 'report_key' }[kind]], key);
        assert.equal(fs.statSync(demo.file).mode & 0o777, 0o600);
      }
      const creds = JSON.parse(fs.readFileSync(demo.file, 'utf8')) as { account_id: string; campaign_api_key: string; client_secret: string };
      assert.equal((await manage(t, { accountId: Number(creds.account_id), key: creds.campaign_api_key }, 'GET', '/campaign/list')).status, 200);
      // the banner is shown again on the next start: the file still opens the account
      assert.equal((await ensureDemo(t.c))?.created, false);
      assert.equal(creds.client_secret, demo.creds.client_secret, 'the rest is kept');
    });

    it("another account's rotation leaves the file alone", async () => {
      const before = fs.readFileSync(demo.file, 'utf8');
      const { account } = await t.c.accounts.createAccount('Someone else');
      await t.c.accounts.rotateKey(account.id, 'campaign');
      assert.equal(fs.readFileSync(demo.file, 'utf8'), before);
    });
  });
});
