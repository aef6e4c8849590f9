// Idempotency-Key on every POST of a surface (installed by the two campaign surfaces). Runs after
// authentication and validation (preHandler): a request that never executed stores nothing. The
// request's fingerprint is its method, route path, query and body: the parsed body in canonical
// JSON (key order does not matter), or for a streamed multipart body its Content-Type (without the
// boundary, which clients pick at random per request) and Content-Length. The answer is kept when
// the request ran to a 2xx or 4xx; a 5xx, 408, 409 or 429 frees the key so a retry runs again.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyService } from '../../core/idempotency/idempotency-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { accountId: number; key: string; settled: boolean };
  }
}

const KEPT_HEADERS = ['content-type', 'x-al-error-code', 'x-al-error-message', 'www-authenticate'];
const TRANSIENT = new Set([408, 409, 429]);

export function installIdempotency(s: FastifyInstance, idem: IdempotencyService, accountOf: (r: FastifyRequest) => number | undefined): void {
  s.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const key = idem.parseKey(request.headers['idempotency-key']);
    if (key === undefined) return;
    const accountId = accountOf(request);
    if (accountId === undefined) return;
    const begun = await idem.begin(accountId, key, fingerprint(request));
    if (begun.kind === 'replay') {
      const r = begun.response;
      for (const [k, v] of Object.entries(r.headers)) reply.header(k, v);
      reply.header('Idempotent-Replayed', 'true');
      // the stored bytes as they were sent (a string payload is not serialised again)
      return reply.code(r.status).send(r.body);
    }
    request.idempotency = { accountId, key, settled: false };
  });

  s.addHook('onSend', async (request, reply, payload) => {
    const st = request.idempotency;
    if (!st || st.settled) return payload;
    st.settled = true;
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (status >= 500 || TRANSIENT.has(status) || body === undefined) {
      await idem.release(st.accountId, st.key);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const h of KEPT_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    await idem.complete(st.accountId, st.key, { status, headers, body });
    return payload;
  });

  // the client went away before an answer was sent: free the key for its retry
  const free = async (request: FastifyRequest) => {
    const st = request.idempotency;
    if (!st || st.settled) return;
    st.settled = true;
    await idem.release(st.accountId, st.key).catch(() => undefined);
  };
  s.addHook('onRequestAbort', free);
  s.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    void free(request).finally(done);
  });
}

function fingerprint(request: FastifyRequest): string {
  const h = createHash('sha256');
  const path = request.routeOptions.url ?? request.url.split('?')[0];
  const params = canonical(request.params ?? {});
  const query = canonical(request.query ?? {});
  let body: string;
  if (typeof request.isMultipart === 'function' && request.isMultipart()) {
    const ct = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    body = `stream:${ct}:${request.headers['content-length'] ?? 'chunked'}`;
  } else body = canonical(request.body ?? null);
  h.update(JSON.stringify([request.method, path, params, query, body]));
  return h.digest('hex');
}

/** JSON with object keys sorted at every level, so {"a":1,"b":2} and {"b":2,"a":1} are one request. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const keys = Object.keys(v as object).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** The header as an OpenAPI parameter, for every POST of the surfaces that take it. */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key with the same request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without running twice; ' +
    'the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409. Keys are per account, 1-255 printable ASCII characters.',
  // No example: the reference's try-it would prefill it, and one fixed key replays the first POST
  // of the account for 24 hours (and refuses every other one). Left empty, each try runs.
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};
