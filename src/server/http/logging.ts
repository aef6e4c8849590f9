import type { FastifyRequest } from 'fastify';

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
