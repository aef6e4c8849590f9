// Host interception (issue 37) with unmodified clients: `campaign-platform start --intercept` runs
// inside a network namespace of its own that has only loopback (unshare -n), so nothing could leave
// the machine even if the proxy tried; a Python `requests` script with the report URL hard-coded and
// a Node fetch client with the management host hard-coded run in that namespace with only the
// settings docs/intercept.md gives. Needs root (unshare), ip, nsenter and python3 with requests;
// without them the suite is skipped with the reason, and REQUIRE_INTERCEPT_CLIENTS=1 (.ci/run)
// makes that a failure.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_MAIN } from './helpers/spawn-server.js';

const USER_CLI = path.resolve('dist/bundle/campaign-platform.mjs');
const FIXTURES = path.resolve('test/fixtures/intercept');

/** The first Python that has requests (pyenv's python3 first, then Debian's, where python3-requests goes). */
const PYTHON = ['python3', '/usr/bin/python3'].find((p) => spawnSync(p, ['-c', 'import requests']).status === 0);

function problem(): string | undefined {
  const ns = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], { encoding: 'utf8' });
  if (ns.status !== 0) return `cannot make a network namespace (unshare -n; needs root): ${ns.stderr || ns.error?.message}`;
  if (spawnSync('nsenter', ['--version']).status !== 0) return 'nsenter is missing (util-linux)';
  if (!PYTHON) return 'python3 with requests is missing (apt-get install python3-requests)';
  if (!fs.existsSync(USER_CLI)) return `${USER_CLI} is missing (npm run build)`;
  return undefined;
}

const why = problem();
if (why && process.env.REQUIRE_INTERCEPT_CLIENTS === '1') throw new Error(`REQUIRE_INTERCEPT_CLIENTS=1 but ${why}`);

describe('unmodified clients through host interception, in a network namespace with only loopback', { skip: why }, () => {
  let dataDir: string;
  let server: ChildProcess;
  let out = '';
  let caPath: string;
  let keys: { account_id: string; campaign_api_key: string; report_key: string };
  /** Runs a command in the server's network namespace. */
  const inside = (cmd: string[], env: Record<string, string>) =>
    spawnSync('nsenter', [`--net=/proc/${server.pid}/ns/net`, '--', ...cmd], { encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env } });

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-intercept-'));
    const made = spawnSync(process.execPath, [CLI_MAIN, '--json', '--data-dir', dataDir, 'accounts', 'create', '--name', 'Unmodified clients'], { encoding: 'utf8' });
    assert.equal(made.status, 0, made.stderr);
    keys = JSON.parse(made.stdout);
    // the namespace is made by unshare, which then runs the server in it (same process)
    server = spawn('unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', process.execPath, USER_CLI, 'start', '--intercept', '--port', '8080', '--data-dir', dataDir], {
      env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', INTERCEPT_PORT: '8081', DELIVERY_SIMULATION: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (out += d));
    server.stderr!.on('data', (d) => (out += d));
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`not ready in 30 s:\n${out}`)), 30_000);
      const check = () => {
        if (/ready in/.test(out)) {
          clearTimeout(t);
          resolve();
        }
      };
      server.stdout!.on('data', check);
      server.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
    });
    caPath = /CA certificate to trust(?: \(made now\))?: (\S+)/.exec(out)?.[1] ?? '';
  });
  after(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the proxy and the CA certificate path in the banner; the namespace has nothing but loopback', () => {
    assert.match(out, /host interception: HTTPS_PROXY=http:\/\/127\.0\.0\.1:8081 serves api\.ads\.axon\.ai, r\.applovin\.com, o\.applovin\.com, oauth\.applovin\.com, api\.applovin\.com/);
    assert.equal(caPath, path.join(dataDir, 'intercept', 'ca.crt'));
    const links = inside(['ip', '-o', 'link'], {});
    assert.equal(links.status, 0, links.stderr);
    assert.deepEqual(links.stdout.trim().split('\n').map((l) => l.split(':')[1]!.trim()), ['lo']);
  });

  it('a Node fetch client with the management host hard-coded creates and lists a campaign', () => {
    const r = inside([process.execPath, '--import', path.join(FIXTURES, 'node-proxy.mjs'), path.join(FIXTURES, 'manage_client.mjs')], {
      HTTPS_PROXY: 'http://127.0.0.1:8081',
      NODE_EXTRA_CA_CERTS: caPath,
      MANAGE_KEY: keys.campaign_api_key,
      ACCOUNT_ID: keys.account_id,
    });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /created campaign \d+ hashed [0-9a-f]{32} trace [0-9a-f]{32}/);
  });

  it('a Python requests script with the report URL hard-coded reads the report; a host not on the list is refused', () => {
    const r = inside([PYTHON!, path.join(FIXTURES, 'report_client.py')], { HTTPS_PROXY: 'http://127.0.0.1:8081', REQUESTS_CA_BUNDLE: caPath, REPORT_KEY: keys.report_key });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /report rows \d+ trace [0-9a-f]{32}/);
    assert.match(r.stdout, /refused example\.com: ProxyError/);
  });

  it('without the CA trusted, the same client fails verification (the certificates are really checked)', () => {
    const r = inside([PYTHON!, path.join(FIXTURES, 'report_client.py')], { HTTPS_PROXY: 'http://127.0.0.1:8081', REQUESTS_CA_BUNDLE: '/etc/ssl/certs/ca-certificates.crt', REPORT_KEY: keys.report_key });
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /CERTIFICATE_VERIFY_FAILED|SSLError/);
  });

  it('the CA key never leaves DATA_DIR: mode 0600, never printed', () => {
    const keyFile = path.join(dataDir, 'intercept', 'ca.key');
    assert.equal(fs.statSync(keyFile).mode & 0o777, 0o600);
    const body = fs.readFileSync(keyFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('-----'));
    for (const line of body) assert.ok(!out.includes(line), 'a line of the CA key is in the server output');
    assert.deepEqual(fs.readdirSync(path.join(dataDir, 'intercept')).sort(), ['ca.crt', 'ca.key']);
  });
});
