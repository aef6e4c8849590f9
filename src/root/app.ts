import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { lazyCompilersFactory } from '../http/lazy-compilers.js';
import { randomFillSync } from 'node:crypto';
import { lazyChildLogger, OneLineRequestLogs, requestSerializer } from '../http/logging.js';
import { sendAtEndOfTurn } from '../http/turn-writes.js';
import { RouteCatalog } from '../http/surface.js';
import { installTextCheck } from '../http/refuse-bad-text.js';
import { installBodyTimeouts } from '../http/body-timeouts.js';
import { installResponseNotes } from '../http/notices.js';
import { installIgnoredFields } from '../http/ignored-fields.js';
import { installIgnoredQuery } from '../http/ignored-query.js';
import { installRequestLog } from '../http/request-log-hooks.js';
import { installMetrics } from '../http/metrics.js';
import { installRetryAfterSwitch } from '../http/retry-after.js';
import { dependencyReadiness } from '../http/readiness.js';
import { installInterceptHosts } from '../http/intercept-hosts.js';
import type { Container } from './container.js';
import type { StartupGate } from './startup-gate.js';
import { registerOpenApiRoutes } from '../openapi/routes.js';
import { registerSuppressionSurface } from '../surfaces/suppression/routes.js';
import { registerManageV1Surface } from '../surfaces/manage-v1/plugin.js';
import { registerOAuthSurface } from '../surfaces/oauth/plugin.js';
import { installScopeHooks } from '../surfaces/campaign-management-v1/auth.js';
import { registerCampaignManagementV1Surface } from '../surfaces/campaign-management-v1/plugin.js';
import { registerSandboxSurface } from '../surfaces/sandbox/plugin.js';
import { installRequestJournal } from '../http/request-journal-hooks.js';
import { installFaults } from '../http/fault-hooks.js';
import { registerFileRoutes } from '../surfaces/files/routes.js';
import { registerReportingSurface } from '../surfaces/reporting/routes.js';
import { registerConsole } from '../surfaces/console/plugin.js';
import { frameworkErrorHandler, installCatchAll, installRootErrors, type PathOwner } from '../http/catch-all.js';
import { renderV1Error } from '../surfaces/campaign-management-v1/errors.js';
import { renderManageError } from '../surfaces/manage-v1/errors.js';
import { renderOAuthError } from '../surfaces/oauth/plugin.js';
import { renderReportError } from '../surfaces/reporting/routes.js';
import { renderSandboxError } from '../surfaces/sandbox/plugin.js';
import { renderSuppressionError } from '../surfaces/suppression/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: RouteCatalog;
  }
}

export interface BuildAppOptions {
  /** Log stream override (tests capture logs); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Start-up work /readyz waits for (startServer's); without it the server is ready once it listens. */
  startup?: StartupGate;
}

// Trace ids: 128 random bits each, cut from a pool filled 256 ids at a time (one
// randomBytes call per request cost more than the rest of the request's id handling).
const ID_POOL = Buffer.alloc(16 * 256);
let idOffset = ID_POOL.length;
function traceId(): string {
  if (idOffset === ID_POOL.length) {
    randomFillSync(ID_POOL);
    idOffset = 0;
  }
  idOffset += 16;
  return ID_POOL.toString('hex', idOffset - 16, idOffset);
}

/** The request fields the surfaces and hooks set (their types are declared where they are set). */
const REQUEST_FIELDS = ['access', 'manageAccountId', 'manageLimitKey', 'suppressionAccountId', 'provenAccountId', 'journalResponse', 'idempotency', 'notices', 'ignoredFields'] as const;

