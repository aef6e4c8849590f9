// Hooks added to the routes that need them instead of to every request (issue 23). An instance-
// level hook runs on every request of its scope, GETs included, even when all it does is find
// there is nothing to do: a dozen such "cheap" hooks were a third of an authenticated GET. This
// adds route-level hooks, chosen once per route when it is added (an onRoute hook), so a route
// that cannot need a step does not run it at all.
import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler' | 'preSerialization' | 'onSend' | 'onResponse' | 'onError' | 'onTimeout' | 'onRequestAbort';
type Hooks = Partial<Record<HookName, unknown>>;

/** The methods of a route (its options give one or several). */
export function routeMethods(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Whether a route takes requests whose body is read before the handler (any method but GET and HEAD). */
export function routeTakesBody(route: RouteOptions): boolean {
  return routeMethods(route).some((m) => m !== 'GET' && m !== 'HEAD');
}

/**
 * Adds to each route of `app`'s scope, registered after this call, the hooks `hooksFor` gives it
 * (none when it gives undefined); chosen once, when the route is added, so a hook may close over
 * what it needs of its route. Route-level hooks run after the instance-level hooks of the same kind.
 */
export function addRouteHooks(app: FastifyInstance, hooksFor: (route: RouteOptions) => Hooks | undefined): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = hooksFor(route);
    if (!hooks) return;
    const r = route as unknown as Record<HookName, unknown>;
    for (const [name, hook] of Object.entries(hooks) as [HookName, unknown][]) {
      const existing = r[name];
      r[name] = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
    }
  });
}
