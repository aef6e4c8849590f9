// Background work: the job worker (inline or its own process) and the delivery simulator with its postbacks.
import { type ConfigVariable, type Env, bool, int } from './parse.js';

export interface JobsConfig {
  /** Run the job worker inside the server process. */
  inlineWorker: boolean;
  /** The delivery simulator and its postbacks (src/core/delivery, docs/delivery.md). */
  delivery: {
    /** Simulate delivery hour by hour on the platform clock. */
    simulate: boolean;
    /** Send the simulated impressions' and clicks' tracking URLs (else only record them). */
    sendPostbacks: boolean;
    /** Let postbacks reach private, loopback and link-local addresses (development and tests). */
    postbacksAllowPrivate: boolean;
    /** Most postbacks sent per second by one process. */
    postbackRatePerSecond: number;
  };
  worker: {
    /** Jobs one worker process runs at once. */
    concurrency: number;
    /** A claimed job's lease; renewed every third of it, re-run by another worker when it lapses. */
    leaseMs: number;
    /** How often an idle worker looks for jobs enqueued by other processes. */
    pollMs: number;
  };
}

export const JOBS_VARIABLES: readonly ConfigVariable[] = [
  ['INLINE_WORKER', 'true', 'run the asset-processing worker inside the server'],
  ['DELIVERY_SIMULATION', 'true', 'simulate delivery (impressions, clicks, installs, spend) hour by hour on the platform clock'],
  ['POSTBACK_DELIVERY', 'false', 'send the simulated tracking URLs (postbacks) as HTTP GET to their targets; off: only recorded'],
  ['POSTBACK_ALLOW_PRIVATE', 'false', 'let postbacks reach private, loopback and link-local addresses (local development only)'],
  ['POSTBACK_RATE_PER_SECOND', '20', 'most postbacks one process sends per second'],
  ['WORKER_CONCURRENCY', '2', 'jobs a worker (inline or campaignctl worker) runs at once; a free worker takes the oldest job of the account with the fewest jobs running, on every process'],
  ['JOB_LEASE_MS', '30000', 'lease of a claimed job; a job whose worker died is re-run after it'],
  ['JOB_POLL_MS', '1000', 'how often an idle worker looks for jobs queued by other processes'],
];

export function jobsSettings(env: Env): JobsConfig {
  return {
    inlineWorker: bool(env, 'INLINE_WORKER', true),
    delivery: {
      simulate: bool(env, 'DELIVERY_SIMULATION', true),
      sendPostbacks: bool(env, 'POSTBACK_DELIVERY', false),
      postbacksAllowPrivate: bool(env, 'POSTBACK_ALLOW_PRIVATE', false),
      postbackRatePerSecond: int(env, 'POSTBACK_RATE_PER_SECOND', 20, 1, 10_000),
    },
    worker: {
      concurrency: int(env, 'WORKER_CONCURRENCY', 2, 1, 64),
      leaseMs: int(env, 'JOB_LEASE_MS', 30000, 100, 3600000),
      pollMs: int(env, 'JOB_POLL_MS', 1000, 10, 600000),
    },
  };
}
