// Issue 33, item 16: the user CLI decides colour per stream. `campaign-platform campaigns list >
// out.txt` run from a terminal wrote bold headers and coloured statuses into the file, because
// colour was decided by looking at stderr and applied to stdout. NO_COLOR (present and not empty,
// no-color.org) turns it off everywhere; FORCE_COLOR turns it on.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeUi, paint, table } from '../src/user-cli/output.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { sqliteDatabase } from './helpers/databases.js';
import { manage, manageAccount, v2Campaign, type ManageAccount } from './helpers/manage.js';

const ESC = '\u001b[';

/** A stream that records what is written, a terminal or not. */
const sink = (isTTY: boolean) => {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (t: string) => chunks.push(t), text: () => chunks.join('') };
};

function run(env: NodeJS.ProcessEnv, stdoutTTY: boolean, stderrTTY: boolean) {
  const stdout = sink(stdoutTTY);
  const stderr = sink(stderrTTY);
  const ui = makeUi({}, env, { stdout, stderr });
  table(ui, [{ id: '1', status: paint(ui, 'green', 'RUNNING') }], ['id', 'status']);
  ui.err(`${paint(ui, 'red', 'error:')} something`);
  return { out: stdout.text(), err: stderr.text() };
}

describe('colour per stream', () => {
  it('stdout redirected from a terminal: the results are plain, the messages on the terminal coloured', () => {
    const r = run({}, false, true);
    assert.equal(r.out.includes(ESC), false, JSON.stringify(r.out));
    assert.match(r.out, /^ID {2}STATUS\n1 {3}RUNNING\n$/);
    assert.ok(r.err.includes(`${ESC}31merror:`), JSON.stringify(r.err));
  });

  it('stderr redirected, stdout a terminal: the other way round', () => {
    const r = run({}, true, false);
    assert.ok(r.out.includes(`${ESC}1mID`), JSON.stringify(r.out));
    assert.equal(r.err, 'error: something\n');
  });

  it('NO_COLOR (present, not empty) turns it off on both; empty NO_COLOR does not; FORCE_COLOR turns it on', () => {
    const off = run({ NO_COLOR: '1' }, true, true);
    assert.equal(off.out.includes(ESC) || off.err.includes(ESC), false);
    const empty = run({ NO_COLOR: '' }, true, true);
    assert.ok(empty.out.includes(ESC) && empty.err.includes(ESC));
    const forced = run({ FORCE_COLOR: '1' }, false, false);
    assert.ok(forced.out.includes(ESC) && forced.err.includes(ESC));
    const both = run({ NO_COLOR: '1', FORCE_COLOR: '1' }, true, true);
    assert.equal(both.out.includes(ESC) || both.err.includes(ESC), false, 'NO_COLOR wins');
  });
});

describe('the CLI in a terminal with its output redirected to a file (script(1) gives it a real terminal)', { skip: fs.existsSync('/usr/bin/script') ? false : 'no script(1) here' }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let who: ManageAccount;
  let dir: string;
  before(async () => {
    t = await startTestApp(await tdb.open());
    who = await manageAccount(t, 'Colour');
    assert.equal((await manage(t, who, 'POST', '/campaign/create', { body: v2Campaign({ name: 'Coloured' }) })).status, 200);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-colour-'));
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('`campaigns list > out.txt` writes no colour code into the file; an error on the terminal is coloured', async () => {
    const bin = path.resolve('dist/bundle/campaign-platform.mjs');
    const out = path.join(dir, 'out.txt');
    const env = { PATH: process.env.PATH ?? '', HOME: dir, TERM: 'xterm', CAMPAIGN_PLATFORM_CONFIG: path.join(dir, 'p.json'), CAMPAIGN_PLATFORM_URL: t.url, CAMPAIGN_PLATFORM_ACCOUNT_ID: String(who.accountId), CAMPAIGN_PLATFORM_CAMPAIGN_API_KEY: who.key };
    const inTerminal = (command: string) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn('script', ['-qec', command, '/dev/null'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let seen = '';
        child.stdout.on('data', (d) => (seen += d));
        child.on('error', reject);
        child.on('close', () => resolve(seen));
      });
    await inTerminal(`'${process.execPath}' '${bin}' campaigns list > '${out}'`);
    const file = fs.readFileSync(out, 'utf8');
    assert.match(file, /Coloured/);
    assert.equal(file.includes(ESC), false, JSON.stringify(file.slice(0, 200)));
    const terminal = await inTerminal(`'${process.execPath}' '${bin}' campaigns get 999999999 > '${out}'`);
    assert.ok(terminal.includes(`${ESC}31merror:`), JSON.stringify(terminal));
  });
});
