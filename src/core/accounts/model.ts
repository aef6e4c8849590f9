import type { AccountType } from '../shared/account-type.js';

/** campaign: /manage/v1; management: suppression; report: GET /report. */
export type KeyKind = 'campaign' | 'management' | 'report';
export const KEY_KINDS: readonly KeyKind[] = ['campaign', 'management', 'report'];
export type OAuthAppKind = 'first-party' | 'third-party';

export const OAUTH_SCOPES = [
  'campaigns:read',
  'campaigns:write',
  'creatives:read',
  'creatives:write',
  'source_bids:read',
  'source_bids:write',
] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export interface Account {
  id: number;
  name: string;
  /** APP or WEB, fixed at creation; every key of the account has it (src/core/account-types). */
  type: AccountType;
  createdAt: Date;
}

export interface User {
  id: number;
  accountId: number;
  email: string;
  passwordHash: string;
  createdAt: Date;
}

export interface OAuthApp {
  id: number;
  accountId: number;
  clientId: string;
  clientSecretHash: string;
  name: string;
  kind: OAuthAppKind;
  scopes: OAuthScope[];
  redirectUri: string | null;
  createdAt: Date;
}
