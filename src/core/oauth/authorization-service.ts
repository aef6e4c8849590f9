// The authorization-code flow (RFC 6749 4.1) as small named steps, with no HTTP in sight:
// check the request, keep a browser session, sign the user in, record the decision, issue the code.
import type { AccountsService } from '../accounts/accounts-service.js';
import type { OAuthApp, OAuthScope, User } from '../accounts/model.js';
import type { Clock, Hasher, IdGenerator } from '../shared/ports.js';
import type { OAuthErrorCode } from './errors.js';
import { CODE_TTL_S, INTERACTION_TTL_S, SESSION_TTL_S } from './lifetimes.js';
import type { InteractionRow, OAuthRepo, SessionRow } from './oauth-repo.js';
import { TOKEN_PREFIX } from './token-prefixes.js';
import { isPkceValue } from './pkce.js';
import { requestedScopes } from './scopes.js';
import { SignInThrottle, type SignInRecords } from './sign-in-throttle.js';

export interface AuthorizationDeps {
  repo: OAuthRepo;
  /** Sign-in failures and known sources, shared by every process. */
  signIn: SignInRecords;
  accounts: AccountsService;
  clock: Clock;
  ids: IdGenerator;
  hasher: Hasher;
}

/** Query parameters as they arrived; an array means the parameter was repeated. */
export type RawParams = Record<string, string | string[] | undefined>;

export interface AuthorizationRequest {
  app: OAuthApp;
  redirectUri: string;
  scopes: OAuthScope[];
  state: string;
  codeChallenge: string | null;
}

/**
 * The outcome of checking GET /oauth/initialize. Until client and redirect URI are verified the
 * user gets an error page (never a redirect: RFC 6749 4.1.2.1); after that errors go back to the
 * client by redirect.
 */
export type AuthorizationCheck =
  | { kind: 'ok'; request: AuthorizationRequest }
  | { kind: 'page'; title: string; message: string }
  | { kind: 'redirect'; location: string };

export interface ErrorView { kind: 'error'; status: number; title: string; message: string }
interface Found { kind: 'found'; interaction: InteractionRow; app: OAuthApp; session: SessionRow }

export type InteractionView =
  | ErrorView
  | { kind: 'sign-in'; interaction: InteractionRow; app: OAuthApp; error?: string }
  | { kind: 'consent'; interaction: InteractionRow; app: OAuthApp; user: User; accountName: string };

const MAX_STATE = 2048;
/** Pending requests one signed-in browser session may hold (tabs, retries); older ones are dropped. */
const MAX_INTERACTIONS_PER_SESSION = 10;

