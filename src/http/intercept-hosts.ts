// Host interception (issue 37): a request that came through the interception proxy keeps the
// meaning its path has on the real host it called. A path another host serves (the report host
// asked for /manage/v1, say) is a 404 in that path's surface shape, as the real host would answer;
// a host INTERCEPT_HOSTS added beyond the known ones serves every path. Only installed when
// interception is on: other servers pay nothing.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { KNOWN_HOSTS, pathsOf } from '../config/intercept.js';
import { DomainError } from '../core/shared/errors.js';
import { shownPath } from './catch-all.js';

/** The host an intercepted connection's client asked the proxy for (set by src/root/intercept.ts). */
const INTERCEPTED = new WeakMap<Socket, string>();

export function markIntercepted(socket: Socket, host: string): void {
  INTERCEPTED.set(socket, host);
}

export function interceptedHost(socket: Socket): string | undefined {
  return INTERCEPTED.get(socket);
}

/** Served on every intercepted host: asset files (their URLs name the host the client called). */
const EVERY_HOST = /^\/files\//;

export function installInterceptHosts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const host = INTERCEPTED.get(request.raw.socket);
    const own = host === undefined ? undefined : pathsOf(host);
    if (!own) return done();
    const path = request.url.split(/[?#]/, 1)[0]!;
    if (own.paths.test(path) || EVERY_HOST.test(path)) return done();
    const home = KNOWN_HOSTS.find((h) => h.paths.test(path));
    done(
      new DomainError('not_found', `no endpoint ${request.method} ${shownPath(request.url)} on ${host}${home ? `: ${home.host} serves it` : ''}`, {
        field: 'host',
        rule: `${host} serves ${own.serves}`,
      }),
    );
  });
}
