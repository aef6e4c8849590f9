// GET /campaigns, GET|POST /campaign/<campaign_id>, POST /campaign (create).
import { v1Operator } from './operator.js';
import { rulesOf } from '../../core/account-types/account-types.js';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { checkPlatform } from '../../core/campaigns/rules.js';
import type { CampaignChanges } from '../../core/campaigns/model.js';
import { invalid } from '../../core/shared/errors.js';
import { andThen } from '../../core/shared/awaitable.js';
import type { Container } from '../../http/container.js';
import { requireScope } from './auth.js';
import { parseBool, parseGoalPeriod, parseV1BidType, renderCampaign, v1BidType, v1BundleId, v1PackageName } from './campaign-render.js';
import { CampaignBody, CampaignCreateBody, CampaignIdParams, CampaignObject, routeSchema } from './campaign-schemas.js';
import { v1CampaignRef } from './refs.js';

const TAG = ['campaigns'];
// fast-json-stringify writes optional properties (tracking_method) after the required ones;
// plain JSON.stringify keeps the field order of the recorded real row. A frozen answer (a
// rendering shared through the read cache) cannot change, so its JSON is kept with it.
const inOrder = () => {
  const json = new WeakMap<object, string>();
  return (data: unknown) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return JSON.stringify(data);
    let s = json.get(data);
    if (s === undefined) json.set(data, (s = JSON.stringify(data)));
    return s;
  };
};
const READ = [{ oauth2: ['campaigns:read'] }];
const WRITE = [{ oauth2: ['campaigns:write'] }];
// Real rows carry category as a string ("803"); a number is accepted for it.
const categoryOf = (v: string | number | null | undefined) => (v === undefined || v === null ? v : String(v));
// addendum 7 section 3: "the first generation cannot set it (its campaigns keep "")"
const EVENT_TARGET_READ_ONLY = 'is read-only here: a CPE goal\'s target event is set through /manage/v1 (goal.event_target); send "" or leave it out';
const str = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');

