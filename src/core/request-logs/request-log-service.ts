// The request log's write path and its reads. The HTTP layer calls push() once per request with a
// raw record (references, nothing copied or formatted) and the account the request proved, if
// any; that is all a request pays. A timer takes the buffered records every flushMs, turns them
// into entries (redaction, error code: `toEntry`, given by the HTTP layer) and stores them in
// one batch per flush; the repository keeps each account under its caps.
//
// Attribution is decided at the push, by the surface that checked the credential: nothing is
// looked up at the flush, so nothing a client sends can make attributing an entry fail. Records
// that proved no account are the platform's own (PLATFORM_ACCOUNT_ID): they have a buffer, a
// per-second budget and caps of their own and are stored after the accounts' entries, in their
// own transaction, so they can never displace or delay an account's entries.
//
// Each entry is stored or refused on its own: a record whose entry cannot be made is left out
// alone, and when the database refuses a batch its entries are stored one by one, so one bad
// entry never costs another its place. Both buffers are bounded: past maxBuffered records (the
// database cannot keep up) further records are dropped and counted, and memory stays bounded.
import type { Clock } from '../shared/ports.js';
import { DEFAULT_REQUEST_LOG_LIMITS, PLATFORM_ACCOUNT_ID, type RequestLogEntry, type RequestLogFilter, type RequestLogLimits, type RequestLogRepo, type StoredRequestLog } from './model.js';

export interface RequestLogDeps<R> {
  repo: RequestLogRepo;
  clock: Clock;
  /**
   * A kept record as stored: redaction, bodies, error code. `accountId` is PLATFORM_ACCOUNT_ID for
   * a record that proved no account. Runs only for records within the budget; if it throws, that
   * record alone is not kept (counted in dropped.refused).
   */
  toEntry: (raw: R, accountId: number, maxBodyBytes: number) => RequestLogEntry;
  limits?: Partial<RequestLogLimits>;
  flushMs?: number;
  maxBuffered?: number;
  onError?: (e: unknown) => void;
}

const RETENTION_SWEEP_MS = 60_000;
/** Single-entry writes that fail in a row before the rest of a refused batch is given up (the database is down, not one entry bad). */
const MAX_FAILURES_IN_A_ROW = 20;

