import type { Migration } from './types.js';

// Every secret here (codes, access and refresh tokens, browser session ids, interaction ids) is
// stored only as its SHA-256 (hex); the plain value exists only in the client's hands. All
// instants are epoch milliseconds.
export const m0003: Migration = {
  id: 3,
  name: 'oauth codes, grants and tokens',
  up: (t) => [
    // One grant = one approval by a user of a third-party app for the user's account. Everything
    // issued from it (code, access and refresh tokens) carries its id so it can be revoked at once.
    `CREATE TABLE oauth_grants (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      client_id ${t.text} NOT NULL REFERENCES oauth_apps(client_id) ON DELETE CASCADE,
      user_id ${t.bigint} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      scopes ${t.text} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      revoked_at ${t.bigint}
    )`,
    `CREATE TABLE oauth_codes (
      code_hash ${t.text} PRIMARY KEY,
      grant_id ${t.bigint} NOT NULL REFERENCES oauth_grants(id) ON DELETE CASCADE,
      client_id ${t.text} NOT NULL,
      redirect_uri ${t.text} NOT NULL,
      code_challenge ${t.text},
      created_at ${t.bigint} NOT NULL,
      expires_at ${t.bigint} NOT NULL,
      used_at ${t.bigint}
    )${t.withoutRowid}`,
    `CREATE INDEX oauth_codes_expires ON oauth_codes(expires_at)`,
    // grant_id is NULL for client_credentials tokens (a first-party app acting for its own account).
    `CREATE TABLE oauth_access_tokens (
      token_hash ${t.text} PRIMARY KEY,
      grant_id ${t.bigint} REFERENCES oauth_grants(id) ON DELETE CASCADE,
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      client_id ${t.text} NOT NULL REFERENCES oauth_apps(client_id) ON DELETE CASCADE,
      app_kind ${t.text} NOT NULL,
      scopes ${t.text} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      expires_at ${t.bigint} NOT NULL,
      revoked ${t.bool} NOT NULL DEFAULT 0
    )${t.withoutRowid}`,
    `CREATE INDEX oauth_access_tokens_grant ON oauth_access_tokens(grant_id)`,
    `CREATE INDEX oauth_access_tokens_expires ON oauth_access_tokens(expires_at)`,
    `CREATE TABLE oauth_refresh_tokens (
      token_hash ${t.text} PRIMARY KEY,
      grant_id ${t.bigint} NOT NULL REFERENCES oauth_grants(id) ON DELETE CASCADE,
      client_id ${t.text} NOT NULL,
      scopes ${t.text} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      expires_at ${t.bigint} NOT NULL,
      used_at ${t.bigint},
      revoked ${t.bool} NOT NULL DEFAULT 0
    )${t.withoutRowid}`,
    `CREATE INDEX oauth_refresh_tokens_grant ON oauth_refresh_tokens(grant_id)`,
    // Browser sign-in sessions of the authorization pages (cookie value hashed).
    `CREATE TABLE oauth_sessions (
      session_hash ${t.text} PRIMARY KEY,
      user_id ${t.bigint} REFERENCES users(id) ON DELETE CASCADE,
      created_at ${t.bigint} NOT NULL,
      expires_at ${t.bigint} NOT NULL
    )${t.withoutRowid}`,
    // One pending authorization request (validated /oauth/initialize parameters), bound to the
    // browser session that started it.
    `CREATE TABLE oauth_interactions (
      interaction_hash ${t.text} PRIMARY KEY,
      session_hash ${t.text} NOT NULL,
      client_id ${t.text} NOT NULL REFERENCES oauth_apps(client_id) ON DELETE CASCADE,
      redirect_uri ${t.text} NOT NULL,
      scopes ${t.text} NOT NULL,
      state ${t.text} NOT NULL,
      code_challenge ${t.text},
      created_at ${t.bigint} NOT NULL,
      expires_at ${t.bigint} NOT NULL,
      done_at ${t.bigint}
    )${t.withoutRowid}`,
  ],
};
