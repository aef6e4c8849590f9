// Advertising ids (IDFA / Android advertising id) are UUIDs. They are handled as 16 raw bytes in
// textual order, which is also how both databases store and sort them (SQLite BLOB, PostgreSQL uuid).

export const ID_BYTES = 16;
/** Length of the canonical text form 8-4-4-4-12. */
export const UUID_TEXT_LENGTH = 36;

/** Hex digit value per byte, -1 for anything else (so OR-ing values reveals a bad digit). */
const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 10; i++) HEX[48 + i] = i;
for (let i = 0; i < 6; i++) {
  HEX[65 + i] = 10 + i; // A-F: clients send upper case
  HEX[97 + i] = 10 + i;
}

/** Offset of each byte's two hex digits in the 36-character form. */
const PAIR_OFFSETS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH = 45;

/**
 * Decodes the 36 bytes at src[s..s+36) into out[o..o+16). Returns false (out is then garbage)
 * unless they are a UUID in 8-4-4-4-12 form and not the all-zero UUID, which is what an iOS
 * device reports when the user has not consented to tracking, so it identifies nobody.
 */
export function decodeUuidAt(src: Uint8Array, s: number, out: Uint8Array, o: number): boolean {
  if (src[s + 8] !== DASH || src[s + 13] !== DASH || src[s + 18] !== DASH || src[s + 23] !== DASH) return false;
  let bad = 0;
  let any = 0;
  for (let k = 0; k < 16; k++) {
    const p = s + PAIR_OFFSETS[k]!;
    const hi = HEX[src[p]!]!;
    const lo = HEX[src[p + 1]!]!;
    bad |= hi | lo;
    const v = (hi << 4) | lo;
    out[o + k] = v;
    any |= v;
  }
  return bad >= 0 && any !== 0;
}

/** One id from text (surrounding white space allowed), or undefined when it is not a valid id. */
export function parseUuid(text: string): Uint8Array | undefined {
  const t = Buffer.from(text.trim(), 'latin1');
  if (t.length !== UUID_TEXT_LENGTH) return undefined;
  const out = new Uint8Array(ID_BYTES);
  return decodeUuidAt(t, 0, out, 0) ? out : undefined;
}

/** Canonical lower-case text form of 16 id bytes. */
export function formatUuid(id: Uint8Array): string {
  const h = Buffer.from(id.buffer, id.byteOffset, ID_BYTES).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
