// Deterministic randomness for the simulator: every draw is a pure function of its key, so the
// same settings and clock give the same numbers on every engine, process and run.

/** 32-bit FNV-1a of a string, finished with a murmur3 mix (FNV alone is weak in the low bits). */
export function hash32(key: string): number {
  return fmix(fnv(FNV_START, key));
}

const FNV_START = 0x811c9dc5;

/** FNV-1a's state after `key`, continued from `h` (a state before it). */
function fnv(h: number, key: string): number {
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/**
 * hash32 of keys that share a prefix (a cohort's `${profile}:` before each day), the prefix hashed
 * once: `hashAfter(prefixState(p), s) === hash32(p + s)`.
 */
export const prefixState = (prefix: string): number => fnv(FNV_START, prefix);
export const hashAfter = (state: number, rest: string): number => fmix(fnv(state, rest));
/** FNV's state after `rest`, continued from `state`: `hashOfState(stateAfter(s, a + b))` === `hashAfter(s, a + b)`, so a shared middle part is hashed once. */
export const stateAfter = (state: number, rest: string): number => fnv(state, rest);
/** The hash of a state (hashAfter(s, rest) === hashOfState(stateAfter(s, rest))). */
export const hashOfState = (state: number): number => fmix(state);
/** hashAfter(state, ':' + the character `c`) without making the string (the web model's per-day salts). */
export const hashAfterColon = (state: number, c: number): number => fmix(Math.imul(Math.imul(state ^ 58, 0x01000193) ^ c, 0x01000193));

/** murmur3's finaliser: spreads the bits of a 32-bit value. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The `salt`-th independent 32-bit draw of a key already hashed by hash32: one string hash per
 * key, then integer mixing for each quantity drawn from it (much cheaper than a string per draw).
 */
export const sub32 = (base: number, salt: number): number => fmix(base ^ Math.imul(salt + 1, 0x9e3779b1));

/** A uniform draw in [0, 1) for (hashed key, salt). */
export const subUnit = (base: number, salt: number): number => sub32(base, salt) / 4294967296;

/** A whole number whose expected value is `x` (2.3 is 2 or 3, 2.3 on average), for (hashed key, salt). */
export function subRound(x: number, base: number, salt: number): number {
  if (!(x > 0)) return 0;
  const f = Math.floor(x);
  return f + (subUnit(base, salt) < x - f ? 1 : 0);
}
