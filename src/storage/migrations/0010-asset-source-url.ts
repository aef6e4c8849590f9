import type { Migration } from './types.js';

// Assets given as a URL (issue 15, item 1): the row exists (processing) before its bytes do, with
// the URL it is fetched from; sha1 and blob_key are '' until the fetch job stored the file.
export const m0010: Migration = {
  id: 10,
  name: 'asset source url',
  up: (t) => [`ALTER TABLE assets ADD COLUMN source_url ${t.text}`],
};
