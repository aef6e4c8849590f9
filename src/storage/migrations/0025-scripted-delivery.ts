import type { Migration } from './types.js';

// Exact report scenarios (issue 35 item 6): a (campaign, day, country) whose figures a sandbox user
// scripted (POST /_sandbox/delivery, a fixture's `delivery` list). The row is the mark the simulator
// checks before writing an hour (it never writes, nor re-simulates, a scripted key) and what the
// cohort engine reads instead of the cohort model: `cohort` holds the scripted cohort figures as
// JSON, whole cents and whole users by horizon (src/core/delivery/scripted.ts). The figures
// themselves are spread over hourly rows of delivery_hourly like simulated ones, so every report
// path reads them unchanged.
export const m0025: Migration = {
  id: 25,
  name: 'scripted delivery',
  up: (t) => [
    `CREATE TABLE delivery_scripted (
      account_id ${t.bigint} NOT NULL,
      day ${t.text} NOT NULL,
      campaign_id ${t.bigint} NOT NULL,
      country ${t.text} NOT NULL,
      impressions ${t.bigint} NOT NULL,
      clicks ${t.bigint} NOT NULL,
      installs ${t.bigint} NOT NULL,
      cost ${t.bigint} NOT NULL,
      cohort ${t.text} NOT NULL,
      PRIMARY KEY (account_id, day, campaign_id, country)
    )${t.withoutRowid}`,
    `CREATE INDEX delivery_scripted_day ON delivery_scripted (day, campaign_id)`,
  ],
};
