// Streaming parser for a suppression request body: newline-separated ids, fed as arbitrary
// Buffer chunks (a chunk boundary may fall anywhere, even inside "\r\n"). It never keeps the text:
// each valid id is decoded at once into 16 bytes appended to fixed-size blocks, so a 1,000,000-id
// body (37 MB of text) is held as 16 MB. Lines are found with indexOf(10) (native memchr) and ids
// decoded from fixed offsets with a lookup table; no strings are created per line.
import { decodeUuidAt, ID_BYTES, UUID_TEXT_LENGTH } from './uuid.js';

/** Ids per output block: 1 MiB of packed ids. */
export const BLOCK_IDS = 65536;

/**
 * Longest line content kept across a chunk boundary. A trimmed id is 36 bytes; anything longer is
 * invalid whatever follows, so only "is there more non-blank text" needs remembering past this.
 */
const CARRY_CAP = 64;

function isBlank(b: number): boolean {
  // space, \t, \r, \v, \f
  return b === 32 || (b >= 9 && b <= 13);
}

export class IdParser {
  /** Lines that hold a valid id (duplicates included). */
  valid = 0;
  /** Non-blank lines that are not a valid id. */
  invalid = 0;

  private blocks: Uint8Array[] = [];
  private block = new Uint8Array(BLOCK_IDS * ID_BYTES);
  private inBlock = 0;
  private readonly carry = new Uint8Array(CARRY_CAP);
  private carryLen = 0;
  /** The pending partial line has non-blank content beyond CARRY_CAP bytes. */
  private carryTooLong = false;
  /** Bytes seen so far, to recognise a UTF-8 byte-order mark at the very start. */
  private seen = 0;
  private ended = false;

  write(chunk: Uint8Array): void {
    if (this.ended) throw new Error('IdParser: write after end');
    let start = 0;
    if (this.seen === 0) start = this.skipBom(chunk);
    this.seen += chunk.length;
    if (this.carryLen > 0 || this.carryTooLong) {
      const nl = chunk.indexOf(10, start);
      if (nl === -1) {
        this.appendCarry(chunk, start, chunk.length);
        return;
      }
      this.appendCarry(chunk, start, nl);
      this.line(this.carry, 0, this.carryLen, this.carryTooLong);
      this.carryLen = 0;
      this.carryTooLong = false;
      start = nl + 1;
    }
    for (;;) {
      const nl = chunk.indexOf(10, start);
      if (nl === -1) break;
      this.line(chunk, start, nl, false);
      start = nl + 1;
    }
    if (start < chunk.length) this.appendCarry(chunk, start, chunk.length);
  }

  /**
   * Ends the input (a last line without a newline counts) and hands over every packed id, in
   * input order; the parser keeps no reference to them.
   */
  end(): Uint8Array[] {
    if (this.ended) throw new Error('IdParser: end called twice');
    this.ended = true;
    if (this.carryLen > 0 || this.carryTooLong) this.line(this.carry, 0, this.carryLen, this.carryTooLong);
    if (this.inBlock > 0) this.blocks.push(this.block.subarray(0, this.inBlock * ID_BYTES));
    this.block = new Uint8Array(0);
    const out = this.blocks;
    this.blocks = [];
    return out;
  }

  /** A UTF-8 BOM (EF BB BF) that an editor put before the first id is not part of it. */
  private skipBom(chunk: Uint8Array): number {
    // Recognised when it arrives whole in the first chunk, which is the case in practice; a BOM
    // split across chunks makes the first line invalid, nothing worse.
    if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) return 3;
    return 0;
  }

  private appendCarry(src: Uint8Array, s: number, e: number): void {
    // Leading blanks of a line are never needed, so they are not kept.
    if (this.carryLen === 0) while (s < e && isBlank(src[s]!)) s++;
    const room = CARRY_CAP - this.carryLen;
    const n = Math.min(room, e - s);
    this.carry.set(src.subarray(s, s + n), this.carryLen);
    this.carryLen += n;
    for (let i = s + n; i < e && !this.carryTooLong; i++) if (!isBlank(src[i]!)) this.carryTooLong = true;
  }

  private line(src: Uint8Array, s: number, e: number, tooLong: boolean): void {
    while (s < e && isBlank(src[s]!)) s++;
    while (e > s && isBlank(src[e - 1]!)) e--;
    if (tooLong) {
      this.invalid++;
      return;
    }
    if (s === e) return; // blank line: neither valid nor invalid
    if (e - s === UUID_TEXT_LENGTH && decodeUuidAt(src, s, this.block, this.inBlock * ID_BYTES)) {
      this.valid++;
      if (++this.inBlock === BLOCK_IDS) {
        this.blocks.push(this.block);
        this.block = new Uint8Array(BLOCK_IDS * ID_BYTES);
        this.inBlock = 0;
      }
    } else {
      this.invalid++;
    }
  }
}
