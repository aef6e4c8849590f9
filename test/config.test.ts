import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config/config.js';

describe('config', () => {
  it('has working defaults: port 8080 on 127.0.0.1, SQLite under ./data', () => {
    const c = loadConfig({}, '/srv/app');
    assert.equal(c.port, 8080);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.publicUrl, 'http://127.0.0.1:8080');
    assert.equal(c.databaseUrl, undefined);
    assert.equal(c.sqlitePath, '/srv/app/data/campaign-platform.sqlite');
    assert.equal(c.assetHost, c.publicUrl);
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const c = loadConfig({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/var/cp', DATABASE_URL: 'postgres://u@db/x' }, '/');
    assert.equal(c.port, 9000);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.publicUrl, 'http://127.0.0.1:9000');
    assert.equal(c.dataDir, '/var/cp');
    assert.equal(c.databaseUrl, 'postgres://u@db/x');
  });

  it('rejects bad values with a message naming the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), (e: unknown) => e instanceof ConfigError && /PORT/.test(e.message));
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT must be between/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ SEED_DEMO: 'maybe' }), /SEED_DEMO/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'ftp://x' }), /PUBLIC_URL/);
  });

  it('does not echo a password from DATABASE_URL in its error', () => {
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' }), (e: unknown) => e instanceof Error && !e.message.includes('hunter2'));
  });

  it('stores files locally by default and in S3 with BLOB_STORE=s3, every setting checked', () => {
    assert.deepEqual(loadConfig({}).blobStore, { kind: 'local' });
    assert.deepEqual(
      loadConfig({ BLOB_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_BUCKET: 'assets', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'cp/' }).blobStore,
      { kind: 's3', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', bucket: 'assets', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: 'cp/' },
    );
    assert.equal((loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'assets', S3_REGION: 'eu-west-1' }).blobStore as { endpoint?: string; region: string }).region, 'eu-west-1');
    assert.throws(() => loadConfig({ BLOB_STORE: 'ftp' }), /BLOB_STORE must be local or s3/);
    assert.throws(() => loadConfig({ BLOB_STORE: 's3' }), /S3_BUCKET is required/);
    assert.throws(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'Bad_Bucket' }), /S3_BUCKET must be a valid bucket name/);
    assert.throws(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' }), /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    assert.throws(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT must be an http\(s\) URL/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'assets' }), /S3_BUCKET is set but BLOB_STORE is local/);
    assert.throws(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'sometimes' }), /S3_FORCE_PATH_STYLE/);
  });

  it('sandbox settings: off by default; SANDBOX_SEED only with SANDBOX=true; SANDBOX_TOKEN checked', () => {
    assert.deepEqual(loadConfig({}).sandbox, { enabled: false, token: undefined, seed: undefined, seedFile: undefined });
    assert.deepEqual(loadConfig({ SANDBOX: 'true', SANDBOX_SEED: '42', SANDBOX_TOKEN: 'a-ci-token-of-20-chars' }).sandbox, { enabled: true, token: 'a-ci-token-of-20-chars', seed: 42, seedFile: undefined });
    assert.throws(() => loadConfig({ SANDBOX_SEED: '42' }), /SANDBOX_SEED is set but SANDBOX is not true/);
    assert.throws(() => loadConfig({ SANDBOX: 'true', SANDBOX_SEED: 'abc' }), /SANDBOX_SEED must be an integer/);
    assert.throws(() => loadConfig({ SANDBOX: 'true', SANDBOX_TOKEN: 'short' }), /SANDBOX_TOKEN/);
  });
});
