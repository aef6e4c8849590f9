// Issue 22, items 4 and 6, on both engines: a `having` whose arithmetic overflows is the same 400
// everywhere, and no report CSV (the API's format=csv, the console's download) hands a spreadsheet
// a formula. Delivery rows are written straight into the fact tables: these tests are about what
// the report does with them, not about the simulator.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { newCampaignFromV2 } from '../src/surfaces/manage-v1/campaign-map.js';
import { spreadsheetSafe } from '../src/core/reporting/csv.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { consoleUser, signIn, type ConsoleClient } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';
import { v2Campaign } from './helpers/manage.js';

/** Names a spreadsheet would run as a formula (OWASP CSV injection), and their neutral forms. */
// (names are trimmed when saved, so a leading tab or CR is covered by the unit test below)
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '@SUM(1+1)*cmd|\' /C calc\'!A0', '+1+1', "-1+1+cmd|' /C calc'!A0", '-5'];

await forEachDatabase('reporting: having overflow and CSV formula injection', (tdb) => {
  let t: TestApp;
  let reportKey: string;
  let accountId: number;
  let today: string;
  let browser: ConsoleClient;

  before(async () => {
    t = await startTestApp(await tdb.open());
    const user = await consoleUser(t, 'Formulas');
    accountId = user.accountId;
    reportKey = await t.c.accounts.rotateKey(accountId, 'report');
    const now = t.c.clock.now();
    today = now.toISOString().slice(0, 10);
    let i = 0;
    for (const name of FORMULAS) {
      const c = await t.c.campaigns.create(accountId, newCampaignFromV2(v2Campaign({ name }) as never, now));
      await t.c.db.run(
        'INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [accountId, today, c.campaign.id, 'us', 1000 + i, 20, 3, 750, 0],
      );
      await t.c.db.run(
        'INSERT INTO delivery_campaign_daily (account_id, day, campaign_id, impressions, clicks, installs, cost, redownloads) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [accountId, today, c.campaign.id, 1000 + i, 20, 3, 750, 0],
      );
      i++;
    }
    browser = await signIn(t, user);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const report = (q: Record<string, string>) =>
    fetch(`${t.url}/report?${new URLSearchParams({ api_key: reportKey, start: today, end: today, ...q })}`);

  it('a having whose arithmetic overflows is a 400 naming having, the rule and the value, on every engine', async () => {
    for (const having of ['1e308*10 > impressions', '1e200*1e200 > impressions', 'impressions * 1e308 > 1', 'impressions / 1e-308 > 1', '-(1e300 * 1e300) < cost']) {
      const res = await report({ columns: 'day,impressions', having });
      const body = (await res.json()) as Record<string, unknown>;
      assert.equal(res.status, 400, `${having}: ${JSON.stringify(body)}`);
      assert.equal(body.code, 400);
      assert.equal(body.field, 'having');
      assert.match(String(body.rule), /1e\+?300/, 'the rule names the allowed range');
      assert.ok(String(body.message).includes(having.slice(0, 12)), `the message quotes the value: ${body.message}`);
    }
    // large but finite: answered
    const ok = await report({ columns: 'day,impressions', having: 'impressions * 1e200 > 1' });
    assert.equal(ok.status, 200, await ok.text());
  });

  it('the API CSV makes every text cell that starts with = + - @ tab or CR inert', async () => {
    const res = await report({ columns: 'campaign,impressions,cost', format: 'csv' });
    assert.equal(res.status, 200);
    const cells = (await res.text()).trim().split('\r\n').slice(1).map(parseCsvLine);
    const names = cells.map((c) => c[0]!).sort();
    assert.deepEqual(names, FORMULAS.map((f) => `'${f}`).sort());
    for (const c of cells) assert.match(c[1]!, /^\d+$/, 'numbers stay numbers');
  });

  it("the console's CSV download neutralises the same cells (also one that starts like a number)", async () => {
    const res = await browser.get(`/console/reports.csv?start=${today}&end=${today}`);
    assert.equal(res.status, 200);
    const rows = (await res.text()).trim().split('\r\n').slice(1).map(parseCsvLine);
    const names = rows.map((c) => c[1]!).sort();
    assert.deepEqual(names, FORMULAS.map((f) => `'${f}`).sort());
  });

  it('names of any script come back exactly, in JSON and in CSV', async () => {
    const name = 'Café ☕ "quoted", ünï 漢字';
    const c = await t.c.campaigns.create(accountId, newCampaignFromV2(v2Campaign({ name }) as never, t.c.clock.now()));
    await t.c.db.run('INSERT INTO delivery_daily (account_id, day, campaign_id, country, impressions, clicks, installs, cost, redownloads) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [accountId, today, c.campaign.id, 'de', 10, 1, 1, 250, 0]);
    const json = (await (await report({ columns: 'campaign,country,installs,cost', filter_country: 'de' })).json()) as { results: Record<string, string>[] };
    assert.deepEqual(json.results, [{ campaign: name, country: 'de', installs: '1', cost: '2.50' }]);
    const csv = await (await report({ columns: 'campaign,country,installs,cost', filter_country: 'de', format: 'csv' })).text();
    assert.equal(csv, `campaign,country,installs,cost\r\n"Café ☕ ""quoted"", ünï 漢字",de,1,2.50\r\n`);
  });

  it('one shared function: quoted, prefixed, and the rest left alone', () => {
    assert.equal(spreadsheetSafe("-1+1+cmd|' /C calc'!A0"), `"'-1+1+cmd|' /C calc'!A0"`);
    assert.equal(spreadsheetSafe('=1,2'), `"'=1,2"`);
    assert.equal(spreadsheetSafe('a "b"'), '"a ""b"""');
    assert.equal(spreadsheetSafe('\t=1+1'), `"'\t=1+1"`);
    assert.equal(spreadsheetSafe('\r=1+1'), `"'\r=1+1"`);
    assert.equal(spreadsheetSafe('Summer push'), 'Summer push');
    assert.equal(spreadsheetSafe('2026-11-24'), '2026-11-24');
  });
});

/** RFC 4180 fields of one line (quoted fields may hold commas and doubled quotes). */
function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = '';
      i++;
      for (;;) {
        if (line[i] === '"' && line[i + 1] === '"') (v += '"', (i += 2));
        else if (line[i] === '"') {
          i++;
          break;
        } else v += line[i++];
      }
      out.push(v);
      i++;
    } else {
      const j = line.indexOf(',', i);
      out.push(line.slice(i, j < 0 ? line.length : j));
      i = j < 0 ? line.length + 1 : j + 1;
    }
  }
  return out;
}
