// Feeds the request logs (core/request-logs) from every API surface. Per request this pushes one
// raw record of references (the parsed body, the serialised answer, a few numbers) into the
// service's buffer, from a route-level onSend hook that only API routes get (chosen once per
// route when it is added). Everything else (who the account is, redaction, the error code, the
// surface) is worked out when the buffer is flushed, by toRequestLogEntry below, off the request.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { AccountsService } from '../core/accounts/accounts-service.js';
import type { CredentialKind, LogSurface, RequestLogEntry } from '../core/request-logs/model.js';
import { recordBody, redactPath } from '../core/request-logs/redact.js';
import type { RequestLogService } from '../core/request-logs/request-log-service.js';
import { isInternalRequest } from './internal-requests.js';
import { addRouteHooks } from './route-hooks.js';

// request.suppressionAccountId is declared in request-journal-hooks.ts, request.access by the
// first generation's auth, request.manageAccountId by /manage/v1's auth.
import './request-journal-hooks.js';

/** What a request leaves in the buffer: references and numbers, nothing formatted. */
export interface RawRequestRecord {
  at: number;
  surface: LogSurface;
  method: string;
  url: string;
  status: number;
  ms: number;
  traceId: string;
  /** The account the surface authenticated, when it keeps it on the request. */
  accountId: number | undefined;
  appKind: string | undefined;
  requestBody: unknown;
  requestType: string | undefined;
  responseBody: unknown;
  responseType: unknown;
  /** The token endpoint's HTTP Basic client id source (resolved at flush, never stored). */
  basic: string | undefined;
}

/** The API surfaces by path prefix; the console, /docs, files, the sandbox controls are not logged. */
export function surfaceOfRoute(url: string): LogSurface | undefined {
  if (url.startsWith('/manage/v1/')) return 'manage-v1';
  if (url.startsWith('/campaign_management/v1/')) return 'campaign-management-v1';
  if (url === '/oauth/v1/access_token' || url === '/oauth/v1/revoke' || url === '/oauth/v1/introspect') return 'oauth';
  if (url === '/suppressionApps' || url === '/deleteSuppressionApps') return 'suppression';
  if (url === '/report') return 'reporting';
  return undefined;
}

export function installRequestLog(app: FastifyInstance, logs: RequestLogService<RawRequestRecord>): void {
  addRouteHooks(app, (route: RouteOptions) => {
    const surface = surfaceOfRoute(route.url);
    if (!surface || route.method === 'HEAD') return undefined;
    const hook = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: HookHandlerDoneFunction) => {
      if (!isInternalRequest(request)) {
        const accountId = request.manageAccountId ?? request.access?.accountId ?? request.suppressionAccountId;
        const status = reply.statusCode;
        logs.push(
          {
            at: Date.now(), surface, method: request.method, url: request.url, status, ms: reply.elapsedTime, traceId: request.id, accountId, appKind: request.access?.appKind,
            requestBody: request.body, requestType: request.headers['content-type'], responseBody: payload, responseType: reply.getHeader('content-type'),
            basic: surface === 'oauth' ? request.headers.authorization : undefined,
          },
          accountId,
          status >= 400,
        );
      }
      (done as unknown as (err: null, p: unknown) => void)(null, payload);
    };
    return { onSend: hook };
  });
}

const CREDENTIAL: Record<LogSurface, CredentialKind> = {
  'manage-v1': 'campaign_api_key',
  'campaign-management-v1': 'oauth_token_first_party',
  oauth: 'oauth_client',
  suppression: 'management_key',
  reporting: 'report_key',
};

/**
 * A raw record as stored, or undefined when it cannot be given to an account: a request refused
 * before its credential was recognised belongs to nobody (and a stranger must not be able to
 * fill an account's log by naming it).
 */
export function requestLogIdentifier(accounts: AccountsService) {
  return (r: RawRequestRecord): { accountId: number; error: boolean } | undefined | Promise<{ accountId: number; error: boolean } | undefined> => {
    if (r.accountId !== undefined) return { accountId: r.accountId, error: r.status >= 400 };
    if (r.surface !== 'reporting' && r.surface !== 'oauth') return undefined;
    return accountAtFlush(accounts, r).then((accountId) => (accountId === undefined ? undefined : { accountId, error: r.status >= 400 }));
  };
}

/** A record within the budget, as stored. */
export function toRequestLogEntry(r: RawRequestRecord, accountId: number, maxBodyBytes: number): RequestLogEntry {
  {
    const response = typeof r.responseBody === 'string' || Buffer.isBuffer(r.responseBody) ? r.responseBody : r.responseBody == null ? undefined : '(streamed answer: not recorded)';
    const type = typeof r.responseType === 'string' ? r.responseType : undefined;
    const err = r.status >= 400 && typeof response === 'string' ? errorOf(response) : { code: null, message: null };
    return {
      accountId,
      at: new Date(r.at),
      method: r.method,
      path: redactPath(r.url).slice(0, 2000),
      status: r.status,
      durationMs: r.ms,
      surface: r.surface,
      credential: r.surface === 'campaign-management-v1' && r.appKind === 'third-party' ? 'oauth_token_third_party' : CREDENTIAL[r.surface],
      errorCode: err.code ?? (r.status >= 400 ? String(r.status) : null),
      errorMessage: err.message === null ? null : recordBody(err.message, 'text/plain', 1000),
      traceId: r.traceId,
      requestBody: r.requestBody === undefined && (r.method === 'POST' || r.method === 'PUT') ? '(streamed body: not recorded)' : recordBody(r.requestBody, r.requestType, maxBodyBytes),
      responseBody: recordBody(response, type, maxBodyBytes),
    };
  }
}

/** Report and OAuth client requests: the account of the credential, checked again now. */
async function accountAtFlush(accounts: AccountsService, r: RawRequestRecord): Promise<number | undefined> {
  if (r.surface === 'reporting') {
    const key = new URLSearchParams(r.url.slice(r.url.indexOf('?') + 1)).get('api_key');
    return key ? accounts.authenticateKey('report', key) : undefined;
  }
  if (r.surface === 'oauth') {
    // only once the client authenticated: a request refused as invalid_client belongs to nobody
    if (r.status === 401) return undefined;
    const body = (r.requestBody ?? {}) as Record<string, unknown>;
    let clientId = typeof body.client_id === 'string' ? body.client_id : undefined;
    const basic = r.basic && /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(r.basic);
    if (basic) clientId = decodeURIComponent(Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0]!.replace(/\+/g, ' '));
    const app = clientId ? await accounts.findOAuthApp(clientId) : undefined;
    return app?.accountId;
  }
  return undefined;
}

/** The error code and message of an error answer, in each surface's shape. */
export function errorOf(body: string): { code: string | null; message: string | null } {
  if (body.length > 64 * 1024) return { code: null, message: null };
  let j: Record<string, unknown>;
  try {
    j = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return { code: null, message: null };
  }
  if (!j || typeof j !== 'object') return { code: null, message: null };
  const e = j.error;
  // /manage/v1: {"error": {"code", "type", "message"}}
  if (e && typeof e === 'object') {
    const o = e as Record<string, unknown>;
    return { code: o.code === undefined ? (typeof o.type === 'string' ? o.type : null) : String(o.code), message: typeof o.message === 'string' ? o.message : null };
  }
  // first generation and OAuth: {"error", "error_description"}; suppression {"error", "message"}; report {"code", "message"}
  const code = typeof e === 'string' ? e : j.code !== undefined ? String(j.code) : null;
  const message = typeof j.error_description === 'string' ? j.error_description : typeof j.message === 'string' ? j.message : null;
  return { code, message };
}
