// Issue 22, item 5: the sandbox request journal keeps no secret, whatever the body's type and size:
// keys from the console's key rotation and client secrets from its app creation (HTML answers), a
// sign-in form padded past 64 KiB, secrets under innocent names or in plain text, multipart fields;
// and a body it cannot redact is not stored (a placeholder says what it was).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_BODY_BYTES, recordBody, recordParsed, SECRET_PREFIXES } from '../src/core/sandbox/journal-redaction.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { consoleUser, csrfOf, ConsoleClient, signIn } from './helpers/console.js';
import { forEachDatabase } from './helpers/databases.js';
import { firstPartyToken, thirdPartyToken } from './helpers/oauth.js';

const TOKEN = 'sbx_journal-redaction-token-0123456789';

await forEachDatabase('sandbox journal: no secret is stored, whatever the body', (tdb) => {
  let t: TestApp;
  const journal = async () => {
    const r = await fetch(`${t.url}/_sandbox/requests?limit=1000`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(r.status, 200);
    return (await r.json()) as any[];
  };
  const clear = () => fetch(`${t.url}/_sandbox/requests`, { method: 'DELETE', headers: { authorization: `Bearer ${TOKEN}` } });
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a key rotated in the console (shown in its HTML answer) is not in the journal', async () => {
    await clear();
    const u = await consoleUser(t, 'Rotating');
    const a = await signIn(t, u);
    await a.page('/console/keys');
    const found: string[] = [];
    for (const kind of ['campaign', 'management', 'report']) {
      const r = await a.submit(`/console/keys/${kind}/rotate`, {});
      assert.equal(r.status, 200);
      found.push(/<code class="secret" id="new-secret"[^>]*>([^<]+)<\/code>/.exec(r.html)![1]!);
    }
    const entries = await journal();
    const rotations = entries.filter((e) => /^\/console\/keys\/\w+\/rotate$/.test(e.path));
    assert.equal(rotations.length, 3, 'the rotations are journalled');
    assert.ok(rotations.every((e) => typeof e.response_body === 'string' && e.response_body.includes('New ')), 'with their (redacted) pages');
    const text = JSON.stringify(entries);
    for (const k of found) assert.equal(text.includes(k), false, `the new key ${k.slice(0, 4)}... is in the journal`);
    assert.ok(rotations.every((e) => e.response_body.includes('<code class="secret" id="new-secret" aria-label="') && e.response_body.includes('>[redacted]</code>')), 'what was there is still said');
  });

  it("an app created in the console: its client secret (in the HTML answer) is not in the journal", async () => {
    await clear();
    const a = await signIn(t, await consoleUser(t, 'App maker'));
    await a.page('/console/keys');
    const made = await a.submit('/console/apps', { name: 'Journal tool', kind: 'first-party', scopes: ['campaigns:read'] });
    assert.equal(made.status, 200);
    const secret = /id="new-secret">([^<]+)</.exec(made.html)![1]!;
    const entries = await journal();
    assert.ok(entries.some((e) => e.path === '/console/apps'), 'journalled');
    assert.equal(JSON.stringify(entries).includes(secret), false, 'the client secret is in the journal');
    // (the CSRF tokens of the forms too)
    assert.equal(JSON.stringify(entries).includes(a.csrf), false, 'a CSRF token is in the journal');
  });

  it('a sign-in form padded past 64 KiB keeps no password (console)', async () => {
    await clear();
    const u = await consoleUser(t, 'Padded');
    const b = new ConsoleClient(t.url);
    const form = await b.page('/console/sign-in');
    const pad = 'x'.repeat(70 * 1024);
    const r = await b.post('/console/sign-in', { csrf_token: csrfOf(form.html), email: u.email, password: u.password, next: '/console/campaigns', padding: pad });
    assert.ok(r.status === 303 || r.status === 200 || r.status === 400, String(r.status));
    // the password after the padding
    const r2 = await fetch(`${t.url}/console/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: b.cookieHeader }, body: `padding=${pad}&email=${encodeURIComponent(u.email)}&password=${encodeURIComponent('the tail password 77')}&csrf_token=${csrfOf(form.html)}` });
    await r2.text();
    const entries = await journal();
    const signIns = entries.filter((e) => e.path === '/console/sign-in' && e.method === 'POST');
    assert.equal(signIns.length, 2);
    const text = JSON.stringify(entries);
    assert.equal(text.includes(u.password), false, 'the password is in the journal');
    assert.equal(text.includes('the tail password 77'), false, 'the password after the padding is in the journal');
    assert.ok(signIns.every((e) => JSON.stringify(e.request_body).length <= MAX_BODY_BYTES + 2048), 'still bounded');
  });

  it('every secret the platform hands out has a recognised prefix, and is redacted wherever it appears', async () => {
    const acc = await t.c.accounts.createAccount('Prefixes');
    const app = await t.c.accounts.createOAuthApp({ accountId: acc.account.id, name: 'P', kind: 'first-party', scopes: 'campaigns:read' });
    const third = await thirdPartyToken(t, 'campaigns:read');
    const generated = [acc.campaignApiKey, acc.managementKey, acc.reportKey, app.clientSecret, (await firstPartyToken(t, 'campaigns:read')).token, third.token, third.refreshToken, third.clientSecret];
    for (const s of generated) {
      assert.ok(SECRET_PREFIXES.some((p) => s.startsWith(p)), `${s.slice(0, 6)}... has no known prefix`);
      const out = recordBody(`<p>${s}</p>`, 'text/html') as string;
      assert.equal(out.includes(s), false, `${s.slice(0, 6)}... survives`);
    }
  });

  it('tokens in answers and requests of every kind: JSON, form, multipart, text; and the sandbox token', async () => {
    await clear();
    const fp = await firstPartyToken(t, 'campaigns:write');
    const third = await thirdPartyToken(t, 'campaigns:read');
    // multipart token request (the spec's content type)
    const fd = new FormData();
    fd.append('grant_type', 'refresh_token');
    fd.append('refresh_token', third.refreshToken);
    fd.append('client_id', third.clientId);
    fd.append('client_secret', third.clientSecret);
    const mp = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: fd });
    const mpBody = (await mp.json()) as any;
    assert.equal(mp.status, 200, JSON.stringify(mpBody));
    // a secret under an innocent name, in JSON and in text
    await fetch(`${t.url}/campaign_management/v1/campaign`, { method: 'POST', headers: { authorization: `Bearer ${fp.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: `leak ${fp.token} ${TOKEN}` }) });
    await fetch(`${t.url}/campaign_management/v1/campaign`, { method: 'POST', headers: { authorization: `Bearer ${fp.token}`, 'content-type': 'text/plain' }, body: `password=hunter2-plain&token ${fp.token}` });
    const entries = await journal();
    const creates = entries.filter((e) => e.path === '/campaign_management/v1/campaign');
    assert.equal(creates.length, 2, 'both bodies journalled');
    assert.deepEqual(creates.map((e) => typeof e.request_body).sort(), ['object', 'string'], 'as JSON and as text');
    const text = JSON.stringify(entries);
    for (const s of [fp.token, third.token, third.refreshToken, third.clientSecret, mpBody.accessToken.access_token, mpBody.accessToken.refresh_token, TOKEN, 'hunter2-plain']) {
      assert.equal(text.includes(s), false, `${s.slice(0, 6)}... is in the journal`);
    }
  });
});

