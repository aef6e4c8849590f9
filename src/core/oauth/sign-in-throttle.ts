// Slows password guessing on the sign-in page: past FAILURES failed attempts within WINDOW for
// one e-mail address, or IP_FAILURES from one network address, sign-in is refused until the window
// has passed. In memory, per process (like the /manage/v1 limits).
import type { Clock } from '../shared/ports.js';

const WINDOW_MS = 15 * 60 * 1000;
const FAILURES = 10;
const IP_FAILURES = 50;
const MAX_KEYS = 100_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(private readonly clock: Clock) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds until sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterMs(email: string, ip: string): number {
    const now = this.clock.now().getTime();
    let wait = 0;
    for (const [key, limit] of [[`e:${email.trim().toLowerCase()}`, FAILURES], [`i:${ip}`, IP_FAILURES]] as const) {
      const list = this.recent(key, now);
      if (list.length >= limit) wait = Math.max(wait, list[list.length - limit]! + WINDOW_MS - now);
    }
    return wait;
  }

  recordFailure(email: string, ip: string): void {
    const now = this.clock.now().getTime();
    if (this.failures.size > MAX_KEYS) this.failures.clear(); // bounded memory under a flood
    for (const key of [`e:${email.trim().toLowerCase()}`, `i:${ip}`]) {
      const list = this.failures.get(key) ?? [];
      list.push(now);
      this.failures.set(key, list.slice(-IP_FAILURES));
    }
  }
}
