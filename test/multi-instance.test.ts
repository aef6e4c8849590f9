// Issue 10, acceptance: two API processes and one `campaignctl worker` process on one PostgreSQL
// database and one S3-protocol server behave as one server. Writes through A are read through B;
// the /manage/v1 request limit holds on the sum of A's and B's traffic; a token revoked through A
// is refused by B at once; a file uploaded through A is processed by the worker and served by B;
// SIGKILL of A mid-upload leaves no asset row without its blob and no blob without its row, and
// B keeps serving. PostgreSQL only (SQLite is one process by design).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createContainer, type Container } from '../src/root/container.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { testConfig, type TestApp } from './helpers/app.js';
import { locate } from './helpers/connections.js';
import { postgresDatabase, postgresProblem } from './helpers/databases.js';
import { manage, v2Campaign, type ManageAccount } from './helpers/manage.js';
import { firstPartyToken } from './helpers/oauth.js';
import { startS3, type TestS3 } from './helpers/s3.js';
import { CLI_MAIN, spawnServer, type SpawnedServer } from './helpers/spawn-server.js';
import { multipartBody, png } from './helpers/upload-parts.js';

const LIMIT = 40;
const problem = await postgresProblem();
if (problem && process.env.REQUIRE_POSTGRES === '1') throw new Error(`${problem}; REQUIRE_POSTGRES=1 forbids skipping`);

