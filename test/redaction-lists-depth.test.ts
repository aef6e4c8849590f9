// Issue 33, items 4 and 5: a secret-named field sent twice (a list: `-d client_secret=S -d
// client_secret=S`, or as multipart fields) is redacted like one sent once, in the request logs
// and in the sandbox journal; and nothing deeper than what is redacted is stored (a campaign key
// and a password nested 22 levels deep).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redactValue, TOO_DEEP } from '../src/core/request-logs/redact.js';
import { recordParsed, redact } from '../src/core/sandbox/journal-redaction.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, manageAccount } from './helpers/manage.js';

const SANDBOX_TOKEN = 'sbx_lists-and-depth-token-0123456789';
/** Fixed sandbox-style credentials: none has a platform key format, so only the field name gives them away. */
const PLAIN = 'plain-fixed-secret-S';
const KEY = `cpk_${'D'.repeat(43)}`;

/** `{ a: { a: ... { password, note: KEY } } }`, the secrets `levels` deep. */
function nested(levels: number): Record<string, unknown> {
  let v: Record<string, unknown> = { password: 'deep-password-22', note: `key ${KEY}` };
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

describe('redactors: lists under a secret name, and any depth', () => {
  it('the request logs: each value of a secret-named list is replaced; an error code list stays', () => {
    assert.deepEqual(redactValue({ client_secret: [PLAIN, PLAIN], password: [[PLAIN], { hint: 'h', token: PLAIN }], code: [100001], scope: ['a'] }), {
      client_secret: ['[redacted]', '[redacted]'], password: [['[redacted]'], { hint: 'h', token: '[redacted]' }], code: [100001], scope: ['a'],
    });
  });

  it('the sandbox journal: the same', () => {
    assert.deepEqual(redact({ client_secret: [PLAIN, PLAIN], password: [[PLAIN]], code: [100001] }), { client_secret: ['[redacted]', '[redacted]'], password: [['[redacted]']], code: [100001] });
    const multipart = recordParsed({ grant_type: 'client_credentials', client_secret: [PLAIN, PLAIN] }, 'multipart/form-data; boundary=x');
    assert.equal(JSON.stringify(multipart).includes(PLAIN), false);
  });

  it('nothing deeper than what is redacted is stored', () => {
    for (const levels of [19, 22, 200]) {
      const text = JSON.stringify(redactValue(nested(levels)));
      assert.equal(text.includes('deep-password-22'), false, `${levels}: the password`);
      assert.equal(text.includes(KEY), false, `${levels}: the key`);
    }
    assert.ok(JSON.stringify(redactValue(nested(22))).includes(TOO_DEEP), 'what is too deep says so');
    assert.ok(JSON.stringify(redactValue(nested(5))).includes('"password":"[redacted]"'), 'what is not too deep is kept, redacted');
  });
});

await forEachDatabase('request logs and the sandbox journal: lists and depth', (tdb) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: SANDBOX_TOKEN, seed: undefined, seedFile: undefined } } });
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('client_secret sent twice (form and multipart) and secrets 22 levels deep are stored nowhere', async () => {
    const who = await manageAccount(t, 'Lists');
    const made = await t.c.accounts.createOAuthApp({ accountId: who.accountId, name: 'Twice', kind: 'first-party', scopes: 'campaigns:read' });
    // the probe's `-d client_secret=S -d client_secret=S`: a real secret (proved client) and a plain one
    for (const s of [made.clientSecret, PLAIN]) {
      const form = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: new URLSearchParams([['grant_type', 'client_credentials'], ['client_id', made.app.clientId], ['client_secret', s], ['client_secret', s], ['scope', 'campaigns:read']]) });
      assert.equal(form.status, 400, await form.text());
      const fd = new FormData();
      fd.append('grant_type', 'client_credentials');
      fd.append('client_id', made.app.clientId);
      fd.append('client_secret', s);
      fd.append('client_secret', s);
      const mp = await fetch(`${t.url}/oauth/v1/access_token`, { method: 'POST', body: fd });
      assert.equal(mp.status, 400, await mp.text());
    }
    const deep = await manage(t, who, 'POST', '/campaign/create', { body: { name: nested(22) } });
    assert.ok(deep.status >= 200, deep.text);

    await t.c.requestLogs.flush();
    const logs = JSON.stringify(await t.c.db.all('SELECT * FROM request_logs'));
    const journal = await (await fetch(`${t.url}/_sandbox/requests?limit=1000`, { headers: { authorization: `Bearer ${SANDBOX_TOKEN}` } })).text();
    for (const [where, text] of [['request logs', logs], ['journal', journal]] as const) {
      assert.match(text, /client_secret/, `${where}: the requests are there`);
      for (const s of [made.clientSecret, PLAIN, 'deep-password-22', KEY]) assert.equal(text.includes(s), false, `${where}: ${s.slice(0, 8)}… is stored`);
    }
    assert.ok(logs.includes('not recorded: nested deeper than 20 levels'), 'the request log says what it left out');
  });
});

describe('redactors: only plain data is looked through', () => {
  it('a multipart file part (an object with a stream: a vast, cyclic graph) is described, at once, in both redactors', () => {
    // what @fastify/multipart attaches for a file part the route refused: an object over its stream
    const cyclic: Record<string, unknown> = { name: 'n' };
    cyclic.self = cyclic;
    class FilePart {
      fieldname = 'file';
      file = new (class BusboyFileStream {
        socket = { server: { connections: Array.from({ length: 50 }, () => ({ peer: cyclic })) } };
      })();
    }
    const started = Date.now();
    const body = { client_secret: 'plain-one', file: new FilePart(), bytes: Buffer.from('hello'), plain: { a: [1, { b: 'c' }] } };
    assert.deepEqual(redactValue(body), { client_secret: '[redacted]', file: '(FilePart: not recorded)', bytes: '(5 bytes: not recorded)', plain: { a: [1, { b: 'c' }] } });
    assert.deepEqual(redact(body), { client_secret: '[redacted]', file: '(FilePart: not recorded)', bytes: '(5 bytes: not recorded)', plain: { a: [1, { b: 'c' }] } });
    assert.ok(Date.now() - started < 1000);
  });
});

describe('redactors: bounded whatever the value', () => {
  it('a multipart body whose file part was refused (every part holds a fields map of all parts) is redacted at once', () => {
    // the shape @fastify/multipart attaches when a route refuses a file part: plain objects, cyclic through `fields`
    const fields: Record<string, unknown> = {};
    for (const name of ['grant_type', 'client_id', 'client_secret', 'scope', 'file']) fields[name] = { type: 'field', fieldname: name, value: name === 'client_secret' ? 'plain-one' : 'v', fields };
    const started = Date.now();
    const a = JSON.stringify(redactValue(fields));
    const b = JSON.stringify(redact(fields));
    assert.ok(Date.now() - started < 2000, `${Date.now() - started} ms`);
    assert.equal(a.includes('plain-one') || b.includes('plain-one'), false);
    assert.match(a, /circular/);
  });
});
