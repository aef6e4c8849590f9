// The web console at /console: server-rendered pages on the same core services as the APIs.
// Routes are HTML (and a few JSON endpoints under /console/api/ for the page scripts), hidden from
// the OpenAPI documents.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainError } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { toDomainError } from '../../http/to-domain-error.js';
import { parseUrlEncoded } from '../oauth/form-body.js';
import { sendPage } from './context.js';
import { html } from './html.js';
import { contentSecurityPolicy, securityHeaders } from './security.js';
import { registerSession } from './session.js';
import { loadStaticFiles, registerStaticRoutes } from './static-files.js';
import { registerCampaignPages } from './campaign-pages.js';
import { registerKeyPages } from './keys-pages.js';
import { registerSuppressionPages } from './suppression-pages.js';
import { registerAssetPages } from './assets-pages.js';
import { registerCreativeSetPages } from './creative-set-pages.js';
import { registerReportPages } from './reports-pages.js';
import { registerRequestLogPages } from './request-logs-pages.js';
import { registerCohortPages } from './cohort-pages.js';

export type ConsolePages = (s: FastifyInstance, c: Container) => void | Promise<void>;

/** Page groups of the console; a new page group (e.g. reports) is one more entry. */
export const CONSOLE_PAGE_GROUPS: ConsolePages[] = [registerCampaignPages, registerKeyPages, registerSuppressionPages, registerAssetPages, registerCreativeSetPages, registerReportPages, registerCohortPages, registerRequestLogPages];

const STATUS: Partial<Record<DomainError['code'], number>> = {
  validation_failed: 400,
  malformed_request: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthenticated: 401,
  forbidden: 404,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

function renderError(err: DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = STATUS[err.code] ?? 500;
  const message = status === 500 ? `Something went wrong on our side. Reference: ${request.id}` : status === 404 ? 'There is nothing here, or it belongs to another account.' : err.message;
  if (request.url.startsWith('/console/api/')) return reply.code(status).send({ error: err.code, message, field: status === 500 ? undefined : err.field });
  const title = status === 404 ? 'Not found' : status === 500 ? 'Something went wrong' : 'This request cannot be processed';
  return sendPage(request, reply, { status, title, body: html`<h1>${title}</h1><p>${message}</p><p><a href="/console/campaigns">Back to the campaigns</a></p>` });
}

export async function registerConsole(app: FastifyInstance, c: Container): Promise<void> {
  const files = loadStaticFiles();
  const csp = contentSecurityPolicy(new URL(c.config.assetHost).origin === new URL(c.config.publicUrl).origin ? undefined : new URL(c.config.assetHost).origin);
  await app.register(async (s) => {
    s.setErrorHandler((error, request, reply) => {
      const de = toDomainError(error);
      if (de.code === 'internal') request.log.error({ err: error }, 'unhandled error');
      return renderError(de, request, reply);
    });
    s.setNotFoundHandler((request, reply) => renderError({ code: 'not_found', message: 'not found' } as DomainError, request, reply));
    s.addHook('onRequest', (request, reply, done) => {
      securityHeaders(reply, csp);
      if (!request.url.startsWith('/console/static/')) reply.header('Cache-Control', 'no-store');
      done();
    });
    // Forms: urlencoded, a repeated field becomes an array. Uploads: multipart (asset files,
    // streamed by the handler) and raw files (suppression ids, streamed by the handler).
    s.removeContentTypeParser('application/json');
    s.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => {
      done(null, parseUrlEncoded(body as string));
    });
    s.addContentTypeParser('application/octet-stream', (_req, _payload, done) => done(null, ''));
    // defaults of a creative set's upload (one file); the library upload passes its own limits
    await s.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: c.config.creativesMaxFileBytes, files: 1, fields: 8, parts: 9, fieldSize: 64 * 1024, headerPairs: 100 } });
    registerStaticRoutes(s, files);
    registerSession(s, c);
    s.get('/', { schema: { hide: true } as never, config: { consolePublic: true } }, async (_req, reply) => reply.code(303).header('Location', '/console/campaigns').send());
    for (const g of CONSOLE_PAGE_GROUPS) await g(s, c);
  }, { prefix: '/console' });
}
