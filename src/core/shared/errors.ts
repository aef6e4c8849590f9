// The one error type the domain core throws. Codes are stable: surfaces map them to HTTP
// (one table per surface) and clients may rely on them.

export type ErrorCode =
  | 'validation_failed' // a field breaks a rule of the spec
  | 'malformed_request' // the request cannot be read at all (bad JSON, bad multipart)
  | 'payload_too_large'
  | 'unsupported_media_type' // the body is of a Content-Type the operation does not take
  | 'unauthenticated' // no credentials, or credentials not recognised
  | 'forbidden' // credentials recognised but not allowed for this resource/account
  | 'insufficient_scope'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export interface ErrorDetail {
  /** The field the error is about, as the client named it (dotted path for nested fields). */
  field?: string;
  /** The rule that was broken, in words a client developer can act on. */
  rule?: string;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly rule?: string;
  /** Extra machine-readable data for a surface renderer (e.g. retryAfterSeconds). */
  readonly meta?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, detail: ErrorDetail = {}, meta?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = detail.field;
    this.rule = detail.rule;
    this.meta = meta;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/** A field failed validation: the message names the field and the rule. */
export function invalid(field: string, rule: string): DomainError {
  return new DomainError('validation_failed', `${field}: ${rule}`, { field, rule });
}

export function notFound(what: string): DomainError {
  return new DomainError('not_found', `${what} not found`);
}
