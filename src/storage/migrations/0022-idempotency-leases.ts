import type { Migration } from './types.js';

// Idempotency-Key leases (issue 36, item 1): a running key names the claim that holds it
// (`owner`, a random token per claim). Its holder renews `locked_until` while the request runs, so
// a key whose process died or lost its database is free after a few seconds instead of 15
// minutes, and only the holder may store an answer for it or free it.
export const m0022: Migration = {
  id: 22,
  name: 'idempotency key leases',
  up: (t) => [`ALTER TABLE idempotency_keys ADD COLUMN owner ${t.text}`],
};
