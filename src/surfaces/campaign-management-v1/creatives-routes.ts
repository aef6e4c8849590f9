// Placeholder owned by the `creatives` helper: fill in registerCreativesRoutes with the v1
// creative-set, sizes, creative_set_assets and ad routes. plugin.ts already calls it inside the
// /campaign_management/v1 surface (same prefix, error renderer, not-found handler and OpenAPI
// document); use requireScope(c, 'creatives:read' | 'creatives:write') from ./auth.js.
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../server/container.js';

export async function registerCreativesRoutes(s: FastifyInstance, c: Container): Promise<void> {
  void s;
  void c;
}
