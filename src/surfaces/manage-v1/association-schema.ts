// Request schemas of the association endpoints (the current second-generation API: a creative set
// runs in several campaigns, an asset sits in several creative sets). Ids are JSON integers or
// strings, as the real service's clients send both.
import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_LINKED_ASSETS, MAX_LINKED_CAMPAIGNS, MAX_LINKED_SETS } from '../../core/creatives/set-links-service.js';

const Id = Type.Union([Type.Integer(), Type.String()], { description: 'An id, as a number or a string' });
const ids = (what: string, max: number): TSchema => Type.Array(Id, { minItems: 1, maxItems: max, description: `${what} ids of this account (1 to ${max}; a repeated id counts once)` });

export const AddSetsToCampaignsBody = Type.Object(
  { campaign_ids: ids('Campaign', MAX_LINKED_CAMPAIGNS), creative_set_ids: ids('Creative set', MAX_LINKED_SETS) },
  { description: 'Every set runs in every campaign (links that exist already are kept)' },
);
export const RemoveSetFromCampaignsBody = Type.Object(
  { campaign_ids: ids('Campaign', MAX_LINKED_CAMPAIGNS), creative_set_id: Id },
  { description: 'The set stops running in these campaigns (campaigns it does not run in are ignored)' },
);
export const RemoveSetsFromAllCampaignsBody = Type.Object(
  { creative_set_ids: ids('Creative set', MAX_LINKED_SETS) },
  { description: 'The sets stop running in any campaign; they stay, unattached' },
);
export const AddAssetsToSetsBody = Type.Object(
  { asset_ids: ids('Library asset', MAX_LINKED_ASSETS), creative_set_ids: ids('Creative set', MAX_LINKED_SETS) },
  { description: 'Every asset joins every set (an asset already in a set stays as it is), within the set\'s limit per asset type' },
);
export const RemoveAssetFromSetsBody = Type.Object(
  { asset_id: Id, creative_set_ids: ids('Creative set', MAX_LINKED_SETS) },
  { description: 'The asset leaves these sets (sets without it are ignored); it stays in the library' },
);
export const RemoveAssetsFromAllSetsBody = Type.Object(
  { asset_ids: ids('Library asset', MAX_LINKED_ASSETS) },
  { description: 'The assets leave every creative set of the account; they stay in the library' },
);
export const EmptyAnswer = Type.Object({}, { description: 'Done (an empty object)' });
