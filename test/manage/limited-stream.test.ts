import assert from 'node:assert/strict';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, it } from 'node:test';
import { FileTooLarge, limitStream } from '../../src/core/uploads/limited-stream.js';

function source(chunks: number, size: number): { stream: Readable; read: () => number } {
  let sent = 0;
  let i = 0;
  const stream = new Readable({
    read() {
      if (i++ >= chunks) return this.push(null);
      sent += size;
      this.push(Buffer.alloc(size, 97));
    },
  });
  return { stream, read: () => sent };
}

describe('uploads: limitStream', () => {
  it('forwards a stream within the limit unchanged and reports its size', async () => {
    const src = source(10, 1000);
    const lim = limitStream(src.stream, 10_000);
    let got = 0;
    await pipeline(lim.stream, new Writable({ write(c, _e, cb) { got += c.length; cb(); } }));
    assert.equal(got, 10_000);
    assert.equal(await lim.done, 10_000);
    assert.equal(lim.over(), false);
  });

  it('past the limit the consumer fails with FileTooLarge, and the source is still read to its end', async () => {
    const src = source(50, 1000);
    const lim = limitStream(src.stream, 10_000);
    await assert.rejects(pipeline(lim.stream, new Writable({ write(_c, _e, cb) { cb(); } })), FileTooLarge);
    assert.equal(await lim.done, 50_000);
    assert.equal(lim.over(), true);
  });

  it('a consumer that gives up (abandon) does not stall the source, even under back-pressure', async () => {
    const src = source(200, 64 * 1024);
    const lim = limitStream(src.stream, Number.MAX_SAFE_INTEGER);
    // a consumer that reads nothing: back-pressure pauses the source until abandon()
    await new Promise((r) => setTimeout(r, 20));
    assert.ok(src.read() < 200 * 64 * 1024);
    lim.abandon();
    assert.equal(await lim.done, 200 * 64 * 1024);
  });

  it('a source error reaches the consumer and done', async () => {
    const src = new PassThrough();
    const lim = limitStream(src, 100);
    const consumed = pipeline(lim.stream, new Writable({ write(_c, _e, cb) { cb(); } }));
    src.destroy(new Error('client went away'));
    await assert.rejects(consumed, /client went away/);
    await assert.rejects(lim.done, /client went away/);
  });
});

describe('uploads: limitStream before the consumer reads', () => {
  it('a limit passed before anyone reads is an error the consumer gets later, never an uncaught one', async () => {
    const src = source(5, 1000);
    const lim = limitStream(src.stream, 2500);
    assert.equal(await lim.done, 5000);
    assert.equal(lim.over(), true);
    // the consumer starts only now (an ingest that was still opening its file)
    await assert.rejects(
      (async () => {
        for await (const _ of lim.stream) void _;
      })(),
      FileTooLarge,
    );
  });
});
