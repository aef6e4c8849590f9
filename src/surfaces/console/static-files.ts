// The console's client files (CSS, plain JS) are files of the package, read once at start-up and
// served from /console/static/: no CDN, no build step, the same files from dist/ and the bundle.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
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

/**
 * Files of installed packages the console serves under a name of its own, such as
 * { 'chart.js': 'some-chart-library/dist/chart.min.js' } (a page lists the name in `scripts`).
 * Resolved through node_modules from this module, so a dependency's file is served from the package,
 * never a CDN.
 */
export const CONSOLE_VENDOR_FILES: Record<string, string> = {
  // uPlot: a small (~50 KB), dependency-free canvas chart library (Reports); no injected styles
  'uplot.js': 'uplot/dist/uPlot.iife.min.js',
  'uplot.css': 'uplot/dist/uPlot.min.css',
};

export function loadStaticFiles(dir = staticDir(), vendor: Record<string, string> = CONSOLE_VENDOR_FILES): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const add = (name: string, file: string) => {
    const type = TYPES[path.extname(name)];
    if (!type) return;
    const body = fs.readFileSync(file);
    files.set(name, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  };
  for (const name of fs.readdirSync(dir)) add(name, path.join(dir, name));
  for (const [name, spec] of Object.entries(vendor)) add(name, packageFile(spec));
  return files;
}

/**
 * `pkg/path/in/package` -> the file in the nearest node_modules that has it. Looked up by
 * directory, not require.resolve: a package's "exports" often leave out its browser builds.
 */
export function packageFile(spec: string): string {
  const parts = spec.split('/');
  const pkg = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  for (const dir of createRequire(import.meta.url).resolve.paths(pkg) ?? []) {
    const candidate = path.join(dir, spec);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`console vendor file ${spec} is not installed`);
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
