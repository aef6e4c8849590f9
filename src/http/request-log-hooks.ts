// Feeds the request logs (core/request-logs) from every API surface. Per request this pushes one
// raw record of references (the parsed body, the serialised answer, a few numbers) into the
// service's buffer, from a route-level onSend hook that only API routes get (chosen once per
// route when it is added). Everything else (who the account is, redaction, the error code, the
// surface) is worked out when the buffer is flushed, by toRequestLogEntry below, off the request.
// The account is the one the request proved, as its surface recorded it on the request while
// checking the credential; a request that proved none is the platform's own.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { PLATFORM_ACCOUNT_ID, type CredentialKind, type LogSurface, type RequestLogEntry } from '../core/request-logs/model.js';
import { recordBody, redactPath } from '../core/request-logs/redact.js';
import type { RequestLogService } from '../core/request-logs/request-log-service.js';
import { isInternalRequest } from './internal-requests.js';
import { addRouteHooks } from './route-hooks.js';

// request.suppressionAccountId is declared in request-journal-hooks.ts, request.access by the
// first generation's auth, request.manageAccountId by /manage/v1's auth.
import './request-journal-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The account whose credential the request proved, on the surfaces that keep no other record
     * of it: the OAuth endpoints (a client that authenticated with its secret) and the reports (a
     * valid report key). Set only once the credential checked out.
     */
    provenAccountId?: number;
  }
}

/** What a request leaves in the buffer: references and numbers, nothing formatted. */
export interface RawRequestRecord {
  at: number;
  surface: LogSurface;
  method: string;
  url: string;
  status: number;
  ms: number;
  traceId: string;
  /** The account the request proved (undefined: none, the platform's own). */
  accountId: number | undefined;
  appKind: string | undefined;
  requestBody: unknown;
  requestType: string | undefined;
  responseBody: unknown;
  responseType: unknown;
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
        const accountId = request.manageAccountId ?? request.access?.accountId ?? request.suppressionAccountId ?? request.provenAccountId;
        const status = reply.statusCode;
        logs.push(
          {
            at: Date.now(), surface, method: request.method, url: request.url, status, ms: reply.elapsedTime, traceId: request.id, accountId, appKind: request.access?.appKind,
            requestBody: request.body, requestType: request.headers['content-type'], responseBody: payload, responseType: reply.getHeader('content-type'),
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
 * A record within the budget, as stored (accountId PLATFORM_ACCOUNT_ID: the platform's own). Every
 * text is made storable on both engines (PostgreSQL's text holds no NUL).
 */
export function toRequestLogEntry(r: RawRequestRecord, accountId: number, maxBodyBytes: number): RequestLogEntry {
  {
    const response = typeof r.responseBody === 'string' || Buffer.isBuffer(r.responseBody) ? r.responseBody : r.responseBody == null ? undefined : '(streamed answer: not recorded)';
    const type = typeof r.responseType === 'string' ? r.responseType : undefined;
    const err = r.status >= 400 && typeof response === 'string' ? errorOf(response) : { code: null, message: null };
    return {
      accountId,
      at: new Date(r.at),
      method: storable(r.method),
      path: storable(redactPath(r.url).slice(0, 2000)),
      status: r.status,
      durationMs: r.ms,
      surface: r.surface,
      credential: accountId === PLATFORM_ACCOUNT_ID ? 'none' : r.surface === 'campaign-management-v1' && r.appKind === 'third-party' ? 'oauth_token_third_party' : CREDENTIAL[r.surface],
      errorCode: storable(err.code ?? (r.status >= 400 ? String(r.status) : null))?.slice(0, 200) ?? null,
      errorMessage: err.message === null ? null : storable(recordBody(err.message, 'text/plain', 1000)),
      traceId: r.traceId,
      requestBody: r.requestBody === undefined && (r.method === 'POST' || r.method === 'PUT') ? '(streamed body: not recorded)' : storable(recordBody(r.requestBody, r.requestType, maxBodyBytes)),
      responseBody: storable(recordBody(response, type, maxBodyBytes)),
    };
  }
}

/** Text either engine stores as it is: a NUL (which PostgreSQL's text refuses) is shown as U+2400. */
function storable<T extends string | null>(text: T): T {
  return (text !== null && text.includes('\0') ? text.replace(/\0/g, '\u2400') : text) as T;
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
