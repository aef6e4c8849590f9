// When and how long to wait before sending a request again. 429 and 503 answers and requests that
// got no answer are retried; a `Retry-After` (seconds or an HTTP date) is honoured when it is
// within the cap, and a wait longer than the cap is not attempted at all (the error says how long
// the server asked for: a `/manage/v1` key blocked for ten minutes is not worth a sleeping client).
// Without `Retry-After` the wait is exponential with full jitter, so clients that failed together
// do not come back together.

export interface RetryOptions {
  /** Requests in all, the first included (1 = never retry). Default 4. */
  attempts?: number;
  /** First backoff without Retry-After, doubled each time (with full jitter). Default 250 ms. */
  baseDelayMs?: number;
  /** Longest wait between two attempts, Retry-After included; a longer Retry-After is not waited for. Default 20 s. */
  maxDelayMs?: number;
  /** Answers retried. Default [429, 503]. */
  statuses?: readonly number[];
}

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  statuses: readonly number[];
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 250, maxDelayMs: 20_000, statuses: [429, 503] };

export function retryPolicy(o: RetryOptions | false | undefined): RetryPolicy {
  if (o === false) return { ...DEFAULT_RETRY, attempts: 1 };
  const p = { ...DEFAULT_RETRY, ...(o ?? {}) };
  if (!Number.isInteger(p.attempts) || p.attempts < 1) throw new RangeError('retry.attempts must be an integer >= 1');
  if (!(p.baseDelayMs >= 0) || !(p.maxDelayMs >= 0)) throw new RangeError('retry delays must be >= 0');
  return p;
}

/** Milliseconds a `Retry-After` value asks for (delta seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!v) return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/**
 * The wait before attempt `next` (2 = the first retry), or undefined when no retry should be made:
 * attempts used up, or the server asked for more than the cap.
 */
export function delayBefore(policy: RetryPolicy, next: number, retryAfterMs: number | undefined, random: () => number = Math.random): number | undefined {
  if (next > policy.attempts) return undefined;
  if (retryAfterMs !== undefined) {
    if (retryAfterMs > policy.maxDelayMs) return undefined;
    // never earlier than asked; a little later, spread so that waiting clients do not return together
    return Math.min(policy.maxDelayMs, retryAfterMs + random() * Math.min(1000, retryAfterMs * 0.1 + policy.baseDelayMs));
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (next - 2));
  return random() * ceiling;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
