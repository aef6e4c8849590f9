// Fault injection for the sandbox (issue 11): rules that make matching requests fail with a given
// status (in their surface's own error shape) or arrive late, a given number of times or forever,
// with a probability. The HTTP side lives in http/fault-hooks.ts.
import { DomainError, invalid, type ErrorCode } from '../shared/errors.js';

export interface FaultRule {
  id: string;
  method: string | null;
  path: string;
  account_id: string | null;
  probability: number;
  status: number | null;
  error_code: string | null;
  delay_ms: number;
  /** Matches left; null = unlimited. */
  times: number | null;
  hits: number;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** The domain error a status stands for, so each surface renders it in its own shape. */
export function codeForStatus(status: number): ErrorCode {
  const m: Record<number, ErrorCode> = { 400: 'validation_failed', 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 413: 'payload_too_large', 415: 'unsupported_media_type', 429: 'rate_limited', 503: 'unavailable' };
  return m[status] ?? (status >= 500 ? 'internal' : 'validation_failed');
}

function globToRegExp(glob: string): RegExp {
  const re = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]').replace(/\u0000/g, '.*');
  return new RegExp(`^${re}$`);
}

export class FaultRules {
  private rules: FaultRule[] = [];
  private matchers = new Map<string, (path: string) => boolean>();
  private next = 1;

  constructor(private readonly random: () => number = Math.random) {}

  add(input: Record<string, unknown>): FaultRule {
    const method = input.method === undefined || input.method === null ? null : String(input.method).toUpperCase();
    if (method !== null && !METHODS.includes(method)) throw invalid('method', `must be one of ${METHODS.join(', ')}`);
    if (typeof input.path !== 'string' || !input.path.startsWith('/')) throw invalid('path', 'must be a path starting with / (a prefix, or a glob with * and **)');
    const probability = input.probability === undefined ? 1 : input.probability;
    if (typeof probability !== 'number' || !(probability >= 0 && probability <= 1)) throw invalid('probability', 'must be a number from 0 to 1');
    const status = input.status === undefined || input.status === null ? null : input.status;
    if (status !== null && !(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)) throw invalid('status', 'must be an HTTP error status from 400 to 599');
    const delay = input.delay_ms === undefined ? 0 : input.delay_ms;
    if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > 120_000) throw invalid('delay_ms', 'must be an integer from 0 to 120000');
    if (status === null && delay === 0) throw invalid('status', 'is required unless delay_ms is given (a delay-only fault)');
    const times = input.times === undefined || input.times === null ? null : input.times;
    if (times !== null && !(Number.isInteger(times) && (times as number) >= 1)) throw invalid('times', 'must be an integer from 1');
    const errorCode = input.error_code === undefined || input.error_code === null ? null : String(input.error_code);
    if (errorCode !== null && !/^[A-Za-z0-9_.-]{1,64}$/.test(errorCode)) throw invalid('error_code', 'must be 1-64 letters, digits, _ . -');
    const account = input.account_id === undefined || input.account_id === null ? null : String(input.account_id).trim();
    if (account !== null && !/^\d{1,15}$/.test(account)) throw invalid('account_id', 'must be an account id');
    const rule: FaultRule = { id: String(this.next++), method, path: input.path, account_id: account, probability, status: status as number | null, error_code: errorCode, delay_ms: delay, times: times as number | null, hits: 0 };
    const glob = /[*?]/.test(rule.path);
    const re = glob ? globToRegExp(rule.path) : undefined;
    this.matchers.set(rule.id, re ? (p) => re.test(p) : (p) => p.startsWith(rule.path));
    this.rules.push(rule);
    return { ...rule };
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  clear(): void {
    this.rules = [];
    this.matchers.clear();
  }

  /** The first rule that fires for this request (counting it), if any. */
  match(method: string, path: string, accountId: string | null): FaultRule | undefined {
    for (const r of this.rules) {
      if (r.method && r.method !== method) continue;
      if (r.account_id && r.account_id !== accountId) continue;
      if (!this.matchers.get(r.id)!(path)) continue;
      if (r.probability < 1 && this.random() >= r.probability) continue;
      r.hits++;
      if (r.times !== null && --r.times === 0) {
        this.rules = this.rules.filter((x) => x !== r);
        this.matchers.delete(r.id);
      }
      return { ...r };
    }
    return undefined;
  }
}

/** The error a fault answers with, for the surface's renderer (meta.fault overrides status and code). */
export function faultError(rule: FaultRule): DomainError {
  const status = rule.status!;
  return new DomainError(codeForStatus(status), `sandbox fault ${rule.id} injected (${status})`, {}, {
    fault: { status, errorCode: rule.error_code },
    ...(status === 429 ? { retryAfterSeconds: 1 } : {}),
  });
}
