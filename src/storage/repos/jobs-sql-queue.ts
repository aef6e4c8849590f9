// The job queue in SQL. Claiming is one atomic statement: on PostgreSQL the candidate row is
// locked with FOR UPDATE SKIP LOCKED (concurrent claimers skip it instead of waiting or taking it
// twice); on SQLite the UPDATE ... WHERE id = (SELECT ...) RETURNING runs under the database's
// single write lock, so two processes can never both move the same row to running.
// Claims are fair between keys (accounts; issue 22, item 3): the candidate is the oldest runnable
// job of the key with the fewest jobs running now (leases still held, counted in the same
// statement, so every process sees every other's), optionally only among keys under a limit. One
// account's 40 files then take turns with everyone else's instead of holding every worker.
import { randomBytes } from 'node:crypto';
import type { ClaimedJob, ClaimOptions, JobInfo, JobQueue, JobSpec, JobState, TxHandle } from '../../core/jobs/queue.js';
import type { Db, SqlExecutor } from '../db.js';
import type { Clock } from '../../core/shared/ports.js';

interface ClaimRow { id: number; type: string; payload: string; attempts: number; max_attempts: number }

export const DEFAULT_MAX_ATTEMPTS = 5;

export class JobsSqlQueue implements JobQueue {
  private readonly listeners: (() => void)[] = [];
  /** `clock`: the platform's clock, so run_at agrees with the claims' `now` (a moved clock moves both). */
  constructor(private readonly db: Db, private readonly clock: Clock = { now: () => new Date() }) {}

  onEnqueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  async enqueue(spec: JobSpec, tx?: TxHandle): Promise<number> {
    const ex = (tx as SqlExecutor | undefined) ?? this.db;
    const now = this.clock.now().getTime();
    const row = await ex.get<{ id: number }>(
      `INSERT INTO jobs (type, payload, state, attempts, max_attempts, run_at, created_at, updated_at, fair_key)
       VALUES (?, ?, 'queued', 0, ?, ?, ?, ?, ?) RETURNING id`,
      [spec.type, JSON.stringify(spec.payload ?? null), spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, spec.runAt?.getTime() ?? now, now, now, spec.fairKey ?? ''],
    );
    // Within a transaction the job is visible only after commit; a wake-up before that finds
    // nothing and the worker's next poll (or the next nudge) picks it up.
    if (tx) queueMicrotask(() => this.fire());
    else this.fire();
    return Number(row!.id);
  }

  /** For callers that committed a transaction with enqueued jobs: wake in-process workers now. */
  fire(): void {
    for (const l of this.listeners) l();
  }

  async claim(types: readonly string[], leaseMs: number, now: Date, opts: ClaimOptions = {}): Promise<ClaimedJob | undefined> {
    if (!types.length) return undefined;
    const t = now.getTime();
    const token = randomBytes(12).toString('hex');
    const inTypes = types.map(() => '?').join(', ');
    const lock = this.db.dialect === 'postgres' ? ' FOR UPDATE OF j SKIP LOCKED' : '';
    const limited = opts.perKeyLimit !== undefined;
    const row = await this.db.get<ClaimRow>(
      `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_token = ?, locked_until = ?, updated_at = ?
       WHERE id = (
         SELECT j.id FROM jobs j
         LEFT JOIN (
           SELECT fair_key, COUNT(*) AS n FROM jobs WHERE state = 'running' AND locked_until >= ? AND type IN (${inTypes}) GROUP BY fair_key
         ) r ON r.fair_key = j.fair_key
         WHERE j.type IN (${inTypes})
           AND ((j.state = 'queued' AND j.run_at <= ?) OR (j.state = 'running' AND j.locked_until < ?))${limited ? '\n           AND COALESCE(r.n, 0) < ?' : ''}
         ORDER BY COALESCE(r.n, 0), j.run_at, j.id LIMIT 1${lock}
       )
       RETURNING id, type, payload, attempts, max_attempts`,
      [token, t + leaseMs, t, t, ...types, ...types, t, t, ...(limited ? [opts.perKeyLimit] : [])],
    );
    if (!row) return undefined;
    return { id: Number(row.id), type: row.type, payload: JSON.parse(row.payload), attempts: Number(row.attempts), maxAttempts: Number(row.max_attempts), leaseToken: token };
  }

  async renew(job: ClaimedJob, leaseMs: number, now: Date): Promise<boolean> {
    const r = await this.db.run(`UPDATE jobs SET locked_until = ?, updated_at = ? WHERE id = ? AND state = 'running' AND lease_token = ?`, [
      now.getTime() + leaseMs, now.getTime(), job.id, job.leaseToken,
    ]);
    return r.changes === 1;
  }

  async complete(job: ClaimedJob, now: Date): Promise<boolean> {
    const r = await this.db.run(
      `UPDATE jobs SET state = 'done', lease_token = NULL, locked_until = NULL, updated_at = ? WHERE id = ? AND state = 'running' AND lease_token = ?`,
      [now.getTime(), job.id, job.leaseToken],
    );
    return r.changes === 1;
  }

  async fail(job: ClaimedJob, error: string, retryAt: Date | undefined, now: Date): Promise<boolean> {
    const r = await this.db.run(
      `UPDATE jobs SET state = ?, run_at = ?, last_error = ?, lease_token = NULL, locked_until = NULL, updated_at = ?
       WHERE id = ? AND state = 'running' AND lease_token = ?`,
      [retryAt ? 'queued' : 'failed', retryAt?.getTime() ?? now.getTime(), error, now.getTime(), job.id, job.leaseToken],
    );
    return r.changes === 1;
  }

  async hasQueued(type: string): Promise<boolean> {
    return (await this.db.get("SELECT 1 AS hit FROM jobs WHERE state = 'queued' AND type = ? LIMIT 1", [type])) !== undefined;
  }

  async get(id: number): Promise<JobInfo | undefined> {
    const r = await this.db.get<{ id: number; type: string; state: JobState; attempts: number; max_attempts: number; last_error: string | null }>(
      'SELECT id, type, state, attempts, max_attempts, last_error FROM jobs WHERE id = ?',
      [id],
    );
    return r && { id: Number(r.id), type: r.type, state: r.state, attempts: Number(r.attempts), maxAttempts: Number(r.max_attempts), lastError: r.last_error };
  }
}
