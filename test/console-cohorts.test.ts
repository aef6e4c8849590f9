// The console's cohort view (/console/reports/cohorts) over HTTP on both engines: the account's
// own installs' revenue and ROAS by days since install, the same figures as GET /report with
// day_column=day, errors under their field, nothing of another account.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { newCampaignFromV2 } from '../src/surfaces/manage-v1/campaign-map.js';
import { money } from '../src/surfaces/console/money.js';
import { DeliverySqlRepo } from '../src/storage/repos/delivery-sql-repo.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { consoleUser, signIn, type ConsoleClient, type ConsoleUser } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';
import { v2Campaign } from './helpers/manage.js';

await forEachDatabase('console: cohorts', (tdb) => {
  let t: TestApp;
  let A: ConsoleUser;
  let a: ConsoleClient;
  let b: ConsoleClient;
  let reportKey: string;
  let day: string;

  before(async () => {
    t = await startTestApp(await tdb.open());
    A = await consoleUser(t, 'Cohorts A');
    const B = await consoleUser(t, 'Cohorts B');
    reportKey = await t.c.accounts.rotateKey(A.accountId, 'report');
    const now = t.c.clock.now();
    const mk = async (u: ConsoleUser, name: string) => (await t.c.campaigns.create(u.accountId, newCampaignFromV2(v2Campaign({ name, goal: { goal_type: 'CHK_ROAS', goal_value_for_all_countries: '40', roas_day_target: 'DAY7' } }) as never, now))).campaign.id;
    const ca = await mk(A, 'A roas campaign');
    const cb = await mk(B, 'B secret campaign');
    // two days ago: 400 installs of each account's campaign
    const hour = Math.floor(now.getTime() / 3_600_000) - 48;
    day = new Date(hour * 3_600_000).toISOString().slice(0, 10);
    const row = (accountId: number, campaignId: number) => ({ accountId, campaignId, hour, day, country: 'us', setId: 0, adId: 0, source: 'src_test', impressions: 90_000, clicks: 2000, installs: 400, costCents: 100_000, redownloads: 20, device: 0, placement: 3, cumInstalls: 0 });
    await new DeliverySqlRepo(t.c.db, t.c.jobs).writeHour(hour, { rows: [row(A.accountId, ca), row(B.accountId, cb)], sources: [], postbacks: [] }, { queuePostbacks: false, now });
    a = await signIn(t, A);
    b = await signIn(t, B);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('shows revenue and ROAS by days since install, as GET /report with day_column=day', async () => {
    const r = await a.page('/console/reports/cohorts');
    assert.equal(r.status, 200, r.html.slice(0, 1500));
    assert.match(r.html, /<h2 id="roas-heading">ROAS by days since install<\/h2>/);
    assert.match(r.html, /<script type="application\/json" id="cohort-data">\{"horizons":\[0,1,3,7,14,28\],"series":\[\{"name":"All campaigns"/);
    const api = (await (await fetch(`${t.url}/report?${new URLSearchParams({ api_key: reportKey, start: day, end: day, columns: 'campaign,total_rev_0d,roas_0d', day_column: 'day' })}`)).json()) as { results: Record<string, string>[] };
    const [x] = api.results;
    assert.ok(Number(x!.total_rev_0d) > 0);
    assert.ok(r.html.includes(`${money(x!.total_rev_0d)}<br><span class="muted small">${Math.round(Number(x!.roas_0d) * 100)}\u00a0%</span>`), 'the table shows the API\'s figures, as money');
    assert.doesNotMatch(r.html, /B secret/);
    const other = await b.page('/console/reports/cohorts');
    assert.doesNotMatch(other.html, /A roas campaign/);
  });

  it('names a bad date under its field', async () => {
    const r = await a.page('/console/reports/cohorts?start=2001-01-01');
    assert.equal(r.status, 400);
    assert.match(r.html, /<p class="field-error" id="err-start">The date is beyond our 45 day request window\./);
  });

  it('is linked from the Reports page', async () => {
    assert.match((await a.page('/console/reports')).html, /<a href="\/console\/reports\/cohorts">Cohorts: revenue, ROAS and retention by days since install/);
  });
});
