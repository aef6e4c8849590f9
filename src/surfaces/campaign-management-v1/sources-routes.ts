// GET|POST /sources/<campaign_id>: per-source on/off switches of a campaign.
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { requireScope } from './auth.js';
import { parseBool, renderSource } from './campaign-render.js';
import { CampaignIdParams, SourceObject, SourcesBody, SourcesPage, SourcesQuery, routeSchema } from './campaign-schemas.js';
import { v1CampaignRef } from './refs.js';
import { Type } from '@sinclair/typebox';

const TAG = ['sources'];
export const SOURCES_DEFAULT_LIMIT = 100;
export const SOURCES_MAX_LIMIT = 1000;

function intParam(name: string, raw: string | undefined, def: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return def;
  const s = raw.trim();
  if (!/^\d{1,10}$/.test(s) || Number(s) < min || Number(s) > max) throw invalid(name, `must be an integer from ${min} to ${max}`);
  return Number(s);
}

function parseChange(item: unknown, prefix: string): { appId: string; status: boolean } {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid(prefix || 'body', 'must be an object with app_id and status');
  const o = item as Record<string, unknown>;
  const f = (n: string) => (prefix ? `${prefix}.${n}` : n);
  for (const k of Object.keys(o)) if (!['app_id', 'status', 'app_id_external'].includes(k)) throw invalid(f(k), 'is not an accepted field');
  const raw = o.app_id;
  const appId = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (appId === undefined) throw invalid(f('app_id'), raw === undefined ? 'is required' : 'must be a string');
  if (!appId || appId.length > 255 || /\s/.test(appId)) throw invalid(f('app_id'), 'must be a non-empty id of at most 255 characters without spaces');
  if (o.status === undefined) throw invalid(f('status'), 'is required');
  return { appId, status: parseBool(f('status'), o.status) };
}

export async function registerSourcesRoutes(s: FastifyInstance, c: Container): Promise<void> {
  s.get<{ Params: CampaignIdParams; Querystring: SourcesQuery }>(
    '/sources/:campaign_id',
    {
      preHandler: requireScope(c, 'source_bids:read'),
      schema: routeSchema({
        operationId: 'getSources', tags: TAG, security: [{ oauth2: ['source_bids:read'] }],
        summary: 'Sources of a campaign',
        description:
          `Without limit and offset: a bare array of every source, ordered by app_id. With either: the paged object (limit default ${SOURCES_DEFAULT_LIMIT}, at most ${SOURCES_MAX_LIMIT}; offset default 0); ` +
          'its `limit` is the number of rows in this response, as the spec defines it, and total_row_count counts all of the campaign\'s sources.',
        params: CampaignIdParams,
        querystring: SourcesQuery,
        response: { 200: Type.Union([Type.Array(SourceObject), SourcesPage]) },
      }),
    },
    async (req) => {
      const accountId = req.access!.accountId;
      const ref = await v1CampaignRef(c, accountId, req.params.campaign_id);
      const { limit: rawLimit, offset: rawOffset } = req.query;
      if (rawLimit === undefined && rawOffset === undefined) {
        return (await c.campaigns.listSources(accountId, ref)).sources.map(renderSource);
      }
      const limit = intParam('limit', rawLimit, SOURCES_DEFAULT_LIMIT, 1, SOURCES_MAX_LIMIT);
      const offset = intParam('offset', rawOffset, 0, 0, 1_000_000_000);
      const page = await c.campaigns.listSources(accountId, ref, { limit, offset });
      return { limit: page.sources.length, offset, sources: page.sources.map(renderSource), total_row_count: page.total };
    },
  );

  s.post<{ Params: CampaignIdParams; Body: unknown }>(
    '/sources/:campaign_id',
    {
      preHandler: requireScope(c, 'source_bids:write'),
      // The union below documents the body; the handler checks it itself so an error names
      // the exact item and field (a schema union would only say "must match a schema in anyOf").
      attachValidation: true,
      schema: routeSchema({
        operationId: 'updateSources', tags: TAG, security: [{ oauth2: ['source_bids:write'] }],
        summary: 'Turn sources on or off',
        description:
          'Body: one {app_id, status} object or a list of them (at most 1000). A source the campaign has no row for yet gets one (its app_id_external stays "" until delivery records it). ' +
          'All changes apply or none. Answers the changed sources after the change: an object for an object, an array for an array.',
        params: CampaignIdParams,
        body: SourcesBody,
        response: { 200: Type.Union([SourceObject, Type.Array(SourceObject)]) },
      }),
    },
    async (req) => {
      const accountId = req.access!.accountId;
      const ref = await v1CampaignRef(c, accountId, req.params.campaign_id);
      const body = req.body;
      if (Array.isArray(body)) {
        if (body.length === 0) throw invalid('body', 'must name at least one source');
        if (body.length > SOURCES_MAX_LIMIT) throw invalid('body', `must name at most ${SOURCES_MAX_LIMIT} sources`);
        const changes = body.map((item, i) => parseChange(item, `[${i}]`));
        return (await c.campaigns.setSourceStatuses(accountId, ref, changes)).map(renderSource);
      }
      if (body === undefined || body === null) throw invalid('body', 'is required: {"app_id": ..., "status": ...} or a list of them');
      const [one] = await c.campaigns.setSourceStatuses(accountId, ref, [parseChange(body, '')]);
      return renderSource(one!);
    },
  );
}
