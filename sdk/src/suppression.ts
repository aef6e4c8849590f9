// Suppression lists from a file, a byte stream or an iterable of ids, sent in bounded chunks: each
// chunk is one request (atomic on the server), cut at a line end, so a list of any size never needs
// one huge request and an interruption loses at most the chunk in flight. Adding and deleting ids
// are set operations, so a chunk sent twice (a retry after a lost answer, or a resumed run) changes
// nothing more; only the counts the server returns for it are counted again.
import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import type { Core } from './core.js';

/** Where the ids come from: a file path, a stream of bytes (one id per line), or ids one by one. */
export type IdSource = string | { path: string } | Readable | AsyncIterable<string | Uint8Array> | Iterable<string>;

export interface SuppressionProgress {
  /** Bytes of the source sent so far (confirmed chunks and the one in flight). For a file: the offset reached. */
  bytes: number;
  /** The file's size (file sources only). */
  totalBytes?: number;
  /** Lines (ids) sent so far. */
  ids: number;
  /** Counts the server confirmed so far. */
  valid: number;
  invalid: number;
  /** Chunks confirmed so far. */
  chunks: number;
}

export interface ChunkConfirmed {
  index: number;
  /** Byte range of the chunk in the source ([start, end)); for a file these are file offsets. */
  start: number;
  end: number;
  ids: number;
  valid: number;
  invalid: number;
}

export interface SuppressionTotals {
  valid: number;
  invalid: number;
  /** Lines sent (valid + invalid, blank lines aside). */
  ids: number;
  bytes: number;
  chunks: number;
}

export interface SuppressionOptions {
  /** Size of a chunk (one request), cut at the next line end. Default 96 MiB (about 2.6 million ids). */
  chunkBytes?: number;
  /** File sources: byte offset to start from (a line start), e.g. the `end` of the last confirmed chunk of an interrupted run. */
  startAt?: number;
  /** Totals of an interrupted run to continue counting from. */
  resumeFrom?: Pick<SuppressionTotals, 'valid' | 'invalid' | 'ids' | 'chunks'>;
  onProgress?: (p: SuppressionProgress) => void;
  /** Called after each chunk the server confirmed (persist `end` to resume later). */
  onChunk?: (c: ChunkConfirmed) => void | Promise<void>;
  signal?: AbortSignal;
}

export const DEFAULT_CHUNK_BYTES = 96 * 1024 * 1024;
const NL = 10;

type Op = 'add' | 'remove';
const PATHS: Record<Op, string> = { add: '/suppressionApps', remove: '/deleteSuppressionApps' };

function countLines(b: Uint8Array): number {
  let n = 0;
  for (let i = b.indexOf(NL); i !== -1; i = b.indexOf(NL, i + 1)) n++;
  return n;
}

export class Suppression {
  constructor(private readonly core: Core) {}

  /** Adds the ids to the list of app `packageName`. */
  add(packageName: string, source: IdSource, o: SuppressionOptions = {}): Promise<SuppressionTotals> {
    return this.run('add', packageName, source, o);
  }

  /** Deletes the ids from the list of app `packageName`. */
  remove(packageName: string, source: IdSource, o: SuppressionOptions = {}): Promise<SuppressionTotals> {
    return this.run('remove', packageName, source, o);
  }

  /** One request with exactly these bytes (no chunking): the server's counts. */
  async send(op: Op, packageName: string, body: Uint8Array | string, signal?: AbortSignal): Promise<{ num_valid_ids: number; num_invalid_ids: number }> {
    return this.core.json('suppression', { method: 'POST', url: PATHS[op], query: { package_name: packageName }, headers: { 'content-type': 'text/plain' }, body: () => body, replaySafe: true, signal });
  }

  private async run(op: Op, packageName: string, source: IdSource, o: SuppressionOptions): Promise<SuppressionTotals> {
    const chunkBytes = o.chunkBytes ?? DEFAULT_CHUNK_BYTES;
    if (!(chunkBytes >= 64)) throw new RangeError('chunkBytes must be at least 64');
    const file = typeof source === 'string' ? source : typeof source === 'object' && source !== null && 'path' in source && typeof source.path === 'string' ? source.path : undefined;
    const t: SuppressionTotals = { valid: o.resumeFrom?.valid ?? 0, invalid: o.resumeFrom?.invalid ?? 0, ids: o.resumeFrom?.ids ?? 0, bytes: 0, chunks: o.resumeFrom?.chunks ?? 0 };
    if (file !== undefined) return this.fromFile(op, packageName, file, chunkBytes, t, o);
    if (o.startAt) throw new RangeError('startAt is only for file sources');
    return this.fromStream(op, packageName, source as Readable | AsyncIterable<string | Uint8Array> | Iterable<string>, chunkBytes, t, o);
  }

