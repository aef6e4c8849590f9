// Sends one logical request, with its retries. Small bodies (JSON, forms) go through fetch (the
// caller's own fetch when given); streamed bodies (uploads, suppression lists) through node:http,
// which writes a file to the socket with back-pressure, sends an exact Content-Length and lets the
// caller count the bytes as they go. Each attempt asks the request for a fresh body, so a retry
// re-opens a file instead of resending a consumed stream.
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { networkError, type Surface } from './errors.js';
import { delayBefore, parseRetryAfter, sleep, type RetryPolicy } from './retry.js';

export type BodySource = Uint8Array | string | Readable;

export interface Outgoing {
  method: string;
  url: URL;
  headers: Headers;
  /** Called once per attempt: a fresh body each time (undefined: no body). */
  body?: () => BodySource;
  /** Body length in bytes when known (streamed bodies): sent as Content-Length. */
  length?: number;
}

export interface RetryEvent {
  surface: Surface;
  method: string;
  path: string;
  /** The attempt about to be made (2 = first retry). */
  attempt: number;
  delayMs: number;
  /** The status that was answered ("503"), or in words why none came: "timeout", or the network error's code ("ECONNREFUSED"). */
  reason: string;
}

export interface SendOptions {
  /** Whether sending the request again after it got no answer is safe (idempotent, or carries an Idempotency-Key). */
  replaySafe: boolean;
  signal?: AbortSignal;
  /** Per-attempt limit for requests that are not streamed (ms). */
  timeoutMs?: number;
  /** Also retry a 409 that carries Retry-After: the answer to an Idempotency-Key whose first request still runs. */
  retryInProgress?: boolean;
  /** Called before each retry (after the wait is chosen): progress counters reset here. */
  onRetry?: (e: RetryEvent) => void;
}

export interface Sent {
  response: Response;
  attempts: number;
  /** What Retry-After asked for on the final answer (seconds), if anything. */
  retryAfterSeconds?: number;
}

export interface TransportOptions {
  retry: RetryPolicy;
  fetch?: (input: Request) => Promise<Response>;
  userAgent: string;
  onRetry?: (e: RetryEvent) => void;
  /** For tests of the backoff: where jitter comes from. */
  random?: () => number;
}

export class Transport {
  private readonly agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

  constructor(readonly options: TransportOptions) {}

  async send(surface: Surface, out: Outgoing, o: SendOptions): Promise<Sent> {
    const policy = this.options.retry;
    if (!out.headers.has('user-agent')) out.headers.set('user-agent', this.options.userAgent);
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await this.once(out, o);
      } catch (e) {
        if (o.signal?.aborted) throw o.signal.reason ?? e;
        failure = e;
      }
      if (response) {
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
        const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
        const inProgress = response.status === 409 && o.retryInProgress === true && retryAfterMs !== undefined;
        if (!policy.statuses.includes(response.status) && !inProgress) return { response, attempts: attempt, retryAfterSeconds };
        const wait = delayBefore(policy, attempt + 1, retryAfterMs, this.options.random);
        if (wait === undefined) return { response, attempts: attempt, retryAfterSeconds };
        await response.body?.cancel().catch(() => undefined);
        this.retrying(surface, out, o, attempt + 1, wait, String(response.status));
        await sleep(wait, o.signal);
        continue;
      }
      const wait = o.replaySafe ? delayBefore(policy, attempt + 1, undefined, this.options.random) : undefined;
      if (wait === undefined) throw networkError(surface, out.method, out.url.pathname, failure, attempt);
      this.retrying(surface, out, o, attempt + 1, wait, failureReason(failure));
      await sleep(wait, o.signal);
    }
  }

  /** Frees the kept-alive connections (a CLI calls it before it exits; idle ones never hold the process open). */
  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private retrying(surface: Surface, out: Outgoing, o: SendOptions, attempt: number, delayMs: number, reason: string): void {
    const e: RetryEvent = { surface, method: out.method, path: out.url.pathname, attempt, delayMs: Math.round(delayMs), reason };
    o.onRetry?.(e);
    this.options.onRetry?.(e);
  }

  private once(out: Outgoing, o: SendOptions): Promise<Response> {
    const body = out.body?.();
    if (body instanceof Readable) return this.streamed(out, body, o.signal);
    const signal = withTimeout(o.signal, o.timeoutMs);
    const init: RequestInit = { method: out.method, headers: out.headers, body: body as BodyInit | undefined, signal, redirect: 'manual' };
    const request = new Request(out.url, init);
    const pending = this.options.fetch ? this.options.fetch(request) : fetch(request);
    // held until the attempt settles: undici keeps only a weak reference to the request it aborts
    // through, and a collected request turns an abort (the timeout's) into nothing, leaving the
    // attempt to undici's own 300 s limit (seen in the test suite under GC pressure)
    return pending.finally(() => void request);
  }

  /** One attempt over node:http(s) with `body` piped to the socket. */
  private streamed(out: Outgoing, body: Readable, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {};
    out.headers.forEach((v, k) => (headers[k] = v));
    if (out.length !== undefined) headers['content-length'] = String(out.length);
    const secure = out.url.protocol === 'https:';
    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const req = (secure ? https : http).request(out.url, { method: out.method, headers, agent: secure ? this.agents.https : this.agents.http, signal }, (res) => {
        settled = true;
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) for (const x of v) h.append(k, x);
          else if (v !== undefined) h.set(k, v);
        }
        const status = res.statusCode ?? 0;
        const empty = status === 204 || status === 304 || out.method === 'HEAD';
        if (empty) res.resume();
        resolve(new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, statusText: res.statusMessage, headers: h }));
      });
      req.on('error', (e) => {
        body.destroy();
        if (!settled) reject(e);
      });
      // the server may answer before it has read everything (a refused key, a body too large):
      // stop reading the source then, so a file is closed at once
      req.on('close', () => body.destroy());
      body.on('error', (e) => req.destroy(e));
      body.pipe(req);
    });
  }
}

function withTimeout(signal: AbortSignal | undefined, ms: number | undefined): AbortSignal | undefined {
  if (!ms) return signal;
  // A timer holding its controller rather than AbortSignal.timeout() (which Node holds weakly):
  // the abort cannot be lost to a garbage collection; unref'd, it never keeps a finished CLI alive.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms);
  timer.unref?.();
  const timeout = controller.signal;
  if (!signal) return timeout;
  // AbortSignal.any is Node >= 20.3
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  return signal;
}

/**
 * Why a request got no answer, in words: "timeout" for the per-attempt limit (a DOMException
 * whose numeric `code` is 23), else the system error's code (ECONNREFUSED, ECONNRESET, ...), else
 * the error's name; never a number.
 */
export function failureReason(failure: unknown): string {
  const f = failure as { name?: unknown; code?: unknown; cause?: { name?: unknown; code?: unknown } } | undefined;
  if (f?.name === 'TimeoutError' || f?.cause?.name === 'TimeoutError') return 'timeout';
  if (typeof f?.cause?.code === 'string') return f.cause.code;
  if (typeof f?.code === 'string') return f.code;
  if (typeof f?.name === 'string' && f.name !== 'Error' && f.name !== 'TypeError') return f.name;
  return 'network_error';
}
