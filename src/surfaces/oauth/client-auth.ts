import { OAuthError } from '../../core/oauth/errors.js';

export interface ClientCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** True when the client used HTTP Basic. */
  basic: boolean;
}

const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

/**
 * Client authentication per RFC 6749 2.3.1: HTTP Basic (id and secret form-encoded, then base64)
 * or client_id/client_secret in the body; never both.
 */
export function readClientCredentials(authorization: string | undefined, body: { client_id?: string; client_secret?: string }): ClientCredentials {
  const m = authorization ? /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(authorization) : null;
  if (!m) return { clientId: body.client_id, clientSecret: body.client_secret, basic: false };
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  let id: string;
  let secret: string;
  try {
    if (colon < 0) throw new Error('no colon');
    id = formDecode(decoded.slice(0, colon));
    secret = formDecode(decoded.slice(colon + 1));
  } catch {
    throw new OAuthError('invalid_client', 'the HTTP Basic credentials cannot be read');
  }
  if (body.client_secret !== undefined) {
    throw new OAuthError('invalid_request', 'client_secret: use either HTTP Basic authentication or client_secret in the body, not both', 'client_secret');
  }
  if (body.client_id !== undefined && body.client_id !== id) {
    throw new OAuthError('invalid_request', 'client_id in the body differs from the HTTP Basic user name', 'client_id');
  }
  return { clientId: id, clientSecret: secret, basic: true };
}
