// GET /metrics in Prometheus text format (prom-client): requests and latency per route and status,
// the job queue's depth and the age of its oldest queued job, the PostgreSQL pool's use, blob-store
// errors, and the process's own figures. One registry per app (several apps can share a test process). Off with
// METRICS=false; with METRICS_TOKEN set, scrapes must send `Authorization: Bearer <token>`.
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Container } from '../container.js';

export async function installMetrics(app: FastifyInstance, c: Container): Promise<void> {
  if (!c.config.metrics.enabled) return;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames, registers: [registry] });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer, by method, route template and status', labelNames, registers: [registry],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  });
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

  // One labelled child per (method, route, status), looked up by one string: prom-client's
  // labels-object path hashes the object on every observation (issue 23).
  type Children = { count: client.Counter.Internal; time: client.Histogram.Internal<(typeof labelNames)[number]> };
  const children = new Map<string, Children>();
  app.addHook('onResponse', (request, reply, done) => {
    // the route template, never the raw URL (ids would make unbounded label values)
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let ch = children.get(key);
    if (ch === undefined) {
      const labels = { method: request.method, route, status: String(status) };
      ch = { count: requests.labels(labels), time: duration.labels(labels) };
      children.set(key, ch);
    }
    ch.count.inc();
    ch.time.observe(reply.elapsedTime / 1000);
    done();
  });

  const token = c.config.metrics.token;
  app.get('/metrics', { schema: { hide: true } as never }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ error: 'unauthenticated', message: 'send Authorization: Bearer <METRICS_TOKEN>', trace_id: request.id });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
