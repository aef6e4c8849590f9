// The byte buffer the report writer fills: 100+ MB of JSON per large report, so each cell is a few
// stores. Repeated text (keys, separators, dimension values) is a Run made once and copied by 4-byte
// words; numbers are written digit pairs at a time with integer (not float) division. Measured on
// this code (Node 20): a per-byte loop costs ~2 ns a byte, Uint8Array#set ~18 ns a call whatever
// the length, and the word copy ~12-16 ns for the 8-24 bytes of a key (set wins from ~40 bytes).
import { formatCents } from '../../core/reporting/columns.js';

/** Bytes written as they are: `words` holds them little-endian, padded to a multiple of 4. */
export interface Run {
  bytes: Uint8Array;
  words: Uint32Array;
}

/** A run of text (UTF-8). */
export function run(text: string): Run {
  const bytes = Buffer.from(text, 'utf8');
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  return { bytes, words: new Uint32Array(padded.buffer) };
}

/** Runs longer than this many words are copied with set (one call beats the word loop there). */
const LONG = 10;
/** Word copies may write up to 3 bytes past a run; the next write overwrites them. */
const SLACK = 4;

/** "00".."99" as ASCII pairs. */
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i++) (PAIRS[2 * i] = 48 + Math.floor(i / 10)), (PAIRS[2 * i + 1] = 48 + (i % 10));

/** "0000".."9999" as four ASCII bytes in one little-endian word: four digits are one store. */
const QUADS = new Uint32Array(10000);
for (let i = 0; i < 10000; i++) {
  const d = [(i / 1000) | 0, ((i / 100) | 0) % 10, ((i / 10) | 0) % 10, i % 10];
  QUADS[i] = (48 + d[0]!) | ((48 + d[1]!) << 8) | ((48 + d[2]!) << 16) | ((48 + d[3]!) << 24);
}

