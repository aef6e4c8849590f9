// Issue 10: the S3 blob store against a real S3-protocol server (s3rver) on loopback: round trips,
// multipart streaming, and the failure paths (size limit, source error, a failed part, missing
// bucket, connection refused) with nothing half-stored.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { BlobTooLargeError } from '../src/core/assets/blob-store.js';
import { S3BlobStore, type BlobOp } from '../src/infra/blobs/s3-blob-store.js';
import { startS3, type TestS3 } from './helpers/s3.js';

const MiB = 1024 * 1024;

async function* chunks(total: number, size = 64 * 1024, failAt?: number): AsyncIterable<Uint8Array> {
  for (let off = 0; off < total; off += size) {
    if (failAt !== undefined && off >= failAt) throw new Error('client went away');
    const n = Math.min(size, total - off);
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = (off + i) % 251;
    yield b;
  }
}

function expected(total: number): Buffer {
  const b = Buffer.alloc(total);
  for (let i = 0; i < total; i++) b[i] = i % 251;
  return b;
}

async function collect(s: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of s as AsyncIterable<Buffer>) parts.push(c);
  return Buffer.concat(parts);
}

/**
 * A loopback proxy in front of the S3 server that counts multipart uploads begun (successfully), completed and
 * aborted (s3rver does not implement AbortMultipartUpload, so the abort is checked here, as the
 * request a real store acts on), and answers 500 to the upload of part `failPart` when set.
 */
