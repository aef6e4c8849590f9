// The sandbox's request journal (issue 11): what clients actually sent and got, most recent first,
// bounded in memory (entries and bytes), with secrets, keys and passwords redacted.

export interface JournalEntry {
  trace_id: string;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  duration_ms: number;
  account_id: string | null;
  request_body: unknown;
  response_body: unknown;
}

export interface JournalFilter {
  method?: string;
  /** A prefix of the path. */
  path?: string;
  status?: number;
  accountId?: string;
  limit: number;
}

/** Bodies are kept up to this size (then cut, with a note). */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_ENTRIES = 1000;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const SECRET_NAME = /secret|password|passwd|token|api_key|apikey|authorization|(^|_)key$|management_key|campaign_api_key|code_verifier|^code$/i;
const REDACTED = '[redacted]';

/** `code` is an OAuth authorization code in a token request, but an error's numeric code in /manage/v1 answers: that one stays readable. */
function isErrorCode(key: string, v: unknown): boolean {
  return key.toLowerCase() === 'code' && (typeof v === 'number' || (typeof v === 'string' && /^\d{1,9}$/.test(v)));
}

/** A copy with the values of secret-looking fields replaced (any depth). */
export function redact(v: unknown, depth = 0): unknown {
  if (depth > 20 || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => redact(x, depth + 1));
  const out: Record<string, unknown> = {};
  // a secret-named field's value is replaced when it is a value; an object under such a name (the
  // token answer's accessToken) is searched, so its non-secret fields stay readable
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    out[k] = SECRET_NAME.test(k) && x !== null && x !== undefined && x !== '' && typeof x !== 'object' && !isErrorCode(k, x) ? REDACTED : redact(x, depth + 1);
  }
  return out;
}

/** A body as recorded: parsed when JSON, text otherwise, cut at MAX_BODY_BYTES. */
export function recordBody(raw: string | Buffer | undefined, contentType: string | undefined): unknown {
  if (raw === undefined || raw.length === 0) return null;
  const buf = typeof raw === 'string' ? Buffer.from(raw) : raw;
  if (buf.length > MAX_BODY_BYTES) return { truncated: true, bytes: buf.length, text: buf.subarray(0, MAX_BODY_BYTES).toString('utf8') };
  const text = buf.toString('utf8');
  if (/json/i.test(contentType ?? '') || /^\s*[[{]/.test(text)) {
    try {
      return redact(JSON.parse(text));
    } catch {
      // not JSON after all: kept as text
    }
  }
  if (/x-www-form-urlencoded/i.test(contentType ?? '')) return redact(Object.fromEntries(new URLSearchParams(text)));
  return text;
}

export class RequestJournal {
  private entries: { e: JournalEntry; bytes: number }[] = [];
  private bytes = 0;

  add(e: JournalEntry): void {
    const entry = { ...e, query: redact(e.query) as Record<string, string> };
    const bytes = JSON.stringify(entry).length;
    this.entries.push({ e: entry, bytes });
    this.bytes += bytes;
    while (this.entries.length > MAX_ENTRIES || (this.bytes > MAX_TOTAL_BYTES && this.entries.length > 1)) this.bytes -= this.entries.shift()!.bytes;
  }

  list(f: JournalFilter): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = this.entries.length - 1; i >= 0 && out.length < f.limit; i--) {
      const e = this.entries[i]!.e;
      if (f.method && e.method !== f.method.toUpperCase()) continue;
      if (f.path && !e.path.startsWith(f.path)) continue;
      if (f.status !== undefined && e.status !== f.status) continue;
      if (f.accountId !== undefined && e.account_id !== f.accountId) continue;
      out.push(e);
    }
    return out;
  }

  clear(accountId?: string): void {
    this.entries = accountId === undefined ? [] : this.entries.filter((x) => x.e.account_id !== accountId);
    this.bytes = this.entries.reduce((n, x) => n + x.bytes, 0);
  }
}
