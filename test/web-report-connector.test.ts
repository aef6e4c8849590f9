// The example web connector run (docs/examples/web-report-connector.mjs) against a running server on
// both engines: tap-applovin's and the dlt pipeline's column sets (addendum 6 section 9) on a WEB
// account's report key, every value parsed. And the same script against a server that answers one
// bad value, to show it would notice.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { liveWebCampaign, reportAccount, type Who } from './helpers/web-delivery.js';

const TOKEN = 'web-connector-sandbox-token';

function runConnector(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const e: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete e.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, ['docs/examples/web-report-connector.mjs'], { env: e, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

await forEachDatabase('the example web connector run', (tdb) => {
  let t: TestApp;
  let shop: Who;

  before(async () => {
    t = await startTestApp(await tdb.open(), {
      clock: new ManualClock(new Date('2026-12-01T00:10:00Z')),
      config: { sandbox: { enabled: true, token: TOKEN, seed: 12, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
    });
    shop = await reportAccount(t, 'Web shop', 'WEB');
    await liveWebCampaign(t, shop, 'Prospecting', { goal_type: 'CPP', roas_day_target: 'DAY0', goal_value_for_all_countries: '20' }, { audience_strategy: 'PROSPECTING' });
    await liveWebCampaign(t, shop, 'ROAS', { goal_type: 'CHK_ROAS', roas_day_target: 'DAY7', goal_value_for_all_countries: '200' }, { audience_strategy: 'DISCOVERY' });
    const moved = await fetch(`${t.url}/_sandbox/clock`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 8 * 86_400 }) });
    assert.equal(moved.status, 200, await moved.text());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it("docs/examples/web-report-connector.mjs reads tap-applovin's and the dlt pipeline's web columns and parses every value", async () => {
    const { code, out } = await runConnector({ REPORT_URL: t.url, REPORT_KEY: shop.reportKey, START: '2026-12-01', END: '2026-12-08' });
    assert.equal(code, 0, out);
    const summary = JSON.parse(out.trim().split('\n').at(-1)!) as { tap_applovin: { rows: number; checkouts: number }; dlt: { rows: number; checkouts: number } };
    assert.ok(summary.tap_applovin.rows > 100 && summary.tap_applovin.checkouts > 0, out);
    assert.ok(summary.dlt.rows > 100 && summary.dlt.checkouts > 0, out);
  });
});

it('the example web connector fails a run on a value it cannot load', async () => {
  const server = http.createServer((req, res) => {
    const q = new URL(req.url!, 'http://x').searchParams;
    const columns = q.get('columns')!.split(',');
    const row = Object.fromEntries(columns.map((c) => [c, c === 'chka_7d' ? '3.5' : c === 'day' ? '2026-12-01' : c === 'hour' ? '05:00' : '1']));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, results: [row], count: 1 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { code, out } = await runConnector({ REPORT_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}`, REPORT_KEY: 'k', START: '2026-12-01', END: '2026-12-02' });
    assert.equal(code, 1);
    assert.match(out, /chka_7d: "3\.5" is not a whole number/);
  } finally {
    server.close();
  }
});
