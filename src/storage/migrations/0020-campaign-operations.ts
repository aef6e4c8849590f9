import type { Migration } from './types.js';

// The campaign change log (issue 35, addendum 7 section 4): one row per logged change, written in
// the change's own transaction (src/storage/repos/operation-log-sql.ts). `operation_id` is NULL on
// the first row of an operation (its id is the operation's) and that row's id on the others, so an
// operation's entries share one id without a second statement. No foreign key to campaigns: the
// log outlives what it describes, and it is pruned on its own (retention, per-account bound).
export const m0020: Migration = {
  id: 20,
  name: 'campaign operation log, ad daily rollup',
  up: (t) => [
    `CREATE TABLE campaign_operations (
       id ${t.pk},
       operation_id ${t.bigint},
       account_id ${t.bigint} NOT NULL,
       at ${t.bigint} NOT NULL,
       type ${t.text} NOT NULL,
       operator_name ${t.text} NOT NULL,
       campaign_id ${t.bigint} NOT NULL,
       campaign_name ${t.text} NOT NULL,
       campaign_type ${t.text} NOT NULL,
       detail ${t.text} NOT NULL
     )`,
    `CREATE INDEX campaign_operations_account_at ON campaign_operations (account_id, at, id)`,
    // The asset reports' rollup (issue 35 item 1): the hourly rows summed by day, campaign, creative
    // set and ad, written with the other rollups (delivery-sql-repo.ts writeHour), so a 45-day asset
    // report reads thousands of rows instead of millions. Filled from the hourly rows kept so far.
    `CREATE TABLE delivery_ad_daily (
       account_id ${t.bigint} NOT NULL,
       day ${t.text} NOT NULL,
       campaign_id ${t.bigint} NOT NULL,
       creative_set_id ${t.bigint} NOT NULL,
       ad_id ${t.bigint} NOT NULL,
       impressions ${t.bigint} NOT NULL,
       clicks ${t.bigint} NOT NULL,
       cost ${t.bigint} NOT NULL,
       PRIMARY KEY (account_id, day, campaign_id, creative_set_id, ad_id)
     )${t.withoutRowid}`,
    `INSERT INTO delivery_ad_daily (account_id, day, campaign_id, creative_set_id, ad_id, impressions, clicks, cost)
     SELECT account_id, day, campaign_id, creative_set_id, ad_id, SUM(impressions), SUM(clicks), SUM(cost) FROM delivery_hourly
     GROUP BY account_id, day, campaign_id, creative_set_id, ad_id`,
  ],
};
