// Idempotency-Key on every POST of a surface (installed by the two campaign surfaces). Runs after
// authentication and validation (preHandler): a request that never executed stores nothing. The
// request's fingerprint is its method, route path, query and body: the parsed body in canonical
// JSON (key order does not matter), or for a streamed multipart body the SHA-256 of its bytes,
// taken while the handler reads them (body-digest.ts; the random boundary does not count), so the
// key is bound to the whole body without holding it. A new key is claimed before the handler runs
// and given the body's fingerprint when the answer is sent; a retry of a key that has an answer
// has its body read through the hash (and dropped), then gets the answer again when the bytes are
// the same, or the 400 when they differ (issue 22, item 8). The answer is kept when the request
// ran to a 2xx or 4xx; a 5xx, 408, 409 or 429 frees the key so a retry runs again.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyService } from '../core/idempotency/idempotency-service.js';
import type { StoredResponse } from '../core/idempotency/idempotency-repo.js';
import { boundaryOf, digestBody, type BodyDigest } from './body-digest.js';
import { addRouteHooks, routeMethods } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { accountId: number; key: string; settled: boolean; body?: BodyDigest };
  }
}

const KEPT_HEADERS = ['content-type', 'x-al-error-code', 'x-al-error-message', 'www-authenticate'];
const TRANSIENT = new Set([408, 409, 429]);

export function installIdempotency(s: FastifyInstance, idem: IdempotencyService, accountOf: (r: FastifyRequest) => number | undefined): void {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const key = idem.parseKey(request.headers['idempotency-key']);
    if (key === undefined) return;
    const accountId = accountOf(request);
    if (accountId === undefined) return;
    if (isStreamed(request)) {
      const body = digestBody(request.raw, boundaryOf(request.headers['content-type']));
      const begun = await idem.beginStreamed(accountId, key);
      if (begun.kind === 'verify') {
        // the body is read through the hash only (nothing kept), then compared
        const digest = await body.drain();
        if (digest === undefined) throw new Error('the request body did not arrive whole');
        return replay(reply, idem.replayIfSame(begun, fingerprint(request, digest)));
      }
      request.idempotency = { accountId, key, settled: false, body };
      return;
    }
    const begun = await idem.begin(accountId, key, fingerprint(request));
    if (begun.kind === 'replay') return replay(reply, begun.response);
    request.idempotency = { accountId, key, settled: false };
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const st = request.idempotency;
    if (!st || st.settled) return payload;
    st.settled = true;
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (status >= 500 || TRANSIENT.has(status) || body === undefined) {
      await idem.release(st.accountId, st.key);
      return payload;
    }
    let bodyFingerprint: string | undefined;
    if (st.body) {
      // a streamed body: bound by the digest of what was read. An answer sent before the body was
      // read whole: a success has the rest read (into the hash) so it can be bound; a refusal ran
      // nothing worth replaying, so its key is freed instead of holding the client's retry
      const digest = st.body.complete ? await st.body.done : status < 300 ? await st.body.drain() : undefined;
      if (digest === undefined) {
        await idem.release(st.accountId, st.key);
        return payload;
      }
      bodyFingerprint = fingerprint(request, digest);
    }
    const headers: Record<string, string> = {};
    for (const h of KEPT_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    await idem.complete(st.accountId, st.key, { status, headers, body }, bodyFingerprint);
    return payload;
  };

  // the client went away before an answer was sent: free the key for its retry
  const free = async (request: FastifyRequest) => {
    const st = request.idempotency;
    if (!st || st.settled) return;
    st.settled = true;
    await idem.release(st.accountId, st.key).catch(() => undefined);
  };
  const onResponse = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.idempotency === undefined) return done();
    void free(request).finally(done);
  };
  // POST routes only: a GET never takes a key, and four hooks (two of them async) were a
  // measurable part of every GET (issue 23)
  addRouteHooks(s, (route) => (routeMethods(route).includes('POST') ? { preHandler, onSend, onResponse, onRequestAbort: free } : undefined));
}

function replay(reply: FastifyReply, r: StoredResponse): FastifyReply {
  for (const [k, v] of Object.entries(r.headers)) reply.header(k, v);
  reply.header('Idempotent-Replayed', 'true');
  // the stored bytes as they were sent (a string payload is not serialised again)
  return reply.code(r.status).send(r.body);
}

/** A body its handler streams (multipart uploads), not parsed before the handler runs. */
function isStreamed(request: FastifyRequest): boolean {
  return typeof request.isMultipart === 'function' && request.isMultipart();
}

/** `bodyDigest`: a streamed body's SHA-256 (from body-digest.ts); otherwise the parsed body counts. */
function fingerprint(request: FastifyRequest, bodyDigest?: string): string {
  const h = createHash('sha256');
  const path = request.routeOptions.url ?? request.url.split('?')[0];
  const params = canonical(request.params ?? {});
  const query = canonical(request.query ?? {});
  let body: string;
  if (bodyDigest !== undefined) {
    const ct = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    body = `stream:${ct}:sha256:${bodyDigest}`;
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
