// What the demo account holds on a first start (SEED_DEMO, issue 25): a believable account instead
// of an empty one. It is a fixture document (docs/sandbox.md) seeded like SANDBOX_SEED_FILE, so
// every campaign, file and creative set goes through the same rules and steps a client's would:
// campaigns on both platforms with country targets, generated media that pass processing and
// review, creative sets of both generations' rules, a suppression list drawn from the app's own
// device pool (so it visibly holds installs back), then two weeks of delivery history from the
// simulator's backfill (so reports, cohorts and the console have figures; whatever columns the
// simulator computes, the history has).
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../http/container.js';
import { runSeed } from './seed.js';

/** Days of delivery history before today (today's hours so far come on top). */
export const DEMO_HISTORY_DAYS = 14;
const DAY_MS = 86_400_000;

interface DemoKeys {
  campaign_api_key: string;
  management_key: string;
  report_key?: string;
}

const tracking = (app: string) => ({
  click_url: `https://tracker.example/click?app=${app}&cid={CAMPAIGN_ID}&set={CREATIVE_SET_ID}&ad={AD_ID}&idfa={IDFA}&cc={CC}`,
  impression_url: `https://tracker.example/imp?app=${app}&cid={CAMPAIGN_ID}&ad={AD_ID}&cc={CC}`,
});

/** The demo fixture: account name and keys identify the account just created; the rest is added to it. */
export function demoFixture(name: string, keys: DemoKeys, today: string, suppressed: string[]): { accounts: Record<string, unknown>[] } {
  const start = today;
  const campaigns = [
    {
      name: 'Dig Deeper · Android · US, GB, DE',
      platform: 'ANDROID', package_name: 'com.example.digdeeper', bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { country_code_to_daily_budget: { US: '180', GB: '60', DE: '60' } },
      goal: { goal_type: 'CPI', country_code_to_goal_value: { US: '2.60', GB: '1.90', DE: '1.80' } },
      tracking: { ...tracking('digdeeper'), tracking_method: 'TRACKER_01' },
      targeting: [{ country_code: 'US' }, { country_code: 'GB' }, { country_code: 'DE' }],
      start_date: start, is_continuous_delivery: true,
    },
    {
      name: 'Dig Deeper · iOS · US West, CA',
      platform: 'IOS', package_name: 'com.example.digdeeper.ios', itunes_id: 1234567890, bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { daily_budget_for_all_countries: '150' },
      goal: { goal_type: 'CPI', goal_value_for_all_countries: '3.20' },
      tracking: { ...tracking('digdeeper-ios'), tracking_method: 'TRACKER_03' },
      targeting: [{ country_code: 'US', region_codes: ['CA', 'WA', 'OR'] }, { country_code: 'CA' }],
      start_date: start, is_continuous_delivery: true,
    },
    {
      name: 'Puzzle Bay · Android · ROAS D7',
      platform: 'ANDROID', package_name: 'com.example.puzzlebay', bidding_strategy: 'AUTO_BIDDING_WITH_CPM_BILLING',
      budget: { daily_budget_for_all_countries: '120' },
      goal: { goal_type: 'CHK_ROAS', roas_day_target: 'DAY7', goal_value_for_all_countries: '35' },
      tracking: { ...tracking('puzzlebay'), tracking_method: 'TRACKER_04' },
      targeting: [{ country_code: 'US' }, { country_code: 'JP' }, { country_code: 'KR' }],
      start_date: start, is_continuous_delivery: true,
    },
    {
      name: 'Puzzle Bay · iOS · launch (paused)',
      platform: 'IOS', package_name: 'com.example.puzzlebay.ios', itunes_id: 1234567891, bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
      budget: { daily_budget_for_all_countries: '80' },
      goal: { goal_type: 'CPI', goal_value_for_all_countries: '4.10' },
      tracking: { ...tracking('puzzlebay-ios'), tracking_method: 'TRACKER_05' },
      targeting: [{ country_code: 'US' }, { country_code: 'AU' }],
      start_date: start, is_continuous_delivery: true,
    },
  ];
  return {
    accounts: [
      {
        name,
        keys,
        assets: [
          { name: 'dig-playable.html', type: 'HOSTED_HTML' },
          { name: 'dig-banner-320x50.png', type: 'IMG_BANNER' },
          { name: 'dig-gameplay-10s.mp4', type: 'VID_SHORT_P', duration_seconds: 10 },
          { name: 'dig-story-30s.mp4', type: 'VID_LONG_P', duration_seconds: 30 },
          { name: 'puzzle-playable.html', type: 'HOSTED_HTML' },
          { name: 'puzzle-banner-320x50.png', type: 'IMG_BANNER', width: 320, height: 50 },
          { name: 'puzzle-gameplay-12s.mp4', type: 'VID_SHORT_P', duration_seconds: 12 },
        ],
        campaigns,
        creative_sets: [
          { name: 'Dig · playable + gameplay', campaigns: [campaigns[0]!.name, campaigns[1]!.name], assets: ['dig-playable.html', 'dig-gameplay-10s.mp4', 'dig-banner-320x50.png'], languages: ['ENGLISH'] },
          { name: 'Dig · story video', campaigns: [campaigns[0]!.name], assets: ['dig-playable.html', 'dig-story-30s.mp4'], countries: ['US', 'GB'], languages: ['ENGLISH'] },
          { name: 'Puzzle · playable + gameplay', campaigns: [campaigns[2]!.name, campaigns[3]!.name], assets: ['puzzle-playable.html', 'puzzle-gameplay-12s.mp4', 'puzzle-banner-320x50.png'] },
        ],
        suppression: [{ package_name: 'com.example.digdeeper', ids: suppressed }],
      },
    ],
  };
}

