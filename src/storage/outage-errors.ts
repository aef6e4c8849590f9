import { isDependencyUnavailable, type Dependency } from '../core/shared/dependency.js';

// Which database errors mean "the database cannot be reached right now" (so the request is
// answered 503 and may be retried) rather than "this statement is wrong" (a bug: 500). Judged on
// the error's shape only, never by sending anything.

/** Node's socket errors: the server is not there, or went away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/**
 * PostgreSQL SQLSTATEs of a server that is unreachable, shutting down, restarting or full:
 * class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now),
 * 53300 (too many connections), 58030 (I/O error).
 */
const PG_CODES = /^(08\d{3}|57P0[1-3]|53300|58030)$/;
/** node-postgres's own messages for a connection lost or never made (they carry no code). */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|Query read timeout)/;
/** SQLite: the file is locked past busy_timeout, or the disk or file went away. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/;

export function isDatabaseUnreachable(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const x = e as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof x.code === 'string' ? x.code : '';
  if (SOCKET_CODES.has(code) || PG_CODES.test(code) || SQLITE_CODES.test(code)) return true;
  if (typeof x.message === 'string' && PG_MESSAGES.test(x.message)) return true;
  // an AggregateError of connection attempts (IPv4 and IPv6 both refused)
  return Array.isArray(x.errors) && x.errors.length > 0 && x.errors.every(isDatabaseUnreachable);
}

/** The error in a few words for the server's log (code and message), never for a client. */
export function databaseErrorDetail(e: unknown): string {
  const x = e as { code?: unknown; message?: unknown };
  return [typeof x?.code === 'string' ? x.code : undefined, typeof x?.message === 'string' ? x.message : undefined].filter(Boolean).join(': ') || String(e);
}

/** The dependency an error says is unreachable (a blob store's own error, or the database's), with the log's detail. */
export function classifyOutage(e: unknown): { dependency: Dependency; detail: string } | undefined {
  if (isDependencyUnavailable(e)) return { dependency: e.dependency, detail: e.message };
  if (isDatabaseUnreachable(e)) return { dependency: 'database', detail: databaseErrorDetail(e) };
  return undefined;
}
