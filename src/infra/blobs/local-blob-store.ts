// Blob store in a local directory: <root>/objects/<2 hex>/<32 hex key>. A put writes to
// <root>/tmp/<key>.part, fsyncs it, renames it into place and fsyncs the directory, so a crash
// never leaves a partial blob visible (at worst an orphan .part, swept at start-up).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BlobTooLargeError, type BlobStore, type PutResult } from '../../core/assets/blob-store.js';

const KEY_RE = /^[0-9a-f]{32}$/;
/** Bytes gathered while a write is in flight before the reader waits for the disk. */
const MAX_PENDING = 4 * 1024 * 1024;
/** Flush written data every this many bytes, so the final fsync has little left to do. */
const SYNC_EVERY = 32 * 1024 * 1024;

export class LocalBlobStore implements BlobStore {
  private readonly objects: string;
  private readonly tmp: string;

  /** durable=false skips the fsyncs: only for measuring what durability costs (bench diagnostics). */
  constructor(
    readonly root: string,
    private readonly durable = true,
    private readonly syncEvery = SYNC_EVERY,
  ) {
    this.objects = path.join(root, 'objects');
    this.tmp = path.join(root, 'tmp');
    fs.mkdirSync(this.objects, { recursive: true });
    fs.mkdirSync(this.tmp, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
    return path.join(this.objects, key.slice(0, 2), key);
  }

  async put(source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>, opts: { maxBytes?: number; key?: string } = {}): Promise<PutResult> {
    const key = opts.key ?? randomBytes(16).toString('hex');
    this.pathOf(key); // validates a given key
    const part = path.join(this.tmp, `${key}.part`);
    const fh = await fsp.open(part, 'wx', 0o640);
    let size = 0;
    let closed = false;
    try {
      // Keep reading while the previous write is on the disk: gather chunks and write them with
      // one writev when the disk is free; wait only when too much is pending.
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let inFlight: Promise<unknown> = Promise.resolve();
      let syncing: Promise<unknown> | undefined;
      let sinceSync = 0;
      let busy = false;
      let writeError: unknown;
      const flush = () => {
        if (busy || pending.length === 0) return;
        const batch = pending;
        const bytes = pendingBytes;
        pending = [];
        pendingBytes = 0;
        busy = true;
        inFlight = fh.writev(batch).then(
          () => {
            busy = false;
            sinceSync += bytes;
            if (this.durable && sinceSync >= this.syncEvery && !syncing) {
              sinceSync = 0;
              syncing = fh.datasync().finally(() => (syncing = undefined));
            }
            flush();
          },
          (e) => {
            busy = false;
            writeError = e;
          },
        );
      };
      for await (const raw of source as AsyncIterable<Uint8Array | string>) {
        if (writeError) throw writeError;
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
        size += chunk.byteLength;
        if (opts.maxBytes !== undefined && size > opts.maxBytes) throw new BlobTooLargeError(opts.maxBytes);
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        flush();
        while (pendingBytes >= MAX_PENDING && !writeError) await inFlight;
      }
      while ((busy || pending.length) && !writeError) {
        flush();
        await inFlight;
      }
      if (writeError) throw writeError;
      await syncing;
      if (this.durable) await fh.sync();
      await fh.close();
      closed = true;
      const dest = this.pathOf(key);
      await fsp.mkdir(path.dirname(dest), { recursive: true });
      await fsp.rename(part, dest);
      if (this.durable) await syncDir(path.dirname(dest));
      return { key, size };
    } catch (e) {
      if (!closed) await fh.close().catch(() => undefined);
      await fsp.unlink(part).catch(() => undefined);
      throw e;
    }
  }

  async openRead(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    const p = this.pathOf(key);
    const fh = await fsp.open(p, 'r'); // fails now (not later on the stream) when absent
    return fh.createReadStream(range ? { start: range.start, end: range.end, highWaterMark: 256 * 1024 } : { highWaterMark: 256 * 1024 });
  }

  async read(key: string, offset: number, length: number): Promise<Buffer> {
    const fh = await fsp.open(this.pathOf(key), 'r');
    try {
      const buf = Buffer.allocUnsafe(length);
      let got = 0;
      while (got < length) {
        const { bytesRead } = await fh.read(buf, got, length - got, offset + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buf.subarray(0, got);
    } finally {
      await fh.close();
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await fsp.stat(this.pathOf(key))).size;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.unlink(this.pathOf(key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  /** Removes .part files older than maxAgeMs (left by a crash mid-upload). */
  async sweepTemp(maxAgeMs: number, now = Date.now()): Promise<number> {
    let n = 0;
    for (const f of await fsp.readdir(this.tmp)) {
      const p = path.join(this.tmp, f);
      const st = await fsp.stat(p).catch(() => undefined);
      if (st && now - st.mtimeMs > maxAgeMs) {
        await fsp.unlink(p).catch(() => undefined);
        n++;
      }
    }
    return n;
  }
}

async function syncDir(dir: string): Promise<void> {
  const d = await fsp.open(dir, 'r');
  try {
    await d.sync();
  } finally {
    await d.close();
  }
}
