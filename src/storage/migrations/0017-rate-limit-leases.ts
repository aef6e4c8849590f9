import type { Migration } from './types.js';

// Leases of the shared /manage/v1 request limit (issue 23): how many requests beyond its own the
// last counting statement of a key reserved for its process to admit without a round trip
// (src/storage/repos/rate-limits-sql.ts). Written by that statement, read back by its RETURNING.
export const m0017: Migration = {
  id: 17,
  name: 'rate limit leases',
  up: () => [`ALTER TABLE rate_limits ADD COLUMN lease INTEGER NOT NULL DEFAULT 0`],
};
