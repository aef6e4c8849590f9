import type { Migration } from './types.js';

// Reserved step: filled in by the work that owns this area.
export const m0003: Migration = {
  id: 3,
  name: 'oauth codes, grants and tokens',
  up: () => [],
};
