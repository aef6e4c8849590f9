// Issue 35 item 7 (addendum 7 section 6): simulated delivery, read the way careful loaders read
// it. Hour by hour on the sandbox clock, over several days and campaigns: figures only grow, a day
// at least two days old never changes, "yesterday" grows at most 10 % (or the slack: 2,000
// impressions, 5 installs, $1) per campaign and country over a read just before midnight, and two
// reads without the clock moving are the same. Then, for every day: each breakdown (country,
// creative set, ad, hour, placement, device, traffic source, asset) adds up exactly to the day
// totals, counts exactly and cost to the cent. Two sandbox seeds (different hashed ids, so other
// draws), both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { liveCampaign } from './helpers/live-campaign.js';
import { manage, type ManageAccount } from './helpers/manage.js';

const START = new Date('2026-12-01T00:10:00Z');
const HOUR_S = 3600;
const METRICS = ['impressions', 'clicks', 'installs', 'cost'] as const;
const SLACK: Record<string, number> = { impressions: 2000, installs: 5, cost: 100 };

type Row = Record<string, string>;

interface Advertiser extends ManageAccount {
  reportKey: string;
}


const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const value = (r: Row, m: string) => (m === 'cost' ? Math.round(Number(r[m]) * 100) : Number(r[m]));

for (const seed of [5, 23]) {
  await forEachDatabase(`restatements and breakdowns of simulated delivery (seed ${seed})`, (tdb) => {
    let t: TestApp;
    let a: Advertiser;
    const token = `restatement-sandbox-token-${seed}`;
    const sb = (method: string, path: string, body?: unknown) =>
      fetch(`${t.url}/_sandbox${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const get = async (path: string, q: Record<string, string>) => {
      const res = await fetch(`${t.url}${path}?${new URLSearchParams({ api_key: a.reportKey, format: 'json', ...q })}`);
      const text = await res.text();
      assert.equal(res.status, 200, text);
      return JSON.parse(text).results as Row[];
    };
    let late: { id: string; hashedId: string };

    before(async () => {
      t = await startTestApp(await tdb.open(), {
        clock: new ManualClock(START),
        config: { sandbox: { enabled: true, token, seed, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } },
      });
      const made = await t.c.accounts.createAccount(`Restatements ${seed}`);
      a = { accountId: made.account.id, key: made.campaignApiKey, reportKey: made.reportKey };
      await liveCampaign(t, a, { name: 'Budgeted', budget: { daily_budget_for_all_countries: '60' }, targeting: [{ country_code: 'US' }, { country_code: 'DE' }, { country_code: 'BR' }, { country_code: 'JP' }] });
      await liveCampaign(t, a, { name: 'Open', goal: { goal_type: 'CPI', goal_value_for_all_countries: '1.1' }, targeting: [{ country_code: 'GB' }, { country_code: 'IN' }, { country_code: 'MX' }] });
      // a high bid switched on late in a day: its last hour would be as big as the day before it
      late = await liveCampaign(t, a, { name: 'Late', goal: { goal_type: 'CPI', goal_value_for_all_countries: '12' }, targeting: [{ country_code: 'US' }, { country_code: 'CA' }] });
      assert.equal((await manage(t, a, 'POST', '/campaign/update', { body: { id: late.id, type: 'APP', status: 'PAUSED' } })).status, 200);
    });
    after(async () => {
      await t?.close();
    });

    it('hour by hour: only upward, settled days never change, yesterday grows within 10 % or the slack', async () => {
      const cols = 'day,campaign_id_external,country,impressions,clicks,installs,cost';
      const read = async () => {
        const now = t.c.clock.now().getTime();
        const rows = await get('/report', { report_type: 'advertiser', columns: cols, start: dayOf(now - 3 * 86_400_000), end: dayOf(now) });
        return { today: dayOf(now), rows: new Map(rows.map((r) => [`${r.day}|${r.campaign_id_external}|${r.country}`, r])) };
      };
      let prev = await read();
      let lastHourChecks = 0;
      for (let step = 0; step < 3 * 24; step++) {
        // the late campaign goes live at 22:10 on the first day
        if (step === 22) assert.equal((await manage(t, a, 'POST', '/campaign/update', { body: { id: late.id, type: 'APP', status: 'LIVE' } })).status, 200);
        assert.equal((await sb('POST', '/clock', { advance_seconds: HOUR_S })).status, 200);
        const cur = await read();
        // a read a moment later, the clock not moved: the same figures
        assert.deepEqual([...(await read()).rows.values()], [...cur.rows.values()], `step ${step}: two reads a moment apart`);
        const yesterday = dayOf(Date.parse(`${cur.today}T00:00:00Z`) - 86_400_000);
        for (const [k, before] of prev.rows) {
          const day = k.split('|')[0]!;
          const now = cur.rows.get(k);
          if (day < dayOf(Date.parse(`${cur.today}T00:00:00Z`) - 3 * 86_400_000)) continue; // out of the read range
          assert.ok(now, `step ${step}: ${k} disappeared`);
          for (const m of METRICS) {
            const b: number = value(before, m);
            const n: number = value(now!, m);
            assert.ok(n >= b, `step ${step}: ${k} ${m} went down (${b} -> ${n})`);
            if (day < yesterday) assert.equal(n, b, `step ${step}: ${k} is settled, ${m} changed (${b} -> ${n})`);
            if (day === yesterday && m !== 'clicks' && n > b) {
              lastHourChecks++;
              assert.ok(n - b <= Math.max(Math.floor(b * 0.1), SLACK[m]!), `step ${step}: yesterday's ${k} ${m} grew ${b} -> ${n}`);
            }
          }
        }
        prev = cur;
      }
      assert.ok(lastHourChecks >= 3 * 4, `yesterday grew over a midnight ${lastHourChecks} times`);
    });

    it('every breakdown adds up to the day totals exactly: counts exactly, cost to the cent', async () => {
      assert.equal((await sb('POST', '/clock', { advance_seconds: 6 * HOUR_S })).status, 200);
      const now = t.c.clock.now().getTime();
      const days = [1, 2, 3].map((d) => dayOf(now - d * 86_400_000)).concat(dayOf(now));
      for (const day of days) {
        const [total] = await get('/report', { report_type: 'advertiser', columns: 'day,impressions,clicks,installs,cost', start: day, end: day });
        assert.ok(total && Number(total.impressions) > 0, `${day} delivered`);
        const want = METRICS.map((m) => value(total!, m));
        for (const dims of ['country', 'campaign,country', 'creative_set_id', 'ad_id', 'hour', 'placement_type', 'device_type', 'traffic_source', 'platform,country,size']) {
          const rows = await get('/report', { report_type: 'advertiser', columns: `day,${dims},impressions,clicks,installs,cost`, start: day, end: day });
          assert.deepEqual(METRICS.map((m) => rows.reduce((s, r) => s + value(r, m), 0)), want, `${day} by ${dims}`);
        }
        const assets = await get('/assetAnalyticsReport', { columns: 'day,asset_id,impressions,clicks,cost', start: day, end: day });
        assert.deepEqual(['impressions', 'clicks', 'cost'].map((m) => assets.reduce((s, r) => s + value(r, m), 0)), [want[0], want[1], want[3]], `${day} by asset`);
      }
    });
  });
}
