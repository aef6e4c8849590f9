// GET /metrics in Prometheus text format: requests and latency per route and status (counted by
// route-metrics.ts), and through prom-client the job queue's depth and the age of its oldest
// queued job, the PostgreSQL pool's use, blob-store errors and the process's own figures. One
// registry per app (several apps can share a test process). Off with METRICS=false; with
// METRICS_TOKEN set, scrapes must send `Authorization: Bearer <token>`.
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Container } from './container.js';
import { RouteMetrics } from './route-metrics.js';

export async function installMetrics(app: FastifyInstance, c: Container): Promise<void> {
  if (!c.config.metrics.enabled) return;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const routes = new RouteMetrics();
  new client.Gauge({
    name: 'jobs_queued', help: 'Jobs waiting to run', registers: [registry],
    async collect() {
      const r = await c.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM jobs WHERE state = 'queued'");
      this.set(Number(r?.n ?? 0));
    },
  });
  new client.Gauge({
    name: 'jobs_oldest_queued_age_seconds', help: 'Age of the oldest job waiting to run (0 when none)', registers: [registry],
    async collect() {
      const r = await c.db.get<{ t: number | null }>("SELECT MIN(run_at) AS t FROM jobs WHERE state = 'queued'");
      this.set(r?.t ? Math.max(0, (c.clock.now().getTime() - Number(r.t)) / 1000) : 0);
    },
  });
  const blobErrors = new client.Counter({ name: 'blob_store_errors_total', help: 'Errors answered by the blob store, by operation (put, get, head, delete, sweep)', labelNames: ['op'], registers: [registry] });
  for (const op of ['put', 'get', 'head', 'delete']) blobErrors.inc({ op }, 0); // present from the first scrape
  const onBlobError = (op: string) => blobErrors.inc({ op });
  c.blobErrors.on('failed', onBlobError);
  app.addHook('onClose', (_app, done) => {
    c.blobErrors.off('failed', onBlobError);
    done();
  });
  const pool = (c.db as { pool?: { totalCount: number; idleCount: number; waitingCount: number } }).pool;
  if (pool) {
    new client.Gauge({
      name: 'db_pool_connections', help: 'PostgreSQL pool connections by state', labelNames: ['state'], registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    // the route template, never the raw URL (ids would make unbounded label values)
    routes.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const token = c.config.metrics.token;
  app.get('/metrics', { schema: { hide: true } as never }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ error: 'unauthenticated', message: 'send Authorization: Bearer <METRICS_TOKEN>', trace_id: request.id });
    }
    return reply.type(registry.contentType).send((await registry.metrics()) + '\n' + routes.render());
  });
}
