// Issue 33, items 15 and 19: installs end without npm's "install scripts not yet covered by
// allowScripts" warning that a new user cannot explain. 15: in the repository, every dependency
// with an install script (package-lock.json's hasInstallScript: better-sqlite3, esbuild) is
// approved in package.json's allowScripts. 19: the tarball `npm run pack` makes has no
// install-time script of its own (npm lists a tarball's `prepare` as one, keyed by its absolute
// path, which nobody can approve ahead), and holds the same files as `npm pack` would. The
// install of the tarball in an empty folder, with the README's approval of better-sqlite3, is
// test/package-npx.test.ts (CI, or PACK_TEST=1: it compiles better-sqlite3).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';

const run = promisify(execFile);
const root = path.resolve('.');
const INSTALL_TIME = ['preinstall', 'install', 'postinstall', 'preprepare', 'prepare', 'postprepare'];

describe('install scripts', () => {
  it('item 15: every dependency with an install script is approved in allowScripts', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const allow = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
    const withScripts = Object.entries(lock.packages).filter(([k, v]) => k && v.hasInstallScript).map(([k]) => k.slice(k.lastIndexOf('node_modules/') + 'node_modules/'.length));
    assert.ok(withScripts.includes('better-sqlite3'), 'the lockfile is read');
    for (const name of withScripts) assert.equal(allow[name], true, `${name} has an install script that allowScripts does not cover`);
  });

  it('item 19: `npm run pack` makes a tarball with no install-time script and the files `npm pack` would pack', { timeout: 180_000 }, async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-pack-'));
    const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_loglevel: 'warn' };
    try {
      const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
      await run('npm', ['run', 'pack', '--', '--pack-destination', work], { cwd: root, env });
      const tgz = path.join(work, `campaign-platform-${version}.tgz`);
      assert.ok(fs.existsSync(tgz), fs.readdirSync(work).join(', '));
      const manifest = JSON.parse((await run('tar', ['-xOzf', tgz, 'package/package.json'], { maxBuffer: 1 << 20 })).stdout) as { scripts?: Record<string, string>; bin?: Record<string, string> };
      for (const s of INSTALL_TIME) assert.equal(manifest.scripts?.[s], undefined, `the tarball's package.json has a ${s} script`);
      assert.equal(manifest.bin?.['campaign-platform'], 'dist/bundle/campaign-platform.mjs');
      const packed = (await run('tar', ['-tzf', tgz], { maxBuffer: 16 << 20 })).stdout.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, '')).sort();
      const [npmWould] = JSON.parse((await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, env, maxBuffer: 16 << 20 })).stdout) as [{ files: { path: string }[] }];
      assert.deepEqual(packed, npmWould.files.map((f) => f.path).sort());
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
