// Serves stored asset files at their unguessable URL: GET|HEAD /files/<128-bit token>/<name>.
// Hidden from the OpenAPI documents (schema.hide). Single byte ranges for video players.
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../http/container.js';
import { servingPolicy } from './serving-policy.js';

interface Params {
  token: string;
  name: string;
}

export async function registerFileRoutes(app: FastifyInstance, c: Container): Promise<void> {
  const handler = async (request: import('fastify').FastifyRequest<{ Params: Params }>, reply: import('fastify').FastifyReply) => {
    const file = await c.assets.findFile(request.params.token);
    if (!file) return reply.code(404).type('application/json; charset=utf-8').send({ error: 'not_found', message: 'no such file' });
    const size = file.sizeBytes;
    const policy = servingPolicy(file.contentType, request.params.name);
    reply.header('Content-Type', policy.contentType);
    if (policy.disposition) reply.header('Content-Disposition', policy.disposition);
    reply.header('Content-Security-Policy', policy.csp);
    reply.header('Accept-Ranges', 'bytes');
    // the bytes under a token never change
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    let start = 0;
    let end = size - 1;
    const range = request.headers.range;
    if (range !== undefined) {
      const r = parseRange(range, size);
      if (r === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        return reply.code(416).send();
      }
      if (r) {
        ({ start, end } = r);
        reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
      }
    }
    reply.header('Content-Length', String(end - start + 1));
    if (request.method === 'HEAD' || size === 0) return reply.send();
    const stream = await c.blobs.openRead(file.blobKey, { start, end });
    return reply.send(stream);
  };
  app.get<{ Params: Params }>('/files/:token/:name', { schema: { hide: true } as never, exposeHeadRoute: false }, handler);
  app.head<{ Params: Params }>('/files/:token/:name', { schema: { hide: true } as never }, handler);
}

/**
 * One `bytes=` range (first-last, first-, -suffix). Several ranges, or a malformed header, are
 * ignored (whole file, as RFC 9110 allows); a range past the end is unsatisfiable.
 */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
