import { DomainError, type ErrorCode } from '../shared/errors.js';

/** The error codes of RFC 6749 (5.2 token endpoint, 4.1.2.1 authorization endpoint). */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'unsupported_response_type';

const DOMAIN_CODE: Record<OAuthErrorCode, ErrorCode> = {
  invalid_request: 'validation_failed',
  invalid_client: 'unauthenticated',
  invalid_grant: 'validation_failed',
  unauthorized_client: 'forbidden',
  unsupported_grant_type: 'validation_failed',
  invalid_scope: 'validation_failed',
  access_denied: 'forbidden',
  unsupported_response_type: 'validation_failed',
};

/**
 * A DomainError that also carries its RFC 6749 error code, so the oauth surface can answer in the
 * RFC's format while every other surface still sees an ordinary DomainError.
 */
export class OAuthError extends DomainError {
  readonly error: OAuthErrorCode;
  constructor(error: OAuthErrorCode, description: string, field?: string) {
    super(DOMAIN_CODE[error], description, field ? { field, rule: description } : {});
    this.name = 'OAuthError';
    this.error = error;
  }
}

export const isOAuthError = (e: unknown): e is OAuthError => e instanceof OAuthError;
