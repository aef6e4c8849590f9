import type { FastifyInstance } from 'fastify';
import type { Container } from '../../http/container.js';
import { readClientCredentials } from './client-auth.js';
import { IntrospectionResponse, OAuthErrorBody, TokenHintBody } from './schemas.js';

const noStore = async (_req: unknown, reply: { header(k: string, v: string): unknown }) => {
  reply.header('Cache-Control', 'no-store');
  reply.header('Pragma', 'no-cache');
};
const errors = {
  400: { ...OAuthErrorBody, description: 'invalid_request (e.g. the token belongs to another client)' },
  401: { ...OAuthErrorBody, description: 'invalid_client (with WWW-Authenticate)' },
};

/** RFC 7009 revocation and RFC 7662 introspection, for the client the token was issued to. */
export function registerRevokeIntrospectRoutes(s: FastifyInstance, c: Container): void {
  s.post<{ Body: TokenHintBody }>(
    '/oauth/v1/revoke',
    {
      schema: {
        operationId: 'revoke',
        summary: 'Revoke a token (RFC 7009)',
        description: 'A refresh token revokes the whole authorization (all its access and refresh tokens); an access token only itself. Unknown tokens answer 200 too.',
        tags: ['oauth'],
        security: [],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: TokenHintBody,
        response: { 200: { description: 'Revoked (or already unusable)' }, ...errors },
      } as never,
      onRequest: noStore,
    },
    async (request, reply) => {
      const creds = readClientCredentials(request.headers.authorization, request.body);
      await c.oauth.revoke({ clientId: creds.clientId, clientSecret: creds.clientSecret, token: request.body.token, hint: request.body.token_type_hint });
      return reply.code(200).send();
    },
  );

  s.post<{ Body: TokenHintBody }>(
    '/oauth/v1/introspect',
    {
      schema: {
        operationId: 'introspect',
        summary: 'Introspect a token (RFC 7662)',
        description: 'Only tokens issued to the calling client are reported active; anything else is {"active": false}.',
        tags: ['oauth'],
        security: [],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: TokenHintBody,
        response: { 200: { ...IntrospectionResponse, description: 'Token state' }, ...errors },
      } as never,
      onRequest: noStore,
    },
    async (request) => {
      const creds = readClientCredentials(request.headers.authorization, request.body);
      const r = await c.oauth.introspect({ clientId: creds.clientId, clientSecret: creds.clientSecret, token: request.body.token, hint: request.body.token_type_hint });
      if (!r.active) return { active: false };
      return {
        active: true,
        scope: r.scopes.join(' '),
        client_id: r.clientId,
        token_type: r.tokenType === 'access_token' ? 'Bearer' : 'refresh_token',
        exp: Math.floor(r.expiresAt / 1000),
        iat: Math.floor(r.issuedAt / 1000),
        sub: String(r.accountId),
        account_id: String(r.accountId),
      };
    },
  );
}
