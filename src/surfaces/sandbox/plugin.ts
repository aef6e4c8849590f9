// /_sandbox/*: the controls a development or CI run of the platform needs (issue 11). Registered
// only when SANDBOX=true; otherwise every /_sandbox path is an ordinary 404 and nothing of the
// sandbox changes behaviour. Every request needs `Authorization: Bearer <SANDBOX_TOKEN>`. JSON in,
// JSON out; errors in the suppression surface's shape: {error, message, field?, trace_id}.
import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  AccountAnswer, AccountBody, AccountScopeBody, ClearedAnswer, ClockAnswer, ClockBody, FaultBody, FaultRule, FixtureBody, JournalEntries, OutcomeBody, OutcomeRule,
  RequestsQuery, ScopeAnswer, SeedAnswer, SettingsAnswer, SettingsBody, SnapshotBody, SnapshotDeleted, SnapshotInfo, SnapshotParams,
} from './schemas.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { setupSurface, type RouteCatalog } from '../../http/surface.js';
import { createSandboxAccount, type SandboxAccountInput } from '../../core/sandbox/sandbox-accounts.js';
import { runSeed } from './seed.js';
import { registerSandboxDeliveryRoutes } from './delivery-routes.js';
import { parseFixture, YAML_CONTENT_TYPES } from '../../core/sandbox/fixture-document.js';
import { HTTP_STATUS } from '../../http/error-status.js';

export const SANDBOX_PREFIX = '/_sandbox';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function accountIdOf(raw: string | number): number {
  const id = typeof raw === 'number' ? raw : /^\d{1,15}$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError('validation_failed', 'account_id: must be an account id', { field: 'account_id', rule: 'must be an account id' });
  return id;
}

/** The sandbox's error shape, {error, message, field?, trace_id} (also every /_sandbox path when the sandbox is off). */
export function renderSandboxError(err: DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const fault = err.meta?.fault as { status: number } | undefined; // a status chosen by the server's catch-all (414)
  const status = fault?.status ?? HTTP_STATUS[err.code] ?? 500;
  const body: Record<string, unknown> = { error: status === 500 ? 'internal' : err.code, message: status === 500 ? `internal error (trace ${request.id})` : err.message };
  if (err.field && status !== 500) body.field = err.field;
  body.trace_id = request.id;
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="sandbox"');
  return reply.code(status).send(body);
}

