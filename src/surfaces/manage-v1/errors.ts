// The error table of /manage/v1. Real clients read `x-al-error-code` (numeric) and
// `x-al-error-message` first, then the body, so every error carries both headers plus a JSON
// body that names the field and the rule. The numeric codes are stable: never renumber one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainError, ErrorCode } from '../../core/shared/errors.js';

export interface ManageErrorEntry {
  status: number;
  /** Value of x-al-error-code. */
  alCode: number;
}

/** Domain error code -> HTTP status and numeric x-al-error-code. Documented in README.md. */
export const MANAGE_ERRORS: Record<ErrorCode, ManageErrorEntry> = {
  internal: { status: 500, alCode: 100000 },
  validation_failed: { status: 400, alCode: 100001 },
  malformed_request: { status: 400, alCode: 100002 },
  unauthenticated: { status: 403, alCode: 100003 },
  forbidden: { status: 403, alCode: 100004 },
  insufficient_scope: { status: 403, alCode: 100004 },
  not_found: { status: 404, alCode: 100005 },
  rate_limited: { status: 429, alCode: 100006 },
  // 100007 (too many errors) is rate_limited with meta.errorLimited; see alCodeOf.
  payload_too_large: { status: 413, alCode: 100008 },
  conflict: { status: 409, alCode: 100009 },
  unavailable: { status: 503, alCode: 100010 },
  unsupported_media_type: { status: 415, alCode: 100011 },
};

/** x-al-error-code used when a key is blocked for producing too many errors (real service value). */
export const AL_TOO_MANY_ERRORS = 100007;

function alCodeOf(err: DomainError): number {
  if (err.code === 'rate_limited' && err.meta?.errorLimited) return AL_TOO_MANY_ERRORS;
  return MANAGE_ERRORS[err.code].alCode;
}

// Header values must be Latin-1 without control characters.
function headerSafe(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, '?').slice(0, 500);
}

export function renderManageError(err: DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const entry = MANAGE_ERRORS[err.code] ?? MANAGE_ERRORS.internal;
  // a sandbox fault (core/sandbox/faults.ts) names its own status and, optionally, its code
  const fault = err.meta?.fault as { status: number; errorCode: string | null } | undefined;
  const code = fault?.errorCode && /^\d+$/.test(fault.errorCode) ? Number(fault.errorCode) : alCodeOf(err);
  const message = fault ? err.message : err.code === 'internal' ? `internal error (trace id ${request.id})` : err.message;
  reply.code(fault?.status ?? entry.status).header('x-al-error-code', String(code)).header('x-al-error-message', headerSafe(message));
  const retry = err.meta?.retryAfterSeconds;
  if (typeof retry === 'number') reply.header('Retry-After', String(Math.max(1, Math.ceil(retry))));
  return reply.send({
    error: { code, type: err.code, message, ...(err.field ? { field: err.field } : {}), ...(err.rule ? { rule: err.rule } : {}) },
    trace_id: request.id,
  });
}
