// The client: one typed openapi-fetch client per surface (types generated from openapi/*.json), all
// sending through the same credentials, retries and error class, plus the few things generators do
// not do: paging iterators, streamed uploads, chunked suppression lists, the report page by page.
import createClient, { type Client } from 'openapi-fetch';
import { Core, type KeyCredentials } from './core.js';
import { CampaignPlatformError } from './errors.js';
import type { paths as V1Paths } from './generated/campaign-management-v1.js';
import type { paths as ManagePaths } from './generated/manage-v1.js';
import type { paths as OAuthPaths } from './generated/oauth.js';
import type { paths as ReportingPaths } from './generated/reporting.js';
import type { paths as SandboxPaths } from './generated/sandbox.js';
import type { paths as SuppressionPaths } from './generated/suppression.js';
import { ClientCredentialsTokens, OAuth, RefreshTokens, StaticToken, type OAuthCredentials, type TokenSource } from './oauth.js';
import { byPage } from './paging.js';
import { Reports } from './reports.js';
import { retryPolicy, type RetryOptions } from './retry.js';
import { Suppression } from './suppression.js';
import { Transport, type RetryEvent } from './transport.js';
import { Assets, type UploadResult } from './uploads.js';
import type { Surface } from './errors.js';

export const SDK_VERSION = '0.1.0';

export type Campaign = ManagePaths['/manage/v1/campaign/list']['get']['responses'][200]['content']['application/json'][number];
export type CreativeSet = ManagePaths['/manage/v1/creative_set/list']['get']['responses'][200]['content']['application/json'][number];
export type CampaignCreate = ManagePaths['/manage/v1/campaign/create']['post']['requestBody']['content']['application/json'];
export type CampaignUpdate = ManagePaths['/manage/v1/campaign/update']['post']['requestBody']['content']['application/json'];

export interface Credentials extends KeyCredentials {
  /** `/campaign_management/v1`: client credentials, a refresh token (third-party grant) or a fixed access token. */
  oauth?: OAuthCredentials;
}

export interface ClientOptions {
  /** Where the platform answers, e.g. http://127.0.0.1:8080 (a path prefix is kept). */
  baseUrl: string;
  credentials?: Credentials;
  /** Retries of 429, 503 and requests without an answer; false: none. */
  retry?: RetryOptions | false;
  /** Told before each retry (for logs and progress displays). */
  onRetry?: (e: RetryEvent) => void;
  /** A fetch of your own (proxies, tracing) for the JSON calls; streamed uploads use node:http. */
  fetch?: (input: Request) => Promise<Response>;
  userAgent?: string;
  /** Longest wait for the answer of one attempt of a JSON call (ms; streamed uploads have none). Default 120 s. */
  timeoutMs?: number;
  /** The clock tokens are renewed by (epoch ms). */
  now?: () => number;
  /** For tests of the backoff: where jitter comes from. */
  random?: () => number;
}

/** Narrows an openapi-fetch answer to its data (errors are thrown by the client, so data is there). */
export async function ok<T extends { data?: unknown }>(p: Promise<T>): Promise<NonNullable<T['data']>> {
  const r = await p;
  return r.data as NonNullable<T['data']>;
}

export class CampaignPlatform {
  /** Typed clients, one per surface: `await ok(cp.manage.GET('/manage/v1/campaign/list', { params: { query: { page: 1 } } }))`. */
  readonly v1: Client<V1Paths>;
  readonly manage: Client<ManagePaths>;
  readonly oauthApi: Client<OAuthPaths>;
  readonly reporting: Client<ReportingPaths>;
  readonly suppressionApi: Client<SuppressionPaths>;
  readonly sandbox: Client<SandboxPaths>;

  /** The token endpoint's grants (client credentials, code exchange, refresh), revoke, introspect, the consent URL. */
  readonly oauth: OAuth;
  readonly campaigns: Campaigns;
  readonly creativeSets: CreativeSets;
  readonly assets: Assets;
  readonly suppression: Suppression;
  readonly reports: Reports;

  private readonly core: Core;
  private readonly tokenSource?: TokenSource;