/** redirect_uri with the given parameters added (its own query is kept, RFC 6749 3.1.2). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const u = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.append(k, v);
  return u.toString();
}

export class AuthorizationService {
  private readonly throttle: SignInThrottle;
  constructor(private readonly d: AuthorizationDeps) {
    this.throttle = new SignInThrottle(d.signIn, d.clock, (device) => d.hasher.hashSecret(device));
  }

  private now(): number {
    return this.d.clock.now().getTime();
  }

  async check(q: RawParams): Promise<AuthorizationCheck> {
    const one = (name: string): string | undefined | null => {
      const v = q[name];
      return Array.isArray(v) ? null : v; // null = repeated
    };
    const clientId = one('client_id');
    if (!clientId) {
      return { kind: 'page', title: 'The application sent an incomplete request', message: clientId === null ? 'client_id was sent more than once.' : 'client_id is missing.' };
    }
    const app = clientId.length <= 200 ? await this.d.accounts.findOAuthApp(clientId) : undefined;
    if (!app) return { kind: 'page', title: 'Unknown application', message: 'No application is registered with this client_id.' };
    if (app.kind !== 'third-party' || !app.redirectUri) {
      return { kind: 'page', title: 'This application cannot ask for access', message: `"${app.name}" is a first-party application; it gets tokens with its own credentials and never asks users for consent.` };
    }
    const redirectUri = one('redirect_uri');
    if (!redirectUri || redirectUri !== app.redirectUri) {
      return {
        kind: 'page',
        title: 'The redirect address does not match',
        message: !redirectUri
          ? 'redirect_uri is missing or was sent more than once.'
          : 'redirect_uri is not exactly the address registered for this application, so you will not be sent there.',
      };
    }
    // From here on, errors are reported to the client at its verified redirect URI.
    const rawState = one('state');
    const state = typeof rawState === 'string' && rawState.length <= MAX_STATE ? rawState : undefined;
    const fail = (error: OAuthErrorCode, description: string): AuthorizationCheck => ({
      kind: 'redirect',
      location: redirectWith(redirectUri, { error, error_description: description, state }),
    });
    const responseType = one('response_type');
    if (responseType === null) return fail('invalid_request', 'response_type was sent more than once');
    if (!responseType) return fail('invalid_request', 'response_type is required');
    if (responseType !== 'code') return fail('unsupported_response_type', 'response_type must be code');
    const scope = one('scope');
    if (scope === null) return fail('invalid_request', 'scope was sent more than once');
    if (!scope) return fail('invalid_request', 'scope is required');
    let scopes: OAuthScope[];
    try {
      scopes = requestedScopes(scope, app.scopes);
    } catch (e) {
      return fail('invalid_scope', (e as Error).message);
    }
    if (rawState === null) return fail('invalid_request', 'state was sent more than once');
    if (!rawState) return fail('invalid_request', 'state is required');
    if (rawState.length > MAX_STATE) return fail('invalid_request', `state must be at most ${MAX_STATE} characters`);
    const challenge = one('code_challenge');
    const method = one('code_challenge_method');
    if (challenge === null || method === null) return fail('invalid_request', 'code_challenge and code_challenge_method may be sent once each');
    if (method !== undefined && challenge === undefined) return fail('invalid_request', 'code_challenge_method was sent without code_challenge');
    if (challenge !== undefined) {
      // RFC 9700 2.1.1: only S256; plain would expose the verifier to anyone who sees the request.
      if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256 (plain is not supported)');
      if (!isPkceValue(challenge)) return fail('invalid_request', 'code_challenge must be 43-128 characters of A-Z a-z 0-9 - . _ ~');
    }
    return { kind: 'ok', request: { app, redirectUri, scopes, state: rawState, codeChallenge: challenge ?? null } };
  }

  /** CSRF token of a browser session: derived from the session id, so it needs no storage. */
  csrfToken(sessionId: string): string {
    return this.d.hasher.hashSecret(`csrf:${sessionId}`);
  }

  csrfValid(sessionId: string | undefined, token: unknown): boolean {
    if (!sessionId || typeof token !== 'string' || token.length !== 64) return false;
    return this.d.hasher.equal(this.csrfToken(sessionId), token);
  }

  /** The user of a live signed-in session, if any. */
  async sessionUser(sessionId: string | undefined): Promise<User | undefined> {
    const s = await this.liveSession(sessionId);
    return s && s.userId !== null ? this.d.accounts.findUser(s.userId) : undefined;
  }

  private async liveSession(sessionId: string | undefined): Promise<SessionRow | undefined> {
    if (!sessionId || sessionId.length > 100) return undefined;
    const s = await this.d.repo.findSession(this.d.hasher.hashSecret(sessionId));
    return s && s.expiresAt > this.now() ? s : undefined;
  }

  private async newSession(userId: number | null): Promise<string> {
    const id = this.d.ids.secret('');
    const now = this.now();
    await this.d.repo.insertSession({ sessionHash: this.d.hasher.hashSecret(id), userId, createdAt: now, expiresAt: now + SESSION_TTL_S * 1000 });
    return id;
  }

  /**
   * Records a checked request as a pending interaction of a signed-in browser session. A browser
   * without one gets nothing stored ('anonymous'): the sign-in page carries the request itself and
   * the session and interaction are created when a user signs in (signInAndStart). So anonymous
   * requests, however many, store no rows; a signed-in session keeps at most
   * MAX_INTERACTIONS_PER_SESSION pending interactions, the oldest dropped first.
   */
  async start(req: AuthorizationRequest, sessionId: string | undefined): Promise<{ kind: 'started'; interactionId: string; sessionId: string } | { kind: 'anonymous' }> {
    const session = await this.liveSession(sessionId);
    if (!session || session.userId === null) return { kind: 'anonymous' };
    // trimmed before the insert, so the new one is never the one dropped (creation times can tie)
    await this.d.repo.trimInteractions(session.sessionHash, MAX_INTERACTIONS_PER_SESSION - 1);
    const interactionId = await this.insertInteraction(req, session.sessionHash);
    await this.maybePurge();
    return { kind: 'started', interactionId, sessionId: sessionId! };
  }

  private async insertInteraction(req: AuthorizationRequest, sessionHash: string): Promise<string> {
    const interactionId = this.d.ids.secret('');
    const now = this.now();
    await this.d.repo.insertInteraction({
      interactionHash: this.d.hasher.hashSecret(interactionId),
      sessionHash,
      clientId: req.app.clientId,
      redirectUri: req.redirectUri,
      scopes: req.scopes,
      state: req.state,
      codeChallenge: req.codeChallenge,
      createdAt: now,
      expiresAt: now + INTERACTION_TTL_S * 1000,
      doneAt: null,
    });
    return interactionId;
  }

  /**
   * Sign-in from the stateless sign-in page: the request (re-checked by the caller with check())
   * and the credentials. On success a new signed-in session and the pending interaction are
   * created together; nothing is stored for a failed attempt.
   */
  async signInAndStart(req: AuthorizationRequest, email: string, password: string, clientAddress: string, device: string | undefined): Promise<
    { kind: 'signed-in'; sessionId: string; interactionId: string } | { kind: 'sign-in'; app: OAuthApp; error: string }
  > {
    const checked = await this.checkCredentials(email, password, clientAddress, device);
    if (checked.kind === 'refused') return { kind: 'sign-in', app: req.app, error: checked.error };
    const user = checked.user;
    const sessionId = await this.newSession(user.id);
    const interactionId = await this.insertInteraction(req, this.d.hasher.hashSecret(sessionId));
    await this.maybePurge();
    return { kind: 'signed-in', sessionId, interactionId };
  }

  /** E-mail and password through the sign-in throttle: the one check every sign-in form uses. */
  private async checkCredentials(email: string, password: string, clientAddress: string, device: string | undefined): Promise<
    { kind: 'ok'; user: User } | { kind: 'refused'; error: string }
  > {
    const gate = await this.throttle.gate(email, clientAddress, device);
    const throttled = () => {
      const minutes = Math.ceil(gate.waitMs / 60000);
      return { kind: 'refused' as const, error: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` };
    };
    // held back: refused unchecked, unless a correct password may still pass (a known source held
    // back only by its address's limit); then a wrong one gets the same answer, never confirmed
    if (gate.waitMs > 0 && !gate.correctPasswordPasses) return throttled();
    const user = email && password && email.length <= 320 && password.length <= 1024 ? await this.d.accounts.verifyUser(email, password) : undefined;
    if (!user) {
      await this.throttle.recordFailure(email, clientAddress, device, gate);
      return gate.waitMs > 0 ? throttled() : { kind: 'refused', error: 'The e-mail address or password is not correct.' };
    }
    await this.throttle.recordSuccess(email, clientAddress, device);
    return { kind: 'ok', user };
  }

  /**
   * Sign-in without an authorization request (the web console): the same throttle and the same
   * browser sessions as the consent pages; a new session id every time (no session fixation).
   */
  async signInSession(email: string, password: string, clientAddress: string, device: string | undefined): Promise<
    { kind: 'signed-in'; sessionId: string; user: User } | { kind: 'refused'; error: string }
  > {
    const checked = await this.checkCredentials(email, password, clientAddress, device);
    if (checked.kind === 'refused') return checked;
    const sessionId = await this.newSession(checked.user.id);
    await this.maybePurge();
    return { kind: 'signed-in', sessionId, user: checked.user };
  }

  /** Ends a browser session (sign-out); an unknown or expired one is already ended. */
  async endSession(sessionId: string | undefined): Promise<void> {
    if (!sessionId || sessionId.length > 100) return;
    await this.d.repo.deleteSession(this.d.hasher.hashSecret(sessionId));
  }

  /** Expired sessions and interactions go at most once a minute, whichever process runs the flow. */
  private lastPurge = 0;
  private async maybePurge(): Promise<void> {
    const now = this.now();
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    await this.d.repo.purgeBrowserState(now);
  }

  /** What the browser should see for this interaction now: sign-in, consent, or why neither. */
  async view(interactionId: string, sessionId: string | undefined): Promise<InteractionView> {
    const found = await this.find(interactionId, sessionId);
    if (found.kind !== 'found') return found;
    const { interaction, app, session } = found;
    const user = session.userId !== null ? await this.d.accounts.findUser(session.userId) : undefined;
    if (!user) return { kind: 'sign-in', interaction, app };
    const account = await this.d.accounts.getAccount(user.accountId);
    return { kind: 'consent', interaction, app, user, accountName: account.name };
  }

  private async find(interactionId: string, sessionId: string | undefined): Promise<ErrorView | Found> {
    const expired: ErrorView = { kind: 'error', status: 400, title: 'This request has expired', message: 'Return to the application and start again.' } 
    if (!interactionId || interactionId.length > 100) return expired;
    const interaction = await this.d.repo.findInteraction(this.d.hasher.hashSecret(interactionId));
    if (!interaction || interaction.expiresAt <= this.now()) return expired;
    if (interaction.doneAt !== null) return { kind: 'error', status: 400, title: 'This request is already finished', message: 'Return to the application; start again from there if needed.' } 
    const session = await this.liveSession(sessionId);
    if (!session || session.sessionHash !== interaction.sessionHash) {
      return { kind: 'error', status: 403, title: 'This page belongs to another browser session', message: 'Your session has ended or cookies are blocked. Return to the application and start again.' } 
    }
    const app = await this.d.accounts.findOAuthApp(interaction.clientId);
    if (!app || app.redirectUri !== interaction.redirectUri) return expired;
    return { kind: 'found', interaction, app, session };
  }

  /**
   * Checks the e-mail and password. On success the browser gets a NEW session id (no session
   * fixation) that carries the user, and the interaction moves to it.
   */
  async signIn(interactionId: string, sessionId: string | undefined, email: string, password: string, clientAddress: string, device?: string): Promise<
    { kind: 'signed-in'; sessionId: string } | InteractionView
  > {
    const found = await this.find(interactionId, sessionId);
    if (found.kind !== 'found') return found;
    const checked = await this.checkCredentials(email, password, clientAddress, device);
    if (checked.kind === 'refused') return { kind: 'sign-in', interaction: found.interaction, app: found.app, error: checked.error };
    const fresh = await this.newSession(checked.user.id);
    await this.d.repo.atomically(async (r) => {
      await r.moveInteraction(found.interaction.interactionHash, this.d.hasher.hashSecret(fresh));
      await r.deleteSession(found.session.sessionHash);
    });
    return { kind: 'signed-in', sessionId: fresh };
  }

  /**
   * "Not you?": the session and this interaction end, and the browser goes back to the start of the
   * same request (a fresh sign-in page; nothing is stored until someone signs in).
   */
  async signOut(interactionId: string, sessionId: string | undefined): Promise<{ kind: 'signed-out'; location: string } | InteractionView> {
    const found = await this.find(interactionId, sessionId);
    if (found.kind !== 'found') return found;
    const i = found.interaction;
    await this.d.repo.atomically(async (r) => {
      await r.deleteInteraction(i.interactionHash);
      await r.deleteSession(found.session.sessionHash);
    });
    const q = new URLSearchParams({ client_id: i.clientId, redirect_uri: i.redirectUri, response_type: 'code', scope: i.scopes.join(' '), state: i.state });
    if (i.codeChallenge) {
      q.set('code_challenge', i.codeChallenge);
      q.set('code_challenge_method', 'S256');
    }
    return { kind: 'signed-out', location: `/oauth/initialize?${q}` };
  }

  /**
   * Sandbox auto-approve (issue 11): the checked request approved at once for `user`, without
   * pages: a real grant and a single-use code, exactly as decide() makes them.
   */
  async autoApprove(req: AuthorizationRequest, user: User): Promise<string> {
    const now = this.now();
    const code = this.d.ids.secret(TOKEN_PREFIX.code);
    await this.d.repo.atomically(async (r) => {
      const grantId = await r.insertGrant({ accountId: user.accountId, clientId: req.app.clientId, userId: user.id, scopes: req.scopes, createdAt: now, revokedAt: null });
      await r.insertCode({
        codeHash: this.d.hasher.hashSecret(code), grantId, clientId: req.app.clientId, redirectUri: req.redirectUri,
        codeChallenge: req.codeChallenge, createdAt: now, expiresAt: now + CODE_TTL_S * 1000, usedAt: null,
      });
    });
    return redirectWith(req.redirectUri, { code, state: req.state });
  }

  /**
   * The signed-in user's decision. Approve: a grant for THE USER'S account and a single-use code
   * bound to client, redirect URI, grant (account, user) and PKCE challenge. Deny: access_denied.
   * Either way the interaction is finished and the browser goes back to the client.
   */
  async decide(interactionId: string, sessionId: string | undefined, approve: boolean): Promise<{ kind: 'redirect'; location: string } | InteractionView> {
    const found = await this.find(interactionId, sessionId);
    if (found.kind !== 'found') return found;
    const { interaction, session } = found;
    const user = session.userId !== null ? await this.d.accounts.findUser(session.userId) : undefined;
    if (!user) return { kind: 'error', status: 403, title: 'Please sign in first', message: 'Return to the application and start again.' };
    const now = this.now();
    const code = approve ? this.d.ids.secret(TOKEN_PREFIX.code) : undefined;
    const finished = await this.d.repo.atomically(async (r) => {
      if (!(await r.finishInteraction(interaction.interactionHash, now))) return false;
      if (!code) return true;
      const grantId = await r.insertGrant({ accountId: user.accountId, clientId: interaction.clientId, userId: user.id, scopes: interaction.scopes, createdAt: now, revokedAt: null });
      await r.insertCode({
        codeHash: this.d.hasher.hashSecret(code), grantId, clientId: interaction.clientId, redirectUri: interaction.redirectUri,
        codeChallenge: interaction.codeChallenge, createdAt: now, expiresAt: now + CODE_TTL_S * 1000, usedAt: null,
      });
      return true;
    });
    if (!finished) return { kind: 'error', status: 400, title: 'This request is already finished', message: 'Return to the application; start again from there if needed.' };
    const location = code
      ? redirectWith(interaction.redirectUri, { code, state: interaction.state })
      : redirectWith(interaction.redirectUri, { error: 'access_denied', error_description: 'the user denied the request', state: interaction.state });
    return { kind: 'redirect', location };
  }
}
