// Small interfaces for every I/O dependency the core needs. Implementations live in src/infra
// and src/storage and are chosen at start-up (src/root/container.ts).

export interface Clock {
  now(): Date;
}

/**
 * Values computed from reads and kept until the next write to what they read, on any process
 * (src/storage/db.ts, memo). For answers that are costly to build and read far more than written.
 */
export interface ReadMemo {
  memo<T>(scope: string, key: string, compute: () => Promise<T>): Promise<T>;
}

export interface IdGenerator {
  /** 32 lowercase hex characters (128 random bits): external ids such as a campaign's hashed id. */
  hex32(): string;
  /** A random secret of at least 256 bits, URL-safe, with a readable prefix. */
  secret(prefix: string): string;
}

export interface Hasher {
  /** Deterministic hash of a high-entropy secret (API keys, tokens): lookups go by this value. */
  hashSecret(secret: string): string;
  /** Constant-time comparison of two hashes produced by hashSecret. */
  equal(a: string, b: string): boolean;
  /** Salted slow hash for low-entropy secrets (user passwords). */
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
}
