// Server time of every web console page with 1,000 campaigns in the account (issue 13: each under
// 100 ms), against GET /healthz measured in the same run as the baseline.
//
//   npm run build && npm run bench -- console [--requests=40] [--campaigns=1000] [--database-url=postgres://...]
//
// One server as `npm start` builds it (SQLite under a temporary DATA_DIR unless --database-url),
// in this process; requests are sent one at a time, pages interleaved with /healthz so drift on
// this shared machine hits both alike. "Server time" is Fastify's reply.elapsedTime (request
// received to response sent); the round trip seen by the client is printed beside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config/config.js';
import { buildApp } from '../src/root/app.js';
import { createContainer } from '../src/root/container.js';
import { newCampaignFromV2 } from '../src/surfaces/manage-v1/campaign-map.js';
import { median } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const REQUESTS = Number(arg('requests', '40'));
const CAMPAIGNS = Number(arg('campaigns', '1000'));
const DATABASE_URL = arg('database-url', '');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-console-'));
const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info' };
if (DATABASE_URL) env.DATABASE_URL = DATABASE_URL;
const c = await createContainer(loadConfig(env));
const app = await buildApp(c, { logStream: new Writable({ write: (_c, _e, cb) => cb() }) });
const serverMs = new Map<string, number[]>();
let current = '';
app.addHook('onResponse', (_req, reply, done) => {
  if (current) serverMs.get(current)!.push(reply.elapsedTime);
  done();
});
await app.listen({ host: '127.0.0.1', port: 0 });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

// The account: 1,000 campaigns (per-country budgets on some), a creative set with assets, yesterday's figures.
const { account } = await c.accounts.createAccount('Console bench');
await c.accounts.createUser(account.id, 'bench@example.com', 'bench password');
const started = performance.now();
const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
let first = 0;
for (let i = 0; i < CAMPAIGNS; i++) {
  const perCountry = i % 3 === 0;
  const body = {
    name: `Campaign ${i} ${i % 2 ? 'summer' : 'winter'}`, type: 'APP', platform: 'ANDROID', package_name: `com.example.app${i}`,
    bidding_strategy: 'TARGET_GOAL_WITH_CPI_BILLING',
    budget: perCountry ? { country_code_to_daily_budget: { US: '100', GB: '50' } } : { daily_budget_for_all_countries: '500' },
    goal: { goal_type: 'CPI', goal_value_for_all_countries: '1.5' },
    tracking: { tracking_method: 'TRACKER_01', click_url: 'https://t.example/c', impression_url: 'https://t.example/i' },
    targeting: [{ country_code: 'US', region_codes: ['CA'] }, { country_code: 'GB' }], start_date: start, end_date: '2099-01-01',
  };
  const made = await c.campaigns.create(account.id, newCampaignFromV2(body as never, c.clock.now()));
  if (i === 0) first = made.campaign.id;
  if (i % 10 === 0) await c.campaigns.recordDay(account.id, { id: made.campaign.id }, { day: c.campaigns.yesterday(), impressions: 1000, clicks: 20, installs: 3, spend: '4.5' });
}
const set = await c.creatives.sets.create(account.id, { campaign: { id: first }, name: 'Bench set', version: 'V1' });
await c.creatives.members.putMember(account.id, { id: set.set.id }, { type: 'TXT_TITLE', update: false, source: { kind: 'text', value: 'Play now' } });
console.log(`seeded ${CAMPAIGNS} campaigns in ${Math.round(performance.now() - started)} ms (${DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);

// Sign in as a browser does.
const pre = await fetch(`${base}/console/sign-in`);
const preCookie = pre.headers.getSetCookie()[0]!.split(';')[0]!;
const csrf = /name="csrf_token" value="([0-9a-f]{64})"/.exec(await pre.text())![1]!;
const signed = await fetch(`${base}/console/sign-in`, { method: 'POST', redirect: 'manual', headers: { cookie: preCookie }, body: new URLSearchParams({ csrf_token: csrf, email: 'bench@example.com', password: 'bench password' }) });
const cookie = signed.headers.getSetCookie().map((x) => x.split(';')[0]).join('; ');

const pages: [string, string][] = [
  ['GET /healthz (baseline)', '/healthz'],
  ['sign-in page (signed out)', '/console/sign-in'],
  ['campaigns, page 1 of 20', '/console/campaigns'],
  ['campaigns, page 20', '/console/campaigns?page=20'],
  ['campaigns, search', '/console/campaigns?q=summer&status=paused'],
  ['new campaign form', '/console/campaigns/new'],
  ['edit campaign form', `/console/campaigns/${first}`],
  ['creative sets of a campaign', `/console/campaigns/${first}/creative-sets`],
  ['asset library', '/console/assets'],
  ['suppression', '/console/suppression'],
  ['keys and apps', '/console/keys'],
];
const roundTrip = new Map<string, number[]>();
for (const [name] of pages) {
  serverMs.set(name, []);
  roundTrip.set(name, []);
}
// warm-up, then interleaved rounds
for (const [, url] of pages) await (await fetch(base + url, { headers: { cookie }, redirect: 'manual' })).text();
for (let r = 0; r < REQUESTS; r++) {
  for (const [name, url] of pages) {
    current = name;
    const t0 = performance.now();
    // the sign-in page is for signed-out browsers (a signed-in one is sent on)
    const res = await fetch(base + url, { headers: url === '/console/sign-in' ? { cookie: preCookie } : { cookie }, redirect: 'manual' });
    await res.text();
    roundTrip.get(name)!.push(performance.now() - t0);
    current = '';
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  }
}
const base0 = median(serverMs.get(pages[0]![0])!);
console.log(`\n${REQUESTS} requests per page, one at a time; median (min..max) in ms\n`);
console.log(`${'page'.padEnd(32)} ${'server'.padStart(8)} ${'range'.padStart(14)} ${'round trip'.padStart(11)} ${'x healthz'.padStart(10)}`);
let worst = 0;
for (const [name] of pages) {
  const s = serverMs.get(name)!;
  const m = median(s);
  if (name !== pages[0]![0]) worst = Math.max(worst, m);
  console.log(`${name.padEnd(32)} ${m.toFixed(2).padStart(8)} ${`${Math.min(...s).toFixed(1)}..${Math.max(...s).toFixed(1)}`.padStart(14)} ${median(roundTrip.get(name)!).toFixed(2).padStart(11)} ${(m / base0).toFixed(1).padStart(10)}`);
}
console.log(`\nslowest page median: ${worst.toFixed(1)} ms ${worst < 100 ? '(under 100 ms)' : '(OVER 100 ms)'}`);
// a shared PostgreSQL database keeps nothing of the run (the account's rows cascade)
if (DATABASE_URL) await c.db.run('DELETE FROM accounts WHERE id = ?', [account.id]);
await app.close();
await c.close();
fs.rmSync(dataDir, { recursive: true, force: true });
