// The durable job queue, as the core sees it. Jobs live in the database (migration 0005) so they
// survive restarts; a claimed job carries a lease that its worker renews, and a job whose lease ran
// out (its worker died) is claimed again. Implementation: src/storage/repos/jobs-sql-queue.ts.

/**
 * A storage transaction handle, passed through opaquely: the executor a Db.transaction callback
 * receives. Lets a caller enqueue a job atomically with its own writes without the core knowing SQL.
 */
export type TxHandle = unknown;

export interface JobSpec {
  /** Handler name, e.g. 'asset.process'. */
  type: string;
  /** JSON-serialisable payload. */
  payload: unknown;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Attempts before the job is given up (default 5). */
  maxAttempts?: number;
  /**
   * Whose work this is (an account: `account:<id>`; default '', the platform's own): claims share
   * the workers between keys, so one account's many jobs cannot keep another's waiting.
   */
  fairKey?: string;
}

export interface ClaimOptions {
  /** Only jobs of keys that have fewer than this many jobs running (on every process) are claimed. */
  perKeyLimit?: number;
}

export interface ClaimedJob {
  id: number;
  type: string;
  payload: unknown;
  /** 1 on the first run; counts every claim, including claims after a crashed worker. */
  attempts: number;
  maxAttempts: number;
  /** Fencing token of this claim: only the current holder can renew, complete or fail it. */
  leaseToken: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobInfo {
  id: number;
  type: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

export interface JobQueue {
  /** Adds a job; inside the caller's transaction when tx is given (it then exists iff that commits). */
  enqueue(spec: JobSpec, tx?: TxHandle): Promise<number>;
  /**
   * Claims a runnable job of one of these types for leaseMs, or undefined. Atomic across processes.
   * Fair between keys: the oldest job of the key that has the fewest jobs running now.
   */
  claim(types: readonly string[], leaseMs: number, now: Date, opts?: ClaimOptions): Promise<ClaimedJob | undefined>;
  /** Extends the lease; false when the claim was lost (lease expired and someone else claimed it). */
  renew(job: ClaimedJob, leaseMs: number, now: Date): Promise<boolean>;
  /** Marks the job done; false when the claim was lost. */
  complete(job: ClaimedJob, now: Date): Promise<boolean>;
  /** Records a failure: retried at retryAt, or given up (state failed) when retryAt is undefined. */
  fail(job: ClaimedJob, error: string, retryAt: Date | undefined, now: Date): Promise<boolean>;
  get(id: number): Promise<JobInfo | undefined>;
  /** Whether a job of this type waits to run (queued, due or not). */
  hasQueued(type: string): Promise<boolean>;
  /** Called by enqueue in this process, so an idle in-process worker wakes at once instead of at its next poll. */
  onEnqueued(listener: () => void): void;
  /** Wakes this process's idle workers now (jobs queued elsewhere, or made due by a moved clock). */
  fire(): void;
}
