// The sandbox's controls (/_sandbox): off unless SANDBOX=true, and their deterministic seeds.
import { ConfigError, type ConfigVariable, type Env, bool, int } from './parse.js';

export interface SandboxConfig {
  /** Sandbox controls under /_sandbox (issue 11): off unless SANDBOX=true. */
  sandbox: {
    enabled: boolean;
    /** Bearer token of /_sandbox/*; when unset, generated and kept in dataDir/sandbox-token. */
    token: string | undefined;
    /** SANDBOX_SEED: generated ids, hashed ids and keys come from this seed (deterministic runs). */
    seed: number | undefined;
    /** SANDBOX_SEED_FILE: a fixture document (JSON, or YAML for .yaml/.yml) seeded at start-up. */
    seedFile: string | undefined;
  };
}

export const SANDBOX_VARIABLES: readonly ConfigVariable[] = [
  ['SANDBOX', 'false', 'sandbox controls under /_sandbox (virtual clock, limits reset, ...): development and CI only'],
  ['SANDBOX_SEED', 'none', 'sandbox only: an integer that makes generated ids, hashed ids and keys deterministic (restarted by a full reset)'],
  ['SANDBOX_SEED_FILE', 'none', 'sandbox only: a fixture document (JSON, or YAML for .yaml/.yml; docs/sandbox.md) seeded at start-up (idempotent)'],
  ['SANDBOX_TOKEN', 'generated', 'bearer token of /_sandbox/*; unset: generated and kept in DATA_DIR/sandbox-token (shown once, on a terminal)'],
];

export function sandboxSettings(env: Env): SandboxConfig {
  const enabled = bool(env, 'SANDBOX', false);
  const seedRaw = (env.SANDBOX_SEED ?? '').trim();
  // deterministic keys and secrets outside the sandbox would be guessable: refuse
  if (seedRaw && !enabled) throw new ConfigError('SANDBOX_SEED is set but SANDBOX is not true: deterministic keys are for the sandbox only');
  const seedFile = (env.SANDBOX_SEED_FILE ?? '').trim() || undefined;
  if (seedFile && !enabled) throw new ConfigError('SANDBOX_SEED_FILE is set but SANDBOX is not true');
  return { sandbox: { enabled, token: sandboxToken(env), seed: seedRaw ? int(env, 'SANDBOX_SEED', 0, 0, Number.MAX_SAFE_INTEGER) : undefined, seedFile } };
}

function sandboxToken(env: Env): string | undefined {
  const t = (env.SANDBOX_TOKEN ?? '').trim();
  if (!t) return undefined;
  if (!/^[\x21-\x7e]{16,200}$/.test(t)) throw new ConfigError('SANDBOX_TOKEN must be 16 to 200 printable characters without spaces');
  return t;
}
