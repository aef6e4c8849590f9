// What /readyz checks about the process's dependencies (docs/deploy.md, "Health"): each answers
// "can this process serve its traffic now". The database: one `SELECT 1` per probe (it is used by
// nearly every request). The blob store: what the outage monitor knows (a failed upload or read
// marks it down at once, its probe marks it back), refreshed by at most one HeadBucket per
// BLOB_CHECK_MS however often the balancer probes, so probes cost the store nothing measurable.
// Start-up work (migrations, demo content) is a separate matter, checked before these.
import type { Container } from './container.js';
import { S3BlobStore } from '../infra/blobs/s3-blob-store.js';

const BLOB_CHECK_MS = 5_000;

export interface DependencyReadiness {
  ready: boolean;
  /** Each check's state, for the operator reading /readyz: `ok` or `unreachable`. */
  checks: Record<string, 'ok' | 'unreachable'>;
}

export function dependencyReadiness(c: Pick<Container, 'db' | 'blobs' | 'outages'>): () => Promise<DependencyReadiness> {
  let lastBlobCheck = 0;
  let blobCheck: Promise<void> | undefined;
  const refreshBlob = (store: S3BlobStore) => {
    if (blobCheck || Date.now() - lastBlobCheck < BLOB_CHECK_MS) return;
    lastBlobCheck = Date.now();
    blobCheck = store.reachable().then((ok) => {
      blobCheck = undefined;
      if (!ok) c.outages.failed('blob store', 'readiness check: HeadBucket failed');
    });
  };
  return async () => {
    const checks: DependencyReadiness['checks'] = {};
    const dbOk = await c.db.ping();
    if (!dbOk) c.outages.failed('database', 'readiness check: SELECT 1 failed');
    checks.database = dbOk ? 'ok' : 'unreachable';
    if (c.blobs instanceof S3BlobStore) {
      // the first probe waits for its check; later ones read the last result and refresh it behind
      if (lastBlobCheck === 0) {
        refreshBlob(c.blobs);
        await blobCheck;
      } else refreshBlob(c.blobs);
      checks.blob_store = c.outages.isDown('blob store') ? 'unreachable' : 'ok';
    }
    return { ready: Object.values(checks).every((s) => s === 'ok'), checks };
  };
}
