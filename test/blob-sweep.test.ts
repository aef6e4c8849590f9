// Issue 10: no asset row without its blob and no blob without its row, whatever process dies
// when. A blob key is recorded (blob_sweep) before its upload starts and claimed in the
// transaction that writes its row; a deleted row's key is recorded in the transaction that
// deletes it; the sweep deletes the blobs of due entries. On both engines.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { BlobSweptError } from '../src/core/assets/assets-repo.js';
import { ManualClock } from '../src/infra/clock.js';
import { LocalBlobStore } from '../src/infra/blobs/local-blob-store.js';
import { createContainer, type Container } from '../src/root/container.js';
import { AssetsSqlRepo } from '../src/storage/repos/assets-sql-repo.js';
import type { JobsSqlQueue } from '../src/storage/repos/jobs-sql-queue.js';
import { streamOf } from './helpers/assets.js';
import { testConfig } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { png } from './helpers/media.js';

/** A local store whose deletes can be made to fail (a store that is down). */
class FlakyStore extends LocalBlobStore {
  failDeletes = false;
  override async delete(key: string): Promise<void> {
    if (this.failDeletes) throw new Error('store unavailable');
    return super.delete(key);
  }
  keys(): string[] {
    const dir = path.join(this.root, 'objects');
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
  }
}

await forEachDatabase('blob sweep', (tdb) => {
  let c: Container;
  let store: FlakyStore;
  let clock: ManualClock;
  let dataDir: string;
  let accountId: number;
  const entries = async () => (await c.db.all<{ key: string }>('SELECT key FROM blob_sweep ORDER BY key')).map((r) => r.key);
  const rowKeys = async () => (await c.db.all<{ blob_key: string }>("SELECT blob_key FROM assets WHERE blob_key <> '' ORDER BY blob_key")).map((r) => r.blob_key);

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sweep-'));
    store = new FlakyStore(path.join(dataDir, 'blobs'));
    clock = new ManualClock(new Date('2026-05-01T00:00:00Z'));
    c = await createContainer(testConfig(dataDir, { inlineWorker: false }), { db: await tdb.open(), clock, blobs: store });
    accountId = (await c.accounts.createAccount('Sweep')).account.id;
  });
  after(async () => {
    await c.close();
    await tdb.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an upload leaves its blob and its row and no sweep entry; a failed one leaves none of them', async () => {
    const a = await c.assets.ingest({ accountId, fileName: 'a.png', stream: streamOf(png(320, 50)) });
    assert.deepEqual(await entries(), []);
    assert.deepEqual(store.keys(), await rowKeys());
    async function* failing() {
      yield Buffer.alloc(5000, 1);
      throw new Error('client went away');
    }
    await assert.rejects(c.assets.ingest({ accountId, fileName: 'b.png', stream: failing() }), /client went away/);
    await assert.rejects(c.assets.ingest({ accountId, fileName: 'c.png', stream: streamOf(Buffer.alloc(0)) }), /empty/);
    assert.deepEqual(await entries(), []);
    assert.deepEqual(store.keys(), await rowKeys());
    assert.equal((await rowKeys()).length, 1);
    await c.assets.discard(accountId, a.id);
    assert.deepEqual(store.keys(), []);
    assert.deepEqual(await entries(), []);
  });

  it('a process that died between storing a blob and writing its row leaves a blob the sweep removes when due', async () => {
    // what ingest does up to the crash: record the key, store the blob; the row never comes
    const key = 'ab'.repeat(16);
    const repo = new AssetsSqlRepo(c.db, c.jobs as JobsSqlQueue, () => '');
    await repo.expectBlob(key, new Date(clock.now().getTime() + 24 * 3600_000));
    await store.put(streamOf(Buffer.alloc(100, 7)), { key });
    assert.deepEqual(store.keys(), [key]);
    assert.equal(await c.assets.sweepBlobs(), 0, 'not before it is due: the upload may still be running');
    assert.deepEqual(store.keys(), [key]);
    clock.advance(24 * 3600_000);
    assert.equal(await c.assets.sweepBlobs(), 1);
    assert.deepEqual(store.keys(), []);
    assert.deepEqual(await entries(), []);
  });

  it('a row can no longer be written for a blob the sweep has claimed, and nothing refers to the deleted blob', async () => {
    const key = 'cd'.repeat(16);
    const repo = new AssetsSqlRepo(c.db, c.jobs as JobsSqlQueue, () => '');
    await repo.expectBlob(key, clock.now());
    assert.deepEqual(await repo.claimDueBlobs(clock.now(), 10), [key]);
    const row = {
      accountId, name: 'late.png', sha1: '0'.repeat(40), blobKey: key, urlToken: 'ef'.repeat(16), contentType: 'image/png', declaredContentType: null,
      resourceType: 'IMAGE' as const, expectedType: null, sizeBytes: 100, origin: 'v1' as const, createdAt: clock.now(),
    };
    await assert.rejects(repo.insertWithJob(row, (id) => ({ type: 'asset.process', payload: { assetId: id } })), (e) => e instanceof BlobSweptError);
    assert.equal((await c.db.get('SELECT id FROM assets WHERE blob_key = ?', [key])), undefined, 'no row without its blob');
    // and an entry claimed by an insert is not swept
    const kept = '12'.repeat(16);
    await repo.expectBlob(kept, clock.now());
    await store.put(streamOf(Buffer.alloc(10, 1)), { key: kept });
    await repo.insertWithJob({ ...row, blobKey: kept, urlToken: '34'.repeat(16) }, (id) => ({ type: 'asset.process', payload: { assetId: id } }));
    assert.equal(await c.assets.sweepBlobs(), 0);
    assert.ok(store.keys().includes(kept));
    assert.deepEqual(await rowKeys(), [kept]);
  });

  it('a blob the store could not delete when its row went is deleted by a later sweep', async () => {
    const a = await c.assets.ingest({ accountId, fileName: 'd.png', stream: streamOf(png(320, 50)) });
    const key = (await c.db.get<{ blob_key: string }>('SELECT blob_key FROM assets WHERE id = ?', [a.id]))!.blob_key;
    store.failDeletes = true;
    await c.assets.discard(accountId, a.id);
    assert.ok(store.keys().includes(key), 'the store was down');
    assert.deepEqual(await entries(), [key], 'but the blob is recorded for the sweep');
    assert.equal(await c.assets.sweepBlobs(), 1, 'claimed');
    assert.deepEqual(await entries(), [key], 'still down: recorded again');
    store.failDeletes = false;
    clock.advance(61_000);
    assert.equal(await c.assets.sweepBlobs(), 1);
    assert.ok(!store.keys().includes(key));
    assert.deepEqual(await entries(), []);
  });
});
