// RETRY_AFTER=false (issue 35 item 5, addendum 7 section 5 row 1): 429 and 503 answers leave
// Retry-After out on every surface, as the real service does, so a team can test the fallback its
// client uses when the header is missing. One hook here rather than a switch in each renderer.
import type { FastifyInstance } from 'fastify';

export function installRetryAfterSwitch(app: FastifyInstance, send: boolean): void {
  if (send) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 || reply.statusCode === 503) reply.removeHeader('retry-after');
    return payload;
  });
}
