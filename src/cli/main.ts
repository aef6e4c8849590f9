#!/usr/bin/env node
// campaignctl: the admin CLI. Same config and database as the server, same core services.
import { Command } from 'commander';
import { registerAccountCommands } from './commands/accounts.js';
import { registerSuppressionCommands } from './commands/suppression.js';
import { registerWorkerCommand } from './commands/worker.js';
import { describeError, fail } from './context.js';

// Files this process creates (a new SQLite database, blobs) are owner-only.
process.umask(0o077);

const program = new Command();
program
  .name('campaignctl')
  .description('Administer a campaign-platform installation (reads the same environment as the server: DATA_DIR, DATABASE_URL, ...)')
  .option('--json', 'print machine-readable JSON')
  .showHelpAfterError();

const out = () => ({ json: Boolean(program.opts().json) });
registerAccountCommands(program, out);
registerSuppressionCommands(program, out);
registerWorkerCommand(program, out);

program.parseAsync(process.argv).catch((e) => fail(describeError(e)));
