// The request log's write path and its reads. The HTTP layer calls push() once per request with a
// raw record (references, nothing copied or formatted); that is all a request pays. A timer takes
// the buffered records every flushMs, turns them into entries (account, redaction, error code:
// `toEntry`, given by the HTTP layer), and stores them in one batch per flush; the repository
// keeps each account under its caps. The buffer is bounded: past maxBuffered records (the
// database cannot keep up) further records are dropped and counted, and memory stays bounded.
import type { Clock } from '../shared/ports.js';
import { DEFAULT_REQUEST_LOG_LIMITS, type RequestLogEntry, type RequestLogFilter, type RequestLogLimits, type RequestLogRepo, type StoredRequestLog } from './model.js';

export interface RequestLogDeps<R> {
  repo: RequestLogRepo;
  clock: Clock;
  /** Whose request a raw record is, and whether it failed; undefined when it is nobody's (not logged). Cheap: runs for every record. */
  identify: (raw: R) => Promise<{ accountId: number; error: boolean } | undefined> | { accountId: number; error: boolean } | undefined;
  /** A kept record as stored: redaction, bodies, error code. Runs only for records within the budget. */
  toEntry: (raw: R, accountId: number, maxBodyBytes: number) => RequestLogEntry;
  limits?: Partial<RequestLogLimits>;
  flushMs?: number;
  maxBuffered?: number;
  onError?: (e: unknown) => void;
}

const RETENTION_SWEEP_MS = 60_000;

export class RequestLogService<R = unknown> {
  readonly limits: RequestLogLimits;
  private buffer: R[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastSweep = 0;
  private lastFlush = 0;
  private readonly maxBuffered: number;
  /** Records dropped because the buffer was full, and entries the caps dropped (for metrics and tests). */
  dropped = { buffer: 0, caps: 0 };

  /** Records per account since the last flush (the push-time budget), and those over it. */
  private window = new Map<number, { ok: number; errors: number }>();
  private skippedAtPush = new Map<number, number>();
  private readonly windowOk: number;
  private readonly windowErrors: number;

  constructor(private readonly d: RequestLogDeps<R>) {
    this.limits = { ...DEFAULT_REQUEST_LOG_LIMITS, ...d.limits };
    this.maxBuffered = d.maxBuffered ?? 20_000;
    const perFlush = Math.max(1, (d.flushMs ?? 1000) / 1000);
    this.windowOk = Math.ceil(this.limits.maxPerSecond * perFlush);
    this.windowErrors = Math.ceil(this.limits.maxErrorsPerSecond * perFlush);
  }

  /**
   * The one thing a request does: its raw record joins the buffer. When the caller knows the
   * account, the per-second budget is applied here already: a record over it is only counted, so a
   * client sending thousands of requests a second does not keep their bodies alive until the flush.
   */
  push(raw: R, accountId?: number, error = false): void {
    if (accountId !== undefined) {
      const u = this.window.get(accountId);
      if (u === undefined) this.window.set(accountId, error ? { ok: 0, errors: 1 } : { ok: 1, errors: 0 });
      else if (error ? u.errors++ >= this.windowErrors : u.ok++ >= this.windowOk) {
        this.skippedAtPush.set(accountId, (this.skippedAtPush.get(accountId) ?? 0) + 1);
        return;
      }
    }
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped.buffer++; // O(1): the database is behind, this record is not kept
    } else this.buffer.push(raw);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.d.flushMs ?? 1000);
      this.timer.unref();
    }
  }

  /** Stores everything buffered so far (the page calls it so a user's last request is there). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // one flush at a time; a flush asked for during one runs after it
    const run = (this.flushing ?? Promise.resolve()).then(() => this.flushNow());
    this.flushing = run.finally(() => {
      if (this.flushing === run) this.flushing = undefined;
    });
    return run;
  }

  private async flushNow(): Promise<void> {
    const batch = this.buffer;
    this.buffer = [];
    const skipped = this.skippedAtPush;
    this.skippedAtPush = new Map();
    this.window = new Map();
    const now = this.d.clock.now().getTime();
    // the budget of this flush: per account, so many successes and errors per second since the last one
    const seconds = Math.max(1, (now - (this.lastFlush || now - 1000)) / 1000);
    this.lastFlush = now;
    try {
      const entries: RequestLogEntry[] = [];
      const used = new Map<number, { ok: number; errors: number }>();
      for (const raw of batch) {
        const known = this.d.identify(raw);
        const who = known instanceof Promise ? await known : known;
        if (!who) continue;
        const u = used.get(who.accountId) ?? { ok: 0, errors: 0 };
        used.set(who.accountId, u);
        const within = who.error ? u.errors++ < this.limits.maxErrorsPerSecond * seconds : u.ok++ < this.limits.maxPerSecond * seconds;
        if (within) entries.push(this.d.toEntry(raw, who.accountId, this.limits.maxBodyBytes));
        else skipped.set(who.accountId, (skipped.get(who.accountId) ?? 0) + 1);
      }
      if (entries.length || skipped.size) this.dropped.caps += await this.d.repo.append(entries, { maxRows: this.limits.maxRowsPerAccount, maxBytes: this.limits.maxBytesPerAccount }, skipped);
      if (now - this.lastSweep >= RETENTION_SWEEP_MS) {
        this.lastSweep = now;
        await this.d.repo.dropOlderThan(new Date(now - this.limits.retentionMs));
      }
    } catch (e) {
      // a log that cannot be written never fails a request: the batch is lost and said so
      this.d.onError?.(e);
    }
  }

  /** The account's entries of the retention window, newest first. */
  async list(accountId: number, f: Omit<RequestLogFilter, 'since'>): Promise<StoredRequestLog[]> {
    return this.d.repo.list(accountId, { ...f, since: this.since() });
  }

  async byTraceId(accountId: number, traceId: string): Promise<StoredRequestLog | undefined> {
    const e = await this.d.repo.byTraceId(accountId, traceId.trim().toLowerCase());
    return e && e.at.getTime() >= this.since().getTime() ? e : undefined;
  }

  usage(accountId: number): Promise<{ rows: number; bytes: number; skipped: number }> {
    return this.d.repo.usage(accountId);
  }

  /** Stops the timer and stores what is buffered (graceful shutdown). */
  async close(): Promise<void> {
    await this.flush();
  }

  private since(): Date {
    return new Date(this.d.clock.now().getTime() - this.limits.retentionMs);
  }
}
