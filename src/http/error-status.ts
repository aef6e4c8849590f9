// The plain HTTP status of each error code, for answers whose surface keeps no table of its own
// (paths of no surface, the sandbox's controls). The first generation's surface and the console
// keep theirs: the real service's documented statuses, and 404 for another account's pages.
import type { ErrorCode } from '../core/shared/errors.js';

export const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400, malformed_request: 400, unauthenticated: 401, forbidden: 403, insufficient_scope: 403, not_found: 404, conflict: 409,
  payload_too_large: 413, unsupported_media_type: 415, rate_limited: 429, unavailable: 503,
};
