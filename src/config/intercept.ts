// Host interception (issue 37): INTERCEPT, INTERCEPT_PORT, INTERCEPT_HOSTS.
import { ConfigError, bool, type ConfigVariable, type Env } from './parse.js';

/**
 * The real service's host names as the spec and its public clients name them (docs/intercept.md,
 * docs/decisions/intercept-hosts.md), each with the paths it serves. A request for a path of
 * another host is a 404, as it would be on the real host.
 */
export const KNOWN_HOSTS: readonly { host: string; serves: string; paths: RegExp }[] = [
  { host: 'api.ads.axon.ai', serves: 'the second generation, /manage/v1', paths: /^\/manage(\/|$)/ },
  { host: 'r.applovin.com', serves: 'the reports (/report and its siblings, /accountInfo)', paths: /^\/([a-z]*report|accountinfo)(\/|$)/i },
  { host: 'o.applovin.com', serves: 'the first generation, /campaign_management/v1', paths: /^\/campaign_management(\/|$)/ },
  { host: 'oauth.applovin.com', serves: 'the OAuth authorization server, /oauth', paths: /^\/oauth(\/|$)/ },
  { host: 'api.applovin.com', serves: 'suppression, /suppressionApps and /deleteSuppressionApps', paths: /^\/(delete)?suppressionapps(\/|$)/i },
];

export const DEFAULT_INTERCEPT_PORT = 8081;

export interface InterceptSettings {
  /** INTERCEPT=true or `campaign-platform start --intercept`. */
  enabled: boolean;
  /** Port of the HTTP proxy listener (CONNECT only); 0 picks a free one. Same address as HOST. */
  port: number;
  /** Lower-case host names the proxy accepts; every other host is refused. */
  hosts: readonly string[];
}

export interface InterceptConfig {
  /** Host interception (docs/intercept.md): off unless INTERCEPT=true. */
  intercept: InterceptSettings;
}

export const INTERCEPT_VARIABLES: readonly ConfigVariable[] = [
  ['INTERCEPT', 'false', 'host interception: an HTTP proxy (CONNECT only) that serves the real host names over TLS from a local CA (docs/intercept.md)'],
  ['INTERCEPT_PORT', String(DEFAULT_INTERCEPT_PORT), 'intercept only: the proxy listener\'s port (HTTPS_PROXY=http://HOST:PORT); 0 picks a free one'],
  ['INTERCEPT_HOSTS', KNOWN_HOSTS.map((h) => h.host).join(','), 'intercept only: comma-separated host names the proxy serves; every other host is refused'],
];

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function interceptSettings(env: Env): InterceptConfig {
  const enabled = bool(env, 'INTERCEPT', false);
  const portRaw = (env.INTERCEPT_PORT ?? '').trim();
  const hostsRaw = (env.INTERCEPT_HOSTS ?? '').trim();
  // settings of a feature that is off are almost certainly a forgotten INTERCEPT=true
  const stray = [portRaw && 'INTERCEPT_PORT', hostsRaw && 'INTERCEPT_HOSTS'].filter(Boolean);
  if (!enabled && stray.length) throw new ConfigError(`${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} set but INTERCEPT is not true (set INTERCEPT=true or start with --intercept)`);
  let port = DEFAULT_INTERCEPT_PORT;
  if (portRaw) {
    if (!/^\d{1,5}$/.test(portRaw) || Number(portRaw) > 65535) throw new ConfigError(`INTERCEPT_PORT must be a port from 0 to 65535, got "${env.INTERCEPT_PORT}"`);
    port = Number(portRaw);
  }
  let hosts = KNOWN_HOSTS.map((h) => h.host);
  if (hostsRaw) {
    const items = hostsRaw.split(',').map((h) => h.trim().toLowerCase().replace(/\.$/, '')).filter((h) => h !== '');
    const bad = items.find((h) => !HOST_NAME.test(h));
    if (bad !== undefined) throw new ConfigError(`INTERCEPT_HOSTS must be comma-separated host names (letters, digits, '-' and '.', no port, no scheme); "${bad}" is not one`);
    if (!items.length) throw new ConfigError('INTERCEPT_HOSTS names no host');
    hosts = [...new Set(items)];
  }
  return { intercept: { enabled, port, hosts } };
}

/** The paths a host serves: a known host's own, every path for a host INTERCEPT_HOSTS added. */
export function pathsOf(host: string): { serves: string; paths: RegExp } | undefined {
  return KNOWN_HOSTS.find((h) => h.host === host);
}
