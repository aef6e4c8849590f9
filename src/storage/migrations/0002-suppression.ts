import type { Migration } from './types.js';

export const m0002: Migration = {
  id: 2,
  name: 'suppression lists',
  up: (t, dialect) => [
    // One list per account and app. id_count is kept exact in the same transaction as every
    // change, so counting a 10M-id list is one row read.
    `CREATE TABLE suppression_lists (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      package_name ${t.text} NOT NULL,
      id_count ${t.bigint} NOT NULL DEFAULT 0,
      created_at ${t.bigint} NOT NULL
    )`,
    `CREATE UNIQUE INDEX suppression_lists_account_package ON suppression_lists(account_id, package_name)`,
    // Ids as 16 raw bytes: SQLite BLOB in a WITHOUT ROWID table (the primary key IS the table,
    // 24 MB per 1M ids), PostgreSQL uuid (fixed 16 bytes, compared with memcmp, same order as the
    // bytes). No foreign key to suppression_lists: it would cost a parent lookup per inserted row
    // on the bulk path, and list rows are only ever removed with their account.
    `CREATE TABLE suppression_ids (
      list_id ${t.bigint} NOT NULL,
      id ${dialect === 'postgres' ? 'uuid' : 'BLOB'} NOT NULL,
      PRIMARY KEY (list_id, id)
    )${t.withoutRowid}`,
  ],
};
