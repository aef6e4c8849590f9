// The signed-in user of a console request, its account and CSRF token (set by the session hook).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account, User } from '../../core/accounts/model.js';
import type { Html } from './html.js';
import { consolePage, type PageOptions, type PageUser } from './layout.js';

export interface ConsoleContext {
  user: User;
  account: Account;
  sessionId: string;
  csrf: string;
  page: PageUser;
}

const contexts = new WeakMap<FastifyRequest, ConsoleContext>();

export function setContext(request: FastifyRequest, c: ConsoleContext): void {
  contexts.set(request, c);
}

/** The signed-in context; every route that is not public runs after the session hook set it. */
export function ctx(request: FastifyRequest): ConsoleContext {
  const c = contexts.get(request);
  if (!c) throw new Error('console route ran without a session');
  return c;
}

export function maybeCtx(request: FastifyRequest): ConsoleContext | undefined {
  return contexts.get(request);
}

/** Sends a page framed for the signed-in user. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, o: Omit<PageOptions, 'user'> & { status?: number }): FastifyReply {
  const c = maybeCtx(request);
  return reply.code(o.status ?? 200).type('text/html; charset=utf-8').send(consolePage({ ...o, user: c?.page }));
}

export type { Html };
