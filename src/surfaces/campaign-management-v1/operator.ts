// Who a first-generation change is made by, for the campaign change log: the OAuth application's
// name (addendum 7, 4.2), its client id if the application is gone.
import type { FastifyRequest } from 'fastify';
import type { Operator } from '../../core/campaigns/operation-log.js';
import type { Container } from '../../http/container.js';

export async function v1Operator(c: Container, req: FastifyRequest): Promise<Operator> {
  const clientId = req.access!.clientId;
  const app = await c.accounts.findOAuthApp(clientId);
  return { name: app?.name ?? clientId };
}
