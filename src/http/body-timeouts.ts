// Slow-client protection. Node's own limits cover the start of a request (headersTimeout) and
// idle sockets; this hook covers the body, which Node would otherwise wait for up to 5 minutes
// (requestTimeout, which we turn off because uploads legitimately take longer):
// - an ordinary request's body must arrive whole within `bodyMs` (a token request trickled one
//   byte every 10 s used to hold a connection 80 s and more, unauthenticated);
// - a long-body route (uploads, suppression lists: `config: { longBody: true }`) may take as long
//   as it needs, but must keep sending at least `uploadMinBytesPerSecond` averaged over each
//   `uploadRateWindowMs` window (the first window is the grace period).
// Progress is read from the socket's byte counter, so the hook never touches the body stream
// itself (no 'data' listener: that would switch it to flowing mode under the parsers).
// A client that breaks a limit gets 408 with `Connection: close` when nothing was answered yet,
// and its connection is closed; the handler reading the body sees it fail, so nothing of the
// request is kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body may legitimately take long (held to a minimum data rate instead). */
    longBody?: boolean;
  }
}

export function installBodyTimeouts(app: FastifyInstance, t: Config['timeouts']): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request)) return done();
    const raw = request.raw;
    const socket = raw.socket;
    const long = request.routeOptions.config?.longBody === true;
    const start = Date.now();
    let lastBytes = socket.bytesRead;
    const check = () => {
      if (raw.complete || socket.destroyed) return stop();
      if (!long) {
        if (Date.now() - start >= t.bodyMs) fail(`the request body did not arrive within ${t.bodyMs} ms`);
        return;
      }
      const got = socket.bytesRead - lastBytes;
      lastBytes = socket.bytesRead;
      const need = (t.uploadMinBytesPerSecond * t.uploadRateWindowMs) / 1000;
      if (got < need) fail(`the request body arrived slower than ${t.uploadMinBytesPerSecond} bytes per second`);
    };
    const timer = setInterval(check, long ? t.uploadRateWindowMs : Math.min(t.bodyMs, 1000));
    timer.unref();
    const stop = () => clearInterval(timer);
    const fail = (why: string) => {
      stop();
      request.log.info({ reason: why }, 'slow request body: connection closed');
      const res = reply.raw;
      if (!res.headersSent) {
        const body = JSON.stringify({ error: 'request_timeout', message: why, trace_id: request.id });
        res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'x-trace-id': request.id, 'content-length': Buffer.byteLength(body) });
        res.end(body, () => socket.destroy());
      } else socket.destroy();
      raw.destroy(new Error(why));
    };
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
    done();
  });
}

/** Whether the request announced a body (Content-Length > 0 or chunked). */
function hasBody(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['transfer-encoding'] !== undefined) return true;
  const len = h['content-length'];
  return len !== undefined && len !== '0';
}
