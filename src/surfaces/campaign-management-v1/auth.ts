// Resource-server side of OAuth for /campaign_management/v1 (RFC 6750): every route names the
// scope it needs; requireScope checks the bearer token and answers 401/403 itself.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import { hasScope, type AccessContext, type OAuthScope } from '../../core/oauth/access.js';
import type { Container } from '../../http/container.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireScope: whom the bearer token acts for. */
    access?: AccessContext;
  }
  interface FastifyInstance {
    /** "METHOD url" -> the scope its requireScope hook demands (filled by installScopeHooks). */
    routeScopes: Map<string, OAuthScope>;
  }
}

// Marks the hooks requireScope makes, so installScopeHooks can find them among a route's hooks.
const SCOPE = Symbol('requireScope');
type ScopeHook = preHandlerHookHandler & onRequestHookHandler & { [SCOPE]?: OAuthScope };

const REALM = 'campaign_management';

// RFC 6750 3: quoted-string values must not carry quotes or backslashes.
const q = (s: string) => s.replace(/["\\]/g, "'");

function challenge(reply: FastifyReply, request: FastifyRequest, status: 401 | 403, error: string | undefined, description: string, scope?: OAuthScope) {
  const parts = [`realm="${REALM}"`];
  if (error) parts.push(`error="${error}"`, `error_description="${q(description)}"`);
  if (scope) parts.push(`scope="${scope}"`);
  return reply
    .code(status)
    .header('WWW-Authenticate', `Bearer ${parts.join(', ')}`)
    .header('Cache-Control', 'no-store')
    .send({ error: error ?? 'invalid_token', error_description: description, ...(scope ? { scope } : {}), trace_id: request.id });
}

/** The bearer token of the request, or undefined (only the Authorization header is accepted). */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const m = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization);
  return m ? m[1] : undefined;
}

/**
 * preHandler for a route that needs `scope`. Missing token -> 401 (challenge without error code,
 * RFC 6750 3.1); unknown, expired or revoked token -> 401 invalid_token; token without the scope
 * (a write scope covers its read scope) -> 403 insufficient_scope. On success request.access is set.
 *
 * Callback style, not async: a token whose row is in the read cache is checked at once and the
 * request goes on in the same turn, without the promises an async hook costs (issue 23). A hook
 * that answers (the challenges) does not call done: Fastify stops the request there.
 */
export function requireScope(c: Container, scope: OAuthScope): preHandlerHookHandler {
  const decide = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, access: AccessContext | undefined): void => {
    if (!access) {
      challenge(reply, request, 401, 'invalid_token', 'the access token is unknown, expired or revoked');
      return;
    }
    if (!hasScope(access, scope)) {
      challenge(reply, request, 403, 'insufficient_scope', `this route needs the ${scope} scope${scope.endsWith(':read') ? ` (or ${scope.replace(':read', ':write')})` : ''}`, scope);
      return;
    }
    request.access = access;
    done();
  };
  const hook = function requireScopeHook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const header = request.headers.authorization;
    const token = bearerToken(header);
    if (!token) {
      const why = header ? 'the Authorization header is not "Bearer <access_token>"' : 'an access token is required: send Authorization: Bearer <access_token>';
      challenge(reply, request, 401, header ? 'invalid_token' : undefined, why);
      return;
    }
    const access = c.oauth.verifyAccessToken(token);
    if (access instanceof Promise) access.then((a) => decide(request, reply, done, a), done);
    else decide(request, reply, done, access);
  } as ScopeHook;
  hook[SCOPE] = scope;
  return hook;
}

/**
 * Call once on the root instance before any surface registers routes. A route declared with
 * `{ preHandler: requireScope(...) }` gets that hook moved to onRequest, so the token is checked
 * before the body is read and validated: a request without a valid token never sees a 400 or
 * makes the server parse an upload. Also records each route's scope (app.routeScopes) for the
 * shared security test and the docs.
 */
export function installScopeHooks(app: FastifyInstance): void {
  app.decorate('routeScopes', new Map<string, OAuthScope>());
  app.addHook('onRoute', (route: RouteOptions) => {
    const pre = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    const auth = pre.filter((h) => (h as ScopeHook)[SCOPE] !== undefined) as ScopeHook[];
    if (auth.length === 0) return;
    route.preHandler = pre.filter((h) => (h as ScopeHook)[SCOPE] === undefined);
    const on = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...auth, ...on];
    for (const m of Array.isArray(route.method) ? route.method : [route.method]) app.routeScopes.set(`${m} ${route.url}`, auth[0]![SCOPE]!);
  });
}
