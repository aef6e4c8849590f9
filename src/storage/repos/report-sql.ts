// The SQL of the advertiser reports over the delivery rows (migrations 0013, 0014). Two shapes:
// `rows` groups, sorts and pages in SQL (every figure the tables hold); `units` hands the cohort
// engine the rows themselves, filtered and ordered by the requested grouping (then by campaign,
// country, day and hour, so a group's rows are consecutive). A report reads the coarsest table that
// has every dimension it names; names and other attributes are filled in per row afterwards.
import { DIMENSION_SPECS, HOURLY_ONLY, isDimension, metricSql, SUM_KEYS, type Dimension } from '../../core/reporting/columns.js';
import { havingSql } from '../../core/reporting/having.js';
import type { ReportCampaign } from '../../core/reporting/reporting-repo.js';
import type { ReportRequest } from '../../core/reporting/report-request.js';
import { AD_TEMPLATES, templateKey, type AdSize } from '../../core/creatives/templates.js';
import { adTypeOf, creativeTypeOf } from '../../core/delivery/deliverable-ads.js';
import { DEVICE_CODES, PLACEMENT_TYPES, placementCode, type PlacementType } from '../../core/delivery/placements.js';
import { TRAFFIC_SOURCES } from '../../core/delivery/traffic-sources.js';
import { invalid } from '../../core/shared/errors.js';
import { lookupTable } from '../../core/shared/lookup.js';

/** A CASE over an ad's size and template (alias a) giving what `of` says of each template. */
function templateCase(of: (size: AdSize, name: string) => string, otherwise: string): string {
  const by = new Map<string, string[]>();
  for (const t of AD_TEMPLATES) {
    const v = of(t.size, t.name);
    by.set(v, [...(by.get(v) ?? []), templateKey(t.size, t.name)]);
  }
  const arms = [...by.entries()].filter(([v]) => v !== otherwise).map(([v, keys]) => `WHEN a.size || '/' || a.template IN (${keys.map((k) => `'${k.replace(/'/g, "''")}'`).join(', ')}) THEN '${v}'`);
  return `(CASE ${arms.join(' ')} ELSE '${otherwise}' END)`;
}
const AD_TYPE_SQL = templateCase(adTypeOf, 'GRAPHIC');
const CREATIVE_TYPE_SQL = templateCase(creativeTypeOf, 'GRAPHIC');
const STORE_ID_SQL = "(CASE WHEN c.platform = 'ios' AND c.itunes_id IS NOT NULL AND c.itunes_id <> '' THEN c.itunes_id ELSE c.package_name END)";
const CAMPAIGN_ATTRIBUTE_SQL: Partial<Record<Dimension, string>> & Record<string, string> = {
  campaign_type: 'c.bid_type', campaign_package_name: 'c.package_name', campaign_store_id: STORE_ID_SQL,
  optimization_day_target: 'c.goal_period', bidding_and_billing_method: 'c.bidding_strategy', platform: 'c.platform',
  audience_strategy: "COALESCE(c.audience_strategy, '')", target_event: "COALESCE(c.event_target, '')",
};
/**
 * filter_campaign_type also takes the other names clients use for the goals (addendum 7, 2.3:
 * "ad ROAS", "IAP ROAS", "ROAS", AD_ROAS, IAP_ROAS) and WEB's CHK_ROAS; answers keep the stored names
 * (docs/decisions/report-values.md).
 */
const CAMPAIGN_TYPE_ALIASES = lookupTable<string>({
  CHK_ROAS: 'ROAS_IAP', 'IAP ROAS': 'ROAS_IAP', IAP_ROAS: 'ROAS_IAP', 'AD ROAS': 'ROAS_AD', AD_ROAS: 'ROAS_AD', ROAS: 'ROAS_BLENDED',
});
/** WEB reports name the checkout-ROAS goal CHK_ROAS (its /manage/v1 name; the model stores ROAS_IAP). */
const WEB_CAMPAIGN_TYPE_SQL = "(CASE c.bid_type WHEN 'ROAS_IAP' THEN 'CHK_ROAS' ELSE c.bid_type END)";
/**
 * custom_page_id as answered: the set's product page (WEB: its creative_set_url, kept in
 * product_page), else the campaign's website (APP campaigns have none), else "". Filters test this
 * same expression, so a filtered report holds exactly the rows whose answered value matches.
 */
