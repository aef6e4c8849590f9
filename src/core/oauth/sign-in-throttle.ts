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
// In memory, per process, bounded (like the /manage/v1 limits).
import type { Clock } from '../shared/ports.js';

const WINDOW_MS = 15 * 60 * 1000;
const PAIR_FREE = 5;
const MAX_DELAY_MS = 15 * 60 * 1000;
const IP_FAILURES = 100;
const ACCOUNT_FAILURES = 50;
const MAX_KEYS = 100_000;
const KNOWN_PER_USER = 20;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();
  /** e-mail -> device ids and addresses that signed in successfully (most recent last). */
  private readonly known = new Map<string, string[]>();
  constructor(private readonly clock: Clock) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private isKnown(email: string, ip: string, device: string | undefined): boolean {
    const k = this.known.get(email);
    return !!k && (k.includes(`i:${ip}`) || (device !== undefined && k.includes(`d:${device}`)));
  }

  /** Milliseconds until sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterMs(rawEmail: string, ip: string, device: string | undefined): number {
    const email = norm(rawEmail);
    const now = this.clock.now().getTime();
    let wait = 0;
    const pair = this.recent(`p:${email}|${ip}`, now);
    if (pair.length >= PAIR_FREE) {
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (pair.length - PAIR_FREE));
      wait = Math.max(wait, pair[pair.length - 1]! + delay - now);
    }
    const byIp = this.recent(`i:${ip}`, now);
    if (byIp.length >= IP_FAILURES) wait = Math.max(wait, byIp[byIp.length - IP_FAILURES]! + WINDOW_MS - now);
    const byAccount = this.recent(`e:${email}`, now);
    if (byAccount.length >= ACCOUNT_FAILURES && !this.isKnown(email, ip, device)) {
      wait = Math.max(wait, byAccount[byAccount.length - ACCOUNT_FAILURES]! + WINDOW_MS - now);
    }
    return Math.max(0, wait);
  }

  recordFailure(rawEmail: string, ip: string): void {
    const email = norm(rawEmail);
    const now = this.clock.now().getTime();
    if (this.failures.size > MAX_KEYS) this.failures.clear(); // bounded memory under a flood
    for (const key of [`p:${email}|${ip}`, `i:${ip}`, `e:${email}`]) {
      const list = this.failures.get(key) ?? [];
      list.push(now);
      this.failures.set(key, list.slice(-IP_FAILURES));
    }
  }

  /** A correct password: this address's failures for the e-mail are forgiven; address and device become known. */
  recordSuccess(rawEmail: string, ip: string, device: string | undefined): void {
    const email = norm(rawEmail);
    this.failures.delete(`p:${email}|${ip}`);
    if (this.known.size > MAX_KEYS) this.known.clear();
    const list = (this.known.get(email) ?? []).filter((k) => k !== `i:${ip}` && k !== `d:${device}`);
    list.push(`i:${ip}`);
    if (device) list.push(`d:${device}`);
    this.known.set(email, list.slice(-KNOWN_PER_USER));
  }
}

const norm = (email: string) => email.trim().toLowerCase();
