import { createHash, randomBytes } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IdGenerator } from '../core/shared/ports.js';

export const randomIds: IdGenerator = {
  hex32: () => randomBytes(16).toString('hex'),
  // 32 bytes = 256 bits of entropy; base64url keeps it safe in query strings and headers.
  secret: (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`,
};

/**
 * Deterministic ids and secrets from a seed (a SHA-256 counter stream): the same seed gives the
 * same sequence. For generated documentation examples and reproducible test runs only; never for
 * a real installation's secrets.
 */
export function seededIds(seed: string): IdGenerator & { restart(): void } {
  let n = 0;
  const next = (len: number) => {
    const out: Buffer[] = [];
    let got = 0;
    while (got < len) {
      const b = createHash('sha256').update(`${seed}:${n++}`).digest();
      out.push(b);
      got += b.length;
    }
    return Buffer.concat(out).subarray(0, len);
  };
  return {
    hex32: () => next(16).toString('hex'),
    secret: (prefix: string) => `${prefix}${next(32).toString('base64url')}`,
    /** Back to the start of the sequence (the sandbox's full reset). */
    restart: () => {
      n = 0;
    },
  };
}

/**
 * A generator whose sequence a piece of work can set aside: inside `apart(other, fn)` (and every
 * request, timer or promise that work starts) ids come from `other`, elsewhere from `base`. The
 * start-up's demo account draws from a sequence of its own this way, so a client's objects get
 * the same SANDBOX_SEED ids whether or not a demo was made, and whenever its requests arrive.
 */
export function separableIds(base: IdGenerator): IdGenerator & { apart<T>(other: IdGenerator, fn: () => Promise<T>): Promise<T> } {
  const scope = new AsyncLocalStorage<IdGenerator>();
  return {
    hex32: () => (scope.getStore() ?? base).hex32(),
    secret: (prefix: string) => (scope.getStore() ?? base).secret(prefix),
    apart: (other, fn) => scope.run(other, fn),
  };
}
