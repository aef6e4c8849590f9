// The console's page frame: header, navigation, skip link, main. Every page (including ones other
// surfaces add later, such as Reports) renders through consolePage() and names its nav entry.
import { html, type Html } from './html.js';
import { rulesOf, type AccountType, type AccountTypeRules } from '../../core/account-types/account-types.js';

export interface NavEntry {
  /** Key a page passes as `active`. */
  key: string;
  label: string;
  href: string;
  /** Shown only to accounts whose type's rules pass (absent: every account). */
  when?: (rules: AccountTypeRules) => boolean;
}

/**
 * The navigation, in order. A new page adds one entry here (e.g. { key: 'reports', label:
 * 'Reports', href: '/console/reports' }) and renders with consolePage({ active: 'reports', ... }).
 */
export const CONSOLE_NAV: NavEntry[] = [
  { key: 'campaigns', label: 'Campaigns', href: '/console/campaigns' },
  { key: 'assets', label: 'Asset library', href: '/console/assets' },
  { key: 'reports', label: 'Reports', href: '/console/reports' },
  // WEB accounts (the account-type table's catalogs); other types do not see the entry
  { key: 'catalog', label: 'Catalog', href: '/console/catalog', when: (r) => r.catalogs },
  { key: 'suppression', label: 'Suppression', href: '/console/suppression' },
  { key: 'request-logs', label: 'Request logs', href: '/console/request-logs' },
  { key: 'keys', label: 'Keys and apps', href: '/console/keys' },
];

/** Who is signed in, as every page shows it (set by the session hook). */
export interface PageUser {
  email: string;
  accountName: string;
  accountId: number;
  /** APP or WEB: shown beside the account's name (the account-type table's label). */
  accountType?: AccountType;
  csrf: string;
}

export interface PageOptions {
  title: string;
  /** CONSOLE_NAV key of the current page. */
  active?: string;
  user?: PageUser;
  body: Html;
  /** Script files under /console/static/ this page needs (besides console.js). */
  scripts?: string[];
  /** Style sheets under /console/static/ this page needs (besides console.css). */
  styles?: string[];
}

export const STATIC_PREFIX = '/console/static/';

export function consolePage(o: PageOptions): string {
  const nav = o.user
    ? html`<nav aria-label="Console sections"><ul>${CONSOLE_NAV.filter((n) => !n.when || n.when(rulesOf(o.user!.accountType ?? 'APP'))).map(
        (n) => html`<li><a href="${n.href}"${n.key === o.active ? html` aria-current="page"` : ''}>${n.label}</a></li>`,
      )}</ul></nav>
<form class="signout" method="post" action="/console/sign-out"><input type="hidden" name="csrf_token" value="${o.user.csrf}"><span class="who">${o.user.email} · ${o.user.accountName}${o.user.accountType ? html` <span class="muted">(${rulesOf(o.user.accountType).label} account)</span>` : ''}</span> <button type="submit" class="link">Sign out</button></form>`
    : '';
  const scripts = ['console.js', ...(o.scripts ?? [])];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} · Campaign console</title>
<link rel="icon" href="data:,">
${(o.styles ?? []).map((f) => html`<link rel="stylesheet" href="${STATIC_PREFIX}${f}">\n`)}<link rel="stylesheet" href="${STATIC_PREFIX}console.css">
${scripts.map((s) => html`<script src="${STATIC_PREFIX}${s}" defer></script>\n`)}</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="/console/campaigns">Campaign console</a>${nav}</header>
<main id="main" tabindex="-1">
${o.body}
</main>
</body>
</html>
`.text;
}

/** A field's error, next to the field (aria-describedby points at its id). */
export function fieldErrorId(field: string): string {
  return `err-${field.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
