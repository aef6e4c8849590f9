// /manage/v1/campaign/list|create|update on the campaigns core.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Container } from '../../http/container.js';
import { accountOf } from './auth.js';
import { campaignChangesFromV2, campaignToV2, v2Error } from './campaign-map.js';
import { typeFirst, typeFirstHook } from './type-first.js';
import { CampaignCreateBody, CampaignOut, CampaignUpdateBody, CatalogInfoAnswer, IdAnswer, type CampaignBody } from './campaign-schema.js';
import { parseId } from './values.js';
import { createCampaignFromV2 } from './create-steps.js';
import { ListQueryProps, parseListQuery, type RawListQuery } from './list-query.js';
import { AccountIdProps, errorResponses } from './schemas.js';
import { noticeUnknownMacros } from '../../http/notices.js';
import { API_OPERATOR } from '../../core/campaigns/operation-log.js';
import { rulesOf } from '../../core/account-types/account-types.js';
import { missingFieldsError } from '../../http/to-domain-error.js';

/** POST /campaign/create after its schema: the v2 mapping, then the core (also the sandbox seed's path). */
export async function campaignRoutes(s: FastifyInstance, c: Container): Promise<void> {
  s.get<{ Querystring: RawListQuery & { account_id: string } }>(
    '/campaign/list',
    {
      schema: {
        operationId: 'campaignList',
        summary: 'List campaigns',
        description: 'Campaigns of the account ordered by id ascending; a page past the end is [].',
        tags: ['campaign'],
        querystring: Type.Object({ ...AccountIdProps, ...ListQueryProps }),
        response: { 200: Type.Array(CampaignOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = parseListQuery(request.query);
      const accountId = accountOf(request);
      // The rendered answer is kept until the next write to campaigns anywhere (ReadMemo): a
      // client polling its campaigns costs one lookup instead of two queries and ~70 KB of JSON.
      const json = await c.readMemo.memo('manage.campaign.list', `${accountId}|${JSON.stringify(q)}`, async () => {
        const rows = await c.campaigns.list(accountId, { ids: q.ids, hashedIds: q.hashedIds, offset: q.offset, limit: q.size });
        // kept as bytes: a cached string was measured in UTF-8 (Content-Length) and encoded again
        // on every answer, a third of a cached 69 KB list's server CPU (issue 23)
        return Buffer.from(reply.serialize(rows.map(campaignToV2)) as string, 'utf8');
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  s.get<{ Querystring: { account_id: string } }>(
    '/campaign/catalog_info',
    {
      schema: {
        operationId: 'campaignCatalogInfo',
        summary: "The WEB account's catalogs and their variant sets",
        description:
          'WEB accounts only (an APP account: 400 naming account_id). The catalogs dynamic ads can use: every WEB account has a sample catalog; fixtures (POST /_sandbox/seed `catalogs`) and `campaignctl catalogs add` declare others (on the real service they come from the Axon Pixel, a product feed or Shopify, never from this API). Every value is a string, counts included. A campaign may name only a catalog_id and variant_set_id listed here. No catalogs: {"catalogs": []}.',
        tags: ['campaign'],
        querystring: Type.Object(AccountIdProps),
        response: { 200: CatalogInfoAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const catalogs = await c.catalogs.list(accountOf(request));
      return {
        catalogs: catalogs.map((k) => ({
          id: k.id,
          name: k.name,
          ...(k.type ? { type: k.type } : {}),
          variant_sets: k.variantSets.map((v) => ({
            id: v.id,
            name: v.name,
            catalog_id: k.id,
            ...(v.totalVariants === null ? {} : { total_variants: String(v.totalVariants) }),
            ...(v.totalItems === null ? {} : { total_items: String(v.totalItems) }),
          })),
        })),
      };
    },
  );

  s.post<{ Body: CampaignBody }>(
    '/campaign/create',
    {
      schema: {
        operationId: 'campaignCreate',
        summary: 'Create a campaign',
        description: 'Create column of the spec: id and hashed_id are forbidden; status and created_at are ignored (a new campaign is PAUSED). Answers the new id.',
        tags: ['campaign'],
        querystring: Type.Object(AccountIdProps),
        body: CampaignCreateBody,
        response: { 200: IdAnswer, ...errorResponses },
      },
      // every missing field in one answer: the schema's own required fields and, when some of those
      // are missing too, the account type's (APP: platform, package_name, tracking), as one list
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null | undefined;
        if (!body || typeof body !== 'object' || Array.isArray(body)) return;
        const type = await typeFirst(c, request);
        const schemaMissing = (CampaignCreateBody.required ?? []).filter((f: string) => body[f] === undefined);
        if (!schemaMissing.length) return;
        const own = rulesOf(type).campaigns.requiredOnCreate;
        const missing = [...schemaMissing, ...own.filter((f) => body[f] === undefined)].sort();
        throw missingFieldsError(missing);
      },
    },
    async (request) => {
      const accountId = accountOf(request);
      noticeTrackingMacros(request, request.body.tracking);
      const platform = typeof request.body.platform === 'string' ? request.body.platform.trim().toLowerCase() : undefined;
      try {
        return await createCampaignFromV2(c, accountId, request.body);
      } catch (e) {
        throw v2Error(e, platform);
      }
    },
  );

  s.post<{ Body: CampaignBody }>(
    '/campaign/update',
    {
      schema: {
        operationId: 'campaignUpdate',
        summary: 'Update a campaign',
        description: 'Update column of the spec: id and type are required; bidding_strategy and start_date are forbidden; hashed_id and created_at are ignored. Answers the id as it was sent.',
        tags: ['campaign'],
        querystring: Type.Object(AccountIdProps),
        body: CampaignUpdateBody,
        response: { 200: Type.Object({ id: Type.Union([Type.String(), Type.Integer()]) }), ...errorResponses },
      },
      preValidation: typeFirstHook(c),
    },
    async (request) => {
      const accountId = accountOf(request);
      const body = request.body;
      noticeTrackingMacros(request, body.tracking);
      if (body.id === undefined || body.id === null || body.id === '') throw v2Error(parseId('id', undefined));
      const id = parseId('id', body.id);
      const current = await c.campaigns.getWithTargets(accountId, { id });
      const platform = typeof body.platform === 'string' ? body.platform.trim().toLowerCase() : current.campaign.platform;
      try {
        await c.campaigns.update(accountId, { id }, campaignChangesFromV2(body, current), API_OPERATOR);
      } catch (e) {
        throw v2Error(e, platform);
      }
      // The real service answers with the id exactly as the request sent it.
      return { id: body.id };
    },
  );
}

function noticeTrackingMacros(request: FastifyRequest, tracking: { click_url?: unknown; impression_url?: unknown } | undefined): void {
  noticeUnknownMacros(request, 'tracking.click_url', tracking?.click_url);
  noticeUnknownMacros(request, 'tracking.impression_url', tracking?.impression_url);
}