export async function registerCampaignRoutes(s: FastifyInstance, c: Container): Promise<void> {
  const read = { preHandler: requireScope(c, 'campaigns:read') };
  const write = { preHandler: requireScope(c, 'campaigns:write') };

  s.get(
    '/campaigns',
    {
      ...read,
      serializerCompiler: inOrder,
      schema: routeSchema({
        operationId: 'listCampaigns', tags: TAG, security: READ,
        summary: 'Every campaign of the account',
        description: 'A bare array, oldest campaign first. impressions, clicks, installs and spend are yesterday\'s (UTC) figures.',
        response: { 200: Type.Array(CampaignObject) },
      }),
    },
    // the first generation's objects are app-shaped: a WEB account's campaigns are not listed here
    // (docs/decisions/web-accounts.md)
    async (req) => (rulesOf(await c.accounts.accountType(req.access!.accountId)).firstGeneration ? (await c.campaigns.listWithYesterday(req.access!.accountId)).map(renderCampaign) : []),
  );

  s.get<{ Params: CampaignIdParams }>(
    '/campaign/:campaign_id',
    {
      ...read,
      serializerCompiler: inOrder,
      schema: routeSchema({ operationId: 'getCampaign', tags: TAG, security: READ, summary: 'One campaign', params: CampaignIdParams, response: { 200: CampaignObject } }),
    },
    // not async: a cached campaign is answered in the turn its request arrived (core/shared/awaitable.ts)
    (req) => andThen(v1CampaignRef(c, req.access!.accountId, req.params.campaign_id), (ref) => andThen(c.campaigns.getWithYesterday(req.access!.accountId, ref), renderCampaign)),
  );

  s.post<{ Body: CampaignBody }>(
    '/campaign',
    {
      ...write,
      serializerCompiler: inOrder,
      schema: routeSchema({
        operationId: 'createCampaign', tags: TAG, security: WRITE,
        summary: 'Create a campaign (no campaign_id in the path or the body)',
        description:
          'Required: name, platform, package_name (iOS: the numeric App Store id), bid_type, and on iOS bundle_id. Optional: category, tracking_method, status (default false), goal_period (default by bid_type). event_target cannot be set here ("" or absent): a CPE goal\'s target event is set through /manage/v1. ' +
          'Read-only fields of the answer (created_at, impressions, clicks, installs, spend) are ignored when sent. Answers the new campaign; set its countries, bids and budgets with POST /campaign_targets/<campaign_id>.',
        body: CampaignCreateBody,
        response: { 200: CampaignObject },
      }),
    },
    async (req) => {
      const b = req.body ?? {};
      const type = await c.accounts.accountType(req.access!.accountId);
      if (!rulesOf(type).firstGeneration) throw invalid('campaign', `this is a ${type} account: its campaigns are made through /manage/v1 (the first generation manages app campaigns only)`);
      if (b.campaign_id !== undefined && b.campaign_id.trim() !== '') throw invalid('campaign_id', 'must be left out when creating a campaign');
      for (const f of ['name', 'platform', 'package_name', 'bid_type'] as const) if (b[f] === undefined) throw invalid(f, 'is required when creating a campaign');
      if (b.event_target) throw invalid('event_target', EVENT_TARGET_READ_ONLY);
      const platform = checkPlatform(b.platform);
      let packageName: string;
      let itunesId: string | null = null;
      if (platform === 'ios') {
        if (b.bundle_id === undefined || !b.bundle_id.trim()) throw invalid('bundle_id', 'is required when creating an iOS campaign');
        packageName = b.bundle_id;
        itunesId = str(b.package_name);
      } else {
        if (b.bundle_id !== undefined && b.bundle_id.trim() !== '') throw invalid('bundle_id', 'is for iOS campaigns only; leave it out or "" on Android');
        packageName = str(b.package_name);
      }
      const { campaign } = await c.campaigns.create(req.access!.accountId, {
        name: b.name!,
        platform,
        packageName,
        itunesId,
        category: categoryOf(b.category),
        bidType: parseV1BidType(b.bid_type),
        goalPeriod: b.goal_period === undefined ? undefined : parseGoalPeriod(b.goal_period),
        trackingMethod: b.tracking_method,
        status: b.status === undefined ? undefined : parseBool('status', b.status),
      }, await v1Operator(c, req));
      return renderCampaign(await c.campaigns.getWithYesterday(req.access!.accountId, { id: campaign.id }));
    },
  );

  s.post<{ Params: CampaignIdParams; Body: CampaignBody }>(
    '/campaign/:campaign_id',
    {
      ...write,
      serializerCompiler: inOrder,
      schema: routeSchema({
        operationId: 'updateCampaign', tags: TAG, security: WRITE,
        summary: 'Change a campaign',
        description:
          'Partial update: fields left out are unchanged. Writable: name, category, tracking_method, status. campaign_id, package_name, bundle_id, platform, bid_type, goal_period and event_target are read-only: ' +
          'they may be sent (e.g. a whole object read with GET) but must equal the current values. created_at and the figures are ignored. Answers the campaign after the change.',
        params: CampaignIdParams,
        body: CampaignBody,
        response: { 200: CampaignObject },
      }),
    },
    async (req) => {
      const accountId = req.access!.accountId;
      const ref = await v1CampaignRef(c, accountId, req.params.campaign_id);
      const cur = await c.campaigns.get(accountId, ref);
      const b = req.body ?? {};
      const readOnly = (field: string, same: boolean) => {
        if (!same) throw invalid(field, 'is read-only: it cannot be changed after the campaign is created');
      };
      if (b.campaign_id !== undefined) {
        const id = b.campaign_id.trim().toLowerCase();
        if (id !== cur.hashedId && id !== String(cur.id)) throw invalid('campaign_id', 'must equal the campaign_id in the path');
      }
      if (b.platform !== undefined) readOnly('platform', str(b.platform).toLowerCase() === cur.platform);
      if (b.package_name !== undefined) readOnly('package_name', str(b.package_name) === v1PackageName(cur));
      if (b.bundle_id !== undefined) readOnly('bundle_id', b.bundle_id.trim() === v1BundleId(cur));
      if (b.bid_type !== undefined) readOnly('bid_type', v1BidType(parseV1BidType(b.bid_type)) === v1BidType(cur.bidType));
      // 0 is how an absent goal period is shown: echoing it back is no change
      if (b.goal_period !== undefined) readOnly('goal_period', (parseGoalPeriod(b.goal_period) ?? 0) === (cur.goalPeriod ?? 0));
      if (b.event_target !== undefined && (b.event_target ?? '') !== (cur.eventTarget ?? '')) throw invalid('event_target', EVENT_TARGET_READ_ONLY);
      const ch: CampaignChanges = {};
      if (b.name !== undefined) ch.name = b.name;
      if (b.category !== undefined) ch.category = categoryOf(b.category);
      if (b.tracking_method !== undefined) ch.trackingMethod = b.tracking_method;
      if (b.status !== undefined) ch.status = parseBool('status', b.status);
      await c.campaigns.update(accountId, { id: cur.id }, ch, await v1Operator(c, req));
      return renderCampaign(await c.campaigns.getWithYesterday(accountId, { id: cur.id }));
    },
  );
}
