// GET /oauth/initialize and the sign-in / consent pages behind it. Each handler: read the request,
// call one step of c.oauth.authorization, render a page or a redirect.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthApp } from '../../core/accounts/model.js';
import type { InteractionView, RawParams } from '../../core/oauth/authorization-service.js';
import type { Container } from '../../http/container.js';
import { consentPage, contentSecurityPolicy, errorPage, signInPage, type Page } from './pages.js';
import { AuthorizeQuery } from './schemas.js';

export const SESSION_COOKIE = 'cp_oauth_sid';
/** Anonymous browsers: the CSRF secret of the stateless sign-in form (never stored server-side). */
const PRE_COOKIE = 'cp_oauth_pre';
/** Set after a successful sign-in: marks a known device for the sign-in throttle. */
const DEVICE_COOKIE = 'cp_device';
const COOKIE_PATH = '/oauth';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Headers every page and redirect of the flow carries: never cached, never framed, no referrer. */
function protect(reply: FastifyReply): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Pragma', 'no-cache')
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer');
}

export function sendPage(reply: FastifyReply, page: Page): FastifyReply {
  return protect(reply)
    .code(page.status)
    .header('Content-Security-Policy', contentSecurityPolicy(page.formTargets))
    .type('text/html; charset=utf-8')
    .send(page.html);
}

function redirect(reply: FastifyReply, location: string, status: 302 | 303): FastifyReply {
  return protect(reply).code(status).header('Location', location).send();
}