export class RequestLogService<R = unknown> {
  readonly limits: RequestLogLimits;
  /** Records of accounts, and (same index) the account each proved. */
  private buffer: R[] = [];
  private accounts: number[] = [];
  /** Records that proved no account: their own buffer, bounded by their own budget. */
  private unattributed: R[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastSweep = 0;
  private readonly maxBuffered: number;
  /**
   * Records dropped because the buffer was full, entries the caps dropped, entries that could not
   * be made or that the database refused (each alone), and unattributed records over their budget
   * (for metrics and tests).
   */
  dropped = { buffer: 0, caps: 0, refused: 0, unattributed: 0 };

  /** Records per account since the last flush (the push-time budget), and those over it. */
  private window = new Map<number, { ok: number; errors: number }>();
  private skippedAtPush = new Map<number, number>();
  private unattributedSkipped = 0;
  private readonly windowOk: number;
  private readonly windowErrors: number;
  private readonly windowUnattributed: number;

  constructor(private readonly d: RequestLogDeps<R>) {
    this.limits = { ...DEFAULT_REQUEST_LOG_LIMITS, ...d.limits };
    this.maxBuffered = d.maxBuffered ?? 20_000;
    const perFlush = Math.max(1, (d.flushMs ?? 1000) / 1000);
    this.windowOk = Math.ceil(this.limits.maxPerSecond * perFlush);
    this.windowErrors = Math.ceil(this.limits.maxErrorsPerSecond * perFlush);
    this.windowUnattributed = Math.min(this.maxBuffered, Math.ceil(this.limits.unattributedPerSecond * perFlush));
  }

  /**
   * The one thing a request does: its raw record joins the buffer, under the account the request
   * proved (a valid key, token or client secret), or none. The per-second budget is applied here:
   * a record over it is only counted, so a client sending thousands of requests a second does not
   * keep their bodies alive until the flush.
   */
  push(raw: R, accountId?: number, error = false): void {
    if (accountId === undefined || accountId === PLATFORM_ACCOUNT_ID) {
      if (this.unattributed.length >= this.windowUnattributed) this.unattributedSkipped++;
      else this.unattributed.push(raw);
    } else {
      const u = this.window.get(accountId);
      if (u === undefined) this.window.set(accountId, error ? { ok: 0, errors: 1 } : { ok: 1, errors: 0 });
      else if (error ? u.errors++ >= this.windowErrors : u.ok++ >= this.windowOk) {
        this.skippedAtPush.set(accountId, (this.skippedAtPush.get(accountId) ?? 0) + 1);
        return;
      }
      if (this.buffer.length >= this.maxBuffered) {
        this.dropped.buffer++; // O(1): the database is behind, this record is not kept
      } else {
        this.buffer.push(raw);
        this.accounts.push(accountId);
      }
    }
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
    const accounts = this.accounts;
    const unattributed = this.unattributed;
    const skipped = this.skippedAtPush;
    const unattributedSkipped = this.unattributedSkipped;
    this.buffer = [];
    this.accounts = [];
    this.unattributed = [];
    this.skippedAtPush = new Map();
    this.unattributedSkipped = 0;
    this.window = new Map();
    this.dropped.unattributed += unattributedSkipped;
    const now = this.d.clock.now().getTime();
    const l = this.limits;
    // the accounts first, then the platform's own: a flood of the latter never delays the former
    await this.store(this.entries(batch, accounts), { maxRows: l.maxRowsPerAccount, maxBytes: l.maxBytesPerAccount }, skipped);
    if (unattributed.length || unattributedSkipped) {
      await this.store(this.entries(unattributed, undefined), { maxRows: l.unattributedMaxRows, maxBytes: l.unattributedMaxBytes }, unattributedSkipped ? new Map([[PLATFORM_ACCOUNT_ID, unattributedSkipped]]) : new Map());
    }
    if (now - this.lastSweep >= RETENTION_SWEEP_MS) {
      this.lastSweep = now;
      try {
        await this.d.repo.dropOlderThan(new Date(now - l.retentionMs));
      } catch (e) {
        this.d.onError?.(e);
      }
    }
  }

  /** The records as entries; one whose entry cannot be made is left out, alone. */
  private entries(raws: readonly R[], accounts: readonly number[] | undefined): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    let failed: unknown;
    for (let i = 0; i < raws.length; i++) {
      try {
        out.push(this.d.toEntry(raws[i]!, accounts ? accounts[i]! : PLATFORM_ACCOUNT_ID, this.limits.maxBodyBytes));
      } catch (e) {
        this.dropped.refused++;
        failed ??= e;
      }
    }
    if (failed !== undefined) this.d.onError?.(failed);
    return out;
  }

  /**
   * One transaction for the batch; when the database refuses it, each entry (and the counts of
   * those not kept) on its own, so only what the database refuses is lost. A log that cannot be
   * written never fails a request: what is lost is counted and said.
   */
  private async store(entries: RequestLogEntry[], caps: { maxRows: number; maxBytes: number }, skipped: ReadonlyMap<number, number>): Promise<void> {
    if (!entries.length && !skipped.size) return;
    try {
      this.dropped.caps += await this.d.repo.append(entries, caps, skipped);
      return;
    } catch (e) {
      if (entries.length <= 1 && !skipped.size) {
        this.dropped.refused += entries.length;
        this.d.onError?.(e);
        return;
      }
    }
    let failed: unknown;
    let inARow = 0;
    const one = async (es: RequestLogEntry[], sk?: ReadonlyMap<number, number>) => {
      try {
        this.dropped.caps += await this.d.repo.append(es, caps, sk);
        inARow = 0;
      } catch (e) {
        this.dropped.refused += es.length;
        failed ??= e;
        inARow++;
      }
    };
    if (skipped.size) await one([], skipped);
    for (let i = 0; i < entries.length; i++) {
      if (inARow >= MAX_FAILURES_IN_A_ROW) {
        this.dropped.refused += entries.length - i;
        break;
      }
      await one([entries[i]!]);
    }
    if (failed !== undefined) this.d.onError?.(failed);
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
