// Idempotency-Key on every POST of a surface (installed by the two campaign surfaces). Runs after
// authentication and validation (preHandler): a request that never executed stores nothing. The
// request's fingerprint is its method, route path, query and body: the parsed body in canonical
// JSON (key order does not matter), or for a streamed multipart body the list of its parts (field
// names and values, file names and types, and each file's SHA-1 from the one hash taken on its way
// into the library: multipart-parts.ts), so the key is bound to the whole body without holding it
// and without hashing it twice (issue 33, item 17; the random boundary does not count). A new key
// is claimed before the handler runs and given the body's fingerprint when the answer is sent; a
// retry of a key that has an answer has its parts read through the same taps (and dropped), then
// gets the answer again when they are the same, or the 400 when they differ (issue 22, item 8).
// The answer is kept when the request ran to a 2xx or 4xx; a 5xx, 408, 409 or 429 frees the key
// so a retry runs again.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyClaim, IdempotencyService } from '../core/idempotency/idempotency-service.js';
import type { StoredResponse } from '../core/idempotency/idempotency-repo.js';
import { PartLedger, readAllParts } from './multipart-parts.js';
import type { Sha1Factory } from '../core/assets/hashing.js';
import { addRouteHooks, routeMethods } from './route-hooks.js';
import { armCommitHook, enterCommitScope, leaveCommitScope, withCommitHook, type CommitHook } from '../storage/commit-hooks.js';
import { IdempotencySqlRepo } from '../storage/repos/idempotency-sql-repo.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { claim: IdempotencyClaim; settled: boolean; parts?: PartLedger };
    /** The request entered a commit scope (it has a key): left once, when it is over. */
    commitScope?: boolean;
    /**
     * A streamed request with a key: runs the request's change (an upload's batch, a set's new
     * member) so that its write's transaction marks the key committed. (Earlier writes, such as
     * the files taken in, are not the change: a retry after a crash before it runs again.) A JSON
     * request's first write is its change: armed for it already.
     */
    asChange?: <T>(change: () => Promise<T>) => Promise<T>;
  }
}

const KEPT_HEADERS = ['content-type', 'x-al-error-code', 'x-al-error-message', 'www-authenticate'];
const TRANSIENT = new Set([408, 409, 429]);

export function installIdempotency(s: FastifyInstance, idem: IdempotencyService, sha1: Sha1Factory, accountOf: (r: FastifyRequest) => number | undefined): void {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const key = idem.parseKey(request.headers['idempotency-key']);
    if (key === undefined) return;
    const accountId = accountOf(request);
    if (accountId === undefined) return;
    if (isStreamed(request)) {
      const parts = (request.partLedger = new PartLedger());
      const begun = await idem.beginStreamed(accountId, key);
      if (begun.kind === 'verify') {
        // the parts are read through the hash only (nothing kept), then compared
        await readAllParts(request, sha1);
        const lines = await parts.lines();
        if (lines === undefined) throw new Error('the request body did not arrive whole');
        return replay(reply, idem.replayIfSame(begun, fingerprint(request, lines)));
      }
      request.idempotency = { claim: begun.claim, settled: false, parts };
      const mark = commitMark(begun.claim);
      request.asChange = (change) => withCommitHook(mark, change);
      return;
    }
    const fp = fingerprint(request);
    const begun = await idem.begin(accountId, key, fp);
    if (begun.kind === 'replay') return replay(reply, begun.response);
    request.idempotency = { claim: begun.claim, settled: false };
    // the first write of a JSON request is its change: that write's transaction marks the key
    // committed, so a crash before the answer is stored never lets a retry make it twice
    armCommitHook(commitMark(begun.claim, fp));
  };

  // a JSON request with a key gets a commit scope (storage/commit-hooks.ts) for its whole life; a
  // streamed one only around its change (asChange), so no upload streams with context tracking on
  const onRequest = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.method !== 'POST' || request.headers['idempotency-key'] === undefined || /^multipart\//i.test(String(request.headers['content-type'] ?? ''))) return done();
    request.commitScope = true;
    enterCommitScope(done);
  };
  const leave = (request: FastifyRequest) => {
    if (!request.commitScope) return;
    request.commitScope = false;
    leaveCommitScope();
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const st = request.idempotency;
    if (!st || st.settled) return payload;
    st.settled = true;
    armCommitHook(undefined); // the answer's own writes are not the change
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (status >= 500 || TRANSIENT.has(status) || body === undefined) {
      await idem.release(st.claim);
      return payload;
    }
    let bodyFingerprint: string | undefined;
    if (st.parts) {
      // a streamed body: bound by its parts as they were read. The handlers read every part
      // before they answer; a body not read whole (or a file never read to its end) binds
      // nothing, so the key is freed instead of storing an answer a retry could not be checked against
      const lines = await st.parts.lines();
      if (lines === undefined) {
        await idem.release(st.claim);
        return payload;
      }
      bodyFingerprint = fingerprint(request, lines);
    }
    const headers: Record<string, string> = {};
    for (const h of KEPT_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    await idem.complete(st.claim, { status, headers, body }, bodyFingerprint);
    return payload;
  };

  // the client went away before an answer was sent: free the key for its retry
  const free = async (request: FastifyRequest) => {
    const st = request.idempotency;
    if (!st || st.settled) return;
    st.settled = true;
    armCommitHook(undefined);
    await idem.release(st.claim).catch(() => undefined);
  };
  const onResponse = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.idempotency === undefined) {
      leave(request);
      return done();
    }
    void free(request).finally(() => {
      leave(request);
      done();
    });
  };
  const onRequestAbort = async (request: FastifyRequest) => {
    await free(request);
    leave(request);
  };
  // POST routes only: a GET never takes a key, and four hooks (two of them async) were a
  // measurable part of every GET (issue 23)
  addRouteHooks(s, (route) => (routeMethods(route).includes('POST') ? { onRequest, preHandler, onSend, onResponse, onRequestAbort } : undefined));
}

/** The hook that marks the claim's key committed inside the transaction of the request's change. */
function commitMark(claim: IdempotencyClaim, fingerprint?: string): CommitHook {
  return (tx) => new IdempotencySqlRepo(tx).markCommitted(claim, fingerprint);
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

/** `parts`: a streamed body's parts (multipart-parts.ts); otherwise the parsed body counts. */
function fingerprint(request: FastifyRequest, parts?: string[]): string {
  const h = createHash('sha256');
  const path = request.routeOptions.url ?? request.url.split('?')[0];
  const params = canonical(request.params ?? {});
  const query = canonical(request.query ?? {});
  let body: string;
  if (parts !== undefined) {
    const ct = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    body = `parts:${ct}:${JSON.stringify(parts)}`;
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
    'the same key with a different request is a 400 naming Idempotency-Key; while the first request still runs, a second one is a 409 with Retry-After; ' +
    'if the first request made its change but the server stopped before its answer was kept, a retry is a 409 without Retry-After saying so, and the change is never made twice. Keys are per account, 1-255 printable ASCII characters.',
  // No example: the reference's try-it would prefill it, and one fixed key replays the first POST
  // of the account for 24 hours (and refuses every other one). Left empty, each try runs.
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};
