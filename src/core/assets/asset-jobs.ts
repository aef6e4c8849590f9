// The processing job of a file (`asset.process`): what its payload holds and how a new file's job
// is planned (now, or in the sandbox later and with a forced outcome).
import type { Clock } from '../shared/ports.js';
import type { AssetOutcomes, ForcedOutcome } from '../sandbox/outcomes.js';

export const ASSET_PROCESS_JOB = 'asset.process';

export interface ProcessPayload {
  assetId: number;
  /** URL assets: the largest download accepted. */
  maxBytes?: number | null;
  /** Sandbox: the outcome this file is to have. */
  forced?: ForcedOutcome;
}

/** The processing job of a new file: now, or (sandbox) later and with a forced outcome. */
export function processJob(
  outcomes: AssetOutcomes | undefined,
  clock: Clock,
  payload: { assetId: number; maxBytes?: number | null },
  accountId: number,
  name: string,
): { type: string; payload: unknown; runAt?: Date } {
  const plan = outcomes?.plan({ accountId, name });
  if (!plan) return { type: ASSET_PROCESS_JOB, payload };
  return {
    type: ASSET_PROCESS_JOB,
    payload: plan.forced ? { ...payload, forced: plan.forced } : payload,
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
