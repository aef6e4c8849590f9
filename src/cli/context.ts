import { ConfigError, describeDatabase, loadConfig, type Config, type ConfigOverrides } from '../config/config.js';
import { isDomainError } from '../core/shared/errors.js';
import { createContainer, type Container } from '../root/container.js';

export interface CliOutput {
  json: boolean;
}

let globals: ConfigOverrides = {};
/** Global options of the command line (--data-dir), set before a command runs. */
export function setCliOverrides(o: ConfigOverrides): void {
  globals = o;
}

/**
 * The server's config from the environment and --data-dir; a bad one ends the command with exit
 * code 2. Says on stderr which database the command works on (a CLI pointed at ./data while the
 * server runs on another DATA_DIR would otherwise read the wrong one silently).
 */
export function loadCliConfig(o: { quiet?: boolean } = {}): Config {
  let config: Config;
  try {
    config = loadConfig(undefined, undefined, globals);
  } catch (e) {
    if (e instanceof ConfigError) fail(`configuration error: ${e.message}`, 2);
    throw e;
  }
  if (!o.quiet) process.stderr.write(`campaignctl: database: ${describeDatabase(config)}\n`);
  return config;
}

/** Opens the same database the server uses (same config), runs fn, closes it. */
export async function withContainer<T>(fn: (c: Container) => Promise<T>): Promise<T> {
  const c = await createContainer({ ...loadCliConfig(), inlineWorker: false });
  try {
    return await fn(c);
  } finally {
    await c.close();
  }
}

export function fail(message: string, code = 1): never {
  process.stderr.write(`campaignctl: ${message}\n`);
  process.exit(code);
}

/** Prints either JSON (for scripts) or aligned key/value lines (for people). */
export function print(out: CliOutput, value: Record<string, unknown> | Record<string, unknown>[]): void {
  if (out.json) {
    process.stdout.write(JSON.stringify(value, null, 2) + '\n');
    return;
  }
  const rows = Array.isArray(value) ? value : [value];
  if (Array.isArray(value)) {
    if (rows.length === 0) {
      process.stdout.write('(none)\n');
      return;
    }
    const cols = Object.keys(rows[0]!);
    const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
    const line = (vals: string[]) => vals.map((v, i) => v.padEnd(width[i]!)).join('  ').trimEnd();
    process.stdout.write([line(cols), ...rows.map((r) => line(cols.map((c) => String(r[c] ?? ''))))].join('\n') + '\n');
    return;
  }
  const w = Math.max(...Object.keys(value).map((k) => k.length));
  process.stdout.write(Object.entries(value).map(([k, v]) => `${k.padEnd(w)}  ${v ?? ''}`).join('\n') + '\n');
}

export function describeError(e: unknown): string {
  if (isDomainError(e)) return e.message;
  return e instanceof Error ? e.message : String(e);
}

export function parseAccountId(raw: string): number {
  if (!/^\d+$/.test(raw)) fail(`--account must be a numeric account id, got "${raw}"`);
  return Number(raw);
}