async function proxyTo(target: string) {
  const t = new URL(target);
  const counts = { begun: 0, completed: 0, aborted: 0, failed: 0 };
  let failPart: number | undefined;
  const server = http.createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    if (req.method === 'POST' && u.searchParams.has('uploadId')) counts.completed++;
    if (req.method === 'DELETE' && u.searchParams.has('uploadId')) {
      counts.aborted++;
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'PUT' && failPart !== undefined && u.searchParams.get('partNumber') === String(failPart)) {
      counts.failed++;
      req.resume();
      req.on('end', () => {
        res.writeHead(500, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>injected</Message></Error>');
      });
      return;
    }
    const up = http.request({ host: t.hostname, port: t.port, method: req.method, path: req.url, headers: req.headers }, (r) => {
      if (req.method === 'POST' && u.searchParams.has('uploads') && r.statusCode === 200) counts.begun++;
      res.writeHead(r.statusCode!, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    failPart: (n: number | undefined) => (failPart = n),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('S3 blob store (s3rver on loopback)', () => {
  let s3: TestS3;
  let proxy: Awaited<ReturnType<typeof proxyTo>>;
  let store: S3BlobStore;
  const errors: BlobOp[] = [];
  /** Every multipart upload begun was completed or aborted. */
  const noneLeftOpen = () => assert.equal(proxy.counts.begun, proxy.counts.completed + proxy.counts.aborted, JSON.stringify(proxy.counts));
  const opts = () => ({ endpoint: proxy.endpoint, region: 'us-east-1', bucket: s3.bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, partSize: 5 * MiB, onError: (op: BlobOp) => errors.push(op) });
  before(async () => {
    s3 = await startS3();
    proxy = await proxyTo(s3.endpoint);
    store = new S3BlobStore(opts());
    await store.check();
  });
  after(async () => {
    store.close();
    await proxy.close();
    await s3.close();
  });

  it('stores a small stream in one request and reads it back whole, by range and by offset', async () => {
    const total = 300 * 1024 + 17;
    const { key, size } = await store.put(chunks(total));
    assert.match(key, /^[0-9a-f]{32}$/);
    assert.equal(size, total);
    assert.equal(await store.size(key), total);
    const all = await collect(await store.openRead(key));
    assert.ok(all.equals(expected(total)));
    assert.ok((await collect(await store.openRead(key, { start: 1000, end: 1009 }))).equals(all.subarray(1000, 1010)));
    assert.ok((await store.read(key, total - 5, 100)).equals(all.subarray(total - 5)), 'a read past the end is short');
    assert.equal((await store.read(key, total, 10)).length, 0, 'a read at the end is empty');
    await store.delete(key);
    await store.delete(key); // absent: no error
    assert.equal(await store.size(key), undefined);
    await assert.rejects(store.openRead(key), (e: NodeJS.ErrnoException) => e.code === 'ENOENT');
    assert.deepEqual(errors, []);
  });

  it('streams a large file as a multipart upload, byte for byte, under the key it is given', async () => {
    const total = 17 * MiB + 5;
    const key = 'ab'.repeat(16);
    const put = await store.put(chunks(total), { key });
    assert.deepEqual(put, { key, size: total });
    const back = await collect(await store.openRead(key));
    assert.equal(createHash('sha1').update(back).digest('hex'), createHash('sha1').update(expected(total)).digest('hex'));
    assert.ok(proxy.counts.completed >= 1, 'sent as a multipart upload');
    noneLeftOpen();
    await store.delete(key);
  });

  it('a source that fails or grows past the limit leaves no object and no parts', async () => {
    const before = s3.objects().length;
    const aborted = proxy.counts.aborted;
    await assert.rejects(store.put(chunks(12 * MiB, 64 * 1024, 11 * MiB)), /client went away/);
    await assert.rejects(store.put(chunks(12 * MiB), { maxBytes: 6 * MiB }), (e) => e instanceof BlobTooLargeError);
    await assert.rejects(store.put(chunks(100 * 1024), { maxBytes: 1000 }), (e) => e instanceof BlobTooLargeError);
    assert.equal(s3.objects().length, before);
    assert.equal(proxy.counts.aborted - aborted, 2, 'both multipart uploads were aborted');
    noneLeftOpen();
    assert.deepEqual(errors, [], 'a source failure is not a store error');
  });

  it('a part the server refuses fails the upload, which is aborted: nothing half-stored', async () => {
    proxy.failPart(2);
    try {
      const before = s3.objects().length;
      const aborted = proxy.counts.aborted;
      await assert.rejects(store.put(chunks(16 * MiB)));
      assert.ok(proxy.counts.failed >= 1, 'part 2 was refused');
      assert.equal(s3.objects().length, before);
      assert.equal(proxy.counts.aborted - aborted, 1, 'the multipart upload was aborted');
      noneLeftOpen();
      assert.ok(errors.includes('put'));
    } finally {
      proxy.failPart(undefined);
      errors.length = 0;
    }
  });

  it('a missing bucket is named at start-up and fails every write', async () => {
    const missing = new S3BlobStore({ ...opts(), bucket: 'no-such-bucket' });
    try {
      await assert.rejects(missing.check(), /S3 bucket "no-such-bucket" .* does not exist/);
      await assert.rejects(missing.put(chunks(1000)));
      await assert.rejects(missing.put(chunks(12 * MiB)));
      noneLeftOpen();
      assert.ok(errors.includes('put'));
    } finally {
      missing.close();
      errors.length = 0;
    }
  });

  it('a store that refuses connections fails reads and writes with an error, not a hang', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const refused = new S3BlobStore({ ...opts(), endpoint: `http://127.0.0.1:${port}`, maxAttempts: 1 });
    try {
      await assert.rejects(refused.check(), /cannot be reached/);
      await assert.rejects(refused.put(chunks(1000)), /ECONNREFUSED/);
      await assert.rejects(refused.size('cd'.repeat(16)), /ECONNREFUSED/);
      assert.ok(errors.includes('put') && errors.includes('head'));
    } finally {
      refused.close();
      errors.length = 0;
    }
  });

  it('refuses keys that are not its own', async () => {
    await assert.rejects(store.read('../x', 0, 10), /invalid blob key/);
    await assert.rejects(store.put(chunks(10), { key: 'nope' }), /invalid blob key/);
  });
});
