// The parts of a streamed multipart body, each file hashed ONCE on its way in (issue 33, item 17).
// Every file part's bytes pass through one SHA-1 tap (on the hashing thread) whatever its reader
// does with them: the asset library stores the tap's digest instead of hashing again, and an
// Idempotency-Key binds the request to the list of its parts (names, types, field values and each
// file's digest) instead of a second SHA-256 over the whole body. A retry whose key already has an
// answer has its parts read through the same taps (nothing kept) and compared the same way.
import { EventEmitter } from 'node:events';
import { finished, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { Sha1Factory, Sha1Session } from '../core/assets/hashing.js';

/** A file part: the parser's own stream, tapped (every byte read from it, or drained with resume(), is hashed). */
export interface HashedFilePart {
  type: 'file';
  fieldname: string;
  filename: string;
  mimetype: string;
  /** The parser's stream (with its 'limit' event and `truncated`). */
  file: MultipartFile['file'];
  /** The file's SHA-1 once it has been read to its end; rejects if it never was. */
  sha1(): Promise<string>;
}
export type HashedPart = HashedFilePart | MultipartValue;

/** What an Idempotency-Key binds a streamed request to: its parts in order. */
export class PartLedger {
  private readonly entries: (string | Promise<string>)[] = [];
  /** The parts iterator reached the body's end (every part has been seen). */
  complete = false;

  field(p: MultipartValue): void {
    this.entries.push(JSON.stringify(['field', p.fieldname, String(p.value), p.valueTruncated === true]));
  }

  file(p: HashedFilePart): void {
    const head = JSON.stringify(['file', p.fieldname, p.filename, p.mimetype]);
    // a file never read to its end binds nothing: the fingerprint is then refused (undefined)
    this.entries.push(p.sha1().then((d) => `${head}:${d}`, () => `${head}:unread`));
  }

  /** One line per part, in order; undefined until the body has been read whole. */
  async lines(): Promise<string[] | undefined> {
    if (!this.complete) return undefined;
    const lines = await Promise.all(this.entries);
    return lines.some((l) => l.endsWith(':unread')) ? undefined : lines;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** busboy limits this route's parts are read with (also when a retry is only compared). */
    multipartLimits?: Record<string, number>;
  }
  interface FastifyRequest {
    /** Set by idempotency when the request has a key: its parts are recorded here as they arrive. */
    partLedger?: PartLedger;
  }
}

/**
 * The request's parts, files tapped, read with `limits` (default: the route's `multipartLimits`).
 * The request's part ledger (idempotency's, when it has a key) records each part as it arrives.
 * Read the parts in order, as with request.parts().
 */
export async function* hashedParts(request: FastifyRequest, sha1: Sha1Factory, limits = request.routeOptions.config?.multipartLimits): AsyncGenerator<HashedPart> {
  const ledger = request.partLedger;
  const parts = (limits ? request.parts({ limits }) : request.parts()) as AsyncIterableIterator<Multipart>;
  for await (const p of parts) {
    if (p.type !== 'file') {
      ledger?.field(p);
      yield p;
      continue;
    }
    const digest = hashTap(p.file, sha1());
    const part: HashedFilePart = { type: 'file', fieldname: p.fieldname, filename: p.filename ?? '', mimetype: p.mimetype ?? '', file: p.file, sha1: () => digest };
    ledger?.file(part);
    yield part;
  }
  if (ledger) ledger.complete = true;
}

/** Reads every part through its tap and drops it: a retry's body compared without keeping it. */
export async function readAllParts(request: FastifyRequest, sha1: Sha1Factory): Promise<void> {
  for await (const p of hashedParts(request, sha1)) if (p.type === 'file') p.file.resume();
}

/**
 * Hashes what the parser's stream hands its reader, whoever reads it and however (pipe, 'data',
 * read(), iteration): a passive 'data' listener, added without the resume() that Readable.on adds
 * (the stream must not start flowing before its reader is there, or the reader would miss bytes).
 * No stream is put in between: a Transform there cost every upload a third more CPU in garbage
 * (bench upload-key, per thread). When the hashing thread falls behind, a stream that is flowing is
 * paused until it catches up, so a slow thread slows the upload instead of growing memory.
 */
function hashTap(src: Readable, session: Sha1Session): Promise<string> {
  let resolveDigest!: (hex: string) => void;
  let rejectDigest!: (e: Error) => void;
  const digest = new Promise<string>((res, rej) => {
    resolveDigest = res;
    rejectDigest = rej;
  });
  digest.catch(() => undefined); // observed by whoever asks; never an unhandled rejection
  EventEmitter.prototype.on.call(src, 'data', (chunk: Buffer) => {
    const wait = session.update(chunk);
    if (wait && src.readableFlowing === true) {
      src.pause();
      void wait.then(() => {
        if (!src.destroyed && !src.readableEnded && src.readableFlowing === false) src.resume();
      });
    }
  });
  finished(src, (e) => {
    if (e) {
      session.abort();
      rejectDigest(e);
      return;
    }
    session.digest().then(resolveDigest, rejectDigest);
  });
  return digest;
}
