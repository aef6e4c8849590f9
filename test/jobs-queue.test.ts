import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { JobRegistry, Worker, type WorkerOptions } from '../src/core/jobs/worker.js';
import { systemClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { JobsSqlQueue } from '../src/storage/repos/jobs-sql-queue.js';
import { locate, openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fast: WorkerOptions = { concurrency: 3, leaseMs: 2000, pollMs: 10, backoffMs: 10, maxBackoffMs: 50 };

async function until(cond: () => Promise<boolean>, what: string, timeoutMs = 20000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

await forEachDatabase('job queue', (tdb) => {
  let db: Db;
  let db2: Db;
  before(async () => {
    db = await tdb.open();
    await migrate(db);
    db2 = await openAgain(db);
    await db.run('CREATE TABLE job_runs (job_id INTEGER NOT NULL, worker TEXT NOT NULL)');
  });
  after(async () => {
    await db2.close();
    await tdb.cleanup();
  });

  it('two workers on separate connections never run the same job, and run every job', async () => {
    const q1 = new JobsSqlQueue(db);
    const q2 = new JobsSqlQueue(db2);
    const N = 120;
    for (let i = 0; i < N; i++) await q1.enqueue({ type: 'test.count', payload: { i } });
    const make = (q: JobsSqlQueue, conn: Db, name: string) => {
      const reg = new JobRegistry();
      reg.register('test.count', {
        run: async (_p, ctx) => {
          await conn.run('INSERT INTO job_runs (job_id, worker) VALUES (?, ?)', [ctx.job.id, name]);
          await new Promise((r) => setTimeout(r, 1)); // give the other worker a chance to race
        },
      });
      return new Worker(q, reg, systemClock, fast);
    };
    const w1 = make(q1, db, 'one');
    const w2 = make(q2, db2, 'two');
    w1.start();
    w2.start();
    await until(async () => Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM jobs WHERE type = 'test.count' AND state = 'done'"))!.n) === N, 'all jobs done');
    await Promise.all([w1.stop(), w2.stop()]);
    const runs = await db.all<{ job_id: number; n: number }>('SELECT job_id, COUNT(*) AS n FROM job_runs GROUP BY job_id');
    assert.equal(runs.length, N);
    assert.ok(runs.every((r) => Number(r.n) === 1), 'a job ran twice');
    const byWorker = await db.all<{ worker: string; n: number }>('SELECT worker, COUNT(*) AS n FROM job_runs GROUP BY worker');
    assert.equal(byWorker.length, 2, 'both workers took part');
  });

  it('concurrent claims from two connections never return the same job', async () => {
    const q1 = new JobsSqlQueue(db);
    const q2 = new JobsSqlQueue(db2);
    for (let i = 0; i < 40; i++) await q1.enqueue({ type: 'test.claim', payload: i });
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? q1 : q2).claim(['test.claim'], 60000, now)));
    const ids = claims.filter((c) => c).map((c) => c!.id);
    assert.equal(ids.length, 40);
    assert.equal(new Set(ids).size, 40);
  });

  it('a job whose worker stopped renewing is claimed again after the lease; the old claim is fenced off', async () => {
    const q = new JobsSqlQueue(db);
    const id = await q.enqueue({ type: 'test.lease', payload: 'x' });
    const t0 = new Date();
    const first = await q.claim(['test.lease'], 1000, t0);
    assert.equal(first?.id, id);
    assert.equal(await q.claim(['test.lease'], 1000, new Date(t0.getTime() + 500)), undefined, 'leased: not claimable');
    const second = await q.claim(['test.lease'], 1000, new Date(t0.getTime() + 1001));
    assert.equal(second?.id, id);
    assert.equal(second?.attempts, 2);
    assert.equal(await q.renew(first!, 1000, new Date()), false);
    assert.equal(await q.complete(first!, new Date()), false, 'the dead claim cannot complete');
    assert.equal(await q.complete(second!, new Date()), true);
    assert.equal((await q.get(id))?.state, 'done');
  });

  it('a worker killed with SIGKILL mid-job: the job is re-run by another worker after the lease', async () => {
    const q = new JobsSqlQueue(db);
    const id = await q.enqueue({ type: 'test.crash', payload: { n: 1 } });
    const where = await locate(db);
    const child = spawn(process.execPath, [path.join(here, 'fixtures/blocking-worker.js')], {
      env: { ...process.env, DB_SQLITE: where.sqlite ?? '', DB_PG_URL: where.pgUrl ?? '', DB_SCHEMA: where.schema ?? '', LEASE_MS: '400' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => child.on('exit', r));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('started') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    assert.equal((await q.get(id))?.state, 'running');
    child.kill('SIGKILL');
    await exited;
    let ran = 0;
    const reg = new JobRegistry();
    reg.register('test.crash', { run: async () => void ran++ });
    const w = new Worker(new JobsSqlQueue(db2), reg, systemClock, { ...fast, concurrency: 1 });
    w.start();
    await until(async () => (await q.get(id))?.state === 'done', 'the crashed job to be re-run');
    await w.stop();
    assert.equal(ran, 1);
    assert.equal((await q.get(id))?.attempts, 2);
  });

  it('failures retry with backoff and are given up after the last attempt', async () => {
    const q = new JobsSqlQueue(db);
    const id = await q.enqueue({ type: 'test.fail', payload: 7, maxAttempts: 3 });
    let runs = 0;
    const gaveUp: string[] = [];
    const reg = new JobRegistry();
    reg.register('test.fail', {
      run: async () => {
        runs++;
        throw new Error(`boom ${runs}`);
      },
      giveUp: async (p, e) => void gaveUp.push(`${p}:${e}`),
    });
    const w = new Worker(q, reg, systemClock, fast);
    w.start();
    await until(async () => (await q.get(id))?.state === 'failed', 'give-up');
    await w.stop();
    assert.equal(runs, 3);
    assert.deepEqual(gaveUp, ['7:boom 3']);
    const info = await q.get(id);
    assert.deepEqual([info?.attempts, info?.lastError], [3, 'boom 3']);
  });

  it('a job enqueued inside a rolled-back transaction never exists', async () => {
    const q = new JobsSqlQueue(db);
    await assert.rejects(
      db.transaction(async (tx) => {
        await q.enqueue({ type: 'test.tx', payload: 1 }, tx);
        throw new Error('abort');
      }),
    );
    assert.equal(Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM jobs WHERE type = 'test.tx'"))!.n), 0);
  });

  it('stop() lets the job in hand finish', async () => {
    const q = new JobsSqlQueue(db);
    const id = await q.enqueue({ type: 'test.slow', payload: null });
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const began = new Promise<void>((r) => (started = r));
    const reg = new JobRegistry();
    reg.register('test.slow', {
      run: async () => {
        started();
        await gate;
      },
    });
    const w = new Worker(q, reg, systemClock, fast);
    w.start();
    await began;
    const stopped = w.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(done, false, 'stop waited for the running job');
    release();
    await stopped;
    assert.equal((await q.get(id))?.state, 'done');
  });
});
