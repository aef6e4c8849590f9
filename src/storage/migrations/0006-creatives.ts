import type { Migration } from './types.js';

// Reserved step: filled in by the work that owns this area.
export const m0006: Migration = {
  id: 6,
  name: 'creative sets, set assets, ads',
  up: () => [],
};
