// Warnings about a request that succeeded: what the platform accepted but will not act on (a
// tracking macro it does not expand, ...). They travel as `Warning: 299 campaign-platform "..."`
// headers (RFC 9110's warn-code 299, "miscellaneous persistent warning": still the shape many HTTP
// clients log) and in the request's log line, so a surprise is visible without breaking a client.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unknownMacros } from '../core/campaigns/rules.js';

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

/**
 * One onSend for what a request leaves in its response headers: the notices above (`Warning`) and
 * the unknown fields and query parameters ignored-fields.ts and ignored-query.ts name
 * (`X-Ignored-Fields`). One hook for both: each instance-level hook runs on every request.
 */
export function installResponseNotes(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const n = request.notices;
    if (n?.length && reply.statusCode < 400) {
      reply.header('Warning', n.map((t) => `299 campaign-platform "${t.replace(/[\\"]/g, '\\$&').replace(/[^\x20-\x7e]/g, '?')}"`));
      request.log.info({ notices: n }, 'request accepted with warnings');
    }
    const f = request.ignoredFields;
    if (f?.length) {
      // header values are Latin-1 without controls; field names are the client's
      reply.header('X-Ignored-Fields', f.map((x) => x.replace(/[^\x21-\x7e]/g, '?')).join(', ').slice(0, 4000));
      request.log.info({ ignoredFields: f }, 'unknown fields ignored');
    }
    done(null, payload);
  });
}
