import { Type, type Static } from '@sinclair/typebox';

// Declared once: Fastify validates with them, the OpenAPI document is generated from them.

const str = (description: string) => Type.Optional(Type.String({ description }));

/** Token request fields (RFC 6749 4.1.3, 4.4.2, 6). Unknown fields are ignored, as RFC 6749 3.2 asks. */
export const TokenRequestBody = Type.Object(
  {
    grant_type: Type.String({ description: 'client_credentials (first-party apps), authorization_code or refresh_token (third-party apps)', examples: ['client_credentials'] }),
    client_id: str('Client id of the app. May instead be sent with HTTP Basic authentication (RFC 6749 2.3.1).'),
    client_secret: str('Client secret of the app. May instead be sent with HTTP Basic authentication.'),
    scope: Type.Optional(Type.String({ description: 'Space-separated scopes, a subset of the app\'s (a write scope also covers its read scope). Required for client_credentials, optional (narrower) for refresh_token, refused for authorization_code.', examples: ['campaigns:read'] })),
    code: str('authorization_code only: the code from the redirect.'),
    redirect_uri: str('authorization_code: required, the registered redirect URI. Refused for client_credentials.'),
    refresh_token: str('refresh_token only: the latest refresh token (single use).'),
    code_verifier: str('authorization_code: the PKCE verifier, required when the authorization request carried a code_challenge.'),
  },
  { additionalProperties: true },
);
export type TokenRequestBody = Static<typeof TokenRequestBody>;

export const TokenResponse = Type.Object(
  {
    accessToken: Type.Object({
      token_type: Type.Literal('Bearer'),
      expires_in: Type.Integer({ description: 'Seconds until the access token expires (3600).' }),
      access_token: Type.String({ description: 'Send as Authorization: Bearer <access_token>.' }),
      refresh_token: Type.Optional(Type.String({ description: 'Third-party grants: the new single-use refresh token.' })),
      refresh_token_expires_in: Type.Optional(Type.Integer({ description: 'Third-party grants: seconds until the refresh token expires (30 days).' })),
      scope: Type.Optional(Type.String({ description: 'Third-party grants: the scopes of the access token.' })),
    }),
    // RFC 6749 5.1 names at the top level, third-party grants only, for generic OAuth client libraries.
    token_type: Type.Optional(Type.Literal('Bearer')),
    expires_in: Type.Optional(Type.Integer()),
    access_token: Type.Optional(Type.String()),
    refresh_token: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String()),
  },
  { description: 'The token. client_credentials answers exactly {"accessToken": {token_type, expires_in, access_token}}.' },
);
export type TokenResponse = Static<typeof TokenResponse>;

export const OAuthErrorBody = Type.Object(
  {
    error: Type.String({ description: 'RFC 6749 5.2 error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, server_error' }),
    error_description: Type.String({ description: 'What is wrong, naming the parameter.' }),
    trace_id: Type.Optional(Type.String()),
  },
);

export const AuthorizeQuery = Type.Object(
  {
    client_id: Type.String({ description: 'Client id of the third-party app.' }),
    redirect_uri: Type.String({ description: 'Must equal the registered redirect URI exactly.' }),
    response_type: Type.String({ description: 'The value code.' }),
    scope: Type.String({ description: 'Space-separated subset of the app\'s scopes.' }),
    state: Type.String({ description: 'Opaque value echoed back on the redirect.' }),
    code_challenge: Type.Optional(Type.String({ description: 'PKCE (RFC 7636): BASE64URL(SHA256(code_verifier)).' })),
    code_challenge_method: Type.Optional(Type.String({ description: 'PKCE: S256 (plain is refused).' })),
  },
  { additionalProperties: true },
);

const clientFields = {
  client_id: str('Client id (or HTTP Basic authentication).'),
  client_secret: str('Client secret (or HTTP Basic authentication).'),
};

export const TokenHintBody = Type.Object(
  {
    token: Type.String({ description: 'The access or refresh token.' }),
    token_type_hint: str('access_token or refresh_token (a hint: both are looked up).'),
    ...clientFields,
  },
  { additionalProperties: true },
);
export type TokenHintBody = Static<typeof TokenHintBody>;

export const IntrospectionResponse = Type.Object({
  active: Type.Boolean(),
  scope: Type.Optional(Type.String()),
  client_id: Type.Optional(Type.String()),
  token_type: Type.Optional(Type.String({ description: 'Bearer (access token) or refresh_token' })),
  exp: Type.Optional(Type.Integer({ description: 'Expiry, seconds since the epoch' })),
  iat: Type.Optional(Type.Integer({ description: 'Issue time, seconds since the epoch' })),
  sub: Type.Optional(Type.String({ description: 'The account the token acts for' })),
  account_id: Type.Optional(Type.String({ description: 'Same as sub' })),
});
