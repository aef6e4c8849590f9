// /campaign_management/v1 creative sets, sizes and ads (spec 1). Thin: validate, call the
// creatives core, render. The multipart asset route lives in creatives-assets-route.ts.
import type { FastifyInstance } from 'fastify';
import { parseDesignator, type SizeSwitches } from '../../core/creatives/templates.js';
import { invalid } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { requireScope } from './auth.js';
import { registerCreativeSetAssetsRoute } from './creatives-assets-route.js';
import { setRef } from './creatives-refs.js';
import { v1AdId, v1CampaignRef, v1Known, v1SetRef } from './refs.js';
import { renderAd, renderSet } from './creatives-render.js';
import {
  AdBody, AdIdParams, AdObject, CampaignIdParams, CreativeSetBody, CreativeSetCreateBody, CreativeSetObject, parseBool, SetIdParams, SizesBody,
} from './creatives-schemas.js';

const TAG = ['creatives'];

export async function registerCreativesRoutes(s: FastifyInstance, c: Container): Promise<void> {
  const read = { preHandler: requireScope(c, 'creatives:read') };
  const write = { preHandler: requireScope(c, 'creatives:write') };

  const createOrUpdate = async (accountId: number, pathId: string | undefined, b: CreativeSetBody) => {
    const bodyId = b.creative_set_id?.trim() || undefined;
    if (pathId && bodyId && setRefKey(pathId) !== setRefKey(bodyId)) throw invalid('creative_set_id', 'must match the creative set in the path');
    const id = pathId ?? bodyId;
    const campaign = b.campaign_id === undefined ? undefined : await v1Known(c, accountId, parseCampaign(b.campaign_id), `campaign ${b.campaign_id.trim().slice(0, 64)}`);
    if (id) {
      return c.creatives.sets.update(accountId, await v1SetRef(c, accountId, setRef(id)), {
        campaign, name: b.name, countries: b.countries, languages: b.languages, productPage: b.product_page,
      });
    }
    if (!campaign) throw invalid('campaign_id', 'is required when creating a creative set');
    if (b.name === undefined) throw invalid('name', 'is required when creating a creative set');
    return c.creatives.sets.create(accountId, {
      campaign, name: b.name, countries: b.countries, languages: b.languages, productPage: b.product_page, version: 'V1',
    });
  };

  s.post<{ Body: CreativeSetBody }>(
    '/creative_set',
    {
      ...write,
      schema: {
        operationId: 'createCreativeSet', tags: TAG,
        summary: 'Create a creative set',
        description: 'No creative_set_id in path or body. The body names the campaign (campaign_id, required) and the set\'s name (required), countries, languages and product_page. A new set is V1 (one asset per type) with every size enabled; its Preload Standard ad exists at once. Answers the created set.',
        body: CreativeSetCreateBody,
        response: { 200: CreativeSetObject },
      } as never,
    },
    async (req) => renderSet(await createOrUpdate(req.access!.accountId, undefined, req.body ?? {})),
  );

  s.post<{ Params: SetIdParams; Body: CreativeSetBody }>(
    '/creative_set/:creative_set_id',
    {
      ...write,
      schema: {
        operationId: 'updateCreativeSet', tags: TAG,
        summary: 'Update a creative set',
        description: 'Changes name, countries, languages and/or product_page; fields not sent are unchanged. Answers the set.',
        params: SetIdParams, body: CreativeSetBody,
        response: { 200: CreativeSetObject },
      } as never,
    },
    async (req) => renderSet(await createOrUpdate(req.access!.accountId, req.params.creative_set_id, req.body ?? {})),
  );

  s.post<{ Params: SetIdParams; Body: SizesBody }>(
    '/creative_set/:creative_set_id/sizes',
    {
      ...write,
      schema: {
        operationId: 'setCreativeSetSizes', tags: TAG,
        summary: 'Enable or disable ad sizes of a creative set',
        description: 'A size set to false disables every ad of that size in the set, true enables them; ads of other sizes and sizes not sent are unchanged. Ads created later for a disabled size start disabled. Answers the set.',
        params: SetIdParams, body: SizesBody,
        response: { 200: CreativeSetObject },
      } as never,
    },
    async (req) => {
      const switches: Partial<SizeSwitches> = {};
      for (const [k, v] of Object.entries(req.body ?? {})) {
        const d = parseDesignator(k);
        if (!d) throw invalid(k, 'is not a size designator (BANNER, CTV, INTER, PRELOAD)');
        switches[d] = parseBool(v);
      }
      return renderSet(await c.creatives.sets.setSizes(req.access!.accountId, await v1SetRef(c, req.access!.accountId, setRef(req.params.creative_set_id)), switches));
    },
  );

  s.get<{ Params: CampaignIdParams }>(
    '/creative_sets/:campaign_id',
    {
      ...read,
      schema: {
        operationId: 'listCreativeSets', tags: TAG,
        summary: 'Creative sets of a campaign',
        description: 'A bare array of the campaign\'s creative sets, oldest first, each with its ads, assets and sizes.',
        params: CampaignIdParams,
        response: { 200: { type: 'array', items: CreativeSetObject } },
      } as never,
    },
    async (req) => {
      const ref = await v1CampaignRef(c, req.access!.accountId, req.params.campaign_id);
      const sets = await c.creatives.sets.listByCampaign(req.access!.accountId, ref);
      const under = 'hashedId' in ref ? ref.hashedId : undefined;
      return sets.map((v) => renderSet(v, under ?? v.campaignHashedIds[v.set.campaignIds.indexOf((ref as { id: number }).id)]));
    },
  );

  s.get<{ Params: AdIdParams }>(
    '/ad/:ad_id',
    {
      ...read,
      schema: { operationId: 'getAd', tags: TAG, summary: 'One ad', params: AdIdParams, response: { 200: AdObject } } as never,
    },
    async (req) => {
      const { ad, set } = await c.creatives.ads.get(req.access!.accountId, await v1AdId(c, req.access!.accountId, req.params.ad_id));
      return renderAd(ad, set);
    },
  );

  s.post<{ Params: AdIdParams; Body: AdBody }>(
    '/ad/:ad_id',
    {
      ...write,
      schema: {
        operationId: 'updateAd', tags: TAG,
        summary: 'Rename an ad and/or switch it on or off',
        description: 'Changes name and/or status (true = active). Answers the ad.',
        params: AdIdParams, body: AdBody, response: { 200: AdObject },
      } as never,
    },
    async (req) => {
      const b = req.body ?? {};
      const { ad, set } = await c.creatives.ads.update(req.access!.accountId, await v1AdId(c, req.access!.accountId, req.params.ad_id), { name: b.name, status: parseBool(b.status) });
      return renderAd(ad, set);
    },
  );

  s.get<{ Params: SetIdParams }>(
    '/ads/:creative_set_id',
    {
      ...read,
      schema: {
        operationId: 'listAds', tags: TAG,
        summary: 'Ads of a creative set', params: SetIdParams, response: { 200: { type: 'array', items: AdObject } },
      } as never,
    },
    async (req) => {
      const { ads, set } = await c.creatives.ads.list(req.access!.accountId, await v1SetRef(c, req.access!.accountId, setRef(req.params.creative_set_id)));
      return ads.map((a) => renderAd(a, set));
    },
  );

  await registerCreativeSetAssetsRoute(s, c);
}

function setRefKey(raw: string): string {
  const r = setRef(raw);
  return 'id' in r ? `i${r.id}` : `h${r.hashedId}`;
}

function parseCampaign(raw: string) {
  const v = raw.trim().toLowerCase();
  if (/^[0-9a-f]{32}$/.test(v)) return { hashedId: v };
  if (/^[0-9]{1,15}$/.test(v)) return { id: Number(v) };
  throw invalid('campaign_id', 'must be the campaign_id of a campaign of this account');
}
