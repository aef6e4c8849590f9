import type { Migration } from './types.js';

export const m0005: Migration = {
  id: 5,
  name: 'blobs, assets, job queue',
  up: (t) => [
    // Durable job queue. state: queued -> running (leased until locked_until) -> done | failed;
    // a running job whose lease ran out is claimable again (its worker died). lease_token fences
    // renew/complete/fail to the current holder.
    `CREATE TABLE jobs (
      id ${t.pk},
      type ${t.text} NOT NULL,
      payload ${t.text} NOT NULL,
      state ${t.text} NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
      attempts ${t.int} NOT NULL DEFAULT 0,
      max_attempts ${t.int} NOT NULL,
      run_at ${t.bigint} NOT NULL,
      locked_until ${t.bigint},
      lease_token ${t.text},
      last_error ${t.text},
      created_at ${t.bigint} NOT NULL,
      updated_at ${t.bigint} NOT NULL
    )`,
    `CREATE INDEX jobs_queued ON jobs(state, run_at)`,
    `CREATE INDEX jobs_leased ON jobs(state, locked_until)`,
    // The account's asset library. blob_key names the stored file; url_token (128 random bits,
    // hex) is the unguessable part of its public URL.
    `CREATE TABLE assets (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name ${t.text} NOT NULL,
      sha1 ${t.text} NOT NULL,
      blob_key ${t.text} NOT NULL,
      url_token ${t.text} NOT NULL UNIQUE,
      content_type ${t.text},
      declared_content_type ${t.text},
      resource_type ${t.text},
      asset_type ${t.text},
      expected_type ${t.text},
      processing ${t.text} NOT NULL CHECK (processing IN ('processing', 'ready', 'error')),
      error ${t.text},
      review ${t.text} NOT NULL CHECK (review IN ('IN_REVIEW', 'ACTIVE', 'REJECTED')),
      violation_reasons ${t.text} NOT NULL DEFAULT '[]',
      width ${t.int},
      height ${t.int},
      duration_ms ${t.bigint},
      size_bytes ${t.bigint} NOT NULL,
      origin ${t.text} NOT NULL CHECK (origin IN ('v1', 'v2')),
      created_at ${t.bigint} NOT NULL,
      settled_at ${t.bigint}
    )`,
    `CREATE INDEX assets_account ON assets(account_id, id)`,
    `CREATE INDEX assets_account_sha1 ON assets(account_id, sha1)`,
  ],
};
