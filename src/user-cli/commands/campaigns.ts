// campaign-platform campaigns list|get|pause|resume and creative-sets list, through /manage/v1
// (campaign API key and account id).
import type { Command } from 'commander';
import type { Campaign, CampaignOperation, CreativeSet } from '../../../sdk/src/index.js';
import { paint, table, type Ui } from '../output.js';
import { clientFor, need, type Settings } from '../settings.js';
import type { Context } from '../context.js';

function campaignRow(c: Campaign): Record<string, unknown> {
  return {
    id: c.id,
    hashed_id: c.hashed_id,
    name: c.name,
    status: c.status,
    platform: c.platform,
    package: c.package_name,
    daily_budget: c.budget.daily_budget_for_all_countries ?? (c.budget.country_code_to_daily_budget ? 'per country' : ''),
    goal: `${c.goal.goal_type} ${c.goal.goal_value_for_all_countries ?? ''}`.trim(),
    start: c.start_date ?? '',
    end: c.end_date ?? (c.is_continuous_delivery ? 'continuous' : ''),
  };
}

const CAMPAIGN_COLUMNS = ['id', 'hashed_id', 'name', 'status', 'platform', 'package', 'daily_budget', 'goal', 'start', 'end'];

function showCampaign(ui: Ui, c: Campaign): void {
  if (ui.json) return ui.out(JSON.stringify(c, null, 2));
  const row = campaignRow(c);
  const w = Math.max(...Object.keys(row).map((k) => k.length));
  ui.out(Object.entries(row).map(([k, v]) => `${paint(ui, 'bold', k.padEnd(w))}  ${String(v)}`).join('\n'));
  ui.out(`${paint(ui, 'bold', 'countries'.padEnd(w))}  ${c.targeting.map((t) => t.country_code).join(', ')}`);
}

export function registerCampaigns(program: Command, ctx: Context): void {
  const campaigns = program.command('campaigns').description('campaigns of the account (/manage/v1, campaign API key)');
  campaigns
    .command('list')
    .description('every campaign, as a table')
    .action(() =>
      ctx.run(async (s, ui) => {
        const cp = client(s);
        const all: Campaign[] = [];
        for await (const c of cp.campaigns.all()) all.push(c);
        cp.close();
        if (ui.json) return ui.out(JSON.stringify(all, null, 2));
        table(ui, all.map(campaignRow), CAMPAIGN_COLUMNS);
      }),
    );
  campaigns
    .command('get')
    .description('one campaign, by id or hashed id')
    .argument('<id>', 'campaign id, or its 32-hex hashed id')
    .action((id: string) =>
      ctx.run(async (s, ui) => {
        const cp = client(s);
        showCampaign(ui, await cp.campaigns.get(id).finally(() => cp.close()));
      }),
    );
  for (const verb of ['pause', 'resume'] as const) {
    campaigns
      .command(verb)
      .description(verb === 'pause' ? 'stop a campaign delivering (status PAUSED)' : 'let a campaign deliver again (status LIVE)')
      .argument('<id>', 'campaign id, or its 32-hex hashed id')
      .action((id: string) =>
        ctx.run(async (s, ui) => {
          const cp = client(s);
          const c = await cp.campaigns[verb](id).finally(() => cp.close());
          if (ui.json) return ui.out(JSON.stringify(c, null, 2));
          ui.out(`${paint(ui, 'green', '✓')} campaign ${c.id} (${c.name}) is ${c.status}`);
        }),
      );
  }

  campaigns
    .command('history')
    .description('the change log: who changed which campaign and how, newest first (GET /manage/v1/operation_logs/campaign)')
    .option('--start <day>', 'first UTC day, YYYY-MM-DD (default: 6 days before --end)')
    .option('--end <day>', 'last UTC day, YYYY-MM-DD (default: today); at most 30 days in all')
    .option('--campaign <id>', 'only this campaign (its id)')
    .action((o: { start?: string; end?: string; campaign?: string }) =>
      ctx.run(async (s, ui) => {
        const cp = client(s);
        const all: CampaignOperation[] = [];
        try {
          for await (const e of cp.campaigns.history({ start_date: o.start, end_date: o.end, id: o.campaign })) all.push(e);
        } finally {
          cp.close();
        }
        if (ui.json) return ui.out(JSON.stringify(all, null, 2));
        const changed = (e: CampaignOperation) => ('before' in e.detail && e.detail.before ? Object.keys(e.detail.before).join(',') : '');
        table(
          ui,
          all.map((e) => ({ time: e.operation_time, operation: e.operation_type, by: e.operator_name, campaign: e.campaign_id, name: e.campaign_name, changed: changed(e) })),
          ['time', 'operation', 'by', 'campaign', 'name', 'changed'],
        );
      }),
    );

  const sets = program.command('creative-sets').description('creative sets of the account (/manage/v1, campaign API key)');
  sets
    .command('list')
    .description('every creative set, as a table')
    .option('--campaign <id>', 'only the sets of this campaign (id)')
    .action((o: { campaign?: string }) =>
      ctx.run(async (s, ui) => {
        const cp = client(s);
        const all: CreativeSet[] = [];
        for await (const x of cp.creativeSets.all()) if (!o.campaign || x.campaign_ids.map(String).includes(o.campaign) || String(x.campaign_id) === o.campaign) all.push(x);
        cp.close();
        if (ui.json) return ui.out(JSON.stringify(all, null, 2));
        table(
          ui,
          all.map((x) => ({ id: x.id, hashed_id: x.hashed_id, name: x.name, status: x.status, version: x.version, campaigns: x.campaign_ids.join(','), assets: x.assets.length, countries: x.countries.join(',') })),
          ['id', 'hashed_id', 'name', 'status', 'version', 'campaigns', 'assets', 'countries'],
        );
      }),
    );
}

function client(s: Settings) {
  need(s, 'account_id', 'campaign_api_key');
  return clientFor(s);
}