export interface DemoContent {
  campaigns: number;
  creativeSets: number;
  suppressed: number;
  /** Simulated hours of history and the delivery rows they made. */
  hours: number;
  rows: number;
  ms: number;
}

/**
 * Fills the demo account just created. The campaigns are created as a client would (start date
 * today), then dated back to the first day of the history and made live (the paused one stays
 * paused), and the simulator backfills the days since. Needs this process's worker (INLINE_WORKER)
 * for the files the creative sets use; without it the demo gets its campaigns, files and
 * suppression list, and no sets or history.
 */
export async function seedDemoContent(app: FastifyInstance, c: Container, account: { id: number; name: string }, keys: DemoKeys): Promise<DemoContent> {
  const started = performance.now();
  const now = c.clock.now().getTime();
  const today = new Date(now).toISOString().slice(0, 10);
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - DEMO_HISTORY_DAYS * DAY_MS);
  // a tenth of the Android app's device pool: installs the simulator would draw from those devices are held back
  const suppressed = c.delivery.devicePool('com.example.digdeeper').filter((_, i) => i % 10 === 0).slice(0, 400);
  const doc = demoFixture(account.name, keys, today, suppressed);
  if (!c.config.inlineWorker) delete doc.accounts[0]!.creative_sets;
  await runSeed(app, c, doc);
  const campaigns = (await c.campaigns.list(account.id, { offset: 0, limit: 100 })).map((x) => x.campaign);
  for (const cp of campaigns) {
    await c.campaigns.update(account.id, { id: cp.id }, { startAt: first, status: !/paused/i.test(cp.name) });
  }
  const sets = await c.creatives.sets.list({ accountId: account.id, page: 1, size: 100 });
  let history = { hours: 0, rows: 0 };
  if (sets.length) history = await c.delivery.backfill(first.toISOString().slice(0, 10), today);
  return { campaigns: campaigns.length, creativeSets: sets.length, suppressed: suppressed.length, ...history, ms: Math.round(performance.now() - started) };
}
