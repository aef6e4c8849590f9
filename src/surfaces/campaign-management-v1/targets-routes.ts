// GET|POST /campaign_targets/<campaign_id>: countries (DEFAULT + per country), device types,
// minimum OS version. A POST changes only what it names.
import { v1Operator } from './operator.js';
import type { FastifyInstance } from 'fastify';
import type { CampaignChanges, CountryPatches } from '../../core/campaigns/model.js';
import { invalid } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';
import { requireScope } from './auth.js';
import { parseBool, parseV1BidType, renderTargets, v1BidType } from './campaign-render.js';
import { CampaignIdParams, TargetsBody, TargetsObject, type CountrySettingsIn, routeSchema } from './campaign-schemas.js';
import { v1CampaignRef } from './refs.js';
import { noticeUnknownMacros } from '../../http/notices.js';

const TAG = ['campaign targets'];

function patchOf(key: string, v: CountrySettingsIn): CountryPatches[number] {
  return {
    key,
    patch: {
      bid: v.bid,
      budget: v.budget,
      clickUrl: v.click_url,
      impressionUrl: v.impression_url,
      disabled: v.disabled === undefined ? undefined : parseBool(`countries.${key}.disabled`, v.disabled),
    },
  };
}

/** Both accepted forms -> ordered patches. The documented form is an array of single-key objects. */
function countryPatches(raw: NonNullable<TargetsBody['countries']>): CountryPatches {
  if (!Array.isArray(raw)) return Object.entries(raw).map(([k, v]) => patchOf(k, v));
  return raw.map((item, i) => {
    const keys = Object.keys(item);
    if (keys.length !== 1) throw invalid(`countries[${i}]`, 'must be an object with exactly one key: DEFAULT or a country code');
    return patchOf(keys[0]!, item[keys[0]!]!);
  });
}

export async function registerTargetsRoutes(s: FastifyInstance, c: Container): Promise<void> {
  s.get<{ Params: CampaignIdParams }>(
    '/campaign_targets/:campaign_id',
    {
      preHandler: requireScope(c, 'campaigns:read'),
      schema: routeSchema({
        operationId: 'getCampaignTargets', tags: TAG, security: [{ oauth2: ['campaigns:read'] }],
        summary: 'The campaign\'s targets (one object)',
        description: 'countries lists DEFAULT first, then every targeted country; disabled countries are left out. Each settings object carries only the values set under its key.',
        params: CampaignIdParams,
        response: { 200: TargetsObject },
      }),
    },
    async (req) => {
      const { campaign, countries } = await c.campaigns.getWithTargets(req.access!.accountId, await v1CampaignRef(c, req.access!.accountId, req.params.campaign_id));
      return renderTargets(campaign, countries);
    },
  );

  s.post<{ Params: CampaignIdParams; Body: TargetsBody }>(
    '/campaign_targets/:campaign_id',
    {
      preHandler: requireScope(c, 'campaigns:write'),
      schema: routeSchema({
        operationId: 'updateCampaignTargets', tags: TAG, security: [{ oauth2: ['campaigns:write'] }],
        summary: 'Change targets: only the named countries change',
        description:
          'Each of bid, budget, click_url and impression_url lives either in DEFAULT or in every targeted country (one total budget or a budget per country); null clears a value, so switching is one request that clears DEFAULT and sets every country. ' +
          '`disabled: true` stops targeting a country; naming a country again targets it again with its kept values. Tracking URLs may carry {MACRO}s: the supported ones are expanded, any other is kept verbatim and named in a `Warning` header. device_types only on iOS. Answers the targets after the change (as GET).',
        params: CampaignIdParams,
        body: TargetsBody,
        response: { 200: TargetsObject },
      }),
    },
    async (req) => {
      const accountId = req.access!.accountId;
      const ref = await v1CampaignRef(c, accountId, req.params.campaign_id);
      const b = req.body ?? {};
      if (b.bid_type !== undefined) {
        const cur = await c.campaigns.get(accountId, ref);
        if (v1BidType(parseV1BidType(b.bid_type)) !== v1BidType(cur.bidType)) throw invalid('bid_type', 'is read-only: it is the campaign\'s bid_type');
      }
      const ch: CampaignChanges = {};
      if (b.countries !== undefined) ch.countries = countryPatches(b.countries);
      for (const entry of Array.isArray(b.countries) ? b.countries : []) {
        for (const [key, v] of Object.entries((entry ?? {}) as Record<string, { click_url?: unknown; impression_url?: unknown } | null>)) {
          noticeUnknownMacros(req, `countries.${key}.click_url`, v?.click_url);
          noticeUnknownMacros(req, `countries.${key}.impression_url`, v?.impression_url);
        }
      }
      if (b.device_types !== undefined) ch.deviceTypes = b.device_types;
      if (b.os_major_version_min !== undefined) ch.osMajorVersionMin = b.os_major_version_min as number | null;
      const { campaign, countries } = await c.campaigns.update(accountId, ref, ch, await v1Operator(c, req));
      return renderTargets(campaign, countries);
    },
  );
}
