// Core objects -> the first generation's shapes (spec 1: Creative set, Asset object, Ad).
import type { Ad, CreativeSet, CreativeSetView, MemberView } from '../../core/creatives/model.js';
import type { AdObject, CreativeSetObject } from './creatives-schemas.js';

export function renderAd(ad: Ad, set: Pick<CreativeSet, 'hashedId' | 'name'>): AdObject {
  return { id: ad.id, name: ad.name, creative_set_id: set.hashedId, creative_set_name: set.name, size: ad.size, status: ad.status, template: ad.template };
}

export function renderAsset(m: MemberView) {
  return { asset: m.value, status: m.status, type: m.type, ...(m.status === 'error' && m.error ? { error: m.error } : {}) };
}

/**
 * `under`: the campaign (32 hex) the set is listed under; a set shared by several campaigns shows
 * each one in its own campaign's list. Otherwise the first campaign it runs in ('' for none).
 */
export function renderSet(v: CreativeSetView, under?: string): CreativeSetObject {
  const s = v.set;
  return {
    creative_set_id: s.hashedId,
    campaign_id: under ?? v.campaignHashedIds[0] ?? '',
    name: s.name,
    countries: s.countries,
    languages: s.languages,
    product_page: s.productPage,
    ads: v.ads.map((a) => renderAd(a, s)),
    assets: v.members.map(renderAsset),
    sizes: { ...s.sizes },
  };
}
