// Server-side fetch of a client-named URL, made safe against SSRF:
// - http and https only, no user:password in the URL;
// - the host name is resolved by us and every resolved address must pass `addressAllowed` (public
//   unicast unless ASSET_FETCH_ALLOW_PRIVATE); the connection goes to the address we checked (the
//   socket's `lookup`), so a name cannot resolve differently between check and connect;
// - redirects are followed by hand, at most MAX_REDIRECTS, each new URL checked the same way;
// - a connect/idle timeout and a total deadline; a non-2xx answer is an error naming the status.
// The size limit is the blob store's (the caller streams the body into it with maxBytes).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { RemoteFetchError, type RemoteFetcher, type RemoteFile } from '../../core/assets/remote-fetcher.js';
import { isPublicAddress } from './address-policy.js';

const MAX_REDIRECTS = 5;

export interface SafeFetcherOptions {
  /** Whether a resolved address may be connected to (default: public unicast only). */
  addressAllowed?: (ip: string) => boolean;
  /** Socket connect/idle timeout. */
  idleTimeoutMs: number;
}

export class SafeFetcher implements RemoteFetcher {
  private readonly allowed: (ip: string) => boolean;
  constructor(private readonly o: SafeFetcherOptions) {
    this.allowed = o.addressAllowed ?? isPublicAddress;
  }

  async open(rawUrl: string, signal: AbortSignal): Promise<RemoteFile> {
    let url = check(rawUrl);
    for (let hop = 0; ; hop++) {
      const res = await this.request(url, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= MAX_REDIRECTS) throw new RemoteFetchError(`more than ${MAX_REDIRECTS} redirects`);
        url = check(new URL(res.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new RemoteFetchError(`the server answered HTTP ${status}`);
      }
      const last = decodeURIComponent(url.pathname.split('/').pop() ?? '') || 'download';
      return { body: res as Readable, name: last.slice(-200), contentType: (res.headers['content-type'] ?? '').split(';')[0]!.trim() || null };
    }
  }

  private request(url: URL, signal: AbortSignal): Promise<http.IncomingMessage> {
    const lookup = ((host: string, opts: { all?: boolean }, cb: (...a: unknown[]) => void) => {
      dns.lookup(host, { all: true }, (err, addresses) => {
        if (err) return cb(err);
        const list = addresses as dns.LookupAddress[];
        const bad = list.find((a) => !this.allowed(a.address));
        if (bad || !list.length) return cb(new RemoteFetchError(`refused: ${host} resolves to ${bad?.address ?? 'nothing'}, which is not a public address`));
        // Node 20 connects with autoSelectFamily, which asks for every address at once
        if (opts?.all) cb(null, list);
        else cb(null, list[0]!.address, list[0]!.family);
      });
    }) as unknown as LookupFunction;
    return new Promise((resolve, reject) => {
      const lib = url.protocol === 'https:' ? https : http;
      // a literal IP host never goes through lookup: check it here
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if ((host.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) && !this.allowed(host)) {
        reject(new RemoteFetchError(`refused: ${host} is not a public address`));
        return;
      }
      const req = lib.get(url, { lookup, signal, timeout: this.o.idleTimeoutMs, headers: { 'user-agent': 'campaign-platform asset fetcher', accept: '*/*' } }, resolve);
      req.on('timeout', () => req.destroy(new RemoteFetchError(`no answer within ${this.o.idleTimeoutMs} ms`)));
      req.on('error', (e) => reject(e instanceof RemoteFetchError ? e : new RemoteFetchError(signal.aborted ? 'the download took too long' : `could not connect: ${e.message}`)));
    });
  }
}

function check(raw: string): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new RemoteFetchError('not a valid URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new RemoteFetchError('only http and https URLs are fetched');
  if (u.username || u.password) throw new RemoteFetchError('URLs with credentials are not fetched');
  return u;
}
