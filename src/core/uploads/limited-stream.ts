// Forwards a file stream to a consumer while counting bytes. Past `max` bytes the consumer's
// stream fails with FileTooLarge, but the source is still read to its end: the source is one part
// of a multipart request and the following parts are behind it. Never buffers more than the
// consumer's own high-water mark (back-pressure pauses the source).
import { finished, PassThrough, type Readable } from 'node:stream';

export class FileTooLarge extends Error {
  constructor(readonly max: number) {
    super(`file is larger than ${max} bytes`);
  }
}

export interface LimitedStream {
  /** Give this to the consumer. */
  stream: Readable;
  /** Resolves with the source's byte count once the source has ended (even after an overflow or abandon). */
  done: Promise<number>;
  over(): boolean;
  /** The consumer gave up (it failed): stop forwarding and drain the source. */
  abandon(): void;
}

export function limitStream(src: Readable, max: number): LimitedStream {
  const out = new PassThrough();
  // The consumer may not be reading yet when the limit is passed (it may still be opening its
  // file); the error is kept on the stream for it, and must not become an uncaught 'error' event.
  out.on('error', () => undefined);
  let n = 0;
  let over = false;
  let abandoned = false;
  const onDrain = () => src.resume();
  const done = new Promise<number>((resolve, reject) => {
    src.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (over || abandoned) return;
      if (n > max) {
        over = true;
        out.off('drain', onDrain);
        out.destroy(new FileTooLarge(max));
        src.resume();
        return;
      }
      if (!out.write(chunk)) {
        src.pause();
        out.once('drain', onDrain);
      }
    });
    // finished() rather than 'end'/'error' listeners: a multipart file stream can have failed
    // (body cut short) before it reaches us, and its 'error' event is then already gone; finished()
    // reports a stream that already ended or failed, so nothing waits forever.
    finished(src, (e) => {
      if (e) {
        out.destroy(e);
        reject(e);
        return;
      }
      if (!over && !abandoned) out.end();
      resolve(n);
    });
  });
  done.catch(() => undefined); // observed by the caller; avoid an unhandled rejection before it awaits
  return {
    stream: out,
    done,
    over: () => over,
    abandon() {
      if (abandoned) return;
      abandoned = true;
      out.off('drain', onDrain);
      if (!out.destroyed) out.destroy();
      src.resume();
    },
  };
}

/** Reads a stream to its end, discarding it; resolves with its length. */
export function drain(src: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let n = 0;
    src.on('data', (c: Buffer) => (n += c.length));
    finished(src, (e) => (e ? reject(e) : resolve(n)));
    src.resume();
  });
}
