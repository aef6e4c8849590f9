// The asset library: the account's files with their processing and review status, filtered by
// type; uploads of many files at once (one upload per file, so each has its own progress and
// result), watched until processing and review settle. UploadsService and AssetsService do the
// work, as for /manage/v1/asset/upload and upload_result.
import type { FastifyInstance } from 'fastify';
import type { Asset } from '../../core/assets/model.js';
import { DomainError, invalid } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { fileParts } from '../manage-v1/asset-routes.js';
import { ctx, sendPage } from './context.js';
import { html, type Html } from './html.js';
import { ASSET_TYPE_LABELS, humanBytes, labelled, RESOURCE_TYPE_LABELS, usableIn } from './labels.js';

const hidden = { schema: { hide: true } as never };
export const ASSET_PAGE_SIZE = 50;
const TYPES = { image: 'IMAGE', video: 'VIDEO', html: 'HTML' } as const;

/** Processing and review in words; the API's value (upload_result's file_status, asset/list's status) is the badge's title. */
export const PROCESSING_WORDS: Readonly<Record<string, string>> = { SUCCESS: 'Processed', FAILURE: 'Failed', PENDING: 'Processing' };
export const REVIEW_WORDS: Readonly<Record<string, string>> = { ACTIVE: 'Approved', REJECTED: 'Rejected', IN_REVIEW: 'In review' };

export function processingBadge(p: Asset['processing']): Html {
  const v = p === 'ready' ? 'SUCCESS' : p === 'error' ? 'FAILURE' : 'PENDING';
  return html`<span class="badge ${v === 'SUCCESS' ? 'ok' : v === 'FAILURE' ? 'bad' : 'wait'}" title="${v}" data-value="${v}">${PROCESSING_WORDS[v]}</span>`;
}

export function reviewBadge(r: string | undefined | null): Html {
  const v = r ?? 'IN_REVIEW';
  return html`<span class="badge ${v === 'ACTIVE' ? 'ok' : v === 'REJECTED' ? 'bad' : 'wait'}" title="${v}" data-value="${v}">${REVIEW_WORDS[v] ?? v}</span>`;
}

/**
 * A thumbnail of a processed image, a player of a processed video (its first frame until played;
 * only its header is fetched up front). Files served by this same server (ASSET_HOST =
 * PUBLIC_URL, the default) are linked by path, so previews work whatever address the browser used.
 */
export function assetPreview(a: { resourceType: string | null; processing: string; url: string; name: string }, ownOrigin: string): Html | '' {
  if (a.processing !== 'ready' || !a.url || (a.resourceType !== 'IMAGE' && a.resourceType !== 'VIDEO')) return '';
  const src = a.url.startsWith(`${ownOrigin}/`) ? a.url.slice(ownOrigin.length) : a.url;
  if (a.resourceType === 'VIDEO') return html`<video class="thumb" src="${src}" controls muted playsinline preload="metadata" aria-label="Play ${a.name}"></video>`;
  return html`<img class="thumb" src="${src}" alt="" loading="lazy">`;
}

/** The origin of asset URLs when this server serves them itself, else '' (previews keep the full URL). */
export function ownAssetOrigin(c: Container): string {
  const asset = new URL(c.config.assetHost).origin;
  return asset === new URL(c.config.publicUrl).origin ? asset : '';
}


