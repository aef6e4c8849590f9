// /_sandbox routes of the delivery simulator (issue 12): the postback log, an app's device pool,
// and running the simulator now. Registered inside the sandbox plugin (its token and error shape).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../core/shared/errors.js';
import { DEVICE_POOL_SIZE } from '../../core/delivery/device-pool.js';
import type { Container } from '../../http/container.js';
import { ScriptedAnswer, ScriptedBody, UnscriptQuery } from './schemas.js';

const PostbacksQuery = Type.Object(
  {
    account_id: Type.Optional(Type.String({ description: 'Only this account' })),
    campaign_id: Type.Optional(Type.String({ description: "Only this campaign (its 32-hex hashed id, the {CAMPAIGN_ID} macro's value)" })),
    kind: Type.Optional(Type.String({ description: 'impression or click' })),
    limit: Type.Optional(Type.String({ description: 'Most entries (1-1000, default 100)' })),
  },
  { additionalProperties: true },
);
const Postback = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'When it was recorded (platform clock)' }),
  hour: Type.String({ description: 'Start of the simulated hour it belongs to' }),
  account_id: Type.String(),
  campaign_id: Type.String({ description: 'Hashed id' }),
  kind: Type.String({ description: 'impression or click' }),
  url: Type.String({ description: 'The tracking URL with every supported macro expanded' }),
  state: Type.String({ description: 'recorded (POSTBACK_DELIVERY off), queued, sent or failed' }),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
});

export function registerSandboxDeliveryRoutes(s: FastifyInstance, c: Container): void {
  s.get<{ Querystring: Record<string, string> }>(
    '/postbacks',
    {
      schema: {
        operationId: 'sandboxPostbacks', summary: 'The postback log', tags: ['delivery'],
        description: 'Tracking URLs fired by simulated impressions and clicks (a sample: at most one of each per campaign, country and hour), most recent first, kept 7 days.',
        querystring: PostbacksQuery, response: { 200: Type.Array(Postback) },
      },
    },
    async (request) => {
      const q = request.query;
      const limit = q.limit === undefined ? 100 : Number(q.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new DomainError('validation_failed', 'limit: must be a whole number from 1 to 1000', { field: 'limit', rule: '1 to 1000' });
      if (q.account_id !== undefined && !/^\d{1,15}$/.test(q.account_id)) throw new DomainError('validation_failed', 'account_id: must be an account id', { field: 'account_id', rule: 'must be an account id' });
      if (q.kind !== undefined && q.kind !== 'impression' && q.kind !== 'click') throw new DomainError('validation_failed', 'kind: must be impression or click', { field: 'kind', rule: 'impression or click' });
      const rows = await c.delivery.postbacks({ accountId: q.account_id === undefined ? undefined : Number(q.account_id), campaignHashedId: q.campaign_id?.toLowerCase(), kind: q.kind, limit });
      return rows.map((p) => ({
        id: p.id, at: p.createdAt.toISOString(), hour: new Date(p.hour * 3_600_000).toISOString(), account_id: String(p.accountId), campaign_id: p.campaignHashedId,
        kind: p.kind, url: p.url, state: p.state, attempts: p.attempts, last_error: p.lastError,
      }));
    },
  );

  s.get<{ Querystring: { package_name?: string; count?: string } }>(
    '/device-pool',
    {
      schema: {
        operationId: 'sandboxDevicePool', summary: "An app's device pool", tags: ['delivery'],
        description: `The ${DEVICE_POOL_SIZE} advertising ids the simulator draws an app's audience from (docs/delivery.md gives the formula). Suppress some of them to check that they never install.`,
        querystring: Type.Object(
          {
            package_name: Type.Optional(Type.String({ description: "The campaign's package name (Android) or bundle id (iOS)" })),
            count: Type.Optional(Type.String({ description: `The first N ids of the pool (1-${DEVICE_POOL_SIZE}, default all)` })),
          },
          { additionalProperties: true },
        ),
        response: { 200: Type.Object({ package_name: Type.String(), size: Type.Integer({ description: 'Devices in the pool' }), ids: Type.Array(Type.String(), { description: 'In pool order (index 0 first)' }) }) },
      },
    },
    async (request) => {
      const p = request.query.package_name;
      if (!p || p.length > 255) throw new DomainError('validation_failed', 'package_name: is required (at most 255 characters)', { field: 'package_name', rule: 'required' });
      const n = request.query.count === undefined ? DEVICE_POOL_SIZE : Number(request.query.count);
      if (!Number.isInteger(n) || n < 1 || n > DEVICE_POOL_SIZE) throw new DomainError('validation_failed', `count: must be a whole number from 1 to ${DEVICE_POOL_SIZE}`, { field: 'count', rule: `1 to ${DEVICE_POOL_SIZE}` });
      const ids = c.delivery.devicePool(p);
      return { package_name: p, size: ids.length, ids: ids.slice(0, n) };
    },
  );

  s.post(
    '/delivery/run',
    {
      schema: {
        operationId: 'sandboxRunDelivery', summary: 'Simulate every ended hour now', tags: ['delivery'],
        description: 'Runs the simulator up to the last hour that ended on the platform clock (moving the clock does this too) and answers how many hours it produced.',
        body: Type.Optional(Type.Union([Type.Object({}), Type.Null()], { description: 'No fields: an empty object, or no body' })),
        response: { 200: Type.Object({ hours: Type.Integer() }) },
      },
    },
    async () => ({ hours: await c.delivery.tick() }),
  );

  s.post<{ Body: { rows: unknown } }>(
    '/delivery',
    {
      schema: {
        operationId: 'sandboxScriptDelivery', summary: 'Script exact delivery figures', tags: ['delivery'],
        description:
          'Exact report scenarios: each row sets the impressions, clicks, installs and cost of an APP campaign in a country on a day of the report window (today included), and optionally its cohort figures by horizon (revenue, or a target ROAS; ad revenue; sales; unique purchasers; retention). Every report (/report and its breakdowns, /probabilisticReport, the asset reports, the console, the first generation\'s daily figures) then answers exactly these figures; the simulator never writes a scripted key. Posting a key again replaces it. All rows are checked first; any error (400 naming rows[i].field, the rule and the value) writes nothing. docs/sandbox.md, "Exact report scenarios".',
        body: ScriptedBody, response: { 200: ScriptedAnswer },
      },
    },
    async (request) => {
      const r = await c.delivery.script(request.body.rows);
      return { scripted: r.scripted, rows: r.rows };
    },
  );

  s.delete<{ Querystring: { campaign_id?: string; day?: string; country?: string } }>(
    '/delivery',
    {
      schema: {
        operationId: 'sandboxUnscriptDelivery', summary: "Remove a campaign's scripted day", tags: ['delivery'],
        description: 'Removes the scripted figures of a campaign on a day (one country, or every scripted country of it). The key has no delivery afterwards: the simulator does not go back in time (`campaignctl simulate --from DAY --to DAY` re-simulates the day).',
        querystring: UnscriptQuery, response: { 200: Type.Object({ removed: Type.Integer({ description: 'Scripted keys removed' }) }) },
      },
    },
    async (request) => c.delivery.unscript(request.query),
  );
}