export function registerAuthorizeRoutes(s: FastifyInstance, c: Container): void {
  const flow = c.oauth.authorization;
  const secure = (req: FastifyRequest) => req.protocol === 'https' || c.config.publicUrl.startsWith('https:');
  const sessionCookie = (req: FastifyRequest, sid: string) => `${SESSION_COOKIE}=${sid}; Path=${COOKIE_PATH}; Max-Age=3600; HttpOnly; SameSite=Lax${secure(req) ? '; Secure' : ''}`;
  const sid = (req: FastifyRequest) => readCookie(req.headers.cookie, SESSION_COOKIE);
  const base = (id: string) => `/oauth/interaction/${encodeURIComponent(id)}`;

  const render = (reply: FastifyReply, id: string, sessionId: string, v: InteractionView): FastifyReply => {
    switch (v.kind) {
      case 'error':
        return sendPage(reply, errorPage(v.status, v.title, v.message));
      case 'sign-in':
        return sendPage(reply, signInPage({ app: v.app, action: `${base(id)}/login`, csrf: flow.csrfToken(sessionId), error: v.error, redirectUri: v.interaction.redirectUri }));
      case 'consent':
        return sendPage(
          reply,
          consentPage({
            app: v.app, scopes: v.interaction.scopes, accountName: v.accountName, email: v.user.email, redirectUri: v.interaction.redirectUri,
            action: `${base(id)}/consent`, switchAction: `${base(id)}/switch`, csrf: flow.csrfToken(sessionId),
          }),
        );
    }
  };

  s.get(
    '/oauth/initialize',
    {
      schema: {
        operationId: 'authorize',
        summary: 'Start the authorization-code flow (browser)',
        description:
          'Send the user here. Shows a sign-in page for the account\'s users, then a consent page naming the app and each scope. ' +
          'Approve redirects to redirect_uri with code and state; Deny with error=access_denied and state. An unknown client or a ' +
          'redirect_uri that is not exactly the registered one gets an error page, never a redirect; other errors are redirected (RFC 6749 4.1.2.1). ' +
          'Codes live 60 seconds and are single use.',
        tags: ['oauth'],
        security: [],
        querystring: AuthorizeQuery,
        response: {
          200: { description: 'Sign-in or consent page (text/html)' },
          302: { description: 'Error redirect to redirect_uri (error, error_description, state)' },
          400: { description: 'Error page (text/html): unknown client or redirect_uri mismatch' },
        },
      } as never,
      // The handler decides between an error page and an error redirect, so the schema only documents.
      attachValidation: true,
    },
    async (request, reply) => {
      const check = await flow.check(request.query as RawParams);
      if (check.kind === 'page') return sendPage(reply, errorPage(400, check.title, check.message));
      if (check.kind === 'redirect') return redirect(reply, check.location, 302);
      if (c.sandbox?.settings.oauthAutoApprove) {
        // sandbox: approved at once for the signed-in user, the user named by login_hint, or (a
        // first-party app) its account's first user
        const hint = typeof (request.query as RawParams).login_hint === 'string' ? ((request.query as RawParams).login_hint as string) : undefined;
        const session = await flow.sessionUser(sid(request));
        const user = session ?? (hint ? await c.accounts.findUserByEmail(hint) : check.request.app.kind === 'first-party' ? await c.accounts.firstUserOf(check.request.app.accountId) : undefined);
        if (!user) return sendPage(reply, errorPage(400, 'No user to approve as', 'Sandbox auto-approve needs a signed-in session, login_hint=<user e-mail>, or a first-party app whose account has a user.'));
        return redirect(reply, await flow.autoApprove(check.request, user), 302);
      }
      const started = await flow.start(check.request, sid(request));
      if (started.kind === 'anonymous') return statelessSignIn(request, reply, check.request.app, request.query as RawParams);
      return render(reply, started.interactionId, started.sessionId, await flow.view(started.interactionId, started.sessionId));
    },
  );

  // Anonymous browsers: nothing is stored. The sign-in form posts the request's own parameters
  // back (in its action URL) with a CSRF token derived from a random pre-session cookie (double
  // submit: another site can neither read nor set it); the request is checked again on arrival.
  const AUTH_PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method'];
  const loginAction = (q: RawParams) => {
    const p = new URLSearchParams();
    for (const k of AUTH_PARAMS) if (typeof q[k] === 'string') p.set(k, q[k] as string);
    return `/oauth/authorize/login?${p}`;
  };
  const preSession = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = readCookie(request.headers.cookie, PRE_COOKIE);
    if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
    const fresh = c.ids.secret('');
    reply.header('Set-Cookie', `${PRE_COOKIE}=${fresh}; Path=${COOKIE_PATH}; Max-Age=3600; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`);
    return fresh;
  };
  /** A new device cookie: the browser becomes a known device of the user it just signed in as. */
  const deviceCookie = (request: FastifyRequest) => `${DEVICE_COOKIE}=${c.ids.secret('')}; Path=${COOKIE_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`;
  const statelessSignIn = (request: FastifyRequest, reply: FastifyReply, app: OAuthApp, q: RawParams, extra: { email?: string; error?: string } = {}) =>
    sendPage(reply, signInPage({ app, action: loginAction(q), csrf: flow.csrfToken(preSession(request, reply)), redirectUri: q.redirect_uri as string, ...extra }));

  s.post<{ Querystring: RawParams; Body: Record<string, unknown> | undefined }>('/oauth/authorize/login', { schema: { hide: true } as never }, async (request, reply) => {
    const pre = readCookie(request.headers.cookie, PRE_COOKIE);
    if (!flow.csrfValid(pre, field(request.body, 'csrf_token'))) return csrfRefused(reply);
    const check = await flow.check(request.query);
    if (check.kind === 'page') return sendPage(reply, errorPage(400, check.title, check.message));
    if (check.kind === 'redirect') return redirect(reply, check.location, 302);
    const email = field(request.body, 'email') ?? '';
    const device = readCookie(request.headers.cookie, DEVICE_COOKIE);
    const r = await flow.signInAndStart(check.request, email, field(request.body, 'password') ?? '', request.ip, device);
    if (r.kind === 'sign-in') return statelessSignIn(request, reply, r.app, request.query, { email, error: r.error });
    const cookies = [sessionCookie(request, r.sessionId), `${PRE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`];
    if (!device) cookies.push(deviceCookie(request));
    reply.header('Set-Cookie', cookies);
    return redirect(reply, base(r.interactionId), 303);
  });

  type WithId = { Params: { id: string }; Body: Record<string, unknown> | undefined };
  const hidden = { schema: { hide: true } as never };
  const csrfRefused = (reply: FastifyReply) =>
    sendPage(reply, errorPage(403, 'This form cannot be accepted', 'It was not sent from this page or it has expired. Go back to the application and start again.'));
  const field = (b: Record<string, unknown> | undefined, k: string) => (b && typeof b[k] === 'string' ? (b[k] as string) : undefined);

  s.get<WithId>('/oauth/interaction/:id', hidden, async (request, reply) => {
    const sessionId = sid(request);
    return render(reply, request.params.id, sessionId ?? '', await flow.view(request.params.id, sessionId));
  });

  s.post<WithId>('/oauth/interaction/:id/login', hidden, async (request, reply) => {
    const sessionId = sid(request);
    if (!flow.csrfValid(sessionId, field(request.body, 'csrf_token'))) return csrfRefused(reply);
    const email = field(request.body, 'email') ?? '';
    const device = readCookie(request.headers.cookie, DEVICE_COOKIE);
    const r = await flow.signIn(request.params.id, sessionId, email, field(request.body, 'password') ?? '', request.ip, device);
    if (r.kind === 'signed-in') {
      reply.header('Set-Cookie', device ? sessionCookie(request, r.sessionId) : [sessionCookie(request, r.sessionId), deviceCookie(request)]);
      return redirect(reply, base(request.params.id), 303);
    }
    if (r.kind === 'sign-in') {
      return sendPage(reply, signInPage({ app: r.app, action: `${base(request.params.id)}/login`, csrf: flow.csrfToken(sessionId!), email, error: r.error, redirectUri: r.interaction.redirectUri }));
    }
    return render(reply, request.params.id, sessionId!, r);
  });

  s.post<WithId>('/oauth/interaction/:id/consent', hidden, async (request, reply) => {
    const sessionId = sid(request);
    if (!flow.csrfValid(sessionId, field(request.body, 'csrf_token'))) return csrfRefused(reply);
    const decision = field(request.body, 'decision');
    if (decision !== 'approve' && decision !== 'deny') {
      return sendPage(reply, errorPage(400, 'No decision was sent', 'Use the Approve or Deny button.'));
    }
    const r = await flow.decide(request.params.id, sessionId, decision === 'approve');
    if (r.kind === 'redirect') return redirect(reply, r.location, 302);
    return render(reply, request.params.id, sessionId!, r);
  });

  s.post<WithId>('/oauth/interaction/:id/switch', hidden, async (request, reply) => {
    const sessionId = sid(request);
    if (!flow.csrfValid(sessionId, field(request.body, 'csrf_token'))) return csrfRefused(reply);
    const r = await flow.signOut(request.params.id, sessionId);
    if (r.kind === 'signed-out') {
      reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
      return redirect(reply, r.location, 303);
    }
    return render(reply, request.params.id, sessionId!, r);
  });
}
