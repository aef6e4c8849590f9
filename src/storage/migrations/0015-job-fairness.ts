import type { Migration } from './types.js';

// Fair shares of the job workers (issue 22, item 3): each job names whose work it is (an account:
// `account:<id>`; '' for the platform's own jobs), and a claim takes the oldest runnable job of the
// key with the fewest jobs running, across every process (src/storage/repos/jobs-sql-queue.ts).
export const m0015: Migration = {
  id: 15,
  name: 'job fairness',
  up: (t) => [
    `ALTER TABLE jobs ADD COLUMN fair_key ${t.text} NOT NULL DEFAULT ''`,
    // the running jobs per key, counted at every claim
    `CREATE INDEX jobs_running_key ON jobs(state, fair_key, locked_until)`,
  ],
};
