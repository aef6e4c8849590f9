// Random access to a stored file, and the bounds on what one file may cost to inspect (issue 22,
// item 3: an 800 KB MP4 of 99,990 empty boxes cost 17 s of worker time, one awaited read per box).
// Every inspection reads through `boundedReader`: small reads are served from a read-ahead window
// (one blob-store read per READ_AHEAD bytes walked, whatever the format's walker asks for), the
// blob-store reads of one file are counted, and the inspection's time is capped; past either bound
// the file fails with a reason that says so.

/** Random access to a stored file: up to length bytes at offset (fewer at the end). */
export type ByteReader = (offset: number, length: number) => Promise<Buffer>;

/** A media file that cannot be what it claims; the message is the asset's error reason. */
export class MediaError extends Error {}

export async function readExactly(read: ByteReader, offset: number, length: number, what: string): Promise<Buffer> {
  const b = await read(offset, length);
  if (b.length < length) throw new MediaError(`${what}: the file ends early (truncated?)`);
  return b;
}

/** Bytes fetched at once when a walker asks for less. */
export const READ_AHEAD = 256 * 1024;

export interface InspectionLimits {
  /** Longest the inspection of one file may take, ms (wall time, reads included). */
  timeMs: number;
  /** Most blob-store reads for one file. */
  maxReads: number;
}

export const DEFAULT_INSPECTION_LIMITS: InspectionLimits = { timeMs: 30_000, maxReads: 4096 };

/**
 * `read` with a read-ahead window and the file's bounds. `now` is a monotonic clock in ms
 * (performance.now): the bound is on work done, not on the platform's (possibly virtual) clock.
 */
export function boundedReader(read: ByteReader, size: number, limits: InspectionLimits = DEFAULT_INSPECTION_LIMITS, now: () => number = () => performance.now()): ByteReader {
  const started = now();
  let reads = 0;
  let window: { start: number; bytes: Buffer } | undefined;
  const check = () => {
    if (now() - started > limits.timeMs) throw new MediaError(`the file took longer than ${Math.round(limits.timeMs / 1000)} s to inspect (refused: too complex)`);
  };
  const fetch = async (offset: number, length: number) => {
    if (++reads > limits.maxReads) throw new MediaError(`the file needs more than ${limits.maxReads} reads to inspect (refused: too complex)`);
    const b = await read(offset, length);
    check();
    return b;
  };
  return async (offset, length) => {
    check();
    if (window && offset >= window.start && offset + length <= window.start + window.bytes.length) {
      return window.bytes.subarray(offset - window.start, offset - window.start + length);
    }
    // (the end of a file needs no window past it)
    if (window && offset >= window.start && offset < window.start + window.bytes.length && window.start + window.bytes.length >= size) {
      return window.bytes.subarray(offset - window.start);
    }
    if (length >= READ_AHEAD) return fetch(offset, length); // a large read (a movie header, a page): as asked
    const bytes = await fetch(offset, Math.min(READ_AHEAD, Math.max(length, size - offset)));
    window = { start: offset, bytes };
    return bytes.subarray(0, length);
  };
}
