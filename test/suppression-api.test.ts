import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, it } from 'node:test';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { post, randomIds, suppressionUrl } from './helpers/suppression.js';

const A = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
const B = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const C = 'a8098c1a-f86e-11da-bd1a-00112444be1e';
const ZERO = '00000000-0000-0000-0000-000000000000';

await forEachDatabase('suppression API', (tdb) => {
  let t: TestApp;
  let db: Db;
  let key: string;
  let accountId: number;
  let pkgN = 0;
  const pkg = () => `com.example.app${++pkgN}`;
  const add = (p: string, body: Parameters<typeof post>[1], headers?: Record<string, string | number>, k = key) =>
    post(suppressionUrl(t.url, 'add', { api_key: k, package_name: p }), body, headers);
  const del = (p: string, body: Parameters<typeof post>[1], k = key) => post(suppressionUrl(t.url, 'delete', { api_key: k, package_name: p }), body);
  const count = (p: string, acc = accountId) => t.c.suppression.count(acc, p);
  const has = (p: string, id: string, acc = accountId) => t.c.suppression.contains(acc, p, id);

  before(async () => {
    db = await tdb.open();
    t = await startTestApp(db, { config: { suppression: { maxBodyBytes: 1024 * 1024 } } });
    const a = await t.c.accounts.createAccount('Suppressor');
    key = a.managementKey;
    accountId = a.account.id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('adds ids and counts valid and invalid lines (CRLF, blanks, upper case, duplicates, zero UUID, no final newline)', async () => {
    const p = pkg();
    const body = `${A}\r\n\r\n  ${B.toUpperCase()} \n${ZERO}\nnot-a-uuid\n${A}\n\n${C}`;
    const r = await add(p, body, { 'content-type': 'text/plain' });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json, { num_valid_ids: 4, num_invalid_ids: 2 });
    assert.match(String(r.headers['x-trace-id']), /^[0-9a-f]{32}$/);
    assert.equal(await count(p), 3);
    assert.ok(await has(p, B));
    assert.equal(await has(p, 'ffffffff-8b86-d011-b42d-00c04fc964ff'), false);
    // adding again: counted valid again, the list does not grow
    assert.deepEqual((await add(p, `${A}\n${B}`)).json, { num_valid_ids: 2, num_invalid_ids: 0 });
    assert.equal(await count(p), 3);
  });

  it('reads the raw body whatever the Content-Type (form-urlencoded from curl --data-binary, JSON, none)', async () => {
    const p = pkg();
    assert.deepEqual((await add(p, `${A}\n${B}`, { 'content-type': 'application/x-www-form-urlencoded' })).json, { num_valid_ids: 2, num_invalid_ids: 0 });
    assert.deepEqual((await add(p, C, { 'content-type': 'application/json' })).json, { num_valid_ids: 1, num_invalid_ids: 0 });
    const noType = await add(p, Buffer.from(`${randomIds(1)[0]}\n`));
    assert.deepEqual(noType.json, { num_valid_ids: 1, num_invalid_ids: 0 });
    assert.equal(await count(p), 4);
  });

  it('an empty body is 400 (spec 3: the body is required); a body with no valid id answers 200 with the counts; neither changes anything', async () => {
    const p = pkg();
    for (const body of [undefined, '', '\n\n', ' \r\n\t\n']) {
      const e = await add(p, body);
      assert.equal(e.status, 400, JSON.stringify(body));
      assert.deepEqual([e.json?.error, e.json?.field], ['validation_failed', 'body']);
      assert.match(String(e.json?.message), /is required: one advertising id/);
    }
    const r = await add(p, `${ZERO}\nnope\n`);
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, { num_valid_ids: 0, num_invalid_ids: 2 });
    assert.equal(await count(p), 0);
  });

  it('streams a chunked body whose chunk boundaries fall inside ids', async () => {
    const p = pkg();
    // 25,000 ids: several of the SQLite store's 10,000-id statements
    const ids = randomIds(25000);
    const text = Buffer.from(ids.join('\n') + '\n');
    const chunks = function* () {
      for (let o = 0, k = 0; o < text.length; k++) {
        const n = 1 + ((k * 7919) % 997);
        yield text.subarray(o, o + n);
        o += n;
      }
    };
    const r = await add(p, chunks());
    assert.deepEqual(r.json, { num_valid_ids: 25000, num_invalid_ids: 0 });
    assert.equal(await count(p), 25000);
    for (const i of [0, 4321, 10000, 19999, 24999]) assert.ok(await has(p, ids[i]!));
    // and all of them go again in one delete (many 500-id statements)
    assert.deepEqual((await del(p, ids.join('\n'))).json, { num_valid_ids: 25000, num_invalid_ids: 0 });
    assert.equal(await count(p), 0);
  });

  it('deletes ids (ids not on the list count as valid) and leaves the others', async () => {
    const p = pkg();
    const ids = randomIds(3000); // more than the small-request path, so the bulk path runs too
    await add(p, ids.join('\n'));
    assert.equal(await count(p), 3000);
    const r = await del(p, `${ids[0]}\n${ids[1]!.toUpperCase()}\r\n${A}\nbad\n`);
    assert.deepEqual(r.json, { num_valid_ids: 3, num_invalid_ids: 1 });
    assert.equal(await count(p), 2998);
    assert.equal(await has(p, ids[0]!), false);
    assert.equal(await has(p, ids[2]!), true);
    const bulk = await del(p, ids.slice(0, 2500).join('\n'));
    assert.deepEqual(bulk.json, { num_valid_ids: 2500, num_invalid_ids: 0 });
    assert.equal(await count(p), 500);
    assert.equal(await has(p, ids[2499]!), false);
    assert.equal(await has(p, ids[2500]!), true);
    assert.deepEqual((await del('com.never.used', A)).json, { num_valid_ids: 1, num_invalid_ids: 0 });
  });

  it('appends to a list: new ids only, a re-upload, and new ids with one listed id the store cannot guess; each counted exactly', async () => {
    const p = pkg();
    const first = randomIds(3000);
    await add(p, first.join('\n'));
    const fresh = randomIds(3000);
    assert.deepEqual((await add(p, fresh.join('\n'))).json, { num_valid_ids: 3000, num_invalid_ids: 0 });
    assert.equal(await count(p), 6000, 'new ids only');
    assert.deepEqual((await add(p, [...first, ...fresh].join('\n'))).json, { num_valid_ids: 6000, num_invalid_ids: 0 });
    assert.equal(await count(p), 6000, 'a re-upload adds nothing');
    // 2,999 new ids and one listed: on PostgreSQL a sample of the ids (every other one here, in
    // sorted order) decides the path; put the listed id where the sample does not look
    const listed = first[1234]!;
    let batch = [...randomIds(2999), listed].sort();
    const at = batch.indexOf(listed);
    if (at === 0) batch = ['00000000-0000-4000-8000-000000000001', ...batch];
    else if (at % 2 === 0) batch = batch.slice(1); // one id fewer before it: now at an odd place
    assert.equal(batch.indexOf(listed) % 2, 1);
    const expectedNew = batch.length - 1;
    assert.deepEqual((await add(p, batch.join('\n'))).json, { num_valid_ids: batch.length, num_invalid_ids: 0 });
    assert.equal(await count(p), 6000 + expectedNew);
    for (const id of [batch[0]!, batch[batch.length - 1]!, listed]) assert.equal(await has(p, id), true);
    assert.equal(await has(p, randomIds(1)[0]!), false);
  });

  it('a wrong or missing key is 403 and the body is not read; a missing package_name is 400 naming it; unknown query params are ignored', async () => {
    const p = pkg();
    for (const k of ['', 'mgk_wrong', undefined]) {
      const r = await post(suppressionUrl(t.url, 'add', { api_key: k, package_name: p }), A);
      assert.equal(r.status, 403);
      assert.equal(r.json?.error, 'unauthenticated');
      assert.equal(r.json?.field, 'api_key');
    }
    // the campaign key of the same account is not a management key
    const other = await t.c.accounts.createAccount('Keys');
    assert.equal((await add(p, A, {}, other.campaignApiKey)).status, 403);
    const missing = await post(suppressionUrl(t.url, 'add', { api_key: key }), A);
    assert.equal(missing.status, 400);
    assert.equal(missing.json?.field, 'package_name');
    assert.match(String(missing.json?.message), /package_name/);
    assert.equal((await post(suppressionUrl(t.url, 'delete', { api_key: key, package_name: '' }), A)).status, 400);
    const extra = await post(suppressionUrl(t.url, 'add', { api_key: key, package_name: p, _t: '123' }), A);
    assert.deepEqual(extra.json, { num_valid_ids: 1, num_invalid_ids: 0 });
    assert.equal(await count(p), 1);
  });

  it("one account's key never touches another account's list of the same package", async () => {
    const p = pkg();
    const other = await t.c.accounts.createAccount('Other');
    await add(p, `${A}\n${B}`);
    await add(p, C, {}, other.managementKey);
    assert.equal(await count(p), 2);
    assert.equal(await count(p, other.account.id), 1);
    await del(p, `${A}\n${B}\n${C}`, other.managementKey);
    assert.equal(await count(p), 2);
    assert.equal(await has(p, A), true);
    assert.equal(await count(p, other.account.id), 0);
  });

  it('400 naming the limit past the size limit (spec 3 lists 200/400/403/500 only), from Content-Length up front and while streaming; nothing is stored', async () => {
    const p = pkg();
    const big = Buffer.from(randomIds(30000).join('\n')); // ~1.1 MB > 1 MiB
    const r = await add(p, big);
    assert.equal(r.status, 400);
    assert.equal(r.json?.error, 'payload_too_large');
    assert.equal(r.json?.field, 'body');
    assert.match(String(r.json?.message), /must be at most 1048576 bytes \(SUPPRESSION_MAX_BODY_BYTES\)/);
    const chunked = await add(p, [big.subarray(0, 300000), big.subarray(300000)]);
    assert.equal(chunked.status, 400);
    assert.equal(await count(p), 0);
    // just under the limit is fine
    const under = big.subarray(0, 1024 * 1024 - 37 * 3);
    assert.equal((await add(p, under)).status, 200);
    assert.equal((await add(p, [under])).status, 200);
  });

  it('a client that goes away mid-body changes nothing, and the server carries on', async () => {
    const p = pkg();
    const text = Buffer.from(randomIds(1000).join('\n'));
    await new Promise<void>((resolve) => {
      const req = http.request(suppressionUrl(t.url, 'add', { api_key: key, package_name: p }), { method: 'POST', headers: { 'content-length': text.length } });
      req.on('error', () => resolve());
      req.write(text.subarray(0, text.length / 2), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(await count(p), 0);
    assert.deepEqual((await add(p, text)).json, { num_valid_ids: 1000, num_invalid_ids: 0 });
  });

  it('a request whose storage step fails changes nothing (atomic) and answers 500', async () => {
    const p = pkg();
    await add(p, `${A}\n${B}`);
    const ids = randomIds(3000);
    // Make the write fail after part of the ids went in: an insert trigger that rejects one id.
    const victim = ids[2500]!;
    if (db.dialect === 'sqlite') {
      await db.run(`CREATE TRIGGER fail_one BEFORE INSERT ON suppression_ids WHEN NEW.id = X'${victim.replace(/-/g, '')}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    } else {
      await db.run(`CREATE FUNCTION fail_one() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.id = '${victim}'::uuid THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`);
      await db.run('CREATE TRIGGER fail_one BEFORE INSERT ON suppression_ids FOR EACH ROW EXECUTE FUNCTION fail_one()');
    }
    try {
      const r = await add(p, ids.join('\n'));
      assert.equal(r.status, 500);
      assert.equal(r.json?.error, 'internal');
      assert.match(String(r.json?.trace_id), /^[0-9a-f]{32}$/);
      assert.equal(await count(p), 2);
      const rows = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM suppression_ids i JOIN suppression_lists l ON l.id = i.list_id WHERE l.account_id = ? AND l.package_name = ?', [accountId, p]);
      assert.equal(Number(rows!.n), 2);
    } finally {
      await db.run(db.dialect === 'sqlite' ? 'DROP TRIGGER fail_one' : 'DROP TRIGGER fail_one ON suppression_ids');
    }
    // and the store still works afterwards
    assert.deepEqual((await add(p, ids.join('\n'))).json, { num_valid_ids: 3000, num_invalid_ids: 0 });
    assert.equal(await count(p), 3002);
  });
});
