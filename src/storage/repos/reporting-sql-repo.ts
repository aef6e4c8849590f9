// The advertiser report in SQL over the delivery rows (migration 0013). One GROUP BY query per
// report, read through a cursor a batch at a time so a large CSV never sits in memory: SQLite reads
// on a connection of its own (a streaming statement would hold the shared one), PostgreSQL through
// a server-side cursor. Names and hashed ids are looked up per account and filled in per row, so
// the grouping itself reads only the fact table (and joins only for campaign or ad attributes).
import Database from 'better-sqlite3';
import type pg from 'pg';
import { metricSql, HOURLY_ONLY, isDimension, type Dimension, type Sums } from '../../core/reporting/columns.js';
import { havingSql } from '../../core/reporting/having.js';
import type { ReportRow, ReportingRepo } from '../../core/reporting/reporting-repo.js';
import type { ReportRequest } from '../../core/reporting/report-request.js';
import { AD_TEMPLATES, templateKey } from '../../core/creatives/templates.js';
import { adTypeOf } from '../../core/delivery/deliverable-ads.js';
import { invalid } from '../../core/shared/errors.js';
import type { Db } from '../db.js';
import { SqliteDb } from '../sqlite-db.js';
import { numberPlaceholders, PgDb } from '../pg-db.js';

const BATCH = 500;
type Row = Record<string, unknown>;

/** ad_type from an ad's size and template, in SQL (the same table as adTypeOf). */
const AD_TYPE_SQL = (() => {
  const by = new Map<string, string[]>();
  for (const t of AD_TEMPLATES) {
    const type = adTypeOf(t.size, t.name);
    by.set(type, [...(by.get(type) ?? []), templateKey(t.size, t.name)]);
  }
  const arms = [...by.entries()].filter(([type]) => type !== 'GRAPHIC').map(([type, keys]) => `WHEN a.size || '/' || a.template IN (${keys.map((k) => `'${k.replace(/'/g, "''")}'`).join(', ')}) THEN '${type}'`);
  return `(CASE ${arms.join(' ')} ELSE 'GRAPHIC' END)`;
})();

interface Names {
  campaigns: Map<number, { name: string; hashedId: string }>;
  sets: Map<number, { name: string; hashedId: string }>;
  ads: Map<number, string>;
}

export class ReportingSqlRepo implements ReportingRepo {
  constructor(private readonly db: Db) {}

  async *rows(accountId: number, r: ReportRequest): AsyncIterable<ReportRow[]> {
    const q = buildQuery(accountId, r);
    const names = await this.names(accountId, q.dims);
    for await (const batch of this.stream(q.sql, q.params)) {
      yield batch.map((row) => decode(row, q, names));
    }
  }

  private async names(accountId: number, dims: Dimension[]): Promise<Names> {
    const n: Names = { campaigns: new Map(), sets: new Map(), ads: new Map() };
    if (dims.some((d) => d === 'campaign' || d === 'campaign_id_external')) {
      for (const c of await this.db.all<Row>('SELECT id, name, hashed_id FROM campaigns WHERE account_id = ?', [accountId])) n.campaigns.set(Number(c.id), { name: String(c.name), hashedId: String(c.hashed_id) });
    }
    if (dims.some((d) => d === 'creative_set' || d === 'creative_set_id')) {
      for (const s of await this.db.all<Row>('SELECT id, name, hashed_id FROM creative_sets WHERE account_id = ?', [accountId])) n.sets.set(Number(s.id), { name: String(s.name), hashedId: String(s.hashed_id) });
    }
    if (dims.includes('ad')) {
      for (const a of await this.db.all<Row>('SELECT id, name FROM ads WHERE account_id = ?', [accountId])) n.ads.set(Number(a.id), String(a.name));
    }
    return n;
  }

