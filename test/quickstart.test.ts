// The README's promise: on an empty database `npm start` prints a curl line per surface, and
// those lines work exactly as printed (pasted into bash).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { spawnServer } from './helpers/spawn-server.js';

describe('quick start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-quick-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the printed curl lines work as printed, one per surface', async (t) => {
    try {
      execFileSync('curl', ['--version'], { stdio: 'ignore' });
    } catch {
      if (process.env.CI) throw new Error('curl is required for this test');
      t.skip('curl is not installed: NOT RUN');
      return;
    }
    const s = await spawnServer({ DATA_DIR: dataDir });
    try {
      const banner = s.output();
      const block = banner.slice(banner.indexOf('Try each surface'));
      const lines = block
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.startsWith('curl ') || l.startsWith('TOKEN='));
      assert.equal(lines.length, 5, `expected 5 command lines, got:\n${block}`);
      // run each printed line in bash, exactly as a person pasting them would, separated by markers
      const script = lines.map((l) => `${l}\necho; echo '@@@'`).join('\n');
      const out = execFileSync('bash', ['-c', script], { encoding: 'utf8', timeout: 20000 });
      const parts = out.split('@@@').map((p) => p.trim());
      assert.deepEqual(JSON.parse(parts[0]!), { num_valid_ids: 2, num_invalid_ids: 0 });
      assert.deepEqual(JSON.parse(parts[1]!), []);
      // parts[2] is the TOKEN assignment (prints nothing); parts[3] the v1 campaign list
      assert.deepEqual(JSON.parse(parts[3]!), []);
      // the report of yesterday and today: nothing delivered yet on a new platform
      assert.deepEqual(JSON.parse(parts[4]!), { code: 200, results: [], count: 0 });
    } finally {
      s.proc.kill('SIGTERM');
      await s.exited;
    }
  });
});
