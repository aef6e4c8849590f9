// The reports' second engine, for what the SQL cannot sum: the cohort columns (revenue, ROAS,
// retention, purchases by days since install), sales and first_purchase, and every figure of
// /skaReport (installs count once Apple's postback has arrived). The SQL hands over the delivery
// rows ungrouped, ordered by the requested grouping; each row's users get their figures from the
// cohort model as seen on the platform clock (a day of revenue appears once that day has ended),
// and consecutive rows with the same key are summed into one report row. Filtering by having,
// sorting by a metric and paging happen here, as the SQL path does them in SQL.
import { CohortCurves, COHORT_DAYS, cohortProfile, type CohortProfile } from '../delivery/cohort-model.js';
import { installPriceCents } from '../delivery/market.js';
import { CellBatch } from './cell-batch.js';
import { cohortQuantities, isCostPer, isDimension, metricCell, metricSpec, metricValue, SUM_KEYS, type CohortQuantity, type Sums } from './columns.js';
import type { HavingNode } from './having.js';
import type { ReportCampaign, ReportUnit, ScriptedUnits } from './reporting-repo.js';
import { retainedAt, shareOf, stepAt, type Steps } from '../delivery/scripted.js';
import { havingMetrics, type ReportRequest } from './report-request.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type RenderedRow = Record<string, string>;

interface Group {
  key: number;
  dims: Record<string, string>;
  sums: Sums;
  /** Summed cohort quantities, by slot. */
  q: Float64Array;
}

/** Which cohort quantities the request needs, each in a slot. */
class Slots {
  readonly list: CohortQuantity[] = [];
  private readonly index = new Map<string, number>();
  constructor(metrics: Iterable<string>) {
    for (const m of metrics) for (const q of cohortQuantities(m)) this.slot(q, true);
  }
  slot(q: CohortQuantity, add = false): number {
    const k = `${q.q}:${q.h}`;
    let i = this.index.get(k);
    if (i === undefined && add) {
      i = this.list.push(q) - 1;
      this.index.set(k, i);
    }
    return i ?? -1;
  }
}

/** A metric compiled for this request: its number for having and sorting. */
interface Compiled {
  value: (s: Sums, q: Float64Array) => number;
}

const ratioOf = (a: number, b: number) => (b === 0 ? 0 : a / b);

function compile(m: string, slots: Slots): Compiled {
  const qs = cohortQuantities(m);
  if (qs.length === 0) return { value: (s) => metricValue(m, s) };
  const [a, b] = qs.map((q) => slots.slot(q));
  const total = b === undefined ? (q: Float64Array) => q[a!]! : (q: Float64Array) => q[a!]! + q[b]!;
  const type = metricSpec(m).type;
  if (m.startsWith('ret_')) {
    return { value: (s: Sums, q: Float64Array) => ratioOf(total(q), s.n) };
  }
  if (isCostPer(m)) return { value: (s: Sums, q: Float64Array) => ratioOf(s.k, total(q)) / 100 };
  if (type === 'ratio') {
    return { value: (s: Sums, q: Float64Array) => ratioOf(total(q), s.k) };
  }
  if (type === 'money') return { value: (_s, q) => total(q) / 100 };
  return { value: (_s, q) => total(q) };
}

const enum Op { Dim, I, C, N, K, R, Other, Q, QPerCost, QPerInstall, CostPerQ }

/** How render computes a column's cell: a dimension, a stored sum, another SQL metric, or cohort slots (summed, per cost, per install). */
function opOf(c: string, slots: Slots): { t: Op; name?: string; a: number; b: number } {
  if (isDimension(c)) return { t: Op.Dim, name: c, a: -1, b: -1 };
  const qs = cohortQuantities(c);
  if (qs.length === 0) {
    const direct: Record<string, Op> = { impressions: Op.I, clicks: Op.C, installs: Op.N, conversions: Op.N, cost: Op.K, redownloads: Op.R };
    return { t: direct[c] ?? Op.Other, name: c, a: -1, b: -1 };
  }
  const [a, b] = qs.map((q) => slots.slot(q));
  const t = c.startsWith('ret_') ? Op.QPerInstall : isCostPer(c) ? Op.CostPerQ : metricSpec(c).type === 'ratio' ? Op.QPerCost : Op.Q;
  return { t, a: a!, b: b ?? -1 };
}

