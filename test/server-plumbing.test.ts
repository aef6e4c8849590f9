// Cross-surface HTTP plumbing: health, readiness, trace ids in responses and logs, opaque 500s,
// secret redaction in logs, the OpenAPI documents and /docs.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/root/app.js';
import { createContainer, type Container } from '../src/root/container.js';
import { setupSurface } from '../src/http/surface.js';
import { DomainError } from '../src/core/shared/errors.js';
import { forEachDatabase } from './helpers/databases.js';
import { testConfig } from './helpers/app.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

await forEachDatabase('server plumbing', (tdb) => {
  let app: FastifyInstance;
  let c: Container;
  let url: string;
  const logs: Record<string, unknown>[] = [];
  let dataDir: string;
  // A request's completion line is written after its answer has been sent (the answer goes out at
  // the end of its turn, the line when the answer is done): a client may read the answer first.
  const completionOf = async (reqId: string | null): Promise<Record<string, unknown> | undefined> => {
    for (let i = 0; i < 200; i++) {
      const line = logs.find((l) => l.reqId === reqId && l.msg === 'request completed');
      if (line) return line;
      await new Promise((r) => setTimeout(r, 5));
    }
    return undefined;
  };

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-plumb-'));
    const db = await tdb.open();
    c = await createContainer(testConfig(dataDir, { logLevel: 'info' }), { db });
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        cb();
      },
    });
    app = await buildApp(c, { logStream: stream });
    // a throwaway surface with routes that fail in known ways
    await app.register(
      async (s) => {
        setupSurface(s, app.catalog, { name: 'test-only', title: 't', description: 't' }, (err, req, reply) =>
          reply.code(err.code === 'internal' ? 500 : 400).send({ code: err.code, message: err.message, field: err.field, trace_id: req.id }),
        );
        s.get('/boom', async () => {
          throw new Error('database password is hunter2');
        });
        s.get('/invalid', async () => {
          throw new DomainError('validation_failed', 'name: must not be empty', { field: 'name', rule: 'must not be empty' });
        });
        s.post('/typed', { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } }, async () => ({ ok: true }));
      },
      { prefix: '/__test' },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const a = app.server.address();
    url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  after(async () => {
    await app.close();
    await c.close();
    await tdb.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('/healthz is alive and /readyz checks the database', async () => {
    const h = await fetch(`${url}/healthz`);
    assert.equal(h.status, 200);
    assert.deepEqual(await h.json(), { status: 'ok' });
    const r = await fetch(`${url}/readyz`);
    assert.equal(r.status, 200);
    assert.deepEqual(await r.json(), { status: 'ready' });
  });

  it('every response carries a fresh X-TRACE-ID, and the request log lines carry the same id', async () => {
    const a = await fetch(`${url}/healthz`);
    const b = await fetch(`${url}/no/such/path`);
    const ta = a.headers.get('x-trace-id');
    const tb = b.headers.get('x-trace-id');
    assert.match(ta ?? '', /^[0-9a-f]{32}$/);
    assert.match(tb ?? '', /^[0-9a-f]{32}$/);
    assert.notEqual(ta, tb);
    const done = (await completionOf(ta))!;
    assert.ok(done, 'completion log line carries the trace id');
    // The completion line is built by hand (logging.ts); it must keep pino's shape.
    assert.equal(done.level, 30);
    assert.equal(typeof done.time, 'number');
    assert.equal(done.pid, process.pid);
    assert.equal(typeof done.hostname, 'string');
    assert.deepEqual(done.req, { method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1' });
    assert.deepEqual(done.res, { statusCode: 200 });
    assert.equal(typeof done.responseTime, 'number');
    const missing = await completionOf(tb);
    assert.deepEqual(missing?.res, { statusCode: 404 });
  });

  it('does not trust an incoming trace id', async () => {
    const r = await fetch(`${url}/healthz`, { headers: { 'x-trace-id': 'attacker-chosen', 'request-id': 'x' } });
    assert.notEqual(r.headers.get('x-trace-id'), 'attacker-chosen');
  });

  it('an unknown error is an opaque 500 carrying the trace id, logged with details', async () => {
    const r = await fetch(`${url}/__test/boom`);
    assert.equal(r.status, 500);
    const body = (await r.json()) as Record<string, unknown>;
    assert.equal(body.trace_id, r.headers.get('x-trace-id'));
    assert.ok(!JSON.stringify(body).includes('hunter2'), 'no internals leak to the client');
    assert.ok(logs.some((l) => l.reqId === body.trace_id && l.level === 50), 'logged at error level with the same id');
  });

  it('domain and schema validation errors name the field and the rule', async () => {
    const r = await fetch(`${url}/__test/invalid`);
    assert.equal(r.status, 400);
    assert.deepEqual(await r.json().then((b: any) => [b.code, b.field]), ['validation_failed', 'name']);
    const s = await fetch(`${url}/__test/typed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(s.status, 400);
    const sb = (await s.json()) as Record<string, string>;
    assert.equal(sb.field, 'name');
    assert.match(sb.message, /required/);
    const bad = await fetch(`${url}/__test/typed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as Record<string, string>).code, 'malformed_request');
  });

  it('secrets in query strings and headers never reach the logs', async () => {
    const r = await fetch(`${url}/healthz?api_key=mgk_SECRET123&client_secret=cs_SECRET456&package_name=com.x`, { headers: { authorization: 'Bearer tok_SECRET789' } });
    assert.ok(await completionOf(r.headers.get('x-trace-id')), 'the request was logged');
    const text = JSON.stringify(logs);
    assert.ok(!text.includes('SECRET'), 'no secret value in any log line');
    assert.ok(text.includes('package_name=com.x'), 'non-secret parameters are kept');
  });

  it('serves OpenAPI 3.1 per surface and a browsable /docs page', async () => {
    const doc = (await (await fetch(`${url}/openapi/test-only.json`)).json()) as Record<string, any>;
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.paths['/__test/typed'].post.requestBody);
    assert.equal((await fetch(`${url}/openapi/nope.json`)).status, 404);
    assert.deepEqual(doc.servers, [{ url: '/', description: 'this server' }]);
    const page = await fetch(`${url}/docs`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await page.text(), /swagger-ui/);
    // the viewer is configured with every surface's document
    const init = await (await fetch(`${url}/docs/static/swagger-initializer.js`)).text();
    for (const s of ['manage-v1', 'campaign-management-v1', 'oauth', 'suppression']) assert.ok(init.includes(`"url":"/openapi/${s}.json"`), s);
    assert.match(init, /"validatorUrl":null/);
  });
});
