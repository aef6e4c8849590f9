// The server's Node.js flags (src/root/node-flags.ts) reach every way of starting it: the
// `campaign-platform` bin's shebang (npx, the Docker image), `npm start`, and the benchmarks'
// servers. The bin is run as a program (through its shebang), and the flag is read back from
// the running server's own /metrics: V8's young generation is at its 16 MB floor from the start.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SERVER_NODE_FLAGS } from '../src/root/node-flags.js';

const BIN = path.resolve('dist/bundle/campaign-platform.mjs');

describe('the server process flags', () => {
  it('npm start, the bin and the benchmarks all pass them', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; bin: Record<string, string> };
    assert.equal(pkg.scripts.start, `node ${SERVER_NODE_FLAGS.join(' ')} ${pkg.bin['campaign-platform']} start`);
    const shebang = fs.readFileSync(BIN, 'utf8').split('\n', 1)[0];
    assert.equal(shebang, `#!/usr/bin/env -S node ${SERVER_NODE_FLAGS.join(' ')}`);
    assert.match(fs.readFileSync('bench/support/child-servers.ts', 'utf8'), /\.\.\.SERVER_NODE_FLAGS/);
  });

  it('a server started through the bin runs with them (its young generation starts at 2 x 16 MB)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-node-flags-'));
    // the bin itself, as `npx campaign-platform start` runs it: the kernel reads the shebang
    const child = spawn(BIN, ['start', '--port', '0', '--data-dir', path.join(dir, 'd')], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const until = Date.now() + 20_000;
      while (!/ready in/.test(out)) {
        if (Date.now() > until || child.exitCode !== null) assert.fail(`not started:\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const metrics = await (await fetch(`${url}/metrics`)).text();
      const m = /^nodejs_heap_space_size_total_bytes\{space="new"\} (\d+)/m.exec(metrics);
      assert.ok(m, 'the new space size is in /metrics');
      // without the flag V8 starts it at a few MB and grows it only under load
      assert.ok(Number(m[1]) >= 32 * 1024 * 1024, `new space ${m[1]} bytes`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('close', r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
