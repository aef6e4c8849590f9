// Slows password guessing on the sign-in page without letting anyone lock a user out (issue 9,
// item 7: ten wrong passwords from anywhere used to lock the account for 15 minutes). The rules,
// after what large identity providers do (lock out the guesser, not the owner; trust known
// devices):
// - per (e-mail, source address): PAIR_FREE failures are free; each further one doubles the wait
//   before the next attempt from that address for that e-mail (1 s, 2 s, ... up to MAX_DELAY);
// - per source address: IP_FAILURES failures within WINDOW block that address (a spray over many
//   accounts);
// - per e-mail from all sources: past ACCOUNT_FAILURES within WINDOW the account is throttled for
//   UNKNOWN sources only. A browser carrying the device cookie of an earlier successful sign-in of
//   that user, or an address that signed in successfully as that user, is not held back by it, so
//   a distributed guesser slows itself and the owner still signs in.
// The records live in the database (SignInRecords), so every server process behind a load
// balancer applies the same counts (issue 10).
import type { Clock } from '../shared/ports.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const PAIR_FREE = 5;
const MAX_DELAY_MS = 15 * 60 * 1000;
const IP_FAILURES = 100;
const ACCOUNT_FAILURES = 50;
const KNOWN_PER_USER = 20;

/** Where failures and known sources are kept (storage/repos/sign-in-sql-records.ts). */
export interface SignInRecords {
  /** Per key, the times (ms, ascending) of its last `limit` failures at or after `since`. */
  failures(keys: readonly string[], since: number, limit: number): Promise<Map<string, number[]>>;
  addFailure(keys: readonly string[], at: number): Promise<void>;
  forgetFailures(key: string): Promise<void>;
  /** The marks (`i:<address>`, `d:<device>`) that signed in as the e-mail. */
  known(email: string): Promise<string[]>;
  /** Adds marks for the e-mail, keeping its `keep` most recent. */
  remember(email: string, marks: readonly string[], at: number, keep: number): Promise<void>;
  /** Removes failures older than `before` (bounded storage). */
  sweep(before: number): Promise<void>;
}

export class SignInThrottle {
  private sweepAt = 0;
  constructor(
    private readonly records: SignInRecords,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds until sign-in may be tried again, or 0 when it may be tried now. */
  async retryAfterMs(rawEmail: string, ip: string, device: string | undefined): Promise<number> {
    const email = norm(rawEmail);
    const now = this.clock.now().getTime();
    const pairKey = `p:${email}|${ip}`;
    const ipKey = `i:${ip}`;
    const accountKey = `e:${email}`;
    const f = await this.records.failures([pairKey, ipKey, accountKey], now - SIGN_IN_WINDOW_MS, IP_FAILURES);
    let wait = 0;
    const pair = f.get(pairKey) ?? [];
    if (pair.length >= PAIR_FREE) {
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (pair.length - PAIR_FREE));
      wait = Math.max(wait, pair[pair.length - 1]! + delay - now);
    }
    const byIp = f.get(ipKey) ?? [];
    if (byIp.length >= IP_FAILURES) wait = Math.max(wait, byIp[byIp.length - IP_FAILURES]! + SIGN_IN_WINDOW_MS - now);
    const byAccount = f.get(accountKey) ?? [];
    if (byAccount.length >= ACCOUNT_FAILURES && !(await this.isKnown(email, ip, device))) {
      wait = Math.max(wait, byAccount[byAccount.length - ACCOUNT_FAILURES]! + SIGN_IN_WINDOW_MS - now);
    }
    return Math.max(0, wait);
  }

  private async isKnown(email: string, ip: string, device: string | undefined): Promise<boolean> {
    const k = await this.records.known(email);
    return k.includes(`i:${ip}`) || (device !== undefined && k.includes(`d:${device}`));
  }

  async recordFailure(rawEmail: string, ip: string): Promise<void> {
    const email = norm(rawEmail);
    const now = this.clock.now().getTime();
    await this.records.addFailure([`p:${email}|${ip}`, `i:${ip}`, `e:${email}`], now);
    if (now >= this.sweepAt) {
      this.sweepAt = now + 60_000;
      await this.records.sweep(now - SIGN_IN_WINDOW_MS);
    }
  }

  /** A correct password: this address's failures for the e-mail are forgiven; address and device become known. */
  async recordSuccess(rawEmail: string, ip: string, device: string | undefined): Promise<void> {
    const email = norm(rawEmail);
    await this.records.forgetFailures(`p:${email}|${ip}`);
    await this.records.remember(email, device ? [`i:${ip}`, `d:${device}`] : [`i:${ip}`], this.clock.now().getTime(), KNOWN_PER_USER);
  }
}

const norm = (email: string) => email.trim().toLowerCase();
