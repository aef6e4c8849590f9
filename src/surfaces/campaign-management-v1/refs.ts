import type { CampaignRef } from '../../core/campaigns/model.js';
import { notFound } from '../../core/shared/errors.js';

/**
 * A campaign named in a path: its 32-hex campaign_id (any case) or, as the spec allows integer
 * ids in paths, its integer id. Anything else cannot name a campaign: 404, like an unknown one.
 */
export function campaignRefOf(raw: string): CampaignRef {
  const s = raw.trim();
  if (/^[0-9a-fA-F]{32}$/.test(s)) return { hashedId: s.toLowerCase() };
  if (/^\d{1,15}$/.test(s)) return { id: Number(s) };
  throw notFound(`campaign ${s.slice(0, 64)}`);
}
