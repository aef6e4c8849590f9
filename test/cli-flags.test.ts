// Issue 9, "An API reference people can use": campaignctl --version and --data-dir, the database
// every command names, and the server's --help / --version (which must not start a server).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { CONFIG_VARIABLES } from '../src/config/config.js';
import { API_VERSION } from '../src/openapi/version.js';
import { CLI_MAIN, SERVER_MAIN } from './helpers/spawn-server.js';

const run = (file: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [file, ...args], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, encoding: 'utf8', timeout: 20000 });

describe('command-line flags', () => {
  const a = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-flags-a-'));
  const b = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-flags-b-'));
  after(() => {
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  });

  it('campaignctl --version prints the version', () => {
    const r = run(CLI_MAIN, ['--version']);
    assert.equal(r.status, 0);
    assert.equal(r.stdout.trim(), API_VERSION);
    assert.equal(JSON.parse(fs.readFileSync('package.json', 'utf8')).version, API_VERSION);
  });

  it('--data-dir wins over DATA_DIR, and every command says which database it opened', () => {
    const made = run(CLI_MAIN, ['--data-dir', a, '--json', 'accounts', 'create', '--name', 'In A'], { DATA_DIR: b });
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stderr, new RegExp(`database: SQLite at ${path.join(a, 'campaign-platform.sqlite').replace(/[.\\/]/g, '\\$&')}`));
    const inA = run(CLI_MAIN, ['--json', '--data-dir', a, 'accounts', 'list'], { DATA_DIR: b });
    assert.deepEqual(JSON.parse(inA.stdout).map((x: { name: string }) => x.name), ['In A']);
    const inB = run(CLI_MAIN, ['--json', 'accounts', 'list'], { DATA_DIR: b });
    assert.deepEqual(JSON.parse(inB.stdout), []);
    assert.match(inB.stderr, /database: SQLite at .*cp-flags-b-/);
  });

  it('the server prints usage for --help and its version for --version, and starts nothing', () => {
    const help = run(SERVER_MAIN, ['--help'], { DATA_DIR: b, PORT: '0' });
    assert.equal(help.status, 0);
    assert.match(help.stdout, /^Usage: node dist\/bundle\/server\.mjs/);
    for (const [name] of CONFIG_VARIABLES) assert.ok(help.stdout.includes(name), name);
    assert.doesNotMatch(help.stdout, /listening/);
    const version = run(SERVER_MAIN, ['--version']);
    assert.deepEqual([version.status, version.stdout.trim()], [0, API_VERSION]);
    const bad = run(SERVER_MAIN, ['--frobnicate']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /unknown argument --frobnicate/);
  });

  it('the variables listed by --help are the README table\'s and those the config reads', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const table = [...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    assert.deepEqual(CONFIG_VARIABLES.map(([n]) => n), table);
    const source = fs.readdirSync('src/config').map((f) => fs.readFileSync(path.join('src/config', f), 'utf8')).join('\n');
    const read = new Set([...source.matchAll(/env(?:\.([A-Z0-9_]+)|, '([A-Z0-9_]+)')/g)].map((m) => m[1] ?? m[2]));
    assert.deepEqual([...read].sort(), [...table].sort());
  });
});

describe('documentation', () => {
  it('points at nothing a user of the repository does not have (no ../shared/...)', () => {
    const files = ['README.md', ...fs.readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => path.join('docs', f))];
    for (const f of files) assert.doesNotMatch(fs.readFileSync(f, 'utf8'), /\.\.\/shared\//, f);
  });
});