const CUSTOM_PAGE_SQL = "COALESCE(NULLIF(s.product_page, ''), c.website_url, '')";
const attributeSql = (d: Dimension, r: ReportRequest): string => (d === 'campaign_type' && r.accountType === 'WEB' ? WEB_CAMPAIGN_TYPE_SQL : CAMPAIGN_ATTRIBUTE_SQL[d]!);

export type Join = 'c' | 'a' | 's';

export interface BuiltQuery {
  sql: string;
  params: unknown[];
  /** Requested dimensions, in the order requested. */
  dims: Dimension[];
  /** Position of each grouped dimension's key in the SELECT (g0, g1, ...); dimensions without one are constants, filled in from the campaign, or "". */
  keyOf: Map<Dimension, number>;
  /** Campaign attributes read from the campaign of the row (its id is grouped), not from SQL. */
  fromCampaign: ReadonlySet<Dimension>;
  /** units: where the row's campaign id, country, day and first user are in the SELECT. */
  unitAt: { campaign: number; country: number; day: number; first: number; firstClick: number; firstImpression: number; sums: number };
  groupCount: number;
  /** SELECT columns between the group keys and what follows them (sort keys added to the grouping). */
  extra: number;
  hourOfDay: boolean;
  table: 'delivery_hourly' | 'delivery_daily' | 'delivery_campaign_daily';
}

/** Dimensions the report cannot have (/skaReport: what Apple's postbacks do not carry): answered "". */
function unavailable(r: ReportRequest): ReadonlySet<string> {
  return r.kind === 'ska' ? new Set(DIMENSION_SPECS.filter((d) => !d.ska).map((d) => d.name)) : new Set();
}

