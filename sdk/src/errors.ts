// One error class for every failure the SDK reports: an HTTP error answer of any surface (each
// surface has its own error shape; they are read here into the same fields), or a request that
// never got an answer (network error, status 0). Messages and fields never carry a credential:
// the URL is kept as its path only, since two surfaces take their key in the query string.

export type Surface = 'campaign-management-v1' | 'manage-v1' | 'oauth' | 'reporting' | 'suppression' | 'sandbox';

export interface ErrorDetails {
  status: number;
  /** The surface's own error code: `/manage/v1` its numeric `x-al-error-code` ("100001"); the first generation, OAuth, suppression and the sandbox their `error` string; reporting the `code` it answers (the HTTP status); `network_error` when no answer came. */
  code: string;
  message: string;
  surface: Surface;
  method: string;
  /** Path of the request, without its query (which may hold a key). */
  path: string;
  /** `/manage/v1`: the body's `error.type` (the platform's own code, e.g. `validation_failed`). */
  type?: string;
  field?: string;
  rule?: string;
  traceId?: string;
  /** Seconds the server asked to wait (Retry-After), when it said. */
  retryAfterSeconds?: number;
  /** Requests sent in all for this call (retries included). */
  attempts: number;
  /** The parsed error body, or its text when it was not JSON. */
  body?: unknown;
  cause?: unknown;
}

export class CampaignPlatformError extends Error {
  override readonly name = 'CampaignPlatformError';
  readonly status: number;
  readonly code: string;
  readonly surface: Surface;
  readonly method: string;
  readonly path: string;
  readonly type?: string;
  readonly field?: string;
  readonly rule?: string;
  readonly traceId?: string;
  readonly retryAfterSeconds?: number;
  readonly attempts: number;
  readonly body?: unknown;

  constructor(d: ErrorDetails) {
    super(describe(d), d.cause === undefined ? undefined : { cause: d.cause });
    this.status = d.status;
    this.code = d.code;
    this.surface = d.surface;
    this.method = d.method;
    this.path = d.path;
    this.type = d.type;
    this.field = d.field;
    this.rule = d.rule;
    this.traceId = d.traceId;
    this.retryAfterSeconds = d.retryAfterSeconds;
    this.attempts = d.attempts;
    this.body = d.body;
  }

  /** The server's own message, without the request and status prefix. */
  get detail(): string {
    return detailOf(this.message);
  }

  /** True when sending the same request later may succeed (429, 5xx, no answer). */
  get retryable(): boolean {
    return this.code === 'network_error' || this.status === 429 || this.status >= 500;
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      status: this.status,
      code: this.code,
      message: this.detail,
      surface: this.surface,
      method: this.method,
      path: this.path,
      ...(this.type ? { type: this.type } : {}),
      ...(this.field ? { field: this.field } : {}),
      ...(this.rule ? { rule: this.rule } : {}),
      ...(this.traceId ? { trace_id: this.traceId } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retry_after_seconds: this.retryAfterSeconds } : {}),
      attempts: this.attempts,
    };
  }
}

const SEP = ' :: ';
function describe(d: ErrorDetails): string {
  const where = `${d.method} ${d.path}`;
  const head = d.status === 0 ? `${where}: no answer` : `${where}: ${d.status} ${d.code}`;
  const extra = [d.field ? `field ${d.field}` : '', d.rule ? `rule: ${d.rule}` : '', d.traceId ? `trace id ${d.traceId}` : ''].filter(Boolean).join('; ');
  return `${head}${SEP}${d.message}${extra ? ` (${extra})` : ''}`;
}
function detailOf(message: string): string {
  const i = message.indexOf(SEP);
  return i < 0 ? message : message.slice(i + SEP.length);
}

export function isCampaignPlatformError(e: unknown): e is CampaignPlatformError {
  return e instanceof CampaignPlatformError;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** Reads an error answer of `surface` into the error class. The body is read here (at most 64 KiB kept). */
export async function errorFromResponse(surface: Surface, method: string, path: string, res: Response, attempts: number, retryAfterSeconds?: number): Promise<CampaignPlatformError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    /* the body broke off: the status and headers still say enough */
  }
  if (text.length > 65536) text = text.slice(0, 65536);
  let body: unknown = text || undefined;
  let j: Json = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      j = parsed as Json;
      body = parsed;
    }
  } catch {
    /* not JSON: kept as text */
  }
  const traceId = str(j.trace_id) ?? res.headers.get('x-trace-id') ?? undefined;
  const base = { status: res.status, surface, method, path, traceId, attempts, body, retryAfterSeconds };
  const fallbackMessage = text && !Object.keys(j).length ? text.slice(0, 300) : res.statusText || `HTTP ${res.status}`;

  if (surface === 'manage-v1') {
    // real clients read the headers first; the body names the field and the rule
    const e = (j.error && typeof j.error === 'object' ? j.error : {}) as Json;
    return new CampaignPlatformError({
      ...base,
      code: res.headers.get('x-al-error-code') ?? str(e.code) ?? `http_${res.status}`,
      message: res.headers.get('x-al-error-message') ?? str(e.message) ?? fallbackMessage,
      type: str(e.type),
      field: str(e.field),
      rule: str(e.rule),
    });
  }
  if (surface === 'reporting' && typeof j.code === 'number') {
    return new CampaignPlatformError({ ...base, code: String(j.code), message: str(j.message) ?? fallbackMessage, field: str(j.field), rule: str(j.rule) });
  }
  // first generation and OAuth: {error, error_description, field?, rule?}; suppression, sandbox and
  // the server's own answers (bad request line, timeouts): {error, message, field?}
  return new CampaignPlatformError({
    ...base,
    code: str(j.error) ?? `http_${res.status}`,
    message: str(j.error_description) ?? str(j.message) ?? fallbackMessage,
    field: str(j.field),
    rule: str(j.rule),
  });
}

/** A request that got no answer at all (after its retries). */
export function networkError(surface: Surface, method: string, path: string, cause: unknown, attempts: number): CampaignPlatformError {
  const c = cause as { message?: string; cause?: { code?: string; message?: string }; code?: string } | undefined;
  const why = c?.cause?.code ?? (typeof c?.code === 'string' ? c.code : undefined) ?? c?.cause?.message ?? c?.message ?? String(cause);
  // (fetch's messages quote the URL, and a URL may carry a user name and password)
  return new CampaignPlatformError({ status: 0, code: 'network_error', message: `the request got no answer (${String(why).replace(/\/\/[^/\s@]*@/g, '//***@')})`, surface, method, path, attempts, cause });
}
