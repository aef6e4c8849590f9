import type { Migration } from './types.js';

// Browser state of the authorization flow is now created only when a user signs in, trimmed per
// session and purged by expiry (issue 9, item 6): these indexes keep the trim and the purge cheap.
export const m0008: Migration = {
  id: 8,
  name: 'oauth browser state indexes',
  up: () => [
    `CREATE INDEX oauth_interactions_session ON oauth_interactions(session_hash, created_at)`,
    `CREATE INDEX oauth_interactions_expiry ON oauth_interactions(expires_at)`,
    `CREATE INDEX oauth_sessions_expiry ON oauth_sessions(expires_at)`,
  ],
};
