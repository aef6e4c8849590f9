// Issue 36, item 1 (the gap of the first round): a process that dies after its request's change
// committed but before the answer was stored must never let a retry make the change again. The
// key is marked "committed" by the change's own transaction (storage/commit-hooks.ts); a retry
// after the owner is gone gets a 409 saying the change was made, and nothing runs twice.
//
// The crash is simulated in-process, at its exact moment: the first server's answer store is
// replaced by one that keeps nothing (as if the process died right after the commit), the server
// is closed (its lease no longer renewed), and a second server on the same database takes the
// retry once the lease has lapsed (its clock moved past the lease). Both engines.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import { IDEMPOTENCY_LEASE_MS } from '../src/core/idempotency/idempotency-service.js';
import type { Db } from '../src/storage/db.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';
import { manageAccount, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { multipartBody, png } from './helpers/upload-parts.js';

await forEachDatabase('a change committed before its answer was stored is never made twice', (tdb) => {
  let db: Db;
  let who: ManageAccount;
  /** The retrying server's clock runs this far ahead (past the crashed server's lease). */
  let ahead = 0;
  const clock = { now: () => new Date(Date.now() + ahead) };
  before(async () => {
    db = await tdb.open();
    const t = await startTestApp(await openAgain(db));
    who = await manageAccount(t);
    await t.close();
  });
  after(async () => tdb.cleanup());

  const count = async (table: string) => Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`, [who.accountId]))!.n);

  /** The first server: runs the request, commits its change, and "dies" before storing the answer. */
  async function crashAfterCommit(send: (t: TestApp) => Promise<Response>): Promise<void> {
    const t = await startTestApp(await openAgain(db), { clock });
    t.c.idempotency.complete = async () => undefined; // the answer is never kept
    try {
      const res = await send(t);
      await res.arrayBuffer();
      assert.ok(res.status < 300, `the first request ran (${res.status})`);
    } finally {
      await t.close(); // no renewal any more: the lease lapses
    }
  }

  async function retryLater(send: (t: TestApp) => Promise<Response>) {
    ahead += IDEMPOTENCY_LEASE_MS + 1000;
    const t = await startTestApp(await openAgain(db), { clock });
    try {
      const res = await send(t);
      return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
    } finally {
      await t.close();
    }
  }

  it('/manage/v1/campaign/create: the retry is a 409 saying the change was made; one campaign', async () => {
    const key = `create-${randomBytes(6).toString('hex')}`;
    const body = JSON.stringify(v2Campaign({ name: `Committed ${key}` }));
    const send = (t: TestApp) =>
      fetch(`${t.url}/manage/v1/campaign/create?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': 'application/json', 'idempotency-key': key }, body });
    const before = await count('campaigns');
    await crashAfterCommit(send);
    assert.equal(await count('campaigns'), before + 1);
    const r = await retryLater(send);
    assert.equal(r.status, 409, r.text);
    assert.match(r.text, /made its change/);
    assert.equal(r.retryAfter, null, 'retrying will not help: no Retry-After');
    assert.equal(await count('campaigns'), before + 1, 'the create did not run twice');
    // the same key with another request is still the usual 400
    const other = await retryLater((t) =>
      fetch(`${t.url}/manage/v1/campaign/create?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(v2Campaign({ name: 'Another' })) }),
    );
    assert.equal(other.status, 400, other.text);
  });

  it('/manage/v1/asset/upload: the batch is the change; the retry does not make a second one', async () => {
    const key = `upload-${randomBytes(6).toString('hex')}`;
    const form = multipartBody([{ name: `b-${key}.png`, contentType: 'image/png', data: png(320, 50, 7) }]);
    const send = (t: TestApp) =>
      fetch(`${t.url}/manage/v1/asset/upload?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': form.contentType, 'idempotency-key': key }, body: new Blob([new Uint8Array(form.data)]) });
    const before = await count('upload_batches');
    await crashAfterCommit(send);
    assert.equal(await count('upload_batches'), before + 1);
    const r = await retryLater(send);
    assert.equal(r.status, 409, r.text);
    assert.match(r.text, /made its change/);
    assert.equal(await count('upload_batches'), before + 1, 'no second batch');
  });

  it('a request whose change never committed runs again on retry (nothing to protect)', async () => {
    const key = `none-${randomBytes(6).toString('hex')}`;
    // a create refused by validation writes nothing: its 400 answer is not stored here either
    const bad = JSON.stringify(v2Campaign({ name: `Bad ${key}`, budget: { daily_budget_for_all_countries: '-1' } }));
    const send = (t: TestApp) =>
      fetch(`${t.url}/manage/v1/campaign/create?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': 'application/json', 'idempotency-key': key }, body: bad });
    const t = await startTestApp(await openAgain(db), { clock });
    t.c.idempotency.complete = async () => undefined;
    const first = await send(t);
    assert.equal(first.status, 400, await first.text());
    await t.close();
    const r = await retryLater(send);
    assert.equal(r.status, 400, `ran again and answered its own 400: ${r.text}`);
    assert.doesNotMatch(r.text, /made its change/);
  });
});
