// The kind of advertiser an account is (addendum 6 section 1): APP promotes an app (every account
// made before WEB existed), WEB a website, usually a shop. Fixed when the account is created; every
// key, campaign and creative set of the account has it. What each type allows is in
// src/core/account-types/account-types.ts, the one place every surface asks.
import { invalid } from './errors.js';

export type AccountType = 'APP' | 'WEB';
export const ACCOUNT_TYPES: readonly AccountType[] = ['APP', 'WEB'];
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'APP';

/** APP or WEB in any case; undefined/'' = APP. */
export function parseAccountType(v: unknown, field = 'type'): AccountType {
  if (v === undefined || v === null || v === '') return DEFAULT_ACCOUNT_TYPE;
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  if (s !== 'APP' && s !== 'WEB') throw invalid(field, `must be APP or WEB (got ${JSON.stringify(typeof v === 'string' ? v.slice(0, 40) : v)})`);
  return s;
}
