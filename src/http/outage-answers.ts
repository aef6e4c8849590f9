// What an error handler does with an error before its surface renders it: a dependency outage is
// counted (the monitor logs one line when it starts and one when it ends, none per request) and
// answered with Retry-After in any surface's shape; a bug is logged with its stack; the rest at
// info level without one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainError } from '../core/shared/errors.js';
import type { OutageMonitor } from '../infra/outage-monitor.js';
import { outageOf } from './to-domain-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's dependency monitor (decorated on the root by app.ts). */
    outages?: OutageMonitor;
  }
}

export function noteError(error: unknown, de: DomainError, request: FastifyRequest, reply: FastifyReply): void {
  const o = outageOf(de);
  if (o) {
    request.server.outages?.refused(o.dependency, o.detail);
    reply.header('Retry-After', String(de.meta?.retryAfterSeconds ?? 1));
    return;
  }
  if (de.code === 'internal') request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ code: de.code, field: de.field }, de.message);
}
