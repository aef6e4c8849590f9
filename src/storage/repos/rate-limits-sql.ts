// The /manage/v1 request and error limits shared by every process on one database (issue 10):
// N API processes behind a load balancer enforce ONE limit per account, not N.
//
// Counting is a fixed window per key (the window opens at the key's first request after the
// previous one closed), kept in one row and changed by one atomic UPSERT, so concurrent processes
// never lose a count. Requests arriving while a key's statement is in flight are counted together
// by the next one (a group commit): each caller still learns its own position in the window, so
// the (limit+1)-th request is refused however the requests are spread over processes.
//
// Leases (issue 23): a round trip per request (group-committed per key) was half the cost of a
// /manage/v1 read on PostgreSQL. So while a key's window is less than half used, the counting
// statement also reserves a lease of up to LEASE_FRACTION of the limit for its process, counted in
// the database like requests; the process admits that many next requests of the key without a
// round trip, for at most LEASE_MS. What a lease did not use is given back when it ends. Hence:
//   - the limit still holds on the sum of every process: a lease is counted before it is used;
//   - one process alone refuses exactly the (limit+1)-th request, as before (it uses its own
//     lease before it asks again; leases stop at half the limit, so the rest is counted exactly);
//   - with several processes, a request may be refused while another process still holds part of
//     a lease, at most until that lease ends (LEASE_MS) and only past half the limit: a burst that
//     fills the second half of the window within LEASE_MS of a lease. Limits under 256 (leases
//     under LEASE_MIN) do not lease and stay exact however requests are spread;
//   - a block set by another process (an error block) is seen by this one within LEASE_MS instead
//     of at its next request.
//
// Semantics otherwise match the in-memory RateLimiter (core/limits/rate-limiter.ts) except that its window
// slides: here a burst straddling two windows may pass up to twice the limit within one window's
// length, as with the real service's per-minute counters.
import type { LimitVerdict, RateLimitSettings, RequestLimiter } from '../../core/limits/rate-limiter.js';
import type { Clock } from '../../core/shared/ports.js';
import type { Db } from '../db.js';

const ADMITTED: LimitVerdict = { ok: true };

interface Waiter {
  resolve: (v: LimitVerdict) => void;
  reject: (e: unknown) => void;
}

// `n` requests are counted; `extra` more are reserved as a lease when the window's count stays
// within `half` with them (the `lease` column says how many were). Parameters: see hitParams.
// (PostgreSQL cannot type a bare `? + ?` or `? <= ?`: the casts name the type.)
const GRANT = 'CASE WHEN CAST(? AS INTEGER) <= CAST(? AS INTEGER) THEN CAST(? AS INTEGER) ELSE 0 END'; // n + extra, half, extra
const OLD_GRANT = 'CASE WHEN rate_limits.hits + CAST(? AS INTEGER) <= CAST(? AS INTEGER) THEN CAST(? AS INTEGER) ELSE 0 END'; // n + extra, half, extra
const HIT_SQL = `INSERT INTO rate_limits (key, win_start, hits, err_start, errs, blocked_until, reason, seen_at, lease)
  VALUES (?, ?, CAST(? AS INTEGER) + ${GRANT}, ?, 0, 0, '', ?, ${GRANT})
  ON CONFLICT (key) DO UPDATE SET
    lease = CASE WHEN rate_limits.blocked_until > excluded.seen_at THEN 0
                 WHEN rate_limits.win_start <= excluded.seen_at - ? THEN excluded.lease
                 ELSE ${OLD_GRANT} END,
    hits = CASE WHEN rate_limits.blocked_until > excluded.seen_at THEN rate_limits.hits
                WHEN rate_limits.win_start <= excluded.seen_at - ? THEN excluded.hits
                ELSE rate_limits.hits + CAST(? AS INTEGER) + ${OLD_GRANT} END,
    win_start = CASE WHEN rate_limits.blocked_until > excluded.seen_at THEN rate_limits.win_start
                WHEN rate_limits.win_start <= excluded.seen_at - ? THEN excluded.seen_at
                ELSE rate_limits.win_start END,
    seen_at = excluded.seen_at
  RETURNING hits, blocked_until, reason, lease, win_start`;

/** HIT_SQL's parameters, in the order of its placeholders. */
function hitParams(key: string, now: number, n: number, extra: number, half: number, windowMs: number): unknown[] {
  const grant = [n + extra, half, extra];
  return [key, now, n, ...grant, now, now, ...grant, windowMs, ...grant, windowMs, n, ...grant, windowMs];
}

