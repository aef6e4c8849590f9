// /manage/v1/campaign/list|create|update on the campaigns core.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Container } from '../../http/container.js';
import { accountOf } from './auth.js';
import { campaignChangesFromV2, campaignToV2, v2Error } from './campaign-map.js';
import { CampaignCreateBody, CampaignOut, CampaignUpdateBody, IdAnswer, type CampaignBody } from './campaign-schema.js';
import { parseId } from './values.js';
import { createCampaignFromV2 } from './create-steps.js';
import { ListQueryProps, parseListQuery, type RawListQuery } from './list-query.js';
import { AccountIdProps, errorResponses } from './schemas.js';
import { noticeUnknownMacros } from '../../http/notices.js';

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
        await c.campaigns.update(accountId, { id }, campaignChangesFromV2(body, current));
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
