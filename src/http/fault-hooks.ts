// Sandbox fault injection on the HTTP side: every route (but /_sandbox's) gets one more
// preHandler, last, so it runs after each surface has authenticated the request (the rule may name
// an account) and before the handler. A firing rule waits delay_ms, then, when it has a status,
// throws an error the surface's own renderer draws (core/sandbox/faults.ts): the handler never runs.
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { faultError, type FaultRules } from '../core/sandbox/faults.js';
import { actingAccountOf } from './request-journal-hooks.js';
import { isInternalRequest } from './internal-requests.js';

export function installFaults(app: FastifyInstance, rules: FaultRules): void {
  const check: preHandlerAsyncHookHandler = async (request) => {
    if (isInternalRequest(request)) return; // the seed's own requests: not client traffic
    const q = request.url.indexOf('?');
    const rule = rules.match(request.method, q < 0 ? request.url : request.url.slice(0, q), actingAccountOf(request));
    if (!rule) return;
    if (rule.delay_ms > 0) await new Promise((r) => setTimeout(r, rule.delay_ms));
    if (rule.status !== null) throw faultError(rule);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/_sandbox')) return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...existing, check] as RouteOptions['preHandler'];
  });
}
