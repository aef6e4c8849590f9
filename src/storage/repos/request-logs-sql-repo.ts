// Request logs in SQL, one text for both engines. A flush is one transaction: the batch in
// multi-row INSERTs, each touched account's totals in request_log_usage, then that account's
// oldest entries beyond its row and byte caps deleted. Every process on a PostgreSQL database
// writes here, so the console's page shows all of them; an account's usage row serialises the
// caps of two processes flushing for it at once.
import { entryBytes, type RequestLogEntry, type RequestLogFilter, type RequestLogRepo, type StoredRequestLog, type LogSurface, type CredentialKind } from '../../core/request-logs/model.js';
import type { Db, SqlExecutor } from '../db.js';

const COLUMNS = ['account_id', 'at', 'method', 'path', 'status', 'duration_ms', 'surface', 'credential', 'error_code', 'error_message', 'trace_id', 'request_body', 'response_body', 'bytes'] as const;
const ROWS_PER_INSERT = 50;
const IDS_PER_DELETE = 500;
const LIST_COLUMNS = 'id, account_id, at, method, path, status, duration_ms, surface, credential, error_code, error_message, trace_id';

interface Row {
  id: number | string;
  account_id: number | string;
  at: number | string;
  method: string;
  path: string;
  status: number | string;
  duration_ms: number | string;
  surface: string;
  credential: string;
  error_code: string | null;
  error_message: string | null;
  trace_id: string;
  request_body?: string | null;
  response_body?: string | null;
}

const fromRow = (r: Row): StoredRequestLog => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  at: new Date(Number(r.at)),
  method: r.method,
  path: r.path,
  status: Number(r.status),
  durationMs: Number(r.duration_ms),
  surface: r.surface as LogSurface,
  credential: r.credential as CredentialKind,
  errorCode: r.error_code,
  errorMessage: r.error_message,
  traceId: r.trace_id,
  requestBody: r.request_body ?? null,
  responseBody: r.response_body ?? null,
});

export class RequestLogsSqlRepo implements RequestLogRepo {
  constructor(private readonly db: Db) {}

