// The /manage/v1 request and error limits shared by every process on one database (issue 10):
// N API processes behind a load balancer enforce ONE limit per account, not N.
//
// Counting is a fixed window per key (the window opens at the key's first request after the
// previous one closed), kept in one row and changed by one atomic UPSERT, so concurrent processes
// never lose a count. Requests arriving while a key's statement is in flight are counted together
// by the next one (a group commit): each caller still learns its own position in the window, so
// the (limit+1)-th request is refused however the requests are spread over processes.
//
// Semantics match the in-memory RateLimiter (core/limits/rate-limiter.ts) except that its window
// slides: here a burst straddling two windows may pass up to twice the limit within one window's
// length, as with the real service's per-minute counters.
import type { LimitVerdict, RateLimitSettings, RequestLimiter } from '../../core/limits/rate-limiter.js';
import type { Clock } from '../../core/shared/ports.js';
import type { Db } from '../db.js';

interface Waiter {
  resolve: (v: LimitVerdict) => void;
  reject: (e: unknown) => void;
}

const HIT_SQL = `INSERT INTO rate_limits (key, win_start, hits, err_start, errs, blocked_until, reason, seen_at)
  VALUES (?, ?, ?, ?, 0, 0, '', ?)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.blocked_until > excluded.seen_at THEN rate_limits.hits
                WHEN rate_limits.win_start <= excluded.seen_at - ? THEN excluded.hits
                ELSE rate_limits.hits + excluded.hits END,
    win_start = CASE WHEN rate_limits.blocked_until > excluded.seen_at THEN rate_limits.win_start
                WHEN rate_limits.win_start <= excluded.seen_at - ? THEN excluded.seen_at
                ELSE rate_limits.win_start END,
    seen_at = excluded.seen_at
  RETURNING hits, blocked_until, reason`;

const ERRORS_SQL = `INSERT INTO rate_limits (key, win_start, hits, err_start, errs, blocked_until, reason, seen_at)
  VALUES (?, ?, 0, ?, ?, 0, '', ?)
  ON CONFLICT (key) DO UPDATE SET
    errs = CASE WHEN rate_limits.err_start <= excluded.seen_at - ? THEN excluded.errs ELSE rate_limits.errs + excluded.errs END,
    err_start = CASE WHEN rate_limits.err_start <= excluded.seen_at - ? THEN excluded.seen_at ELSE rate_limits.err_start END,
    seen_at = excluded.seen_at
  RETURNING errs`;

// A longer block (an error block, 24 h) is never shortened by a later, shorter one.
const BLOCK_SQL = `UPDATE rate_limits SET blocked_until = ?, reason = ?,
    hits = CASE WHEN ? = 'requests' THEN 0 ELSE hits END, errs = CASE WHEN ? = 'errors' THEN 0 ELSE errs END
  WHERE key = ? AND blocked_until < ?`;

export class SqlRateLimiter implements RequestLimiter {
  private pending = new Map<string, Waiter[]>();
  private flushing = false;
  private sweepAt = 0;

  constructor(
    private readonly db: Db,
    private readonly s: RateLimitSettings,
    private readonly clock: Clock,
  ) {}

  hit(key: string): Promise<LimitVerdict> {
    return new Promise((resolve, reject) => {
      const list = this.pending.get(key);
      if (list) list.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.flushing) void this.flush();
    });
  }

  async reset(key?: string): Promise<void> {
    if (key === undefined) await this.db.run('DELETE FROM rate_limits');
    else await this.db.run('DELETE FROM rate_limits WHERE key = ?', [key]);
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.size) {
        const batch = this.pending;
        this.pending = new Map();
        await Promise.all([...batch].map(([key, waiters]) => this.count(key, waiters)));
      }
    } finally {
      this.flushing = false;
    }
  }

  private async count(key: string, waiters: Waiter[]): Promise<void> {
    try {
      const now = this.clock.now().getTime();
      const n = waiters.length;
      const row = await this.db.get<{ hits: number; blocked_until: number; reason: string }>(HIT_SQL, [key, now, n, now, now, this.s.windowMs, this.s.windowMs]);
      const blockedUntil = Number(row!.blocked_until);
      if (blockedUntil > now) {
        const reason = row!.reason === 'errors' ? 'errors' : 'requests';
        for (const w of waiters) w.resolve({ ok: false, reason, retryAfterMs: blockedUntil - now });
        return;
      }
      const total = Number(row!.hits);
      const allowed = Math.max(0, this.s.requests - (total - n)); // how many of this batch fit
      if (total > this.s.requests) await this.block(key, now, 'requests');
      waiters.forEach((w, i) => w.resolve(i < allowed ? { ok: true } : { ok: false, reason: 'requests', retryAfterMs: this.s.blockMs }));
      if (now >= this.sweepAt) await this.sweep(now);
    } catch (e) {
      for (const w of waiters) w.reject(e);
    }
  }

  async recordErrors(key: string, n = 1): Promise<void> {
    if (n <= 0) return;
    const now = this.clock.now().getTime();
    const row = await this.db.get<{ errs: number }>(ERRORS_SQL, [key, now, now, n, now, this.s.errorWindowMs, this.s.errorWindowMs]);
    if (Number(row!.errs) > this.s.errors) await this.block(key, now, 'errors');
  }

  private async block(key: string, now: number, reason: 'requests' | 'errors'): Promise<void> {
    const until = now + (reason === 'errors' ? this.s.errorBlockMs : this.s.blockMs);
    await this.db.run(BLOCK_SQL, [until, reason, reason, reason, key, until]);
  }

  /** Forgets keys idle for longer than every window and block, so the table follows active keys. */
  private async sweep(now: number): Promise<void> {
    this.sweepAt = now + 60_000;
    const idle = Math.max(this.s.windowMs, this.s.errorWindowMs);
    await this.db.run('DELETE FROM rate_limits WHERE seen_at < ? AND blocked_until < ?', [now - idle, now]);
  }
}
