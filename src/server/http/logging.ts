import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});

/**
 * One log line per request, written when it completes (method, redacted url, status, response
 * time, reqId), instead of Fastify's two (incoming + completed): request logging was the largest
 * per-request cost of a small GET (bench/campaign-get).
 */
export class OneLineRequestLogs extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