export function buildQuery(accountId: number, r: ReportRequest, mode: 'rows' | 'units'): BuiltQuery {
  const none = unavailable(r);
  const dims = r.columns.filter(isDimension);
  const named = new Set<Dimension>([...dims, ...r.filters.map((f) => f.column)].filter((d) => !none.has(d)));
  const hourly = [...named].some((d) => HOURLY_ONLY.has(d));
  // the cohort engine needs each (campaign, country, day) of installs: never the campaign rollup
  const table = hourly ? 'delivery_hourly' : named.has('country') || mode === 'units' ? 'delivery_daily' : 'delivery_campaign_daily';
  const hourOfDay = !dims.includes('day');
  const joins = new Set<Join>();
  const group: string[] = [];
  const keyOf = new Map<Dimension, number>();
  const fromCampaign = new Set<Dimension>();
  const key = (d: Dimension, expr: string) => {
    let i = group.indexOf(expr);
    if (i < 0) i = group.push(expr) - 1;
    keyOf.set(d, i);
  };
  for (const d of dims) {
    if (none.has(d)) continue;
    switch (d) {
      case 'day': key(d, 't.day'); break;
      case 'hour': key(d, hourOfDay ? '(t.hour % 24)' : 't.hour'); break;
      case 'campaign': case 'campaign_id_external': case 'campaign_id': case 'campaign_bid_goal': case 'campaign_roas_goal': key(d, 't.campaign_id'); break;
      case 'campaign_type': case 'campaign_package_name': case 'campaign_store_id': case 'optimization_day_target': case 'bidding_and_billing_method': case 'platform':
      case 'audience_strategy': case 'target_event':
        // after the campaign itself they change neither the grouping nor the order: filled in from the campaign, no join
        if (group.includes('t.campaign_id')) fromCampaign.add(d);
        else {
          joins.add('c');
          key(d, attributeSql(d, r));
        }
        break;
      case 'campaign_ad_type': break; // the same for every campaign
      case 'country': key(d, 't.country'); break;
      case 'creative_set': case 'creative_set_id': key(d, 't.creative_set_id'); break;
      // WEB: the set's creative_set_url (kept in product_page), else the campaign's website (APP campaigns have none)
      case 'custom_page_id': joins.add('s'); joins.add('c'); key(d, CUSTOM_PAGE_SQL); break;
      case 'ad': case 'ad_id': key(d, 't.ad_id'); break;
      case 'ad_type': joins.add('a'); key(d, AD_TYPE_SQL); break;
      case 'ad_creative_type': joins.add('a'); key(d, CREATIVE_TYPE_SQL); break;
      case 'size': joins.add('a'); key(d, 'a.size'); break;
      case 'placement_type': key(d, 't.placement_type'); break;
      case 'device_type': key(d, 't.device_type'); break;
      case 'traffic_source': case 'app_id_external': case 'application': case 'external_placement_id': key(d, 't.source'); break;
    }
  }
  const groupCount = group.length;
  const params: unknown[] = [];
  const where = ['t.account_id = ?', 't.day >= ?', 't.day <= ?'];
  params.push(accountId, r.start, r.end);
  if (r.kind === 'ska') {
    joins.add('c');
    where.push("c.platform = 'ios'");
  }
  for (const f of r.filters) {
    if (f.column === 'custom_page_id') {
      // on the row's own set and campaign (a set can serve several campaigns: WEB falls back to each one's website)
      joins.add('s');
      joins.add('c');
      if (f.empty) where.push(`${CUSTOM_PAGE_SQL} ${f.not ? '<>' : '='} ''`);
      else {
        params.push(...f.values);
        where.push(`${CUSTOM_PAGE_SQL} ${f.not ? 'NOT IN' : 'IN'} (${f.values.map(() => '?').join(', ')})`);
      }
    } else where.push(filterSql(f.column, f.values, f.not, accountId, params));
  }

  const sum = (col: 'i' | 'c' | 'n' | 'k' | 'r') => `SUM(t.${COLUMN_OF[col]})`;
  // sorting by a name sorts by the name itself (joined), not by the id behind it
  const order: string[] = [];
  for (const s of r.sorts) {
    let expr: string | undefined;
    if (isDimension(s.column)) {
      switch (s.column) {
        case 'campaign': joins.add('c'); expr = 'c.name'; break;
        case 'campaign_id_external': case 'campaign_id': joins.add('c'); expr = 'c.hashed_id'; break;
        case 'creative_set': joins.add('s'); expr = 's.name'; break;
        case 'creative_set_id': joins.add('s'); expr = 's.hashed_id'; break;
        case 'ad': joins.add('a'); expr = 'a.name'; break;
        default:
          if (fromCampaign.has(s.column)) {
            joins.add('c');
            expr = attributeSql(s.column, r);
          } else expr = keyOf.has(s.column) ? group[keyOf.get(s.column)!] : undefined;
      }
      if (expr !== undefined && !group.includes(expr)) group.push(expr);
    } else if (mode === 'rows') {
      expr = metricSql(s.column, sum);
    }
    if (expr !== undefined) order.push(`${expr} ${s.dir}`);
  }
  order.push(...group.slice(0, groupCount).map((g) => `${g} ASC`));

  const joinSql = [
    joins.has('c') ? 'JOIN campaigns c ON c.id = t.campaign_id' : '',
    joins.has('s') ? 'LEFT JOIN creative_sets s ON s.id = t.creative_set_id' : '',
    joins.has('a') ? 'LEFT JOIN ads a ON a.id = t.ad_id' : '',
  ].filter(Boolean).join(' ');

  let sql: string;
  let unitAt: BuiltQuery['unitAt'] = { campaign: -1, country: -1, day: -1, first: -1, firstClick: -1, firstImpression: -1, sums: group.length };
  if (mode === 'rows') {
    order.splice(0, order.length, ...prune(order, table, hourOfDay));
    const having: string[] = [];
    if (r.notZero) having.push(`(${SUM_KEYS.map((c) => `${sum(c)} <> 0`).join(' OR ')})`);
    if (r.having) having.push(havingSql(r.having, (m) => metricSql(m, sum)!, params));
    if (group.length === 0) having.push('COUNT(*) > 0');
    sql = `SELECT ${[...group.map((g, i) => `${g} AS g${i}`), ...SUM_KEYS.map((c) => `${sum(c)} AS ${c}`)].join(', ')}
      FROM ${table} t ${joinSql}
      WHERE ${where.join(' AND ')}
      ${group.length ? `GROUP BY ${group.join(', ')}` : ''}
      HAVING ${having.length ? having.join(' AND ') : '1 = 1'}
      ORDER BY ${order.length ? order.join(', ') : '1'}`;
    if (r.limit !== undefined || r.offset > 0) {
      sql += ' LIMIT ? OFFSET ?';
      params.push(r.limit ?? Number.MAX_SAFE_INTEGER, r.offset);
    }
  } else {
    // one row per (campaign, country, day) of the daily table, or per (campaign, country, hour) of the hourly one
    const unit = ['t.campaign_id', 't.country', 't.day', ...(table === 'delivery_hourly' ? ['t.hour'] : [])];
    // the unit's columns: reused from the grouping where it has them
    const select = group.map((g, i) => `${g} AS g${i}`);
    const at = (expr: string) => {
      const i = group.indexOf(expr);
      return i >= 0 ? i : select.push(`${expr} AS u${select.length}`) - 1;
    };
    const hourlyRows = table === 'delivery_hourly';
    unitAt = {
      campaign: at('t.campaign_id'), country: at('t.country'), day: at('t.day'), first: hourlyRows ? at('t.cum_installs') : -1,
      firstClick: hourlyRows ? at('t.cum_clicks') : -1, firstImpression: hourlyRows ? at('t.cum_impressions') : -1, sums: 0,
    };
    unitAt.sums = select.length;
    sql = `SELECT ${[...select, ...SUM_KEYS.map((c) => `t.${COLUMN_OF[c]} AS ${c}`)].join(', ')}
      FROM ${table} t ${joinSql}
      WHERE ${where.join(' AND ')}
      ORDER BY ${prune([...order, ...unit.map((u) => `${u} ASC`)], table, hourOfDay).join(', ')}`;
  }
  return { sql, params, dims, keyOf, fromCampaign, unitAt, groupCount, extra: group.length - groupCount, hourOfDay, table };
}

