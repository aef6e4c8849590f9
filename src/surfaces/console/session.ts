// Sign-in, sign-out and the session check of every console page: the OAuth pages' browser
// sessions, sign-in throttle and CSRF tokens (core/oauth/authorization-service.ts), under the
// console's own cookie path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../oauth/authorize-routes.js';
import type { Container } from '../../http/container.js';
import { setContext } from './context.js';
import { field, type FormBody } from './form-values.js';
import { html } from './html.js';
import { consolePage } from './layout.js';
import { withoutSecretParams } from '../../http/logging.js';

export const CONSOLE_SESSION_COOKIE = 'cp_console_sid';
/** Anonymous browsers: the CSRF secret of the sign-in form (double submit, never stored). */
const PRE_COOKIE = 'cp_console_pre';
/** Marks a browser that signed in before (the throttle's known devices). */
const DEVICE_COOKIE = 'cp_console_device';
const COOKIE_PATH = '/console';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console route that needs no signed-in session (sign-in, static files). */
    consolePublic?: boolean;
  }
}

/** Only console paths are followed after sign-in (no open redirect). */
export function safeNext(raw: string | undefined): string {
  return raw && /^\/console\/[A-Za-z0-9/_?=&%.-]*$/.test(raw) && !raw.includes('//') ? raw : '/console/campaigns';
}

function wantsJson(request: FastifyRequest): boolean {
  return request.url.startsWith('/console/api/');
}

export function csrfRefused(reply: FastifyReply, json: boolean): FastifyReply {
  if (json) return reply.code(403).send({ error: 'csrf', message: 'the CSRF token is missing or wrong; reload the page' });
  return reply.code(403).type('text/html; charset=utf-8').send(
    consolePage({
      title: 'Form refused',
      body: html`<h1>This form cannot be accepted</h1><p>It was not sent from this console page, or the page has expired. <a href="/console/campaigns">Reload the console</a> and try again.</p>`,
    }),
  );
}

export function registerSession(s: FastifyInstance, c: Container): void {
  const flow = c.oauth.authorization;
  const secure = (req: FastifyRequest) => req.protocol === 'https' || c.config.publicUrl.startsWith('https:');
  const cookie = (req: FastifyRequest, name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure(req) ? '; Secure' : ''}`;

  // Every route not marked public needs a live session; every POST a CSRF token of that session.
  s.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.consolePublic) return;
    const sid = readCookie(request.headers.cookie, CONSOLE_SESSION_COOKIE);
    const user = await flow.sessionUser(sid);
    if (!user || !sid) {
      if (wantsJson(request)) return reply.code(401).send({ error: 'unauthenticated', message: 'sign in to the console first' });
      if (request.method === 'GET') return reply.code(303).header('Location', `/console/sign-in?next=${encodeURIComponent(withoutSecretParams(request.url))}`).send();
      return reply.code(401).type('text/html; charset=utf-8').send(
        consolePage({ title: 'Signed out', body: html`<h1>You are signed out</h1><p>Your session has ended. <a href="/console/sign-in">Sign in</a> again; what you sent was not saved.</p>` }),
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const header = request.headers['x-csrf-token'];
      const token = typeof header === 'string' ? header : field(request.body as FormBody, 'csrf_token');
      if (!flow.csrfValid(sid, token)) return csrfRefused(reply, wantsJson(request) || typeof header === 'string');
    }
    const account = await c.accounts.getAccount(user.accountId);
    const csrf = flow.csrfToken(sid);
    setContext(request, { user, account, sessionId: sid, csrf, page: { email: user.email, accountName: account.name, accountId: account.id, csrf } });
  });

  const signInForm = (request: FastifyRequest, reply: FastifyReply, o: { next: string; email?: string; error?: string; status?: number }) => {
    let pre = readCookie(request.headers.cookie, PRE_COOKIE);
    if (!pre || !/^[A-Za-z0-9_-]{20,100}$/.test(pre)) {
      pre = c.ids.secret('');
      reply.header('Set-Cookie', cookie(request, PRE_COOKIE, pre, 3600));
    }
    const err = o.error ? html`<p class="form-error" role="alert" id="signin-error">${o.error}</p>` : '';
    const described = o.error ? html` aria-describedby="signin-error"` : '';
    return reply
      .code(o.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(
        consolePage({
          title: 'Sign in',
          body: html`<div class="narrow card">
<h1>Sign in to the campaign console</h1>
<p class="muted">Use the e-mail address and password of a user of your advertiser account.</p>
${err}
<form method="post" action="/console/sign-in">
<input type="hidden" name="csrf_token" value="${flow.csrfToken(pre)}">
<input type="hidden" name="next" value="${o.next}">
<div class="field"><label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${o.email ?? ''}"${described}></div>
<div class="field"><label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${described}></div>
<div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form></div>`,
        }),
      );
  };

  const pub = { schema: { hide: true } as never, config: { consolePublic: true } };

  s.get<{ Querystring: { next?: string } }>('/sign-in', pub, async (request, reply) => {
    const next = safeNext(typeof request.query.next === 'string' ? request.query.next : undefined);
    // already signed in: straight on
    if (await flow.sessionUser(readCookie(request.headers.cookie, CONSOLE_SESSION_COOKIE))) return reply.code(303).header('Location', next).send();
    return signInForm(request, reply, { next });
  });

  s.post<{ Body: FormBody }>('/sign-in', pub, async (request, reply) => {
    const pre = readCookie(request.headers.cookie, PRE_COOKIE);
    if (!flow.csrfValid(pre, field(request.body, 'csrf_token'))) return csrfRefused(reply, false);
    const next = safeNext(field(request.body, 'next'));
    const email = field(request.body, 'email');
    const device = readCookie(request.headers.cookie, DEVICE_COOKIE);
    const r = await flow.signInSession(email, field(request.body, 'password'), request.ip, device);
    if (r.kind === 'refused') return signInForm(request, reply, { next, email: email.slice(0, 320), error: r.error, status: 401 });
    const cookies = [cookie(request, CONSOLE_SESSION_COOKIE, r.sessionId, 3600), cookie(request, PRE_COOKIE, '', 0)];
    if (!device) cookies.push(cookie(request, DEVICE_COOKIE, c.ids.secret(''), 31536000));
    reply.header('Set-Cookie', cookies);
    return reply.code(303).header('Location', next).send();
  });

  s.post('/sign-out', { schema: { hide: true } as never }, async (request, reply) => {
    await flow.endSession(readCookie(request.headers.cookie, CONSOLE_SESSION_COOKIE));
    reply.header('Set-Cookie', cookie(request, CONSOLE_SESSION_COOKIE, '', 0));
    return reply.code(303).header('Location', '/console/sign-in').send();
  });
}
