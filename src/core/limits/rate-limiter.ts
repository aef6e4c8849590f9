// Per-key request and error limits of /manage/v1 (real service: 1,000 requests per 60 s, then
// 429 for 10 minutes; past 100 errors in 5 minutes, 429 for 24 hours with code 100007).
// This one is in memory, for one process (the SQLite default). Several processes on PostgreSQL
// share the counters in the database instead (storage/repos/rate-limits-sql.ts), behind the same
// RequestLimiter interface. Time comes from the injected Clock so tests can move it.
import type { Clock } from '../shared/ports.js';

export interface RateLimitSettings {
  requests: number;
  windowMs: number;
  blockMs: number;
  errors: number;
  errorWindowMs: number;
  errorBlockMs: number;
}

export type LimitVerdict = { ok: true } | { ok: false; reason: 'requests' | 'errors'; retryAfterMs: number };

/** Per-key request and error limits, local or shared between processes. */
export interface RequestLimiter {
  /** Counts one request of `key`; says whether it may proceed. Refused requests are not counted. */
  hit(key: string): LimitVerdict | Promise<LimitVerdict>;
  /** Counts `n` errors of `key` (an error response, or a failed file of an upload). */
  recordErrors(key: string, n?: number): void | Promise<void>;
  /** Forgets the counts and blocks of `key` (of every key when absent): the sandbox's limits/reset. */
  reset(key?: string): void | Promise<void>;
}

/** Fixed-capacity ring of timestamps: "more than N events within W ms" without unbounded memory. */
class Ring {
  private readonly t: Float64Array;
  private next = 0;
  private filled = 0;
  constructor(capacity: number) {
    this.t = new Float64Array(capacity);
  }
  /** Records an event at `now`; true when this event makes more than `capacity` events within `windowMs`. */
  push(now: number, windowMs: number): boolean {
    const cap = this.t.length;
    // The oldest of the last `cap` events is the one about to be overwritten.
    const over = this.filled === cap && now - this.t[this.next]! < windowMs;
    this.t[this.next] = now;
    this.next = (this.next + 1) % cap;
    if (this.filled < cap) this.filled++;
    return over;
  }
  clear(): void {
    this.next = 0;
    this.filled = 0;
  }
}

interface KeyState {
  requests: Ring;
  errors: Ring;
  blockedUntil: number;
  blockReason: 'requests' | 'errors';
  lastSeen: number;
}

export class RateLimiter implements RequestLimiter {
  private readonly keys = new Map<string, KeyState>();
  private sweepAt = 0;

  constructor(
    private readonly s: RateLimitSettings,
    private readonly clock: Clock,
  ) {}

  reset(key?: string): void {
    if (key === undefined) this.keys.clear();
    else this.keys.delete(key);
  }

  private state(key: string, now: number): KeyState {
    let st = this.keys.get(key);
    if (!st) {
      st = { requests: new Ring(Math.max(1, this.s.requests)), errors: new Ring(Math.max(1, this.s.errors)), blockedUntil: 0, blockReason: 'requests', lastSeen: now };
      this.keys.set(key, st);
    }
    st.lastSeen = now;
    return st;
  }

  /** Counts one request of `key`; says whether it may proceed. Refused requests are not counted. */
  hit(key: string): LimitVerdict {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const st = this.state(key, now);
    if (st.blockedUntil > now) return { ok: false, reason: st.blockReason, retryAfterMs: st.blockedUntil - now };
    if (st.requests.push(now, this.s.windowMs)) {
      this.block(st, now, 'requests');
      return { ok: false, reason: 'requests', retryAfterMs: this.s.blockMs };
    }
    return { ok: true };
  }

  /** Counts `n` errors of `key` (an error response, or a failed file of an upload). */
  recordErrors(key: string, n = 1): void {
    const now = this.clock.now().getTime();
    const st = this.state(key, now);
    for (let i = 0; i < n; i++) {
      if (st.errors.push(now, this.s.errorWindowMs)) this.block(st, now, 'errors');
    }
  }

  private block(st: KeyState, now: number, reason: 'requests' | 'errors'): void {
    const ms = reason === 'errors' ? this.s.errorBlockMs : this.s.blockMs;
    // An error block (24 h) is never shortened by a later request block.
    if (now + ms >= st.blockedUntil) {
      st.blockedUntil = now + ms;
      st.blockReason = reason;
    }
    if (reason === 'requests') st.requests.clear();
  }

  /** Forgets keys idle for longer than every window and block, so memory follows active keys. */
  private sweep(now: number): void {
    if (now < this.sweepAt) return;
    const idle = Math.max(this.s.windowMs, this.s.errorWindowMs);
    for (const [k, st] of this.keys) if (st.blockedUntil <= now && now - st.lastSeen > idle) this.keys.delete(k);
    this.sweepAt = now + 60_000;
  }
}
