// The API reference: /openapi/<surface>.json (OpenAPI 3.1, built from the routes' own schemas)
// and /docs, rendered by Swagger UI (@fastify/swagger-ui, a maintained viewer with try-it-out).
// Its assets are served from the installed package, so the page makes no request off this
// server (the online validator badge is off). One page, a selector per surface. Served documents
// name their server as `/` (relative to where they are fetched: right behind any proxy or port);
// the committed files name the default http://127.0.0.1:8080.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteCatalog } from '../http/surface.js';
import { buildOpenApi } from './build.js';
import { assessParity } from './parity/assess.js';
import type { ExampleSet } from './examples.js';
import recordedExamples from './examples.json' with { type: 'json' };
import { API_VERSION } from './version.js';

/** Reading order of the surfaces in the selector: the current API first. */
const ORDER = ['manage-v1', 'campaign-management-v1', 'oauth', 'suppression', 'reporting'];

export async function registerOpenApiRoutes(app: FastifyInstance, catalog: RouteCatalog): Promise<void> {
  const cache = new Map<string, string>();
  const doc = (name: string) => {
    let d = cache.get(name);
    if (!d) cache.set(name, (d = JSON.stringify(buildOpenApi(catalog, name, API_VERSION, { serverUrl: '/', examples: recordedExamples as unknown as ExampleSet }), null, 2)));
    return d;
  };
  app.get<{ Params: { surface: string } }>('/openapi/:surface', { schema: { hide: true } as never }, async (req, reply) => {
    const name = req.params.surface.replace(/\.json$/, '');
    if (!catalog.surfaces.has(name)) return reply.code(404).send({ error: 'not_found', message: `no surface named ${name}`, surfaces: [...catalog.surfaces.keys()] });
    return reply.type('application/json; charset=utf-8').send(doc(name));
  });

  // GET /_parity: the parity registry assessed against this server's own documents (issue 37)
  let parity: string | undefined;
  app.get('/_parity', { schema: { hide: true } as never }, async (_req, reply) => {
    parity ??= JSON.stringify(assessParity([...catalog.surfaces.keys()].filter((n) => n !== 'sandbox').sort().map((n) => buildOpenApi(catalog, n, API_VERSION))), null, 2);
    return reply.type('application/json; charset=utf-8').send(parity);
  });

  // Surfaces are registered before this runs, so the list is complete.
  const names = [...catalog.surfaces.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const urls = names.map((name) => ({ url: `/openapi/${name}.json`, name: catalog.surfaces.get(name)!.info.title }));
  const require = createRequire(import.meta.url);
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  await app.register(async (scope) => {
    // swagger-ui serves /docs/json from @fastify/swagger; it gets a small index document, the real
    // ones are the per-surface URLs above.
    await scope.register(swagger, {
      mode: 'static',
      specification: { document: { openapi: '3.1.0', info: { title: 'campaign-platform', version: API_VERSION, description: urls.map((u) => `${u.name}: ${u.url}`).join('\n') }, paths: {} } },
    } as never);
    await scope.register(swaggerUi, {
      routePrefix: '/docs',
      // the bundled server has no __dirname of the package: point at the installed assets
      baseDir: path.join(path.dirname(require.resolve('@fastify/swagger-ui/package.json')), 'static'),
      // The viewer's own policy (the library's), with upgrade-insecure-requests only when this
      // request came over https: on plain http on any host but localhost the upgrade had the
      // browser fetch the viewer's scripts over https, and /docs drew nothing (issue 33, item 7).
      staticCSP: false,
      uiHooks: {
        onRequest: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          reply.header('content-security-policy', docsCsp(request.protocol === 'https'));
          done();
        },
      },
      // try-it.js: a file served beside the viewer's own (CSP 'self'); it makes Authorize read the
      // nested token answer (src/openapi/static/try-it.js says why)
      theme: { title: 'campaign-platform API reference', js: [{ filename: 'try-it.js', content: fs.readFileSync(tryItScript(), 'utf8') }] },
      uiConfig: {
        // serialised into the viewer's initializer script as source text, hence built from a string
        requestInterceptor: new Function('req', 'return window.campaignPlatformDocs ? window.campaignPlatformDocs.request(req) : req;'),
        urls,
        'urls.primaryName': urls[0]?.name,
        validatorUrl: null,
        deepLinking: true,
        tryItOutEnabled: true,
        // credentials typed into Authorize stay in the page; try-it.js keeps them in the browser
        // only when the user ticks "Remember" (issue 33, item 7)
        persistAuthorization: false,
        plugins: [
          new Function('system', 'return SwaggerUIBundle.plugins.DownloadUrl(system);'),
          new Function('system', 'return window.campaignPlatformDocs ? window.campaignPlatformDocs.plugin(system) : {};'),
        ],
        displayRequestDuration: true,
        defaultModelsExpandDepth: 0,
        docExpansion: 'list',
      },
    } as never);
  });
}

/** src/openapi/static/try-it.js of the package, found upward from this module (dist/src/... or dist/bundle). */
function tryItScript(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'src', 'openapi', 'static', 'try-it.js');
    if (fs.existsSync(candidate)) return candidate;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error(`src/openapi/static/try-it.js not found above ${fileURLToPath(import.meta.url)}`);
}

/** @fastify/swagger-ui's static policy (its csp.json hashes), the https upgrade only when asked. */
export function docsCsp(https: boolean): string {
  const csp = swaggerUiCsp();
  return `default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self' ${csp.script.join(' ')}; script-src-attr 'none'; style-src 'self' https: ${csp.style.join(' ')};${https ? ' upgrade-insecure-requests;' : ''}`;
}

let cspHashes: { script: string[]; style: string[] } | undefined;
function swaggerUiCsp(): { script: string[]; style: string[] } {
  cspHashes ??= JSON.parse(fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static', 'csp.json'), 'utf8')) as { script: string[]; style: string[] };
  return cspHashes;
}

function rank(name: string): number {
  const i = ORDER.indexOf(name);
  return i < 0 ? ORDER.length : i;
}
