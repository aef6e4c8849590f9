import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { OAuthError } from '../../core/oauth/errors.js';

/**
 * Form bodies for the oauth plugin only (encapsulated: other surfaces keep their own parsers).
 * A parameter sent twice becomes an array, which the string schemas then refuse: RFC 6749 3.1/3.2
 * forbid repeated parameters.
 */
export async function registerFormParsers(s: FastifyInstance): Promise<void> {
  s.removeContentTypeParser('application/json');
  s.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, parseUrlEncoded(body as string));
  });
  // The spec's content type. Fields only: a file part is refused by name, its bytes never kept.
  await s.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 30, fieldSize: 8 * 1024, parts: 31, headerPairs: 50, fileSize: 1 },
    onFile: async (part) => {
      part.file.resume();
      throw new OAuthError('invalid_request', `${part.fieldname}: file parts are not accepted here`, part.fieldname);
    },
  });
}

export function parseUrlEncoded(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