export function registerAssetPages(s: FastifyInstance, c: Container): void {
  const lim = c.config.manage;
  const own = ownAssetOrigin(c);

  s.get<{ Querystring: { type?: string; page?: string } }>('/assets', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const type = typeof request.query.type === 'string' && request.query.type in TYPES ? (request.query.type as keyof typeof TYPES) : '';
    const page = /^\d{1,6}$/.test(request.query.page ?? '') ? Math.max(1, Number(request.query.page)) : 1;
    const assets = await c.assets.list(account.id, { resourceType: type ? TYPES[type] : undefined, page, size: ASSET_PAGE_SIZE + 1 });
    const more = assets.length > ASSET_PAGE_SIZE;
    const shown = assets.slice(0, ASSET_PAGE_SIZE);
    const link = (p: number) => `/console/assets?${new URLSearchParams({ ...(type ? { type } : {}), page: String(p) })}`;
    const opt = (v: string, label: string) => html`<option value="${v}"${type === v ? html` selected` : ''}>${label}</option>`;
    return sendPage(request, reply, {
      title: 'Asset library',
      active: 'assets',
      scripts: ['assets.js'],
      body: html`<h1>Asset library</h1>
<section class="card" aria-labelledby="upload-title">
<h2 id="upload-title">Upload files</h2>
<p class="muted">Images (PNG, JPEG, GIF), videos (MP4, MOV) and HTML files, up to ${humanBytes(lim.maxFileBytes)} each, at most ${lim.maxFilesPerUpload} at a time. Each file is processed and reviewed after the upload; its status updates here.</p>
<form id="asset-upload" method="post" action="/console/api/assets/upload" enctype="multipart/form-data" novalidate>
<div class="field"><label for="files">Files</label><input id="files" name="files" type="file" multiple required accept="image/png,image/jpeg,image/gif,video/mp4,video/quicktime,text/html"></div>
<div class="actions"><button type="submit" class="primary">Upload</button></div>
</form>
<div id="batch" hidden><label for="batch-progress">All files</label><progress id="batch-progress" max="100" value="0"></progress><p id="batch-status" role="status" aria-live="polite" class="muted"></p></div>
<ul class="uploads" id="upload-list" aria-label="Files being uploaded"></ul>
</section>
<div id="library">
<h2>Library</h2>
<form method="get" action="/console/assets" class="filters"><div class="field"><label for="type">Type</label><select id="type" name="type">${opt('', 'All types')}${opt('image', 'Images')}${opt('video', 'Videos')}${opt('html', 'HTML')}</select></div><div class="field"><button type="submit" class="secondary">Filter</button></div></form>
${shown.length
  ? html`<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">Assets</caption><thead><tr><th scope="col">File</th><th scope="col">Type</th><th scope="col">Processing</th><th scope="col">Review</th><th scope="col" class="num">Size</th><th scope="col">Id</th></tr></thead><tbody>
${shown.map(
  (a) => html`<tr><td data-label="File">${assetPreview(a, own)}<span class="quoted">${a.name}</span>${a.error ? html`<div class="field-error small">${a.error}</div>` : ''}${a.violationReasons.length && !a.error ? html`<div class="field-error small">${a.violationReasons.join('; ')}</div>` : ''}</td>
<td data-label="Type">${a.assetType ? labelled(ASSET_TYPE_LABELS, a.assetType) : labelled(RESOURCE_TYPE_LABELS, a.resourceType)}${a.width && a.height ? html` <span class="muted small">${a.width}×${a.height}</span>` : ''}${a.assetType ? html`<div class="muted small">${usableIn(a.assetType)}</div>` : ''}</td><td data-label="Processing">${processingBadge(a.processing)}</td><td data-label="Review">${reviewBadge(a.review)}</td><td data-label="Size" class="num">${humanBytes(a.sizeBytes)}</td><td data-label="Id">${a.id}</td></tr>`,
)}</tbody></table></div>`
  : html`<p class="empty">No ${type ? `${type} ` : ''}assets${page > 1 ? ' on this page' : ' yet'}.</p>`}
${page > 1 || more ? html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">Previous</a>` : ''}<span>Page ${page}</span>${more ? html`<a href="${link(page + 1)}" rel="next">Next</a>` : ''}</nav>` : ''}
</div>`,
    });
  });

  // One file per request from the page script (its own progress bar); a batch is several requests.
  s.post('/api/assets/upload', { ...hidden, config: { longBody: true } }, async (request, reply) => {
    const { account } = ctx(request);
    const len = Number(request.headers['content-length'] ?? NaN);
    if (Number.isFinite(len) && len > lim.maxUploadBytes + 1024 * 1024) {
      reply.header('Connection', 'close');
      throw new DomainError('payload_too_large', `files: the upload is larger than ${lim.maxUploadBytes} bytes`, { field: 'files', rule: `at most ${lim.maxUploadBytes} bytes per request` });
    }
    if (!request.isMultipart()) throw invalid('files', 'send multipart/form-data with the files in the field "files"');
    const batch = await c.uploads.receive(account.id, fileParts(request, c, lim.maxFilesPerUpload, lim.maxFileBytes));
    return reply.send({ upload_id: batch.uploadId });
  });

  s.get<{ Params: { id: string } }>('/api/uploads/:id', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const r = await c.uploads.result(account.id, request.params.id);
    const files = await Promise.all(
      r.details.map(async (d) => {
        const a = d.id ? await c.assets.get(account.id, Number(d.id)).catch(() => undefined) : undefined;
        const review = a?.review ?? (d.status === 'FAILURE' ? 'REJECTED' : 'IN_REVIEW');
        return {
          asset_id: d.id, name: d.name, status: d.status, status_words: PROCESSING_WORDS[d.status], error: d.errorMessage ?? (a?.violationReasons.join('; ') || null),
          review, review_words: REVIEW_WORDS[review], type: a?.assetType ?? d.resourceType, type_words: a?.assetType ? `${ASSET_TYPE_LABELS[a.assetType]} (${a.assetType}) · ${usableIn(a.assetType)}` : d.resourceType,
        };
      }),
    );
    return reply.send({ upload_status: r.status, files });
  });
}
