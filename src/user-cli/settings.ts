// Where the user CLI finds the server and the keys: a flag wins over an environment variable,
// which wins over the profile file `campaign-platform login` writes (owner-only, 0600). Keys are
// never printed; the profile file is the only place the CLI writes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CampaignPlatform } from '../../sdk/src/index.js';
import { CliError } from './output.js';

export const DEFAULT_URL = 'http://127.0.0.1:8080';

export interface Profile {
  url?: string;
  account_id?: string;
  campaign_api_key?: string;
  management_key?: string;
  report_key?: string;
}

export const ENV: Record<keyof Profile, string> = {
  url: 'CAMPAIGN_PLATFORM_URL',
  account_id: 'CAMPAIGN_PLATFORM_ACCOUNT_ID',
  campaign_api_key: 'CAMPAIGN_PLATFORM_CAMPAIGN_API_KEY',
  management_key: 'CAMPAIGN_PLATFORM_MANAGEMENT_KEY',
  report_key: 'CAMPAIGN_PLATFORM_REPORT_KEY',
};

/** The global options as commander gives them. */
export interface GlobalFlags {
  url?: string;
  profile?: string;
  accountId?: string;
  campaignApiKey?: string;
  managementKey?: string;
  reportKey?: string;
  json?: boolean;
  progress?: boolean;
  color?: boolean;
}

export function profilesFile(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CAMPAIGN_PLATFORM_CONFIG) return path.resolve(env.CAMPAIGN_PLATFORM_CONFIG);
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'campaign-platform', 'profiles.json');
}

export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CAMPAIGN_PLATFORM_STATE_DIR) return path.resolve(env.CAMPAIGN_PLATFORM_STATE_DIR);
  const base = env.XDG_STATE_HOME || path.join(os.homedir(), '.local', 'state');
  return path.join(base, 'campaign-platform');
}

export function readProfiles(file: string): Record<string, Profile> {
  if (!fs.existsSync(file)) return {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, Profile>;
  } catch {
    /* reported below */
  }
  throw new CliError(`the profile file ${file} is not a JSON object of profiles`, 'fix it, or delete it and run `campaign-platform login` again', 2);
}

export function writeProfile(file: string, name: string, p: Profile): void {
  const all = readProfiles(file);
  all[name] = p;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(all, null, 2) + '\n', { mode: 0o600 });
  fs.renameSync(tmp, file);
}

export interface Settings extends Profile {
  url: string;
  profile: string;
}

export function resolveSettings(flags: GlobalFlags, env: NodeJS.ProcessEnv = process.env, opts: { newProfile?: boolean } = {}): Settings {
  const name = flags.profile ?? env.CAMPAIGN_PLATFORM_PROFILE ?? 'default';
  const profiles = readProfiles(profilesFile(env));
  const p = profiles[name] ?? {};
  if ((flags.profile || env.CAMPAIGN_PLATFORM_PROFILE) && !profiles[name] && !opts.newProfile) {
    throw new CliError(`no profile named ${name} in ${profilesFile(env)}`, `create it with \`campaign-platform login --profile ${name}\``, 2);
  }
  const pick = (k: keyof Profile, flag: string | undefined) => flag ?? (env[ENV[k]] || undefined) ?? p[k];
  return {
    profile: name,
    url: (pick('url', flags.url) ?? DEFAULT_URL).replace(/\/+$/, ''),
    account_id: pick('account_id', flags.accountId),
    campaign_api_key: pick('campaign_api_key', flags.campaignApiKey),
    management_key: pick('management_key', flags.managementKey),
    report_key: pick('report_key', flags.reportKey),
  };
}

export function clientFor(s: Settings): CampaignPlatform {
  checkUrl(s.url);
  return new CampaignPlatform({
    baseUrl: s.url,
    userAgent: 'campaign-platform-cli',
    credentials: { accountId: s.account_id, campaignApiKey: s.campaign_api_key, managementKey: s.management_key, reportKey: s.report_key },
  });
}

/**
 * A server URL the CLI can use: http(s), without a user name or password (the keys go in their
 * own flags; a URL with credentials would be echoed in messages). Messages never repeat them.
 */
export function checkUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CliError(`--url ${withoutCredentials(url)} is not a URL`, 'give it as http://host:port', 2);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new CliError(`--url ${withoutCredentials(url)} is not an http(s) URL`, 'give it as http://host:port', 2);
  if (u.username || u.password) {
    throw new CliError(`--url ${withoutCredentials(url)} has a user name or password in it`, 'give the URL without them (http://host:port); keys go in --campaign-api-key and the other key flags, or in a profile', 2);
  }
}

/** A URL (or what was meant as one) with anything before an @ in its authority shown as ***. */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@');
}

/** The keys a command needs, or an error that says where to put them. */
export function need(s: Settings, ...keys: (keyof Profile)[]): void {
  const missing = keys.filter((k) => !s[k]);
  if (!missing.length) return;
  const flags = missing.map((k) => `--${k.replace(/_/g, '-')}`).join(', ');
  const vars = missing.map((k) => ENV[k]).join(', ');
  throw new CliError(`missing ${missing.map((k) => k.replace(/_/g, ' ')).join(' and ')}`, `pass ${flags}, set ${vars}, or save them once with \`campaign-platform login\``, 2);
}
