import type { Migration } from './types.js';

// Reserved step: filled in by the work that owns this area.
export const m0004: Migration = {
  id: 4,
  name: 'campaigns, targets, sources, daily stats',
  up: () => [],
};
