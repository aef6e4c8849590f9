// Issue 11: `campaignctl sandbox ...` acts on a running server's sandbox state over HTTP, finding
// the token the server keeps in DATA_DIR.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_MAIN, spawnServer, type SpawnedServer } from './helpers/spawn-server.js';

describe('campaignctl sandbox', () => {
  let dir: string;
  let server: SpawnedServer;
  let plain: SpawnedServer;
  let plainDir: string;
  const ctl = (args: string[], d = dir, url = server.url) => {
    const json = args[0] === '--json';
    const argv = [...(json ? ['--json'] : []), 'sandbox', '--url', url, ...(json ? args.slice(1) : args)];
    const r = spawnSync(process.execPath, [CLI_MAIN, ...argv], { env: { PATH: process.env.PATH ?? '', DATA_DIR: d }, encoding: 'utf8' });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sbx-cli-'));
    plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sbx-cli-off-'));
    [server, plain] = await Promise.all([spawnServer({ DATA_DIR: dir, SANDBOX: 'true' }), spawnServer({ DATA_DIR: plainDir })]);
  });
  after(async () => {
    server.proc.kill('SIGTERM');
    plain.proc.kill('SIGTERM');
    await Promise.all([server.exited, plain.exited]);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(plainDir, { recursive: true, force: true });
  });

  it('the banner says sandbox mode; clock, faults, requests and reset work on the running server', async () => {
    assert.match(server.output(), /SANDBOX MODE/);
    const t0 = ctl(['--json', 'clock']);
    assert.equal(t0.status, 0, t0.stderr);
    const before = Date.parse(JSON.parse(t0.stdout).now);
    const moved = ctl(['--json', 'clock', '+86400']);
    assert.equal(moved.status, 0, moved.stderr);
    assert.ok(Date.parse(JSON.parse(moved.stdout).now) - before >= 86_400_000);
    const back = ctl(['clock', '2001-01-01T00:00:00Z']);
    assert.equal(back.status, 1);
    assert.match(back.stderr, /never goes back/);
    assert.equal(ctl(['faults', 'add', '{"path":"/manage/v1/","status":503,"times":1}']).status, 0);
    const list = ctl(['--json', 'faults']);
    assert.equal(JSON.parse(list.stdout)[0].status, 503);
    assert.equal(ctl(['faults', 'clear']).status, 0);
    assert.deepEqual(JSON.parse(ctl(['--json', 'faults']).stdout), []);
    await fetch(`${server.url}/manage/v1/campaign/list?account_id=1`, { headers: { authorization: 'nope' } });
    const req = ctl(['--json', 'requests', '--path', '/manage/v1/']);
    assert.equal(req.status, 0, req.stderr);
    assert.equal(JSON.parse(req.stdout)[0].status, 403);
    // --json keeps the journal's nested query an object (it was printed as a JSON string in a string)
    assert.deepEqual(JSON.parse(req.stdout)[0].query, { account_id: '1' });
    // these commands talk HTTP only: no database is named (it used to say "database: SQLite at ...")
    assert.doesNotMatch(req.stderr + t0.stderr, /database:/);
    const snap = ctl(['--json', 'snapshot', 'cli-1']);
    assert.equal(snap.status, 0, snap.stderr);
    assert.equal(JSON.parse(snap.stdout).name, 'cli-1');
    assert.deepEqual(JSON.parse(ctl(['--json', 'snapshot']).stdout).map((s: { name: string }) => s.name), ['cli-1']);
    assert.equal(JSON.parse(ctl(['--json', 'restore', 'cli-1']).stdout).name, 'cli-1');
    assert.match(ctl(['restore', 'nope']).stderr, /404/);
    const reset = ctl(['--json', 'reset']);
    assert.deepEqual(JSON.parse(reset.stdout), { reset: 'all' });
    assert.equal(ctl(['limits-reset']).status, 0);
  });

  it('campaignctl sandbox seed FILE loads a fixture; SANDBOX_SEED_FILE seeds at start-up, once', async () => {
    const r = ctl(['--json', 'seed', 'docs/examples/sandbox-fixture.json']);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).created.campaigns, 2);
    assert.deepEqual(JSON.parse(ctl(['--json', 'seed', 'docs/examples/sandbox-fixture.json']).stdout).created, {});
    // the same document as YAML (by the file's extension): nothing new
    const y = ctl(['--json', 'seed', 'docs/examples/sandbox-fixture.yaml']);
    assert.equal(y.status, 0, y.stderr);
    assert.deepEqual(JSON.parse(y.stdout).created, {});
    const badYaml = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sbx-yaml-')), 'bad.yml');
    fs.writeFileSync(badYaml, 'accounts:\n  - name: A\n   keys: [\n');
    const bad = ctl(['seed', badYaml]);
    assert.notEqual(bad.status, 0);
    assert.match(bad.stderr, /bad\.yml: is not valid YAML \(line \d+, column \d+\)/);
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sbx-seedfile-'));
    try {
      for (const expectCreated of [true, false]) {
        // the second start reads the same fixture as YAML: nothing new
        const s = await spawnServer({ DATA_DIR: d, SANDBOX: 'true', SANDBOX_SEED_FILE: path.resolve(`docs/examples/sandbox-fixture.${expectCreated ? 'json' : 'yaml'}`) });
        try {
          assert.match(s.output(), expectCreated ? /seeded from .*"campaigns":2/ : /seeded from .*created \{\}/);
          // accounts 1 and 2 are the demo's (the app advertiser and the shop) the server makes first
          const list = await fetch(`${s.url}/manage/v1/campaign/list?account_id=3`, { headers: { authorization: 'ci-acme-campaign-key-0001' } });
          assert.equal(list.status, 200);
          assert.equal(((await list.json()) as unknown[]).length, 2);
        } finally {
          s.proc.kill('SIGTERM');
          await s.exited;
        }
      }
    } finally {
      fs.rmSync(d, { recursive: true, force: true });
    }
  });

  it('campaignctl sandbox delivery --file scripts exact figures; --delete removes a scripted day; mistakes exit 1 naming them', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sbx-delivery-'));
    try {
      const example = JSON.parse(fs.readFileSync('docs/examples/sandbox-fixture.json', 'utf8'));
      const campaign = example.accounts[0].campaigns[0];
      const keys = { campaign_api_key: 'cli-delivery-campaign-key-0001', management_key: 'cli-delivery-management-0001', report_key: 'cli-delivery-report-key-000001' };
      const fixture = path.join(work, 'fixture.json');
      fs.writeFileSync(fixture, JSON.stringify({ accounts: [{ name: 'CLI delivery', keys, campaigns: [{ ...campaign, name: 'Scripted by CLI' }] }] }));
      const seeded = ctl(['--json', 'seed', fixture]);
      assert.equal(seeded.status, 0, seeded.stderr);
      const accountId = JSON.parse(seeded.stdout).accounts[0].account_id;
      const list = await fetch(`${server.url}/manage/v1/campaign/list?account_id=${accountId}`, { headers: { authorization: keys.campaign_api_key } });
      const hashed = String(((await list.json()) as { hashed_id: string }[])[0]!.hashed_id);
      const day = new Date(Date.parse(JSON.parse(ctl(['--json', 'clock']).stdout).now) - 3 * 86_400_000).toISOString().slice(0, 10);
      const report = async () => {
        const q = new URLSearchParams({ api_key: keys.report_key, report_type: 'advertiser', start: day, end: day, columns: 'day,country,impressions,clicks,installs,cost,total_rev_0d', format: 'json' });
        return ((await (await fetch(`${server.url}/report?${q}`)).json()) as { results: Record<string, string>[] }).results;
      };
      // a bare list, as YAML
      const rows = path.join(work, 'rows.yaml');
      fs.writeFileSync(rows, `- campaign_id: ${hashed}\n  day: today-3\n  country: GB\n  impressions: 5000\n  clicks: 100\n  installs: 20\n  cost: 45.67\n  revenue: { 0d: 9.99 }\n`);
      const posted = ctl(['--json', 'delivery', '--file', rows]);
      assert.equal(posted.status, 0, posted.stderr);
      assert.equal(JSON.parse(posted.stdout).scripted, 1);
      assert.deepEqual(await report(), [{ day, country: 'gb', impressions: '5000', clicks: '100', installs: '20', cost: '45.67', total_rev_0d: '9.99' }]);
      // {"rows": [...]} as JSON, people's output; a second country
      const json = path.join(work, 'rows.json');
      fs.writeFileSync(json, JSON.stringify({ rows: [{ campaign_id: hashed, day, country: 'fr', impressions: 10, clicks: 1, installs: 1, cost: 0.5 }] }));
      const plainOut = ctl(['delivery', '--file', json]);
      assert.equal(plainOut.status, 0, plainOut.stderr);
      assert.match(plainOut.stdout, /scripted\s+1/);
      assert.deepEqual((await report()).map((r) => r.country).sort(), ['fr', 'gb']);
      // a broken row: the server's 400 naming the row and field, exit 1, nothing written
      fs.writeFileSync(json, JSON.stringify([{ campaign_id: hashed, day, country: 'de', impressions: 10, clicks: 1, installs: 1, cost: 0.555 }]));
      const bad = ctl(['delivery', '--file', json]);
      assert.equal(bad.status, 1);
      assert.match(bad.stderr, /400: rows\[0\]\.cost: must be whole cents/);
      assert.equal((await report()).length, 2);
      for (const [args, message] of [[['delivery'], /--file ROWS\.json/], [['delivery', '--delete', '--campaign', hashed], /--delete needs --campaign ID and --day DAY/], [['delivery', '--file', path.join(work, 'none.json')], /none\.json/], [['delivery', '--file', json, '--day', day], /go with --delete/]] as const) {
        const r = ctl([...args]);
        assert.equal(r.status, 1, args.join(' '));
        assert.match(r.stderr, message);
      }
      const removed = ctl(['--json', 'delivery', '--delete', '--campaign', hashed, '--day', day, '--country', 'GB']);
      assert.equal(removed.status, 0, removed.stderr);
      assert.deepEqual(JSON.parse(removed.stdout), { removed: 1 });
      assert.deepEqual((await report()).map((r) => r.country), ['fr']);
      assert.deepEqual(JSON.parse(ctl(['--json', 'delivery', '--delete', '--campaign', hashed, '--day', 'today-3']).stdout), { removed: 1 });
      assert.deepEqual(await report(), []);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it('says what is wrong: no sandbox on the server, no token, no server', () => {
    const off = ctl(['clock'], dir, plain.url);
    assert.equal(off.status, 1);
    assert.match(off.stderr, /SANDBOX=true/);
    const noToken = ctl(['clock'], plainDir);
    assert.equal(noToken.status, 1);
    assert.match(noToken.stderr, /no sandbox token/);
    const gone = ctl(['clock'], dir, 'http://127.0.0.1:9');
    assert.equal(gone.status, 1);
    assert.match(gone.stderr, /cannot reach the server/);
  });
});