  private async *stream(sql: string, params: unknown[]): AsyncIterable<Row[]> {
    if (this.db instanceof PgDb) {
      yield* pgCursor(this.db.pool, numberPlaceholders(sql), params);
      return;
    }
    if (this.db instanceof SqliteDb && this.db.raw.name !== ':memory:' && !this.db.raw.memory) {
      // its own read-only connection: WAL lets it read while the server writes
      const reader = new Database(this.db.raw.name, { readonly: true, fileMustExist: true });
      try {
        const it = reader.prepare(sql).iterate(...params) as IterableIterator<Row>;
        let batch: Row[] = [];
        for (const row of it) {
          batch.push(row);
          if (batch.length === BATCH) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      } finally {
        reader.close();
      }
      return;
    }
    const all = await this.db.all<Row>(sql, params);
    for (let i = 0; i < all.length; i += BATCH) yield all.slice(i, i + BATCH);
  }
}

async function* pgCursor(pool: pg.Pool, sql: string, params: unknown[]): AsyncIterable<Row[]> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('BEGIN READ ONLY');
    // plan for the whole result (the default plans a cursor for its first 10 %)
    await client.query('SET LOCAL cursor_tuple_fraction = 1.0');
    await client.query(`DECLARE report_rows NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const r = await client.query(`FETCH ${BATCH} FROM report_rows`);
      if (r.rows.length) yield r.rows as Row[];
      if (r.rows.length < BATCH) break;
    }
    await client.query('COMMIT');
  } catch (e) {
    failed = e as Error;
    throw e;
  } finally {
    // a cursor abandoned half-read (the client went away) ends with its transaction
    if (!failed) await client.query('ROLLBACK').catch(() => undefined);
    client.release(failed);
  }
}

interface Query {
  sql: string;
  params: unknown[];
  dims: Dimension[];
  /** Position of each requested dimension's group key in the SELECT (g0, g1, ...). */
  keyOf: Map<Dimension, number>;
  hourOfDay: boolean;
}

function buildQuery(accountId: number, r: ReportRequest): Query {
  const dims = r.columns.filter(isDimension);
  // the coarsest table that has every dimension the report names (columns and filters)
  const named = new Set<Dimension>([...dims, ...r.filters.map((f) => f.column)]);
  const table = [...named].some((d) => HOURLY_ONLY.has(d)) ? 'delivery_hourly' : named.has('country') ? 'delivery_daily' : 'delivery_campaign_daily';
  const hourOfDay = !dims.includes('day');
  const joins = new Set<'c' | 'a' | 's'>();
  const group: string[] = [];
  const keyOf = new Map<Dimension, number>();
  const key = (d: Dimension, expr: string) => {
    let i = group.indexOf(expr);
    if (i < 0) i = group.push(expr) - 1;
    keyOf.set(d, i);
  };
  for (const d of dims) {
    switch (d) {
      case 'day': key(d, 't.day'); break;
      case 'hour': key(d, hourOfDay ? '(t.hour % 24)' : 't.hour'); break;
      case 'campaign': case 'campaign_id_external': key(d, 't.campaign_id'); break;
      case 'campaign_type': joins.add('c'); key(d, 'c.bid_type'); break;
      case 'platform': joins.add('c'); key(d, 'c.platform'); break;
      case 'creative_set': case 'creative_set_id': key(d, 't.creative_set_id'); break;
      case 'ad': case 'ad_id': key(d, 't.ad_id'); break;
      case 'ad_type': joins.add('a'); key(d, AD_TYPE_SQL); break;
      case 'size': joins.add('a'); key(d, 'a.size'); break;
      case 'country': key(d, 't.country'); break;
      case 'traffic_source': key(d, 't.source'); break;
    }
  }
  const params: unknown[] = [];
  const where = ['t.account_id = ?', 't.day >= ?', 't.day <= ?'];
  params.push(accountId, r.start, r.end);
  for (const f of r.filters) where.push(filterSql(f.column, f.values, f.not, accountId, params));

  const sum = (col: 'i' | 'c' | 'n' | 'k' | 's') => `SUM(t.${COLUMN_OF[col]})`;
  const having: string[] = [];
  if (r.notZero) having.push(`(${(['i', 'c', 'n', 'k', 's'] as const).map((c) => `${sum(c)} <> 0`).join(' OR ')})`);
  if (r.having) having.push(havingSql(r.having, (m) => metricSql(m, sum), params));
  if (group.length === 0) having.push('COUNT(*) > 0');

  // sorting by a name sorts by the name itself (joined), not by the id behind it
  const order: string[] = [];
  for (const s of r.sorts) {
    let expr: string;
    if (isDimension(s.column)) {
      switch (s.column) {
        case 'campaign': joins.add('c'); expr = 'c.name'; break;
        case 'campaign_id_external': joins.add('c'); expr = 'c.hashed_id'; break;
        case 'creative_set': joins.add('s'); expr = 's.name'; break;
        case 'creative_set_id': joins.add('s'); expr = 's.hashed_id'; break;
        case 'ad': joins.add('a'); expr = 'a.name'; break;
        default: expr = group[keyOf.get(s.column)!]!;
      }
      if (!group.includes(expr)) group.push(expr);
    } else {
      expr = metricSql(s.column, sum);
    }
    order.push(`${expr} ${s.dir}`);
  }
  order.push(...group.map((g) => `${g} ASC`));

  const joinSql = [
    joins.has('c') ? 'JOIN campaigns c ON c.id = t.campaign_id' : '',
    joins.has('s') ? 'LEFT JOIN creative_sets s ON s.id = t.creative_set_id' : '',
    joins.has('a') ? 'LEFT JOIN ads a ON a.id = t.ad_id' : '',
  ].filter(Boolean).join(' ');
  let sql = `SELECT ${[...group.map((g, i) => `${g} AS g${i}`), ...(['i', 'c', 'n', 'k', 's'] as const).map((c) => `${sum(c)} AS ${c}`)].join(', ')}
    FROM ${table} t ${joinSql}
    WHERE ${where.join(' AND ')}
    ${group.length ? `GROUP BY ${group.join(', ')}` : ''}
    ${having.length ? `HAVING ${having.join(' AND ')}` : ''}
    ${order.length ? `ORDER BY ${order.join(', ')}` : ''}`;
  if (r.limit !== undefined || r.offset > 0) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(r.limit ?? Number.MAX_SAFE_INTEGER, r.offset);
  }
  return { sql, params, dims, keyOf, hourOfDay };
}

const COLUMN_OF = { i: 'impressions', c: 'clicks', n: 'installs', k: 'cost', s: 'sales' } as const;

function filterSql(column: Dimension, values: string[], not: boolean, accountId: number, params: unknown[]): string {
  const list = (vs: unknown[]) => {
    if (vs.length === 0) return null;
    params.push(...vs);
    return vs.map(() => '?').join(', ');
  };
  const op = not ? 'NOT IN' : 'IN';
  const none = not ? '1 = 1' : '1 = 0';
  const sub = (target: string, table: string, col: string, vs: unknown[]) => {
    if (vs.length === 0) return none;
    params.push(accountId);
    const l = list(vs);
    return l === null ? none : `${target} ${op} (SELECT id FROM ${table} WHERE account_id = ? AND ${col} IN (${l}))`;
  };
  switch (column) {
    case 'day': { const l = list(values); return l === null ? none : `t.day ${op} (${l})`; }
    case 'hour': {
      const hours = values.map((v) => {
        const m = /^(\d{1,2})(?::00)?$/.exec(v);
        const h = m ? Number(m[1]) : NaN;
        if (!(h >= 0 && h <= 23)) throw invalid('filter_hour', 'values are hours 00:00 to 23:00');
        return h;
      });
      const l = list(hours);
      return l === null ? none : `(t.hour % 24) ${op} (${l})`;
    }
    case 'campaign': return sub('t.campaign_id', 'campaigns', 'name', values);
    case 'campaign_id_external': return sub('t.campaign_id', 'campaigns', 'hashed_id', values.map((v) => v.toLowerCase()));
    case 'campaign_type': return sub('t.campaign_id', 'campaigns', 'bid_type', values.map((v) => v.toUpperCase()));
    case 'platform': return sub('t.campaign_id', 'campaigns', 'platform', values.map((v) => v.toLowerCase()));
    case 'creative_set': return sub('t.creative_set_id', 'creative_sets', 'name', values);
    case 'creative_set_id': return sub('t.creative_set_id', 'creative_sets', 'hashed_id', values.map((v) => v.toLowerCase()));
    case 'ad': return sub('t.ad_id', 'ads', 'name', values);
    case 'ad_id': {
      const ids = values.filter((v) => /^\d{1,15}$/.test(v)).map(Number);
      const l = list(ids);
      return l === null ? none : `t.ad_id ${op} (${l})`;
    }
    case 'ad_type': {
      params.push(accountId);
      const l = list(values.map((v) => v.toUpperCase()));
      return l === null ? none : `t.ad_id ${op} (SELECT a.id FROM ads a WHERE a.account_id = ? AND ${AD_TYPE_SQL} IN (${l}))`;
    }
    case 'size': return sub('t.ad_id', 'ads', 'size', values.map((v) => v.toUpperCase()));
    case 'country': { const l = list(values.map((v) => v.toLowerCase())); return l === null ? none : `t.country ${op} (${l})`; }
    case 'traffic_source': { const l = list(values); return l === null ? none : `t.source ${op} (${l})`; }
  }
}

function decode(row: Row, q: Query, n: Names): ReportRow {
  const dims: Partial<Record<Dimension, string>> = {};
  for (const d of q.dims) {
    const v = row[`g${q.keyOf.get(d)!}`];
    switch (d) {
      case 'hour': dims[d] = `${String(Number(v) % 24).padStart(2, '0')}:00`; break;
      case 'campaign': dims[d] = n.campaigns.get(Number(v))?.name ?? ''; break;
      case 'campaign_id_external': dims[d] = n.campaigns.get(Number(v))?.hashedId ?? ''; break;
      case 'creative_set': dims[d] = n.sets.get(Number(v))?.name ?? ''; break;
      case 'creative_set_id': dims[d] = n.sets.get(Number(v))?.hashedId ?? ''; break;
      case 'ad': dims[d] = n.ads.get(Number(v)) ?? ''; break;
      default: dims[d] = v === null || v === undefined ? '' : String(v);
    }
  }
  const sums: Sums = { i: Number(row.i ?? 0), c: Number(row.c ?? 0), n: Number(row.n ?? 0), k: Number(row.k ?? 0), s: Number(row.s ?? 0) };
  return { dims, sums };
}