export async function registerSandboxSurface(app: FastifyInstance, c: Container, catalog: RouteCatalog): Promise<void> {
  const sandbox = c.sandbox;
  if (!sandbox) return;
  await app.register(
    async (s) => {
      setupSurface(
        s,
        catalog,
        {
          name: 'sandbox',
          title: 'Sandbox controls',
          description: 'Development and CI only (SANDBOX=true; without it none of this exists and /_sandbox/* is a 404): the platform clock, reset, accounts with fixed credentials, fixtures, snapshots, forced asset outcomes, fault injection, the request journal, lifting limits. Every request sends `Authorization: Bearer <SANDBOX_TOKEN>`. Errors: `{"error", "message", "field"?, "trace_id"}`. Tutorial: docs/sandbox.md.',
          securitySchemes: { sandboxToken: { type: 'http', scheme: 'bearer', description: 'SANDBOX_TOKEN (printed at start-up, kept in DATA_DIR/sandbox-token)' } },
          tags: [
            { name: 'clock', description: 'The virtual clock every time rule reads.', match: /\/clock/ },
            { name: 'limits', description: 'Request and error limits.', match: /\/limits/ },
            { name: 'accounts', description: 'Accounts with everything a test needs.', match: /\/accounts/ },
            { name: 'fixtures', description: 'Fixture documents: accounts with users, apps, campaigns, files, creative sets and suppression ids.', match: /\/seed$/ },
            { name: 'reset', description: 'Back to an empty platform, or an account gone.', match: /\/reset$/ },
            { name: 'requests', description: 'The request journal.', match: /\/requests/ },
            { name: 'snapshots', description: 'Save and restore the whole state.', match: /\/snapshots/ },
            { name: 'faults', description: 'Fault injection.', match: /\/faults/ },
            { name: 'outcomes', description: 'Forced asset outcomes and processing delays.', match: /\/(outcomes|settings)/ },
            { name: 'delivery', description: 'The delivery simulator: postbacks, device pools.', match: /\/(postbacks|device-pool|delivery)/ },
          ],
        },
        renderSandboxError,
      );
      // fixture documents may be YAML (POST /seed); the parsed document is validated like JSON
      s.addContentTypeParser(YAML_CONTENT_TYPES, { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, parseFixture(String(body), 'yaml'));
        } catch (e) {
          done(e as Error, undefined);
        }
      });
      s.addHook('onRequest', async (request) => {
        const h = request.headers.authorization ?? '';
        const m = /^Bearer\s+(\S+)$/i.exec(h);
        if (!m || !sameToken(m[1]!, sandbox.token)) {
          throw new DomainError('unauthenticated', 'send Authorization: Bearer <SANDBOX_TOKEN> (printed at start-up; kept in DATA_DIR/sandbox-token)');
        }
      });

      registerSandboxDeliveryRoutes(s, c);

      s.get('/clock', { schema: { operationId: 'sandboxClock', summary: 'The platform clock', tags: ['clock'], response: { 200: ClockAnswer } } }, async () => ({ now: sandbox.clock.now().toISOString() }));

      s.post<{ Body: { advance_seconds?: number; now?: string } }>(
        '/clock',
        {
          schema: {
            operationId: 'sandboxMoveClock', summary: 'Move the platform clock forward', tags: ['clock'],
            description: 'Token, code and refresh-token expiry, rate and error windows and blocks, "start date not before today", yesterday\'s figures, job leases and retries all follow. The clock never goes back.',
            body: ClockBody, response: { 200: ClockAnswer },
          },
        },
        async (request) => {
          const b = request.body ?? {};
          const hasAdvance = b.advance_seconds !== undefined;
          const hasNow = b.now !== undefined;
          if (hasAdvance === hasNow) throw new DomainError('validation_failed', 'send exactly one of advance_seconds and now', { field: hasAdvance ? 'now' : 'advance_seconds', rule: 'exactly one of advance_seconds and now' });
          const now = hasAdvance ? sandbox.clock.advance(b.advance_seconds) : sandbox.clock.set(b.now);
          c.jobs.fire(); // jobs that just became due (delayed processing, retries) run now
          // the hours that just ended are simulated before the answer, so a report read next sees them
          if (c.config.delivery.simulate) await c.delivery.tick();
          return { now: now.toISOString() };
        },
      );

      s.post<{ Body: { account_id?: string | number } }>(
        '/reset',
        {
          schema: {
            operationId: 'sandboxReset', summary: 'Delete everything, or one account', tags: ['reset'],
            description: 'Deletes accounts, campaigns, creative sets, assets and their files, suppression lists, OAuth apps, grants and tokens, limits and blocks. With {"account_id": "N"}, that account only. The clock stays where it is. Answers {"reset": "all" | "<account id>"}.',
            body: Type.Optional(Type.Union([AccountScopeBody, Type.Null()], { description: '{"account_id": "N"} for one account; {} or no body for every account' })), response: { 200: ScopeAnswer },
          },
        },
        async (request) => {
          const raw = request.body?.account_id;
          if (raw === undefined) {
            await sandbox.service.reset();
            // the job queue went with everything else: the simulator's next hourly run is queued again
            await c.delivery.schedule();
            return { reset: 'all' };
          }
          const id = accountIdOf(raw);
          await sandbox.service.reset(id);
          return { reset: String(id) };
        },
      );

      s.post<{ Body: { name: string } }>('/snapshots', {
        schema: {
          operationId: 'sandboxSnapshot', summary: 'Save the whole state under a name', tags: ['snapshots'],
          description: 'Every row and every stored file, on either engine and blob store, written under DATA_DIR/sandbox-snapshots/<name>. 409 when the name is taken.',
          body: SnapshotBody, response: { 200: SnapshotInfo },
        },
      }, async (request) => sandbox.service.snapshot(request.body.name));
      s.get('/snapshots', { schema: { operationId: 'sandboxSnapshots', summary: 'The saved snapshots', tags: ['snapshots'], response: { 200: Type.Array(SnapshotInfo) } } }, async () => sandbox.service.listSnapshots());
      s.post<{ Params: { name: string } }>('/snapshots/:name/restore', {
        schema: {
          operationId: 'sandboxRestore', summary: 'Put the platform back as it was at the snapshot', tags: ['snapshots'],
          description: 'Deletes everything (as reset does), then loads the snapshot\'s rows, with their ids, and files. The clock stays where it is.',
          params: SnapshotParams, response: { 200: SnapshotInfo },
        },
      }, async (request) => {
        const restored = await sandbox.service.restore(request.params.name);
        await c.delivery.schedule(); // the restored job queue may not hold the simulator's next run
        return restored;
      });
      s.delete<{ Params: { name: string } }>('/snapshots/:name', { schema: { operationId: 'sandboxDeleteSnapshot', summary: 'Delete a snapshot', tags: ['snapshots'], params: SnapshotParams, response: { 200: SnapshotDeleted } } }, async (request) => {
        await sandbox.service.deleteSnapshot(request.params.name);
        return { deleted: request.params.name };
      });

      s.post<{ Body: unknown }>('/seed', {
        schema: {
          operationId: 'sandboxSeed', summary: 'Load a fixture document', tags: ['accounts'],
          description: 'Accounts with their users, OAuth apps, campaigns, library assets (generated valid media of the named type and size), creative sets and suppression ids; see docs/sandbox.md for the format; JSON, or YAML with Content-Type application/yaml. Idempotent: what exists (by key, name or e-mail) is left alone, so seeding the same document twice changes nothing. Answers what was created and what existed.',
          body: FixtureBody, consumes: ['application/json', 'application/yaml'], response: { 200: SeedAnswer },
        },
      }, async (request) => runSeed(app, c, request.body));

      s.post<{ Body: SandboxAccountInput }>(
        '/accounts',
        {
          schema: {
            operationId: 'sandboxCreateAccount', summary: 'Create an account with keys, a user and a first-party app', tags: ['accounts'],
            description: 'Given `keys` are used as they are (fixed test credentials a CI config can hard-code; 409 when one is in use). The user signs in to the OAuth pages; the first-party app holds every scope.',
            body: AccountBody, response: { 200: AccountAnswer },
          },
        },
        async (request) => createSandboxAccount(c.accounts, c.ids, request.body),
      );

      s.get<{ Querystring: { method?: string; path?: string; status?: string; account_id?: string; limit?: string } }>(
        '/requests',
        {
          schema: {
            operationId: 'sandboxRequests', summary: 'The request journal', tags: ['requests'],
            description: 'What clients sent and got, most recent first: every request to the platform\'s surfaces (not /_sandbox). Bodies up to 64 KB, parsed when JSON; secrets, keys and passwords redacted. Filters: method, path (prefix), status, account_id; limit 1-1000 (default 100). Kept in memory, the last 1,000 requests.',
            querystring: RequestsQuery, response: { 200: JournalEntries },
          },
        },
        async (request) => {
          const q = request.query;
          const int = (field: string, v: string | undefined, min: number, max: number): number | undefined => {
            if (v === undefined || v === '') return undefined;
            const n = /^\d{1,7}$/.test(v.trim()) ? Number(v.trim()) : NaN;
            if (!(n >= min && n <= max)) throw new DomainError('validation_failed', `${field}: must be an integer from ${min} to ${max}`, { field, rule: `an integer from ${min} to ${max}` });
            return n;
          };
          return sandbox.journal.list({
            method: q.method || undefined,
            path: q.path || undefined,
            status: int('status', q.status, 100, 599),
            accountId: q.account_id === undefined || q.account_id === '' ? undefined : String(accountIdOf(q.account_id)),
            limit: int('limit', q.limit, 1, 1000) ?? 100,
          });
        },
      );

      s.delete('/requests', { schema: { operationId: 'sandboxClearRequests', summary: 'Empty the request journal', tags: ['requests'], response: { 200: ClearedAnswer } } }, async () => {
        sandbox.journal.clear();
        return { cleared: true };
      });

      s.post<{ Body: Record<string, unknown> }>('/outcomes', {
        schema: {
          operationId: 'sandboxAddOutcome', summary: 'Force the outcome of matching files', tags: ['outcomes'],
          description: 'Files uploaded after this (either generation, by upload or URL) whose account and name match get `outcome` (asset_processing: FAILURE or ACTIVE; asset_review: REJECTED or ACTIVE) with `error_message`, after `delay_seconds` of the platform clock (PENDING / IN_REVIEW until then), through the normal pipeline; `times` files, or every one until deleted.',
          body: OutcomeBody, response: { 200: OutcomeRule },
        },
      }, async (request) => sandbox.outcomes.add(request.body ?? {}));
      s.get('/outcomes', { schema: { operationId: 'sandboxOutcomes', summary: 'The outcome rules', tags: ['outcomes'], response: { 200: Type.Array(OutcomeRule) } } }, async () => sandbox.outcomes.list());
      s.delete('/outcomes', { schema: { operationId: 'sandboxClearOutcomes', summary: 'Remove every outcome rule', tags: ['outcomes'], response: { 200: ClearedAnswer } } }, async () => {
        sandbox.outcomes.clear();
        return { cleared: true };
      });
      s.post<{ Body: { processing_delay_seconds?: number; oauth_auto_approve?: boolean } }>('/settings', {
        schema: {
          operationId: 'sandboxSettings', summary: 'Sandbox settings', tags: ['outcomes'],
          description: '`processing_delay_seconds`: every new file waits this long on the platform clock before it is processed. `oauth_auto_approve`: GET /oauth/initialize approves at once, without pages (for the signed-in user, the user named by `login_hint`, or a first-party app\'s first user): still a real code, still single use. Answers the settings.',
          body: SettingsBody, response: { 200: SettingsAnswer },
        },
      }, async (request) => {
        const b = request.body ?? {};
        if (b.processing_delay_seconds !== undefined) sandbox.outcomes.setProcessingDelay(b.processing_delay_seconds);
        if (b.oauth_auto_approve !== undefined) sandbox.settings.oauthAutoApprove = b.oauth_auto_approve;
        return { oauth_auto_approve: sandbox.settings.oauthAutoApprove, processing_delay_seconds: sandbox.outcomes.processingDelaySeconds };
      });

      s.post<{ Body: Record<string, unknown> }>('/faults', {
        schema: {
          operationId: 'sandboxAddFault', summary: 'Add a fault rule', tags: ['faults'],
          description: 'A matching request (not /_sandbox) is answered with `status` in its surface\'s own error shape (429 with Retry-After), after `delay_ms`, without running; or, without status, only delayed. Rules are tried in the order added; the first that fires wins.',
          body: FaultBody, response: { 200: FaultRule },
        },
      }, async (request) => sandbox.faults.add(request.body ?? {}));
      s.get('/faults', { schema: { operationId: 'sandboxFaults', summary: 'The fault rules', tags: ['faults'], response: { 200: Type.Array(FaultRule) } } }, async () => sandbox.faults.list());
      s.delete('/faults', { schema: { operationId: 'sandboxClearFaults', summary: 'Remove every fault rule', tags: ['faults'], response: { 200: ClearedAnswer } } }, async () => {
        sandbox.faults.clear();
        return { cleared: true };
      });

      s.post<{ Body: { account_id?: string | number } }>(
        '/limits/reset',
        {
          schema: {
            operationId: 'sandboxResetLimits', summary: 'Lift request and error blocks', tags: ['limits'],
            description: 'Forgets the /manage/v1 request and error counts and blocks of one account, or of every account. Answers {"reset": "<account id>" | "all"}.',
            body: Type.Optional(Type.Union([AccountScopeBody, Type.Null()], { description: '{"account_id": "N"} for one account; {} or no body for every account' })), response: { 200: ScopeAnswer },
          },
        },
        async (request) => {
          const raw = request.body?.account_id;
          if (raw === undefined) {
            await c.manageLimits.reset();
            return { reset: 'all' };
          }
          const id = accountIdOf(raw);
          await c.accounts.getAccount(id); // 404 for an unknown account
          await c.manageLimits.reset(String(id));
          return { reset: String(id) };
        },
      );
    },
    { prefix: SANDBOX_PREFIX },
  );
}
