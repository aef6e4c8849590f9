// Server-rendered pages of the authorization flow: plain HTML, one small stylesheet, no script.
import { createHash } from 'node:crypto';
import type { OAuthApp, OAuthScope } from '../../core/accounts/model.js';
import { SCOPE_DESCRIPTIONS } from '../../core/oauth/scopes.js';

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const CSS = `
:root { color-scheme: light; --fg: #1a1d21; --muted: #5b6470; --line: #d5dae0; --accent: #1f5fbf; --accent-dark: #174a94; --bad: #a4161a; --bg: #f4f6f8; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; align-items: flex-start; justify-content: center; }
main { width: 100%; max-width: 28rem; margin: 6vh 1rem 2rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 2rem 1.75rem; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
h1 { font-size: 1.35rem; line-height: 1.3; margin: 0 0 .75rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); font-size: .95rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
input[type=email], input[type=password] { width: 100%; font: inherit; padding: .65rem .75rem; border: 1px solid #8a939e; border-radius: 8px; background: #fff; color: var(--fg); }
input:focus-visible, button:focus-visible { outline: 3px solid #82aaf0; outline-offset: 2px; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: .65rem 1.25rem; border-radius: 8px; border: 1px solid var(--accent); cursor: pointer; min-height: 44px; }
button.primary { background: var(--accent); color: #fff; flex: 1 1 auto; }
button.primary:hover { background: var(--accent-dark); }
button.secondary { background: #fff; color: var(--accent); flex: 1 1 auto; }
button.link { border: 0; background: none; color: var(--accent); padding: 0; min-height: 0; font-weight: 400; text-decoration: underline; }
.error { color: var(--bad); background: #fdecea; border: 1px solid #f3c1bd; border-radius: 8px; padding: .6rem .8rem; margin: 1rem 0 0; }
ul.scopes { list-style: none; padding: 0; margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 8px; }
ul.scopes li { padding: .7rem .9rem; border-top: 1px solid var(--line); }
ul.scopes li:first-child { border-top: 0; }
ul.scopes code { display: block; font-size: .8rem; color: var(--muted); }
.who { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; flex-wrap: wrap; border-top: 1px solid var(--line); padding-top: 1rem; margin-top: 1.25rem; }
.who form { margin: 0; }
`;

/** CSP allows exactly this stylesheet (by hash) and nothing else. */
const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

export interface Page {
  status: number;
  html: string;
  /** Origins (besides 'self') that forms on the page may end up at: the client's redirect URI. */
  formTargets: string[];
}

/** form-action source for a redirect URI (its origin, or its scheme for private-use schemes). */
export function formTarget(redirectUri: string): string[] {
  try {
    const u = new URL(redirectUri);
    return u.protocol === 'http:' || u.protocol === 'https:' ? [u.origin] : [u.protocol];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(formTargets: string[]): string {
  return [
    "default-src 'none'",
    `style-src ${CSS_HASH}`,
    `form-action 'self'${formTargets.map((t) => ' ' + t).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function errorPage(status: number, title: string, message: string): Page {
  return {
    status,
    formTargets: [],
    html: layout(title, `<h1>${esc(title)}</h1>\n<p>${esc(message)}</p>\n<p class="muted">You can close this page.</p>`),
  };
}

export function signInPage(o: { app: OAuthApp; action: string; csrf: string; email?: string; error?: string; redirectUri: string }): Page {
  const err = o.error ? `<p class="error" role="alert" id="signin-error">${esc(o.error)}</p>` : '';
  const described = o.error ? ' aria-describedby="signin-error"' : '';
  return {
    status: o.error ? 401 : 200,
    formTargets: formTarget(o.redirectUri),
    html: layout(
      'Sign in',
      `<h1>Sign in to continue to ${esc(o.app.name)}</h1>
<p class="muted">${esc(o.app.name)} is asking for access to your advertiser account. Sign in first; you will see what it asks for before anything is shared.</p>
${err}
<form method="post" action="${esc(o.action)}">
<input type="hidden" name="csrf_token" value="${esc(o.csrf)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required${o.email ? '' : ' autofocus'} value="${esc(o.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${o.email ? ' autofocus' : ''}${described}>
<div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>`,
    ),
  };
}

export function consentPage(o: {
  app: OAuthApp; scopes: OAuthScope[]; accountName: string; email: string; redirectUri: string;
  action: string; switchAction: string; csrf: string;
}): Page {
  const host = (() => {
    try {
      return new URL(o.redirectUri).host || o.redirectUri;
    } catch {
      return o.redirectUri;
    }
  })();
  const items = o.scopes.map((s) => `<li>${esc(SCOPE_DESCRIPTIONS[s])}<code>${esc(s)}</code></li>`).join('\n');
  return {
    status: 200,
    formTargets: formTarget(o.redirectUri),
    html: layout(
      `Allow ${o.app.name}?`,
      `<h1>Allow ${esc(o.app.name)} to access ${esc(o.accountName)}?</h1>
<p>${esc(o.app.name)} will be able to act for the account <strong>${esc(o.accountName)}</strong> and will be allowed to:</p>
<ul class="scopes" aria-label="Requested permissions">
${items}
</ul>
<p class="muted">After you decide you will be sent back to ${esc(host)}.</p>
<form method="post" action="${esc(o.action)}">
<input type="hidden" name="csrf_token" value="${esc(o.csrf)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve" autofocus>Approve</button>
<button class="secondary" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<div class="who">
<span class="muted">Signed in as ${esc(o.email)}</span>
<form method="post" action="${esc(o.switchAction)}"><input type="hidden" name="csrf_token" value="${esc(o.csrf)}"><button class="link" type="submit">Not you? Use another account</button></form>
</div>`,
    ),
  };
}