const COLUMN_OF = { i: 'impressions', c: 'clicks', n: 'installs', k: 'cost', r: 'redownloads' } as const;

/**
 * ORDER BY terms without those an earlier term already decides: a campaign's attributes after its
 * id, an ad's after the ad, and everything after a full key of the table's rows. With the
 * common dimensions (day, campaign, country) in that order what remains is the primary key's order,
 * so the database reads the rows in order instead of sorting them.
 */
function prune(terms: string[], table: BuiltQuery['table'], hourOfDay: boolean): string[] {
  const key = table === 'delivery_hourly' ? (hourOfDay ? ['t.day', 't.hour', 't.campaign_id', 't.country'] : ['t.hour', 't.campaign_id', 't.country']) : table === 'delivery_daily' ? ['t.day', 't.campaign_id', 't.country'] : ['t.day', 't.campaign_id'];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of terms) {
    const expr = term.replace(/ (ASC|DESC)$/, '');
    if (seen.has(expr)) continue;
    const decided =
      (/\bc\./.test(expr) && !/\b[as]\./.test(expr) && seen.has('t.campaign_id')) ||
      (/\ba\./.test(expr) && seen.has('t.ad_id')) ||
      (/\bs\./.test(expr) && (seen.has('t.creative_set_id') || seen.has('t.ad_id'))) ||
      (expr === 't.creative_set_id' && seen.has('t.ad_id'));
    if (decided) continue;
    out.push(term);
    seen.add(expr);
    if (key.every((k) => seen.has(k))) break; // a row is decided: nothing after matters
  }
  return out;
}

