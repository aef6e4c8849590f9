// campaign-platform start [--sandbox] [--intercept] [--port N] [--data-dir D]: the server itself, in this
// process: the same startServer() that `npm start` and dist/bundle/server.mjs run; the flags only
// set PORT, DATA_DIR and SANDBOX (every other setting is the environment, as for the server).
import type { Command } from 'commander';
import { CONFIG_VARIABLES } from '../../config/config.js';
import { CliError } from '../output.js';

export function registerStart(program: Command): void {
  program
    .command('start')
    .description('run the platform here: every surface on one HTTP server, SQLite under ./data unless DATABASE_URL is set')
    .option('--sandbox', 'sandbox mode: /_sandbox controls (virtual clock, faults, resets); development and CI only')
    .option('--intercept', 'host interception: also a proxy (INTERCEPT_PORT) serving the real service\'s host names over TLS from a local CA (docs/intercept.md)')
    .option('--port <n>', 'listen port (default PORT or 8080; 0 picks a free one)')
    .option('--data-dir <dir>', 'data directory: SQLite database, blobs, demo credentials (default DATA_DIR or ./data)')
    .addHelpText(
      'after',
      `\nEvery other setting comes from environment variables, read once at start-up:\n${CONFIG_VARIABLES.map(([name, def, meaning]) => `  ${name.padEnd(28)} ${`(${def})`.padEnd(24)} ${meaning}`).join('\n')}\n\nExample:\n  npx campaign-platform start --sandbox --port 8080`,
    )
    .action(async (o: { sandbox?: boolean; intercept?: boolean; port?: string; dataDir?: string }) => {
      const env = { ...process.env };
      if (o.port !== undefined) {
        if (!/^\d{1,5}$/.test(o.port) || Number(o.port) > 65535) throw new CliError(`--port ${o.port} is not a port`, 'give a number from 0 to 65535', 2);
        env.PORT = o.port;
      }
      if (o.dataDir !== undefined) env.DATA_DIR = o.dataDir;
      if (o.sandbox) env.SANDBOX = 'true';
      if (o.intercept) env.INTERCEPT = 'true';
      const { startServer } = await import('../../root/run.js');
      await startServer(env);
    });
}
