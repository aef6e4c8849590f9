// Request logs: every API request of the signed-in account in the last 7 days, on every surface
// (time, method, path, status, duration, error code and message, credential, trace id), filtered
// by status class, surface and path, found by the trace_id an error answer carries; each opens its
// request and answer bodies, secrets redacted. Read from the store every process writes to, so a
// deployment of several processes shows all of them; this process's buffer is flushed first, so
// the request a user just made is there.
import type { FastifyInstance } from 'fastify';
import { LOG_SURFACES, type CredentialKind, type LogSurface, type StoredRequestLog } from '../../core/request-logs/model.js';
import type { Container } from '../../http/container.js';
import { ctx, sendPage } from './context.js';
import { html, type Html } from './html.js';

const hidden = { schema: { hide: true } as never };
export const REQUEST_LOG_PAGE_SIZE = 50;

export const SURFACE_LABELS: Record<LogSurface, string> = {
  'manage-v1': 'Campaign API (/manage/v1)',
  'campaign-management-v1': 'First generation (/campaign_management/v1)',
  oauth: 'OAuth (/oauth/v1)',
  suppression: 'Suppression lists',
  reporting: 'Reporting (/report)',
};

const CREDENTIAL_LABELS: Record<CredentialKind, string> = {
  campaign_api_key: 'Campaign API key',
  oauth_token_first_party: 'OAuth token, first-party app',
  oauth_token_third_party: 'OAuth token, third-party app',
  oauth_client: 'OAuth client id and secret',
  management_key: 'Management key',
  report_key: 'Report key',
};

interface LogQuery {
  status?: string;
  surface?: string;
  path?: string;
  trace_id?: string;
  page?: string;
}

const STATUS_CLASSES: Record<string, { label: string; n: number }> = {
  '2xx': { label: 'Succeeded (2xx)', n: 2 },
  '3xx': { label: 'Redirected (3xx)', n: 3 },
  '4xx': { label: 'Refused (4xx)', n: 4 },
  '5xx': { label: 'Failed on our side (5xx)', n: 5 },
};

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const time = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

function statusBadge(status: number): Html {
  return html`<span class="badge ${status < 400 ? 'ok' : status < 500 ? 'wait' : 'bad'}">${status}</span>`;
}

/** A body as shown: pretty JSON when it is JSON, else the stored text. */
function bodyBlock(body: string | null, title: string, id: string): Html {
  if (body === null) return html`<h2 id="${id}">${title}</h2><p class="muted">None.</p>`;
  let shown = body;
  try {
    shown = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // text, or JSON cut at the size limit
  }
  return html`<h2 id="${id}">${title}</h2><pre class="body" tabindex="0" aria-labelledby="${id}">${shown}</pre>`;
}

