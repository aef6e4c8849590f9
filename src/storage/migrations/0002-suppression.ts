import type { Migration } from './types.js';

// Reserved step: filled in by the work that owns this area.
export const m0002: Migration = {
  id: 2,
  name: 'suppression lists',
  up: () => [],
};
