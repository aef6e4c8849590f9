// Creative sets of a campaign: each set's assets by type (processing and review status), its ads
// with their sizes switchable, and adding an asset by upload (the page script, with a progress
// bar), from the library, or as text. The creatives core does the work; uploads go through the
// first generation's creative_set_assets rules (changeSetAssetFromForm), so its words are used.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_ASSET_TYPES, parseAssetType, TEXT_ASSET_TYPES } from '../../core/creatives/asset-types.js';
import type { CreativeSetView, MemberView } from '../../core/creatives/model.js';
import { SIZE_DESIGNATORS, type SizeSwitches } from '../../core/creatives/templates.js';
import { invalid } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { changeSetAssetFromForm } from '../campaign-management-v1/creatives-assets-route.js';
import { assetPreview, ownAssetOrigin, processingBadge, reviewBadge } from './assets-pages.js';
import { pathId } from './campaign-pages.js';
import { ctx, sendPage } from './context.js';
import { field, fields, FieldErrors, type FormBody } from './form-values.js';
import { html, type Html } from './html.js';
import { AD_SIZE_LABELS, ASSET_TYPE_LABELS, humanBytes, labelled, labelOf, optionText, RESOURCE_TYPE_LABELS } from './labels.js';

const hidden = { schema: { hide: true } as never };
const SIZE_LABELS: Record<string, string> = { BANNER: 'Banner family (banner, leader, MREC, native, widget)', CTV: 'CTV', INTER: 'Interstitial', PRELOAD: 'Preload' };

interface SetErrors {
  /** 0: the new-set form. */
  setId: number;
  form: 'library' | 'text' | 'new';
  errors: FieldErrors;
}

function memberRow(m: MemberView, own: string): Html {
  const a = m.asset;
  const status = m.status === 'ready' ? 'ready' : m.status === 'error' ? 'error' : 'processing';
  // a file without a type: still computing, or failed (then say what kind of file failed; the reason is under its name)
  const typeCell = m.type
    ? html`<strong>${labelOf(ASSET_TYPE_LABELS, m.type)}</strong> <code class="api-value">${m.type}</code>`
    : status === 'error'
      ? html`<strong class="bad-text">${a?.resourceType ? labelOf(RESOURCE_TYPE_LABELS, a.resourceType) : 'File'} not usable</strong><div class="muted small">processing failed: no asset type</div>`
      : html`<span class="muted">Type being computed…</span>`;
  return html`<tr><td data-label="Type">${typeCell}</td>
<td data-label="Asset">${a ? assetPreview({ resourceType: a.resourceType, processing: a.processing, url: a.url, name: a.name }, own) : ''}<span class="quoted">${a ? a.name : m.value}</span>${m.error ? html`<div class="field-error small">${status === 'error' ? 'Why: ' : ''}${m.error}</div>` : ''}</td>
<td data-label="Processing">${processingBadge(status)}</td>
<td data-label="Review">${a ? reviewBadge(a.review) : html`<span class="muted">text</span>`}</td></tr>`;
}

