// Schemas shared by every /manage/v1 route.
import { Type } from '@sinclair/typebox';

/** Every route's query schema starts with this (the auth hook enforces it before validation). */
export const AccountIdProps = {
  account_id: Type.String({ description: 'Id of the account the API key belongs to', examples: ['1'] }),
};

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.Integer({ description: 'Same as the x-al-error-code header' }),
      type: Type.String(),
      message: Type.String({ description: 'Same as the x-al-error-message header' }),
      field: Type.Optional(Type.String()),
      rule: Type.Optional(Type.String()),
    }),
    trace_id: Type.String(),
  },
  { description: 'Error; x-al-error-code and x-al-error-message headers carry the code and message' },
);

export const errorResponses = {
  400: { ...ErrorBody, description: 'A field breaks a rule (x-al-error-code 100001/100002)' },
  403: { ...ErrorBody, description: 'Bad API key (100003) or another account (100004)' },
  429: { ...ErrorBody, description: 'Rate limited (100006) or too many errors (100007); see Retry-After' },
};

// OpenAPI annotations on route schemas (read by src/openapi/build.ts).
declare module 'fastify' {
  interface FastifySchema {
    operationId?: string;
    summary?: string;
    description?: string;
    tags?: readonly string[];
    consumes?: readonly string[];
  }
}
