// What answers a request no route takes (404) and one the router cannot read at all (a malformed
// percent-encoding, a path parameter past its limit): each in the error shape of the surface its
// path belongs to, so a client parses it like any other error of that surface. Nothing here echoes
// the query string, and a path segment long enough to be a key or token is left out of messages:
// connectors copy error bodies into their logs, and the report and management keys travel in the
// query (`api_key=`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../core/shared/errors.js';
import { renderV1Error } from '../surfaces/campaign-management-v1/errors.js';
import { renderManageError } from '../surfaces/manage-v1/errors.js';
import { renderOAuthError } from '../surfaces/oauth/plugin.js';
import { renderReportError } from '../surfaces/reporting/routes.js';
import { renderSandboxError } from '../surfaces/sandbox/plugin.js';
import { renderSuppressionError } from '../surfaces/suppression/routes.js';
import type { ErrorRenderer } from './http/surface.js';

interface Owner {
  match: RegExp;
  /** What the paths of this surface are, for the rule of a 404. */
  rule: string;
  render: ErrorRenderer;
}

/** By path prefix; the first that matches owns the path. Surfaces with their own 404 (console, the v1 and v2 APIs) still get here for what their prefix does not cover. */
const OWNERS: Owner[] = [
  { match: /^\/[a-z]*report/i, rule: 'must be one of the reports: GET /report, /probabilisticReport, /skaReport', render: renderReportError },
  { match: /^\/manage(\/|$)/, rule: 'must be a /manage/v1 endpoint', render: renderManageError },
  { match: /^\/campaign_management(\/|$)/, rule: 'must be a /campaign_management/v1 endpoint', render: renderV1Error },
  { match: /^\/(delete)?suppressionapps/i, rule: 'must be POST /suppressionApps or POST /deleteSuppressionApps', render: renderSuppressionError },
  { match: /^\/_sandbox(\/|$)/, rule: 'must be a /_sandbox endpoint (SANDBOX=true)', render: renderSandboxError },
  { match: /^\/oauth(\/|$)/, rule: 'must be an /oauth endpoint', render: renderOAuthError },
];

/** The path as it may be shown: no query, no segment that could be a secret, not too long. */
export function shownPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  const shown = path
    .split('/')
    .map((seg) => (seg.length >= 24 && /^[A-Za-z0-9_\-.~%]+$/.test(seg) ? '…' : seg))
    .join('/');
  return shown.length > 120 ? `${shown.slice(0, 120)}…` : shown;
}

/** Without the sandbox its paths belong to no surface: a production server does not advertise controls it does not have. */
function ownerOf(url: string, sandbox: boolean): Owner | undefined {
  const path = url.split(/[?#]/, 1)[0]!;
  return OWNERS.find((o) => o.match.test(path) && (sandbox || o.render !== renderSandboxError));
}

/** The generic shape for paths of no surface: {error, message, trace_id}. */
function renderGeneric(err: DomainError, request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  const error = status === 404 ? 'not_found' : status === 414 ? 'uri_too_long' : 'bad_request';
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message: err.message, trace_id: request.id });
}

function answer(err: DomainError, status: number, sandbox: boolean, request: FastifyRequest, reply: FastifyReply): unknown {
  const owner = ownerOf(request.url, sandbox);
  if (!owner) return renderGeneric(err, request, reply, status);
  // the renderers honour a chosen status (the hook sandbox faults use): their tables have no 414, OAuth's no 404
  return owner.render(new DomainError(err.code, err.message, { field: err.field, rule: err.rule }, { fault: { status, errorCode: null } }), request, reply);
}

/** The root 404: every path no route of any surface takes. */
export function installCatchAll(app: FastifyInstance, o: { sandbox: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const owner = ownerOf(request.url, o.sandbox);
    const err = new DomainError('not_found', `no endpoint ${request.method} ${shownPath(request.url)}`, { field: 'path', rule: owner?.rule ?? 'must be an endpoint of this server (see /docs)' });
    return answer(err, 404, o.sandbox, request, reply);
  });
}

/** Fastify's frameworkErrors: the router refused the request before any route or hook ran. */
export const frameworkErrorHandler = (o: { sandbox: boolean }) => (error: Error, request: FastifyRequest, reply: FastifyReply): void => frameworkError(error, o.sandbox, request, reply);

function frameworkError(error: Error, sandbox: boolean, request: FastifyRequest, reply: FastifyReply): void {
  const code = (error as { statusCode?: number }).statusCode ?? 400;
  const status = code === 414 ? 414 : code >= 400 && code < 500 ? code : 400;
  const err =
    status === 414
      ? new DomainError('validation_failed', 'the request URL is too long (a path segment may have at most 100 characters)', { field: 'path', rule: 'at most 100 characters per path segment' })
      : new DomainError('malformed_request', `the request URL of ${request.method} ${shownPath(request.url)} is not valid (a % must start a valid percent-encoded UTF-8 sequence)`, { field: 'path', rule: 'must be a valid percent-encoded URL' });
  reply.header('X-TRACE-ID', request.id);
  void answer(err, status, sandbox, request, reply);
}
