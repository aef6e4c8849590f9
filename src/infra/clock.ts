import type { Clock } from '../core/shared/ports.js';

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand (token expiry, rate-limit windows). */
export class ManualClock implements Clock {
  constructor(private t: Date = new Date('2026-01-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.t.getTime());
  }
  advance(ms: number): void {
    this.t = new Date(this.t.getTime() + ms);
  }
  set(d: Date): void {
    this.t = new Date(d.getTime());
  }
}
