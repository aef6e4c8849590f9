#!/usr/bin/env node
import { CONFIG_VARIABLES } from '../config/config.js';
import { API_VERSION } from '../openapi/version.js';
import { startServer } from './run.js';

export const USAGE = `Usage: node dist/bundle/server.mjs [--help | --version]   (npm start runs it)

Starts campaign-platform: every surface on one HTTP server, the job worker inside it unless
INLINE_WORKER=false. Configuration comes only from environment variables, read once at start-up:

${CONFIG_VARIABLES.map(([name, def, meaning]) => `  ${name.padEnd(28)} ${`(${def})`.padEnd(24)} ${meaning}`).join('\n')}

Administration (accounts, keys, OAuth apps, workers): npx campaignctl --help
Everyday work with an account's keys (campaigns, uploads, suppression, reports): npx campaign-platform --help
`;

async function main(): Promise<void> {
  const started = performance.now();
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  if (args.includes('--version') || args.includes('-V')) {
    process.stdout.write(`${API_VERSION}\n`);
    return;
  }
  if (args.length) {
    process.stderr.write(`unknown argument ${args[0]}\n\n${USAGE}`);
    process.exit(2);
  }
  await startServer(process.env, started);
}

main().catch((e) => {
  console.error('campaign-platform failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
