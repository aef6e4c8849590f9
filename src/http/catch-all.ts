// What answers a request no route takes (404) and one the router cannot read at all (a malformed
// percent-encoding, a path parameter past its limit): each in the error shape of the surface its
// path belongs to, so a client parses it like any other error of that surface. Nothing here echoes
// the query string, and a path segment long enough to be a key or token is left out of messages:
// connectors copy error bodies into their logs, and the report and management keys travel in the
// query (`api_key=`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../core/shared/errors.js';
import type { ErrorRenderer } from './surface.js';
import { HTTP_STATUS } from './error-status.js';
import { toDomainError } from './to-domain-error.js';

/** A surface's paths (by prefix), what they are (the rule of a 404), and its error renderer. */
export interface PathOwner {
  match: RegExp;
  rule: string;
  render: ErrorRenderer;
}

/** The path as it may be shown: no query, no segment that could be a secret, not too long. */
export function shownPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  const shown = path
    .split('/')
    .map((seg) => (seg.length >= 24 && /^[A-Za-z0-9_\-.~%]+$/.test(seg) ? '…' : seg))
    .join('/');
  return shown.length > 120 ? `${shown.slice(0, 120)}…` : shown;
}

/** The first owner whose prefix matches owns the path (app.ts lists them; surfaces with their own 404 still get here for what their prefix does not cover). */
function ownerOf(url: string, owners: readonly PathOwner[]): PathOwner | undefined {
  const path = url.split(/[?#]/, 1)[0]!;
  return owners.find((o) => o.match.test(path));
}

/** The generic shape for paths of no surface: {error, message, trace_id}. */
function renderGeneric(err: DomainError, request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  const error = status === 404 ? 'not_found' : status === 414 ? 'uri_too_long' : status >= 500 ? 'internal' : status === 400 ? 'bad_request' : err.code;
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message: err.message, trace_id: request.id });
}

function answer(err: DomainError, status: number, owners: readonly PathOwner[], request: FastifyRequest, reply: FastifyReply): unknown {
  const owner = ownerOf(request.url, owners);
  if (!owner) return renderGeneric(err, request, reply, status);
  // the renderers honour a chosen status (the hook sandbox faults use): their tables have no 414, OAuth's no 404
  return owner.render(new DomainError(err.code, err.message, { field: err.field, rule: err.rule }, { fault: { status, errorCode: null } }), request, reply);
}

/** The root 404: every path no route of any surface takes. */
export function installCatchAll(app: FastifyInstance, owners: readonly PathOwner[]): void {
  app.setNotFoundHandler((request, reply) => {
    const owner = ownerOf(request.url, owners);
    const err = new DomainError('not_found', `no endpoint ${request.method} ${shownPath(request.url)}`, { field: 'path', rule: owner?.rule ?? 'must be an endpoint of this server (see /docs)' });
    return answer(err, 404, owners, request, reply);
  });
}

/**
 * The root's error handler: what a hook of every request refuses on a path no surface's route
 * took (the text check of a query on an unknown path, ...) is answered like that path's 404 would
 * be, in its owner's shape with its own status, instead of Fastify's default 500 (found by the
 * fuzz suite: `DELETE /_sandbox/snapshots/?x=%00`).
 */
export function installRootErrors(app: FastifyInstance, owners: readonly PathOwner[]): void {
  app.setErrorHandler((error, request, reply) => {
    const err = toDomainError(error);
    if (err.code === 'internal') request.log.error({ err: error }, 'unhandled error');
    const owner = ownerOf(request.url, owners);
    if (owner) return owner.render(err, request, reply);
    return renderGeneric(err, request, reply, HTTP_STATUS[err.code] ?? 500);
  });
}

/** Fastify's frameworkErrors: the router refused the request before any route or hook ran. */
export const frameworkErrorHandler = (owners: readonly PathOwner[]) => (error: Error, request: FastifyRequest, reply: FastifyReply): void => frameworkError(error, owners, request, reply);

function frameworkError(error: Error, owners: readonly PathOwner[], request: FastifyRequest, reply: FastifyReply): void {
  const code = (error as { statusCode?: number }).statusCode ?? 400;
  const status = code === 414 ? 414 : code >= 400 && code < 500 ? code : 400;
  const err =
    status === 414
      ? new DomainError('validation_failed', 'the request URL is too long (a path segment may have at most 100 characters)', { field: 'path', rule: 'at most 100 characters per path segment' })
      : new DomainError('malformed_request', `the request URL of ${request.method} ${shownPath(request.url)} is not valid (a % must start a valid percent-encoded UTF-8 sequence)`, { field: 'path', rule: 'must be a valid percent-encoded URL' });
  reply.header('X-TRACE-ID', request.id);
  void answer(err, status, owners, request, reply);
}
