// Issue 22, item 3 (bounded work per file): the inspection of one file costs a bounded number of
// blob-store reads and a bounded time whatever its bytes, and a file past a bound fails with a
// reason that says so. The probe's file: an 800 KB MP4 of 99,990 empty top-level boxes, which cost
// one awaited read per box (17 s of worker time).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inspect } from '../src/core/assets/media/inspect.js';
import { boundedReader, READ_AHEAD, type ByteReader } from '../src/core/assets/media/reader.js';
import { mp4, png } from './helpers/media.js';
import { emptyBoxMp4 } from './helpers/pathological-media.js';

/** A reader over a buffer that counts the reads it serves. */
function counting(buf: Buffer): { read: ByteReader; reads: () => number } {
  let n = 0;
  return {
    read: async (o, l) => {
      n++;
      return buf.subarray(o, Math.min(buf.length, o + l));
    },
    reads: () => n,
  };
}
const meta = { name: 'f', declaredContentType: null };

describe('bounded work per file', () => {
  it('the probe\'s MP4 of 99,990 empty top-level boxes fails with a clear reason, in a handful of reads', async () => {
    const file = emptyBoxMp4(99_990);
    assert.ok(file.length > 790_000 && file.length < 810_000, String(file.length));
    const r = counting(file);
    const info = await inspect(r.read, file.length, meta);
    assert.equal(info.ok, false);
    assert.equal(info.contentType, 'video/mp4');
    assert.match(!info.ok ? info.error : '', /more than 1000 top-level boxes/);
    assert.ok(r.reads() <= 4, `${r.reads()} reads (one per box was 99,990)`);
  });

  it('the box table is read in large reads: a file just under the box cap costs reads by the size of its table, not by its boxes', async () => {
    const file = emptyBoxMp4(999);
    const r = counting(file);
    const info = await inspect(r.read, file.length, meta);
    assert.match(!info.ok ? info.error : '', /no movie header/);
    assert.ok(r.reads() <= 2, `${r.reads()} reads for 999 boxes`);
  });

  it('real videos still inspect, a large mdat skipped in one jump', async () => {
    for (const moovLast of [false, true]) {
      const file = mp4({ width: 1280, height: 720, durationMs: 15_000, moovLast, mdatBytes: 3 * READ_AHEAD });
      const r = counting(file);
      const info = await inspect(r.read, file.length, meta);
      assert.ok(info.ok, JSON.stringify(info));
      assert.deepEqual([info.ok && info.width, info.ok && info.height, info.ok && info.durationMs], [1280, 720, 15_000]);
      assert.ok(r.reads() <= 4, `${r.reads()} reads`);
    }
  });

  it('a PNG of 120,000 empty chunks and a JPEG of a megabyte of fill bytes fail or pass in bounded reads', async () => {
    const good = png(64, 64, [1, 2, 3]);
    const chunk = Buffer.from([0, 0, 0, 0, 0x74, 0x45, 0x58, 0x74, 0, 0, 0, 0]); // empty tEXt (CRC unchecked)
    const manyChunks = Buffer.concat([good.subarray(0, 33), Buffer.concat(Array.from({ length: 120_000 }, () => chunk)), good.subarray(33)]);
    const r = counting(manyChunks);
    const info = await inspect(r.read, manyChunks.length, meta);
    assert.match(!info.ok ? info.error : '', /PNG: more than 100000 chunks/);
    assert.ok(r.reads() <= 16, `${r.reads()} reads for 120,000 chunks`);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(1024 * 1024, 0xff), Buffer.from([0xd9])]);
    const j = counting(jpeg);
    const ji = await inspect(j.read, jpeg.length, meta);
    assert.equal(ji.ok, false);
    assert.ok(j.reads() <= 8, `${j.reads()} reads for a megabyte of fill bytes`);
  });

  it('past the read or time bound the file fails with a reason naming the bound', async () => {
    const file = mp4({ width: 320, height: 240, durationMs: 5000, moovLast: true, mdatBytes: 10 * READ_AHEAD });
    const few = await inspect(async (o, l) => file.subarray(o, Math.min(file.length, o + l)), file.length, meta, undefined, { timeMs: 60_000, maxReads: 1 });
    assert.match(!few.ok ? few.error : '', /needs more than 1 reads to inspect/);
    // a store that answers slowly: past the time bound, the inspection stops with that reason
    let t = 0;
    const slow = boundedReader(async (o, l) => file.subarray(o, o + l), file.length, { timeMs: 1000, maxReads: 100 }, () => t);
    await slow(0, 16);
    t = 1001;
    await assert.rejects(slow(READ_AHEAD * 4, 16), /took longer than 1 s to inspect/);
  });
});
