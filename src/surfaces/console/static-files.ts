// The console's client files (CSS, plain JS) are files of the package, read once at start-up and
// served from /console/static/: no CDN, no build step, the same files from dist/ and the bundle.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';


const TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
const REL = path.join('src', 'surfaces', 'console', 'static');

/** src/surfaces/console/static of the package, found upward from this module (dist/src/... or dist/bundle). */
export function staticDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, REL);
    if (fs.existsSync(candidate)) return candidate;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error(`console static files not found (${REL} above ${fileURLToPath(import.meta.url)})`);
}

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
}

export function loadStaticFiles(dir = staticDir()): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const body = fs.readFileSync(path.join(dir, name));
    files.set(name, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  }
  return files;
}

export function registerStaticRoutes(s: FastifyInstance, files: Map<string, StaticFile>): void {
  s.get<{ Params: { name: string } }>('/static/:name', { schema: { hide: true } as never, config: { consolePublic: true } }, async (request, reply) => {
    const f = files.get(request.params.name);
    if (!f) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    reply.header('ETag', f.etag).header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === f.etag) return reply.code(304).send();
    return reply.type(f.type).send(f.body);
  });
}
