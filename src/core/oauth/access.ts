import type { OAuthAppKind, OAuthScope } from '../accounts/model.js';

export type { OAuthScope } from '../accounts/model.js';

/** Who a verified access token acts for. A third-party app acts for the account that approved it. */
export interface AccessContext {
  accountId: number;
  clientId: string;
  appKind: OAuthAppKind;
  scopes: OAuthScope[];
}

/** True when the scopes include `scope`; a write scope implies the read scope of the same area. */
export function scopesAllow(scopes: readonly string[], scope: OAuthScope): boolean {
  if (scopes.includes(scope)) return true;
  return scope.endsWith(':read') && scopes.includes(scope.slice(0, -':read'.length) + ':write');
}

export function hasScope(ctx: AccessContext, scope: OAuthScope): boolean {
  return scopesAllow(ctx.scopes, scope);
}
