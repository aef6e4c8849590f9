// Requests the server makes to itself (the sandbox seed goes through the surfaces' own handlers
// with app.inject): they carry a header with a secret made at start-up, which no client can know,
// so the request journal and fault injection (client traffic only) can leave them alone.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-campaign-platform-internal';
const SECRET = randomBytes(24).toString('hex');

/** Headers to add to an injected request. */
export const internalRequestHeaders: Readonly<Record<string, string>> = { [HEADER]: SECRET };

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === SECRET;
}
