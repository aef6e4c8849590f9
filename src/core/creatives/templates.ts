// The ad template table of spec 1 ("Ad templates and the assets they need"), and the mapping of
// ad sizes onto the size designators of POST /creative_set/<id>/sizes.
import type { FileAssetType } from './asset-types.js';

/**
 * Sizes of generated ads. The spec's Ad.size enum is BANNER, INTER, LEADER, MREC, NATIVE, WIDGET;
 * the template table also has a Preload row, whose ads we give the size PRELOAD
 * (docs/decisions/preload-ad-size.md).
 */
export const AD_SIZES = ['BANNER', 'INTER', 'LEADER', 'MREC', 'NATIVE', 'WIDGET', 'PRELOAD'] as const;
export type AdSize = (typeof AD_SIZES)[number];

export const SIZE_DESIGNATORS = ['BANNER', 'CTV', 'INTER', 'PRELOAD'] as const;
export type SizeDesignator = (typeof SIZE_DESIGNATORS)[number];
export type SizeSwitches = Record<SizeDesignator, boolean>;

/** Every designator enabled: the state of a new creative set. */
export const ALL_SIZES_ON: Readonly<SizeSwitches> = Object.freeze({ BANNER: true, CTV: true, INTER: true, PRELOAD: true });

/**
 * Which designator switches an ad size. The designators are coarser than ad sizes: BANNER covers
 * the display family (banner, leader, MREC, native, widget), INTER interstitials, PRELOAD the
 * preload ad. CTV switches no ad of ours (no template produces a CTV ad); its flag is kept.
 */
export const DESIGNATOR_OF_SIZE: Record<AdSize, SizeDesignator> = {
  BANNER: 'BANNER',
  LEADER: 'BANNER',
  MREC: 'BANNER',
  NATIVE: 'BANNER',
  WIDGET: 'BANNER',
  INTER: 'INTER',
  PRELOAD: 'PRELOAD',
};

export interface AdTemplate {
  size: AdSize;
  /** The template name exactly as the spec's table writes it; Ad.template carries it. */
  name: string;
  /** Asset types that must all be present and ready in the set. */
  needs: readonly FileAssetType[];
}

export const AD_TEMPLATES: readonly AdTemplate[] = Object.freeze([
  { size: 'BANNER', name: 'Standard', needs: ['IMG_BANNER'] },
  { size: 'INTER', name: 'Portrait, over 15s', needs: ['IMG_INTER_P', 'IMG_INTER_L', 'VID_LONG_P'] },
  { size: 'INTER', name: 'Portrait, under 15s', needs: ['IMG_INTER_P', 'IMG_INTER_L', 'VID_SHORT_P'] },
  { size: 'INTER', name: 'Portrait Playable Endcard, over 15s', needs: ['HOSTED_HTML', 'VID_LONG_P'] },
  { size: 'INTER', name: 'Portrait Playable Endcard, under 15s', needs: ['HOSTED_HTML', 'VID_SHORT_P'] },
  { size: 'INTER', name: 'Rewarded Playable', needs: ['HOSTED_HTML'] },
  { size: 'INTER', name: 'Standard', needs: ['IMG_INTER_P', 'IMG_INTER_L'] },
  { size: 'INTER', name: 'Standard Playable', needs: ['HOSTED_HTML'] },
  { size: 'LEADER', name: 'Standard', needs: ['IMG_LEADER'] },
  { size: 'MREC', name: 'Standard', needs: ['IMG_MREC'] },
  { size: 'PRELOAD', name: 'Standard', needs: [] },
] satisfies AdTemplate[]);

export const templateKey = (size: string, name: string): string => `${size}/${name}`;

const SIZE_LABEL: Record<AdSize, string> = {
  BANNER: 'Banner', INTER: 'Interstitial', LEADER: 'Leader', MREC: 'MREC', NATIVE: 'Native', WIDGET: 'Widget', PRELOAD: 'Preload',
};

/** Name an automatically created ad gets: "<set name> - <size label> <template>". */
export function defaultAdName(setName: string, t: Pick<AdTemplate, 'size' | 'name'>): string {
  return `${setName} - ${SIZE_LABEL[t.size]} ${t.name}`.slice(0, 255);
}

/** Parses a designator case-insensitively. */
export function parseDesignator(raw: string): SizeDesignator | undefined {
  const d = raw.trim().toUpperCase();
  return (SIZE_DESIGNATORS as readonly string[]).includes(d) ? (d as SizeDesignator) : undefined;
}
