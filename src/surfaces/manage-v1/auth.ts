// Authentication and limits of /manage/v1, run as onRequest hooks of the prefix plugin so they
// apply to every path under /manage/v1, known or not: a bad key is 403 before routing (an unknown
// path with a bad key is 403 too). Order: key -> rate limits -> account_id.
import { outsideCommitScope } from '../../storage/commit-hooks.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { isInternalRequest } from '../../http/internal-requests.js';
import { classifyOutage } from '../../storage/outage-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /manage/v1 auth hook: the account of the key (and of account_id). */
    manageAccountId?: number;
    /** Rate-limit key of the authenticated API key (set before account_id is checked). */
    manageLimitKey?: string;
  }
}

/** The account the request acts for; only valid inside /manage/v1 handlers. */
export function accountOf(request: FastifyRequest): number {
  const id = request.manageAccountId;
  if (id === undefined) throw new DomainError('internal', 'manage route without authentication');
  return id;
}

export function manageAuthHook(c: Container) {
  return async function manageAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const raw = request.headers.authorization;
    // The real service takes the bare key; a "Bearer " prefix is tolerated because it costs nothing.
    const key = typeof raw === 'string' ? raw.trim().replace(/^Bearer\s+/i, '') : undefined;
    const keyAccount = key ? await c.accounts.authenticateKey('campaign', key) : undefined;
    if (keyAccount === undefined) {
      throw new DomainError('unauthenticated', key ? 'Authorization: the API key is not valid' : 'Authorization: the campaign API key is required', {
        field: 'Authorization',
        rule: key ? 'must be a valid campaign API key' : 'is required',
      });
    }
    // Limits are kept per account: an account has one campaign API key at a time, and rotating it
    // must not be a way around a block.
    const limitKey = String(keyAccount);
    // the server's own requests (a sandbox fixture being seeded) are not the client's traffic:
    // neither counted nor limited
    const internal = isInternalRequest(request);
    if (!internal) request.manageLimitKey = limitKey;
    const verdict = internal ? { ok: true as const } : await c.manageLimits.hit(limitKey);
    if (!verdict.ok) {
      const errors = verdict.reason === 'errors';
      throw new DomainError(
        'rate_limited',
        (errors ? 'too many errors from this API key; try again later' : 'too many requests from this API key; try again later') +
          (c.sandbox ? ` (sandbox: POST /_sandbox/limits/reset with {"account_id": "${limitKey}"} lifts it now)` : ''),
        { rule: errors ? 'at most the configured number of errors per error window' : 'at most the configured number of requests per window' },
        { retryAfterSeconds: verdict.retryAfterMs / 1000, errorLimited: errors },
      );
    }
    const q = (request.query ?? {}) as Record<string, unknown>;
    const acc = q.account_id;
    if (acc === undefined || acc === '') throw invalid('account_id', 'is required on every request');
    if (typeof acc !== 'string' || !/^\d{1,15}$/.test(acc.trim())) throw invalid('account_id', 'must be an account id (a positive integer)');
    if (Number(acc.trim()) !== keyAccount) {
      throw new DomainError('forbidden', 'account_id: the API key does not belong to this account', { field: 'account_id', rule: "must be the API key's own account" });
    }
    request.manageAccountId = keyAccount;
  };
}

/**
 * Every error answer of an identified key counts towards its error limit: the client's errors
 * (4xx), not 429s or other answers that say when to retry (an Idempotency-Key's 409 while its
 * first request runs), and not the platform's own failures (5xx: a database outage must not block the
 * keys of the clients it refused). Counting is the error path: when it fails (the database is
 * down) the answer goes out as it is, uncounted, rather than being replaced by the failure.
 */
export function manageErrorCountHook(c: Container) {
  return async function countErrors(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const code = reply.statusCode;
    // an answer that says when to retry (429, a 409 "still running" of an Idempotency-Key) is the
    // platform asking the client to wait, not the client's error
    if (request.manageLimitKey && code >= 400 && code < 500 && code !== 429 && !reply.hasHeader('retry-after')) {
      try {
        // the platform's own bookkeeping, never the request's change (an Idempotency-Key's commit mark)
        const key = request.manageLimitKey;
        await outsideCommitScope(() => c.manageLimits.recordErrors(key));
      } catch (e) {
        const down = classifyOutage(e);
        if (down) c.outages.failed(down.dependency, down.detail);
        else request.log.error({ err: e }, 'counting an error answer against the error limit failed');
      }
    }
    return payload;
  };
}
