// A real S3-protocol server (s3rver) on loopback for the tests, with an empty bucket per call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  dir: string;
  /** Object names in the bucket. */
  objects(): string[];
  close(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? (e as { path: string }).path, e.name));
}

export async function startS3(bucket = `b${randomBytes(4).toString('hex')}`): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const addr = (await server.run()) as AddressInfo;
  const bucketDir = path.join(dir, bucket);
  return {
    endpoint: `http://127.0.0.1:${addr.port}`,
    bucket,
    dir,
    // s3rver keeps an object as <key>._S3rver_object plus metadata files
    objects: () => filesUnder(bucketDir).filter((f) => f.endsWith('._S3rver_object')).map((f) => path.relative(bucketDir, f).replace(/\._S3rver_object$/, '')),
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
