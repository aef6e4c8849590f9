// The entries of a process's read cache, shared by the SQLite and PostgreSQL adapters: bounded
// maps per statement (or memo scope) and a generation that every invalidation bumps, so a read
// that began before an invalidation never stores what it read (it may predate the change).
const MAX_ENTRIES_PER_SCOPE = 10_000;
/** Memo values are whole answers (a 100-campaign list is ~70 KB): far fewer of them. */
export const MAX_MEMO_ENTRIES = 256;

export class ReadCacheEntries {
  private readonly byScope = new Map<string, Map<string, unknown>>();
  /** Bumped by every clear(). */
  generation = 0;

  clear(): void {
    this.generation++;
    if (this.byScope.size > 0) this.byScope.clear();
  }

  lookup(scope: string, key: string): unknown {
    return this.byScope.get(scope)?.get(key);
  }

  /** Stores value unless the cache was cleared since `generation` was read. */
  store(scope: string, key: string, value: unknown, generation: number, maxEntries = MAX_ENTRIES_PER_SCOPE): void {
    if (generation !== this.generation) return;
    let m = this.byScope.get(scope);
    if (!m) this.byScope.set(scope, (m = new Map()));
    // Oldest first (Map keeps insertion order): a bounded cache without per-hit bookkeeping.
    if (m.size >= maxEntries) m.delete(m.keys().next().value!);
    m.set(key, value);
  }
}

/** The cache key of a parameter list (strings and numbers; never shared across statements). */
export function paramsKey(params: readonly unknown[] | undefined): string {
  if (!params || params.length === 0) return '';
  // 's' + text for the common single string (a token hash); the general form starts with 'n',
  // 't' or 'j', never 's'.
  if (params.length === 1 && typeof params[0] === 'string') return `s${params[0]}`;
  // Numbers and strings joined with type tags, strings length-prefixed so no value can imitate a
  // separator: the same key for the same list, a different one for any other. JSON.stringify of
  // the list was most of a cached read's cost (issue 23). Anything else falls back to JSON.
  let key = '';
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (typeof p === 'number') key += `n${p};`;
    else if (typeof p === 'string') key += `t${p.length}:${p}`;
    else return `j${JSON.stringify(params)}`;
  }
  return key;
}

/**
 * Tables whose writes can never change a cached read: no cached query reads them and no trigger or
 * cascade leads from them into a table that is read through the cache. A write to one of these
 * (the per-request rate-limit counter above all) leaves the cache alone; every other write empties
 * it. Keep this list short and certain: a wrong entry means stale reads.
 */
// request_logs and request_log_usage: the request logs' flush, a transaction every second or so
// under load, emptied the cache each time (3 % of the GETs of bench/campaign-get read the
// database again on PostgreSQL; issue 23).
const CACHE_NEUTRAL = new Set(['rate_limits', 'sign_in_failures', 'sign_in_known', 'jobs', 'blob_sweep', 'suppression_ids', 'suppression_lists', 'idempotency_keys', 'request_logs', 'request_log_usage']);
const TARGET_RE = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([A-Za-z_][A-Za-z0-9_]*)/i;
const neutral = new Map<string, boolean>();

/** Whether a writing statement may change what the read cache holds (true unless certainly not). */
export function writeMayChangeCache(sql: string): boolean {
  let r = neutral.get(sql);
  if (r === undefined) {
    const target = TARGET_RE.exec(sql)?.[1]?.toLowerCase();
    // a single statement whose target is neutral (a sub-select can read other tables but a
    // statement writes only its target, unless it is a WITH ... data-modifying CTE)
    r = !(target !== undefined && CACHE_NEUTRAL.has(target) && !/;\s*\S/.test(sql) && !/\bWITH\b/i.test(sql));
    if (neutral.size < 5000) neutral.set(sql, r);
  }
  return r;
}
