import type { Migration } from './types.js';

// Delivery and reporting (issue 12): the simulator's hourly rows, a daily rollup the reports
// read when they need no finer dimension, the simulator's progress, the postback log, and a
// third key kind (the report key of GET /report).
//
// Money is stored as integer cents: every row the simulator writes is a whole number of cents,
// so any sum over any grouping is exact on both engines and the totals of a report are the sum
// of its rows to the cent.
export const m0013: Migration = {
  id: 13,
  name: 'delivery and reporting',
  up: (t, dialect) => [
    // One row per simulated hour, campaign, country, ad and traffic source (hour = epoch hours).
    // The key starts with (account, day) so a report's date range is one index range.
    `CREATE TABLE delivery_hourly (
      account_id ${t.bigint} NOT NULL,
      day ${t.text} NOT NULL,
      hour ${t.bigint} NOT NULL,
      campaign_id ${t.bigint} NOT NULL,
      country ${t.text} NOT NULL,
      creative_set_id ${t.bigint} NOT NULL,
      ad_id ${t.bigint} NOT NULL,
      source ${t.text} NOT NULL,
      ${sums(t)},
      PRIMARY KEY (account_id, day, hour, campaign_id, country, ad_id, source)
    )${t.withoutRowid}`,
    // The same figures summed by day, campaign and country: what most reports group by.
    `CREATE TABLE delivery_daily (
      account_id ${t.bigint} NOT NULL,
      day ${t.text} NOT NULL,
      campaign_id ${t.bigint} NOT NULL,
      country ${t.text} NOT NULL,
      ${sums(t)},
      PRIMARY KEY (account_id, day, campaign_id, country)
    )${t.withoutRowid}`,
    // The same summed by day and campaign: reports by day and campaign read 50x fewer rows.
    `CREATE TABLE delivery_campaign_daily (
      account_id ${t.bigint} NOT NULL,
      day ${t.text} NOT NULL,
      campaign_id ${t.bigint} NOT NULL,
      ${sums(t)},
      PRIMARY KEY (account_id, day, campaign_id)
    )${t.withoutRowid}`,
    // The next hour the simulator has to produce (one row, id 1); claimed hour by hour.
    `CREATE TABLE delivery_progress (
      id ${t.int} PRIMARY KEY,
      next_hour ${t.bigint} NOT NULL
    )`,
    // Tracking URLs the simulated impressions and clicks fired, with the macros expanded.
    `CREATE TABLE postbacks (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL,
      campaign_id ${t.bigint} NOT NULL,
      kind ${t.text} NOT NULL CHECK (kind IN ('impression', 'click')),
      url ${t.text} NOT NULL,
      hour ${t.bigint} NOT NULL,
      created_at ${t.bigint} NOT NULL,
      state ${t.text} NOT NULL CHECK (state IN ('recorded', 'queued', 'sent', 'failed')),
      attempts ${t.int} NOT NULL DEFAULT 0,
      response_status ${t.int},
      last_error ${t.text}
    )`,
    `CREATE INDEX postbacks_account ON postbacks (account_id, id)`,
    `CREATE INDEX postbacks_created ON postbacks (created_at)`,
    ...reportKeyKind(t, dialect),
  ],
};

/** The summed figures every delivery table carries (cost and sales in cents). */
function sums(t: Parameters<Migration['up']>[0]): string {
  return ['impressions', 'clicks', 'installs', 'cost', 'sales'].map((c) => `${c} ${t.bigint} NOT NULL`).join(',\n      ');
}

/** api_keys.kind gains 'report'. PostgreSQL alters the check; SQLite rebuilds the table. */
function reportKeyKind(t: Parameters<Migration['up']>[0], dialect: Parameters<Migration['up']>[1]): string[] {
  const kinds = `kind IN ('campaign', 'management', 'report')`;
  if (dialect === 'postgres') {
    return [`ALTER TABLE api_keys DROP CONSTRAINT api_keys_kind_check`, `ALTER TABLE api_keys ADD CONSTRAINT api_keys_kind_check CHECK (${kinds})`];
  }
  return [
    `CREATE TABLE api_keys_new (
      id ${t.pk},
      account_id ${t.bigint} NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      kind ${t.text} NOT NULL CHECK (${kinds}),
      key_hash ${t.text} NOT NULL UNIQUE,
      created_at ${t.bigint} NOT NULL
    )`,
    `INSERT INTO api_keys_new (id, account_id, kind, key_hash, created_at) SELECT id, account_id, kind, key_hash, created_at FROM api_keys`,
    `DROP TABLE api_keys`,
    `ALTER TABLE api_keys_new RENAME TO api_keys`,
    `CREATE UNIQUE INDEX api_keys_account_kind ON api_keys(account_id, kind)`,
  ];
}
