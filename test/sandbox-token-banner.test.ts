// Issue 22, item 9: the sandbox token never lands in shipped logs. When stdout is not a terminal
// (a container, CI), the start banner says where the token is kept and how to read it, never the
// token; on a terminal it is shown once, by the start that generated it (as the demo credentials).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { SERVER_MAIN, spawnServer } from './helpers/spawn-server.js';

describe('sandbox token in the start banner', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sbx-banner-'));
    dirs.push(d);
    return d;
  };
  after(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('stdout not a terminal: the banner names the file and a command reading it, never the token (first start and restart)', async () => {
    const dataDir = tmp();
    for (const start of ['first', 'restart']) {
      const s = await spawnServer({ DATA_DIR: dataDir, SANDBOX: 'true', SEED_DEMO: 'false' });
      const out = s.output();
      s.proc.kill('SIGTERM');
      await s.exited;
      const file = path.join(dataDir, 'sandbox-token');
      const token = fs.readFileSync(file, 'utf8').trim();
      assert.ok(token.length >= 16);
      assert.ok(!out.includes(token), `${start}: the banner must not show the token:\n${out}`);
      assert.ok(out.includes(`Authorization: Bearer $(cat '${file}')`), `${start}: the banner reads the token from its file:\n${out}`);
      assert.ok(out.includes(`kept in ${file}`), out);
      // and the line works as printed: the shell reads the token the server checks
      const line = /Authorization: Bearer (\$\(cat '[^']+'\))/.exec(out)![1]!;
      assert.equal(execFileSync('sh', ['-c', `printf %s "${line}"`]).toString(), token);
    }
  });

  it('a token given in SANDBOX_TOKEN is never printed', async () => {
    const given = 'given-sandbox-token-0123456789';
    const s = await spawnServer({ DATA_DIR: tmp(), SANDBOX: 'true', SEED_DEMO: 'false', SANDBOX_TOKEN: given });
    const out = s.output();
    s.proc.kill('SIGTERM');
    await s.exited;
    assert.ok(!out.includes(given), out);
    assert.match(out, /Authorization: Bearer <SANDBOX_TOKEN>/);
  });

  it('on a terminal, the generated token is shown once, at generation, and never again', async (t) => {
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' });
    } catch {
      if (process.env.CI) throw new Error('script (util-linux) is required for this test');
      t.skip('script is not installed: NOT RUN');
      return;
    }
    const dir = tmp();
    const run = () =>
      spawnSync('script', ['-qec', `timeout -s TERM 4 ${process.execPath} ${SERVER_MAIN}`, '/dev/null'], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn', SANDBOX: 'true', SEED_DEMO: 'false' },
        encoding: 'utf8',
      }).stdout;
    const first = run();
    const token = fs.readFileSync(path.join(dir, 'sandbox-token'), 'utf8').trim();
    assert.ok(first.includes(token), first);
    const second = run();
    assert.ok(second.includes('SANDBOX MODE'), second);
    assert.ok(!second.includes(token), second);
  });
});
