// The package runs with one command: `npm run pack`, `npm install ./campaign-platform-*.tgz` in an
// empty folder (no TypeScript build, no dev dependency, no EBADENGINE warning on Node 20, and with
// the README's approval of better-sqlite3's install script no install-scripts warning: the
// package itself has none), then `npx campaign-platform start` serves the whole platform on
// SQLite in that folder.
// Slow (npm compiles better-sqlite3 from source, about 2 minutes): CI runs it (CI is set there);
// elsewhere set PACK_TEST=1. It prints each step as it goes.
import assert from 'node:assert/strict';
import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const enabled = process.env.PACK_TEST === '1' || (Boolean(process.env.CI) && process.env.PACK_TEST !== '0');
const why = 'NOT RUN: set PACK_TEST=1 to run it (CI runs it): packs the repository and installs the tarball, compiling better-sqlite3 (~2 min)';
const say = (s: string) => console.log(`# package: ${s}`);

/** Runs a command, echoing its output lines with a prefix; resolves with the exit code and the output. */
function run(cmd: string, args: string[], opts: SpawnOptions & { timeoutMs: number }): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    say(`$ ${cmd} ${args.join(' ')}   (in ${opts.cwd})`);
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const echo = (d: Buffer) => {
      out += d;
      for (const line of d.toString().split('\n')) if (line.trim() && !/Unknown user config/.test(line)) console.log(`#   ${line}`);
    };
    child.stdout!.on('data', echo);
    child.stderr!.on('data', echo);
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      say(`  (exit ${code} after ${Math.round((Date.now() - started) / 1000)} s)`);
      resolve({ code, out });
    });
  });
}

describe('npm pack, install in an empty folder, npx campaign-platform start', { skip: enabled ? false : why }, () => {
  it('installs without a build or dev dependencies and serves every surface on SQLite in the folder', { timeout: 15 * 60_000 }, async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-npx-'));
    const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
    try {
      say('packing the repository (its build is the one `npm test` just made; npm run pack does not build)');
      const pack = await run('npm', ['run', 'pack', '--', '--pack-destination', work], { cwd: process.cwd(), env, timeoutMs: 120_000 });
      assert.equal(pack.code, 0, pack.out);
      const tgz = fs.readdirSync(work).find((f) => /^campaign-platform-.*\.tgz$/.test(f));
      assert.ok(tgz, `no tarball in ${work}`);
      const app = path.join(work, 'app');
      fs.mkdirSync(app);
      say('the README\'s approval of better-sqlite3\'s install script');
      assert.equal((await run('npm', ['init', '-y'], { cwd: app, env, timeoutMs: 60_000 })).code, 0);
      assert.equal((await run('npm', ['pkg', 'set', 'allowScripts.better-sqlite3=true', '--json'], { cwd: app, env, timeoutMs: 60_000 })).code, 0);
      say(`installing ${tgz} in the empty folder ${app} (better-sqlite3 compiles here: ~2 min)`);
      const inst = await run('npm', ['install', path.join(work, tgz)], { cwd: app, env, timeoutMs: 10 * 60_000 });
      assert.equal(inst.code, 0, inst.out);
      assert.doesNotMatch(inst.out, /EBADENGINE/, 'no dependency asks for a newer Node');
      assert.doesNotMatch(inst.out, /install-scripts|allowScripts/, 'no install script left unapproved (the package itself has none)');
      const nm = path.join(app, 'node_modules');
      for (const dev of ['typescript', 'esbuild', 'fastify', 'openapi-typescript', 'playwright-core']) assert.equal(fs.existsSync(path.join(nm, dev)), false, `dev dependency ${dev} was installed`);
      assert.equal(fs.existsSync(path.join(nm, 'campaign-platform', 'dist', 'src')), false, 'no TypeScript build in the package');

      say('npx campaign-platform start --port 0 (the platform on SQLite in the folder)');
      const server = spawn('npx', ['--no-install', 'campaign-platform', 'start', '--port', '0'], { cwd: app, env: { ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let out = '';
      server.stdout!.on('data', (d) => (out += d));
      server.stderr!.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((r) => server.on('close', (code) => r(code)));
      try {
        const until = Date.now() + 60_000;
        while (!/ready in/.test(out)) {
          if (Date.now() > until || server.exitCode !== null) assert.fail(`did not start:\n${out}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
        say(`started: ${url}`);
        assert.match(out, new RegExp(`SQLite at ${path.join(app, 'data').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), out);
        const creds = JSON.parse(fs.readFileSync(path.join(app, 'data', 'demo-credentials.json'), 'utf8'));
        const get = async (p: string, headers: Record<string, string> = {}) => {
          const r = await fetch(`${url}${p}`, { headers });
          return { status: r.status, text: await r.text() };
        };
        assert.equal((await get('/readyz')).status, 200);
        assert.equal((await get('/docs/')).status, 200, 'API reference (swagger-ui from the installed package)');
        assert.equal((await get('/console/static/uplot.js')).status, 200, 'console vendor file');
        assert.equal((await get('/openapi/manage-v1.json')).status, 200);
        const list = await get(`/manage/v1/campaign/list?account_id=${creds.account_id}`, { authorization: creds.campaign_api_key });
        assert.equal(list.status, 200, list.text);
        const campaigns = JSON.parse(list.text) as unknown[];
        assert.ok(Array.isArray(campaigns));
        const sup = await fetch(`${url}/suppressionApps?api_key=${creds.management_key}&package_name=com.example.npx`, { method: 'POST', body: '6f9619ff-8b86-d011-b42d-00c04fc964ff\n' });
        assert.deepEqual(await sup.json(), { num_valid_ids: 1, num_invalid_ids: 0 });
        say('the installed user CLI against it');
        const cli = await run('npx', ['--no-install', 'campaign-platform', '--json', '--url', url, 'campaigns', 'list'], {
          cwd: app,
          env: { ...env, CAMPAIGN_PLATFORM_ACCOUNT_ID: creds.account_id, CAMPAIGN_PLATFORM_CAMPAIGN_API_KEY: creds.campaign_api_key, CAMPAIGN_PLATFORM_CONFIG: path.join(work, 'profiles.json') },
          timeoutMs: 60_000,
        });
        assert.equal(cli.code, 0, cli.out);
        // the same campaigns as the API's (none, or the demo's sample ones)
        const printed = JSON.parse(cli.out.slice(cli.out.indexOf('['), cli.out.lastIndexOf(']') + 1)) as unknown[];
        assert.equal(printed.length, campaigns.length);
      } finally {
        say('stopping it (SIGTERM)');
        process.kill(-server.pid!, 'SIGTERM');
        await exited;
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
