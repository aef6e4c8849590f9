// Unknown query parameters are accepted and ignored (the real-service notes: clients add
// cache-busting parameters such as `_t=`), and named like unknown body fields: they go in the
// `X-Ignored-Fields` header and the log line (ignored-fields.ts writes both), so
// `creative_set/list_by_campaign_id?campaign_id=3` (the parameter is `ids`) says why it listed
// every campaign's sets.
//
// Cost: which parameters a route declares is read from its query schema once, when the route is
// added; only routes that can ignore something get a hook, and a request without a query string
// does no more than one indexOf. Routes whose query schema is open (additionalProperties or
// patternProperties: GET /report's filter_<column>, /oauth/initialize) read their own parameters,
// and hidden routes (the console, /docs, files) are not API operations: both are left alone.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { noteIgnoredFields } from './ignored-fields.js';
import { addRouteHooks } from './route-hooks.js';

type QuerySchema = { properties?: Record<string, unknown>; additionalProperties?: unknown; patternProperties?: unknown };

/**
 * The query parameters a route declares, or undefined when it does not name them all (an open
 * schema) or is not an API operation. A route without a query schema declares none.
 */
export function declaredQuery(schema: Record<string, unknown> | undefined): ReadonlySet<string> | undefined {
  if (!schema || schema.hide) return undefined;
  const q = (schema.querystring ?? schema.query) as QuerySchema | undefined;
  if (!q) return new Set();
  if (q.additionalProperties || q.patternProperties) return undefined;
  return new Set(Object.keys(q.properties ?? {}));
}

/** Names the query parameters of `query` that are not in `declared` (bounded: a hostile URL cannot make it big). */
export function unknownQuery(query: unknown, declared: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (!query || typeof query !== 'object') return out;
  for (const k of Object.keys(query)) {
    if (!declared.has(k)) out.push(k);
    if (out.length >= 50) break;
  }
  return out;
}

export function installIgnoredQuery(app: FastifyInstance): void {
  addRouteHooks(app, (route: RouteOptions) => {
    const declared = declaredQuery(route.schema as Record<string, unknown> | undefined);
    if (!declared) return undefined;
    const hook = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // most requests of most routes carry no query string at all
      if (request.raw.url!.indexOf('?') >= 0) noteIgnoredFields(request, unknownQuery(request.query, declared));
      done();
    };
    // onRequest: named even when the request is then refused (a 400 on another parameter, a 403)
    return { onRequest: hook };
  });
}
