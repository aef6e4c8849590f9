import type { Migration } from './types.js';

// Idempotency-Key records (issue 9, "Safe retries"): one row per (account, key) while a request
// with that key runs and, once it finished, its answer for 24 hours.
export const m0009: Migration = {
  id: 9,
  name: 'idempotency keys',
  up: (t) => [
    `CREATE TABLE idempotency_keys (
      account_id ${t.bigint} NOT NULL,
      idem_key ${t.text} NOT NULL,
      fingerprint ${t.text} NOT NULL,
      state ${t.text} NOT NULL,
      status ${t.int},
      headers ${t.text},
      body ${t.text},
      created_at ${t.bigint} NOT NULL,
      locked_until ${t.bigint} NOT NULL,
      expires_at ${t.bigint} NOT NULL,
      PRIMARY KEY (account_id, idem_key)
    )`,
    `CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at)`,
  ],
};
