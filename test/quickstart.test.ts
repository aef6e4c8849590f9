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
      assert.equal(lines.length, 6, `expected 6 command lines, got:\n${block}`);
      // run each printed line in bash, exactly as a person pasting them would, separated by markers
      const script = lines.map((l) => `${l}\necho; echo '@@@'`).join('\n');
      const out = execFileSync('bash', ['-c', script], { encoding: 'utf8', timeout: 20000 });
      const parts = out.split('@@@').map((p) => p.trim());
      assert.deepEqual(JSON.parse(parts[0]!), { num_valid_ids: 2, num_invalid_ids: 0 });
      // the demo account is not empty: its campaigns, on both platforms, through both generations
      const v2 = JSON.parse(parts[1]!) as { name: string; platform: string; status: string }[];
      assert.equal(v2.length, 4);
      assert.deepEqual([...new Set(v2.map((x) => x.platform))].sort(), ['ANDROID', 'IOS']);
      // parts[2] is the TOKEN assignment (prints nothing); parts[3] the v1 campaign list
      assert.deepEqual((JSON.parse(parts[3]!) as { name: string }[]).map((x) => x.name).sort(), v2.map((x) => x.name).sort());
      // the report of yesterday and today: the demo's live campaigns delivered yesterday
      const report = JSON.parse(parts[4]!) as { code: number; results: { day: string; cost: string }[] };
      assert.equal(report.code, 200);
      assert.ok(report.results.some((r) => Number(r.cost) > 0), JSON.stringify(report));
      // the demo shop (WEB): its sample catalog through /manage/v1
      const catalogs = JSON.parse(parts[5]!) as { catalogs: { id: string; variant_sets: unknown[] }[] };
      assert.ok(catalogs.catalogs.length >= 1 && catalogs.catalogs[0]!.variant_sets.length >= 1, parts[5]);
      assert.match(banner, /Sample content made now \(\d+ ms\): 6 campaigns, 4 creative sets, a suppression list of \d+ ids, 14 days of simulated delivery history/);
    } finally {
      s.proc.kill('SIGTERM');
      await s.exited;
    }
  });

  it('SEED_DEMO=false starts on an empty database and says how to create an account', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-quick-empty-'));
    const s = await spawnServer({ DATA_DIR: dir, SEED_DEMO: 'false' });
    try {
      assert.match(s.output(), /Create an account with: npx campaignctl accounts create/);
      assert.doesNotMatch(s.output(), /Demo account|Sample content/);
      assert.ok(!fs.existsSync(path.join(dir, 'demo-credentials.json')));
    } finally {
      s.proc.kill('SIGTERM');
      await s.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