describe('two API processes and a worker on one PostgreSQL and one S3 store', { skip: problem }, () => {
  const tdb = postgresDatabase();
  let db: Db;
  let s3: TestS3;
  let s3client: S3Client;
  let c: Container;
  let A: SpawnedServer;
  let B: SpawnedServer;
  let worker: ChildProcess;
  let workerOut = '';
  const dirs: string[] = [];
  let env: Record<string, string>;
  /** The test helpers take a TestApp: the server's URL, and a container on the same database for setup. */
  const via = (s: SpawnedServer): TestApp => ({ url: s.url, c }) as unknown as TestApp;
  const dir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-multi-'));
    dirs.push(d);
    return d;
  };

  before(async () => {
    db = await tdb.open();
    await migrate(db);
    const where = await locate(db);
    s3 = await startS3();
    s3client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    env = {
      DATABASE_URL: `${where.pgUrl}?options=${encodeURIComponent(`-c search_path=${where.schema}`)}`,
      BLOB_STORE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
      INLINE_WORKER: 'false', SEED_DEMO: 'false', JOB_POLL_MS: '60000', // wake-ups must come from NOTIFY, not polling
      MANAGE_RATE_LIMIT_REQUESTS: String(LIMIT), MANAGE_RATE_WINDOW_MS: '600000',
    };
    c = await createContainer(testConfig(dir(), { inlineWorker: false }), { db });
    [A, B] = await Promise.all([spawnServer({ ...env, DATA_DIR: dir() }), spawnServer({ ...env, DATA_DIR: dir() })]);
    worker = spawn(process.execPath, [CLI_MAIN, 'worker'], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, DATA_DIR: dir() }, stdio: ['ignore', 'pipe', 'pipe'] });
    worker.stdout!.on('data', (d) => (workerOut += d));
    worker.stderr!.on('data', (d) => (workerOut += d));
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`worker did not start:\n${workerOut}`)), 20000);
      worker.stdout!.on('data', () => /running/.test(workerOut) && (clearTimeout(t), resolve()));
    });
  });
  after(async () => {
    for (const p of [A?.proc, B?.proc, worker]) p?.kill('SIGTERM');
    await Promise.all([A?.exited, B?.exited, worker && new Promise((r) => (worker.exitCode !== null ? r(0) : worker.on('exit', r)))]);
    await c?.close();
    s3client?.destroy();
    await s3?.close();
    await tdb.cleanup();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  const account = async (name: string): Promise<ManageAccount> => {
    const a = await c.accounts.createAccount(name);
    return { accountId: a.account.id, key: a.campaignApiKey };
  };

  it('a campaign written through A is read through B, and each change at once', async () => {
    const who = await account('Both ways');
    const created = await manage(via(A), who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Written via A' }) });
    assert.equal(created.status, 200, created.text);
    const id = created.body.id ?? created.body.campaign_id;
    const listed = async (s: SpawnedServer) => (await manage(via(s), who, 'GET', '/campaign/list', { query: { size: 100 } })).body;
    const firstB = await listed(B);
    assert.deepEqual(firstB.map((x: { name: string }) => x.name), ['Written via A']);
    for (let i = 1; i <= 3; i++) {
      const writer = i % 2 ? A : B;
      const reader = i % 2 ? B : A;
      const u = await manage(via(writer), who, 'POST', '/campaign/update', { body: { id, type: 'APP', name: `Renamed ${i}` } });
      assert.equal(u.status, 200, u.text);
      assert.deepEqual((await listed(reader)).map((x: { name: string }) => x.name), [`Renamed ${i}`], `change ${i} seen by the other process's next request`);
    }
  });

  it(`the /manage/v1 request limit (${LIMIT}) holds on the sum of both processes' traffic`, async () => {
    const who = await account('Limited');
    const calls = Array.from({ length: LIMIT + 20 }, (_, i) => manage(via(i % 2 ? A : B), who, 'GET', '/campaign/list'));
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, LIMIT, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 429).length, 20);
    for (const s of [A, B]) assert.equal((await manage(via(s), who, 'GET', '/campaign/list')).status, 429, 'both processes hold the block');
  });

  it('a token revoked through A is refused by B on the next request', async () => {
    const tok = await firstPartyToken(via(A), 'campaigns:read campaigns:write');
    const get = (s: SpawnedServer) => fetch(`${s.url}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${tok.token}` } });
    for (let i = 0; i < 3; i++) assert.equal((await get(B)).status, 200, 'B knows (and caches) the token');
    const r = await fetch(`${A.url}/oauth/v1/revoke`, { method: 'POST', body: new URLSearchParams({ token: tok.token, client_id: tok.clientId, client_secret: tok.clientSecret }) });
    assert.equal(r.status, 200);
    assert.equal((await get(B)).status, 401);
    assert.equal((await get(A)).status, 401);
  });

  it('a file uploaded through A is processed by the worker process and served by B', async () => {
    const who = await account('Uploader');
    const image = png(320, 50, 7);
    const body = multipartBody([{ name: 'banner.png', contentType: 'image/png', data: image }]);
    const up = await fetch(`${A.url}/manage/v1/asset/upload?account_id=${who.accountId}`, { method: 'POST', headers: { authorization: who.key, 'content-type': body.contentType }, body: new Blob([new Uint8Array(body.data)]) });
    assert.equal(up.status, 200);
    const { upload_id } = (await up.json()) as { upload_id: string };
    let result;
    for (const until = Date.now() + 20_000; ; ) {
      result = await manage(via(B), who, 'GET', '/asset/upload_result', { query: { upload_id } });
      assert.equal(result.status, 200, result.text);
      if (result.body.upload_status === 'FINISHED') break;
      if (Date.now() > until) assert.fail(`not processed: ${result.text}\nworker:\n${workerOut}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const [file] = result.body.details;
    assert.equal(file.file_status, 'SUCCESS', result.text);
    const served = await fetch(new URL(new URL(file.url).pathname, B.url));
    assert.equal(served.status, 200);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(image), 'B serves the bytes A stored');
    const objects = await bucketKeys();
    assert.ok(objects.length >= 1, 'the file is in S3, not on a local disk');
  });

  async function bucketKeys(): Promise<string[]> {
    const r = await s3client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (r.Contents ?? []).map((o) => o.Key!).sort();
  }

  it('SIGKILL of A mid-upload: no asset row without its blob, no blob without its row; B keeps serving', async () => {
    const who = await account('Killed');
    const total = 40 * 1024 * 1024;
    const boundary = '----cpkill';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const u = new URL(`${A.url}/manage/v1/asset/upload?account_id=${who.accountId}`);
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: 'POST', headers: { authorization: who.key, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + total + boundary.length + 8) } });
    req.on('error', () => undefined); // the server dies under it
    req.on('response', (r) => r.resume());
    req.write(head);
    const chunk = Buffer.alloc(1024 * 1024, 0x5a);
    let sent = 0;
    // send 20 MiB (so S3 has parts of an open multipart upload), then kill A while it streams
    while (sent < 20 * 1024 * 1024) {
      if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      sent += chunk.length;
    }
    await new Promise((r) => setTimeout(r, 300));
    A.proc.kill('SIGKILL');
    assert.equal(await A.exited, 'SIGKILL');
    req.destroy();

    const rows = await c.db.all<{ id: number; blob_key: string }>("SELECT id, blob_key FROM assets WHERE blob_key <> ''");
    const keys = await bucketKeys();
    for (const r of rows) {
      const head = await s3client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: r.blob_key })).catch(() => undefined);
      assert.ok(head, `asset ${r.id} has its blob`);
    }
    assert.deepEqual(keys, rows.map((r) => r.blob_key).sort(), 'every object in the bucket is an asset row\'s');
    assert.equal((await c.db.all('SELECT id FROM assets WHERE account_id = ?', [who.accountId])).length, 0, 'the cut-off upload left no asset');
    const pending = await c.db.all<{ key: string }>('SELECT key FROM blob_sweep');
    assert.equal(pending.length, 1, 'its key is recorded for the sweep, which finds no object to delete');

    // B keeps serving: reads, writes, uploads
    const other = await account('After the crash');
    assert.equal((await manage(via(B), other, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Still here' }) })).status, 200);
    assert.equal((await manage(via(B), other, 'GET', '/campaign/list')).body.length, 1);
    const sha = createHash('sha1').update(png(320, 50, 9)).digest('hex');
    const body = multipartBody([{ name: 'after.png', contentType: 'image/png', data: png(320, 50, 9) }]);
    const up = await fetch(`${B.url}/manage/v1/asset/upload?account_id=${other.accountId}`, { method: 'POST', headers: { authorization: other.key, 'content-type': body.contentType }, body: new Blob([new Uint8Array(body.data)]) });
    assert.equal(up.status, 200);
    for (const until = Date.now() + 20_000; ; ) {
      const l = await manage(via(B), other, 'GET', '/asset/list');
      if (l.body?.[0]?.status === 'ACTIVE') {
        assert.equal(l.body[0].asset_hash, sha);
        break;
      }
      if (Date.now() > until) assert.fail(`not processed: ${l.text}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