  constructor(o: ClientOptions) {
    const base = new URL(o.baseUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError(`baseUrl must be an http(s) URL, not ${base.protocol}`);
    // fetch refuses such a URL and its message quotes it: refused here, without repeating them
    if (base.username || base.password) throw new TypeError('baseUrl must not contain a user name or password (the keys go in `credentials`)');
    const transport = new Transport({ retry: retryPolicy(o.retry), fetch: o.fetch, userAgent: o.userAgent ?? `campaign-platform-sdk/${SDK_VERSION} node/${process.versions.node}`, onRetry: o.onRetry, random: o.random });
    const now = o.now ?? Date.now;
    const creds = o.credentials ?? {};
    // the OAuth surface is used by the token sources, so the core starts without them
    const bare = new Core(base, transport, creds, undefined, o.timeoutMs);
    this.oauth = new OAuth(bare, now);
    const oauth = creds.oauth;
    if (oauth) {
      if ('refreshToken' in oauth) this.tokenSource = new RefreshTokens(this.oauth, oauth, now);
      else if ('clientId' in oauth) this.tokenSource = new ClientCredentialsTokens(this.oauth, oauth, now);
      else this.tokenSource = new StaticToken(oauth.accessToken);
    }
    this.core = new Core(base, transport, creds, this.tokenSource, o.timeoutMs);
    const typed = <P extends {}>(surface: Surface) => createClient<P>({ baseUrl: base.toString().replace(/\/$/, ''), fetch: (req) => this.viaCore(surface, req) });
    this.v1 = typed<V1Paths>('campaign-management-v1');
    this.manage = typed<ManagePaths>('manage-v1');
    this.oauthApi = typed<OAuthPaths>('oauth');
    this.reporting = typed<ReportingPaths>('reporting');
    this.suppressionApi = typed<SuppressionPaths>('suppression');
    this.sandbox = typed<SandboxPaths>('sandbox');
    this.campaigns = new Campaigns(this.core);
    this.creativeSets = new CreativeSets(this.core);
    this.assets = new Assets(this.core);
    this.suppression = new Suppression(this.core);
    this.reports = new Reports(this.core);
  }

  /** Polls `asset/upload_result` until every file of the upload is final (see Assets.waitForUpload). */
  waitForUpload(uploadId: string, o?: Parameters<Assets['waitForUpload']>[1]): Promise<UploadResult> {
    return this.assets.waitForUpload(uploadId, o);
  }

  /** A bearer token for `/campaign_management/v1` (cached; renewed before it expires). */
  accessToken(): Promise<string> {
    if (!this.tokenSource) throw new CampaignPlatformError({ status: 0, code: 'missing_credentials', message: 'no credentials.oauth given', surface: 'oauth', method: '-', path: '-', attempts: 0 });
    return this.tokenSource.token();
  }

  /** The latest refresh token of a third-party grant (it rotates on every renewal). */
  get refreshToken(): string | undefined {
    return this.tokenSource instanceof RefreshTokens ? this.tokenSource.latestRefreshToken : undefined;
  }

  /** Closes kept-alive connections (a short-lived program may call it before exiting). */
  close(): void {
    this.core.transport.close();
  }

  /** The typed clients' requests take the same path as everything else (credentials, retries, errors). */
  private async viaCore(surface: Surface, req: Request): Promise<Response> {
    const body = req.body ? new Uint8Array(await req.arrayBuffer()) : undefined;
    return this.core.request(surface, {
      method: req.method as 'GET' | 'POST' | 'DELETE',
      url: req.url,
      headers: req.headers,
      body: body && (() => body),
      signal: req.signal,
    });
  }
}

/** Campaigns through `/manage/v1` (the campaign API key). */
export class Campaigns {
  constructor(private readonly core: Core) {}

  /** Every campaign of the account, page by page: `for await (const c of client.campaigns.all())`. */
  all(q: { size?: number } = {}): AsyncGenerator<Campaign, void, undefined> {
    const size = q.size ?? 100;
    return byPage((page, s) => this.core.json<Campaign[]>('manage-v1', { method: 'GET', url: '/manage/v1/campaign/list', query: { page, size: s } }), size);
  }

  /** One campaign by id, or by its 32-hex hashed id (the first generation's campaign_id). */
  async get(id: string | number): Promise<Campaign> {
    const s = String(id).trim();
    const hashed = /^[0-9a-fA-F]{32}$/.test(s);
    const list = await this.core.json<Campaign[]>('manage-v1', { method: 'GET', url: '/manage/v1/campaign/list', query: hashed ? { hashed_ids: s.toLowerCase() } : { ids: s } });
    const c = list[0];
    if (!c) throw new CampaignPlatformError({ status: 404, code: 'not_found', message: `no campaign ${s} in this account`, surface: 'manage-v1', method: 'GET', path: '/manage/v1/campaign/list', attempts: 1 });
    return c;
  }

  create(body: CampaignCreate): Promise<{ id: string }> {
    return this.core.json('manage-v1', { method: 'POST', url: '/manage/v1/campaign/create', headers: { 'content-type': 'application/json' }, body: () => JSON.stringify(body) });
  }

  update(body: CampaignUpdate): Promise<{ id: string | number }> {
    return this.core.json('manage-v1', { method: 'POST', url: '/manage/v1/campaign/update', headers: { 'content-type': 'application/json' }, body: () => JSON.stringify(body) });
  }

  /** Sets status PAUSED; answers the campaign as it is now. */
  async pause(id: string | number): Promise<Campaign> {
    return this.setStatus(id, 'PAUSED');
  }

  /** Sets status LIVE; answers the campaign as it is now. */
  async resume(id: string | number): Promise<Campaign> {
    return this.setStatus(id, 'LIVE');
  }

  private async setStatus(id: string | number, status: 'LIVE' | 'PAUSED'): Promise<Campaign> {
    const c = await this.get(id);
    await this.update({ id: c.id, type: c.type, status });
    return this.get(c.id);
  }
}

/** Creative sets through `/manage/v1`. */
export class CreativeSets {
  constructor(private readonly core: Core) {}

  /** Every creative set of the account, page by page. */
  all(q: { size?: number } = {}): AsyncGenerator<CreativeSet, void, undefined> {
    const size = q.size ?? 100;
    return byPage((page, s) => this.core.json<CreativeSet[]>('manage-v1', { method: 'GET', url: '/manage/v1/creative_set/list', query: { page, size: s } }), size);
  }
}
