import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { DomainError } from '../core/shared/errors.js';
import { toDomainError } from './to-domain-error.js';

/** A surface names its routes for the OpenAPI document and renders its own errors. */
export interface SurfaceInfo {
  /** File and URL name: /openapi/<name>.json, openapi/<name>.json */
  name: string;
  title: string;
  description: string;
  /** OpenAPI securitySchemes of this surface; each route is secured by all of them unless it says otherwise. */
  securitySchemes?: Record<string, unknown>;
  /**
   * Resource groups of the reference, in reading order. A route without tags of its own gets the
   * first whose `match` fits its path.
   */
  tags?: { name: string; description: string; match?: RegExp }[];
  /** OpenAPI parameters every POST of the surface takes (e.g. Idempotency-Key). */
  postParameters?: Record<string, unknown>[];
}

export interface CatalogRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

/** Routes seen per surface, collected while the app is built; the OpenAPI writer reads it. */
export class RouteCatalog {
  readonly surfaces = new Map<string, { info: SurfaceInfo; routes: CatalogRoute[] }>();
  add(info: SurfaceInfo, route: CatalogRoute): void {
    let s = this.surfaces.get(info.name);
    if (!s) this.surfaces.set(info.name, (s = { info, routes: [] }));
    s.routes.push(route);
  }
}

export type ErrorRenderer = (err: DomainError, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Call at the top of a surface plugin: records the surface's routes in the catalog and installs
 * its error renderer. Unknown errors are logged with their stack and become opaque 500s.
 */
export function setupSurface(app: FastifyInstance, catalog: RouteCatalog, info: SurfaceInfo, render: ErrorRenderer): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) catalog.add(info, { method: m, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
  });
  app.setErrorHandler((error, request, reply) => {
    const de = toDomainError(error);
    if (de.code === 'internal') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: de.code, field: de.field }, de.message);
    return render(de, request, reply);
  });
}
