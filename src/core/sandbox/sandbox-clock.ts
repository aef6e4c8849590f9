// The sandbox's virtual clock (issue 11): real time plus an offset that only grows. Every time rule
// of the platform reads the injected Clock, so moving this one moves token and code expiry, rate
// and error windows, job leases and retries, "yesterday", and the rest, together.
import { invalid } from '../shared/errors.js';
import type { Clock } from '../shared/ports.js';

/** Longest single move, so a typo cannot throw the platform centuries ahead (100 years). */
const MAX_ADVANCE_MS = 100 * 365 * 24 * 3600_000;

export class SandboxClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly real: Clock) {}

  now(): Date {
    return new Date(this.real.now().getTime() + this.offsetMs);
  }

  /** Moves the clock forward by `seconds` (a non-negative finite number). */
  advance(seconds: unknown): Date {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) throw invalid('advance_seconds', 'must be a number of seconds, 0 or more (the clock never goes back)');
    const ms = Math.round(seconds * 1000);
    if (ms > MAX_ADVANCE_MS) throw invalid('advance_seconds', 'must be at most 100 years');
    this.offsetMs += ms;
    return this.now();
  }

  /** Sets the clock to `iso` (ISO-8601), which must not be before now. */
  set(iso: unknown): Date {
    const t = typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(iso.trim()) ? Date.parse(iso.trim()) : NaN;
    if (Number.isNaN(t)) throw invalid('now', 'must be an ISO-8601 date-time such as 2030-01-31T12:00:00Z');
    const current = this.now().getTime();
    if (t < current) throw invalid('now', `must not be before the clock's now (${new Date(current).toISOString()}): the clock never goes back`);
    if (t - current > MAX_ADVANCE_MS) throw invalid('now', 'must be at most 100 years ahead');
    this.offsetMs += t - current;
    return this.now();
  }
}
