// What the campaign change log (issue 35 item 4) costs a campaign update: CampaignsService.update
// of a campaign in 20 countries, renaming it each time, with the log (the real service) against
// the same service whose log append does nothing (baseline), on the same database in the same
// run. Rounds alternate baseline/ours so drift on the shared machine hits both alike; the
// baseline's own spread between rounds is the noise the difference is read against.
//
//   npm run build && npm run bench -- operation-log [--database-url=postgres://...] [--rounds=7] [--updates=400]
//
// Two levels: the core call alone (the worst case for the relative cost) and POST
// /manage/v1/campaign/update over HTTP on the same in-process server, whose campaigns service is
// swapped between rounds (the routes read it at call time), one request at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { CampaignsService } from '../src/core/campaigns/campaigns-service.js';
import type { CampaignsWriter } from '../src/core/campaigns/campaigns-repo.js';
import { createContainer } from '../src/root/container.js';
import { buildApp } from '../src/root/app.js';
import { Writable } from 'node:stream';
import { CampaignsSqlRepo } from '../src/storage/repos/campaigns-sql-repo.js';
import { median, spread } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const COUNTRIES = ['us', 'gb', 'de', 'fr', 'jp', 'kr', 'ca', 'au', 'br', 'mx', 'es', 'it', 'pl', 'tr', 'in', 'id', 'ph', 'vn', 'th', 'eg'];

async function ownSchema(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!databaseUrl) return { url: '', drop: async () => undefined };
  const schema = `bench_oplog_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const u = new URL(databaseUrl);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: databaseUrl });
      await a.connect();
      await a.query(`DROP SCHEMA ${schema} CASCADE`);
      await a.end();
    },
  };
}

/** The same SQL repository whose log append writes nothing: the baseline. */
class NoLogRepo extends CampaignsSqlRepo {
  override transaction<T>(fn: (w: CampaignsWriter) => Promise<T>): Promise<T> {
    return super.transaction((w) => fn(new Proxy(w, { get: (t, p, r) => (p === 'appendOperation' ? async () => '0' : Reflect.get(t, p, r)) })));
  }
}

const lines: string[] = [];
function report(what: string, b: number[], o: number[]): void {
  const mb = median(b);
  const mo = median(o);
  lines.push(`${what}:`);
  lines.push(`  without the log (baseline): median ${mb.toFixed(0)} µs/update (rounds ${spread(b)})`);
  lines.push(`  with the log              : median ${mo.toFixed(0)} µs/update (rounds ${spread(o)})`);
  lines.push(`  difference: ${(mo - mb).toFixed(0)} µs (${(((mo - mb) / mb) * 100).toFixed(1)} %); baseline noise between rounds ${(((Math.max(...b) - Math.min(...b)) / mb) * 100).toFixed(1)} %`);
}

async function main(): Promise<void> {
  const schema = await ownSchema(arg('database-url', ''));
  const rounds = Number(arg('rounds', '7'));
  const updates = Number(arg('updates', '400'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-oplog-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DELIVERY_SIMULATION: 'false', INLINE_WORKER: 'false', MANAGE_RATE_LIMIT_REQUESTS: '10000000' };
  if (schema.url) env.DATABASE_URL = schema.url;
  const c = await createContainer(loadConfig(env));
  try {
    const { account, campaignApiKey: key } = await c.accounts.createAccount('Operation log bench');
    const created = await c.campaigns.create(account.id, {
      name: 'Bench 0', platform: 'android', packageName: 'com.bench.oplog', bidType: 'CPI', trackingMethod: 'tracker_01',
      countries: [{ key: 'DEFAULT', patch: { bid: '2.5' } }, ...COUNTRIES.map((k) => ({ key: k, patch: { budget: '100' } }))],
    });
    const ref = { id: created.campaign.id };
    const ours = c.campaigns;
    // the baseline shares the clock and ids; its repository is the same SQL minus the log append
    const bare = new CampaignsService({ repo: new NoLogRepo(c.db), clock: c.clock, ids: c.ids, accountType: () => 'APP' });
    let n = 0;
    const run = async (svc: CampaignsService): Promise<number> => {
      const t0 = performance.now();
      for (let i = 0; i < updates; i++) await svc.update(account.id, ref, { name: `Bench ${++n}` });
      return ((performance.now() - t0) * 1000) / updates;
    };
    await run(bare); // warm-up of both paths
    await run(ours);
    const b: number[] = [];
    const o: number[] = [];
    for (let r = 0; r < rounds; r++) {
      b.push(await run(bare));
      o.push(await run(ours));
    }
    report('core CampaignsService.update', b, o);

    // the same over HTTP: a client's update through /manage/v1
    const app = await buildApp(c, { logStream: new Writable({ write: (_c, _e, cb) => cb() }) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/manage/v1/campaign/update?account_id=${account.id}`;
    const http = async (svc: CampaignsService): Promise<number> => {
      (c as { campaigns: CampaignsService }).campaigns = svc;
      const t0 = performance.now();
      for (let i = 0; i < updates; i++) {
        const res = await fetch(url, { method: 'POST', headers: { authorization: key, 'content-type': 'application/json' }, body: JSON.stringify({ id: String(ref.id), type: 'APP', name: `Bench ${++n}` }) });
        if (res.status !== 200) throw new Error(`update answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
      return ((performance.now() - t0) * 1000) / updates;
    };
    await http(bare);
    await http(ours);
    const hb: number[] = [];
    const ho: number[] = [];
    for (let r = 0; r < rounds; r++) {
      hb.push(await http(bare));
      ho.push(await http(ours));
    }
    (c as { campaigns: CampaignsService }).campaigns = ours;
    await app.close();
    report('HTTP POST /manage/v1/campaign/update', hb, ho);
    const entries = Number((await c.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM campaign_operations WHERE account_id = ?', [account.id]))!.n);
    console.log(`${c.db.dialect}: ${updates} updates per round, ${rounds} rounds each side (log entries written: ${entries})`);
    for (const line of lines) console.log(line);
  } finally {
    await c.close();
    await schema.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
