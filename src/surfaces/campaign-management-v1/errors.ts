// The error table of /campaign_management/v1. The spec shows no error bodies; ours follows the
// shape the surface's own 401/403 answers already use (RFC 6750 / RFC 6749 style), extended with
// the field and the rule:
//   {"error": "<stable code>", "error_description": "<field>: <rule>", "field": "...",
//    "rule": "...", "trace_id": "<X-TRACE-ID>"}
// `field` and `rule` are present whenever the error is about one field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainError, ErrorCode } from '../../core/shared/errors.js';

export const V1_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  malformed_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  insufficient_scope: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export function renderV1Error(err: DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // a sandbox fault (core/sandbox/faults.ts) names its own status and, optionally, its error
  const fault = err.meta?.fault as { status: number; errorCode: string | null } | undefined;
  const status = fault?.status ?? V1_STATUS[err.code] ?? 500;
  const description = fault ? err.message : err.code === 'internal' ? `internal error (trace id ${request.id})` : err.message;
  const retry = err.meta?.retryAfterSeconds;
  if (typeof retry === 'number') reply.header('Retry-After', String(Math.max(1, Math.ceil(retry))));
  return reply.code(status).send({
    error: fault?.errorCode ?? err.code,
    error_description: description,
    ...(err.field ? { field: err.field } : {}),
    ...(err.rule ? { rule: err.rule } : {}),
    trace_id: request.id,
  });
}
