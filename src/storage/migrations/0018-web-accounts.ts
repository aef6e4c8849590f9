import type { Migration } from './types.js';

// WEB accounts (issue 34, addendum 6): the account's type, fixed at creation (APP for every account
// that exists already); the WEB campaign fields and the goal's event target (addendum 7 section 3)
// on the campaign row; metro names in US targeting; the catalogs a WEB account's dynamic ads draw
// on (catalog_info), declared by fixtures and campaignctl, never through /manage/v1. A WEB creative
// set's creative_set_url is kept in creative_sets.product_page: both are "the page this set's ads
// open" (addendum 6 section 5), one per account type.
export const m0018: Migration = {
  id: 18,
  name: 'web accounts',
  up: (t) => [
    `ALTER TABLE accounts ADD COLUMN type ${t.text} NOT NULL DEFAULT 'APP'`,
    `ALTER TABLE campaigns ADD COLUMN website_url ${t.text}`,
    `ALTER TABLE campaigns ADD COLUMN is_dynamic_ads_enabled ${t.bool} NOT NULL DEFAULT 0`,
    `ALTER TABLE campaigns ADD COLUMN catalog_type ${t.text}`,
    `ALTER TABLE campaigns ADD COLUMN catalog_id ${t.text}`,
    `ALTER TABLE campaigns ADD COLUMN variant_set_id ${t.text}`,
    `ALTER TABLE campaigns ADD COLUMN audience_strategy ${t.text}`,
    `ALTER TABLE campaigns ADD COLUMN event_target ${t.text}`,
    `ALTER TABLE campaigns ADD COLUMN is_composite_banner_enabled ${t.bool} NOT NULL DEFAULT 0`,
    // JSON array of free-text metro names (US only), next to region_codes
    `ALTER TABLE campaign_countries ADD COLUMN metro_names ${t.text} NOT NULL DEFAULT '[]'`,
    // id: the catalog's id as catalog_info shows it (text; numeric for DOA use), unique per account
    `CREATE TABLE catalogs (
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      id ${t.text} NOT NULL,
      name ${t.text} NOT NULL,
      type ${t.text},
      position ${t.int} NOT NULL,
      PRIMARY KEY (account_id, id)
    )${t.withoutRowid}`,
    `CREATE TABLE catalog_variant_sets (
      account_id ${t.bigint} NOT NULL,
      catalog_id ${t.text} NOT NULL,
      id ${t.text} NOT NULL,
      name ${t.text} NOT NULL,
      total_variants ${t.bigint},
      total_items ${t.bigint},
      position ${t.int} NOT NULL,
      PRIMARY KEY (account_id, catalog_id, id),
      FOREIGN KEY (account_id, catalog_id) REFERENCES catalogs(account_id, id) ON DELETE CASCADE
    )${t.withoutRowid}`,
  ],
};
