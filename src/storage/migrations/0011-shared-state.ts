import type { Migration } from './types.js';

// State that must hold for the platform as a whole when several processes share one database
// (issue 10): request and error limits, sign-in throttling, and, on PostgreSQL, change
// notifications that keep every process's read cache coherent and wake idle workers.
//
// The notifications come from triggers, not from the code that writes: a write made by any
// process (the server, `campaignctl`, psql) notifies at its commit, atomically with it, and a
// crash between a write and a separate NOTIFY cannot leave other caches stale.
// CACHED_TABLES must list every table read through Db.getCached or Db.memo.
export const CACHED_TABLES = ['accounts', 'api_keys', 'oauth_access_tokens', 'campaigns', 'campaign_countries', 'campaign_daily_stats'];

export const m0011: Migration = {
  id: 11,
  name: 'shared state',
  up: (t, dialect) => {
    const tables = [
      // Fixed-window counters per key; one row per /manage/v1 account.
      `CREATE TABLE rate_limits (
        key ${t.text} PRIMARY KEY,
        win_start ${t.bigint} NOT NULL,
        hits ${t.int} NOT NULL,
        err_start ${t.bigint} NOT NULL,
        errs ${t.int} NOT NULL,
        blocked_until ${t.bigint} NOT NULL,
        reason ${t.text} NOT NULL,
        seen_at ${t.bigint} NOT NULL
      )`,
      `CREATE INDEX rate_limits_seen ON rate_limits (seen_at)`,
      // One row per failed sign-in per counting key (e-mail+address, address, e-mail).
      `CREATE TABLE sign_in_failures (
        id ${t.pk},
        key ${t.text} NOT NULL,
        at ${t.bigint} NOT NULL
      )`,
      `CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at)`,
      `CREATE INDEX sign_in_failures_at ON sign_in_failures (at)`,
      // Devices and addresses that signed in successfully as a user.
      `CREATE TABLE sign_in_known (
        email ${t.text} NOT NULL,
        mark ${t.text} NOT NULL,
        at ${t.bigint} NOT NULL,
        PRIMARY KEY (email, mark)
      )${t.withoutRowid}`,
      // Blobs that may exist without an asset row referring to them: a key is recorded before its
      // upload starts and removed in the transaction that inserts the row; a deleted row's key is
      // recorded in the transaction that deletes it. Due keys are swept (blob deleted). So neither
      // a crash mid-upload nor one between a row's removal and its blob's leaves a blob behind.
      `CREATE TABLE blob_sweep (
        key ${t.text} PRIMARY KEY,
        due_at ${t.bigint} NOT NULL
      )${t.withoutRowid}`,
      `CREATE INDEX blob_sweep_due ON blob_sweep (due_at)`,
    ];
    if (dialect !== 'postgres') return tables;
    return [
      ...tables,
      `CREATE OR REPLACE FUNCTION cp_notify_changes() RETURNS trigger LANGUAGE plpgsql AS $f$
       BEGIN PERFORM pg_notify('cp_changes', TG_TABLE_NAME); RETURN NULL; END $f$`,
      ...CACHED_TABLES.map(
        (name) => `CREATE TRIGGER cp_changes_${name} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION cp_notify_changes()`,
      ),
      `CREATE OR REPLACE FUNCTION cp_notify_jobs() RETURNS trigger LANGUAGE plpgsql AS $f$
       BEGIN PERFORM pg_notify('cp_jobs', ''); RETURN NULL; END $f$`,
      `CREATE TRIGGER cp_jobs_enqueued AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION cp_notify_jobs()`,
    ];
  },
};
