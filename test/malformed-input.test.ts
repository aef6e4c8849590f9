// Issue 9: every malformed request is a 4xx in its surface's shape, on both engines. Text with NUL
// or other control characters (a 500 on PostgreSQL before), lone surrogates, and multipart bodies
// that are not multipart (token endpoint, /manage/v1 upload, v1 creative_set_assets).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { call, form } from './helpers/creatives-http.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, manageAccount, upload, finished, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { png } from './helpers/upload-parts.js';

await forEachDatabase('malformed input is a 4xx', (tdb) => {
  let t: TestApp;
  let token = '';
  let who: ManageAccount;
  let campaignId = '';
  let setId = '';
  const counts = async () => {
    const one = async (sql: string) => Number((await t.c.db.get<{ n: number }>(sql))!.n);
    return { campaigns: await one('SELECT COUNT(*) AS n FROM campaigns'), assets: await one('SELECT COUNT(*) AS n FROM assets'), batches: await one('SELECT COUNT(*) AS n FROM upload_batches') };
  };

  before(async () => {
    t = await startTestApp(await tdb.open());
    const tok = await firstPartyToken(t, 'campaigns:write creatives:write');
    token = tok.token;
    who = await manageAccount(t);
    const c = await call(t, token, 'POST', '/campaign', { name: 'Ok', platform: 'android', package_name: 'com.example.ok', bid_type: 'CPI' });
    assert.equal(c.status, 200, c.text);
    campaignId = c.body.campaign_id;
    const s = await call(t, token, 'POST', '/creative_set', { campaign_id: campaignId, name: 'Set' });
    setId = s.body.creative_set_id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a NUL or control character in JSON text is a 400 naming the field, on every surface; nothing is written', async () => {
    const before = await counts();
    let r = await call(t, token, 'POST', '/campaign', { name: 'Bad\u0000name', platform: 'android', package_name: 'com.example.nul', bid_type: 'CPI' });
    assert.equal(r.status, 400, r.text);
    assert.deepEqual([r.body.field, r.body.rule], ['name', 'must not contain control characters (found U+0000 at position 3)']);
    r = await call(t, token, 'POST', `/campaign/${campaignId}`, { name: 'x\u001by' });
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.field, 'name');
    const v2 = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Bad\u0000' }) });
    assert.equal(v2.status, 400, v2.text);
    assert.equal(v2.headers.get('x-al-error-code'), '100001');
    assert.equal(v2.body.error.field, 'name');
    // nested fields are named by their path
    const nested = await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ tracking: { method: 'TRACKER_01', click_url: 'https://t.example/\u0000' } }) });
    assert.equal(nested.status, 400, nested.text);
    assert.equal(nested.body.error.field, 'tracking.click_url');
    assert.deepEqual(await counts(), before);
  });

  it('a lone surrogate in JSON text is a 400; a proper astral character is fine', async () => {
    let r = await call(t, token, 'POST', `/campaign/${campaignId}`, { name: 'half \ud83d surrogate' });
    assert.equal(r.status, 400, r.text);
    assert.match(r.body.rule, /lone surrogate/);
    r = await call(t, token, 'POST', `/campaign/${campaignId}`, { name: 'Emoji \ud83d\ude00 ok' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.name, 'Emoji \ud83d\ude00 ok');
  });

  it('query strings and path parameters with NUL are 400s (OAuth pages, /manage/v1, suppression)', async () => {
    const page = await fetch(`${t.url}/oauth/initialize?client_id=%00&response_type=code`);
    assert.equal(page.status, 400);
    assert.match(await page.text(), /control characters/);
    const list = await manage(t, who, 'GET', '/campaign/list', { query: { ids: '1\u0000' } });
    assert.equal(list.status, 400, list.text);
    assert.equal(list.body.error.field, 'ids');
    const v1 = await call(t, token, 'GET', '/campaign/%00');
    assert.equal(v1.status, 400, v1.text);
    const mgk = (await t.c.accounts.createAccount('Sup')).managementKey;
    const sup = await fetch(`${t.url}/suppressionApps?api_key=${mgk}&package_name=com.x%00`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
    assert.equal(sup.status, 400);
    assert.equal(((await sup.json()) as { field: string }).field, 'package_name');
  });

  it('requests the router or the HTTP parser refuse still get a JSON 4xx with a trace id (414, 431, bad percent-encoding)', async () => {
    for (const [url, init, status] of [
      [`${t.url}/campaign_management/v1/campaign/${'x'.repeat(500)}`, {}, 414],
      [`${t.url}/campaign_management/v1/campaign/%E0%A4%A`, {}, 400],
      [`${t.url}/healthz`, { headers: { 'x-big': 'y'.repeat(20_000) } }, 431],
    ] as const) {
      const res = await fetch(url, init);
      assert.equal(res.status, status, url.slice(0, 80));
      assert.match(res.headers.get('x-trace-id') ?? '', /^[0-9a-f]{32}$/);
      assert.equal(((await res.json()) as { trace_id: string }).trace_id, res.headers.get('x-trace-id'));
    }
  });

  it('the token endpoint answers invalid_request to a multipart body that is not multipart, and to NUL in a field', async () => {
    let res = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '\u0000' });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_request');
    res = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'a\u0000b', client_secret: 'x' }) });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: string; error_description: string };
    assert.deepEqual([body.error, /control characters/.test(body.error_description)], ['invalid_request', true]);
  });

  it('a truncated multipart upload on /manage/v1 is a 400 (100002) and keeps nothing', async () => {
    const before = await counts();
    const body = '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' + 'abc';
    const res = await fetch(`${t.url}/manage/v1/asset/upload?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': 'multipart/form-data; boundary=xyz' }, body });
    assert.equal(res.status, 400, await res.text());
    assert.equal(res.headers.get('x-al-error-code'), '100002');
    assert.deepEqual(await counts(), before);
  });

  it('a file name with NUL in a /manage/v1 upload is that file\'s FAILURE; the result stays readable', async () => {
    const up = await upload(t, who, [{ name: 'a\u0001b.png', contentType: 'image/png', data: png(320, 50, 3) }, { name: 'ok.png', contentType: 'image/png', data: png(320, 50, 4) }]);
    assert.equal(up.status, 200, up.text);
    const r = await finished(t, who, up.body.upload_id);
    assert.equal(r.details[0].file_status, 'FAILURE');
    assert.match(r.details[0].error_message, /control characters/);
    assert.equal(r.details[1].file_status, 'SUCCESS');
  });

  it('creative_set_assets: a NUL in a form field or a file name is a 400 naming it; nothing is kept', async () => {
    const before = await counts();
    let r = await call(t, token, 'POST', `/creative_set_assets/${setId}`, form({ type: 'TXT_TITLE', asset: 'Ti\u0000tle' }));
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.field, 'asset');
    r = await call(t, token, 'POST', `/creative_set_assets/${setId}`, form({}, { name: 'x\u0000.png', bytes: png(320, 50, 9) }));
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.field, 'file');
    r = await call(t, token, 'POST', `/creative_set_assets/${setId}`, (() => {
      const f = new FormData();
      f.set('type', 'TXT_TITLE');
      return f;
    })());
    assert.equal(r.status, 400, r.text);
    assert.deepEqual(await counts(), before);
  });
});
