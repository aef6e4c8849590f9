// What the campaign change log (issue 35 item 4) costs a campaign update: CampaignsService.update
// of a campaign in 20 countries, renaming it each time, with the log (the real service) against
// the same service whose log append does nothing (baseline), and against the log's first write
// path (a second statement after the update, both snapshots whole, countries as objects), on the
// same database in the same run. Rounds alternate the three so drift on the shared machine hits
// them alike; the baseline's own spread between rounds is the noise the difference is read against.
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
import type { Campaign } from '../src/core/campaigns/model.js';
import type { NewOperation, OperationDetail } from '../src/core/campaigns/operation-log.js';
import type { SqlExecutor } from '../src/storage/db.js';
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

/** The same SQL repository whose log append writes nothing (a logged update is the plain update): the baseline. */
class NoLogRepo extends CampaignsSqlRepo {
  override transaction<T>(fn: (w: CampaignsWriter) => Promise<T>): Promise<T> {
    return super.transaction((w) =>
      fn(
        new Proxy(w, {
          get: (t, p, r) =>
            p === 'appendOperation' ? async () => '0' : p === 'updateLogged' ? async (c: Parameters<CampaignsWriter['update']>[0]) => (await t.update(c), '') : Reflect.get(t, p, r),
        }),
      ),
    );
  }
}

/** The log's first write path, kept here to measure against: the entry's own INSERT after the update, the first encoding. */
class FirstFormRepo extends CampaignsSqlRepo {
  override transaction<T>(fn: (w: CampaignsWriter) => Promise<T>): Promise<T> {
    return super.transaction((w) =>
      fn(
        new Proxy(w, {
          get: (t, p, r) => {
            if (p !== 'updateLogged') return Reflect.get(t, p, r);
            return async (c: Campaign, entries: NewOperation[]) => {
              await t.update(c);
              const x = (t as unknown as { x: SqlExecutor }).x;
              let op: number | null = null;
              for (const e of entries) {
                const row: { id: number } | undefined = await x.get<{ id: number }>(
                  'INSERT INTO campaign_operations (operation_id, account_id, at, type, operator_name, campaign_id, campaign_name, campaign_type, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
                  [op, e.accountId, e.at.getTime(), e.type, e.operatorName, e.campaignId, e.campaignName, e.campaignType, firstEncoding(e.detail)],
                );
                op ??= Number(row!.id);
              }
              return String(op);
            };
          },
        }),
      ),
    );
  }
}

/** The first encoding of a detail: Object.entries per object, both sides whole, countries as objects. */
function firstEncoding(d: OperationDetail): string {
  const pack = (o: object) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (v === null || v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
      out[k] = v instanceof Date ? v.getTime() : v;
    }
    return out;
  };
  if ('campaign' in d) return JSON.stringify({ c: pack(d.campaign.campaign), k: d.campaign.countries.map(pack) });
  const same = d.before.countries === d.after.countries || JSON.stringify(d.before.countries) === JSON.stringify(d.after.countries);
  return JSON.stringify(same ? { b: pack(d.before.campaign), a: pack(d.after.campaign), k: d.after.countries.map(pack) } : { b: pack(d.before.campaign), a: pack(d.after.campaign), kb: d.before.countries.map(pack), ka: d.after.countries.map(pack) });
}

const ARMS = ['without the log (baseline)', 'first write path', 'with the log (now)'] as const;
const lines: string[] = [];
function report(what: string, times: number[][]): void {
  const mb = median(times[0]!);
  lines.push(`${what}:`);
  times.forEach((t, i) => {
    const m = median(t);
    lines.push(`  ${ARMS[i]!.padEnd(27)}: median ${m.toFixed(0)} µs/update (rounds ${spread(t)})${i ? `; ${m >= mb ? '+' : ''}${(m - mb).toFixed(0)} µs (${(((m - mb) / mb) * 100).toFixed(1)} %)` : ''}`);
  });
  lines.push(`  baseline noise between rounds ${(((Math.max(...times[0]!) - Math.min(...times[0]!)) / mb) * 100).toFixed(1)} %`);
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
    const first = new CampaignsService({ repo: new FirstFormRepo(c.db), clock: c.clock, ids: c.ids, accountType: () => 'APP' });
    const arms = [bare, first, ours];
    let n = 0;
    // wall time, and this process's CPU time (user + system): on a machine shared with other work
    // the CPU time of the in-process path is far steadier than the wall clock (SQLite runs in
    // this process; PostgreSQL's own work is in its server and shows only in the wall time)
    const cpu: number[][] = arms.map(() => []);
    const run = async (svc: CampaignsService, i = -1): Promise<number> => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      for (let k = 0; k < updates; k++) await svc.update(account.id, ref, { name: `Bench ${++n}` });
      const wall = ((performance.now() - t0) * 1000) / updates;
      const used = process.cpuUsage(c0);
      if (i >= 0) cpu[i]!.push((used.user + used.system) / updates);
      return wall;
    };
    for (const svc of arms) await run(svc); // warm-up of every path
    const core: number[][] = arms.map(() => []);
    for (let r = 0; r < rounds; r++) for (const [i, svc] of arms.entries()) core[i]!.push(await run(svc, i));
    report('core CampaignsService.update, wall time', core);
    report('core CampaignsService.update, CPU time of this process', cpu);

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
    for (const svc of arms) await http(svc);
    const viaHttp: number[][] = arms.map(() => []);
    for (let r = 0; r < rounds; r++) for (const [i, svc] of arms.entries()) viaHttp[i]!.push(await http(svc));
    (c as { campaigns: CampaignsService }).campaigns = ours;
    await app.close();
    report('HTTP POST /manage/v1/campaign/update', viaHttp);
    const entries = Number((await c.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM campaign_operations WHERE account_id = ?', [account.id]))!.n);
    console.log(`${c.db.dialect}: ${updates} updates per round, ${rounds} rounds of each path (log entries written: ${entries})`);
    for (const line of lines) console.log(line);
  } finally {
    await c.close();
    await schema.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
