// One log line when a dependency (the database, the blob store) goes, one when it is back, with
// how long it was gone and how many requests were refused meanwhile; nothing per failed request
// (which used to log a full stack each: 75-146 per process in 12 s, none saying what happened).
// While a dependency is down, a probe (one cheap call a second) notices its return; readiness
// reads the state without a call of its own.
import type { Dependency } from '../core/shared/dependency.js';

export interface OutageLog {
  warn(fields: Record<string, unknown>, msg: string): void;
  info(fields: Record<string, unknown>, msg: string): void;
}

interface State {
  since: number;
  /** The last failure seen while down: it is back only once the probe succeeds with none for a probe interval. */
  lastFailure: number;
  refused: number;
  detail: string;
  timer?: ReturnType<typeof setTimeout>;
}

export interface OutageMonitorOptions {
  log: OutageLog;
  /** A cheap check that the dependency answers again (SELECT 1, HeadBucket); absent: not probed. */
  probes: Partial<Record<Dependency, () => Promise<boolean>>>;
  /** Which store, for the log lines (never an address with credentials). */
  names: Partial<Record<Dependency, string>>;
  probeMs?: number;
}

export class OutageMonitor {
  private readonly down = new Map<Dependency, State>();
  private get probeMs(): number {
    return this.o.probeMs ?? 1000;
  }
  private closed = false;
  constructor(private readonly o: OutageMonitorOptions) {}

  isDown(dep: Dependency): boolean {
    return this.down.has(dep);
  }

  /** The dependencies now down, for /readyz. */
  downNow(): Dependency[] {
    return [...this.down.keys()];
  }

  /** An operation found the dependency unreachable: the first such failure logs one line and starts probing. */
  failed(dep: Dependency, detail: string): void {
    const known = this.down.get(dep);
    if (known) known.lastFailure = Date.now();
    if (known || this.closed) return;
    const st: State = { since: Date.now(), lastFailure: Date.now(), refused: 0, detail };
    this.down.set(dep, st);
    this.o.log.warn({ dependency: dep, store: this.o.names[dep], error: detail }, `${this.o.names[dep] ?? dep} is unreachable; answering 503 with Retry-After to what needs it until it is back`);
    this.schedule(dep, st);
  }

  /** A request was answered 503 because the dependency is down. */
  refused(dep: Dependency, detail: string): void {
    this.failed(dep, detail);
    const st = this.down.get(dep);
    if (st) st.refused++;
  }

  /** An operation on the dependency succeeded: it is back (the probe usually says so first). */
  succeeded(dep: Dependency): void {
    const st = this.down.get(dep);
    if (!st) return;
    if (st.timer) clearTimeout(st.timer);
    this.down.delete(dep);
    const seconds = Math.round((Date.now() - st.since) / 100) / 10;
    this.o.log.info(
      { dependency: dep, store: this.o.names[dep], down_seconds: seconds, refused: st.refused },
      `${this.o.names[dep] ?? dep} is reachable again after ${seconds} s; ${st.refused} request${st.refused === 1 ? ' was' : 's were'} refused meanwhile`,
    );
  }

  private schedule(dep: Dependency, st: State): void {
    const probe = this.o.probes[dep];
    if (!probe || this.closed) return;
    st.timer = setTimeout(() => {
      st.timer = undefined;
      probe().then(
        // (SQLite locked by another process still reads: a probe that succeeds while requests
        // keep failing does not end the outage)
        (ok) => (ok && Date.now() - st.lastFailure >= this.probeMs ? this.succeeded(dep) : this.down.get(dep) === st && this.schedule(dep, st)),
        () => this.down.get(dep) === st && this.schedule(dep, st),
      );
    }, this.probeMs);
    st.timer.unref?.();
  }

  close(): void {
    this.closed = true;
    for (const st of this.down.values()) if (st.timer) clearTimeout(st.timer);
  }
}
