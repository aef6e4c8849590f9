// Unknown fields are accepted and ignored on every surface (the real-service notes: "be liberal in
// what you accept where it costs nothing"), and named: every ignored field, nested ones as dotted
// paths, goes in an `X-Ignored-Fields` response header and the request's log line (both written by
// notices.ts), so a typo such
// as `"staus": "LIVE"` is visible instead of silently changing nothing. One place for every JSON or
// form body: the route's own body schema says which fields exist; keys it does not declare are
// removed before validation. Objects whose keys are data (records of countries, ...) and unions are
// left alone: their schema has no fixed list of fields.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRouteHooks } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    ignoredFields?: string[];
  }
}

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: Schema; patternProperties?: unknown; anyOf?: unknown; oneOf?: unknown; allOf?: unknown };

/** Removes the keys of `value` that `schema` does not declare; returns their dotted paths. */
export function stripUndeclared(value: unknown, schema: Schema | undefined, path = ''): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  if (schema.anyOf || schema.oneOf || schema.allOf || schema.patternProperties) return [];
  if (Array.isArray(value)) {
    if (!schema.items) return [];
    return value.flatMap((v, i) => stripUndeclared(v, schema.items, `${path}[${i}]`));
  }
  if (!schema.properties) return [];
  const out: string[] = [];
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    const sub = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (!sub) {
      out.push(at);
      delete (value as Record<string, unknown>)[key];
    } else out.push(...stripUndeclared((value as Record<string, unknown>)[key], sub, at));
  }
  return out;
}

export function noteIgnoredFields(request: FastifyRequest, fields: readonly string[]): void {
  if (fields.length) (request.ignoredFields ??= []).push(...fields);
}

/** Only routes with a body schema can receive an undeclared body field: the hook is theirs alone. */
export function installIgnoredFields(app: FastifyInstance): void {
  const preValidation = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    const body = request.body;
    const schema = (request.routeOptions.schema as { body?: Schema } | undefined)?.body;
    if (schema && body && typeof body === 'object' && !Buffer.isBuffer(body)) noteIgnoredFields(request, stripUndeclared(body, schema));
    done();
  };
  addRouteHooks(app, (route) => ((route.schema as { body?: unknown } | undefined)?.body !== undefined ? { preValidation } : undefined));
}
