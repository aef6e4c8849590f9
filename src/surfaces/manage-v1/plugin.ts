// The second-generation API, /manage/v1: API key in `Authorization`, `account_id` on every
// request, errors in x-al-error-* headers. Routes are thin: parse, call a core, render v2 shapes.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { setupSurface, type RouteCatalog } from '../../http/surface.js';
import { IDEMPOTENCY_KEY_PARAMETER, installIdempotency } from '../../http/idempotency.js';
import { manageAuthHook, manageErrorCountHook } from './auth.js';
import { assetRoutes } from './asset-routes.js';
import { campaignRoutes } from './campaign-routes.js';
import { creativeSetRoutes } from './creative-set-routes.js';
import { associationRoutes } from './association-routes.js';
import { operationLogRoutes } from './operation-log-routes.js';
import { renderManageError } from './errors.js';

export const MANAGE_PREFIX = '/manage/v1';

export type ManageRoutes = (s: FastifyInstance, c: Container) => Promise<void> | void;

/** The route groups of the surface. */
const routeGroups: ManageRoutes[] = [campaignRoutes, creativeSetRoutes, assetRoutes, associationRoutes, operationLogRoutes];

export async function registerManageV1Surface(app: FastifyInstance, c: Container, catalog: RouteCatalog, groups: ManageRoutes[] = routeGroups): Promise<void> {
  await app.register(
    async (s) => {
      setupSurface(
        s,
        catalog,
        {
          name: 'manage-v1',
          title: 'Ads Manager API (second generation)',
          description:
            'Campaigns, creative sets, asset library and batch uploads, addressed by account id. Every request sends `Authorization: <campaign API key>` (the bare key) and `account_id`. Errors carry `x-al-error-code` and `x-al-error-message` headers and a JSON body naming the field and the rule.',
          securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The bare campaign API key (no "Bearer")' } },
          postParameters: [IDEMPOTENCY_KEY_PARAMETER],
          tags: [
            { name: 'campaign', description: 'Campaigns: list, create, update; their change log.' },
            { name: 'creative_set', description: 'Creative sets: list (also by campaign), create, update, clone; run a set in several campaigns.' },
            { name: 'asset', description: 'The asset library: list, batch upload and its result; put an asset in several creative sets.' },
          ],
        },
        renderManageError,
      );
      acceptLooseJson(s);
      s.addHook('onRequest', manageAuthHook(c));
      s.addHook('onSend', manageErrorCountHook(c));
      installIdempotency(s, c.idempotency, c.sha1, (r) => r.manageAccountId);
      s.setNotFoundHandler(async (request) => {
        throw new DomainError('not_found', `no endpoint ${request.method} ${request.url.split('?')[0]}`, { field: 'path', rule: 'must be a /manage/v1 endpoint' });
      });
      for (const g of groups) await g(s, c);
    },
    { prefix: MANAGE_PREFIX },
  );
}

/**
 * Real clients are loose about Content-Type: `curl -d '{...}'` sends a JSON body as
 * application/x-www-form-urlencoded, some send text/plain or nothing. A body that is JSON is read
 * as JSON whatever the header says (multipart keeps its own parser).
 */
function acceptLooseJson(s: FastifyInstance): void {
  const parse = (_req: unknown, body: string, done: (err: Error | null, body?: unknown) => void) => {
    if (body.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(new DomainError('malformed_request', 'body: is not valid JSON', { field: 'body', rule: 'must be valid JSON' }));
    }
  };
  for (const type of ['application/x-www-form-urlencoded', 'text/plain', '*']) {
    // Fastify's own text/plain parser (a string body) is replaced in this scope only.
    if (s.hasContentTypeParser(type)) s.removeContentTypeParser(type);
    s.addContentTypeParser(type, { parseAs: 'string' }, parse);
  }
}