export interface CohortContext {
  campaigns: Map<number, ReportCampaign>;
  now: Date;
  /** Scripted keys (`campaignId:country:day`): their cohort figures instead of the model's. */
  scripted?: Map<string, ScriptedUnits>;
}

/** Whether a request needs this engine (or can be answered by the SQL alone). */
export function needsCohortEngine(r: ReportRequest): boolean {
  if (r.kind === 'ska') return true;
  const metrics = [...r.columns.filter((c) => !isDimension(c)), ...(r.having ? havingMetrics(r.having) : [])];
  return metrics.some((m) => cohortQuantities(m).length > 0);
}

/** The report's rows as cells in column order, a batch at a time. */
export async function* cohortRows(r: ReportRequest, units: AsyncIterable<ReportUnit[]>, ctx: CohortContext): AsyncGenerator<CellBatch> {
  const metrics = r.columns.filter((c) => !isDimension(c));
  const slots = new Slots([...metrics, ...(r.having ? havingMetrics(r.having) : []), ...r.sorts.map((s) => s.column)]);
  const width = slots.list.length;
  const compiled = new Map<string, Compiled>();
  const compiledOf = (m: string) => {
    let f = compiled.get(m);
    if (!f) compiled.set(m, (f = compile(m, slots)));
    return f;
  };
  // per column an op code: one switch in render instead of a different function per column
  const ops = r.columns.map((c) => opOf(c, slots));
  const today = Date.parse(`${ctx.now.toISOString().slice(0, 10)}T00:00:00Z`);
  const nowHour = Math.floor(ctx.now.getTime() / HOUR_MS);
  const ska = r.kind === 'ska';
  const profiles = new Map<number, Map<string, CohortProfile | null>>();
  const curves = new CohortCurves();
  const dayAge = new Map<string, number>();

  const profileOf = (campaignId: number, country: string): CohortProfile | null => {
    // by campaign, then country: no key string to build and hash for each of a report's rows
    let byCountry = profiles.get(campaignId);
    if (!byCountry) profiles.set(campaignId, (byCountry = new Map()));
    let p = byCountry.get(country);
    if (p === undefined) {
      const c = ctx.campaigns.get(campaignId);
      if (!c) p = null;
      else {
        const raw = c.bids.get(country) ?? c.bids.get('DEFAULT') ?? null;
        const bid = raw === null ? null : Number(raw);
        p = cohortProfile(c, country, bid, installPriceCents(c.bidType, bid, country));
      }
      byCountry.set(country, p);
    }
    return p;
  };
  /** Whole days of the cohort that have ended by now: -1 for today's installs. */
  const visibleDays = (day: string): number => {
    let a = dayAge.get(day);
    if (a === undefined) dayAge.set(day, (a = Math.round((today - Date.parse(`${day}T00:00:00Z`)) / DAY_MS) - 1));
    return a;
  };

  const accept = (g: Group): boolean => {
    if (r.notZero && SUM_KEYS.every((k) => g.sums[k] === 0)) return false;
    if (r.having && evalHaving(r.having, (m) => compiledOf(m).value(g.sums, g.q)) !== true) return false;
    return true;
  };
  /** The group as the next row of the batch. */
  const render = (g: Group, b: CellBatch): void => {
    const row = b.add();
    const num = b.num;
    const at = row * b.width;
    const s = g.sums;
    const q = g.q;
    for (let i = 0; i < ops.length; i++) {
      const o = ops[i]!;
      switch (o.t) {
        case Op.Dim: b.text[i]![row] = g.dims[o.name!] ?? ''; break;
        case Op.I: num[at + i] = s.i; break;
        case Op.C: num[at + i] = s.c; break;
        case Op.N: num[at + i] = s.n; break;
        case Op.K: num[at + i] = s.k; break;
        case Op.R: num[at + i] = s.r; break;
        case Op.Other: num[at + i] = metricCell(o.name!, s); break;
        case Op.Q: num[at + i] = o.b < 0 ? q[o.a]! : q[o.a]! + q[o.b]!; break;
        case Op.QPerCost: num[at + i] = ratioOf(o.b < 0 ? q[o.a]! : q[o.a]! + q[o.b]!, s.k); break;
        case Op.QPerInstall: num[at + i] = ratioOf(q[o.a]!, s.n); break;
        case Op.CostPerQ: num[at + i] = ratioOf(s.k, q[o.a]!) / 100; break;
      }
    }
  };

  // the slots of each quantity, with their horizons (a loop per quantity instead of a switch per slot)
  const slotsOf = (want: CohortQuantity['q']) => {
    const at = slots.list.flatMap((x, i) => (x.q === want ? [i] : []));
    return { at: Int32Array.from(at), h: Int32Array.from(at, (i) => slots.list[i]!.h) };
  };
  const ad = slotsOf('ad');
  const iap = slotsOf('iap');
  const sales = slotsOf('sales');
  const buyers = slotsOf('buyers');
  const retained = slotsOf('retained');
  const events = slotsOf('events');
  /** Adds a cumulative curve at each slot's horizon (everything so far for h = -1), as far as v days have ended. */
  const addCum = (q: Float64Array, s: { at: Int32Array; h: Int32Array }, curve: Float64Array, v: number): void => {
    for (let j = 0; j < s.at.length; j++) {
      const h = s.h[j]!;
      q[s.at[j]!]! += curve[Math.min(h < 0 ? COHORT_DAYS : h, v)]!;
    }
  };

  const scripted = ctx.scripted ?? new Map<string, ScriptedUnits>();
  const addScripted = (q: Float64Array, sc: ScriptedUnits, first: number, n: number, v: number): void => {
    const cum = (at: { at: Int32Array; h: Int32Array }, steps: Steps | undefined) => {
      if (!steps) return;
      for (let j = 0; j < at.at.length; j++) {
        const h = at.h[j]!;
        q[at.at[j]!]! += shareOf(stepAt(steps, Math.min(h < 0 ? COHORT_DAYS : h, v)), first, n, sc.installs);
      }
    };
    cum(ad, sc.cohort.ad);
    cum(iap, sc.cohort.iap);
    cum(sales, sc.cohort.sales);
    cum(buyers, sc.cohort.buyers);
    for (let j = 0; j < retained.at.length; j++) {
      const h = retained.h[j]!;
      if (h <= v) q[retained.at[j]!]! += shareOf(retainedAt(sc.cohort.retained, h), first, n, sc.installs);
    }
  };

  const add = (g: Group, u: ReportUnit): void => {
    const s = u.sums;
    const c = g.sums;
    c.i += s.i;
    c.c += s.c;
    c.k += s.k;
    const p = width > 0 || ska ? profileOf(u.campaignId, u.country) : null;
    if (!p || s.n === 0) {
      if (!ska) (c.n += s.n), (c.r += s.r);
      return;
    }
    const v = visibleDays(u.day);
    const sc = scripted.size && !ska ? scripted.get(`${u.campaignId}:${u.country}:${u.day}`) : undefined;
    if (sc) {
      // a scripted key: its figures by horizon, as far as v days have ended, this unit's users' share of them
      c.n += s.n;
      c.r += s.r;
      if (v >= 0) addScripted(g.q, sc, u.first, s.n, v);
      return;
    }
    // the curves only as far as this install day's users can have done anything by now
    curves.fill(p, u.day, u.first, s.n, ska ? { nowHour, dayStartHour: Date.parse(`${u.day}T00:00:00Z`) / HOUR_MS, redownloads: s.r } : undefined, v);
    const q = g.q;
    if (ska) {
      c.n += curves.skaInstalls;
      c.r += curves.skaRedownloads;
      // the first conversion window only: purchases and buyers of days 0-1 whose postback arrived
      for (let j = 0; j < sales.at.length; j++) q[sales.at[j]!]! += curves.skaSales;
      for (let j = 0; j < buyers.at.length; j++) q[buyers.at[j]!]! += curves.skaBuyers;
      return;
    }
    c.n += s.n;
    c.r += s.r;
    if (v < 0) return;
    addCum(q, ad, curves.adCum, v);
    addCum(q, iap, curves.iapCum, v);
    addCum(q, sales, curves.salesCum, v);
    addCum(q, buyers, curves.buyersCum, v);
    addCum(q, events, curves.eventsCum, v);
    for (let j = 0; j < retained.at.length; j++) {
      const h = retained.h[j]!;
      if (h <= v) q[retained.at[j]!]! += curves.active[h]!;
    }
  };

  const metricSorts = r.sorts.filter((s) => !isDimension(s.column));
  const collectAll = metricSorts.length > 0;
  const all: Group[] = [];
  let skipped = 0;
  let emitted = 0;
  const limit = r.limit ?? Infinity;
  // one batch, refilled once the consumer asks for the next (see ReportingService#values)
  const out = new CellBatch(r.columns);
  let current: Group | undefined;
  // a group's quantities: streamed groups are rendered before the next one starts, so they share one
  // array (a typed array per group cost more than the rest of the grouping); kept ones get their own
  const shared = new Float64Array(width);
  const quantities = () => (collectAll ? new Float64Array(width) : shared.fill(0));

  /** A finished group: kept for sorting, or passed on (after offset) as it comes. */
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
        current = { key: u.key, dims: u.dims as Record<string, string>, sums: { i: 0, c: 0, n: 0, k: 0, r: 0 }, q: quantities() };
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
    const value = (g: Group, m: string) => compiledOf(m).value(g.sums, g.q);
    // stable: ties keep the grouping's order, as the SQL path's ORDER BY ends with the grouping
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

/** SQL's three-valued logic: null (a division by zero) is neither true nor false. */
export function evalHaving(n: HavingNode, metric: (m: string) => number): boolean | number | null {
  const num = (x: HavingNode): number | null => {
    const v = evalHaving(x, metric);
    return typeof v === 'number' ? v : null;
  };
  const bool = (x: HavingNode): boolean | null => {
    const v = evalHaving(x, metric);
    return typeof v === 'boolean' ? v : null;
  };
  switch (n.k) {
    case 'num': return n.v;
    case 'metric': return metric(n.m);
    case 'neg': {
      const a = num(n.a);
      return a === null ? null : -a;
    }
    case 'arith': {
      const a = num(n.a);
      const b = num(n.b);
      if (a === null || b === null) return null;
      if (n.op === '/') return b === 0 ? null : a / b;
      return n.op === '+' ? a + b : n.op === '-' ? a - b : a * b;
    }
    case 'cmp': {
      const a = num(n.a);
      const b = num(n.b);
      if (a === null || b === null) return null;
      switch (n.op) {
        case '>': return a > b;
        case '>=': return a >= b;
        case '<': return a < b;
        case '<=': return a <= b;
        case '=': return a === b;
        case '!=': return a !== b;
      }
      return null;
    }
    case 'and': {
      const a = bool(n.a);
      const b = bool(n.b);
      if (a === false || b === false) return false;
      return a === null || b === null ? null : true;
    }
    case 'or': {
      const a = bool(n.a);
      const b = bool(n.b);
      if (a === true || b === true) return true;
      return a === null || b === null ? null : false;
    }
    case 'not': {
      const a = bool(n.a);
      return a === null ? null : !a;
    }
  }
}
