// Request logs (issue 25): every API request of an account in the last days, on every surface,
// with its request and answer bodies (secrets redacted), for the console's Request logs page.
// Written off the request path: the HTTP layer pushes a raw record into the service's buffer, a
// timer turns the buffered records into entries and stores them in batches.

/** Where a request came in. */
export type LogSurface = 'manage-v1' | 'campaign-management-v1' | 'oauth' | 'suppression' | 'reporting';
export const LOG_SURFACES: readonly LogSurface[] = ['manage-v1', 'campaign-management-v1', 'oauth', 'suppression', 'reporting'];

/** What the request authenticated with (never the credential itself); `none` for the platform's own entries. */
export type CredentialKind = 'campaign_api_key' | 'oauth_token_first_party' | 'oauth_token_third_party' | 'oauth_client' | 'management_key' | 'report_key' | 'none';

/**
 * Whose entries the platform's own are: requests that proved no account (no credential, a wrong
 * one, or refused before it was checked). No account has this id (ids start at 1), so no tenant
 * ever sees them; they have their own budget and caps (RequestLogLimits.unattributed*).
 */
export const PLATFORM_ACCOUNT_ID = 0;

export interface RequestLogEntry {
  accountId: number;
  at: Date;
  method: string;
  /** Path and query string, secrets in the query redacted. */
  path: string;
  status: number;
  durationMs: number;
  surface: LogSurface;
  credential: CredentialKind;
  /** The answer's error code and message (4xx/5xx), as the surface wrote them. */
  errorCode: string | null;
  errorMessage: string | null;
  traceId: string;
  /** Redacted and cut to the entry limit; null when the request had none. */
  requestBody: string | null;
  responseBody: string | null;
}

export interface StoredRequestLog extends RequestLogEntry {
  id: number;
}

export interface RequestLogFilter {
  /** 2, 4 or 5: 2xx, 4xx, 5xx (3 for 3xx). */
  statusClass?: number;
  surface?: LogSurface;
  /** A part of the path (case-sensitive). */
  pathContains?: string;
  traceId?: string;
  /** Entries at or after this instant (the retention window). */
  since: Date;
  offset: number;
  limit: number;
}

export interface RequestLogLimits {
  /** Entries kept per account (oldest dropped first). */
  maxRowsPerAccount: number;
  /** Bytes of stored text (path, bodies, error message) kept per account (oldest dropped first). */
  maxBytesPerAccount: number;
  /** Each body is cut to this many bytes. */
  maxBodyBytes: number;
  /** Entries older than this are dropped. */
  retentionMs: number;
  /**
   * Successful requests kept per account and second (per process); more are counted, not kept.
   * The caps hold a few seconds of a client that sends thousands a second anyway, and storing them
   * would cost the requests themselves; errors have their own, larger budget.
   */
  maxPerSecond: number;
  maxErrorsPerSecond: number;
  /**
   * The platform's own entries (PLATFORM_ACCOUNT_ID): kept per second (per process) in a buffer of
   * their own, and their row and byte caps, so a flood of unauthenticated requests never takes an
   * account's place in the buffer, in a flush or in storage.
   */
  unattributedPerSecond: number;
  unattributedMaxRows: number;
  unattributedMaxBytes: number;
}

export const DEFAULT_REQUEST_LOG_LIMITS: RequestLogLimits = {
  maxRowsPerAccount: 10_000,
  maxBytesPerAccount: 32 * 1024 * 1024,
  maxBodyBytes: 8 * 1024,
  retentionMs: 7 * 86_400_000,
  maxPerSecond: 50,
  maxErrorsPerSecond: 200,
  unattributedPerSecond: 20,
  unattributedMaxRows: 10_000,
  unattributedMaxBytes: 8 * 1024 * 1024,
};

export interface RequestLogRepo {
  /**
   * Stores the entries (one transaction) and then drops each touched account's oldest entries
   * beyond the row and byte caps; returns how many were dropped.
   */
  append(entries: readonly RequestLogEntry[], caps: { maxRows: number; maxBytes: number }, skipped?: ReadonlyMap<number, number>): Promise<number>;
  list(accountId: number, filter: RequestLogFilter): Promise<StoredRequestLog[]>;
  /** An account's entry by trace id (trace ids are unique per request). */
  byTraceId(accountId: number, traceId: string): Promise<StoredRequestLog | undefined>;
  /** Drops every entry older than `before`; returns how many. */
  dropOlderThan(before: Date): Promise<number>;
  /** The account's stored entry count and bytes, and the requests not kept (over the per-second budget). */
  usage(accountId: number): Promise<{ rows: number; bytes: number; skipped: number }>;
}

/** The bytes an entry costs against its account's cap: its stored text. */
export function entryBytes(e: Pick<RequestLogEntry, 'path' | 'requestBody' | 'responseBody' | 'errorMessage'>): number {
  return Buffer.byteLength(e.path) + (e.requestBody ? Buffer.byteLength(e.requestBody) : 0) + (e.responseBody ? Buffer.byteLength(e.responseBody) : 0) + (e.errorMessage ? Buffer.byteLength(e.errorMessage) : 0) + 128;
}
