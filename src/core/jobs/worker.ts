// Runs jobs from a JobQueue with registered handlers. N loops claim one job at a time; each claim
// has a lease renewed every leaseMs/3, so a worker that dies stops renewing and its job is claimed
// again after the lease. stop() stops claiming and waits for running jobs to finish.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../shared/ports.js';
import type { ClaimedJob, JobQueue } from './queue.js';

export interface JobContext {
  job: ClaimedJob;
  /** Aborted when the lease was lost (another worker may now run this job): stop early. */
  signal: AbortSignal;
}

export interface JobHandler {
  run(payload: unknown, ctx: JobContext): Promise<void>;
  /** Called once when the job is given up after its last attempt (e.g. mark the asset as failed). */
  giveUp?(payload: unknown, error: string): Promise<void>;
}

export interface WorkerOptions {
  concurrency: number;
  leaseMs: number;
  /** Idle poll interval; enqueues in this process wake the worker at once. */
  pollMs: number;
  /** First retry delay; doubles per attempt, capped at maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Only these job types (default: every registered type but those in `except`). */
  only?: readonly string[];
  /** Job types this worker leaves to another pool. */
  except?: readonly string[];
  /** At most this many jobs of one key (account) running at once, on every process (default: no cap; claims are fair between keys either way). */
  perKeyLimit?: number;
}

export interface WorkerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: WorkerLog = { info: () => undefined, error: () => undefined };

export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();
  register(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`job handler ${type} registered twice`);
    this.handlers.set(type, handler);
  }
  get(type: string): JobHandler | undefined {
    return this.handlers.get(type);
  }
  types(): string[] {
    return [...this.handlers.keys()];
  }
}

export class Worker {
  readonly id = randomBytes(6).toString('hex');
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: (() => void)[] = [];
  /** Jobs finished by this worker (done or failed), for tests and logs. */
  processed = 0;

  constructor(
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    private readonly clock: Clock,
    private readonly opts: WorkerOptions,
    private readonly log: WorkerLog = silent,
  ) {
    queue.onEnqueued(() => this.nudge());
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: Math.max(1, this.opts.concurrency) }, (_, i) => this.loop(i));
  }

  /** Stops claiming; resolves when the jobs in hand have finished. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.nudge();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** The job types this worker claims. */
  types(): string[] {
    const all = this.opts.only ? this.opts.only.filter((t) => this.registry.get(t)) : this.registry.types();
    return this.opts.except ? all.filter((t) => !this.opts.except!.includes(t)) : all;
  }

  private nudge(): void {
    const w = this.wake;
    this.wake = [];
    for (const f of w) f();
  }

  /** Until nudged, or `ms` at most (undefined: until nudged). */
  private sleep(ms: number | undefined): Promise<void> {
    // (stopped while this loop was claiming: stop()'s nudge has passed, so no wait at all)
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const t = ms === undefined ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake.push(done);
    });
  }

  /**
   * One of the worker's loops. While idle only the first polls the queue (one query per pollMs per
   * worker, however large its concurrency); the others wait to be woken: by an enqueue in this
   * process, a notification from another, or a sibling that found a job (there may be more).
   */
  private async loop(i: number): Promise<void> {
    const idleWait = i === 0 ? this.opts.pollMs : undefined;
    while (this.running) {
      let job: ClaimedJob | undefined;
      try {
        job = await this.queue.claim(this.types(), this.opts.leaseMs, this.clock.now(), { perKeyLimit: this.opts.perKeyLimit });
      } catch (e) {
        this.log.error({ err: e }, 'job claim failed');
        await this.sleep(this.opts.pollMs);
        continue;
      }
      if (!job) {
        await this.sleep(idleWait);
        continue;
      }
      this.nudge();
      await this.runOne(job);
    }
  }

  /** Runs one claimed job to done, retry or give-up. Public for tests that drive a claim by hand. */
  async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.registry.get(job.type);
    const abort = new AbortController();
    const every = Math.max(50, Math.floor(this.opts.leaseMs / 3));
    const beat = setInterval(() => {
      this.queue.renew(job, this.opts.leaseMs, this.clock.now()).then(
        (ok) => {
          if (!ok) abort.abort(new Error('lease lost'));
        },
        (e) => this.log.error({ err: e, jobId: job.id }, 'lease renewal failed'),
      );
    }, every);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      if (job.attempts > job.maxAttempts) {
        // claimed again after its last attempt crashed its worker: give up instead of looping forever
        throw new GiveUp(`gave up after ${job.maxAttempts} attempts (the last one did not finish)`);
      }
      await handler.run(job.payload, { job, signal: abort.signal });
      clearInterval(beat);
      await this.queue.complete(job, this.clock.now());
    } catch (e) {
      clearInterval(beat);
      const msg = e instanceof Error ? e.message : String(e);
      const last = e instanceof GiveUp || job.attempts >= job.maxAttempts;
      const retryAt = last ? undefined : new Date(this.clock.now().getTime() + this.backoff(job.attempts));
      this.log.error({ err: e, jobId: job.id, type: job.type, attempt: job.attempts, willRetry: !last }, 'job failed');
      try {
        const stillMine = await this.queue.fail(job, msg.slice(0, 2000), retryAt, this.clock.now());
        if (last && stillMine && handler?.giveUp) await handler.giveUp(job.payload, msg);
      } catch (e2) {
        this.log.error({ err: e2, jobId: job.id }, 'recording job failure failed');
      }
    } finally {
      clearInterval(beat);
      this.processed++;
    }
  }

  private backoff(attempt: number): number {
    return Math.min(this.opts.maxBackoffMs, this.opts.backoffMs * 2 ** Math.max(0, attempt - 1));
  }
}

class GiveUp extends Error {}
