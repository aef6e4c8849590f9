// A logger for background work (the job worker, the request logs' flush) that does not flood
// while a dependency is down: an error caused by the outage is reported to the monitor (which
// logs one line when it starts and one when it ends) instead of a stack per attempt. A job that
// failed because of it is still said, in one line without a stack, since it will be retried.
import type { Dependency } from '../core/shared/dependency.js';
import type { OutageMonitor } from './outage-monitor.js';

export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function outageAwareLog(log: Log, monitor: OutageMonitor, classify: (e: unknown) => { dependency: Dependency; detail: string } | undefined): Log {
  const filtered = (level: 'warn' | 'error') => (obj: object, msg: string) => {
    const err = (obj as { err?: unknown }).err;
    const down = err === undefined ? undefined : classify(err);
    if (!down) return log[level](obj, msg);
    monitor.failed(down.dependency, down.detail);
    if ('jobId' in obj && msg === 'job failed') log.warn({ ...obj, err: undefined, error: `${down.dependency} unreachable` }, msg);
  };
  return { info: (obj, msg) => log.info(obj, msg), warn: filtered('warn'), error: filtered('error') };
}
