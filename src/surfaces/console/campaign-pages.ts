// Campaigns: the list (search, status filter, paging, status toggle, yesterday's figures) and the
// create / edit forms. Reads and writes go through CampaignsService, scoped to the signed-in
// account; another account's campaign is a 404.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_KEY, type CampaignWithDay, type CountryTarget } from '../../core/campaigns/model.js';
import { invalid, notFound } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { campaignChangesFromV2, campaignToV2, GOAL_OF_BID_TYPE, newCampaignFromV2, v2Error } from '../manage-v1/campaign-map.js';
import { bodyFromForm, CAMPAIGN_FIELDS, CAMPAIGN_LABELS, campaignForm, sentView, valuesFromForm, valuesOf } from './campaign-form.js';
import { ctx, sendPage } from './context.js';
import { field, FieldErrors, type FormBody } from './form-values.js';
import { html } from './html.js';
import { GOAL_TYPE_LABELS, labelled, labelOf, ROAS_DAY_LABELS } from './labels.js';
import { money } from './money.js';

export const PAGE_SIZE = 50;
const hidden = { schema: { hide: true } as never };

/** A numeric id from the path, or a 404 (never a 5xx) for anything else. */
export function pathId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('page');
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw notFound('page');
  return n;
}

interface ListQuery {
  q?: string;
  status?: string;
  page?: string;
}

/** Search (name, package, ids), status filter and paging of the account's campaigns. */
export function filterCampaigns(rows: CampaignWithDay[], q: ListQuery): { rows: CampaignWithDay[]; total: number; page: number; pages: number } {
  const needle = (typeof q.q === 'string' ? q.q : '').trim().toLowerCase().slice(0, 200);
  const status = q.status === 'live' || q.status === 'paused' ? q.status : '';
  const matched = rows.filter((r) => {
    const c = r.campaign;
    if (status && c.status !== (status === 'live')) return false;
    if (!needle) return true;
    return c.name.toLowerCase().includes(needle) || c.packageName.toLowerCase().includes(needle) || c.hashedId === needle || String(c.id) === needle || (c.itunesId ?? '') === needle;
  });
  // newest first: the campaign a user just made is at the top
  matched.reverse();
  const pages = Math.max(1, Math.ceil(matched.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, /^\d{1,6}$/.test(q.page ?? '') ? Number(q.page) : 1));
  return { rows: matched.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: matched.length, page, pages };
}

function budgetText(rows: CountryTarget[]): string {
  const def = rows.find((r) => r.country === DEFAULT_KEY);
  if (def?.budget) return `${money(def.budget)} / day`;
  const per = rows.filter((r) => r.country !== DEFAULT_KEY && !r.disabled && r.budget !== null);
  if (!per.length) return '—';
  return `${per.map((r) => `${r.country.toUpperCase()} ${money(r.budget)}`).join(', ')} / day`;
}

