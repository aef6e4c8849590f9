import type { FastifyInstance } from 'fastify';
import type { RouteCatalog } from '../server/http/surface.js';
import { buildOpenApi } from './build.js';
import { renderDocsPage } from './docs-page.js';
import { API_VERSION } from './version.js';

export async function registerOpenApiRoutes(app: FastifyInstance, catalog: RouteCatalog): Promise<void> {
  const cache = new Map<string, string>();
  const doc = (name: string) => {
    let d = cache.get(name);
    if (!d) cache.set(name, (d = JSON.stringify(buildOpenApi(catalog, name, API_VERSION), null, 2)));
    return d;
  };
  app.get<{ Params: { surface: string } }>('/openapi/:surface', { schema: { hide: true } as never }, async (req, reply) => {
    const name = req.params.surface.replace(/\.json$/, '');
    if (!catalog.surfaces.has(name)) return reply.code(404).send({ error: 'not_found', message: `no surface named ${name}`, surfaces: [...catalog.surfaces.keys()] });
    return reply.type('application/json; charset=utf-8').send(doc(name));
  });
  app.get('/docs', { schema: { hide: true } as never }, async (_req, reply) => {
    const docs = [...catalog.surfaces.keys()].sort().map((name) => ({ name, doc: JSON.parse(doc(name)) }));
    return reply.type('text/html; charset=utf-8').send(renderDocsPage(docs));
  });
}
