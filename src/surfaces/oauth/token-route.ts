import type { FastifyInstance } from 'fastify';
import type { IssuedTokens } from '../../core/oauth/oauth-service.js';
import type { Container } from '../../http/container.js';
import { readClientCredentials } from './client-auth.js';
import { OAuthErrorBody, TokenRequestBody, TokenResponse } from './schemas.js';

/** POST /oauth/v1/access_token: read the form, authenticate the client, run the grant, render. */
export function registerTokenRoute(s: FastifyInstance, c: Container): void {
  s.post<{ Body: TokenRequestBody }>(
    '/oauth/v1/access_token',
    {
      schema: {
        operationId: 'token',
        summary: 'Issue an access token',
        description:
          'Grants: client_credentials (first-party apps), authorization_code and refresh_token (third-party apps). ' +
          'Client authentication: client_id and client_secret form fields, or HTTP Basic (RFC 6749 2.3.1). ' +
          'Errors follow RFC 6749 5.2. Responses carry Cache-Control: no-store.',
        tags: ['oauth'],
        security: [],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: TokenRequestBody,
        response: {
          200: { ...TokenResponse, description: 'Token issued' },
          400: { ...OAuthErrorBody, description: 'invalid_request, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope' },
          401: { ...OAuthErrorBody, description: 'invalid_client (with WWW-Authenticate)' },
        },
      } as never,
      onRequest: async (_req, reply) => {
        // RFC 6749 5.1: token responses, errors included, are never cached.
        reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      },
    },
    async (request) => {
      const b = request.body;
      const creds = readClientCredentials(request.headers.authorization, b);
      const tokens = await c.oauth.token({
        grantType: b.grant_type,
        clientId: creds.clientId,
        clientSecret: creds.clientSecret,
        code: b.code,
        redirectUri: b.redirect_uri,
        refreshToken: b.refresh_token,
        scope: b.scope,
        codeVerifier: b.code_verifier,
      });
      return renderTokens(tokens);
    },
  );
}

/**
 * The spec's nested shape. Third-party grants add the refresh token inside accessToken and mirror
 * the RFC 6749 5.1 fields at the top level so that generic OAuth libraries find them too.
 */
export function renderTokens(t: IssuedTokens): TokenResponse {
  const accessToken = { token_type: 'Bearer' as const, expires_in: t.expiresIn, access_token: t.accessToken };
  if (!t.refreshToken) return { accessToken };
  const scope = t.scopes.join(' ');
  return {
    accessToken: { ...accessToken, refresh_token: t.refreshToken, refresh_token_expires_in: t.refreshExpiresIn, scope },
    token_type: 'Bearer',
    expires_in: t.expiresIn,
    access_token: t.accessToken,
    refresh_token: t.refreshToken,
    scope,
  };
}
