import type { Migration } from './types.js';

// Request logs (issue 25): every API request of an account, newest first on the console's page,
// found by trace id. request_log_usage keeps each account's row and byte totals in the same
// transaction as its entries, so keeping an account under its caps reads one row, not its log;
// skipped_count counts the requests over the per-second budget that were not kept.
export const m0016: Migration = {
  id: 16,
  name: 'request logs',
  up: (t) => [
    `CREATE TABLE request_logs (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL,
      at ${t.bigint} NOT NULL,
      method ${t.text} NOT NULL,
      path ${t.text} NOT NULL,
      status ${t.int} NOT NULL,
      duration_ms ${t.int} NOT NULL,
      surface ${t.text} NOT NULL,
      credential ${t.text} NOT NULL,
      error_code ${t.text},
      error_message ${t.text},
      trace_id ${t.text} NOT NULL,
      request_body ${t.text},
      response_body ${t.text},
      bytes ${t.int} NOT NULL
    )`,
    `CREATE INDEX request_logs_account_at ON request_logs(account_id, at, id)`,
    `CREATE INDEX request_logs_account_trace ON request_logs(account_id, trace_id)`,
    `CREATE INDEX request_logs_at ON request_logs(at)`,
    `CREATE TABLE request_log_usage (
      account_id ${t.bigint} PRIMARY KEY,
      row_count ${t.bigint} NOT NULL,
      byte_count ${t.bigint} NOT NULL,
      skipped_count ${t.bigint} NOT NULL DEFAULT 0
    )`,
  ],
};
