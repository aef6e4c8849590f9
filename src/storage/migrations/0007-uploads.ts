import type { Migration } from './types.js';

// Batch uploads of /manage/v1/asset/upload. A batch and its file rows are written in one
// transaction once the request has been read to the end, so a failed request leaves none.
// A file that became an asset points at it (asset_id); its PENDING/SUCCESS/FAILURE state is the
// asset's processing state, read at query time, so it is right whichever process ran the job.
// A file refused before it became an asset (wrong content type, too large, duplicate name)
// has no asset_id and carries its error_message.
export const m0007: Migration = {
  id: 7,
  name: 'upload batches',
  up: (t) => [
    `CREATE TABLE upload_batches (
      id ${t.pk},
      upload_id ${t.text} NOT NULL UNIQUE,
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      file_count ${t.int} NOT NULL,
      created_at ${t.bigint} NOT NULL
    )`,
    `CREATE INDEX upload_batches_account ON upload_batches(account_id, id)`,
    `CREATE TABLE upload_files (
      batch_id ${t.bigint} NOT NULL REFERENCES upload_batches(id) ON DELETE CASCADE,
      seq ${t.int} NOT NULL,
      name ${t.text} NOT NULL,
      content_type ${t.text},
      size_bytes ${t.bigint} NOT NULL,
      asset_id ${t.bigint},
      error_message ${t.text},
      created_at ${t.bigint} NOT NULL,
      PRIMARY KEY (batch_id, seq)
    )`,
    `CREATE INDEX upload_files_asset ON upload_files(asset_id)`,
  ],
};
