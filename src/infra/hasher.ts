import * as nodeCrypto from 'node:crypto';
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Hasher } from '../core/shared/ports.js';

const SCRYPT_N = 16384;
const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Salted scrypt for passwords at cost `n` (stored with the hash, so hashes of any cost verify). */
function hasherWithCost(n: number): Hasher {
  return {
    ...cryptoHasher,
    async hashPassword(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, n);
      return `scrypt$${n}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
  };
}

// crypto.hash (Node 20.12+, 21.7+): a one-shot digest without a Hash object; it runs on every
// authenticated request (the token or key is looked up by its hash). Older Node: createHash.
const oneShotHash = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export const cryptoHasher: Hasher = {
  // API keys and tokens carry >= 256 random bits, so a plain SHA-256 is not brute-forceable and
  // lets us find the row by its hash with an index.
  hashSecret: (secret) => (oneShotHash ? oneShotHash('sha256', secret, 'hex') : createHash('sha256').update(secret, 'utf8').digest('hex')),
  equal: (a, b) => {
    const x = Buffer.from(a, 'utf8');
    const y = Buffer.from(b, 'utf8');
    return x.length === y.length && timingSafeEqual(x, y);
  },
  async hashPassword(password) {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, SCRYPT_N);
    return `scrypt$${SCRYPT_N}$${salt.toString('base64')}$${key.toString('base64')}`;
  },
  async verifyPassword(password, stored) {
    const [kind, n, salt, key] = stored.split('$');
    if (kind !== 'scrypt' || !n || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/**
 * Sandbox mode (never production): passwords still salted scrypt, at cost 1024 instead of 16384
 * (~1 ms instead of ~25 ms), because a CI suite makes its test users again before every test.
 */
export const sandboxHasher: Hasher = hasherWithCost(1024);
