// Issue 22, item 1: a snapshot name is one plain directory entry under DATA_DIR/sandbox-snapshots.
// "." and ".." (and every other name that is not a plain entry) are refused with 400 naming the
// field, the rule and the value, on every operation, and nothing outside the snapshot root is ever
// touched; the storage layer refuses to leave its root even when handed such a name directly.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { childPath, PathEscapeError } from '../src/storage/contained-path.js';
import { SandboxSnapshots } from '../src/storage/sandbox-snapshots.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';

const TOKEN = 'sbx_names-test-token-0123456789ab';

await forEachDatabase('sandbox snapshot names never leave the snapshot root', (tdb) => {
  let t: TestApp;
  // node:http, not fetch: the path goes out exactly as written (a WHATWG URL would resolve %2e%2e
  // away before sending, as browsers do; curl --path-as-is and raw clients do not)
  const sb = (method: string, p: string, body?: unknown) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(`${t.url}/_sandbox`, { method, path: `/_sandbox${p}`, headers: { authorization: `Bearer ${TOKEN}`, ...(data === undefined ? {} : { 'content-type': 'application/json' }) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      });
      req.on('error', reject);
      req.end(data);
    });
  const sentinel = () => path.join(t.dataDir, 'sentinel.txt');
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined } } });
    fs.writeFileSync(sentinel(), 'still here');
    assert.equal((await sb('POST', '/snapshots', { name: 'keep-me' })).status, 200);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const stillThere = () => {
    assert.ok(fs.existsSync(sentinel()), 'DATA_DIR and its files are untouched');
    assert.ok(fs.existsSync(path.join(t.dataDir, 'sandbox-snapshots', 'keep-me')), 'the other snapshots are untouched');
  };
  const refused = (r: { status: number; body: any }, value: string) => {
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.field, 'name');
    assert.match(r.body.message, /starting with a letter or digit/, 'names the rule');
    assert.ok(r.body.message.includes(JSON.stringify(value)), `names the value: ${r.body.message}`);
  };

  for (const [label, raw, value] of [['%2e%2e', '%2e%2e', '..'], ['%2e', '%2e', '.'], ['..%2f..', '..%2f..', '../..'], ['.hidden', '.hidden', '.hidden'], ['a%00b', 'a%00b', 'a\u0000b']] as const) {
    it(`DELETE /_sandbox/snapshots/${label} is a 400 and deletes nothing`, async () => {
      const r = await sb('DELETE', `/snapshots/${raw}`);
      if (label === 'a%00b') assert.equal(r.status, 400, JSON.stringify(r.body)); // (the NUL rule of every surface answers first)
      else refused(r, value);
      stillThere();
      assert.equal((await fetch(`${t.url}/healthz`)).status, 200);
    });
  }

  it('restore of "." or ".." is a 400, and the platform is not reset', async () => {
    const acc = await sb('POST', '/accounts', { name: 'Survives' });
    assert.equal(acc.status, 200);
    for (const raw of ['%2e%2e', '%2e']) refused(await sb('POST', `/snapshots/${raw}/restore`), raw === '%2e' ? '.' : '..');
    stillThere();
    assert.ok((await t.c.db.all('SELECT id FROM accounts')).length > 0, 'nothing was reset');
  });

  it('saving under ".", ".." or a dot name is a 400 and writes nothing outside the root', async () => {
    for (const name of ['.', '..', '.x', 'a/b', '../evil', 'a\\b', '']) refused(await sb('POST', '/snapshots', { name }), name);
    assert.deepEqual(fs.readdirSync(path.join(t.dataDir, 'sandbox-snapshots')).sort(), ['keep-me']);
    assert.ok(!fs.existsSync(path.join(t.dataDir, '..', 'evil')));
    stillThere();
  });

  it('the store itself refuses such names, whoever calls it', async () => {
    const store = new SandboxSnapshots(t.c.db, t.c.blobs, t.dataDir);
    for (const name of ['..', '.', '../..', 'x/../..', '/etc']) {
      await assert.rejects(store.remove(name), (e: Error) => /name/.test(e.message));
      await assert.rejects(store.load(name));
      await assert.rejects(store.replace(name));
    }
    stillThere();
  });

  it('a tampered snapshot whose rows name a blob key outside blobs/ is refused, not read', async () => {
    const dir = path.join(t.dataDir, 'sandbox-snapshots', 'tampered');
    fs.mkdirSync(path.join(dir, 'blobs'), { recursive: true });
    const info = { name: 'tampered', created_at: new Date().toISOString(), rows: 1, files: 1 };
    fs.writeFileSync(path.join(dir, 'info.json'), JSON.stringify(info));
    fs.writeFileSync(path.join(dir, 'rows.json'), JSON.stringify({ info, tables: { assets: [{ blob_key: '../../../sentinel.txt' }] } }));
    const store = new SandboxSnapshots(t.c.db, t.c.blobs, t.dataDir);
    await assert.rejects(store.load('tampered'), /refused blob key/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('childPath: a name joined onto a root stays a direct child of it', () => {
  it('accepts plain names and refuses every escape', () => {
    const root = path.resolve('/tmp/root');
    assert.equal(childPath(root, 'a.b-c_d'), path.join(root, 'a.b-c_d'));
    assert.equal(childPath('/tmp/root/', 'x'), path.join(root, 'x'));
    for (const bad of ['', '.', '..', '../x', 'a/b', 'a\\b', '/abs', 'a\u0000b', 'a\nb', 'x/..', './x']) assert.throws(() => childPath(root, bad), PathEscapeError, JSON.stringify(bad));
  });
});
