// GET /metrics (Prometheus text): requests and latency by route template and status, job queue
// depth and age, PostgreSQL pool use; protected by METRICS_TOKEN, absent with METRICS=false.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ManualClock } from '../src/infra/clock.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { firstPartyToken } from './helpers/oauth.js';

await forEachDatabase('metrics', (tdb) => {
  let t: TestApp;
  let locked: TestApp;
  let off: TestApp;
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
  before(async () => {
    // no delivery simulator: its own scheduled job would be in the queue depth counted below
    t = await startTestApp(await tdb.open(), { clock, config: { delivery: { simulate: false, sendPostbacks: false, postbacksAllowPrivate: false, postbackRatePerSecond: 20 } } });
    locked = await startTestApp(await tdb.open(), { config: { metrics: { enabled: true, token: 'scrape-secret' } } });
    off = await startTestApp(await tdb.open(), { config: { metrics: { enabled: false, token: undefined } } });
  });
  after(async () => {
    await t.close();
    await locked.close();
    await off.close();
    await tdb.cleanup();
  });
  const scrape = async (app: TestApp, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/metrics`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('counts requests and latency by route template and status, never by raw URL', async () => {
    const { token } = await firstPartyToken(t, 'campaigns:read');
    for (let i = 0; i < 3; i++) await (await fetch(`${t.url}/campaign_management/v1/campaign/${'a'.repeat(32)}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    const m = await scrape(t);
    assert.equal(m.status, 200);
    assert.match(m.type ?? '', /^text\/plain/);
    assert.match(m.text, /^http_requests_total\{method="GET",route="\/campaign_management\/v1\/campaign\/:campaign_id",status="404"\} 3$/m);
    assert.match(m.text, /^http_request_duration_seconds_count\{method="GET",route="\/campaign_management\/v1\/campaign\/:campaign_id",status="404"\} 3$/m);
    assert.doesNotMatch(m.text, /aaaaaaaa/);
  });

  it('shows the job queue\'s depth and the age of its oldest job', async () => {
    await t.c.jobs.enqueue({ type: 'test.never-handled', payload: null });
    clock.advance(90_000);
    const m = await scrape(t);
    assert.match(m.text, /^jobs_queued 1$/m);
    assert.match(m.text, /^jobs_oldest_queued_age_seconds 90$/m);
    if (tdb.name === 'postgres') assert.match(m.text, /^db_pool_connections\{state="total"\} [1-9]\d*$/m);
  });

  it('needs the token when METRICS_TOKEN is set, and is absent with METRICS=false', async () => {
    assert.equal((await scrape(locked)).status, 401);
    assert.equal((await scrape(locked, { authorization: 'Bearer wrong' })).status, 401);
    assert.equal((await scrape(locked, { authorization: 'Bearer scrape-secret' })).status, 200);
    assert.equal((await scrape(off)).status, 404);
  });
});
