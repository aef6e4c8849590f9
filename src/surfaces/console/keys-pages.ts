// Keys and apps: the account's API keys (rotate; the new key is shown once), its OAuth apps
// (create, delete; the client secret is shown once) and the third-party apps its users approved
// (revoke). AccountsService and OAuthService do the work, as for the CLI.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_SCOPES, type KeyKind } from '../../core/accounts/model.js';
import { SCOPE_DESCRIPTIONS } from '../../core/oauth/scopes.js';
import { notFound } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { ctx, sendPage } from './context.js';
import { field, fields, FieldErrors, type FormBody } from './form-values.js';
import { html, type Html } from './html.js';

export interface ConsoleKeyKind {
  kind: KeyKind;
  label: string;
  /** What the key opens, shown under its name. */
  use: string;
}

/** The keys the page lists, in order; a new kind of key is one more entry. */
export const CONSOLE_KEY_KINDS: ConsoleKeyKind[] = [
  { kind: 'campaign', label: 'Campaign API key', use: 'Opens /manage/v1 (the Authorization header, with account_id).' },
  { kind: 'management', label: 'Management key', use: 'Opens the suppression lists (/suppressionApps, the api_key parameter).' },
  { kind: 'report', label: 'Report key', use: 'Opens the reporting API (GET /report, the api_key parameter).' },
];

const APP_FIELDS = ['name', 'kind', 'scopes', 'redirect_uri'];
const hidden = { schema: { hide: true } as never };
const day = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

interface Shown {
  /** A key just issued (shown once). */
  newKey?: { label: string; value: string };
  /** An app just created, with its secret (shown once). */
  newApp?: { name: string; clientId: string; secret: string };
  notice?: string;
  appErrors?: FieldErrors;
  appValues?: FormBody;
}

async function keysPage(c: Container, request: FastifyRequest, reply: FastifyReply, shown: Shown = {}): Promise<FastifyReply> {
  const { account, csrf } = ctx(request);
  const [apps, approved] = await Promise.all([c.accounts.listOAuthApps(account.id), c.oauth.approvedApps(account.id)]);
  const e = shown.appErrors ?? new FieldErrors();
  const v = shown.appValues;
  const token = html`<input type="hidden" name="csrf_token" value="${csrf}">`;
  const once = (label: string, value: string, what: string): Html =>
    html`<div class="notice" role="status"><p>${label}: copy it now, it is shown only this once.</p><code class="secret" id="new-secret" aria-label="${what}">${value}</code></div>`;
  const kinds = v ? field(v, 'kind') : 'first-party';
  const chosenScopes = v ? fields(v, 'scopes') : ['campaigns:read'];
  return sendPage(request, reply, {
    status: e.any ? 400 : 200,
    title: 'Keys and apps',
    active: 'keys',
    body: html`<h1>Keys and apps</h1>
${shown.notice ? html`<p class="notice" role="status">${shown.notice}</p>` : ''}
${shown.newKey ? once(`New ${shown.newKey.label}`, shown.newKey.value, shown.newKey.label) : ''}
${shown.newApp ? html`<div class="notice" role="status"><p>App <strong>${shown.newApp.name}</strong> created. Its client secret is shown only this once: copy it now.</p><dl class="kv"><dt>client_id</dt><dd><code>${shown.newApp.clientId}</code></dd><dt>client_secret</dt><dd><code class="secret" id="new-secret">${shown.newApp.secret}</code></dd></dl></div>` : ''}
<h2>API keys</h2>
<p class="muted">Account id <strong>${account.id}</strong>. Keys are stored hashed: a lost key cannot be shown again, only replaced. Rotating stops the old key at once.</p>
<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">API keys</caption><thead><tr><th scope="col">Key</th><th scope="col">Used for</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${CONSOLE_KEY_KINDS.map(
  (k) => html`<tr><td data-label="Key"><strong>${k.label}</strong></td><td data-label="Used for">${k.use}</td><td><form method="post" action="/console/keys/${k.kind}/rotate" class="inline">${token}<button type="submit" class="danger" data-confirm="Rotate the ${k.label.toLowerCase()}? The current key stops working at once.">Rotate<span class="visually-hidden"> the ${k.label.toLowerCase()}</span></button></form></td></tr>`,
)}
</tbody></table></div>

<h2>OAuth apps of this account</h2>
${apps.length
  ? html`<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">OAuth apps</caption><thead><tr><th scope="col">App</th><th scope="col">Kind</th><th scope="col">Scopes</th><th scope="col">Redirect URI</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${apps.map(
  (a) => html`<tr><td data-label="App"><strong>${a.name}</strong><div class="muted small"><code>${a.clientId}</code></div></td><td data-label="Kind">${a.kind}</td><td data-label="Scopes">${a.scopes.join(' ')}</td><td data-label="Redirect URI" class="quoted">${a.redirectUri ?? '—'}</td>
<td><form method="post" action="/console/apps/${a.clientId}/delete" class="inline">${token}<button type="submit" class="danger" data-confirm="Delete ${a.name}? Its credentials and every token it holds stop working.">Delete<span class="visually-hidden"> ${a.name}</span></button></form></td></tr>`,
)}</tbody></table></div>`
  : html`<p class="empty">No OAuth apps yet.</p>`}

<h3 id="new-app">Create an app</h3>
${e.summary()}
<form method="post" action="/console/apps" class="card" novalidate>
${token}
<div class="field"><label for="name">Name</label><input id="name" name="name" type="text" maxlength="200" required value="${v ? field(v, 'name').slice(0, 200) : ''}"${e.attrs('name')}>${e.at('name')}</div>
<fieldset id="kind"${e.attrs('kind')}><legend>Kind</legend>
<div class="field check"><input type="radio" id="kind-first" name="kind" value="first-party"${kinds === 'first-party' ? html` checked` : ''}><label for="kind-first">First-party: this account's own tools (client credentials)</label></div>
<div class="field check"><input type="radio" id="kind-third" name="kind" value="third-party"${kinds === 'third-party' ? html` checked` : ''}><label for="kind-third">Third-party: asks other accounts' users for consent (authorization code)</label></div>
${e.at('kind')}</fieldset>
<fieldset id="scopes"${e.attrs('scopes')}><legend>Scopes</legend>
${OAUTH_SCOPES.map((s) => html`<div class="field check"><input type="checkbox" id="scope-${s.replace(':', '-')}" name="scopes" value="${s}"${chosenScopes.includes(s) ? html` checked` : ''}><label for="scope-${s.replace(':', '-')}"><code>${s}</code> — ${SCOPE_DESCRIPTIONS[s]}</label></div>`)}
${e.at('scopes')}</fieldset>
<div class="field"><label for="redirect_uri">Redirect URI (third-party apps)</label><p class="hint" id="hint-redirect">Exactly where users are sent back after consent: https, or http on a loopback host.</p><input id="redirect_uri" name="redirect_uri" type="url" maxlength="2000" value="${v ? field(v, 'redirect_uri').slice(0, 2000) : ''}"${e.attrs('redirect_uri', 'hint-redirect')}>${e.at('redirect_uri')}</div>
<div class="actions"><button type="submit" class="primary">Create app</button></div>
</form>

<h2>Third-party apps you approved</h2>
${approved.length
  ? html`<div class="table-wrap"><table class="data stack"><caption class="visually-hidden">Approved apps</caption><thead><tr><th scope="col">App</th><th scope="col">Scopes</th><th scope="col">Approved</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${approved.map(
  (a) => html`<tr><td data-label="App"><strong>${a.name}</strong><div class="muted small"><code>${a.clientId}</code></div></td><td data-label="Scopes">${a.scopes.join(' ')}</td><td data-label="Approved">${day(a.lastApprovedAt)}</td>
<td><form method="post" action="/console/approved/${a.clientId}/revoke" class="inline">${token}<button type="submit" class="danger" data-confirm="Revoke ${a.name}'s access? Its tokens stop working at once.">Revoke<span class="visually-hidden"> ${a.name}</span></button></form></td></tr>`,
)}</tbody></table></div>`
  : html`<p class="empty">No third-party app holds access to this account.</p>`}`,
  });
}

