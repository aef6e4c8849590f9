// Reading the campaign change log (GET /manage/v1/operation_logs/campaign): the window rules
// and paging; the entries are written by CampaignsService (operation-log.ts).
import { invalid } from '../shared/errors.js';
import type { Clock } from '../shared/ports.js';
import type { CampaignOperation, OperationLogReader } from './operation-log.js';

const DAY_MS = 86_400_000;
/** Longest window of one request, both days included. */
export const MAX_LOG_SPAN_DAYS = 30;
/** Window when neither date is given: the last 7 UTC days, today included. */
export const DEFAULT_LOG_SPAN_DAYS = 7;

export interface OperationLogRequest {
  startDate?: string;
  endDate?: string;
  campaignId?: number;
  offset: number;
  limit: number;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function parseDay(field: string, v: string): number {
  const s = v.trim();
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || dayText(ms) !== s) throw invalid(field, `must be a date YYYY-MM-DD (UTC), got "${s.slice(0, 40)}"`);
  return ms;
}

export class OperationLogService {
  constructor(private readonly d: { reader: OperationLogReader; clock: Clock }) {}

  /** The window [start, end] in epoch ms of whole UTC days, after the rules (a 400 names the field). */
  window(q: { startDate?: string; endDate?: string }): { fromMs: number; toMs: number } {
    const today = Math.floor(this.d.clock.now().getTime() / DAY_MS) * DAY_MS;
    const has = (v?: string) => v !== undefined && v.trim() !== '';
    const end = has(q.endDate) ? parseDay('end_date', q.endDate!) : has(q.startDate) ? Math.min(today, parseDay('start_date', q.startDate!) + (MAX_LOG_SPAN_DAYS - 1) * DAY_MS) : today;
    const start = has(q.startDate) ? parseDay('start_date', q.startDate!) : end - (DEFAULT_LOG_SPAN_DAYS - 1) * DAY_MS;
    if (start > end) throw invalid('start_date', `must not be after end_date (${dayText(start)} > ${dayText(end)})`);
    const last = start + (MAX_LOG_SPAN_DAYS - 1) * DAY_MS;
    if (end > last) {
      throw invalid('end_date', `the window is at most ${MAX_LOG_SPAN_DAYS} days, both ends included: with start_date ${dayText(start)}, end_date must be from ${dayText(start)} to ${dayText(last)} (got ${dayText(end)})`);
    }
    return { fromMs: start, toMs: end + DAY_MS - 1 };
  }

  list(accountId: number, q: OperationLogRequest): Promise<CampaignOperation[]> {
    const w = this.window(q);
    return this.d.reader.list({ accountId, ...w, campaignId: q.campaignId, offset: q.offset, limit: q.limit });
  }
}
