import type { Migration } from './types.js';

// Campaigns as both generations see them (src/core/campaigns/model.ts): one row per campaign,
// one row per DEFAULT/country target, one row per source override, one row per campaign-day of
// delivery figures. Decimals are exact (TEXT on SQLite, NUMERIC on PostgreSQL).
export const m0004: Migration = {
  id: 4,
  name: 'campaigns, targets, sources, daily stats',
  up: (t) => [
    `CREATE TABLE campaigns (
      id ${t.pk},
      hashed_id ${t.text} NOT NULL UNIQUE CHECK (length(hashed_id) = 32),
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name ${t.text} NOT NULL,
      type ${t.text} NOT NULL DEFAULT 'APP',
      platform ${t.text} NOT NULL CHECK (platform IN ('ios', 'android')),
      package_name ${t.text} NOT NULL,
      itunes_id ${t.text},
      category ${t.text},
      bid_type ${t.text} NOT NULL,
      goal_period ${t.int},
      bidding_strategy ${t.text} NOT NULL,
      tracking_method ${t.text},
      status ${t.bool} NOT NULL,
      start_at ${t.bigint},
      end_at ${t.bigint},
      is_continuous_delivery ${t.bool} NOT NULL DEFAULT 0,
      device_types ${t.text} NOT NULL DEFAULT '[]',
      os_major_version_min ${t.int},
      created_at ${t.bigint} NOT NULL,
      updated_at ${t.bigint} NOT NULL
    )`,
    // Lists go by account in id order; single lookups by the unique hashed_id.
    `CREATE INDEX campaigns_account ON campaigns(account_id, id)`,
    // country: 'DEFAULT' or a lowercase ISO 3166-1 alpha-2 code. region_codes: JSON array.
    `CREATE TABLE campaign_countries (
      campaign_id ${t.bigint} NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      country ${t.text} NOT NULL,
      bid ${t.decimal},
      budget ${t.decimal},
      click_url ${t.text},
      impression_url ${t.text},
      disabled ${t.bool} NOT NULL DEFAULT 0,
      region_codes ${t.text} NOT NULL DEFAULT '[]',
      PRIMARY KEY (campaign_id, country)
    )${t.withoutRowid}`,
    `CREATE TABLE campaign_sources (
      campaign_id ${t.bigint} NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      app_id ${t.text} NOT NULL,
      app_id_external ${t.text} NOT NULL DEFAULT '',
      status ${t.bool} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      updated_at ${t.bigint} NOT NULL,
      PRIMARY KEY (campaign_id, app_id)
    )${t.withoutRowid}`,
    // day: UTC calendar day 'YYYY-MM-DD' (sorts and compares as text on both engines).
    `CREATE TABLE campaign_daily_stats (
      campaign_id ${t.bigint} NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      day ${t.text} NOT NULL,
      impressions ${t.bigint} NOT NULL DEFAULT 0,
      clicks ${t.bigint} NOT NULL DEFAULT 0,
      installs ${t.bigint} NOT NULL DEFAULT 0,
      spend ${t.decimal} NOT NULL DEFAULT 0,
      PRIMARY KEY (campaign_id, day)
    )${t.withoutRowid}`,
  ],
};
