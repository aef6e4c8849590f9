// One hook for every surface: query strings, path parameters and parsed bodies (JSON, urlencoded,
// multipart fields attached to the body) are checked against the platform's text rule
// (core/shared/text.ts) before schema validation, so a NUL never reaches either database and the
// answer is each surface's own 400 naming the field. Streamed bodies (multipart files read by
// the handler, suppression id lists) are checked where they are read.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../core/shared/errors.js';
import { findBadText } from '../core/shared/text.js';

export function installTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const bad =
      findBadText(request.params, '') ??
      findBadText(request.query, '') ??
      (typeof request.body === 'object' || typeof request.body === 'string' ? findBadText(request.body, typeof request.body === 'string' ? 'body' : '') : undefined);
    if (bad) {
      const field = bad.field || 'body';
      done(new DomainError('validation_failed', `${field}: ${bad.rule}`, { field, rule: bad.rule }));
      return;
    }
    done();
  });
}
