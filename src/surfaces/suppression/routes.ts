import type { FastifyInstance } from 'fastify';
import type { Container } from '../../server/container.js';
import type { RouteCatalog } from '../../server/http/surface.js';
import { setupSurface } from '../../server/http/surface.js';

export async function registerSuppressionSurface(app: FastifyInstance, c: Container, catalog: RouteCatalog): Promise<void> {
  await app.register(async (s) => {
    setupSurface(
      s,
      catalog,
      { name: 'suppression', title: 'Suppression API', description: 'Suppression lists of advertising ids per app.' },
      (err, request, reply) => reply.code(err.code === 'internal' ? 500 : 400).send({ error: err.code, message: err.message, trace_id: request.id }),
    );
    void c;
  });
}
