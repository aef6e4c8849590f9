import { createHash } from 'node:crypto';

// RFC 7636: code_verifier and code_challenge are 43-128 characters of the unreserved set.
const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;

export const isPkceValue = (v: string): boolean => PKCE_VALUE.test(v);

/** BASE64URL(SHA256(ASCII(verifier))), the S256 transformation (RFC 7636 4.2). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