  async append(entries: readonly RequestLogEntry[], caps: { maxRows: number; maxBytes: number }, skipped: ReadonlyMap<number, number> = new Map()): Promise<number> {
    if (!entries.length && !skipped.size) return 0;
    return this.db.transaction(async (tx) => {
      const added = new Map<number, { rows: number; bytes: number }>();
      for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
        const chunk = entries.slice(i, i + ROWS_PER_INSERT);
        const params: unknown[] = [];
        for (const e of chunk) {
          const bytes = entryBytes(e);
          const a = added.get(e.accountId) ?? { rows: 0, bytes: 0 };
          a.rows++;
          a.bytes += bytes;
          added.set(e.accountId, a);
          params.push(e.accountId, e.at.getTime(), e.method, e.path, e.status, Math.round(e.durationMs), e.surface, e.credential, e.errorCode, e.errorMessage, e.traceId, e.requestBody, e.responseBody, bytes);
        }
        const one = `(${COLUMNS.map(() => '?').join(', ')})`;
        await tx.run(`INSERT INTO request_logs (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => one).join(', ')}`, params);
      }
      let dropped = 0;
      // accounts in ascending order: two processes flushing at once lock their usage rows in the
      // same order, never each holding one the other waits for (a deadlock on PostgreSQL)
      for (const accountId of [...new Set([...added.keys(), ...skipped.keys()])].sort((a, b) => a - b)) {
        const a = added.get(accountId) ?? { rows: 0, bytes: 0 };
        await tx.run(
          'INSERT INTO request_log_usage (account_id, row_count, byte_count, skipped_count) VALUES (?, ?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET row_count = request_log_usage.row_count + excluded.row_count, byte_count = request_log_usage.byte_count + excluded.byte_count, skipped_count = request_log_usage.skipped_count + excluded.skipped_count',
          [accountId, a.rows, a.bytes, skipped.get(accountId) ?? 0],
        );
        if (a.rows) dropped += await this.keepUnderCaps(tx, accountId, caps);
      }
      return dropped;
    });
  }

  /** Deletes the account's oldest entries until it is under both caps. */
  private async keepUnderCaps(tx: SqlExecutor, accountId: number, caps: { maxRows: number; maxBytes: number }): Promise<number> {
    const u = await tx.get<{ row_count: number | string; byte_count: number | string }>('SELECT row_count, byte_count FROM request_log_usage WHERE account_id = ?', [accountId]);
    let rows = Number(u?.row_count ?? 0);
    let bytes = Number(u?.byte_count ?? 0);
    if (rows <= caps.maxRows && bytes <= caps.maxBytes) return 0;
    let dropped = 0;
    while (rows > caps.maxRows || bytes > caps.maxBytes) {
      const want = Math.max(rows - caps.maxRows, 1);
      const oldest = await tx.all<{ id: number | string; bytes: number | string }>('SELECT id, bytes FROM request_logs WHERE account_id = ? ORDER BY at, id LIMIT ?', [accountId, Math.min(Math.max(want, 200), 5000)]);
      if (!oldest.length) {
        rows = 0;
        bytes = 0;
        break;
      }
      const ids: number[] = [];
      for (const o of oldest) {
        if (rows <= caps.maxRows && bytes <= caps.maxBytes) break;
        ids.push(Number(o.id));
        rows--;
        bytes -= Number(o.bytes);
      }
      for (let i = 0; i < ids.length; i += IDS_PER_DELETE) {
        const part = ids.slice(i, i + IDS_PER_DELETE);
        await tx.run(`DELETE FROM request_logs WHERE id IN (${part.map(() => '?').join(', ')})`, part);
      }
      dropped += ids.length;
    }
    await tx.run('UPDATE request_log_usage SET row_count = ?, byte_count = ? WHERE account_id = ?', [Math.max(rows, 0), Math.max(bytes, 0), accountId]);
    return dropped;
  }

  async list(accountId: number, f: RequestLogFilter): Promise<StoredRequestLog[]> {
    const where = ['account_id = ?', 'at >= ?'];
    const params: unknown[] = [accountId, f.since.getTime()];
    if (f.statusClass !== undefined) {
      where.push('status >= ? AND status < ?');
      params.push(f.statusClass * 100, f.statusClass * 100 + 100);
    }
    if (f.surface) {
      where.push('surface = ?');
      params.push(f.surface);
    }
    if (f.pathContains) {
      // case-insensitive on both engines (SQLite's LIKE is, PostgreSQL's is not)
      where.push("lower(path) LIKE ? ESCAPE '\\'");
      params.push(`%${f.pathContains.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    }
    if (f.traceId) {
      where.push('trace_id = ?');
      params.push(f.traceId);
    }
    params.push(f.limit, f.offset);
    const rows = await this.db.all<Row>(`SELECT ${LIST_COLUMNS} FROM request_logs WHERE ${where.join(' AND ')} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`, params);
    return rows.map(fromRow);
  }

  async byTraceId(accountId: number, traceId: string): Promise<StoredRequestLog | undefined> {
    const r = await this.db.get<Row>(`SELECT ${LIST_COLUMNS}, request_body, response_body FROM request_logs WHERE account_id = ? AND trace_id = ? ORDER BY id DESC LIMIT 1`, [accountId, traceId]);
    return r ? fromRow(r) : undefined;
  }

  async dropOlderThan(before: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const gone = await tx.all<{ account_id: number | string; n: number | string; b: number | string }>('SELECT account_id, COUNT(*) AS n, SUM(bytes) AS b FROM request_logs WHERE at < ? GROUP BY account_id ORDER BY account_id', [before.getTime()]);
      if (!gone.length) return 0;
      await tx.run('DELETE FROM request_logs WHERE at < ?', [before.getTime()]);
      for (const g of gone) {
        await tx.run('UPDATE request_log_usage SET row_count = row_count - ?, byte_count = byte_count - ? WHERE account_id = ?', [Number(g.n), Number(g.b), Number(g.account_id)]);
      }
      return gone.reduce((n, g) => n + Number(g.n), 0);
    });
  }

  async usage(accountId: number): Promise<{ rows: number; bytes: number; skipped: number }> {
    const u = await this.db.get<{ row_count: number | string; byte_count: number | string; skipped_count: number | string }>('SELECT row_count, byte_count, skipped_count FROM request_log_usage WHERE account_id = ?', [accountId]);
    return { rows: Number(u?.row_count ?? 0), bytes: Number(u?.byte_count ?? 0), skipped: Number(u?.skipped_count ?? 0) };
  }
}
