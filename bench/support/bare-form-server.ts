// Baseline for bench/oauth-token: a bare Fastify server that parses the same form body and
// answers a constant token-shaped JSON, with no authentication, hashing or storage.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(body as string)));
});
const answer = { accessToken: { token_type: 'Bearer', expires_in: 3600, access_token: `oat_${'x'.repeat(43)}` } };
app.post('/oauth/v1/access_token', async (req, reply) => {
  reply.header('Cache-Control', 'no-store');
  return (req.body as Record<string, string>).grant_type ? answer : {};
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
