import type { Clock } from '../../src/core/shared/ports.js';

/** A clock that advances one millisecond per reading, from `start`: deterministic ordering. */
export function fixedClockAt(start: number): Clock {
  let t = start;
  return { now: () => new Date(t++) };
}
