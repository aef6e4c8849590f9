// Deterministic randomness for the simulator: every draw is a pure function of its key, so the
// same settings and clock give the same numbers on every engine, process and run.

/** 32-bit FNV-1a of a string, finished with a murmur3 mix (FNV alone is weak in the low bits). */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform draw in [0, 1) for this key. */
export const unit = (key: string): number => hash32(key) / 4294967296;

/** A draw in [lo, hi) for this key. */
export const between = (key: string, lo: number, hi: number): number => lo + (hi - lo) * unit(key);

/**
 * A whole number whose expected value is `x`: floor(x), plus one with probability frac(x).
 * Used to turn rates into counts without drifting low (2.3 installs -> 2 or 3, 2.3 on average).
 */
export function roundDraw(x: number, key: string): number {
  if (!(x > 0)) return 0;
  const f = Math.floor(x);
  return f + (unit(key) < x - f ? 1 : 0);
}
