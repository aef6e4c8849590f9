// GET /manage/v1/operation_logs/campaign: the campaign change log of the account (addendum 7,
// section 4), rendered from the core's neutral snapshots in the campaign/list shape.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { CampaignOperation } from '../../core/campaigns/operation-log.js';
import { DEFAULT_LOG_SPAN_DAYS, MAX_LOG_SPAN_DAYS } from '../../core/campaigns/operation-log-service.js';
import type { Container } from '../../http/container.js';
import { accountOf } from './auth.js';
import { campaignToV2 } from './campaign-map.js';
import { CampaignOut } from './campaign-schema.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseListQuery } from './list-query.js';
import { AccountIdProps, errorResponses } from './schemas.js';
import { parseId } from './values.js';

const ChangedFields = Type.Record(Type.String(), Type.Unknown(), {
  description: 'The campaign fields (as campaign/list shows them) that this entry changed; null: the field had no value on that side',
});

export const OperationLogEntry = Type.Object({
  operation_id: Type.String({ description: 'Id of the operation; the entries one request wrote share it' }),
  operation_time: Type.String({ description: 'When the change committed, ISO 8601 UTC (YYYY-MM-DDTHH:MM:SSZ)' }),
  operation_type: Type.String({ enum: ['CREATE_CAMPAIGN', 'UPDATE_CAMPAIGN', 'UPDATE_CAMPAIGN_STATUS'] }),
  operator_name: Type.String({ description: 'Who made it: the console user\'s email, API for API-key calls, the OAuth application\'s name for /campaign_management/v1' }),
  campaign_id: Type.String({ description: 'The campaign\'s id' }),
  campaign_name: Type.String({ description: 'Its name after the change' }),
  campaign_type: Type.String({ description: 'The campaign\'s type (APP)' }),
  detail: Type.Object(
    { campaign: Type.Optional(CampaignOut), before: Type.Optional(ChangedFields), after: Type.Optional(ChangedFields) },
    { description: 'CREATE_CAMPAIGN: {campaign}; updates: {before, after} with only the fields the entry changed' },
  ),
});

interface Query {
  account_id: string;
  start_date?: string;
  end_date?: string;
  id?: string;
  page?: string;
  size?: string;
}

export async function operationLogRoutes(s: FastifyInstance, c: Container): Promise<void> {
  s.get<{ Querystring: Query }>(
    '/operation_logs/campaign',
    {
      schema: {
        operationId: 'operationLogsCampaign',
        summary: 'Campaign change log',
        description:
          `Changes of the account's campaigns made through any surface (this API, the console, /campaign_management/v1, the CLI), newest first (ties: operation_id descending). ` +
          `start_date and end_date (YYYY-MM-DD, UTC, both included) span at most ${MAX_LOG_SPAN_DAYS} days; without them the last ${DEFAULT_LOG_SPAN_DAYS} days. ` +
          `A page past the end is []. Entries are kept at least 90 days.`,
        tags: ['campaign'],
        querystring: Type.Object({
          ...AccountIdProps,
          start_date: Type.Optional(Type.String({ description: 'First UTC day, YYYY-MM-DD', examples: ['2026-03-01'] })),
          end_date: Type.Optional(Type.String({ description: `Last UTC day, YYYY-MM-DD, at most ${MAX_LOG_SPAN_DAYS - 1} days after start_date`, examples: ['2026-03-30'] })),
          id: Type.Optional(Type.String({ description: 'Only this campaign (its id)' })),
          page: Type.Optional(Type.String({ description: 'Page number, from 1 (default 1)' })),
          size: Type.Optional(Type.String({ description: `Entries per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})` })),
        }),
        response: { 200: Type.Array(OperationLogEntry), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const page = parseListQuery({ page: q.page, size: q.size }, { hashedIds: false });
      const campaignId = q.id === undefined || q.id.trim() === '' ? undefined : parseId('id', q.id);
      const rows = await c.operationLog.list(accountOf(request), { startDate: q.start_date, endDate: q.end_date, campaignId, offset: page.offset, limit: page.size });
      return rows.map(renderEntry);
    },
  );
}

export function renderEntry(e: CampaignOperation) {
  const d = e.detail;
  let detail: Record<string, unknown>;
  if ('campaign' in d) detail = { campaign: campaignToV2(d.campaign) };
  else {
    const before = campaignToV2(d.before) as Record<string, unknown>;
    const after = campaignToV2(d.after) as Record<string, unknown>;
    const b: Record<string, unknown> = {};
    const a: Record<string, unknown> = {};
    for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[k]) === JSON.stringify(after[k])) continue;
      b[k] = before[k] ?? null;
      a[k] = after[k] ?? null;
    }
    detail = { before: b, after: a };
  }
  return {
    operation_id: e.operationId,
    operation_time: `${e.at.toISOString().slice(0, 19)}Z`,
    operation_type: e.type,
    operator_name: e.operatorName,
    campaign_id: String(e.campaignId),
    campaign_name: e.campaignName,
    campaign_type: e.campaignType,
    detail,
  };
}
