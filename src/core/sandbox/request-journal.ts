// The sandbox's request journal (issue 11): what clients actually sent and got, most recent first,
// bounded in memory (entries and bytes), with secrets, keys and passwords redacted before anything
// is stored (journal-redaction.ts: bodies are recorded through recordBody / recordParsed).
import { redact } from './journal-redaction.js';

export { MAX_BODY_BYTES, recordBody, recordParsed, redact } from './journal-redaction.js';

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

const MAX_ENTRIES = 1000;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

export class RequestJournal {
  private entries: { e: JournalEntry; bytes: number }[] = [];
  private bytes = 0;

  add(e: JournalEntry): void {
    // (bodies arrive recorded, i.e. redacted; looked through once more so nothing unredacted is ever kept)
    const entry = { ...e, query: redact(e.query) as Record<string, string>, request_body: redact(e.request_body), response_body: redact(e.response_body) };
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
