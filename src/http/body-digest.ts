// SHA-256 of a request body taken while its handler reads it (issue 22, item 8): Idempotency-Key
// binds a streamed multipart upload to its bytes without holding them. Only idempotency's own code
// path (a POST with an Idempotency-Key and a streamed body) ever installs it.
// - The tap is a 'data' listener on the raw request, attached with the stream paused, so it sees
//   every chunk whoever reads the body and however (pipe, read(), iteration) and never starts the
//   flow itself: the handler's reader does, as it would without the tap.
// - A multipart boundary is chosen at random by the client for each request, so a retry of the
//   same form is the same bytes but for it: every occurrence of the boundary is hashed as one fixed
//   mark (the boundary never occurs inside a part, by the format's own rule).
import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const MARK = Buffer.from('\u0000boundary\u0000');

/** SHA-256 of a byte stream with every occurrence of `needle` replaced by a fixed mark. */
export class NormalizingHash {
  private readonly h: Hash = createHash('sha256');
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly needle?: Buffer) {}

  update(chunk: Buffer): void {
    const n = this.needle;
    if (!n || n.length === 0) {
      this.h.update(chunk);
      return;
    }
    // the last n-1 bytes of the previous chunk may begin an occurrence that ends in this one
    const buf = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    let from = 0;
    for (let i = buf.indexOf(n, from); i >= 0; i = buf.indexOf(n, from)) {
      this.h.update(buf.subarray(from, i));
      this.h.update(MARK);
      from = i + n.length;
    }
    const keep = Math.max(from, buf.length - (n.length - 1));
    this.h.update(buf.subarray(from, keep));
    this.tail = Buffer.from(buf.subarray(keep));
  }

  digest(): string {
    this.h.update(this.tail);
    return this.h.digest('hex');
  }
}

export interface BodyDigest {
  /** The whole body has been read (so `done` has its digest). */
  readonly complete: boolean;
  /** The digest once the body has been read whole; undefined if it never was (aborted, failed). */
  readonly done: Promise<string | undefined>;
  /** Reads the rest of the body (into the hash only) and waits for the digest. */
  drain(): Promise<string | undefined>;
}

/** The multipart boundary of a Content-Type, if any. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m?.[1] ?? m?.[2];
}

/**
 * Starts hashing `raw` as it is read. Must be called before anything has read the body; throws
 * otherwise (the digest would miss the bytes already read).
 */
export function digestBody(raw: IncomingMessage, boundary: string | undefined): BodyDigest {
  if (raw.readableDidRead || raw.readableEnded) throw new Error('digestBody: the request body was read before it could be hashed');
  const hash = new NormalizingHash(boundary ? Buffer.from(boundary, 'latin1') : undefined);
  // paused first: a 'data' listener on a stream that was never paused would start the flow now,
  // before the handler's reader is attached, and that reader would miss the first bytes
  raw.pause();
  raw.on('data', (chunk: Buffer) => hash.update(chunk));
  let ended = false;
  const done = new Promise<string | undefined>((resolve) => {
    raw.once('end', () => {
      ended = true;
      resolve(hash.digest());
    });
    raw.once('error', () => resolve(undefined));
    raw.once('close', () => {
      if (!ended) resolve(undefined);
    });
  });
  return {
    get complete() {
      return ended;
    },
    done,
    drain() {
      if (!ended) raw.resume();
      return done;
    },
  };
}
