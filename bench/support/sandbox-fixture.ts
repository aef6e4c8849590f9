// The fixture of the sandbox bar (issue 11): what a CI suite seeds before every test.

/** 1 account, 100 campaigns, 20 assets (16 images of 4 sizes, 2 HTML, 2 videos), 10 creative sets. */
export function benchFixture(): unknown {
  const campaign = (i: number) => ({
    name: `Campaign ${String(i).padStart(3, '0')}`, platform: 'ANDROID', package_name: 'com.bench.game', bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
    budget: { daily_budget_for_all_countries: '500' }, goal: { goal_type: 'CPI', goal_value_for_all_countries: '2.5' },
    tracking: { click_url: 'https://t.example/c?cid={CAMPAIGN_ID}', impression_url: 'https://t.example/i?cid={CAMPAIGN_ID}', tracking_method: 'TRACKER_01' },
    targeting: [{ country_code: 'US' }], start_date: '2030-06-01', is_continuous_delivery: true,
  });
  const images = ['IMG_BANNER', 'IMG_MREC', 'IMG_INTER_P', 'IMG_ICON'];
  const assets = [
    ...Array.from({ length: 16 }, (_, i) => ({ name: `image-${i}.png`, type: images[i % 4] })),
    { name: 'playable-0.html', type: 'HOSTED_HTML' }, { name: 'playable-1.html', type: 'HOSTED_HTML' },
    { name: 'portrait-0.mp4', type: 'VID_SHORT_P' }, { name: 'portrait-1.mp4', type: 'VID_SHORT_P' },
  ];
  const sets = Array.from({ length: 10 }, (_, i) => ({
    name: `Set ${i}`, campaigns: [campaign(i * 10).name, campaign(i * 10 + 1).name], assets: [`playable-${i % 2}.html`, `image-${4 * (i % 4)}.png`, `portrait-${i % 2}.mp4`],
    countries: ['US'], languages: ['ENGLISH'],
  }));
  return {
    accounts: [{
      name: 'Bench advertiser', keys: { campaign_api_key: 'bench-campaign-key-00000001', management_key: 'bench-management-key-0000001' },
      users: [{ email: 'ci@bench.example', password: 'correct horse battery' }],
      oauth_apps: [{ name: 'Bench tool', kind: 'first-party', scopes: 'campaigns:write creatives:write' }],
      campaigns: Array.from({ length: 100 }, (_, i) => campaign(i)), assets, creative_sets: sets,
    }],
  };
}
