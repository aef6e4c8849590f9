import type { Migration } from './types.js';

// Reserved step: filled in by the work that owns this area.
export const m0005: Migration = {
  id: 5,
  name: 'blobs, assets, job queue',
  up: () => [],
};
