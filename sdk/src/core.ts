// The request path every call of the SDK takes: the surface's credentials, an Idempotency-Key on
// the POSTs of the two campaign surfaces (generated once per logical request, so every retry of it
// carries the same key and a retried create never creates twice), the retries, and one error class
// for every failure.
import { randomUUID } from 'node:crypto';
import { CampaignPlatformError, errorFromResponse, type Surface } from './errors.js';
import type { TokenSource } from './token-source.js';
import { Transport, type BodySource, type RetryEvent } from './transport.js';

/** Keys and ids for the surfaces that take them. Each is needed only by the surface that uses it. */
export interface KeyCredentials {
  /** `/manage/v1`: the account id sent as `account_id` on every call. */
  accountId?: string | number;
  /** `/manage/v1`: the account's campaign API key (sent bare in Authorization). */
  campaignApiKey?: string;
  /** Suppression lists: the account's management key. */
  managementKey?: string;
  /** `GET /report`: the account's report key. */
  reportKey?: string;
  /** `/_sandbox` (sandbox mode only): the SANDBOX_TOKEN. */
  sandboxToken?: string;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  /** Absolute path (`/manage/v1/campaign/list`) or a URL from a typed client. */
  url: string | URL;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: HeadersInit;
  body?: () => BodySource;
  /** Bytes of a streamed body, when known (Content-Length). */
  length?: number;
  /** The body is a stream (no per-attempt time limit; sent over node:http). */
  streamed?: boolean;
  /** Default: true for GET and DELETE, and for POSTs that carry an Idempotency-Key; false otherwise. */
  replaySafe?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  onRetry?: (e: RetryEvent) => void;
}

/** The surfaces whose POSTs take an Idempotency-Key (src/server/http/idempotency.ts). */
const IDEMPOTENT_SURFACES: ReadonlySet<Surface> = new Set(['campaign-management-v1', 'manage-v1']);

export class Core {
  constructor(
    readonly baseUrl: URL,
    readonly transport: Transport,
    readonly keys: KeyCredentials,
    readonly tokens: TokenSource | undefined,
    /** Per-attempt limit of requests that are not streamed (ms). */
    readonly timeoutMs = 120_000,
  ) {}

  /** Sends the request and answers its 2xx response; any other answer, or none, throws CampaignPlatformError. */
  async request(surface: Surface, spec: RequestSpec): Promise<Response> {
    const url = typeof spec.url === 'string' && spec.url.startsWith('/') ? new URL(this.baseUrl.pathname.replace(/\/$/, '') + spec.url, this.baseUrl) : new URL(spec.url);
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers = new Headers(spec.headers);
    this.applyKeys(surface, url, headers);
    if (spec.method === 'POST' && IDEMPOTENT_SURFACES.has(surface) && !headers.has('idempotency-key')) headers.set('idempotency-key', randomUUID());
    const replaySafe = spec.replaySafe ?? (spec.method !== 'POST' || headers.has('idempotency-key'));
    const streamed = spec.streamed ?? false;
    const send = async () => {
      if (surface === 'campaign-management-v1') headers.set('authorization', `Bearer ${await this.bearer()}`);
      return this.transport.send(
        surface,
        { method: spec.method, url, headers, body: spec.body, length: spec.length },
        { replaySafe, signal: spec.signal, timeoutMs: spec.timeoutMs ?? (streamed ? undefined : this.timeoutMs), onRetry: spec.onRetry, retryInProgress: headers.has('idempotency-key') },
      );
    };
    let sent = await send();
    // an access token revoked or expired early (a server restart with another clock, a revocation):
    // one new token and one more try, when the token source can make one
    if (sent.response.status === 401 && surface === 'campaign-management-v1' && this.tokens?.renewable) {
      await sent.response.body?.cancel().catch(() => undefined);
      await this.tokens.renew();
      const again = await send();
      sent = { ...again, attempts: sent.attempts + again.attempts };
    }
    if (sent.response.ok) return sent.response;
    throw await errorFromResponse(surface, spec.method, url.pathname, sent.response, sent.attempts, sent.retryAfterSeconds);
  }

  /** The request's JSON answer. */
  async json<T>(surface: Surface, spec: RequestSpec): Promise<T> {
    const res = await this.request(surface, spec);
    return (await res.json()) as T;
  }

  private async bearer(): Promise<string> {
    if (!this.tokens) throw missing('campaign-management-v1', 'an OAuth token: credentials.oauth (client credentials, a refresh token or an access token)');
    return this.tokens.token();
  }

  private applyKeys(surface: Surface, url: URL, headers: Headers): void {
    const k = this.keys;
    switch (surface) {
      case 'manage-v1':
        if (!k.campaignApiKey || k.accountId === undefined || k.accountId === '') throw missing(surface, 'credentials.campaignApiKey and credentials.accountId');
        headers.set('authorization', k.campaignApiKey);
        if (!url.searchParams.has('account_id')) url.searchParams.set('account_id', String(k.accountId));
        return;
      case 'suppression':
        if (!k.managementKey) throw missing(surface, 'credentials.managementKey');
        url.searchParams.set('api_key', k.managementKey);
        return;
      case 'reporting':
        if (!k.reportKey) throw missing(surface, 'credentials.reportKey');
        url.searchParams.set('api_key', k.reportKey);
        return;
      case 'sandbox':
        if (!k.sandboxToken) throw missing(surface, 'credentials.sandboxToken (SANDBOX_TOKEN)');
        headers.set('authorization', `Bearer ${k.sandboxToken}`);
        return;
      default:
        return;
    }
  }
}

function missing(surface: Surface, what: string): CampaignPlatformError {
  return new CampaignPlatformError({ status: 0, code: 'missing_credentials', message: `the ${surface} surface needs ${what}`, surface, method: '-', path: '-', attempts: 0 });
}
