import type { Dialect, DdlTypes } from '../db.js';

/**
 * One step of the single migration history shared by SQLite and PostgreSQL. `up` returns the
 * statements for the given dialect; the runner applies them in one transaction with the row
 * that records the step, so a step is either fully applied or not at all.
 */
export interface Migration {
  id: number;
  name: string;
  up(t: DdlTypes, dialect: Dialect): string[];
}
