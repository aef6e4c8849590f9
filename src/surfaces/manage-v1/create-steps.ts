// The second generation's create steps after each route's schema: the v2 rules and mapping, then
// the core. The routes call them, and so does the sandbox seed (src/surfaces/sandbox/seed.ts),
// which makes a fixture's campaigns and creative sets exactly as the API would without an HTTP
// round trip per object.
import type { Container } from '../../http/container.js';
import { newCampaignFromV2 } from './campaign-map.js';
import { assetIdsOf, checkV2Assets, forbidFields, parseSetType, requireFields, setFieldsFromV2 } from './creative-set-map.js';
import { parseId } from './values.js';

/** POST /campaign/create after its schema. */
export async function createCampaignFromV2(c: Container, accountId: number, body: Parameters<typeof newCampaignFromV2>[0]): Promise<{ id: string }> {
  const created = await c.campaigns.create(accountId, newCampaignFromV2(body, c.clock.now()));
  return { id: String(created.campaign.id) };
}

/** The library assets named by a v2 `assets` array, checked against the v2 rules. */
export async function assetsOfV2(c: Container, accountId: number, raw: unknown): Promise<number[]> {
  const ids = assetIdsOf(raw);
  const infos = await c.assets.getMany(accountId, ids);
  checkV2Assets(ids, new Map(infos.map((a) => [a.id, a])));
  return ids;
}

/** POST /creative_set/create after its schema: the v2 rules, then the core (also the sandbox seed's path). */
export async function createSetFromV2(c: Container, accountId: number, b: Record<string, unknown>): Promise<{ id: string; version: string }> {
  forbidFields(b, ['id', 'hashed_id'], 'create');
  requireFields(b, ['name', 'type', 'assets'], 'create');
  parseSetType(b.type);
  // optional, as on the current service: without it the set is unattached (linked later)
  const campaignId = b.campaign_id === undefined || b.campaign_id === null ? undefined : parseId('campaign_id', b.campaign_id);
  const fields = setFieldsFromV2(b as never);
  const assetIds = await assetsOfV2(c, accountId, b.assets);
  const v = await c.creatives.sets.create(accountId, { ...(campaignId === undefined ? {} : { campaign: { id: campaignId } }), version: 'V2', assetIds, ...fields, name: fields.name });
  return { id: String(v.set.id), version: v.set.version };
}
