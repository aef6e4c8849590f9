// What the platform keeps and shows about itself: the accounts' request logs and the Prometheus metrics.
import { type ConfigVariable, type Env, bool, int } from './parse.js';

export interface ObservabilityConfig {
  /** Request logs of every API request per account (the console's Request logs page). */
  requestLogs: {
    enabled: boolean;
    maxRowsPerAccount: number;
    maxBytesPerAccount: number;
    /** Successful requests kept per account and second (per process); more are counted, not kept. */
    maxPerSecond: number;
  };
  /** GET /metrics (Prometheus). */
  metrics: {
    enabled: boolean;
    /** When set, scrapes must send `Authorization: Bearer <token>`. */
    token: string | undefined;
  };
}

export const OBSERVABILITY_VARIABLES: readonly ConfigVariable[] = [
  ['REQUEST_LOGS', 'true', "keep every API request of each account for 7 days (the console's Request logs; secrets redacted)"],
  ['REQUEST_LOG_MAX_ROWS', '10000', 'request logs: entries kept per account (oldest dropped)'],
  ['REQUEST_LOG_MAX_BYTES', '33554432', 'request logs: bytes of paths and bodies kept per account (oldest dropped)'],
  ['REQUEST_LOG_MAX_PER_SECOND', '50', 'request logs: successful requests kept per account and second (errors: 4 times as many); more are counted, not kept'],
  ['METRICS', 'true', 'serve GET /metrics (Prometheus text format)'],
  ['METRICS_TOKEN', 'none', 'when set, /metrics needs Authorization: Bearer <token>'],
];

export function observabilitySettings(env: Env): ObservabilityConfig {
  return {
    requestLogs: {
      enabled: bool(env, 'REQUEST_LOGS', true),
      maxRowsPerAccount: int(env, 'REQUEST_LOG_MAX_ROWS', 10_000, 1, 10_000_000),
      maxBytesPerAccount: int(env, 'REQUEST_LOG_MAX_BYTES', 32 * 1024 * 1024, 64 * 1024, 64 * 1024 ** 3),
      maxPerSecond: int(env, 'REQUEST_LOG_MAX_PER_SECOND', 50, 1, 1_000_000),
    },
    metrics: {
      enabled: bool(env, 'METRICS', true),
      token: (env.METRICS_TOKEN ?? '').trim() || undefined,
    },
  };
}