export function registerCampaignPages(s: FastifyInstance, c: Container): void {
  s.get<{ Querystring: ListQuery & { created?: string } }>('/campaigns', hidden, async (request, reply) => {
    const { account, page: user } = ctx(request);
    const q = request.query;
    const all = await c.campaigns.listWithYesterday(account.id);
    const f = filterCampaigns(all, q);
    const withTargets = f.rows.length ? await c.campaigns.list(account.id, { ids: f.rows.map((r) => r.campaign.id), offset: 0, limit: f.rows.length }) : [];
    const targets = new Map(withTargets.map((t) => [t.campaign.id, t.countries]));
    const here = `/console/campaigns?${new URLSearchParams({ ...(q.q ? { q: String(q.q).slice(0, 200) } : {}), ...(q.status ? { status: String(q.status) } : {}), page: String(f.page) })}`;
    const link = (page: number) => `/console/campaigns?${new URLSearchParams({ ...(q.q ? { q: String(q.q).slice(0, 200) } : {}), ...(q.status ? { status: String(q.status) } : {}), page: String(page) })}`;
    const statusOpt = (value: string, label: string) => html`<option value="${value}"${(q.status ?? '') === value ? html` selected` : ''}>${label}</option>`;
    const rows = f.rows.map(({ campaign: cp, figures }) => {
      const live = cp.status;
      return html`<tr>
<td data-label="Campaign"><a href="/console/campaigns/${cp.id}">${cp.name}</a><div class="muted small">${cp.packageName}</div></td>
<td data-label="Status"><form method="post" action="/console/campaigns/${cp.id}/status" class="inline"><input type="hidden" name="csrf_token" value="${user.csrf}"><input type="hidden" name="back" value="${here}"><input type="hidden" name="status" value="${live ? 'PAUSED' : 'LIVE'}"><button type="submit" class="toggle" role="switch" aria-checked="${live ? 'true' : 'false'}" aria-label="${cp.name}: ${live ? 'live, pause it' : 'paused, make it live'}"><span class="knob" aria-hidden="true"></span><span class="toggle-text">${live ? 'Live' : 'Paused'}</span></button></form></td>
<td data-label="Platform">${cp.platform === 'ios' ? 'iOS' : 'Android'}</td>
<td data-label="Goal">${labelled(GOAL_TYPE_LABELS, GOAL_OF_BID_TYPE[cp.bidType])}${cp.goalPeriod !== null ? html` <span class="muted">· ${labelOf(ROAS_DAY_LABELS, `DAY${cp.goalPeriod}`)}</span>` : ''}</td>
<td data-label="Budget">${budgetText(targets.get(cp.id) ?? [])}</td>
<td data-label="Spend" class="num">${money(figures.spend)}</td>
<td data-label="Installs" class="num">${figures.installs}</td>
<td><a href="/console/campaigns/${cp.id}/creative-sets">Creative sets<span class="visually-hidden"> of ${cp.name}</span></a></td>
</tr>`;
    });
    return sendPage(request, reply, {
      title: 'Campaigns',
      active: 'campaigns',
      body: html`<div class="page-head"><h1>Campaigns</h1><a class="button primary" href="/console/campaigns/new">New campaign</a></div>
${typeof q.created === 'string' && /^\d{1,15}$/.test(q.created) ? html`<p class="notice" role="status">Campaign created (id ${q.created}); it is paused until you turn it on.</p>` : ''}
<form method="get" action="/console/campaigns" class="filters" role="search">
<div class="field"><label for="q">Search</label><input id="q" name="q" type="search" value="${typeof q.q === 'string' ? q.q.slice(0, 200) : ''}" placeholder="Name, package or id" maxlength="200"></div>
<div class="field"><label for="status">Status</label><select id="status" name="status">${statusOpt('', 'All')}${statusOpt('live', 'Live')}${statusOpt('paused', 'Paused')}</select></div>
<div class="field"><button type="submit" class="secondary">Filter</button></div>
</form>
<p class="muted" id="count">${f.total} campaign${f.total === 1 ? '' : 's'}${f.pages > 1 ? html`, page ${f.page} of ${f.pages}` : ''}. Spend and installs are yesterday's (${c.campaigns.yesterday()}, UTC).</p>
${f.rows.length
  ? html`<div class="table-wrap" tabindex="0" role="region" aria-labelledby="campaigns-caption"><table class="data stack"><caption id="campaigns-caption" class="visually-hidden">Campaigns</caption>
<thead><tr><th scope="col">Campaign</th><th scope="col">Status</th><th scope="col">Platform</th><th scope="col">Goal</th><th scope="col">Budget</th><th scope="col" class="num">Spend</th><th scope="col" class="num">Installs</th><th scope="col"><span class="visually-hidden">Links</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>`
  : html`<p class="empty">No campaigns${q.q || q.status ? ' match' : ' yet'}.</p>`}
${f.pages > 1
  ? html`<nav class="pager" aria-label="Pages">${f.page > 1 ? html`<a href="${link(f.page - 1)}" rel="prev">Previous</a>` : ''}<span>Page ${f.page} of ${f.pages}</span>${f.page < f.pages ? html`<a href="${link(f.page + 1)}" rel="next">Next</a>` : ''}</nav>`
  : ''}`,
    });
  });

  s.post<{ Params: { id: string }; Body: FormBody }>('/campaigns/:id/status', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const id = pathId(request.params.id);
    const status = field(request.body, 'status');
    if (status !== 'LIVE' && status !== 'PAUSED') throw invalid('status', 'must be LIVE or PAUSED');
    await c.campaigns.update(account.id, { id }, { status: status === 'LIVE' });
    const back = field(request.body, 'back');
    return reply.code(303).header('Location', /^\/console\/campaigns(\?[A-Za-z0-9=&%._+-]*)?$/.test(back) ? back : '/console/campaigns').send();
  });

  const formPage = (request: Parameters<typeof ctx>[0], o: { create: boolean; id?: number; name?: string; values: Record<string, string>; errors: FieldErrors; saved?: boolean }) => ({
    status: o.errors.any ? 400 : 200,
    title: o.create ? 'New campaign' : `Edit ${o.name}`,
    active: 'campaigns',
    body: html`<p class="crumbs"><a href="/console/campaigns">Campaigns</a></p><h1>${o.create ? 'New campaign' : html`Edit <span class="quoted">${o.name}</span>`}</h1>
${o.saved ? html`<p class="notice" role="status">Changes saved.</p>` : ''}
${o.id !== undefined ? html`<p><a href="/console/campaigns/${o.id}/creative-sets">Creative sets of this campaign</a></p>` : ''}
${campaignForm({ action: o.create ? '/console/campaigns' : `/console/campaigns/${o.id}`, csrf: ctx(request).csrf, create: o.create, values: o.values, errors: o.errors })}`,
  });

  s.get('/campaigns/new', hidden, async (request, reply) => {
    const today = c.clock.now().toISOString().slice(0, 10);
    return sendPage(request, reply, formPage(request, { create: true, values: { start_date: today }, errors: new FieldErrors() }));
  });

  s.post<{ Body: FormBody }>('/campaigns', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const errors = new FieldErrors(CAMPAIGN_FIELDS, '', CAMPAIGN_LABELS);
    const platform = field(request.body, 'platform').trim().toLowerCase();
    let body: unknown;
    try {
      body = bodyFromForm(request.body, true);
      const created = await c.campaigns.create(account.id, newCampaignFromV2(body as never, c.clock.now()));
      return reply.code(303).header('Location', `/console/campaigns?created=${created.campaign.id}`).send();
    } catch (e) {
      errors.add(v2Error(e, platform), sentView(body ?? request.body));
    }
    return sendPage(request, reply, formPage(request, { create: true, values: valuesFromForm(request.body), errors }));
  });

  s.get<{ Params: { id: string }; Querystring: { saved?: string } }>('/campaigns/:id', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const id = pathId(request.params.id);
    const current = await c.campaigns.getWithTargets(account.id, { id });
    return sendPage(request, reply, formPage(request, { create: false, id, name: current.campaign.name, values: valuesOf(campaignToV2(current)), errors: new FieldErrors(), saved: request.query.saved === '1' }));
  });

  s.post<{ Params: { id: string }; Body: FormBody }>('/campaigns/:id', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const id = pathId(request.params.id);
    const current = await c.campaigns.getWithTargets(account.id, { id });
    const errors = new FieldErrors(CAMPAIGN_FIELDS, '', CAMPAIGN_LABELS);
    const platform = field(request.body, 'platform').trim().toLowerCase() || current.campaign.platform;
    let body: unknown;
    try {
      body = bodyFromForm(request.body, false, id);
      await c.campaigns.update(account.id, { id }, campaignChangesFromV2(body as never, current));
      return reply.code(303).header('Location', `/console/campaigns/${id}?saved=1`).send();
    } catch (e) {
      errors.add(v2Error(e, platform), sentView(body ?? request.body));
    }
    const shown = campaignToV2(current);
    return sendPage(request, reply, formPage(request, { create: false, id, name: current.campaign.name, values: { ...valuesFromForm(request.body), bidding_strategy: shown.bidding_strategy, start_date: shown.start_date?.slice(0, 10) ?? '' }, errors }));
  });
}
