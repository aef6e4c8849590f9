import type { Migration } from './types.js';

export const m0001: Migration = {
  id: 1,
  name: 'accounts, keys, users, oauth apps',
  up: (t) => [
    `CREATE TABLE accounts (
      id ${t.pk},
      name ${t.text} NOT NULL,
      created_at ${t.bigint} NOT NULL
    )`,
    // kind: 'campaign' (Authorization on /manage/v1) or 'management' (suppression api_key).
    // Only the SHA-256 of the key is stored; rotation deletes the old row.
    `CREATE TABLE api_keys (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      kind ${t.text} NOT NULL CHECK (kind IN ('campaign', 'management')),
      key_hash ${t.text} NOT NULL UNIQUE,
      created_at ${t.bigint} NOT NULL
    )`,
    `CREATE UNIQUE INDEX api_keys_account_kind ON api_keys(account_id, kind)`,
    `CREATE TABLE users (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      email ${t.text} NOT NULL UNIQUE,
      password_hash ${t.text} NOT NULL,
      created_at ${t.bigint} NOT NULL
    )`,
    `CREATE TABLE oauth_apps (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      client_id ${t.text} NOT NULL UNIQUE,
      client_secret_hash ${t.text} NOT NULL,
      name ${t.text} NOT NULL,
      kind ${t.text} NOT NULL CHECK (kind IN ('first-party', 'third-party')),
      scopes ${t.text} NOT NULL,
      redirect_uri ${t.text},
      created_at ${t.bigint} NOT NULL
    )`,
  ],
};
