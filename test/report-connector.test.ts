// The example connector run (docs/examples/report-connector.mjs) against a running server on both
// engines: the real connector's 38-column default table and a cohort set, paged with limit/offset,
// every value parsed as a number, a date or text. And the same script against a server that
// answers one bad value, to show it would notice.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { finished, manage, upload, v2Campaign } from './helpers/manage.js';
import { html, png } from './helpers/upload-parts.js';

const TOKEN = 'report-connector-sandbox-token';

function runConnector(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const e: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete e.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, ['docs/examples/report-connector.mjs'], { env: e, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

await forEachDatabase('the example connector run', (tdb) => {
  let t: TestApp;
  let reportKey: string;

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(new Date('2026-12-01T00:10:00Z')),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 11, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    const a = await t.c.accounts.createAccount('Connector');
    reportKey = a.reportKey;
    const who = { accountId: a.account.id, key: a.campaignApiKey };
    for (const [i, over] of [{ name: 'Android CPI', targeting: [{ country_code: 'US' }, { country_code: 'BR' }] }, { name: 'iOS ROAS', platform: 'IOS', itunes_id: 987654321, package_name: 'com.example.ios', goal: { goal_type: 'AD_ROAS', goal_value_for_all_countries: '40', roas_day_target: 'DAY0' } }].entries()) {
      const c = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ start_date: '2026-12-01', end_date: '2027-06-01', ...over }) });
      assert.equal(c.status, 200, c.text);
      await manage(t, who, 'POST', '/campaign/update', { body: { id: c.body.id, type: 'APP', status: 'LIVE' } });
      const up = await upload(t, who, [{ name: `p${i}.html`, contentType: 'text/html', data: html(i) }, { name: `b${i}.png`, contentType: 'image/png', data: png(320, 50, i) }]);
      const files = (await finished(t, who, up.body.upload_id)).details as { id: string }[];
      assert.equal((await manage(t, who, 'POST', '/creative_set/create', { body: { campaign_id: c.body.id, type: 'APP', name: `Set ${i}`, assets: files.map((f) => ({ id: f.id })) } })).status, 200);
    }
    const moved = await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 3 * 86_400 }) });
    assert.equal(moved.status, 200);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('docs/examples/report-connector.mjs reads every page of the default table and of the cohort set', async () => {
    const { code, out } = await runConnector({ REPORT_URL: t.url, REPORT_KEY: reportKey, START: '2026-12-01', END: '2026-12-04', PAGE: '40' });
    assert.equal(code, 0, out);
    const summary = JSON.parse(out.trim().split('\n').at(-1)!) as { default_table: { rows: number; pages: number }; cohort: { rows: number; pages: number } };
    assert.ok(summary.default_table.rows > 40 && summary.default_table.pages > 2, out);
    assert.ok(summary.cohort.rows > 0, out);
  });
});

it('the example connector fails a run on a value that is neither a number, a date nor text', async () => {
  const server = http.createServer((req, res) => {
    const q = new URL(req.url!, 'http://x').searchParams;
    const columns = q.get('columns')!.split(',');
    const row = Object.fromEntries(columns.map((c) => [c, c === 'cost' ? '12.5O' : c === 'day' ? '2026-12-01' : '1']));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(q.get('offset') === '0' ? { code: 200, results: [row], count: 1 } : { code: 200, results: [], count: 0 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { code, out } = await runConnector({ REPORT_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}`, REPORT_KEY: 'k', START: '2026-12-01', END: '2026-12-02' });
    assert.equal(code, 1);
    assert.match(out, /cost: "12\.5O" is not a number/);
  } finally {
    server.close();
  }
});
