// docs/examples/sdk-quickstart.mjs runs as the README says: against a platform started with
// `npm start` (its demo account), with nothing but the repository's build.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server.js';

describe('docs/examples/sdk-quickstart.mjs', () => {
  let s: SpawnedServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sdk-example-'));
  before(async () => {
    s = await spawnServer({ DATA_DIR: dir, SEED_DEMO: 'true' });
  });
  after(async () => {
    s.proc.kill('SIGTERM');
    await s.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs against the demo account and uses every surface', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['docs/examples/sdk-quickstart.mjs'], {
      env: { PATH: process.env.PATH ?? '', CP_URL: s.url, CP_CREDENTIALS: path.join(dir, 'demo-credentials.json') },
      timeout: 60_000,
    });
    assert.match(stdout, /created campaign \d+/);
    assert.match(stdout, /\/campaign_management\/v1 sees [1-9]\d* campaigns/);
    assert.match(stdout, /playable\.html: SUCCESS/);
    assert.match(stdout, /suppression: 2 valid, 1 invalid/);
    assert.match(stdout, /report: \d+ rows today/);
    assert.match(stdout, /refused as expected: 400 100001 field=budget\S* rule="[^"]+" trace=[0-9a-f]+/);
  });
});
