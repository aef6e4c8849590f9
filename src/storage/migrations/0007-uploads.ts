import type { Migration } from './types.js';

// Reserved step: filled in by the work that owns this area.
export const m0007: Migration = {
  id: 7,
  name: 'upload batches',
  up: () => [],
};
