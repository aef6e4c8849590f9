// Forced asset outcomes and processing delays for the sandbox (issue 11). A rule matches files by
// account and name (glob) and forces the processing result (FAILURE) or the review result
// (REJECTED, ACTIVE), after `delay_seconds` of the platform clock, so PENDING / IN_REVIEW can be
// observed and REJECTED exercised. The decision is taken when the file is ingested (the delay
// schedules its processing job) and travels in the job's payload: rules changed later do not
// touch files already on their way.
import { invalid } from '../shared/errors.js';

export type OutcomeTarget = 'asset_processing' | 'asset_review';
export type Outcome = 'FAILURE' | 'REJECTED' | 'ACTIVE';

export interface OutcomeRule {
  id: string;
  target: OutcomeTarget;
  match: { account_id: string | null; file_name: string | null };
  outcome: Outcome;
  error_message: string | null;
  delay_seconds: number;
  /** Files left; null = unlimited. */
  times: number | null;
  hits: number;
}

/** What the pipeline does with one file (stored in its job's payload). */
export interface ForcedOutcome {
  target: OutcomeTarget;
  outcome: Outcome;
  errorMessage: string | null;
}

export interface AssetPlan {
  /** Seconds of the platform clock before the file is processed. */
  delaySeconds: number;
  forced?: ForcedOutcome;
}

/** The port the asset pipeline asks (absent outside the sandbox). */
export interface AssetOutcomes {
  plan(file: { accountId: number; name: string }): AssetPlan;
}

const ALLOWED: Record<OutcomeTarget, Outcome[]> = { asset_processing: ['FAILURE', 'ACTIVE'], asset_review: ['REJECTED', 'ACTIVE'] };

function globMatcher(glob: string): (s: string) => boolean {
  const re = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'i');
  return (s) => re.test(s);
}

export class SandboxOutcomes implements AssetOutcomes {
  private rules: { rule: OutcomeRule; name: (s: string) => boolean }[] = [];
  private next = 1;
  /** POST /_sandbox/settings processing_delay_seconds: every file waits this long. */
  processingDelaySeconds = 0;

  add(input: Record<string, unknown>): OutcomeRule {
    const target = input.target as OutcomeTarget;
    if (!(target in ALLOWED)) throw invalid('target', 'must be asset_processing or asset_review');
    const outcome = input.outcome as Outcome;
    if (!ALLOWED[target].includes(outcome)) throw invalid('outcome', `must be ${ALLOWED[target].join(' or ')} for ${target}`);
    const match = (input.match ?? {}) as Record<string, unknown>;
    if (typeof match !== 'object' || match === null || Array.isArray(match)) throw invalid('match', 'must be an object');
    const account = match.account_id === undefined || match.account_id === null ? null : String(match.account_id).trim();
    if (account !== null && !/^\d{1,15}$/.test(account)) throw invalid('match.account_id', 'must be an account id');
    const fileName = match.file_name === undefined || match.file_name === null ? null : match.file_name;
    if (fileName !== null && (typeof fileName !== 'string' || !fileName || fileName.length > 500)) throw invalid('match.file_name', 'must be a file name or a glob (* and ?)');
    const delay = input.delay_seconds === undefined ? 0 : input.delay_seconds;
    if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0 || delay > 30 * 86_400) throw invalid('delay_seconds', 'must be a number of seconds from 0 to 2592000 (30 days)');
    const times = input.times === undefined || input.times === null ? null : input.times;
    if (times !== null && !(Number.isInteger(times) && (times as number) >= 1)) throw invalid('times', 'must be an integer from 1');
    const message = input.error_message === undefined || input.error_message === null ? null : input.error_message;
    if (message !== null && (typeof message !== 'string' || message.length > 1000)) throw invalid('error_message', 'must be a string of at most 1000 characters');
    const rule: OutcomeRule = { id: String(this.next++), target, match: { account_id: account, file_name: fileName as string | null }, outcome, error_message: message as string | null, delay_seconds: delay, times: times as number | null, hits: 0 };
    this.rules.push({ rule, name: fileName === null ? () => true : globMatcher(fileName as string) });
    return { ...rule, match: { ...rule.match } };
  }

  list(): OutcomeRule[] {
    return this.rules.map((r) => ({ ...r.rule, match: { ...r.rule.match } }));
  }

  clear(): void {
    this.rules = [];
  }

  setProcessingDelay(seconds: unknown): void {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0 || seconds > 30 * 86_400) throw invalid('processing_delay_seconds', 'must be a number of seconds from 0 to 2592000 (30 days)');
    this.processingDelaySeconds = seconds;
  }

  plan(file: { accountId: number; name: string }): AssetPlan {
    for (const r of this.rules) {
      if (r.rule.match.account_id !== null && r.rule.match.account_id !== String(file.accountId)) continue;
      if (!r.name(file.name)) continue;
      r.rule.hits++;
      if (r.rule.times !== null && --r.rule.times === 0) this.rules = this.rules.filter((x) => x !== r);
      return {
        delaySeconds: Math.max(this.processingDelaySeconds, r.rule.delay_seconds),
        forced: { target: r.rule.target, outcome: r.rule.outcome, errorMessage: r.rule.error_message },
      };
    }
    return { delaySeconds: this.processingDelaySeconds };
  }
}
