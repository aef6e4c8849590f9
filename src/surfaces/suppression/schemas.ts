// Schemas of the suppression surface, declared once: Fastify validates with them, the handlers
// type with Static<>, and openapi/suppression.json is generated from them.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PACKAGE_NAME } from '../../core/suppression/suppression-service.js';

export const SuppressionQuery = Type.Object(
  {
    api_key: Type.Optional(Type.String({ description: "The account's management key (`campaignctl accounts create` prints it). Missing or wrong: 403." })),
    package_name: Type.String({
      minLength: 1,
      maxLength: MAX_PACKAGE_NAME,
      description: 'Bundle id (iOS) or package name (Android) of the app whose list is changed. Lists are per account and package name (case-sensitive).',
    }),
  },
  // unknown query parameters (cache busters such as _t=) are ignored, and named in X-Ignored-Fields
  // (src/http/ignored-query.ts): no additionalProperties, which would mark the query as open
);
export type SuppressionQuery = Static<typeof SuppressionQuery>;

export const IdListBody = Type.String({
  description:
    'Advertising ids (IDFA / Android advertising id), one UUID per line (8-4-4-4-12 hex digits, any case). ' +
    'LF or CRLF line ends, blank lines and white space around an id are tolerated; the last line needs no newline. ' +
    'The body is read as raw text whatever the Content-Type (curl --data-binary sends application/x-www-form-urlencoded; it is NOT url-decoded). ' +
    'Not a UUID, or the all-zero UUID: counted in num_invalid_ids. Largest body: SUPPRESSION_MAX_BODY_BYTES (default 512 MiB), else 400. An empty body is 400.',
});

export const CountsResponse = Type.Object(
  {
    num_valid_ids: Type.Integer({ minimum: 0, description: 'Lines holding a valid id; every one of them is now on (add) or off (delete) the list. Duplicates within the request count each time.' }),
    num_invalid_ids: Type.Integer({ minimum: 0, description: 'Non-blank lines that are not a valid id (ignored).' }),
  },
  { description: 'The request was applied atomically.' },
);

export const ErrorBody = Type.Object({
  error: Type.String({ description: 'Stable error code: validation_failed, malformed_request, unauthenticated, payload_too_large, internal' }),
  message: Type.String({ description: 'What went wrong; names the field and the rule where there is one' }),
  field: Type.Optional(Type.String({ description: 'The query parameter or "body" the error is about' })),
  trace_id: Type.String({ description: 'Same as the X-TRACE-ID response header' }),
});

const err = (description: string) => Type.Object(ErrorBody.properties, { description });

export const suppressionResponses = {
  200: CountsResponse,
  400: err('package_name missing or invalid, an empty body, a body larger than the limit (checked from Content-Length before reading, and while reading; the message names the limit), or a body that could not be read completely; nothing was changed'),
  403: err('api_key missing or not a valid management key (checked before the body is read)'),
  500: err('storage failure; nothing was changed (the request is atomic) and it can be retried'),
};