export function registerKeyPages(s: FastifyInstance, c: Container): void {
  s.get('/keys', hidden, async (request, reply) => keysPage(c, request, reply));

  s.post<{ Params: { kind: string } }>('/keys/:kind/rotate', hidden, async (request, reply) => {
    const k = CONSOLE_KEY_KINDS.find((x) => x.kind === request.params.kind);
    if (!k) throw notFound('key kind');
    const value = await c.accounts.rotateKey(ctx(request).account.id, k.kind);
    return keysPage(c, request, reply, { newKey: { label: k.label, value } });
  });

  s.post<{ Body: FormBody }>('/apps', hidden, async (request, reply) => {
    const errors = new FieldErrors(APP_FIELDS);
    try {
      const b = request.body;
      const redirectUri = field(b, 'redirect_uri').trim();
      const { app, clientSecret } = await c.accounts.createOAuthApp({
        accountId: ctx(request).account.id,
        name: field(b, 'name').slice(0, 10_000),
        kind: field(b, 'kind') as never,
        scopes: fields(b, 'scopes').join(' ').slice(0, 10_000),
        redirectUri: redirectUri || undefined,
      });
      return keysPage(c, request, reply, { newApp: { name: app.name, clientId: app.clientId, secret: clientSecret } });
    } catch (e) {
      errors.add(e);
    }
    return keysPage(c, request, reply, { appErrors: errors, appValues: request.body });
  });

  s.post<{ Params: { clientId: string } }>('/apps/:clientId/delete', hidden, async (request, reply) => {
    await c.accounts.deleteOAuthApp(ctx(request).account.id, request.params.clientId);
    return keysPage(c, request, reply, { notice: 'The app was deleted; its credentials and tokens no longer work.' });
  });

  s.post<{ Params: { clientId: string } }>('/approved/:clientId/revoke', hidden, async (request, reply) => {
    await c.oauth.revokeApproval(ctx(request).account.id, request.params.clientId);
    return keysPage(c, request, reply, { notice: 'Access revoked: the app\'s tokens no longer work.' });
  });
}