export class Bytes {
  buf: Buffer;
  view: DataView;
  pos = 0;
  /**
   * Bytes kept free beyond every room() asked for: the writer sets it to the most a row's keys and
   * numbers can take and asks room(0) once a row; text asks for its own length on top.
   */
  reserve = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
    this.view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.length);
  }
  /** Room for n more bytes and the reserve. */
  room(n: number): void {
    if (this.pos + n + this.reserve + SLACK <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n + this.reserve + SLACK));
    this.buf.copy(next, 0, 0, this.pos);
    this.setBuf(next);
  }
  private setBuf(b: Buffer): void {
    this.buf = b;
    this.view = new DataView(b.buffer, b.byteOffset, b.length);
  }
  /** A run (room for it made by the caller). */
  put(r: Run): void {
    const w = r.words;
    const p = this.pos;
    if (w.length > LONG) this.buf.set(r.bytes, p);
    else {
      const v = this.view;
      for (let j = 0, x = p; j < w.length; j++, x += 4) v.setUint32(x, w[j]!, true);
    }
    this.pos = p + r.bytes.length;
  }
  /** Text of any length and script (checks room itself). */
  text(s: string): void {
    this.room(s.length * 3);
    // most text is ASCII (days, codes, most names): copied here; anything else through the encoder
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 127) {
        this.pos += buf.write(s, this.pos, 'utf8');
        return;
      }
      buf[p++] = c;
    }
    this.pos = p;
  }
  /** ASCII text (checks room itself). */
  ascii(s: string): void {
    this.room(s.length);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < s.length; i++) buf[p++] = s.charCodeAt(i);
    this.pos = p;
  }
  byte(c: number): void {
    this.buf[this.pos++] = c;
  }
  /**
   * 0 <= u < 2^31, an int32, as digits: four at a time from QUADS (one word store), the leading
   * one to four digits by size. Room made by the caller.
   */
  private uint31(u: number): void {
    if (u < 10000) {
      this.upTo4(u);
      return;
    }
    if (u < 100000000) {
      const hi = (u / 10000) | 0;
      this.upTo4(hi);
      this.quad(u - hi * 10000);
      return;
    }
    const top = (u / 100000000) | 0;
    const rest = u - top * 100000000;
    const mid = (rest / 10000) | 0;
    this.upTo4(top);
    this.quad(mid);
    this.quad(rest - mid * 10000);
  }
  /** 0 <= u < 10000 without leading zeros. */
  private upTo4(u: number): void {
    const buf = this.buf;
    const p = this.pos;
    if (u < 10) {
      buf[p] = 48 + u;
      this.pos = p + 1;
    } else if (u < 100) {
      buf[p] = PAIRS[2 * u]!;
      buf[p + 1] = PAIRS[2 * u + 1]!;
      this.pos = p + 2;
    } else if (u < 1000) {
      const h = (u / 100) | 0;
      const r = (u - h * 100) << 1;
      buf[p] = 48 + h;
      buf[p + 1] = PAIRS[r]!;
      buf[p + 2] = PAIRS[r + 1]!;
      this.pos = p + 3;
    } else {
      this.view.setUint32(p, QUADS[u]!, true);
      this.pos = p + 4;
    }
  }
  /** 0 <= d < 10000 as exactly four digits. */
  private quad(d: number): void {
    this.view.setUint32(this.pos, QUADS[d]!, true);
    this.pos += 4;
  }
  /** 0 <= d < 100 as two digits. */
  private pair(d: number): void {
    this.buf[this.pos++] = PAIRS[2 * d]!;
    this.buf[this.pos++] = PAIRS[2 * d + 1]!;
  }
  /** A safe integer 0 <= a <= 2^53 as digits: above 2^31 as two int32 halves of eight digits. */
  private whole(a: number): void {
    if (a < 2147483648) {
      this.uint31(a);
      return;
    }
    const hi = Math.floor(a / 1e8);
    const lo = a - hi * 1e8;
    this.whole(hi);
    const l = (lo / 10000) | 0;
    const r = lo - l * 10000;
    this.pair((l / 100) | 0);
    this.pair(l % 100);
    this.pair((r / 100) | 0);
    this.pair(r % 100);
  }
  /** A count as String(v) writes it (room for 24 bytes made by the caller). */
  int(v: number): void {
    if ((v | 0) === v && v >= 0) this.uint31(v);
    else if (Number.isSafeInteger(v)) {
      if (v < 0) (this.byte(45), (v = -v));
      this.whole(v);
    } else this.ascii(String(v));
  }
  /** Whole cents as dollars with two decimals, as formatCents: 123456 -> 1234.56 (room for 24 bytes made by the caller). */
  cents(v: number): void {
    if (!Number.isSafeInteger(v)) {
      this.ascii(formatCents(v));
      return;
    }
    if (v < 0) (this.byte(45), (v = -v));
    if (v < 2147483648) {
      const q = (v / 100) | 0;
      this.uint31(q);
      this.byte(46);
      this.pair(v - q * 100);
      return;
    }
    const q = Math.floor(v / 100);
    this.whole(q);
    this.byte(46);
    this.pair(v - q * 100);
  }
  /**
   * A ratio with four decimals, as Number#toFixed(4) writes it: the nearest multiple of 1e-4
   * (toFixed itself where the scaled value is too near a tie to tell). Room for 24 bytes made by the caller.
   */
  fixed4(v: number): void {
    const x = v * 10000;
    if (x >= 0 && x < 2147483647) {
      // the usual case (a rate or ROAS): int32 arithmetic; x - t is exact, so t + (frac >= 0.5) is Math.round(x)
      const t = x | 0;
      const frac = x - t;
      if (Math.abs(frac - 0.5) >= 1e-6) {
        const r = t + (frac >= 0.5 ? 1 : 0);
        const q = (r / 10000) | 0;
        this.uint31(q);
        this.byte(46);
        this.quad(r - q * 10000);
        return;
      }
    }
    const frac = x - Math.floor(x);
    if (!(Math.abs(x) < 1e15) || Math.abs(frac - 0.5) < 1e-6) {
      this.ascii(v.toFixed(4));
      return;
    }
    let r = Math.round(x);
    // a negative that rounds to -0 is written without its sign (as the writer always has)
    if (r < 0) (this.byte(45), (r = -r));
    const q = Math.floor(r / 10000);
    this.whole(q);
    const f = r - q * 10000;
    const hi = (f / 100) | 0;
    this.byte(46);
    this.pair(hi);
    this.pair(f - hi * 100);
  }
  /**
   * A percent with two decimals, as Number#toFixed(2) writes it (WEB reports' roas_Nd, nc_*_roas,
   * nc_percent_*): the nearest multiple of 0.01, toFixed itself near a tie or for large or negative values.
   */
  fixed2(v: number): void {
    const x = v * 100;
    if (x >= 0 && x < 2147483647) {
      const t = x | 0;
      const frac = x - t;
      if (Math.abs(frac - 0.5) >= 1e-6) {
        const r = t + (frac >= 0.5 ? 1 : 0);
        const q = (r / 100) | 0;
        this.uint31(q);
        this.byte(46);
        this.pair(r - q * 100);
        return;
      }
    }
    this.ascii(v.toFixed(2));
  }
  /** The bytes so far (a fresh buffer for the next): the caller hands them to the socket. */
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.setBuf(Buffer.allocUnsafe(Math.max(64 * 1024, Math.ceil(this.pos * 1.25))));
    this.pos = 0;
    return out;
  }
}
