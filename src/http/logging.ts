import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

// Query parameters that carry secrets on some surface; never written to a log.
const SECRET_PARAMS = ['api_key', 'access_token', 'refresh_token', 'client_secret', 'code', 'password', 'token'];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.includes(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** The URL without its secret-bearing query parameters (for a URL handed back to the client, e.g. a redirect's `next`). */
export function withoutSecretParams(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const secret = [...params.keys()].filter((k) => SECRET_PARAMS.includes(k.toLowerCase()));
  if (!secret.length) return url;
  for (const k of secret) params.delete(k);
  const rest = params.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});

const INFO = 30;
/**
 * The line's small numbers (status code, the response time's milliseconds and its three decimals)
 * as strings of our own, made once per process. The line is written many times per event-loop
 * turn and must stay one byte per character: V8 makes a concatenation two-byte when a part is a
 * ThinString (a string internalized by copying), and under load the number-to-string cache's
 * string for 200 is one (seen with --min-semi-space-size=16, as the server runs). Every line then
 * went through the two-byte join and UTF-8 encoding (issue 23: ~1 us of a GET's 2.3 us of logging,
 * perf). These strings are never used as keys, so they stay as made.
 */
const ownText = (s: string): string => Buffer.from(s, 'latin1').toString('latin1');
const UP_TO_999 = Array.from({ length: 1000 }, (_, n) => ownText(String(n)));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => ownText(String(n).padStart(3, '0')));
const smallText = (n: number): string => UP_TO_999[n] ?? String(n);
const NEEDS_ESCAPE = /["\\\u0000-\u001f\u007f-\uffff]/;
const jsonString = (v: string | undefined): string => (v === undefined ? 'null' : NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`);
const { streamSym, chindingsSym } = pino.symbols;

/**
 * One log line per request, written when it completes (method, redacted url, status, response
 * time, reqId), instead of Fastify's two (incoming + completed).
 *
 * The line of a successful request is formatted here rather than by pino: pino's general path
 * (per-request child logger, serializers, redaction) cost ~13 us of a ~45 us authenticated GET
 * (bench/campaign-get). The line is the same JSON pino writes for
 * `log.info({ req, res, responseTime }, 'request completed')` on the request's child logger
 * (level, time, the root's bindings, reqId, then the fields), and it goes to the same
 * destination. It holds no header, so the redaction paths have nothing to do in it. Failed
 * requests still go through pino with every serializer.
 */
export class OneLineRequestLogs extends LogController {
  private readonly lines = new TurnBatchedLines();
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const root = request.server.log as pino.Logger & { [k: symbol]: unknown };
    if (root.levelVal > INFO || !(streamSym in root)) return;
    // Formatting this line was most of the cost of logging a request, so no value that cannot
    // need escaping goes through JSON.stringify: reqId is our hex id, the method an HTTP token
    // (llhttp accepts no other); the url and address are escaped only when they hold a quote,
    // backslash, control or non-ASCII character. responseTime is milliseconds to 3 decimals,
    // formatted from integer microseconds.
    const url = redactUrl(request.url);
    const ip = request.ip;
    const us = Math.round(reply.elapsedTime * 1000);
    const line =
      `{"level":${INFO},"time":${Date.now()}${root[chindingsSym] as string},"${this.requestIdLogLabel}":"${request.id}",` +
      `"req":{"method":"${request.method}","url":${jsonString(url)},"remoteAddress":${jsonString(ip)}},` +
      `"res":{"statusCode":${smallText(reply.statusCode)}},"responseTime":${smallText(Math.trunc(us / 1000))}.${THREE_DIGITS[us % 1000]},"msg":"request completed"}\n`;
    this.lines.add(root[streamSym] as LineSink, line);
  }

  /** Writes the lines still held (on close: nothing may be lost at shutdown). */
  flush(): void {
    this.lines.flush();
  }
}

interface LineSink {
  write(s: string): unknown;
}

/**
 * The request lines of one event-loop turn go to the destination in one write, at the end of
 * the turn (setImmediate): a write per line (a Writable's bookkeeping and tick, or SonicBoom's
 * buffer handling) was a measurable part of a small GET. Lines of other kinds are written by
 * pino at once, so within one turn they may come out before the request lines (each carries
 * its time). flush() writes what is held at once (on close).
 */
class TurnBatchedLines {
  // Lines joined at the flush: one flat string. A string grown with += is a tree of pieces that
  // the destination had to walk to measure and encode (V8's slow UTF-8 length path; issue 23).
  private lines: string[] = [];
  private sink: LineSink | undefined;
  private readonly flushBound = () => this.flush();

  add(sink: LineSink, line: string): void {
    if (this.sink !== sink) {
      this.flush();
      this.sink = sink;
    }
    if (this.lines.length === 0) setImmediate(this.flushBound);
    this.lines.push(line);
  }

  flush(): void {
    if (this.lines.length === 0 || !this.sink) return;
    const text = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.sink.write(text);
  }
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * The request's logger (`request.log`), created on first use. Fastify makes one pino child per
 * request; most requests never log through it (the completion line above is written directly),
 * and making it was ~5 us per request. Levels below the root's are answered without creating it.
 */
class LazyRequestLogger {
  #real: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: pino.Logger,
    private readonly childBindings: Record<string, unknown>,
    private readonly opts: Record<string, unknown>,
  ) {}
  private get real(): FastifyBaseLogger {
    return (this.#real ??= this.parent.child(this.childBindings, this.opts) as unknown as FastifyBaseLogger);
  }
  get level(): string {
    return this.#real?.level ?? (this.opts.level as string | undefined) ?? this.parent.level;
  }
  set level(l: string) {
    this.real.level = l;
  }
  private log(level: LevelName, args: unknown[]): void {
    if (this.#real === undefined && this.opts.level === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...a: unknown[]): void {
    this.log('fatal', a);
  }
  error(...a: unknown[]): void {
    this.log('error', a);
  }
  warn(...a: unknown[]): void {
    this.log('warn', a);
  }
  info(...a: unknown[]): void {
    this.log('info', a);
  }
  debug(...a: unknown[]): void {
    this.log('debug', a);
  }
  trace(...a: unknown[]): void {
    this.log('trace', a);
  }
  silent(): void {}
  bindings(): Record<string, unknown> {
    return (this.real as unknown as pino.Logger).bindings();
  }
  flush(): void {
    (this.real as unknown as pino.Logger).flush();
  }
  child(bindings: Record<string, unknown>, opts?: Record<string, unknown>): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
  isLevelEnabled(level: string): boolean {
    const logger = this.#real ?? (this.opts.level === undefined ? this.parent : this.real);
    return (logger as unknown as pino.Logger).isLevelEnabled(level);
  }
}

/** Fastify `childLoggerFactory`: a LazyRequestLogger per request. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, opts: Record<string, unknown>): FastifyBaseLogger {
  return new LazyRequestLogger(logger as unknown as pino.Logger, bindings, opts) as unknown as FastifyBaseLogger;
}
