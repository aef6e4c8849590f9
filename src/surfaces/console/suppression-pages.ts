// Suppression lists per app: upload a file of ids (progress bar, counts of valid and invalid
// ids), remove the ids of a file, check one id. SuppressionService does the work, as for
// /suppressionApps and /deleteSuppressionApps; the file streams from the request into it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/shared/errors.js';
import { tooLarge, type SuppressionOp } from '../../core/suppression/suppression-service.js';
import type { ListSummary } from '../../core/suppression/suppression-store.js';
import type { Container } from '../../http/container.js';
import { ctx, sendPage } from './context.js';
import { field, FieldErrors, type FormBody } from './form-values.js';
import { html } from './html.js';

const hidden = { schema: { hide: true } as never };

interface CheckResult {
  packageName: string;
  id: string;
  listed?: boolean;
  count?: number;
  errors: FieldErrors;
}

export function registerSuppressionPages(s: FastifyInstance, c: Container): void {
  const page = (request: FastifyRequest, lists: ListSummary[], check?: CheckResult) => {
    const e = check?.errors ?? new FieldErrors();
    const pkg = check?.packageName ?? '';
    const upload = (op: SuppressionOp, title: string, button: string, hint: string) => html`<form class="card suppression-upload" data-op="${op}" method="post" action="/console/api/suppression/${op}" enctype="application/octet-stream" novalidate>
<h2>${title}</h2>
<p class="muted">${hint}</p>
<div class="field"><label for="${op}-package">App (package name or App Store id)</label><input id="${op}-package" name="package_name" type="text" maxlength="255" required value="${pkg}"></div>
<div class="field"><label for="${op}-file">File of ids (one IDFA or Android advertising id per line)</label><input id="${op}-file" name="file" type="file" required accept=".txt,.csv,text/plain,text/csv"></div>
<div class="actions"><button type="submit" class="primary">${button}</button></div>
<div class="progress" hidden><label for="${op}-progress">Sending the file</label><progress id="${op}-progress" max="100" value="0"></progress></div>
<p class="result" role="status" aria-live="polite"></p>
</form>`;
    return {
      status: e.any ? 400 : 200,
      title: 'Suppression lists',
      active: 'suppression',
      scripts: ['suppression.js'],
      body: html`<h1>Suppression lists</h1>
<p class="muted">Users listed for an app are kept out of its campaigns. Lists are per app; files are read line by line, and each line counts as a valid or an invalid id.</p>
<section aria-labelledby="lists-title" id="lists">
<h2 id="lists-title">Your apps' lists</h2>
${lists.length
  ? html`<div class="table-wrap"><table class="data stack" id="suppression-lists"><caption class="visually-hidden">Suppression lists by app</caption>
<thead><tr><th scope="col">App</th><th scope="col" class="num">Ids on the list</th><th scope="col">List since (UTC)</th><th scope="col"><span class="visually-hidden">Links</span></th></tr></thead>
<tbody>${lists.map((l) => html`<tr><th scope="row" class="quoted">${l.packageName}</th><td class="num" data-label="Ids on the list">${l.count.toLocaleString('en-US')}</td><td data-label="List since">${l.createdAt.toISOString().slice(0, 10)}</td><td><a href="/console/suppression?${new URLSearchParams({ package_name: l.packageName }).toString()}#package_name">Check an id<span class="visually-hidden"> on the list of ${l.packageName}</span></a></td></tr>`)}</tbody>
</table></div>`
  : html`<p class="empty">No suppression lists yet: add ids from a file below, or with POST /suppressionApps.</p>`}
</section>
<div class="grid">
${upload('add', 'Add ids from a file', 'Upload and add', 'Adds every valid id of the file to the app\'s list.')}
${upload('remove', 'Remove ids in a file', 'Upload and remove', 'Removes every valid id of the file from the app\'s list.')}
</div>
<h2>Is an id listed?</h2>
${e.summary()}
<form method="get" action="/console/suppression/check" class="card" novalidate>
<div class="field"><label for="package_name">App (package name or App Store id)</label><input id="package_name" name="package_name" type="text" maxlength="255" required value="${pkg}"${e.attrs('package_name')}>${e.at('package_name')}</div>
<div class="field"><label for="id">Advertising id</label><input id="id" name="id" type="text" maxlength="100" required value="${check?.id ?? ''}" spellcheck="false"${e.attrs('id')}>${e.at('id')}</div>
<div class="actions"><button type="submit" class="primary">Check</button></div>
${check && check.listed !== undefined
  ? html`<p class="notice" role="status" id="check-result">${check.id} is <strong>${check.listed ? 'listed' : 'not listed'}</strong> for ${check.packageName} (${check.count} id${check.count === 1 ? '' : 's'} on its list).</p>`
  : ''}
</form>`,
    };
  };

  const listsOf = (request: FastifyRequest) => c.suppression.lists(ctx(request).account.id);
  s.get<{ Querystring: Record<string, string | undefined> }>('/suppression', hidden, async (request, reply) => {
    // a list's "Check an id" link names its app
    const pkg = typeof request.query.package_name === 'string' ? request.query.package_name.slice(0, 255) : undefined;
    return sendPage(request, reply, page(request, await listsOf(request), pkg ? { packageName: pkg, id: '', errors: new FieldErrors() } : undefined));
  });

  s.get<{ Querystring: Record<string, string | undefined> }>('/suppression/check', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const packageName = String(request.query.package_name ?? '').slice(0, 300);
    const id = String(request.query.id ?? '').trim().slice(0, 100);
    const errors = new FieldErrors(['package_name', 'id'], '', { package_name: 'App', id: 'Advertising id' });
    try {
      const listed = await c.suppression.contains(account.id, packageName, id);
      const count = await c.suppression.count(account.id, packageName);
      return sendPage(request, reply, page(request, await listsOf(request), { packageName, id, listed, count, errors }));
    } catch (e) {
      errors.add(e, { package_name: packageName, id });
    }
    return sendPage(request, reply, page(request, await listsOf(request), { packageName, id, errors }));
  });

  // The page script sends the file itself as the body (XMLHttpRequest, for its progress events).
  for (const op of ['add', 'remove'] as const) {
    s.post<{ Querystring: Record<string, string | undefined>; Body: FormBody }>(`/api/suppression/${op}`, { ...hidden, config: { longBody: true } }, async (request, reply) => {
      const { account } = ctx(request);
      const max = c.suppression.maxBodyBytes;
      const declared = request.headers['content-length'];
      if (declared !== undefined && Number(declared) > max) {
        reply.header('Connection', 'close');
        throw tooLarge(max);
      }
      if (!request.headers['content-type']?.startsWith('application/octet-stream')) {
        throw new DomainError('unsupported_media_type', 'file: send the file as application/octet-stream', { field: 'file', rule: 'must be sent as application/octet-stream' });
      }
      try {
        const r = await c.suppression.apply(op, account.id, String(request.query.package_name ?? ''), request.raw.iterator({ destroyOnReturn: false }));
        const count = await c.suppression.count(account.id, String(request.query.package_name));
        return reply.send({ num_valid_ids: r.numValidIds, num_invalid_ids: r.numInvalidIds, listed: count });
      } catch (e) {
        if (e instanceof DomainError) {
          if (!request.raw.complete) reply.header('Connection', 'close');
          throw e;
        }
        if (request.raw.aborted) throw new DomainError('malformed_request', 'file: was not received completely; nothing was changed', { field: 'file', rule: 'must be sent completely' });
        throw e;
      }
    });
  }
}
