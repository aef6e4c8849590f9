// The one place that reads the environment. Everything else receives a Config.
// Each area of the configuration (server, limits, sandbox, observability, assets, jobs, intercept) declares in
// its own file what it holds, its variables (name, default, meaning) and how they are parsed; this
// file puts them together. The variables' table (server --help, `campaign-platform start --help`,
// the README's table, checked by test/cli-flags.test.ts) is the areas' tables in this order.
import { ASSETS_VARIABLES, assetsSettings, type AssetsConfig } from './assets.js';
import { INTERCEPT_VARIABLES, interceptSettings, type InterceptConfig } from './intercept.js';
import { JOBS_VARIABLES, jobsSettings, type JobsConfig } from './jobs.js';
import { LIMITS_VARIABLES, limitsSettings, type LimitsConfig } from './limits.js';
import { OBSERVABILITY_VARIABLES, observabilitySettings, type ObservabilityConfig } from './observability.js';
import type { ConfigVariable, Env } from './parse.js';
import { SANDBOX_VARIABLES, sandboxSettings, type SandboxConfig } from './sandbox.js';
import { SERVER_VARIABLES, serverSettings, type ServerConfig } from './server.js';

export { ConfigError } from './parse.js';
export { describeDatabase, parseTrustProxy } from './server.js';

export type Config = ServerConfig & LimitsConfig & SandboxConfig & ObservabilityConfig & AssetsConfig & JobsConfig & InterceptConfig;

/** Every environment variable, its default and meaning (server --help; README's table lists the same). */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  ...SERVER_VARIABLES,
  ...LIMITS_VARIABLES,
  ...SANDBOX_VARIABLES,
  ...OBSERVABILITY_VARIABLES,
  ...ASSETS_VARIABLES,
  ...JOBS_VARIABLES,
  ...INTERCEPT_VARIABLES,
];

/** Overrides given on a command line (campaignctl --data-dir); they win over the environment. */
export interface ConfigOverrides {
  dataDir?: string;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd(), overrides: ConfigOverrides = {}): Config {
  if (overrides.dataDir !== undefined) env = { ...env, DATA_DIR: overrides.dataDir };
  const server = serverSettings(env, cwd);
  return {
    ...server,
    ...limitsSettings(env),
    ...sandboxSettings(env),
    ...observabilitySettings(env),
    ...assetsSettings(env, cwd, server.dataDir, server.publicUrl),
    ...jobsSettings(env),
    ...interceptSettings(env),
  };
}

/** Copy of a config for a test or a tool, with overrides. */
export function withOverrides(base: Config, patch: Partial<Config>): Config {
  return { ...base, ...patch };
}
