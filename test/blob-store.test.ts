import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BlobTooLargeError } from '../src/core/assets/blob-store.js';
import { LocalBlobStore } from '../src/infra/blobs/local-blob-store.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? (e as { path: string }).path, e.name));
}

async function* chunks(total: number, size = 64 * 1024, failAt?: number): AsyncIterable<Uint8Array> {
  for (let off = 0; off < total; off += size) {
    if (failAt !== undefined && off >= failAt) throw new Error('client went away');
    const n = Math.min(size, total - off);
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = (off + i) % 251;
    yield b;
  }
}

describe('local blob store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-blobs-'));
  const store = new LocalBlobStore(root);
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores a stream and reads it back whole, by range and by offset', async () => {
    const total = 3 * 1024 * 1024 + 17;
    const { key, size } = await store.put(chunks(total));
    assert.match(key, /^[0-9a-f]{32}$/);
    assert.equal(size, total);
    assert.equal(await store.size(key), total);
    const parts: Buffer[] = [];
    for await (const c of (await store.openRead(key)) as AsyncIterable<Buffer>) parts.push(c);
    const all = Buffer.concat(parts);
    assert.equal(all.length, total);
    assert.ok(all.every((v, i) => v === i % 251));
    const range: Buffer[] = [];
    for await (const c of (await store.openRead(key, { start: 1000, end: 1009 })) as AsyncIterable<Buffer>) range.push(c);
    assert.ok(Buffer.concat(range).equals(all.subarray(1000, 1010)));
    assert.ok((await store.read(key, total - 5, 100)).equals(all.subarray(total - 5)));
    await store.delete(key);
    await store.delete(key); // absent: no error
    assert.equal(await store.size(key), undefined);
    await assert.rejects(store.openRead(key));
  });

  it('a failing source or an oversized one leaves nothing behind', async () => {
    const before = filesUnder(root).length;
    await assert.rejects(store.put(chunks(5 * 1024 * 1024, 64 * 1024, 2 * 1024 * 1024)), /client went away/);
    await assert.rejects(store.put(chunks(1024 * 1024), { maxBytes: 1000 }), (e) => e instanceof BlobTooLargeError);
    assert.equal(filesUnder(root).length, before);
    assert.deepEqual(fs.readdirSync(path.join(root, 'tmp')), []);
  });

  it('rejects keys that are not its own (no path traversal)', async () => {
    await assert.rejects(store.read('../../etc/passwd', 0, 10), /invalid blob key/);
  });

  it('a writer killed with SIGKILL mid-upload leaves no visible blob, only a temp file the sweep removes', async () => {
    const crashRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-blobs-crash-'));
    try {
      const child = spawn(process.execPath, [path.join(here, 'fixtures/slow-blob-put.js'), crashRoot], { stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = new Promise((r) => child.on('exit', r));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('writing') && resolve());
        child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
      });
      child.kill('SIGKILL');
      await exited;
      assert.deepEqual(filesUnder(path.join(crashRoot, 'objects')), [], 'no blob visible');
      const temps = fs.readdirSync(path.join(crashRoot, 'tmp'));
      assert.equal(temps.length, 1);
      assert.ok(fs.statSync(path.join(crashRoot, 'tmp', temps[0]!)).size > 0, 'the child had written data');
      const again = new LocalBlobStore(crashRoot);
      assert.equal(await again.sweepTemp(3600_000), 0, 'a recent temp file may belong to a running upload');
      assert.equal(await again.sweepTemp(0, Date.now() + 1), 1);
      assert.deepEqual(fs.readdirSync(path.join(crashRoot, 'tmp')), []);
    } finally {
      fs.rmSync(crashRoot, { recursive: true, force: true });
    }
  });
});
