// Issue 22, item 3 (fair shares): one account cannot stall asset processing for everyone. The
// queue hands the next free worker the oldest job of the account with the fewest jobs running
// (on every process: the counts are in the database), downloads of assets given as a URL run in
// their own pool with a cap per account, and each file's work is bounded. The probe: one account's
// 40 pathological MP4s and 24 URLs pointing at a host that never answers held both workers, and
// another account's small PNG waited 38.6 s. On both engines.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, it } from 'node:test';
import { systemClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { JobsSqlQueue } from '../src/storage/repos/jobs-sql-queue.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';
import { manage, manageAccount, upload } from './helpers/manage.js';
import { png } from './helpers/media.js';
import { emptyBoxMp4 } from './helpers/pathological-media.js';

await forEachDatabase('job queue: fair between accounts, across processes', (tdb) => {
  let db: Db;
  let db2: Db;
  before(async () => {
    db = await tdb.open();
    await migrate(db);
    db2 = await openAgain(db);
  });
  after(async () => {
    await db2.close();
    await tdb.cleanup();
  });

  it("another account's job is claimed next while one account's 40 older jobs wait, whichever process claims", async () => {
    const q1 = new JobsSqlQueue(db, systemClock);
    const q2 = new JobsSqlQueue(db2, systemClock); // another process's connection
    const now = () => new Date();
    for (let i = 0; i < 40; i++) await q1.enqueue({ type: 'fair.work', payload: { a: i }, fairKey: 'account:A' });
    // both workers take A's first two files
    const a1 = await q1.claim(['fair.work'], 60_000, now());
    const a2 = await q2.claim(['fair.work'], 60_000, now());
    assert.deepEqual([a1?.payload, a2?.payload], [{ a: 0 }, { a: 1 }]);
    // B's file arrives after A's 38 others
    await q2.enqueue({ type: 'fair.work', payload: { b: 0 }, fairKey: 'account:B' });
    const next = await q1.claim(['fair.work'], 60_000, now());
    assert.deepEqual(next?.payload, { b: 0 }, "B's file goes before A's older ones: A has two running, B none");
    await q1.complete(next!, now());
    // with a per-account cap, A gets no third worker while two of its jobs run, on any process
    assert.equal(await q2.claim(['fair.work'], 60_000, now(), { perKeyLimit: 2 }), undefined);
    await q1.complete(a1!, now());
    assert.deepEqual((await q2.claim(['fair.work'], 60_000, now(), { perKeyLimit: 2 }))?.payload, { a: 2 });
    // a job whose lease lapsed (its worker died) no longer counts as running: it is claimable again
    const later = new Date(Date.now() + 120_000);
    const again = await q1.claim(['fair.work'], 60_000, later, { perKeyLimit: 2 });
    assert.ok(again, 'a lapsed lease frees its share');
    await db.run("DELETE FROM jobs WHERE type = 'fair.work'");
  });

  it('with no running jobs, accounts take turns: the oldest job of each in order', async () => {
    const q = new JobsSqlQueue(db, systemClock);
    for (let i = 0; i < 3; i++) await q.enqueue({ type: 'fair.turns', payload: `A${i}`, fairKey: 'account:A' });
    for (let i = 0; i < 3; i++) await q.enqueue({ type: 'fair.turns', payload: `B${i}`, fairKey: 'account:B' });
    const order: unknown[] = [];
    for (let i = 0; i < 6; i++) order.push((await q.claim(['fair.turns'], 60_000, new Date()))!.payload);
    assert.deepEqual(order, ['A0', 'B0', 'A1', 'B1', 'A2', 'B2']);
  });
});

await forEachDatabase('asset processing: one account cannot stall another', (tdb) => {
  let t: TestApp;
  let silent: net.Server;
  const held: net.Socket[] = [];
  let origin: http.Server;
  let silentUrl = '';
  let pngUrl = '';
  before(async () => {
    // a host that accepts connections and never answers
    silent = net.createServer((s) => {
      held.push(s);
      s.on('error', () => undefined);
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    origin = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png(320, 50, [4, 5, 6])));
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
    pngUrl = `http://127.0.0.1:${(origin.address() as net.AddressInfo).port}/b.png`;
    const cfg = testConfig('/tmp');
    t = await startTestApp(await tdb.open(), {
      config: { assetFetch: { ...cfg.assetFetch, allowPrivate: true, timeoutMs: 120_000 }, worker: { ...cfg.worker, concurrency: 2, pollMs: 50 } },
    });
  });
  after(async () => {
    for (const s of held) s.destroy();
    silent.close();
    origin.close();
    await t.close();
    await tdb.cleanup();
  });

  it("another account's small PNG and URL are processed while one account's 40 pathological MP4s and 24 never-answering URLs are queued; each MP4 fails with a clear reason", async () => {
    const a = await manageAccount(t, 'Heavy');
    const b = await manageAccount(t, 'Light');
    const mp4 = emptyBoxMp4(99_990);
    const heavy = await upload(t, a, Array.from({ length: 40 }, (_, i) => ({ name: `boxes-${i}.mp4`, contentType: 'video/mp4', data: mp4 })));
    assert.equal(heavy.status, 200, heavy.text);
    const urls = [];
    for (let i = 0; i < 24; i++) urls.push(await t.c.assets.ingestUrl({ accountId: a.accountId, url: `${silentUrl}/never-${i}.png` }));
    // B: a small PNG, uploaded after all of A's work was queued, and a URL asset
    const light = await upload(t, b, [{ name: 'small.png', contentType: 'image/png', data: png(320, 50, [1, 2, 3]) }]);
    assert.equal(light.status, 200, light.text);
    const bUrl = await t.c.assets.ingestUrl({ accountId: b.accountId, url: pngUrl });
    // B's work settles (bounded wait: the test must not hang) ...
    const deadline = Date.now() + 30_000;
    let bDone: any;
    for (;;) {
      const r = await manage(t, b, 'GET', '/asset/upload_result', { query: { upload_id: light.body.upload_id } });
      const u = await t.c.assets.get(b.accountId, bUrl.id);
      if (r.body.upload_status === 'FINISHED' && u.processing !== 'processing') {
        bDone = { upload: r.body, url: u };
        break;
      }
      assert.ok(Date.now() < deadline, `B's files are still waiting behind A's: ${JSON.stringify(r.body)} / ${u.processing}`);
      await new Promise((res) => setTimeout(res, 50));
    }
    assert.equal(bDone.upload.details[0].file_status, 'SUCCESS', JSON.stringify(bDone.upload));
    assert.equal(bDone.url.processing, 'ready', bDone.url.error ?? '');
    // ... while A's URLs are all still waiting on their silent host: they never held B back
    const aUrls = await Promise.all(urls.map((u) => t.c.assets.get(a.accountId, u.id)));
    assert.equal(aUrls.filter((u) => u.processing === 'processing').length, 24, 'the silent host is still being waited on');
    // and at most ASSET_FETCH_PER_ACCOUNT of A's downloads run at once, on the whole platform
    const running = await t.c.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM jobs WHERE type = 'asset.fetch' AND state = 'running' AND fair_key = ?", [`account:${a.accountId}`]);
    assert.ok(Number(running!.n) <= t.c.config.assetFetch.perAccount, `${running!.n} downloads of one account running`);
    // every pathological MP4 fails with a clear reason
    for (;;) {
      const r = await manage(t, a, 'GET', '/asset/upload_result', { query: { upload_id: heavy.body.upload_id } });
      if (r.body.upload_status === 'FINISHED') {
        assert.equal(r.body.details.length, 40);
        for (const d of r.body.details) {
          assert.equal(d.file_status, 'FAILURE');
          assert.match(d.error_message, /more than 1000 top-level boxes/);
        }
        break;
      }
      assert.ok(Date.now() < deadline + 30_000, `A's MP4s still processing: ${JSON.stringify(r.body.summary)}`);
      await new Promise((res) => setTimeout(res, 50));
    }
  });
});
