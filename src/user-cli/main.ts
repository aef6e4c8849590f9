#!/usr/bin/env -S node --min-semi-space-size=16
// campaign-platform: the user CLI (the package's main command). `start` runs the platform here;
// every other command talks HTTP to any server with the account's keys, through the SDK (sdk/).
// The operator's tool, which opens the database directly, is campaignctl.
import { Command, Option } from 'commander';
import { API_VERSION } from '../openapi/version.js';
import { registerAssets } from './commands/assets.js';
import { registerCampaigns } from './commands/campaigns.js';
import { registerLogin } from './commands/login.js';
import { registerReport } from './commands/report.js';
import { registerStart } from './commands/start.js';
import { registerSuppression } from './commands/suppression.js';
import { makeContext } from './context.js';
import { explain } from './output.js';
import { ENV } from './settings.js';

const program = new Command();
program
  .name('campaign-platform')
  .description('Run campaign-platform (start), or work with a running one over HTTP with an account\'s keys.')
  .version(API_VERSION, '-V, --version', 'print the version')
  .addOption(new Option('--url <url>', 'the server (default http://127.0.0.1:8080)').env(ENV.url))
  .option('--profile <name>', 'the saved profile to use (campaign-platform login); default "default"')
  .addOption(new Option('--account-id <id>', 'account id (/manage/v1)'))
  .addOption(new Option('--campaign-api-key <key>', 'campaign API key (/manage/v1: campaigns, creative sets, assets)'))
  .addOption(new Option('--management-key <key>', 'management key (suppression lists)'))
  .addOption(new Option('--report-key <key>', 'report key (report)'))
  .option('--json', 'machine-readable JSON on standard output')
  .option('--no-progress', 'no progress bars (they are only drawn on a terminal anyway)')
  .option('--no-color', 'no colour (also NO_COLOR=1)')
  .showHelpAfterError('(run with --help for usage)')
  .addHelpText(
    'after',
    `
Keys are read from the flags above, then the environment (${Object.values(ENV).join(', ')}),
then the profile saved by \`campaign-platform login\`.

Examples:
  npx campaign-platform start                       run the platform here (SQLite under ./data)
  campaign-platform login --demo-credentials data/demo-credentials.json
  campaign-platform campaigns list
  campaign-platform suppression add --package com.example.game --file ids.txt
  campaign-platform assets upload banner.png playable.html
  campaign-platform report --from 2026-11-01 --to now --columns day,campaign,installs,cost --out report.csv

Operators (accounts, keys, workers; opens the database directly): campaignctl --help`,
  );

const ctx = makeContext(program);
registerStart(program);
registerLogin(program, ctx);
registerCampaigns(program, ctx);
registerSuppression(program, ctx);
registerAssets(program, ctx);
registerReport(program, ctx);

program.parseAsync(process.argv).catch((e: unknown) => {
  const x = explain(e);
  process.stderr.write(`error: ${x.message}\n${x.hint ? `hint: ${x.hint}\n` : ''}`);
  process.exit(x.exitCode);
});