  /** Sends one chunk (a fresh body per attempt) and counts it. */
  private async chunk(op: Op, packageName: string, t: SuppressionTotals, c: { start: number; end: number; body: (count: (b: Uint8Array) => void) => Readable }, o: SuppressionOptions, base: { bytes: number; totalBytes?: number }): Promise<void> {
    let lines = 0;
    let sent = 0;
    let endsWithNl = true;
    const count = (b: Uint8Array) => {
      lines += countLines(b);
      sent += b.length;
      if (b.length) endsWithNl = b[b.length - 1] === NL;
      o.onProgress?.({ bytes: base.bytes + sent, totalBytes: base.totalBytes, ids: t.ids + lines, valid: t.valid, invalid: t.invalid, chunks: t.chunks });
    };
    const r = await this.core.json<{ num_valid_ids: number; num_invalid_ids: number }>('suppression', {
      method: 'POST',
      url: PATHS[op],
      query: { package_name: packageName },
      headers: { 'content-type': 'text/plain' },
      length: c.end - c.start,
      streamed: true,
      body: () => {
        lines = 0;
        sent = 0;
        return c.body(count);
      },
      replaySafe: true,
      signal: o.signal,
    });
    if (!endsWithNl) lines++;
    t.valid += r.num_valid_ids;
    t.invalid += r.num_invalid_ids;
    t.ids += lines;
    t.bytes += c.end - c.start;
    t.chunks++;
    await o.onChunk?.({ index: t.chunks - 1, start: c.start, end: c.end, ids: lines, valid: r.num_valid_ids, invalid: r.num_invalid_ids });
    o.onProgress?.({ bytes: base.bytes + (c.end - c.start), totalBytes: base.totalBytes, ids: t.ids, valid: t.valid, invalid: t.invalid, chunks: t.chunks });
  }

  private async fromFile(op: Op, packageName: string, file: string, chunkBytes: number, t: SuppressionTotals, o: SuppressionOptions): Promise<SuppressionTotals> {
    const fh = await fs.promises.open(file, 'r');
    try {
      const size = (await fh.stat()).size;
      let start = o.startAt ?? 0;
      if (start < 0 || start > size) throw new RangeError(`startAt ${start} is outside ${file} (${size} bytes)`);
      o.onProgress?.({ bytes: start, totalBytes: size, ids: t.ids, valid: t.valid, invalid: t.invalid, chunks: t.chunks });
      while (start < size) {
        const end = await lineEndAfter(fh, start + chunkBytes, size);
        const s = start;
        await this.chunk(
          op,
          packageName,
          t,
          {
            start: s,
            end,
            body: (count) =>
              fs.createReadStream(file, { start: s, end: end - 1, highWaterMark: 1 << 20 }).pipe(
                new Transform({
                  transform(b: Buffer, _enc, done) {
                    count(b);
                    done(null, b);
                  },
                }),
              ),
          },
          o,
          { bytes: s, totalBytes: size },
        );
        start = end;
      }
      t.bytes = size - (o.startAt ?? 0);
      return t;
    } finally {
      await fh.close();
    }
  }

  private async fromStream(op: Op, packageName: string, source: Readable | AsyncIterable<string | Uint8Array> | Iterable<string>, chunkBytes: number, t: SuppressionTotals, o: SuppressionOptions): Promise<SuppressionTotals> {
    // ids one by one (strings) become lines; bytes are taken as they are
    const pieces = (async function* (): AsyncGenerator<Buffer> {
      for await (const x of source as AsyncIterable<string | Uint8Array>) {
        if (typeof x === 'string') yield Buffer.from(x.endsWith('\n') ? x : `${x}\n`);
        else yield Buffer.from(x.buffer, x.byteOffset, x.length);
      }
    })();
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let offset = 0;
    const flush = async (upTo: number) => {
      // upTo: how many of the pending bytes to send now (a line end), the rest stays pending
      const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
      const body = all.subarray(0, upTo);
      const rest = all.subarray(upTo);
      pending = rest.length ? [Buffer.from(rest)] : [];
      pendingBytes = rest.length;
      if (!body.length) return;
      await this.chunk(op, packageName, t, { start: offset, end: offset + body.length, body: (count) => Readable.from(countingPieces(body, count)) }, o, { bytes: offset });
      offset += body.length;
    };
    for await (const piece of pieces) {
      pending.push(piece);
      pendingBytes += piece.length;
      while (pendingBytes >= chunkBytes) {
        const all = Buffer.concat(pending, pendingBytes);
        pending = [all];
        const cut = all.lastIndexOf(NL, chunkBytes - 1);
        // a "line" longer than a chunk is no id: send it whole rather than split it
        await flush(cut === -1 ? (all.indexOf(NL, chunkBytes) === -1 ? all.length : all.indexOf(NL, chunkBytes) + 1) : cut + 1);
      }
    }
    if (pendingBytes) await flush(pendingBytes);
    return t;
  }
}

/** The body in 1 MiB pieces, each counted as it is handed to the socket. */
function* countingPieces(body: Buffer, count: (b: Uint8Array) => void): Generator<Buffer> {
  for (let o = 0; o < body.length; o += 1 << 20) {
    const piece = body.subarray(o, Math.min(body.length, o + (1 << 20)));
    count(piece);
    yield piece;
  }
}

/** The offset just past the first line end at or after `at` (or the file's end). */
async function lineEndAfter(fh: fs.promises.FileHandle, at: number, size: number): Promise<number> {
  if (at >= size) return size;
  const buf = Buffer.alloc(64 * 1024);
  for (let pos = at - 1; pos < size; ) {
    const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
    if (bytesRead === 0) break;
    const i = buf.subarray(0, bytesRead).indexOf(NL);
    if (i !== -1) return pos + i + 1;
    pos += bytesRead;
  }
  return size;
}
