// The first-generation API, /campaign_management/v1: OAuth bearer tokens (auth.ts), errors in
// one JSON shape (errors.ts). Campaign, targets and source routes live here; the creatives
// helper's routes join the same surface through registerCreativesRoutes.
import type { FastifyInstance } from 'fastify';
import { OAUTH_SCOPES } from '../../core/accounts/model.js';
import { DomainError } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { setupSurface, type RouteCatalog } from '../../http/surface.js';
import { IDEMPOTENCY_KEY_PARAMETER, installIdempotency } from '../../http/idempotency.js';
import { registerCampaignRoutes } from './campaign-routes.js';
import { registerCreativesRoutes } from './creatives-routes.js';
import { renderV1Error } from './errors.js';
import { registerSourcesRoutes } from './sources-routes.js';
import { registerTargetsRoutes } from './targets-routes.js';

export const V1_PREFIX = '/campaign_management/v1';

const SCOPE_WORDS: Record<(typeof OAUTH_SCOPES)[number], string> = {
  'campaigns:read': 'Read campaigns and their targets',
  'campaigns:write': 'Create and change campaigns and their targets (includes read)',
  'creatives:read': 'Read creative sets, assets and ads',
  'creatives:write': 'Change creative sets, assets and ads (includes read)',
  'source_bids:read': 'Read per-source settings',
  'source_bids:write': 'Turn sources on and off (includes read)',
};

export async function registerCampaignManagementV1Surface(app: FastifyInstance, c: Container, catalog: RouteCatalog): Promise<void> {
  await app.register(
    async (s) => {
      setupSurface(
        s,
        catalog,
        {
          name: 'campaign-management-v1',
          title: 'Campaign Management API (first generation)',
          description:
            'Campaigns, campaign targets, sources, creative sets, assets and ads, authenticated with OAuth 2.0 bearer tokens (`Authorization: Bearer <access_token>` from POST /oauth/v1/access_token). ' +
            'Errors: `{"error": "<code>", "error_description": "<field>: <rule>", "field", "rule", "trace_id"}` with 400 (validation), 401 (token), 403 (scope), 404 (unknown or another account\'s object), 500 (opaque, with the trace id).',
          postParameters: [IDEMPOTENCY_KEY_PARAMETER],
          tags: [
            { name: 'campaigns', description: 'Create, list, read and change campaigns (scope campaigns:*).', match: /\/campaigns?(\/|$)/ },
            { name: 'targets', description: 'Per-country bids, budgets and tracking URLs, OS and device targeting (scope campaigns:*).', match: /\/campaign_targets\// },
            { name: 'sources', description: 'Traffic sources of a campaign, on or off (scope source_bids:*).', match: /\/sources\// },
            { name: 'creative sets', description: 'Creative sets of a campaign, their countries, languages and size switches (scope creatives:*).', match: /\/creative_sets?(\/|$)/ },
            { name: 'assets', description: 'Add, replace or remove a set\'s assets: files (processed asynchronously), references and texts (scope creatives:*).', match: /\/creative_set_assets\// },
            { name: 'ads', description: 'Ads generated from a set\'s assets: names and on/off (scope creatives:*).', match: /\/ads?\// },
          ],
          securitySchemes: {
            oauth2: {
              type: 'oauth2',
              flows: {
                clientCredentials: { tokenUrl: '/oauth/v1/access_token', scopes: SCOPE_WORDS },
                authorizationCode: { authorizationUrl: '/oauth/initialize', tokenUrl: '/oauth/v1/access_token', refreshUrl: '/oauth/v1/access_token', scopes: SCOPE_WORDS },
              },
            },
          },
        },
        renderV1Error,
      );
      s.setNotFoundHandler(async (request) => {
        throw new DomainError('not_found', `no endpoint ${request.method} ${request.url.split('?')[0]}`, { field: 'path', rule: 'must be a /campaign_management/v1 endpoint' });
      });
      installIdempotency(s, c.idempotency, c.sha1, (r) => r.access?.accountId);
      await registerCampaignRoutes(s, c);
      await registerTargetsRoutes(s, c);
      await registerSourcesRoutes(s, c);
      await registerCreativesRoutes(s, c);
    },
    { prefix: V1_PREFIX },
  );
}
