// Issue 25, item 13: unknown query parameters are still ignored (clients add cache-busting ones),
// and now named in X-Ignored-Fields like unknown body fields, on every surface whose operation
// declares its parameters. Operations with an open query (GET /report's filter_<column>,
// /oauth/initialize) read their own parameters and name nothing.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { declaredQuery, unknownQuery } from '../src/http/ignored-query.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manageAccount, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';

it('declared parameters are read from the route schema once: open schemas and hidden routes are left alone', () => {
  assert.deepEqual([...declaredQuery({ querystring: { properties: { account_id: {}, ids: {} } } })!], ['account_id', 'ids']);
  assert.deepEqual([...declaredQuery({ summary: 'no query schema' })!], [], 'a route without a query schema declares none');
  assert.equal(declaredQuery({ querystring: { properties: { start: {} }, additionalProperties: true } }), undefined);
  assert.equal(declaredQuery({ hide: true }), undefined);
  assert.equal(declaredQuery(undefined), undefined);
  assert.deepEqual(unknownQuery({ account_id: '1', _t: '9', campaign_id: '3' }, new Set(['account_id'])), ['_t', 'campaign_id']);
  assert.equal(unknownQuery(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`p${i}`, 'x'])), new Set()).length, 50, 'bounded');
});

await forEachDatabase('unknown query parameters are named', (tdb) => {
  let t: TestApp;
  let a: ManageAccount;
  before(async () => {
    t = await startTestApp(await tdb.open());
    a = await manageAccount(t, 'Query names');
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  const get = (path: string, headers: Record<string, string>) => fetch(`${t.url}${path}`, { headers });

  it('/manage/v1: the mistaken parameter and a cache-buster are named; the answer is what it was', async () => {
    const h = { authorization: a.key };
    const plain = await get(`/manage/v1/creative_set/list_by_campaign_id?account_id=${a.accountId}`, h);
    assert.equal(plain.headers.get('x-ignored-fields'), null);
    const r = await get(`/manage/v1/creative_set/list_by_campaign_id?account_id=${a.accountId}&campaign_id=3&_t=1700000000`, h);
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('x-ignored-fields'), 'campaign_id, _t');
    assert.deepEqual(await r.json(), await plain.json(), 'still ignored');
    const known = await get(`/manage/v1/campaign/list?account_id=${a.accountId}&ids=1&page=1&size=10`, h);
    assert.equal(known.headers.get('x-ignored-fields'), null, 'declared parameters are not named');
  });

  it('named with the body\'s unknown fields, and on a refused request too', async () => {
    const r = await fetch(`${t.url}/manage/v1/campaign/create?account_id=${a.accountId}&dry_run=1`, {
      method: 'POST', headers: { authorization: a.key, 'content-type': 'application/json' },
      body: JSON.stringify({ ...v2Campaign({ start_date: '2099-01-01', end_date: '2099-02-01' }), colour: 'blue' }),
    });
    assert.equal(r.status, 200, await r.clone().text());
    assert.deepEqual(r.headers.get('x-ignored-fields')!.split(', ').sort(), ['colour', 'dry_run']);
    const bad = await get(`/manage/v1/campaign/list?account_id=${a.accountId}&size=0&sort=name`, { authorization: a.key });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('x-ignored-fields'), 'sort');
  });

  it('the first generation, suppression and the token endpoint name them too', async () => {
    const token = await firstPartyToken(t, 'campaigns:read', a.accountId);
    const v1 = await get('/campaign_management/v1/campaigns?nocache=42', { authorization: `Bearer ${token.token}` });
    assert.equal(v1.status, 200);
    assert.equal(v1.headers.get('x-ignored-fields'), 'nocache');
    const { managementKey } = await t.c.accounts.createAccount('Query names suppression');
    const s = await fetch(`${t.url}/suppressionApps?api_key=${managementKey}&package_name=com.example.q&pkg=typo`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
    assert.equal(s.status, 200);
    assert.equal(s.headers.get('x-ignored-fields'), 'pkg');
  });

  it('an open query (GET /report, /oauth/initialize) names nothing: it reads its own parameters', async () => {
    const { reportKey } = await t.c.accounts.createAccount('Query names report');
    const r = await get(`/report?api_key=${reportKey}&report_type=advertiser&start=now&end=now&columns=day,cost&filter_country=us&_t=1`, {});
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('x-ignored-fields'), null);
  });
});
