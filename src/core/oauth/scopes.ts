import { OAUTH_SCOPES, type OAuthScope } from '../accounts/model.js';
import { scopesAllow } from './access.js';
import { OAuthError } from './errors.js';

/** What each scope lets an app do, in words, for the consent page. */
export const SCOPE_DESCRIPTIONS: Record<OAuthScope, string> = {
  'campaigns:read': 'See your campaigns, their country targets, bids and budgets',
  'campaigns:write': 'Create and change your campaigns, their country targets, bids and budgets, and pause or start them',
  'creatives:read': 'See your creative sets, their assets and ads',
  'creatives:write': 'Create and change creative sets, upload assets, and turn ads on or off',
  'source_bids:read': 'See which traffic sources your campaigns run on',
  'source_bids:write': 'Turn traffic sources on or off for your campaigns',
};

/**
 * A requested scope string (space-separated, RFC 6749 3.3) checked against what the app (or the
 * grant) may have. Unknown scopes and scopes beyond `allowed` are `invalid_scope`; a write scope in
 * `allowed` also allows the matching read scope. Returns canonical order, no duplicates.
 */
export function requestedScopes(raw: string, allowed: readonly OAuthScope[]): OAuthScope[] {
  const parts = raw.split(' ').filter(Boolean);
  if (parts.length === 0) throw new OAuthError('invalid_scope', 'scope must name at least one scope', 'scope');
  for (const p of parts) {
    if (!(OAUTH_SCOPES as readonly string[]).includes(p)) {
      throw new OAuthError('invalid_scope', `scope "${p}" is unknown; supported: ${OAUTH_SCOPES.join(' ')}`, 'scope');
    }
    if (!scopesAllow(allowed, p as OAuthScope)) {
      throw new OAuthError('invalid_scope', `scope "${p}" is beyond what this client may request (${allowed.join(' ')})`, 'scope');
    }
  }
  return OAUTH_SCOPES.filter((s) => parts.includes(s));
}

export function scopeText(scopes: readonly OAuthScope[]): string {
  return scopes.join(' ');
}

export function parseStoredScopes(text: string): OAuthScope[] {
  return text.split(' ').filter(Boolean) as OAuthScope[];
}
