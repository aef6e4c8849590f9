// The suppression surface: POST /suppressionApps and /deleteSuppressionApps. Thin: authenticate
// the management key, check the query, hand the raw request stream to the core, render counts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '../../core/shared/errors.js';
import { tooLarge, type SuppressionOp } from '../../core/suppression/suppression-service.js';
import type { Container } from '../../http/container.js';
import type { RouteCatalog } from '../../http/surface.js';
import { setupSurface } from '../../http/surface.js';
import { IdListBody, SuppressionQuery, suppressionResponses } from './schemas.js';

const STATUS: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  malformed_request: 400,
  unauthenticated: 403,
  forbidden: 403,
  // spec 3 and the real-service notes: the statuses are 200, 400, 403 and 500; a body over the
  // limit is "data invalid" (400), with a message naming the limit
  payload_too_large: 400,
  unsupported_media_type: 400,
  not_found: 404,
};

/**
 * After a too-large answer the client is usually still sending. Closing at once would make the kernel answer its
 * pending bytes with a reset, and many clients then report "connection reset" instead of the answer.
 * So the rest of a moderately oversized body is read and discarded (up to twice the limit)
 * and the connection stays usable; a body declared far larger gets `Connection: close` instead.
 */
function discardRest(request: FastifyRequest, reply: FastifyReply, limit: number): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > 2 * limit) {
    reply.header('Connection', 'close');
    return;
  }
  let discarded = 0;
  raw.on('data', (d: Buffer) => {
    discarded += d.length;
    if (discarded > 2 * limit) raw.socket?.destroy();
  });
  raw.resume();
}

/** The suppression surface's error shape: {error, message, field?, trace_id} (also its unknown paths). */
export function renderSuppressionError(err: DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // a sandbox fault (core/sandbox/faults.ts) names its own status and, optionally, its error
  const fault = err.meta?.fault as { status: number; errorCode: string | null } | undefined;
  const status = fault?.status ?? STATUS[err.code] ?? 500;
  if (status === 429) reply.header('Retry-After', '1');
  const body: Record<string, unknown> = fault
    ? { error: fault.errorCode ?? err.code, message: err.message }
    : { error: status === 500 ? 'internal' : err.code, message: status === 500 ? 'internal error; nothing was changed' : err.message };
  if (err.field && status !== 500) body.field = err.field;
  body.trace_id = request.id;
  return reply.code(status).send(body);
}

/** The account each authenticated request acts for (set before the body is read). */
const accountOf = new WeakMap<FastifyRequest, number>();

async function authenticate(c: Container, request: FastifyRequest): Promise<void> {
  const key = (request.query as Record<string, unknown>).api_key;
  const accountId = await c.accounts.authenticateKey('management', typeof key === 'string' ? key : undefined);
  if (accountId === undefined) {
    throw new DomainError('unauthenticated', 'api_key: is missing or is not a valid management key', { field: 'api_key', rule: "must be the account's management key" });
  }
  accountOf.set(request, accountId);
  request.suppressionAccountId = accountId;
}

export async function registerSuppressionSurface(app: FastifyInstance, c: Container, catalog: RouteCatalog): Promise<void> {
  await app.register(async (s) => {
    setupSurface(
      s,
      catalog,
      {
        name: 'suppression',
        title: 'Suppression API',
        description: 'Suppression lists of advertising ids per account and app: existing users of an app are kept out of its campaigns.',
        securitySchemes: { managementKey: { type: 'apiKey', in: 'query', name: 'api_key', description: "The account's management key" } },
        tags: [{ name: 'suppression lists', description: 'Add advertising ids to an app\'s list, or delete them from it: one id per line, sent raw.', match: /./ }],
      },
      (err, request, reply) => {
        if (err.code === 'payload_too_large' || err.meta?.fault) discardRest(request, reply, c.suppression.maxBodyBytes);
        return renderSuppressionError(err, request, reply);
      },
    );

    // The body is newline-separated text whatever the Content-Type says (clients use curl's
    // --data-binary, i.e. form-urlencoded): no parser may buffer or decode it. The handler
    // streams request.raw itself.
    s.removeAllContentTypeParsers();
    s.addContentTypeParser('*', (_request, _payload, done) => done(null, ''));

    // Authentication before validation and before any byte of the body is read.
    s.addHook('preValidation', async (request) => {
      if (request.body === undefined) request.body = '';
      await authenticate(c, request);
    });

    const route = (path: string, op: SuppressionOp, summary: string, description: string) =>
      s.post<{ Querystring: SuppressionQuery }>(
        path,
        {
          config: { longBody: true },
          schema: {
            operationId: op === 'add' ? 'addSuppressedIds' : 'deleteSuppressedIds',
            summary,
            description,
            querystring: SuppressionQuery,
            body: IdListBody,
            consumes: ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'],
            response: suppressionResponses,
          } as never,
        },
        async (request: FastifyRequest<{ Querystring: SuppressionQuery }>, reply: FastifyReply) => {
          const max = c.suppression.maxBodyBytes;
          const declared = request.headers['content-length'];
          if (declared !== undefined && Number(declared) > max) throw tooLarge(max);
          let result;
          try {
            // destroyOnReturn false: a too-large error raised mid-body must not destroy the socket before the
            // answer is written (discardRest decides what happens to the rest of the body).
            const body = request.raw.iterator({ destroyOnReturn: false });
            result = await c.suppression.apply(op, accountOf.get(request)!, request.query.package_name, body);
          } catch (e) {
            if (e instanceof DomainError) throw e;
            if (request.raw.aborted || (e as NodeJS.ErrnoException).code === 'ECONNRESET') {
              throw new DomainError('malformed_request', 'body: the request body was not received completely; nothing was changed', { field: 'body', rule: 'must be sent completely' });
            }
            throw e;
          }
          return reply.code(200).send({ num_valid_ids: result.numValidIds, num_invalid_ids: result.numInvalidIds });
        },
      );

    route(
      '/suppressionApps',
      'add',
      'Add advertising ids to an app’s suppression list',
      'Adds every valid id of the body to the suppression list of `package_name` for the account of `api_key` (ids already on it stay). All or nothing: after any error or crash the list is as before.',
    );
    route(
      '/deleteSuppressionApps',
      'remove',
      'Remove advertising ids from an app’s suppression list',
      'Removes every valid id of the body from the suppression list of `package_name` for the account of `api_key` (ids not on it are counted valid too). All or nothing.',
    );
  });
}
