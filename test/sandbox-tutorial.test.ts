// docs/sandbox.md's tutorial suite (docs/examples/sandbox-ci.test.mjs) passes against a live
// sandbox server: reset and fixture before each test, the clock, a forced rejection, a fault.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';

const TOKEN = 'ci-sandbox-token-0123456789';

await forEachDatabase('the sandbox tutorial', (tdb) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('docs/examples/sandbox-ci.test.mjs passes against the running platform', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_URL: t.url, SANDBOX_TOKEN: TOKEN };
    delete env.NODE_TEST_CONTEXT; // its own test run, not a subtest of this one
    const child = spawn(process.execPath, ['--test', '--test-reporter=tap', 'docs/examples/sandbox-ci.test.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0, out);
    assert.match(out, /# pass 4/);
    assert.match(out, /# fail 0/);
  });
});