/** proxy-addr's trust function for "the nearest `hops` addresses are proxies" (hop 0: the socket's peer). */
function hopsTrusted(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the one HTTP server that carries every surface. Does not listen. */
/**
 * Which surface a path no route takes belongs to, by prefix, so its 404 (or router error) answers in
 * that surface's error shape. Without the sandbox its paths belong to no surface: a production
 * server does not advertise controls it does not have.
 */
function pathOwners(sandbox: boolean): PathOwner[] {
  return [
    { match: /^\/([a-z]*report|accountinfo)/i, rule: 'must be one of the reports: GET /report, /probabilisticReport, /skaReport, /webReport, /accountInfo', render: renderReportError },
    { match: /^\/manage(\/|$)/, rule: 'must be a /manage/v1 endpoint', render: renderManageError },
    { match: /^\/campaign_management(\/|$)/, rule: 'must be a /campaign_management/v1 endpoint', render: renderV1Error },
    { match: /^\/(delete)?suppressionapps/i, rule: 'must be POST /suppressionApps or POST /deleteSuppressionApps', render: renderSuppressionError },
    ...(sandbox ? [{ match: /^\/_sandbox(\/|$)/, rule: 'must be a /_sandbox endpoint (SANDBOX=true)', render: renderSandboxError }] : []),
    { match: /^\/oauth(\/|$)/, rule: 'must be an /oauth endpoint', render: renderOAuthError },
  ];
}

export async function buildApp(c: Container, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const owners = pathOwners(c.sandbox !== undefined);
  const requestLogs = new OneLineRequestLogs();
  const app = Fastify({
    logger:
      c.config.logLevel === 'silent'
        ? false
        : {
            level: c.config.logLevel,
            stream: opts.logStream,
            serializers: { req: requestSerializer as never },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    // Never trust an incoming id: each request gets a fresh 128-bit trace id.
    requestIdHeader: false,
    genReqId: traceId,
    // TRUST_PROXY: which proxies' X-Forwarded-For/-Proto to believe (request.ip, request.protocol).
    // A hop count is given as a function: Fastify 5.12 reads a bare number as "trust nothing".
    trustProxy: typeof c.config.trustProxy === 'number' ? hopsTrusted(c.config.trustProxy) : c.config.trustProxy,
    logController: requestLogs,
    ...(c.config.logLevel === 'silent' ? {} : { childLoggerFactory: lazyChildLogger as never }),
    // Idle keep-alive sockets are closed on shutdown so close() only waits for in-flight requests.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // allErrors: a request missing several required fields is told about all of them at once
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
    schemaController: { compilersFactory: lazyCompilersFactory as never },
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a path parameter over maxParamLength: 414; a malformed
    // percent-encoding: 400) happen before any hook: they still carry the trace id and a JSON body.
    // Requests Node's HTTP parser refuses (headers over 16 KiB: 431; malformed: 400; headers too
    // slow: 408) never reach Fastify; they still get a JSON answer with a trace id.
    clientErrorHandler: (err, socket) => {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const id = traceId();
      const body = JSON.stringify({ error: status === 431 ? 'headers_too_large' : status === 408 ? 'request_timeout' : 'bad_request', message: http.STATUS_CODES[status], trace_id: id });
      socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-TRACE-ID: ${id}\r\n\r\n${body}`);
    },
    // in the error shape of the path's surface, never echoing the URL (src/http/catch-all.ts)
    frameworkErrors: (error, req, reply) => frameworkErrorHandler(owners)(error, req as never, reply as unknown as FastifyReply),
    // Slow clients: headers within HEADERS_TIMEOUT_MS (checked every second), idle connections
    // closed; bodies are timed by installBodyTimeouts (Node's 5-minute requestTimeout would cut
    // long uploads and is too generous for everything else, so it is off).
    requestTimeout: 0,
    keepAliveTimeout: c.config.timeouts.keepAliveMs,
    connectionTimeout: c.config.timeouts.idleMs,
    serverFactory: (handler) => {
      const server = http.createServer({ headersTimeout: c.config.timeouts.headersMs, requestTimeout: 0, connectionsCheckingInterval: Math.min(1000, c.config.timeouts.headersMs) }, handler);
      sendAtEndOfTurn(server);
      return server;
    },
  });
  // Every field a hook or handler sets on a request, declared before the first request (issue 23):
  // Fastify then makes each request with all of them, so its shape never changes. Added later, one
  // by one, each was a hidden-class transition in V8's slow path and left the hooks reading them
  // megamorphic (measured with perf: Runtime_DefineKeyedOwnPropertyInLiteral, MigrateToMap).
  for (const field of REQUEST_FIELDS) app.decorateRequest(field, undefined);
  // before any route: errors of the root's routes and hooks answer in the path owner's shape
  installRootErrors(app, owners);
  // first of all: a path of another host is a 404 before any key is looked at (as on the real host)
  if (c.config.intercept.enabled) installInterceptHosts(app);
  installBodyTimeouts(app, c.config.timeouts);
  // The last request lines of a closing server are written before it reports closed.
  app.addHook('onClose', (_instance, done) => {
    requestLogs.flush();
    done();
  });
  const catalog = new RouteCatalog();
  app.decorate('catalog', catalog);
  // the error handlers count answers refused because a dependency is down (http/outage-answers.ts)
  app.decorate('outages', c.outages);
  // Bearer-token checks of /campaign_management/v1 run before body parsing (see auth.ts).
  installScopeHooks(app);
  installTextCheck(app);
  installResponseNotes(app);
  installIgnoredFields(app);
  installIgnoredQuery(app);
  installRetryAfterSwitch(app, c.config.retryAfter);
  if (c.config.requestLogs.enabled) installRequestLog(app, c.requestLogs);

  // Callback style: an async hook costs a promise per request for no await.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-TRACE-ID', request.id);
    done();
  });

  await installMetrics(app, c);
  if (c.sandbox) {
    installRequestJournal(app, c.sandbox.journal, c.clock);
    installFaults(app, c.sandbox.faults);
  }
  app.get('/healthz', { schema: { hide: true } as never }, async () => ({ status: 'ok' }));
  const dependencies = dependencyReadiness(c);
  app.get('/readyz', { schema: { hide: true } as never }, async (_req, reply) => {
    const waiting = opts.startup?.waitingFor();
    if (waiting?.length) return reply.code(503).send({ status: 'starting', waiting_for: waiting });
    const d = await dependencies();
    return reply.code(d.ready ? 200 : 503).send({ status: d.ready ? 'ready' : 'not ready', checks: d.checks });
  });

  await registerSuppressionSurface(app, c, catalog);
  await registerManageV1Surface(app, c, catalog);
  await registerOAuthSurface(app, c, catalog);
  await registerCampaignManagementV1Surface(app, c, catalog);
  await registerReportingSurface(app, c, catalog);
  await registerFileRoutes(app, c);
  await registerSandboxSurface(app, c, catalog);
  await registerConsole(app, c);
  await registerOpenApiRoutes(app, catalog);
  // every path no surface takes: a 404 in the shape of the surface its prefix belongs to
  installCatchAll(app, owners);
  return app;
}
