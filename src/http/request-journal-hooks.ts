// Feeds the sandbox's request journal (core/sandbox/request-journal.ts) from every surface's
// requests except /_sandbox's own and the server's own (the seed's). Installed only in sandbox mode.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordBody, recordParsed, type RequestJournal } from '../core/sandbox/request-journal.js';
import type { Clock } from '../core/shared/ports.js';
import { isInternalRequest } from './internal-requests.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a suppression request acts for (set by that surface's authentication). */
    suppressionAccountId?: number;
    journalResponse?: unknown;
  }
}

/** The account a request acts for, once its surface has authenticated it (null before, or none). */
export function actingAccountOf(r: FastifyRequest): string | null {
  const id = r.manageAccountId ?? r.access?.accountId ?? r.suppressionAccountId;
  return id === undefined ? null : String(id);
}

export function installRequestJournal(app: FastifyInstance, journal: RequestJournal, clock: Clock): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/_sandbox') || isInternalRequest(request)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    request.journalResponse = typeof payload === 'string' || Buffer.isBuffer(payload) ? recordBody(payload, type) : payload == null ? null : '(streamed: not recorded)';
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/_sandbox') || isInternalRequest(request)) return;
    const q = request.url.indexOf('?');
    const body = request.body;
    journal.add({
      trace_id: String(request.id),
      at: clock.now().toISOString(),
      method: request.method,
      path: q < 0 ? request.url : request.url.slice(0, q),
      query: q < 0 ? {} : Object.fromEntries(new URLSearchParams(request.url.slice(q + 1))),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      account_id: actingAccountOf(request),
      request_body:
        body === undefined || body === '' ? (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] ? '(streamed: not recorded)' : null)
          : recordParsed(body, request.headers['content-type']),
      response_body: request.journalResponse ?? null,
    });
  });
}
