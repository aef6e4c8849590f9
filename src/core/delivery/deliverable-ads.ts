// Which ads can serve: the set is LIVE and in the campaign, the ad is on, its size is switched on,
// and every asset its template needs is in the set, processed and approved (review ACTIVE). A set
// with no approved file at all serves nothing, not even its Preload ad (there is nothing to show).
import { AD_TEMPLATES, DESIGNATOR_OF_SIZE, templateKey, type AdSize, type SizeSwitches } from '../creatives/templates.js';
import { isFileType } from '../creatives/asset-types.js';
import type { DeliverableAd } from './model.js';

export interface SetFacts {
  id: number;
  hashedId: string;
  status: boolean;
  countries: string[];
  sizes: SizeSwitches;
}

export interface AdFacts {
  id: number;
  setId: number;
  name: string;
  size: AdSize;
  template: string;
  status: boolean;
}

/** A member of a set: its type and whether it can be shown (ready and ACTIVE; texts always). */
export interface MemberFacts {
  setId: number;
  type: string | null;
  usable: boolean;
}

const NEEDS = new Map(AD_TEMPLATES.map((t) => [templateKey(t.size, t.name), t.needs]));

/** GRAPHIC, VIDEO or PLAY: the report's ad_type, from what the template shows. */
export function adTypeOf(size: AdSize, template: string): string {
  const needs = NEEDS.get(templateKey(size, template)) ?? [];
  if (needs.includes('HOSTED_HTML')) return 'PLAY';
  if (needs.some((n) => n.startsWith('VID_'))) return 'VIDEO';
  return 'GRAPHIC';
}

/** The report's ad_creative_type, from what the template shows: a video with a playable or image end card, a playable, a video, images. */
export function creativeTypeOf(size: AdSize, template: string): string {
  const needs = NEEDS.get(templateKey(size, template)) ?? [];
  const video = needs.some((n) => n.startsWith('VID_'));
  const playable = needs.includes('HOSTED_HTML');
  const images = needs.some((n) => n.startsWith('IMG_'));
  if (video) return playable ? 'VIDEO_PLAYABLE' : images ? 'VIDEO_GRAPHIC' : 'VIDEO';
  return playable ? 'PLAYABLE' : 'GRAPHIC';
}

export function deliverableAds(sets: SetFacts[], ads: AdFacts[], members: MemberFacts[]): DeliverableAd[] {
  const usableTypes = new Map<number, Set<string>>();
  for (const m of members) {
    if (!m.usable || !m.type) continue;
    let s = usableTypes.get(m.setId);
    if (!s) usableTypes.set(m.setId, (s = new Set()));
    s.add(m.type);
  }
  const byId = new Map(sets.map((s) => [s.id, s]));
  const out: DeliverableAd[] = [];
  for (const ad of ads) {
    const set = byId.get(ad.setId);
    if (!set || !set.status || !ad.status || !set.sizes[DESIGNATOR_OF_SIZE[ad.size]]) continue;
    const have = usableTypes.get(set.id);
    if (!have || ![...have].some(isFileType)) continue;
    const needs = NEEDS.get(templateKey(ad.size, ad.template));
    if (!needs || !needs.every((n) => have.has(n))) continue;
    out.push({ id: ad.id, name: ad.name, size: ad.size, template: ad.template, adType: adTypeOf(ad.size, ad.template), setId: set.id, setHashedId: set.hashedId, setCountries: set.countries });
  }
  return out;
}