describe('recordBody: redacted before stored, whatever the type and size', () => {
  const key = `cpk_${'A'.repeat(43)}`;
  const secret = `cs_${'b'.repeat(43)}`;

  it('JSON: secret names and platform secrets under any name; cut only after redaction', () => {
    const small = recordBody(JSON.stringify({ password: 'p1', nested: { client_secret: 'p2', note: `here ${key}` }, code: 100001 }), 'application/json') as any;
    assert.deepEqual(small, { password: '[redacted]', nested: { client_secret: '[redacted]', note: 'here cpk_[redacted]' }, code: 100001 });
    const big = JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES + 10), password: 'tail-password-1', other: key });
    const out = JSON.stringify(recordBody(big, 'application/json'));
    assert.equal(out.includes('tail-password-1'), false);
    assert.equal(out.includes(key), false);
    assert.ok(out.length < MAX_BODY_BYTES + 1024);
  });

  it('forms of any size: by name and by format', () => {
    const body = `padding=${'y'.repeat(MAX_BODY_BYTES + 1)}&password=tail-password-2&x=${secret}`;
    const out = JSON.stringify(recordBody(body, 'application/x-www-form-urlencoded'));
    assert.equal(out.includes('tail-password-2'), false);
    assert.equal(out.includes(secret), false);
  });

  it('multipart: fields redacted by name and format, files not kept', () => {
    const b = 'XyZ';
    const body = [`--${b}`, 'Content-Disposition: form-data; name="client_secret"', '', 'plain-secret-3', `--${b}`, 'Content-Disposition: form-data; name="memo"', '', `see ${secret}`, `--${b}`, 'Content-Disposition: form-data; name="file"; filename="a.txt"', 'Content-Type: text/plain', '', 'file content password=zzz', `--${b}--`, ''].join('\r\n');
    const out = recordBody(body, `multipart/form-data; boundary=${b}`) as any;
    assert.equal(out.client_secret, '[redacted]');
    assert.equal(out.memo, 'see cs_[redacted]');
    assert.match(out.file, /not recorded/);
    assert.equal(JSON.stringify(out).includes('plain-secret-3'), false);
  });

  it('HTML and text: marked secrets, secret inputs, name=value and name: value, platform formats', () => {
    const html = `<p>New key</p><code class="secret" id="new-secret">any-format-key-4</code><input type="hidden" name="csrf_token" value="abcdef0123"><input value="pw-5" name="password"><p>${key}</p>`;
    const out = recordBody(html, 'text/html; charset=utf-8') as string;
    for (const s of ['any-format-key-4', 'abcdef0123', 'pw-5', key]) assert.equal(out.includes(s), false, s);
    assert.ok(out.includes('<p>New key</p>'), 'the rest stays readable');
    const text = recordBody('user=ann&password=pw-6\nAuthorization: Bearer xyz-7\n{"client_secret": "pw-8"', 'text/plain') as string;
    for (const s of ['pw-6', 'xyz-7', 'pw-8']) assert.equal(text.includes(s), false, `${s}: ${text}`);
    assert.ok(text.includes('user=ann'));
  });

  it('a body it cannot redact is not stored: binary, not UTF-8, too large to read', () => {
    assert.match(JSON.stringify(recordBody(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), 'image/png')), /not_recorded/);
    assert.match(JSON.stringify(recordBody(Buffer.from([0xff, 0xfe, 0x41]), 'text/plain')), /not_recorded/);
    const huge = `password=${'z'.repeat(9 * 1024 * 1024)}`;
    const out = recordBody(huge, 'text/plain') as any;
    assert.ok(out.not_recorded && out.bytes === huge.length, JSON.stringify(out).slice(0, 200));
    assert.equal(recordParsed(undefined, undefined), null);
  });

});
