// Issue 33, item 13: the banner's report line carries the dates themselves (GNU `date -d yesterday`
// fails on macOS), from the platform clock; and the banner is one block that follows every log
// line of the start-up (the logger's buffered lines came out after it, or inside it on a terminal).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { demoBanner } from '../src/root/demo.js';
import { spawnServer } from './helpers/spawn-server.js';

const demo = { file: '/data/demo-credentials.json', created: false, creds: { account_id: '1', campaign_api_key: 'k', management_key: 'm', report_key: 'r', user_email: 'demo+1@example.com', user_password: 'pw', client_id: 'c', client_secret: 's' } };

describe('start-up banner: the report line', () => {
  it('prints the day before and the day of the platform clock, across a month and a year', () => {
    const text = demoBanner('http://127.0.0.1:8080', demo, false, new Date('2027-01-01T00:30:00Z'));
    assert.match(text, /# reporting: 2026-12-31 and 2027-01-01 \(UTC\) by campaign/);
    assert.match(text, /&start=2026-12-31&end=2027-01-01&columns=/);
    assert.doesNotMatch(text, /\$\(date/, 'no shell date command');
    const march = demoBanner('http://127.0.0.1:8080', demo, false, new Date('2028-03-01T23:59:59Z'));
    assert.match(march, /&start=2028-02-29&end=2028-03-01&/);
  });
});

describe('start-up banner: one block, after the start-up\'s log lines', () => {
  it('with LOG_LEVEL=info, no log line of the start-up comes out inside or after the banner', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-banner-'));
    const s = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 60000);
    try {
      // what the logger still held would come out now (no request is made to this server)
      await new Promise((r) => setTimeout(r, 1000));
      const out = s.output().split('\n');
      const first = out.findIndex((l) => l.startsWith('campaign-platform is listening on'));
      const after = out.slice(first).filter((l) => l.startsWith('{'));
      assert.ok(out.slice(0, first).some((l) => l.includes('"request completed"')), 'the demo\'s requests were logged');
      assert.deepEqual(after, [], 'log lines inside or after the banner');
    } finally {
      s.proc.kill('SIGTERM');
      await s.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
