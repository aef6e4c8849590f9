import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOAuthError, type OAuthErrorCode } from '../../core/oauth/errors.js';
import type { DomainError } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { setupSurface, type RouteCatalog } from '../../http/surface.js';
import { registerFormParsers } from './form-body.js';
import { registerTokenRoute } from './token-route.js';
import { registerAuthorizeRoutes, sendPage } from './authorize-routes.js';
import { registerRevokeIntrospectRoutes } from './revoke-introspect-routes.js';
import { errorPage } from './pages.js';

export const OAUTH_SURFACE = {
  name: 'oauth',
  title: 'OAuth 2.0 authorization server',
  description:
    'Tokens for the first-generation campaign API (/campaign_management/v1): client_credentials for first-party apps, ' +
    'the authorization-code flow (GET /oauth/initialize, sign-in and consent pages) with refresh tokens for third-party apps.',
  tags: [{ name: 'oauth', description: 'The authorization endpoint (a browser flow) and the token, revocation and introspection endpoints.' }],
};

const STATUS: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  access_denied: 403,
  unsupported_response_type: 400,
};

/** RFC 6749 5.2 error bodies: every failure of this surface is an OAuth error code and a description. */
export function renderOAuthError(err: DomainError, request: FastifyRequest, reply: FastifyReply) {
  // The browser pages answer with a page, whatever went wrong.
  if (!request.url.startsWith('/oauth/v1/')) {
    if (err.code === 'internal') return sendPage(reply, errorPage(500, 'Something went wrong', `Please try again later. Reference: ${request.id}`));
    if (err.code === 'not_found') return sendPage(reply, errorPage(404, 'Page not found', err.message));
    return sendPage(reply, errorPage(400, 'This request cannot be processed', err.message));
  }
  let error: string;
  let status: number;
  const fault = err.meta?.fault as { status: number; errorCode: string | null } | undefined;
  if (fault) {
    // a sandbox fault (core/sandbox/faults.ts): its status, its error or the RFC's nearest one
    status = fault.status;
    error = fault.errorCode ?? (status === 503 || status === 429 ? 'temporarily_unavailable' : status >= 500 ? 'server_error' : 'invalid_request');
    if (status === 429) reply.header('Retry-After', '1');
  } else if (isOAuthError(err)) {
    error = err.error;
    status = STATUS[err.error];
  } else if (err.code === 'internal') {
    error = 'server_error';
    status = 500;
  } else if (err.code === 'payload_too_large') {
    error = 'invalid_request';
    status = 413;
  } else {
    // schema validation, unreadable bodies, unsupported content types
    error = 'invalid_request';
    status = 400;
  }
  // HTTP requires WWW-Authenticate on every 401 (RFC 9110 15.5.2); RFC 6749 5.2 names Basic.
  if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="oauth", charset="UTF-8"');
  return reply.code(status).send({
    error,
    error_description: status === 500 && !fault ? `internal error; trace id ${request.id}` : err.message,
    trace_id: request.id,
  });
}

export async function registerOAuthSurface(app: FastifyInstance, c: Container, catalog: RouteCatalog): Promise<void> {
  await app.register(async (s) => {
    setupSurface(s, catalog, OAUTH_SURFACE, renderOAuthError);
    await registerFormParsers(s);
    registerTokenRoute(s, c);
    registerAuthorizeRoutes(s, c);
    registerRevokeIntrospectRoutes(s, c);
  });
}
