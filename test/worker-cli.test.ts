// `campaignctl worker` as an operator runs it: its own process on the server's database and
// files. An asset ingested by a process without a worker stays "processing" until the CLI worker
// picks its job up; SIGTERM then stops the worker cleanly. On SQLite the worker finds the
// database in DATA_DIR; on PostgreSQL through DATABASE_URL (here with the suite's schema as
// search_path in the URL's options).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createContainer } from '../src/root/container.js';
import { streamOf, waitSettled } from './helpers/assets.js';
import { testConfig } from './helpers/app.js';
import { locate } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';
import { png } from './helpers/media.js';
import { CLI_MAIN } from './helpers/spawn-server.js';

forEachDatabase('campaignctl worker', (database) => {
  after(() => database.cleanup());

  test('processes jobs enqueued by another process and exits 0 on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-worker-cli-'));
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: dir, JOB_POLL_MS: '50', LOG_LEVEL: 'info' };
    let db;
    if (database.name === 'postgres') {
      db = await database.open();
      const where = await locate(db);
      env.DATABASE_URL = `${where.pgUrl}?options=${encodeURIComponent(`-c search_path=${where.schema}`)}`;
    }
    const c = await createContainer(testConfig(dir, { inlineWorker: false }), db ? { db } : {});
    try {
      const { account } = await c.accounts.createAccount('Worker CLI');
      const asset = await c.assets.ingest({ accountId: account.id, fileName: 'banner.png', stream: streamOf(png(320, 50)) });
      assert.equal(asset.processing, 'processing');
      const broken = await c.assets.ingest({ accountId: account.id, fileName: 'broken.png', stream: streamOf(png(320, 50).subarray(0, 40)) });
      await new Promise((r) => setTimeout(r, 200));
      assert.equal((await c.assets.get(account.id, asset.id)).processing, 'processing', 'nothing processes it without a worker');

      const proc = spawn(process.execPath, [CLI_MAIN, 'worker', '--concurrency', '1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      proc.stdout!.on('data', (d) => (out += d));
      proc.stderr!.on('data', (d) => (err += d));
      const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, sig) => resolve(code ?? sig ?? -1)));
      try {
        const settled = await waitSettled(c, account.id, asset.id, 20000);
        assert.equal(settled.processing, 'ready', `worker output:\n${out}\n${err}`);
        assert.match(out, /^worker \S+ running .* \(concurrency 1\)/m);
        assert.equal((await waitSettled(c, account.id, broken.id, 20000)).processing, 'error');
        // one log line per processed file: the job kind, the asset, the account and the outcome
        const lines = () => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
        for (let i = 0; i < 100 && lines().filter((l) => l.job === 'asset.process').length < 2; i++) await new Promise((r) => setTimeout(r, 50));
        const jobs = lines().filter((l) => l.job === 'asset.process');
        const ok = jobs.find((l) => l.asset_id === asset.id);
        const bad = jobs.find((l) => l.asset_id === broken.id);
        assert.deepEqual([ok?.account_id, ok?.outcome, ok?.asset_type], [account.id, 'ready', 'IMG_BANNER'], `worker output:\n${out}`);
        assert.deepEqual([bad?.account_id, bad?.outcome], [account.id, 'failed'], `worker output:\n${out}`);
        assert.match(String(bad?.reason), /PNG/);
      } finally {
        proc.kill('SIGTERM');
      }
      assert.equal(await exited, 0, `worker output:\n${out}\n${err}`);
    } finally {
      await c.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
