// The WEB report's engine for what the SQL cannot sum: checkouts, their revenue, new customers,
// new visitors and target events (web-columns.ts), computed by the web model from each delivery
// row's clicks and impressions as seen on the platform clock. The SQL hands over the rows ungrouped,
// ordered by the requested grouping (as for the cohort engine); consecutive rows with the same key
// are summed into one report row, and every ratio is computed from the group's sums, so breakdowns
// add up. Having, sorting by a metric and paging happen here.
import { WebCurves, webProfile, type WebProfile } from '../delivery/web-model.js';
import { CellBatch } from './cell-batch.js';
import { isDimension } from './columns.js';
import { evalHaving } from './cohort-engine.js';
import type { ReportCampaign, ReportUnit } from './reporting-repo.js';
import { havingMetrics, type ReportRequest } from './report-request.js';
import { isWebMetric, Q, webCell, webMetricSpec, webMetricValue, type WebMetricSpec } from './web-columns.js';

const HOUR_MS = 3_600_000;

interface Group {
  key: number;
  dims: Record<string, string>;
  /** The stored sums and the web quantities (layout Q). */
  v: Float64Array;
}

export interface WebContext {
  campaigns: Map<number, ReportCampaign>;
  now: Date;
}

/** Whether a WEB request needs the web model (or the SQL alone answers it). */
export function needsWebEngine(r: ReportRequest): boolean {
  const metrics = [...r.columns.filter((c) => !isDimension(c)), ...(r.having ? havingMetrics(r.having) : []), ...r.sorts.map((s) => s.column).filter((c) => !isDimension(c))];
  return metrics.some((m) => isWebMetric(m) && !webMetricSpec(m).sql);
}

/** The report's rows as cells in column order, a batch at a time. */
export async function* webRows(r: ReportRequest, units: AsyncIterable<ReportUnit[]>, ctx: WebContext): AsyncGenerator<CellBatch> {
  const specs: (WebMetricSpec | undefined)[] = r.columns.map((c) => (isDimension(c) ? undefined : webMetricSpec(c)));
  const nowHour = Math.floor(ctx.now.getTime() / HOUR_MS);
  const view = r.attribution === 'click_and_view';
  const profiles = new Map<number, Map<string, WebProfile | null>>();
  const dayStart = new Map<string, number>();
  const curves = new WebCurves();

  const profileOf = (campaignId: number, country: string): WebProfile | null => {
    let byCountry = profiles.get(campaignId);
    if (!byCountry) profiles.set(campaignId, (byCountry = new Map()));
    let p = byCountry.get(country);
    if (p === undefined) {
      const web = ctx.campaigns.get(campaignId)?.web;
      byCountry.set(country, (p = web ? webProfile(web, country) : null));
    }
    return p;
  };
  const startHour = (day: string): number => {
    let h = dayStart.get(day);
    if (h === undefined) dayStart.set(day, (h = Date.parse(`${day}T00:00:00Z`) / HOUR_MS));
    return h;
  };

  const accept = (g: Group): boolean => {
    const v = g.v;
    if (r.notZero && v[Q.i] === 0 && v[Q.c] === 0 && v[Q.n] === 0 && v[Q.k] === 0 && v[Q.r] === 0) return false;
    if (r.having && evalHaving(r.having, (m) => webMetricValue(m, v)) !== true) return false;
    return true;
  };
  const render = (g: Group, b: CellBatch): void => {
    const row = b.add();
    const at = row * b.width;
    for (let i = 0; i < specs.length; i++) {
      const m = specs[i];
      if (m === undefined) b.text[i]![row] = g.dims[r.columns[i]!] ?? '';
      else b.num[at + i] = webCell(m, g.v);
    }
  };
  const add = (g: Group, u: ReportUnit): void => {
    const s = u.sums;
    const q = g.v;
    q[Q.i]! += s.i;
    q[Q.c]! += s.c;
    q[Q.n]! += s.n;
    q[Q.k]! += s.k;
    q[Q.r]! += s.r;
    if (s.c === 0 && !(view && s.i > 0)) return;
    const p = profileOf(u.campaignId, u.country);
    if (!p) return;
    curves.reset();
    curves.add(p, u.day, startHour(u.day), nowHour, u.firstClick ?? 0, s.c, view ? { first: u.firstImpression ?? 0, count: s.i } : undefined);
    for (let w = 0; w < curves.chk.length; w++) {
      q[Q.chk + w]! += curves.chk[w]!;
      q[Q.usd + w]! += curves.usd[w]!;
    }
    for (let w = 0; w < curves.ncChk.length; w++) {
      q[Q.ncChk + w]! += curves.ncChk[w]!;
      q[Q.ncUsd + w]! += curves.ncUsd[w]!;
    }
    q[Q.all]! += curves.all;
    q[Q.newVisitors]! += curves.newVisitors;
    q[Q.events]! += curves.events;
  };

  const metricSorts = r.sorts.filter((s) => !isDimension(s.column));
  const collectAll = metricSorts.length > 0;
  const all: Group[] = [];
  let skipped = 0;
  let emitted = 0;
  const limit = r.limit ?? Infinity;
  const out = new CellBatch(r.columns);
  let current: Group | undefined;
  const shared = new Float64Array(Q.width);
  const quantities = () => (collectAll ? new Float64Array(Q.width) : shared.fill(0));

  const finish = (g: Group): boolean => {
    if (!accept(g)) return true;
    if (collectAll) {
      all.push(g);
      return true;
    }
    if (skipped < r.offset) {
      skipped++;
      return true;
    }
    render(g, out);
    return ++emitted < limit;
  };

  let more = true;
  for await (const batch of units) {
    for (const u of batch) {
      if (!current || current.key !== u.key) {
        if (current && !(more = finish(current))) break;
        current = { key: u.key, dims: u.dims as Record<string, string>, v: quantities() };
      }
      add(current, u);
    }
    if (!more) break;
    if (out.length >= 500) {
      yield out;
      out.clear();
    }
  }
  if (more && current) finish(current);
  if (collectAll) {
    const value = (g: Group, m: string) => webMetricValue(m, g.v);
    all.sort((a, b) => {
      for (const s of metricSorts) {
        const d = value(a, s.column) - value(b, s.column);
        if (d !== 0) return s.dir === 'ASC' ? d : -d;
      }
      return 0;
    });
    for (const g of all.slice(r.offset, r.offset + limit)) {
      render(g, out);
      if (out.length >= 500) {
        yield out;
        out.clear();
      }
    }
  }
  if (out.length) yield out;
}