export function registerCreativeSetPages(s: FastifyInstance, c: Container): void {
  const own = ownAssetOrigin(c);
  const render = async (request: FastifyRequest, reply: FastifyReply, campaignId: number, shown: { notice?: string; failed?: SetErrors; values?: FormBody } = {}) => {
    const { account, csrf } = ctx(request);
    const campaign = await c.campaigns.get(account.id, { id: campaignId });
    const [sets, library] = await Promise.all([
      c.creatives.sets.listByCampaign(account.id, { id: campaignId }),
      c.assets.list(account.id, { page: 1, size: 200 }),
    ]);
    const ready = library.filter((a) => a.processing === 'ready');
    const token = html`<input type="hidden" name="csrf_token" value="${csrf}">`;
    const typeSelect = (id: string, types: readonly string[], blank: string | undefined, e: FieldErrors) =>
      html`<label for="${id}">Type</label><select id="${id}" name="type"${e.attrs('type')}>${blank !== undefined ? html`<option value="">${blank}</option>` : ''}${types.map((t) => html`<option value="${t}">${optionText(ASSET_TYPE_LABELS, t)}</option>`)}</select>${e.at('type')}`;
    const setCard = (v: CreativeSetView): Html => {
      const sid = v.set.id;
      const failed = shown.failed?.setId === sid ? shown.failed : undefined;
      const e = failed?.errors ?? new FieldErrors();
      const lib = failed?.form === 'library' ? failed.errors : new FieldErrors();
      const txt = failed?.form === 'text' ? failed.errors : new FieldErrors();
      const byType = [...v.members].sort((x, y) => (x.type ?? '').localeCompare(y.type ?? ''));
      const p = `set-${sid}`;
      return html`<section class="card" aria-labelledby="${p}-title" id="${p}">
<h2 id="${p}-title">${v.set.name}</h2>
<p class="muted">${v.set.status ? 'Live' : 'Paused'} · ${v.set.countries.length ? v.set.countries.map((x) => x.toUpperCase()).join(', ') : 'all countries of the campaign'} · id ${sid}</p>
${e.summary()}
<h3>Assets</h3>
${byType.length
  ? html`<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">Assets of ${v.set.name}</caption><thead><tr><th scope="col">Type</th><th scope="col">Asset</th><th scope="col">Processing</th><th scope="col">Review</th></tr></thead><tbody>${byType.map((m) => memberRow(m, own))}</tbody></table></div>`
  : html`<p class="empty">No assets yet.</p>`}
<details class="add-asset"${e.any ? html` open` : ''}><summary>Add an asset</summary>
<div class="grid">
<form class="set-upload" data-set="${sid}" method="post" action="/console/api/creative-sets/${sid}/assets" enctype="multipart/form-data" novalidate>
<h4>Upload a file</h4>
<div class="field"><label for="${p}-file">File</label><p class="hint" id="${p}-file-hint">An image, video or HTML file, up to ${humanBytes(c.config.creativesMaxFileBytes)}.</p><input id="${p}-file" name="file" type="file" required aria-describedby="${p}-file-hint"></div>
<div class="field">${typeSelect(`${p}-up-type`, FILE_ASSET_TYPES, 'Computed from the file', new FieldErrors())}</div>
<div class="field check"><input type="checkbox" id="${p}-up-update" name="update" value="true"><label for="${p}-up-update">Replace the asset of this type</label></div>
<div class="actions"><button type="submit" class="primary">Upload</button></div>
<div class="progress" hidden><label for="${p}-progress">Sending the file</label><progress id="${p}-progress" max="100" value="0"></progress></div>
<p class="result" role="status" aria-live="polite"></p>
</form>
<form method="post" action="/console/creative-sets/${sid}/assets/library" novalidate>
<h4>From the library</h4>
${token}
<div class="field"><label for="${p}-lib-asset_id">Library asset</label><select id="${p}-lib-asset_id" name="asset_id"${lib.attrs('asset_id')}><option value="">Choose…</option>${ready.map((a) => html`<option value="${a.id}">${a.name} — ${a.assetType ? optionText(ASSET_TYPE_LABELS, a.assetType) : labelOf(RESOURCE_TYPE_LABELS, a.resourceType)}</option>`)}</select>${lib.at('asset_id')}</div>
<div class="field">${typeSelect(`${p}-lib-type`, FILE_ASSET_TYPES, 'Its computed type', lib)}</div>
<div class="field check"><input type="checkbox" id="${p}-lib-update" name="update" value="true"><label for="${p}-lib-update">Replace the asset of this type</label></div>
<div class="actions"><button type="submit" class="primary">Add</button></div>
</form>
<form method="post" action="/console/creative-sets/${sid}/assets/text" novalidate>
<h4>Text</h4>
${token}
<div class="field">${typeSelect(`${p}-txt-type`, TEXT_ASSET_TYPES, undefined, txt)}</div>
<div class="field"><label for="${p}-txt-asset">Text</label><input id="${p}-txt-asset" name="asset" type="text" maxlength="2000" value="${failed?.form === 'text' && shown.values ? field(shown.values, 'asset').slice(0, 2000) : ''}"${txt.attrs('asset')}>${txt.at('asset')}</div>
<div class="field check"><input type="checkbox" id="${p}-txt-update" name="update" value="true"><label for="${p}-txt-update">Replace the text of this type</label></div>
<div class="actions"><button type="submit" class="primary">Add</button></div>
</form>
</div></details>
<h3>Ads</h3>
${v.ads.length
  ? html`<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">Ads of ${v.set.name}</caption><thead><tr><th scope="col">Ad</th><th scope="col">Size</th><th scope="col">Template</th><th scope="col">Status</th></tr></thead><tbody>${v.ads.map(
      (ad) => html`<tr><td data-label="Ad">${ad.name}</td><td data-label="Size">${labelled(AD_SIZE_LABELS, ad.size)}</td><td data-label="Template">${ad.template}</td><td data-label="Status">${ad.status ? html`<span class="badge ok">LIVE</span>` : html`<span class="badge wait">PAUSED</span>`}</td></tr>`,
    )}</tbody></table></div>`
  : html`<p class="muted">No ads yet: ads are generated when the set holds the assets a template needs, processed.</p>`}
<form method="post" action="/console/creative-sets/${sid}/sizes" class="sizes">
${token}
<fieldset><legend>Sizes shown</legend>
${SIZE_DESIGNATORS.map((d) => html`<div class="field check"><input type="checkbox" id="${p}-size-${d}" name="sizes" value="${d}"${v.set.sizes[d] ? html` checked` : ''}><label for="${p}-size-${d}">${SIZE_LABELS[d]}</label></div>`)}
</fieldset>
<div class="actions"><button type="submit" class="secondary">Save sizes<span class="visually-hidden"> of ${v.set.name}</span></button></div>
</form>
</section>`;
    };
    const newSetErrors = shown.failed?.setId === 0 ? shown.failed.errors : new FieldErrors();
    return sendPage(request, reply, {
      status: shown.failed ? 400 : 200,
      title: `Creative sets of ${campaign.name}`,
      active: 'campaigns',
      scripts: ['creative-sets.js'],
      body: html`<p class="crumbs"><a href="/console/campaigns">Campaigns</a> › <a href="/console/campaigns/${campaign.id}">${campaign.name}</a></p>
<h1>Creative sets <span class="muted">of ${campaign.name}</span></h1>
${shown.notice ? html`<p class="notice" role="status">${shown.notice}</p>` : ''}
${sets.length ? sets.map(setCard) : html`<p class="empty">This campaign has no creative sets yet.</p>`}
<section class="card" aria-labelledby="new-set-title"><h2 id="new-set-title">New creative set</h2>
${newSetErrors.summary()}
<form method="post" action="/console/campaigns/${campaign.id}/creative-sets" novalidate>${token}
<div class="field"><label for="set-name">Name</label><input id="set-name" name="name" type="text" maxlength="200" required${newSetErrors.attrs('name')} value="${shown.failed?.setId === 0 && shown.values ? field(shown.values, 'name').slice(0, 200) : ''}">${newSetErrors.at('name')}</div>
<div class="field"><label for="set-countries">Countries</label><p class="hint" id="hint-set-countries">Codes separated by commas; empty = every country of the campaign.</p><input id="set-countries" name="countries" type="text" maxlength="2000" ${newSetErrors.attrs('countries', 'hint-set-countries')}>${newSetErrors.at('countries')}</div>
<div class="actions"><button type="submit" class="primary">Create creative set</button></div>
</form></section>`,
    });
  };

  /** The set, when it is the account's; the campaign page it is shown on. */
  const setOf = async (request: FastifyRequest<{ Params: { setId: string } }>) => {
    const { account } = ctx(request);
    const v = await c.creatives.sets.get(account.id, { id: pathId(request.params.setId) });
    return { account, v, campaignId: v.set.campaignIds[0] };
  };
  const back = (reply: FastifyReply, campaignId: number | undefined, setId: number) =>
    reply.code(303).header('Location', campaignId ? `/console/campaigns/${campaignId}/creative-sets#set-${setId}` : '/console/campaigns').send();

  s.get<{ Params: { id: string } }>('/campaigns/:id/creative-sets', hidden, async (request, reply) => render(request, reply, pathId(request.params.id)));

  s.post<{ Params: { id: string }; Body: FormBody }>('/campaigns/:id/creative-sets', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const campaignId = pathId(request.params.id);
    await c.campaigns.get(account.id, { id: campaignId });
    const errors = new FieldErrors(['name', 'countries'], 'set-', { name: 'Name', countries: 'Countries' });
    const countries = field(request.body, 'countries').split(/[\s,;]+/).filter(Boolean).map((x) => x.toLowerCase());
    try {
      const v = await c.creatives.sets.create(account.id, { campaign: { id: campaignId }, name: field(request.body, 'name'), countries, version: 'V1' });
      return back(reply, campaignId, v.set.id);
    } catch (e) {
      errors.add(e, { name: field(request.body, 'name'), countries: countries.map((x) => x.toUpperCase()) });
    }
    return render(request, reply, campaignId, { failed: { setId: 0, form: 'new', errors }, values: request.body });
  });

  const putFromForm = (kind: 'library' | 'text') =>
    async (request: FastifyRequest<{ Params: { setId: string }; Body: FormBody }>, reply: FastifyReply) => {
      const { account, v, campaignId } = await setOf(request);
      const errors = new FieldErrors(['type', 'asset', 'asset_id'], `set-${v.set.id}-${kind === 'library' ? 'lib' : 'txt'}-`, { type: 'Type', asset: 'Text', asset_id: 'Library asset' });
      try {
        const b = request.body;
        const typeRaw = field(b, 'type').trim();
        const type = typeRaw ? parseAssetType(typeRaw) : undefined;
        if (typeRaw && !type) throw invalid('type', 'is not an asset type');
        const update = field(b, 'update') === 'true';
        if (kind === 'library') {
          const raw = field(b, 'asset_id');
          if (!/^\d{1,15}$/.test(raw)) throw invalid('asset_id', 'choose an asset of the library');
          const asset = await c.assets.get(account.id, Number(raw)).catch(() => undefined);
          if (!asset) throw invalid('asset_id', 'no asset of this account has this id');
          await c.creatives.members.putMember(account.id, { id: v.set.id }, { type, update, source: { kind: 'asset', assetId: asset.id } });
        } else {
          if (!type) throw invalid('type', 'is required with asset');
          await c.creatives.members.putMember(account.id, { id: v.set.id }, { type, update, source: { kind: 'text', value: field(b, 'asset') } });
        }
        return back(reply, campaignId, v.set.id);
      } catch (e) {
        errors.add(e, { type: field(request.body, 'type'), asset: field(request.body, 'asset'), asset_id: field(request.body, 'asset_id') });
      }
      if (!campaignId) throw errors.general ? invalid('asset', errors.general) : invalid('asset', [...errors.byField.values()][0] ?? 'is invalid');
      return render(request, reply, campaignId, { failed: { setId: v.set.id, form: kind, errors }, values: request.body });
    };
  s.post('/creative-sets/:setId/assets/library', hidden, putFromForm('library'));
  s.post('/creative-sets/:setId/assets/text', hidden, putFromForm('text'));

  s.post<{ Params: { setId: string }; Body: FormBody }>('/creative-sets/:setId/sizes', hidden, async (request, reply) => {
    const { account, v, campaignId } = await setOf(request);
    const on = fields(request.body, 'sizes');
    const switches = Object.fromEntries(SIZE_DESIGNATORS.map((d) => [d, on.includes(d)])) as SizeSwitches;
    await c.creatives.sets.setSizes(account.id, { id: v.set.id }, switches);
    return back(reply, campaignId, v.set.id);
  });

  // The page script's upload (multipart: file, type, update), with its progress bar.
  s.post<{ Params: { setId: string } }>('/api/creative-sets/:setId/assets', { ...hidden, config: { longBody: true } }, async (request, reply) => {
    const { account, v } = await setOf(request);
    const view = await changeSetAssetFromForm(request, c, account.id, { id: v.set.id });
    return reply.send({ assets: view.members.length });
  });
}
