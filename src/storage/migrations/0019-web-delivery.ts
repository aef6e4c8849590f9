import type { Migration } from './types.js';

// Simulated web delivery (issue 34 item 5). The web report computes checkouts, new visitors and
// view-through checkouts from each row's clicks and impressions (src/core/delivery/web-model.ts):
// the clicks of a (campaign, country, day) are that day's visitors 0..n-1 and its impressions
// 0..m-1, so an hourly row records the clicks and impressions the campaign had in that country
// earlier that day, as `cum_installs` does for the app cohort model. Rows written before this step
// are all APP rows, which never read them: 0.
export const m0019: Migration = {
  id: 19,
  name: 'web delivery',
  up: () => [
    `ALTER TABLE delivery_hourly ADD COLUMN cum_clicks INTEGER NOT NULL DEFAULT 0`,
    `ALTER TABLE delivery_hourly ADD COLUMN cum_impressions INTEGER NOT NULL DEFAULT 0`,
  ],
};
