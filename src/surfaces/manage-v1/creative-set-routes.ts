// /manage/v1/creative_set/* on the creatives core (the same sets the first generation serves).
import { typeFirstHook } from './type-first.js';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../http/container.js';
import { invalid } from '../../core/shared/errors.js';
import { accountOf } from './auth.js';
import {
  creativeSetToV2,
  parseSetStatus,
  checkSetForType,
  requireFields,
  setFieldsFromV2,
} from './creative-set-map.js';
import {
  CloneBody,
  CreativeSetCreateBody,
  CreativeSetOut,
  CreativeSetUpdateBody,
  IdVersionAnswer,
  ListByCampaignAnswer,
  type CloneBodyT,
  type CreativeSetBody,
} from './creative-set-schema.js';
import { ListQueryProps, parseListQuery, type RawListQuery } from './list-query.js';
import { AccountIdProps, errorResponses } from './schemas.js';
import { parseId } from './values.js';
import { assetsOfV2, createSetFromV2 } from './create-steps.js';

export async function creativeSetRoutes(s: FastifyInstance, c: Container): Promise<void> {
  const v2Assets = (accountId: number, raw: unknown) => assetsOfV2(c, accountId, raw);

  s.get<{ Querystring: RawListQuery & { account_id: string } }>(
    '/creative_set/list',
    {
      schema: {
        operationId: 'creativeSetList',
        summary: 'List creative sets',
        description: 'Creative sets of the account ordered by id ascending; a page past the end is [].',
        tags: ['creative_set'],
        querystring: Type.Object({ ...AccountIdProps, ...ListQueryProps }),
        response: { 200: Type.Array(CreativeSetOut), ...errorResponses },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query);
      const sets = await c.creatives.sets.list({ accountId: accountOf(request), ids: q.ids, hashedIds: q.hashedIds, page: q.page, size: q.size });
      return sets.map((v) => creativeSetToV2(v));
    },
  );

  s.get<{ Querystring: Omit<RawListQuery, 'hashed_ids'> & { account_id: string } }>(
    '/creative_set/list_by_campaign_id',
    {
      schema: {
        operationId: 'creativeSetListByCampaignId',
        summary: 'Creative sets grouped by campaign',
        description:
          '`ids` are campaign ids (at most 100; without them, every campaign of the account). The page (ordered by set id) is grouped by campaign id; `campaign_count` is the number of keys of `campaigns`, `creative_set_count` the number of sets in this answer. Campaigns with no set on the page are not keys.',
        tags: ['creative_set'],
        querystring: Type.Object({ ...AccountIdProps, ids: ListQueryProps.ids, page: ListQueryProps.page, size: ListQueryProps.size }),
        response: { 200: ListByCampaignAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, { hashedIds: false });
      const sets = await c.creatives.sets.list({ accountId: accountOf(request), campaignIds: q.ids, page: q.page, size: q.size });
      const campaigns: Record<string, ReturnType<typeof creativeSetToV2>[]> = {};
      const asked = q.ids ? new Set(q.ids) : undefined;
      let listed = 0;
      // a set shared by several campaigns is listed (and counted) under each of them
      for (const v of sets) {
        for (const cid of v.set.campaignIds) {
          if (asked && !asked.has(cid)) continue;
          (campaigns[String(cid)] ??= []).push(creativeSetToV2(v, cid));
          listed++;
        }
      }
      return { campaign_count: Object.keys(campaigns).length, creative_set_count: listed, campaigns };
    },
  );

  s.post<{ Body: CreativeSetBody }>(
    '/creative_set/create',
    {
      schema: {
        operationId: 'creativeSetCreate',
        summary: 'Create a creative set',
        description: 'Create column of the spec: id and hashed_id are forbidden; version and created_at are ignored (a new set is V2). campaign_id is optional, as on the current service: without it the set is unattached until creative_set/add-to-campaigns. Answers the new id and version.',
        tags: ['creative_set'],
        querystring: Type.Object(AccountIdProps),
        body: CreativeSetCreateBody,
        response: { 200: IdVersionAnswer, ...errorResponses },
      },
      preValidation: typeFirstHook(c),
    },
    async (request) => createSetFromV2(c, accountOf(request), request.body as Record<string, unknown>),
  );

  s.post<{ Body: CreativeSetBody }>(
    '/creative_set/update',
    {
      schema: {
        operationId: 'creativeSetUpdate',
        summary: 'Update a creative set',
        description: 'Update column of the spec: id and type are required; campaign_id, when sent, must be a campaign the set runs in (a shared set changes in every campaign); hashed_id, version and created_at are ignored. `assets`, when sent, replaces the set\'s files. Answers the id and version.',
        tags: ['creative_set'],
        querystring: Type.Object(AccountIdProps),
        body: CreativeSetUpdateBody,
        response: { 200: IdVersionAnswer, ...errorResponses },
      },
      preValidation: typeFirstHook(c),
    },
    async (request) => {
      const accountId = accountOf(request);
      const b = request.body as Record<string, unknown>;
      requireFields(b, ['id', 'type'], 'update');
      checkSetForType(b, await c.accounts.accountType(accountId));
      const id = parseId('id', b.id);
      const campaignId = b.campaign_id === undefined || b.campaign_id === null ? undefined : parseId('campaign_id', b.campaign_id);
      // 404 for a set of another account comes before any rule about the body's assets.
      await c.creatives.sets.get(accountId, { id });
      const fields = setFieldsFromV2(request.body);
      const assetIds = b.assets === undefined || b.assets === null ? undefined : await v2Assets(accountId, b.assets);
      const v = await c.creatives.sets.update(accountId, { id }, { ...(campaignId === undefined ? {} : { campaign: { id: campaignId } }), ...fields, ...(assetIds ? { assetIds } : {}) });
      return { id: String(v.set.id), version: v.set.version };
    },
  );

  s.post<{ Body: CloneBodyT }>(
    '/creative_set/clone',
    {
      schema: {
        operationId: 'creativeSetClone',
        summary: 'Clone a creative set into a campaign',
        description: 'Copies the set (its assets, languages, countries the target campaign targets) into a campaign of the same account, with the given status. A clone of a V1 set is V1.',
        tags: ['creative_set'],
        querystring: Type.Object(AccountIdProps),
        body: CloneBody,
        response: { 200: IdVersionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = accountOf(request);
      const b = request.body;
      const target = parseId('campaign_id', b.campaign_id);
      const source = parseId('creative_set_id', b.creative_set_id);
      if (typeof b.status !== 'string' || !b.status.trim()) throw invalid('status', 'is required (LIVE or PAUSED)');
      const status = parseSetStatus(b.status);
      const v = await c.creatives.sets.clone(accountId, { id: source }, { id: target }, status);
      return { id: String(v.set.id), version: v.set.version };
    },
  );
}
