// The six association endpoints of the current second-generation API (spec 4, the addendum):
// creative sets run in several campaigns, assets sit in several creative sets. Each parses its
// ids (integers or strings), calls one creatives-core method and answers {}.
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../http/container.js';
import { invalid } from '../../core/shared/errors.js';
import { accountOf } from './auth.js';
import {
  AddAssetsToSetsBody,
  AddSetsToCampaignsBody,
  EmptyAnswer,
  RemoveAssetFromSetsBody,
  RemoveAssetsFromAllSetsBody,
  RemoveSetFromCampaignsBody,
  RemoveSetsFromAllCampaignsBody,
} from './association-schema.js';
import { AccountIdProps, errorResponses } from './schemas.js';
import { Type, type TSchema } from '@sinclair/typebox';
import { parseId } from './values.js';

type Body = Record<string, unknown>;

function idList(body: Body, field: string): number[] {
  const v = body[field];
  if (!Array.isArray(v)) throw invalid(field, 'is required: an array of ids');
  return v.map((x, i) => parseId(`${field}[${i}]`, x));
}

function oneId(body: Body, field: string): number {
  if (body[field] === undefined || body[field] === null) throw invalid(field, 'is required');
  return parseId(field, body[field]);
}

const RULES =
  ' Ids are numbers or strings. Every id must be one of this account\'s (another account\'s id is "not found", 404, exactly like an unknown one); nothing changes unless every id is found. Repeated ids count once. Answers {}.';

export async function associationRoutes(s: FastifyInstance, c: Container): Promise<void> {
  const route = (path: string, operationId: string, tag: string, summary: string, description: string, body: TSchema, run: (accountId: number, b: Body) => Promise<void>) =>
    s.post<{ Body: Body }>(
      path,
      {
        schema: {
          operationId, summary, description: description + RULES, tags: [tag],
          querystring: Type.Object(AccountIdProps),
          body,
          response: { 200: EmptyAnswer, ...errorResponses },
        },
      },
      async (request) => {
        await run(accountOf(request), request.body ?? {});
        return {};
      },
    );

  route('/creative_set/add-to-campaigns', 'creativeSetAddToCampaigns', 'creative_set', 'Run creative sets in campaigns',
    'Links every creative set to every campaign (up to 50 sets and 20 campaigns); a set already running in a campaign stays as it is. A shared set is one set: editing it changes it in every campaign.',
    AddSetsToCampaignsBody, (a, b) => c.creatives.links.linkCampaigns(a, idList(b, 'creative_set_ids'), idList(b, 'campaign_ids')));

  route('/creative_set/remove-from-campaigns', 'creativeSetRemoveFromCampaigns', 'creative_set', 'Stop a creative set in some campaigns',
    'The set stops running in these campaigns (up to 20); campaigns it does not run in are ignored. A set removed from its last campaign stays, unattached.',
    RemoveSetFromCampaignsBody, (a, b) => c.creatives.links.unlinkCampaigns(a, [oneId(b, 'creative_set_id')], idList(b, 'campaign_ids')));

  route('/creative_set/remove-from-all-campaigns', 'creativeSetRemoveFromAllCampaigns', 'creative_set', 'Stop creative sets in every campaign',
    'The sets (up to 50) stop running in any campaign. They are not deleted: they stay listed, unattached, and can be linked again.',
    RemoveSetsFromAllCampaignsBody, (a, b) => c.creatives.links.unlinkCampaigns(a, idList(b, 'creative_set_ids')));

  route('/asset/add-to-creative-sets', 'assetAddToCreativeSets', 'asset', 'Put library assets in creative sets',
    'Every asset (up to 10) joins every set (up to 50); an asset already in a set stays as it is. A set\'s limit per asset type (10 in a V2 set, 1 in a V1 set) applies: a call that would break it changes nothing (400 naming the set and the type).',
    AddAssetsToSetsBody, (a, b) => c.creatives.links.addAssetsToSets(a, idList(b, 'asset_ids'), idList(b, 'creative_set_ids')));

  route('/asset/remove-from-creative-sets', 'assetRemoveFromCreativeSets', 'asset', 'Take an asset out of creative sets',
    'The asset leaves these sets (up to 50); sets without it are ignored. The asset stays in the library; the sets\' ads follow.',
    RemoveAssetFromSetsBody, (a, b) => c.creatives.links.removeAssetsFromSets(a, [oneId(b, 'asset_id')], idList(b, 'creative_set_ids')));

  route('/asset/remove-from-all-creative-sets', 'assetRemoveFromAllCreativeSets', 'asset', 'Take assets out of every creative set',
    'The assets (up to 10) leave every creative set of the account. They stay in the library.',
    RemoveAssetsFromAllSetsBody, (a, b) => c.creatives.links.removeAssetsFromSets(a, idList(b, 'asset_ids')));
}