function filterSql(column: Dimension, values: string[], not: boolean, accountId: number, params: unknown[]): string {
  const list = (vs: unknown[]) => {
    if (vs.length === 0) return null;
    params.push(...vs);
    return vs.map(() => '?').join(', ');
  };
  const op = not ? 'NOT IN' : 'IN';
  const none = not ? '1 = 1' : '1 = 0';
  const all = not ? '1 = 0' : '1 = 1';
  const sub = (target: string, table: string, col: string, vs: unknown[]) => {
    if (vs.length === 0) return none;
    params.push(accountId);
    const l = list(vs);
    return l === null ? none : `${target} ${op} (SELECT id FROM ${table} WHERE account_id = ? AND ${col} IN (${l}))`;
  };
  const on = (target: string, vs: unknown[]) => {
    const l = list(vs);
    return l === null ? none : `${target} ${op} (${l})`;
  };
  const sources = (pick: (s: (typeof TRAFFIC_SOURCES)[number]) => string) => on('t.source', TRAFFIC_SOURCES.filter((s) => values.includes(pick(s))).map((s) => s.appId));
  switch (column) {
    case 'day': return on('t.day', values);
    case 'hour': {
      const hours = values.map((v) => {
        const m = /^(\d{1,2})(?::00)?$/.exec(v);
        const h = m ? Number(m[1]) : NaN;
        if (!(h >= 0 && h <= 23)) throw invalid('filter_hour', 'values are hours 00:00 to 23:00');
        return h;
      });
      return on('(t.hour % 24)', hours);
    }
    case 'campaign': return sub('t.campaign_id', 'campaigns', 'name', values);
    case 'campaign_id_external': case 'campaign_id': return sub('t.campaign_id', 'campaigns', 'hashed_id', values.map((v) => v.toLowerCase()));
    case 'campaign_type': return sub('t.campaign_id', 'campaigns', 'bid_type', values.map((v) => CAMPAIGN_TYPE_ALIASES[v.toUpperCase()] ?? v.toUpperCase()));
    case 'platform': return sub('t.campaign_id', 'campaigns', 'platform', values.map((v) => v.toLowerCase()));
    case 'campaign_package_name': return sub('t.campaign_id', 'campaigns', 'package_name', values);
    case 'campaign_store_id': return sub('t.campaign_id', 'campaigns c', STORE_ID_SQL, values);
    case 'optimization_day_target': return sub('t.campaign_id', 'campaigns', 'goal_period', values.filter((v) => /^\d{1,3}$/.test(v)).map(Number));
    case 'bidding_and_billing_method': return sub('t.campaign_id', 'campaigns', 'bidding_strategy', values.map((v) => v.toUpperCase()));
    case 'campaign_ad_type': return values.map((v) => v.toLowerCase()).includes('ua') ? all : none;
    case 'target_event': return sub('t.campaign_id', 'campaigns', "COALESCE(event_target, '')", values);
    case 'campaign_bid_goal': case 'campaign_roas_goal': throw invalid(`filter_${column}`, 'cannot be filtered');
    case 'creative_set': return sub('t.creative_set_id', 'creative_sets', 'name', values);
    case 'creative_set_id': return sub('t.creative_set_id', 'creative_sets', 'hashed_id', values.map((v) => v.toLowerCase()));
    case 'custom_page_id': throw new Error('custom_page_id filters are built in buildQuery (they need the joins)');
    case 'ad': return sub('t.ad_id', 'ads', 'name', values);
    case 'ad_id': return on('t.ad_id', values.filter((v) => /^\d{1,15}$/.test(v)).map(Number));
    case 'ad_type': case 'ad_creative_type': {
      params.push(accountId);
      const l = list(values.map((v) => v.toUpperCase()));
      return l === null ? none : `t.ad_id ${op} (SELECT a.id FROM ads a WHERE a.account_id = ? AND ${column === 'ad_type' ? AD_TYPE_SQL : CREATIVE_TYPE_SQL} IN (${l}))`;
    }
    case 'size': return sub('t.ad_id', 'ads', 'size', values.map((v) => v.toUpperCase()));
    case 'placement_type': return on('t.placement_type', values.map((v) => v.toUpperCase()).filter((v) => (PLACEMENT_TYPES as readonly string[]).includes(v)).map((v) => placementCode(v as PlacementType)));
    case 'device_type': return on('t.device_type', values.map((v) => DEVICE_CODES.indexOf(v.toLowerCase() as never)).filter((c) => c >= 0));
    case 'country': return on('t.country', values.map((v) => v.toLowerCase()));
    case 'traffic_source': return on('t.source', values);
    case 'app_id_external': return sources((s) => s.appIdExternal);
    case 'application': return sources((s) => s.name);
    case 'external_placement_id': return sources((s) => s.externalPlacementId);
    case 'audience_strategy': return sub('t.campaign_id', 'campaigns', "COALESCE(audience_strategy, '')", values.map((v) => v.toUpperCase()));
  }
}

/** Names of campaigns, sets and ads by id, for the dimensions shown by name. */
export interface Names {
  campaigns: Map<number, ReportCampaign>;
  sets: Map<number, { name: string; hashedId: string }>;
  ads: Map<number, string>;
}
