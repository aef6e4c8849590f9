// A body whose `type` is not the account's is answered as that, before the schema's own rules
// (required fields, value types): those would be the other product's rules, and a missing
// `website_url` says nothing to a client that sent an APP campaign to a WEB account.
import type { FastifyRequest } from 'fastify';
import type { Container } from '../../http/container.js';
import type { AccountType } from '../../core/shared/account-type.js';
import { accountOf } from './auth.js';
import { parseType } from './campaign-map.js';

/** The account's type, after checking the body's `type` (when sent) against it. */
export async function typeFirst(c: Container, request: FastifyRequest): Promise<AccountType> {
  const type = await c.accounts.accountType(accountOf(request));
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && body.type !== undefined) parseType(body.type, type);
  return type;
}

/** The same as a preValidation hook. */
export const typeFirstHook = (c: Container) => async (request: FastifyRequest): Promise<void> => {
  await typeFirst(c, request);
};
