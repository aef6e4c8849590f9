// Warnings about a request that succeeded: what the platform accepted but will not act on (a
// tracking macro it does not expand, ...). They travel as `Warning: 299 campaign-platform "..."`
// headers (RFC 9110's warn-code 299, "miscellaneous persistent warning": still the shape many HTTP
// clients log) and in the request's log line, so a surprise is visible without breaking a client.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unknownMacros } from '../../core/campaigns/rules.js';

declare module 'fastify' {
  interface FastifyRequest {
    notices?: string[];
  }
}

export function addNotice(request: FastifyRequest, text: string): void {
  (request.notices ??= []).push(text);
}

/** Names the macros of a tracking URL the platform will keep verbatim and never expand. */
export function noticeUnknownMacros(request: FastifyRequest, field: string, url: unknown): void {
  const names = unknownMacros(url);
  if (names.length) addNotice(request, `${field}: ${names.map((n) => `{${n}}`).join(', ')} ${names.length === 1 ? 'is not a macro' : 'are not macros'} the platform expands; kept verbatim`);
}

export function installNotices(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const n = request.notices;
    if (n?.length && reply.statusCode < 400) {
      reply.header('Warning', n.map((t) => `299 campaign-platform "${t.replace(/[\\"]/g, '\\$&').replace(/[^\x20-\x7e]/g, '?')}"`));
      request.log.info({ notices: n }, 'request accepted with warnings');
    }
    done(null, payload);
  });
}
