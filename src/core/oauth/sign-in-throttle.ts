// Slows password guessing on the sign-in pages (console and OAuth consent) without letting anyone
// lock a user out: lock out the guesser, not the owner; trust devices that signed in before
// (OWASP's Authentication and Credential Stuffing cheat sheets, NIST SP 800-63B 5.2.2). Issue 9,
// item 7: ten wrong passwords from anywhere used to lock the account for 15 minutes. Issue 22,
// item 2: behind a load balancer every client had the balancer's address, so 100 wrong passwords
// with made-up e-mails locked every user out through the per-address limit. The rules:
// - a KNOWN DEVICE (a browser carrying the device cookie of an earlier successful sign-in as this
//   e-mail) has its own count, per (e-mail, device): DEVICE_FREE failures are free, then each
//   further one doubles the wait (1 s, 2 s, ... up to MAX_DELAY). No other limit applies to it: no
//   per-address or per-account count can hold a known device back;
// - any other attempt, per (e-mail, source address): PAIR_FREE failures are free, then doubling
//   waits; a hard limit;
// - per source address: IP_FAILURES failures within WINDOW (a spray over many accounts) hold the
//   address back, except that from a source that signed in as this e-mail before (a known address)
//   the password is still checked: a correct one signs in, a wrong one is refused with the same
//   "too many attempts" answer (so no guess is confirmed) and counted. The pair count above still
//   bounds guesses against that e-mail from that address;
// - per e-mail from all sources: past ACCOUNT_FAILURES within WINDOW the account is throttled for
//   unknown sources only (a distributed guesser slows itself, the owner still signs in).
// Device cookies are stored as their hash. The records live in the database (SignInRecords), so
// every server process behind a load balancer applies the same counts (issue 10); with
// TRUST_PROXY set, "source address" is the client's, not the balancer's.
import type { Clock } from '../shared/ports.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const PAIR_FREE = 5;
const DEVICE_FREE = 5;
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
  /** The marks (`i:<address>`, `d:<device hash>`) that signed in as the e-mail. */
  known(email: string): Promise<string[]>;
  /** Adds marks for the e-mail, keeping its `keep` most recent. */
  remember(email: string, marks: readonly string[], at: number, keep: number): Promise<void>;
  /** Removes failures older than `before` (bounded storage). */
  sweep(before: number): Promise<void>;
}

/** What the throttle lets an attempt do. */
export interface SignInGate {
  /** Milliseconds until an attempt may be made again, or 0 when it may be made now. */
  waitMs: number;
  /**
   * While waitMs > 0: the password is still checked and a correct one signs in (a known source held
   * back only by the per-address limit); a wrong one is refused as throttled.
   */
  correctPasswordPasses: boolean;
  /** The attempt comes from a known device of this e-mail (its failures count per device). */
  knownDevice: boolean;
}

export class SignInThrottle {
  private sweepAt = 0;
  constructor(
    private readonly records: SignInRecords,
    private readonly clock: Clock,
    /** Hash of a device cookie (Hasher.hashSecret): device marks are stored hashed. */
    private readonly hashDevice: (device: string) => string,
  ) {}

  async gate(rawEmail: string, ip: string, device: string | undefined): Promise<SignInGate> {
    const email = norm(rawEmail);
    const now = this.clock.now().getTime();
    const known = await this.records.known(email);
    const deviceMark = this.deviceMark(device);
    if (deviceMark !== undefined && known.includes(deviceMark)) {
      const key = this.deviceKey(email, deviceMark);
      const f = await this.records.failures([key], now - SIGN_IN_WINDOW_MS, IP_FAILURES);
      return { waitMs: Math.max(0, backoff(f.get(key) ?? [], DEVICE_FREE, now)), correctPasswordPasses: false, knownDevice: true };
    }
    const knownAddress = known.includes(`i:${ip}`);
    const pairKey = `p:${email}|${ip}`;
    const ipKey = `i:${ip}`;
    const accountKey = `e:${email}`;
    const f = await this.records.failures([pairKey, ipKey, accountKey], now - SIGN_IN_WINDOW_MS, IP_FAILURES);
    // hard: the pair's backoff, and the account's limit for unknown sources
    let hard = backoff(f.get(pairKey) ?? [], PAIR_FREE, now);
    const byAccount = f.get(accountKey) ?? [];
    if (byAccount.length >= ACCOUNT_FAILURES && !knownAddress) hard = Math.max(hard, byAccount[byAccount.length - ACCOUNT_FAILURES]! + SIGN_IN_WINDOW_MS - now);
    // the address's limit: hard for unknown sources, correct-password-only for a known address
    const byIp = f.get(ipKey) ?? [];
    const ipWait = byIp.length >= IP_FAILURES ? byIp[byIp.length - IP_FAILURES]! + SIGN_IN_WINDOW_MS - now : 0;
    if (hard > 0) return { waitMs: Math.max(hard, ipWait), correctPasswordPasses: false, knownDevice: false };
    return { waitMs: Math.max(0, ipWait), correctPasswordPasses: ipWait > 0 && knownAddress, knownDevice: false };
  }

  /** Milliseconds until sign-in may be tried again, or 0 when it may be tried now (gate().waitMs). */
  async retryAfterMs(rawEmail: string, ip: string, device: string | undefined): Promise<number> {
    return (await this.gate(rawEmail, ip, device)).waitMs;
  }

  /** A wrong password. `gate`: what gate() said for this attempt (a known device's failures count per device only). */
  async recordFailure(rawEmail: string, ip: string, device?: string, gate?: SignInGate): Promise<void> {
    const email = norm(rawEmail);
    const now = this.clock.now().getTime();
    const deviceMark = this.deviceMark(device);
    const keys = gate?.knownDevice && deviceMark !== undefined ? [this.deviceKey(email, deviceMark)] : [`p:${email}|${ip}`, `i:${ip}`, `e:${email}`];
    await this.records.addFailure(keys, now);
    if (now >= this.sweepAt) {
      this.sweepAt = now + 60_000;
      await this.records.sweep(now - SIGN_IN_WINDOW_MS);
    }
  }

  /** A correct password: this source's failures for the e-mail are forgiven; address and device become known. */
  async recordSuccess(rawEmail: string, ip: string, device: string | undefined): Promise<void> {
    const email = norm(rawEmail);
    const deviceMark = this.deviceMark(device);
    await this.records.forgetFailures(`p:${email}|${ip}`);
    if (deviceMark !== undefined) await this.records.forgetFailures(this.deviceKey(email, deviceMark));
    await this.records.remember(email, deviceMark !== undefined ? [`i:${ip}`, deviceMark] : [`i:${ip}`], this.clock.now().getTime(), KNOWN_PER_USER);
  }

  private deviceMark(device: string | undefined): string | undefined {
    return device && device.length <= 200 ? `d:${this.hashDevice(device)}` : undefined;
  }

  private deviceKey(email: string, deviceMark: string): string {
    return `v:${email}|${deviceMark}`;
  }
}

/** The wait left after `times` failures (ascending) when `free` of them are free and each further one doubles it. */
function backoff(times: number[], free: number, now: number): number {
  if (times.length < free) return 0;
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (times.length - free));
  return times[times.length - 1]! + delay - now;
}

const norm = (email: string) => email.trim().toLowerCase();
