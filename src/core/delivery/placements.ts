// Placement types and device types of the simulated impressions, stored as small codes in the
// hourly rows (migration 0014) and written out by name in the reports.
import type { AdSize } from '../creatives/templates.js';
import type { DeviceType } from '../campaigns/model.js';

/** The real service's placement types this platform's ads serve in; the code is the index + 1 (0: unknown). */
export const PLACEMENT_TYPES = ['APP_OPEN', 'BANNER', 'INTER', 'LEADER', 'MREC', 'NATIVE', 'REWARDED_INTER'] as const;
export type PlacementType = (typeof PLACEMENT_TYPES)[number];
export const placementCode = (p: PlacementType): number => PLACEMENT_TYPES.indexOf(p) + 1;
export const placementName = (code: number): string => PLACEMENT_TYPES[code - 1] ?? '';

/** Where an ad of a size serves; INTER ads serve in interstitial and rewarded placements. */
export function placementsOf(size: AdSize, template: string): readonly PlacementType[] {
  switch (size) {
    case 'BANNER': return ['BANNER'];
    case 'LEADER': return ['LEADER'];
    case 'MREC': return ['MREC'];
    case 'NATIVE': case 'WIDGET': return ['NATIVE'];
    case 'PRELOAD': return ['APP_OPEN'];
    case 'INTER': return /rewarded/i.test(template) ? ['REWARDED_INTER'] : ['INTER', 'REWARDED_INTER'];
  }
}

/** Device types (code = index) and their share of the market's impressions. */
export const DEVICE_CODES: readonly DeviceType[] = ['phone', 'tablet', 'other'];
export const DEVICE_SHARE: Readonly<Record<DeviceType, number>> = { phone: 0.86, tablet: 0.11, other: 0.03 };
export const deviceName = (code: number): string => DEVICE_CODES[code] ?? '';
