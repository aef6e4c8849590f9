import type { Migration } from './types.js';

// Creative sets point at campaigns (0004) and set members at library assets (0005) by id; the
// creatives core checks both through their services (always scoped by account), so no foreign
// key couples this step to the other areas' tables.
export const m0006: Migration = {
  id: 6,
  name: 'creative sets, set assets, ads',
  up: (t) => [
    `CREATE TABLE creative_sets (
      id ${t.pk},
      hashed_id ${t.text} NOT NULL UNIQUE,
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      campaign_id ${t.bigint} NOT NULL,
      name ${t.text} NOT NULL,
      countries ${t.text} NOT NULL,
      languages ${t.text} NOT NULL,
      product_page ${t.text},
      status ${t.bool} NOT NULL,
      version ${t.text} NOT NULL CHECK (version IN ('V1', 'V2')),
      type ${t.text} NOT NULL DEFAULT 'APP',
      sizes ${t.text} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      updated_at ${t.bigint} NOT NULL
    )`,
    `CREATE INDEX creative_sets_campaign ON creative_sets(account_id, campaign_id, id)`,
    // A member is a library asset (asset_id) or a text value; type is null only while an untyped
    // file is processing or when no type could be computed for it.
    `CREATE TABLE creative_set_members (
      id ${t.pk},
      set_id ${t.bigint} NOT NULL REFERENCES creative_sets(id) ON DELETE CASCADE,
      type ${t.text},
      asset_id ${t.bigint},
      text_value ${t.text},
      error ${t.text},
      created_at ${t.bigint} NOT NULL,
      CHECK ((asset_id IS NULL) <> (text_value IS NULL))
    )`,
    `CREATE INDEX creative_set_members_set ON creative_set_members(set_id, id)`,
    `CREATE INDEX creative_set_members_asset ON creative_set_members(asset_id)`,
    // One ad per template and size in a set; concurrent regeneration cannot duplicate it.
    `CREATE TABLE ads (
      id ${t.pk},
      set_id ${t.bigint} NOT NULL REFERENCES creative_sets(id) ON DELETE CASCADE,
      account_id ${t.bigint} NOT NULL,
      name ${t.text} NOT NULL,
      size ${t.text} NOT NULL,
      template ${t.text} NOT NULL,
      status ${t.bool} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      updated_at ${t.bigint} NOT NULL,
      UNIQUE (set_id, size, template)
    )`,
    `CREATE INDEX ads_account ON ads(account_id, id)`,
  ],
};
