import type { Migration } from './types.js';

// The advertiser report's full column set (issue 21). The hourly rows gain the device type and the
// placement type of their impressions (small codes: src/core/delivery/placements.ts) and the
// installs the same campaign had earlier that day in that country (`cum_installs`: the row's
// installs are users cum_installs .. cum_installs + installs - 1 of that day, which the cohort
// model reads). Every table's `sales` (the old revenue-like figure) becomes `redownloads`: sales
// are now purchase events, computed by the cohort model, not stored. Rows written before this step
// get the values the simulator would have given them where they can be known (placement from the
// ad's size, cum_installs from the earlier hours) and 0 redownloads.
export const m0014: Migration = {
  id: 14,
  name: 'report columns',
  up: () => [
    ...['delivery_hourly', 'delivery_daily', 'delivery_campaign_daily'].flatMap((t) => [
      `ALTER TABLE ${t} RENAME COLUMN sales TO redownloads`,
      `UPDATE ${t} SET redownloads = 0 WHERE redownloads <> 0`,
    ]),
    `ALTER TABLE delivery_hourly ADD COLUMN device_type SMALLINT NOT NULL DEFAULT 0`,
    `ALTER TABLE delivery_hourly ADD COLUMN placement_type SMALLINT NOT NULL DEFAULT 0`,
    `ALTER TABLE delivery_hourly ADD COLUMN cum_installs INTEGER NOT NULL DEFAULT 0`,
    // placement codes as in placements.ts: APP_OPEN 1, BANNER 2, INTER 3, LEADER 4, MREC 5, NATIVE 6, REWARDED_INTER 7
    `UPDATE delivery_hourly SET placement_type = COALESCE((SELECT CASE a.size WHEN 'PRELOAD' THEN 1 WHEN 'BANNER' THEN 2 WHEN 'INTER' THEN (CASE WHEN a.template LIKE '%Rewarded%' THEN 7 ELSE 3 END)
       WHEN 'LEADER' THEN 4 WHEN 'MREC' THEN 5 ELSE 6 END FROM ads a WHERE a.id = delivery_hourly.ad_id), 3)`,
    `UPDATE delivery_hourly SET cum_installs = w.cum FROM (
       SELECT account_id AS a, day AS d, hour AS h, campaign_id AS c, country AS k, ad_id AS ad, source AS s,
         COALESCE(SUM(installs) OVER (PARTITION BY account_id, day, campaign_id, country ORDER BY hour, ad_id, source ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS cum
       FROM delivery_hourly) w
     WHERE w.a = delivery_hourly.account_id AND w.d = delivery_hourly.day AND w.h = delivery_hourly.hour AND w.c = delivery_hourly.campaign_id
       AND w.k = delivery_hourly.country AND w.ad = delivery_hourly.ad_id AND w.s = delivery_hourly.source AND w.cum <> 0`,
  ],
};