/** A lease's unused part, given back when it ends (only to the window it was taken from). */
const GIVE_BACK_SQL = 'UPDATE rate_limits SET hits = hits - ?, lease = 0 WHERE key = ? AND win_start = ? AND hits >= ?';

/** At most this share of the limit per lease, and only while the window is at most half used. */
const LEASE_FRACTION = 1 / 32;
const LEASE_MAX = 10_000;
/**
 * Smaller leases are not worth their inexactness: a limit under 256 a window never leases, so it
 * stays exact across processes however a burst is spread (test/multi-instance.test.ts).
 */
const LEASE_MIN = 8;
/** How long a lease may admit requests before the process asks the database again. */
export const LEASE_MS = 1000;

interface Lease {
  left: number;
  until: number;
  winStart: number;
  timer: NodeJS.Timeout;
}

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
  private readonly leases = new Map<string, Lease>();
  private readonly leaseSize: number;

  constructor(
    private readonly db: Db,
    private readonly s: RateLimitSettings,
    private readonly clock: Clock,
  ) {
    const size = Math.min(LEASE_MAX, Math.floor(s.requests * LEASE_FRACTION));
    this.leaseSize = size >= LEASE_MIN ? size : 0;
  }

  hit(key: string): LimitVerdict | Promise<LimitVerdict> {
    const lease = this.leases.get(key);
    if (lease !== undefined) {
      if (lease.left > 0 && this.clock.now().getTime() < lease.until) {
        lease.left--;
        return ADMITTED;
      }
      this.endLease(key, lease);
    }
    return new Promise((resolve, reject) => {
      const list = this.pending.get(key);
      if (list) list.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.flushing) void this.flush();
    });
  }

  async reset(key?: string): Promise<void> {
    for (const [k, lease] of this.leases) if (key === undefined || k === key) this.dropLease(k, lease);
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
      const extra = this.leaseSize;
      const half = Math.floor(this.s.requests / 2);
      const row = await this.db.get<{ hits: number; blocked_until: number; reason: string; lease: number; win_start: number }>(HIT_SQL, hitParams(key, now, n, extra, half, this.s.windowMs));
      const blockedUntil = Number(row!.blocked_until);
      if (blockedUntil > now) {
        const reason = row!.reason === 'errors' ? 'errors' : 'requests';
        for (const w of waiters) w.resolve({ ok: false, reason, retryAfterMs: blockedUntil - now });
        return;
      }
      const lease = Number(row!.lease);
      const total = Number(row!.hits);
      const allowed = Math.max(0, this.s.requests - (total - lease - n)); // how many of this batch fit
      if (total > this.s.requests) await this.block(key, now, 'requests');
      if (lease > 0) this.startLease(key, lease, now, Number(row!.win_start));
      waiters.forEach((w, i) => w.resolve(i < allowed ? ADMITTED : { ok: false, reason: 'requests', retryAfterMs: this.s.blockMs }));
      if (now >= this.sweepAt) await this.sweep(now);
    } catch (e) {
      for (const w of waiters) w.reject(e);
    }
  }

  private startLease(key: string, left: number, now: number, winStart: number): void {
    const old = this.leases.get(key);
    if (old) this.endLease(key, old);
    const until = Math.min(now + LEASE_MS, winStart + this.s.windowMs);
    const lease: Lease = { left, until, winStart, timer: setTimeout(() => this.endLease(key, lease), LEASE_MS) };
    lease.timer.unref();
    this.leases.set(key, lease);
  }

  /** Ends a lease and gives back what it did not use (to the window it came from only). */
  private endLease(key: string, lease: Lease): void {
    this.dropLease(key, lease);
    if (lease.left > 0) {
      const unused = lease.left;
      lease.left = 0;
      void this.db.run(GIVE_BACK_SQL, [unused, key, lease.winStart, unused]).catch(() => undefined);
    }
  }

  private dropLease(key: string, lease: Lease): void {
    clearTimeout(lease.timer);
    if (this.leases.get(key) === lease) this.leases.delete(key);
  }

  async recordErrors(key: string, n = 1): Promise<void> {
    if (n <= 0) return;
    const now = this.clock.now().getTime();
    const row = await this.db.get<{ errs: number }>(ERRORS_SQL, [key, now, now, n, now, this.s.errorWindowMs, this.s.errorWindowMs]);
    if (Number(row!.errs) > this.s.errors) {
      // this process stops admitting at once; others within LEASE_MS
      const lease = this.leases.get(key);
      if (lease) this.dropLease(key, lease);
      await this.block(key, now, 'errors');
    }
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