export function registerRequestLogPages(s: FastifyInstance, c: Container): void {
  s.get<{ Querystring: LogQuery }>('/request-logs', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const q = request.query;
    const status = typeof q.status === 'string' && q.status in STATUS_CLASSES ? q.status : '';
    const surface = typeof q.surface === 'string' && (LOG_SURFACES as readonly string[]).includes(q.surface) ? (q.surface as LogSurface) : undefined;
    const pathPart = text(q.path, 200);
    const traceId = text(q.trace_id, 64).toLowerCase();
    const page = /^\d{1,5}$/.test(q.page ?? '') ? Math.max(1, Number(q.page)) : 1;
    await c.requestLogs.flush();
    // a trace id names one request: open it
    if (traceId && !status && !surface && !pathPart) {
      const one = await c.requestLogs.byTraceId(account.id, traceId);
      if (one) return reply.code(303).header('Location', `/console/request-logs/${one.traceId}`).send();
    }
    const rows = await c.requestLogs.list(account.id, {
      statusClass: status ? STATUS_CLASSES[status]!.n : undefined, surface, pathContains: pathPart || undefined, traceId: traceId || undefined,
      offset: (page - 1) * REQUEST_LOG_PAGE_SIZE, limit: REQUEST_LOG_PAGE_SIZE + 1,
    });
    const more = rows.length > REQUEST_LOG_PAGE_SIZE;
    const shown = rows.slice(0, REQUEST_LOG_PAGE_SIZE);
    const filters = { ...(status ? { status } : {}), ...(surface ? { surface } : {}), ...(pathPart ? { path: pathPart } : {}), ...(traceId ? { trace_id: traceId } : {}) };
    const link = (p: number) => `/console/request-logs?${new URLSearchParams({ ...filters, page: String(p) }).toString()}`;
    const opt = (value: string, label: string, current: string) => html`<option value="${value}"${current === value ? html` selected` : ''}>${label}</option>`;
    const usage = await c.requestLogs.usage(account.id);
    const row = (e: StoredRequestLog) => html`<tr>
<td data-label="Time (UTC)"><a href="/console/request-logs/${e.traceId}">${time(e.at)}</a></td>
<td data-label="Request"><code class="api-value">${e.method}</code> <span class="quoted path">${e.path}</span><div class="muted small">${SURFACE_LABELS[e.surface]}</div></td>
<td data-label="Status">${statusBadge(e.status)}</td>
<td data-label="Duration" class="num">${e.durationMs} ms</td>
<td data-label="Error">${e.errorCode || e.errorMessage ? html`<code class="api-value">${e.errorCode ?? ''}</code> ${e.errorMessage ?? ''}` : html`<span class="muted">—</span>`}</td>
<td data-label="Credential">${CREDENTIAL_LABELS[e.credential] ?? e.credential}</td>
<td data-label="Trace id"><a class="trace" href="/console/request-logs/${e.traceId}"><code>${e.traceId}</code><span class="visually-hidden">: open this request</span></a></td>
</tr>`;
    return sendPage(request, reply, {
      title: 'Request logs',
      active: 'request-logs',
      body: html`<h1>Request logs</h1>
<p class="muted">Every API request of this account in the last 7 days, on every surface, newest first. Open one to read its request and answer (keys, tokens and secrets are never stored). Paste the <code>trace_id</code> of an error answer to find its request.</p>
<form method="get" action="/console/request-logs" class="card filters" role="search">
<div class="field"><label for="trace_id">Trace id</label><input id="trace_id" name="trace_id" type="search" maxlength="64" spellcheck="false" value="${traceId}" placeholder="32 hex characters"></div>
<div class="field"><label for="status">Status</label><select id="status" name="status">${opt('', 'Any status', status)}${Object.entries(STATUS_CLASSES).map(([k, v]) => opt(k, v.label, status))}</select></div>
<div class="field"><label for="surface">API</label><select id="surface" name="surface">${opt('', 'Every API', surface ?? '')}${LOG_SURFACES.map((x) => opt(x, SURFACE_LABELS[x], surface ?? ''))}</select></div>
<div class="field"><label for="path">Path contains</label><input id="path" name="path" type="search" maxlength="200" value="${pathPart}" placeholder="/campaign/list"></div>
<div class="actions"><button type="submit" class="primary">Filter</button> <a class="button secondary" href="/console/request-logs">Clear</a></div>
</form>
${traceId && !shown.length ? html`<p class="notice" role="status">No request of this account in the last 7 days has the trace id <code>${traceId}</code>.</p>` : ''}
${shown.length
  ? html`<div class="table-wrap"><table class="data stack" id="request-logs"><caption class="visually-hidden">API requests, newest first</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Request</th><th scope="col">Status</th><th scope="col" class="num">Duration</th><th scope="col">Error</th><th scope="col">Credential</th><th scope="col">Trace id</th></tr></thead>
<tbody>${shown.map(row)}</tbody></table></div>`
  : traceId ? '' : html`<p class="empty">No API requests${Object.keys(filters).length ? ' match these filters' : ' in the last 7 days'}.</p>`}
${page > 1 || more ? html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">Newer</a>` : ''}<span>Page ${page}</span>${more ? html`<a href="${link(page + 1)}" rel="next">Older</a>` : ''}</nav>` : ''}
${usage.skipped ? html`<p class="notice" role="status">Not kept: ${usage.skipped.toLocaleString('en-US')} requests, made while this account sent more than ${c.requestLogs.limits.maxPerSecond} successful (or ${c.requestLogs.limits.maxErrorsPerSecond} failed) requests a second; the others of those seconds are here.</p>` : ''}
<p class="muted small">Kept: ${usage.rows.toLocaleString('en-US')} requests. Each account keeps its last ${c.requestLogs.limits.maxRowsPerAccount.toLocaleString('en-US')} requests of 7 days at most (older ones make room); bodies are cut at ${Math.round(c.requestLogs.limits.maxBodyBytes / 1024)} KB.</p>`,
    });
  });

  s.get<{ Params: { traceId: string } }>('/request-logs/:traceId', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const id = request.params.traceId.toLowerCase();
    await c.requestLogs.flush();
    const e = /^[0-9a-f]{8,64}$/.test(id) ? await c.requestLogs.byTraceId(account.id, id) : undefined;
    if (!e) {
      return sendPage(request, reply, { status: 404, title: 'Request not found', active: 'request-logs', body: html`<p class="crumbs"><a href="/console/request-logs">Request logs</a></p><h1>Request not found</h1><p>No request of this account in the last 7 days has this trace id.</p>` });
    }
    return sendPage(request, reply, {
      title: `${e.method} ${e.path.split('?')[0]}`,
      active: 'request-logs',
      body: html`<p class="crumbs"><a href="/console/request-logs">Request logs</a></p>
<h1><code class="api-value">${e.method}</code> <span class="quoted">${e.path}</span></h1>
<dl class="kv card">
<dt>Status</dt><dd>${statusBadge(e.status)}</dd>
<dt>Time (UTC)</dt><dd>${time(e.at)}</dd>
<dt>Duration</dt><dd>${e.durationMs} ms</dd>
<dt>API</dt><dd>${SURFACE_LABELS[e.surface]}</dd>
<dt>Credential</dt><dd>${CREDENTIAL_LABELS[e.credential] ?? e.credential}</dd>
${e.errorCode || e.errorMessage ? html`<dt>Error</dt><dd><code class="api-value">${e.errorCode ?? ''}</code> ${e.errorMessage ?? ''}</dd>` : ''}
<dt>Trace id</dt><dd><code id="trace-id">${e.traceId}</code></dd>
</dl>
${bodyBlock(e.requestBody, 'Request body', 'request-body')}
${bodyBlock(e.responseBody, 'Answer', 'response-body')}`,
    });
  });
}
