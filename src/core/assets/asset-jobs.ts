// The jobs of a file: `asset.fetch` downloads a file given as a URL (its own bounded pool of
// workers, so a slow or silent host never holds a processing worker), `asset.process` inspects,
// classifies and reviews a stored file. What their payload holds and how a new file's first job
// is planned (now, or in the sandbox later and with a forced outcome). Every job carries its
// account as its fair key: workers take turns between accounts (issue 22, item 3).
import type { Clock } from '../shared/ports.js';
import type { AssetOutcomes, ForcedOutcome } from '../sandbox/outcomes.js';

export const ASSET_PROCESS_JOB = 'asset.process';
export const ASSET_FETCH_JOB = 'asset.fetch';

/** The fair key of an account's jobs. */
export function accountKey(accountId: number): string {
  return `account:${accountId}`;
}

export interface ProcessPayload {
  assetId: number;
  /** URL assets: the largest download accepted. */
  maxBytes?: number | null;
  /** Sandbox: the outcome this file is to have. */
  forced?: ForcedOutcome;
}

/**
 * The first job of a new file (`type`: process an upload, or fetch a URL first): now, or (sandbox)
 * later and with a forced outcome.
 */
export function processJob(
  outcomes: AssetOutcomes | undefined,
  clock: Clock,
  payload: { assetId: number; maxBytes?: number | null },
  accountId: number,
  name: string,
  type: typeof ASSET_PROCESS_JOB | typeof ASSET_FETCH_JOB = ASSET_PROCESS_JOB,
): { type: string; payload: unknown; runAt?: Date; fairKey: string } {
  const plan = outcomes?.plan({ accountId, name });
  const fairKey = accountKey(accountId);
  if (!plan) return { type, payload, fairKey };
  return {
    type,
    payload: plan.forced ? { ...payload, forced: plan.forced } : payload,
    fairKey,
    ...(plan.delaySeconds > 0 ? { runAt: new Date(clock.now().getTime() + plan.delaySeconds * 1000) } : {}),
  };
}

export function assetIdOf(payload: unknown): number {
  const id = (payload as { assetId?: unknown } | null)?.assetId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('asset.process job without a numeric assetId');
  return id;
}

export function forcedOf(payload: unknown): ForcedOutcome | undefined {
  const f = (payload as { forced?: ForcedOutcome } | null)?.forced;
  return f && typeof f === 'object' && typeof f.target === 'string' ? f : undefined;
}

export function maxBytesOf(payload: unknown): number | undefined {
  const m = (payload as { maxBytes?: unknown } | null)?.maxBytes;
  return typeof m === 'number' && Number.isSafeInteger(m) && m > 0 ? m : undefined;
}
