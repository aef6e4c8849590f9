// The campaign change log (addendum 7, section 4): one entry per campaign change, written by
// CampaignsService inside the transaction of the change itself, so a refused or failed change
// logs nothing and a committed one is always logged. Entries hold generation-neutral snapshots
// (the campaign and its country rows as the core keeps them); each surface renders them in its
// own shape (/manage/v1: operation-log-routes.ts). Decisions: docs/decisions/operation-log.md.
import type { Campaign, CampaignWithTargets } from './model.js';

export type OperationType = 'CREATE_CAMPAIGN' | 'UPDATE_CAMPAIGN' | 'UPDATE_CAMPAIGN_STATUS';

/** Who made a change: the console user's email, `API` for key calls, the OAuth app's name for v1. */
export interface Operator {
  name: string;
}
/** Calls made by a campaign API key (/manage/v1, the user CLI, the sandbox's fixture seed). */
export const API_OPERATOR: Operator = Object.freeze({ name: 'API' });
/** Changes the platform makes for itself (demo content, examples). */
export const SYSTEM_OPERATOR: Operator = Object.freeze({ name: 'system' });

/** What an entry records: the campaign on create; before and after on updates. */
export type OperationDetail = { campaign: CampaignWithTargets } | { before: CampaignWithTargets; after: CampaignWithTargets };

export interface NewOperation {
  accountId: number;
  at: Date;
  type: OperationType;
  operatorName: string;
  campaignId: number;
  campaignName: string;
  campaignType: string;
  detail: OperationDetail;
}

export interface CampaignOperation extends NewOperation {
  /** Shared by the entries one request wrote (a change of status and of other fields: two entries). */
  operationId: string;
}

/** How long and how many entries are kept (the retention sweep runs inside the writes). */
export interface OperationLogLimits {
  /** Entries younger than this are kept (unless the per-account bound is passed). */
  retentionDays: number;
  /** At most this many entries per account; the oldest go first. */
  maxPerAccount: number;
  /** The sweep of an account runs on about one write in this many (a whole-number id modulo). */
  sweepEvery: number;
}
export const DEFAULT_OPERATION_LOG_LIMITS: OperationLogLimits = Object.freeze({ retentionDays: 90, maxPerAccount: 100_000, sweepEvery: 64 });

/** The write side, part of the campaigns transaction (CampaignsWriter). */
export interface OperationLogWriter {
  /** Appends the entries of one operation (in order) and answers the operation id they share. */
  appendOperation(entries: NewOperation[], limits: OperationLogLimits): Promise<string>;
}

export interface OperationLogQuery {
  accountId: number;
  /** Inclusive bounds, epoch ms. */
  fromMs: number;
  toMs: number;
  campaignId?: number;
  offset: number;
  limit: number;
}

export interface OperationLogReader {
  /** Entries of the account in the window, newest first (ties: operation id, then entry, descending). */
  list(q: OperationLogQuery): Promise<CampaignOperation[]>;
}

/** The entries a create writes. */
export function createEntries(created: CampaignWithTargets, by: Operator, at: Date): NewOperation[] {
  return [{ ...base(created.campaign, by, at), type: 'CREATE_CAMPAIGN', detail: { campaign: created } }];
}

/**
 * The entries an update writes: a change of status alone is UPDATE_CAMPAIGN_STATUS, any other
 * change UPDATE_CAMPAIGN, both when both changed (each entry's before/after differ only in what
 * it reports); none when nothing changed.
 */
export function updateEntries(before: CampaignWithTargets, after: CampaignWithTargets, by: Operator, at: Date): NewOperation[] {
  const out: NewOperation[] = [];
  const statusChanged = before.campaign.status !== after.campaign.status;
  const mid: CampaignWithTargets = { campaign: { ...before.campaign, status: after.campaign.status }, countries: before.countries };
  if (statusChanged) out.push({ ...base(after.campaign, by, at), type: 'UPDATE_CAMPAIGN_STATUS', detail: { before, after: mid } });
  if (!sameExceptStatus(before, after)) out.push({ ...base(after.campaign, by, at), type: 'UPDATE_CAMPAIGN', detail: { before: statusChanged ? mid : before, after } });
  return out;
}

function base(c: Campaign, by: Operator, at: Date) {
  return { accountId: c.accountId, at, operatorName: by.name, campaignId: c.id, campaignName: c.name, campaignType: c.type };
}

/** Equal apart from status and the bookkeeping time (updatedAt); no serialising (every update asks). */
function sameExceptStatus(a: CampaignWithTargets, b: CampaignWithTargets): boolean {
  for (const k of Object.keys(a.campaign) as (keyof Campaign)[]) {
    if (k === 'status' || k === 'updatedAt') continue;
    if (!sameValue(a.campaign[k], b.campaign[k])) return false;
  }
  // the service hands the same array on when the countries were not part of the change
  return a.countries === b.countries || JSON.stringify(a.countries) === JSON.stringify(b.countries);
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (x instanceof Date && y instanceof Date) return x.getTime() === y.getTime();
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => v === y[i]);
  return false;
}
