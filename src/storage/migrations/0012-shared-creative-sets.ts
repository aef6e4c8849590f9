import type { Migration } from './types.js';

// Issue 14: a creative set may run in several campaigns (the current second-generation API's
// association endpoints). The link moves from creative_sets.campaign_id to its own table; every
// existing set keeps its campaign. creative_sets.campaign_id stays as written at creation (0 for
// a set created unattached) so that a process of the previous release, during a rolling restart,
// still reads something sensible; nothing of this release reads it.
export const m0012: Migration = {
  id: 12,
  name: 'creative sets shared by campaigns',
  up: (t) => [
    `CREATE TABLE creative_set_campaigns (
      set_id ${t.bigint} NOT NULL REFERENCES creative_sets(id) ON DELETE CASCADE,
      campaign_id ${t.bigint} NOT NULL,
      account_id ${t.bigint} NOT NULL,
      linked_at ${t.bigint} NOT NULL,
      PRIMARY KEY (set_id, campaign_id)
    )${t.withoutRowid}`,
    `CREATE INDEX creative_set_campaigns_campaign ON creative_set_campaigns(account_id, campaign_id, set_id)`,
    `INSERT INTO creative_set_campaigns (set_id, campaign_id, account_id, linked_at)
     SELECT id, campaign_id, account_id, created_at FROM creative_sets WHERE campaign_id > 0`,
  ],
};
