#!/usr/bin/env node
// campaignctl: the admin CLI. Same config and database as the server, same core services.
import { Command } from 'commander';
import { registerAccountCommands } from './commands/accounts.js';
import { registerCatalogCommands } from './commands/catalogs.js';
import { registerSuppressionCommands } from './commands/suppression.js';
import { registerWorkerCommand } from './commands/worker.js';
import { registerSandboxCommands } from './commands/sandbox.js';
import { registerSimulateCommand } from './commands/simulate.js';
import { describeError, fail, setCliOverrides } from './context.js';
import { API_VERSION } from '../openapi/version.js';

// Files this process creates (a new SQLite database, blobs) are owner-only.
process.umask(0o077);

const program = new Command();
program
  .name('campaignctl')
  .description('Administer a campaign-platform installation (reads the same environment as the server: DATA_DIR, DATABASE_URL, ...)')
  .version(API_VERSION, '-V, --version', 'print the version')
  .option('--json', 'print machine-readable JSON')
  .option('--data-dir <dir>', 'the data directory (SQLite database and blobs) to work on; overrides DATA_DIR')
  .showHelpAfterError();
program.hook('preAction', () => setCliOverrides({ dataDir: program.opts().dataDir as string | undefined }));

const out = () => ({ json: Boolean(program.opts().json) });
registerAccountCommands(program, out);
registerCatalogCommands(program, out);
registerSuppressionCommands(program, out);
registerWorkerCommand(program, out);
registerSandboxCommands(program, out);
registerSimulateCommand(program, out);

program.parseAsync(process.argv).catch((e) => fail(describeError(e)));
