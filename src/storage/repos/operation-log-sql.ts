// The campaign change log in portable SQL (migration 0020). The append runs on the executor of
// the campaign change's own transaction (CampaignsSql.appendOperation), so entry and change
// commit or roll back together.
import type {
  CampaignOperation,
  NewOperation,
  OperationLogLimits,
  OperationLogQuery,
  OperationLogReader,
  OperationType,
} from '../../core/campaigns/operation-log.js';
import { decodeDetail, encodeDetail } from './operation-log-codec.js';
import type { SqlExecutor } from '../db.js';

const DAY_MS = 86_400_000;

interface Row {
  id: number; op: number; account_id: number; at: number; type: string; operator_name: string;
  campaign_id: number; campaign_name: string; campaign_type: string; detail: string;
}

const INSERT_COLUMNS = 'operation_id, account_id, at, type, operator_name, campaign_id, campaign_name, campaign_type, detail';
const values = (e: NewOperation) => [e.accountId, e.at.getTime(), e.type, e.operatorName, e.campaignId, e.campaignName, e.campaignType, encodeDetail(e.detail)];

export async function appendOperation(x: SqlExecutor, entries: NewOperation[], limits: OperationLogLimits): Promise<string> {
  let opId: number | null = null;
  for (const e of entries) {
    const r: { id: number } | undefined = await x.get<{ id: number }>(
      `INSERT INTO campaign_operations (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [opId, ...values(e)],
    );
    opId ??= Number(r!.id);
  }
  if (opId !== null) await sweepIfDue(x, entries, opId, limits);
  return String(opId);
}

/**
 * PostgreSQL: the entries as data-modifying CTEs (op0, op1, ...) to put in front of the change's
 * own statement, so the change and its log travel in one round trip (CampaignsSql.updateLogged).
 * The first entry's id is the operation's: `(SELECT id FROM op0)`. Parameters come first.
 */
export function operationCtes(entries: NewOperation[]): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  entries.forEach((e, i) => {
    if (i === 0) parts.push(`op0 AS (INSERT INTO campaign_operations (${INSERT_COLUMNS}) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id)`);
    // INSERT ... SELECT does not type its parameters from the target columns: cast them
    else parts.push(`op${i} AS (INSERT INTO campaign_operations (${INSERT_COLUMNS}) SELECT id, ?::bigint, ?::bigint, ?::text, ?::text, ?::bigint, ?::text, ?::text, ?::text FROM op0 RETURNING id)`);
    params.push(...values(e));
  });
  return { sql: `WITH ${parts.join(', ')}`, params };
}

/** The sweep of the account rides on about one write in `sweepEvery`: bounded work, amortised. */
export async function sweepIfDue(x: SqlExecutor, entries: NewOperation[], opId: number, limits: OperationLogLimits): Promise<void> {
  if (opId % limits.sweepEvery === 0) await sweep(x, entries[0]!.accountId, entries[0]!.at.getTime(), limits);
}

/** Drops the account's entries older than the retention, and the oldest beyond the per-account bound. */
async function sweep(x: SqlExecutor, accountId: number, nowMs: number, limits: OperationLogLimits): Promise<void> {
  await x.run('DELETE FROM campaign_operations WHERE account_id = ? AND at < ?', [accountId, nowMs - limits.retentionDays * DAY_MS]);
  const edge = await x.get<{ id: number }>('SELECT id FROM campaign_operations WHERE account_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?', [accountId, limits.maxPerAccount]);
  if (edge) await x.run('DELETE FROM campaign_operations WHERE account_id = ? AND id <= ?', [accountId, Number(edge.id)]);
}

export class OperationLogSqlReader implements OperationLogReader {
  constructor(private readonly x: SqlExecutor) {}

  async list(q: OperationLogQuery): Promise<CampaignOperation[]> {
    const params: unknown[] = [q.accountId, q.fromMs, q.toMs];
    let where = 'account_id = ? AND at >= ? AND at <= ?';
    if (q.campaignId !== undefined) {
      where += ' AND campaign_id = ?';
      params.push(q.campaignId);
    }
    params.push(q.limit, q.offset);
    const rows = await this.x.all<Row>(
      `SELECT id, COALESCE(operation_id, id) AS op, account_id, at, type, operator_name, campaign_id, campaign_name, campaign_type, detail
       FROM campaign_operations WHERE ${where} ORDER BY at DESC, op DESC, id DESC LIMIT ? OFFSET ?`,
      params,
    );
    return rows.map((r) => ({
      operationId: String(r.op),
      accountId: Number(r.account_id),
      at: new Date(Number(r.at)),
      type: r.type as OperationType,
      operatorName: r.operator_name,
      campaignId: Number(r.campaign_id),
      campaignName: r.campaign_name,
      campaignType: r.campaign_type,
      detail: decodeDetail(r.detail),
    }));
  }
}
