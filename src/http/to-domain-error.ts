import { DomainError, isDomainError } from '../core/shared/errors.js';
import { OUTAGE_RETRY_AFTER_SECONDS, type Dependency } from '../core/shared/dependency.js';
import { classifyOutage } from '../storage/outage-errors.js';

interface FastifyishError extends Error {
  code?: string;
  statusCode?: number;
  validation?: { instancePath?: string; keyword: string; message?: string; params?: Record<string, unknown> }[];
  validationContext?: string;
}

const MULTIPART_PROBLEM = /multipart|boundary|part header|end of form/i;

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Every missing field in one answer (a client fixes them all in one go); the first names the field. */
export function missingFieldsError(missing: readonly string[]): DomainError {
  const field = missing[0]!;
  if (missing.length === 1) return new DomainError('validation_failed', `${field}: is required`, { field, rule: 'is required' });
  return new DomainError('validation_failed', `${missing.join(', ')}: are required`, { field, rule: `is required (also missing: ${missing.slice(1).join(', ')})` });
}

/**
 * Turns whatever a handler or Fastify threw into a DomainError. Schema validation failures keep
 * the field (JSON pointer -> dotted path) and the rule; anything unrecognised becomes 'internal'
 * (rendered as an opaque 500 carrying the request id).
 */
export function toDomainError(err: unknown): DomainError {
  if (isDomainError(err)) return err;
  const down = classifyOutage(err);
  if (down) return outage(down.dependency, down.detail);
  const e = err as FastifyishError;
  if (e && Array.isArray(e.validation) && e.validation.length > 0) {
    const v = e.validation[0]!;
    const where = CONTEXT_NAMES[e.validationContext ?? 'body'] ?? 'body';
    let field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (v.keyword === 'required' && v.params?.missingProperty) {
      // every field missing at this level, in one answer (a client fixes them all in one go)
      const prefix = field ? `${field}.` : '';
      const missing = e.validation
        .filter((x) => x.keyword === 'required' && (x.instancePath ?? '') === (v.instancePath ?? '') && x.params?.missingProperty)
        .map((x) => `${prefix}${String(x.params!.missingProperty)}`);
      return missingFieldsError(missing);
    }
    if (v.keyword === 'additionalProperties' && v.params?.additionalProperty) {
      const f = field ? `${field}.${String(v.params.additionalProperty)}` : String(v.params.additionalProperty);
      return new DomainError('validation_failed', `${f}: is not an accepted field`, { field: f, rule: 'is not an accepted field' });
    }
    let rule = v.message ?? 'is invalid';
    if (v.keyword === 'enum' && Array.isArray(v.params?.allowedValues)) rule = `must be one of ${(v.params!.allowedValues as unknown[]).join(', ')}`;
    if (!field) field = where;
    return new DomainError('validation_failed', `${field}: ${rule}`, { field, rule });
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DomainError('payload_too_large', 'request body is larger than this endpoint accepts');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DomainError('malformed_request', `unsupported Content-Type`, { field: 'Content-Type', rule: 'unsupported media type' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new DomainError('malformed_request', 'body: a JSON body is required', { field: 'body', rule: 'is required' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new DomainError('malformed_request', 'body: is not valid JSON', { field: 'body', rule: 'must be valid JSON' });
  }
  // busboy (under @fastify/multipart) throws plain Errors for a body that is not valid multipart:
  // "Unexpected end of multipart data", "Part terminated early ...", "Malformed part header",
  // "Unexpected end of form", "Multipart: Boundary not found". The client sent that; it is a 400.
  if (e instanceof Error && !e.code && MULTIPART_PROBLEM.test(e.message)) {
    return new DomainError('malformed_request', `body: malformed multipart/form-data (${e.message})`, { field: 'body', rule: 'must be a complete multipart/form-data body' });
  }
  if (e instanceof SyntaxError && e.statusCode === 400) {
    return new DomainError('malformed_request', 'body: is not valid JSON', { field: 'body', rule: 'must be valid JSON' });
  }
  if (e?.statusCode === 413) return new DomainError('payload_too_large', e.message);
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500 && e.code?.startsWith('FST_')) {
    return new DomainError('malformed_request', e.message);
  }
  return new DomainError('internal', 'internal error');
}

/**
 * A dependency is down: 503 with Retry-After. The answer says nothing of which dependency, where or
 * why (that is for the server's log: `meta.outage` and `meta.detail`, which no renderer sends).
 */
function outage(dependency: Dependency, detail: string): DomainError {
  return new DomainError('unavailable', `the service is temporarily unavailable; retry after ${OUTAGE_RETRY_AFTER_SECONDS} seconds`, {}, {
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    outage: dependency,
    detail,
  });
}

/** The dependency a DomainError from toDomainError says is down, with the log's detail. */
export function outageOf(de: DomainError): { dependency: Dependency; detail: string } | undefined {
  const dependency = de.meta?.outage as Dependency | undefined;
  return dependency ? { dependency, detail: String(de.meta?.detail ?? '') } : undefined;
}
