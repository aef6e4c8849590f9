// Reports: the account type's daily measures (APP: spend, installs and cost per install; WEB:
// spend, checkouts, revenue, ROAS and new customers; the rules' reports.overview) as charts and a
// table, and the same by campaign and country, with a CSV download. Read through the reporting
// core (the same rows, rules and window as GET /report), for the signed-in user's account only.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatCents } from '../../core/reporting/columns.js';
import { csvCell, spreadsheetSafe } from '../../core/reporting/csv.js';
import { isDimension } from '../../core/reporting/columns.js';
import type { RenderedRow } from '../../core/reporting/reporting-service.js';
import type { Container } from '../../http/container.js';
import { ctx, sendPage } from './context.js';
import { FieldErrors } from './form-values.js';
import { html, trusted } from './html.js';
import { campaignField, collectRows, day, DAY_MS, formText } from './report-form.js';
import { count, money, percent } from './money.js';
import { REPORT_MEASURE_WORDS, type MeasureWords } from './labels.js';
import { rulesOf, type AccountType } from '../../core/account-types/account-types.js';

const hidden = { schema: { hide: true } as never };
const BREAKDOWN_ROWS = 500;

interface ReportForm {
  start?: string;
  end?: string;
  campaign?: string;
  country?: string;
}

/** The report query of the form: its dates (last 14 days by default) and filters. */
function query(c: Container, f: ReportForm, columns: string, extra: Record<string, string> = {}): Record<string, string> {
  const today = Date.parse(`${day(c.clock.now().getTime())}T00:00:00Z`);
  const q: Record<string, string> = { report_type: 'advertiser', start: formText(f.start) || day(today - 13 * DAY_MS), end: formText(f.end) || day(today), columns, ...extra };
  if (formText(f.campaign)) q.filter_campaign_id_external = formText(f.campaign);
  if (formText(f.country)) q.filter_country = formText(f.country);
  return q;
}

/** The Reports page's measures for an account type (its rules' reports.overview) with their words. */
function measuresOf(type: AccountType) {
  const rules = rulesOf(type).reports;
  const ov = rules.overview;
  const words = (col: string): MeasureWords => REPORT_MEASURE_WORDS[col] ?? { label: col, format: 'count' };
  /** A row's cell; a quotient over nothing (no installs, no spend) has no value. */
  const cell = (row: RenderedRow, col: string): string => {
    const q = ov.quotients[col];
    if (q && !(Number(row[q.den] ?? 0) > 0)) return '–';
    const v = row[col];
    const f = words(col).format;
    return f === 'money' ? money(v) : f === 'percent' ? percent(v) : count(v);
  };
  /** The period's total of a charted measure: sums (money in cents), quotients of the sums. */
  const totals = (days: RenderedRow[]): string[] => {
    const sum = (col: string) => days.reduce((n, d) => n + (words(col).format === 'money' ? Math.round(Number(d[col] ?? 0) * 100) : Number(d[col] ?? 0)), 0);
    const inUnits = (col: string) => (words(col).format === 'money' ? sum(col) / 100 : sum(col));
    return ov.charts.map((col) => {
      const w = words(col);
      const q = ov.quotients[col];
      let text: string;
      if (q) {
        const den = inUnits(q.den);
        const v = den ? (inUnits(q.num) / den) * q.scale : undefined;
        text = v === undefined ? '–' : w.format === 'percent' ? percent(v) : money(v.toFixed(2));
      } else text = w.format === 'money' ? money(formatCents(sum(col))) : count(sum(col));
      return w.total ? w.total(text) : `${w.label} ${text}`;
    });
  };
  const phrases = ov.charts.map((col) => words(col).phrase ?? words(col).label.toLowerCase());
  return {
    ...ov,
    windowDays: rules.windowDays,
    words,
    cell,
    totals,
    /** "spend, installs and cost per install" */
    phrase: phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : phrases.join(''),
    notes: [...ov.columns].map((col) => words(col).note).filter((n): n is string => !!n),
    chartKey: (col: string) => words(col).key ?? col,
  };
}

export function registerReportPages(s: FastifyInstance, c: Container): void {
  s.get<{ Querystring: ReportForm }>('/reports', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const m = measuresOf(account.type);
    const f = request.query;
    const errors = new FieldErrors(['start', 'end', 'campaign', 'country']);
    let daily: RenderedRow[] = [];
    let breakdown: RenderedRow[] = [];
    let period = { start: '', end: '' };
    try {
      const r = c.reporting.request(query(c, f, ['day', ...m.columns].join(',')), 'report', account.type);
      period = { start: r.start, end: r.end };
      daily = await collectRows(c, account.id, r);
      breakdown = await collectRows(c, account.id, c.reporting.request(query(c, f, ['campaign', 'campaign_id_external', 'country', ...m.columns].join(','), { sort_cost: 'DESC', limit: String(BREAKDOWN_ROWS) }), 'report', account.type));
    } catch (e) {
      errors.add(e);
    }
    // every day of the period, zero where nothing was delivered (the chart's x axis is the calendar)
    const byDay = new Map(daily.map((d) => [d.day!, d]));
    const days: RenderedRow[] = [];
    const none = Object.fromEntries(m.columns.map((col) => [col, '0']));
    if (period.start) for (let t = Date.parse(`${period.start}T00:00:00Z`); t <= Date.parse(`${period.end}T00:00:00Z`) && days.length < 400; t += DAY_MS) days.push(byDay.get(day(t)) ?? { day: day(t), ...none });
    const campaigns = (await c.campaigns.listWithYesterday(account.id)).map((x) => x.campaign);
    const values = { start: formText(f.start) || period.start, end: formText(f.end) || period.end, campaign: formText(f.campaign), country: formText(f.country) };
    // a measure's chart: its value by day; a quotient over nothing is no point (null), not a zero
    const series = (col: string) => days.map((d) => (m.cell(d, col) === '–' ? null : Number(d[col])));
    const chartData = JSON.stringify({
      days: days.map((d) => d.day),
      ...Object.fromEntries(m.charts.map((col) => [m.chartKey(col), series(col)])),
      series: m.charts.map((col) => ({ key: m.chartKey(col), label: m.words(col).label, format: m.words(col).format, fill: !m.quotients[col] })),
    }).replace(/</g, '\\u003c');
    const csvHref = `/console/reports.csv?${new URLSearchParams(Object.entries(values).filter(([, v]) => v) as [string, string][])}`;
    const th = m.columns.map((col) => html`<th scope="col" class="num">${m.words(col).label}</th>`);
    const tds = (row: RenderedRow) => m.columns.map((col) => html`<td class="num" data-label="${m.words(col).label}">${m.cell(row, col)}</td>`);
    return sendPage(request, reply, {
      status: errors.any ? 400 : 200,
      title: 'Reports',
      active: 'reports',
      scripts: ['uplot.js', 'reports.js'],
      styles: ['uplot.css'],
      body: html`<h1>Reports</h1>
<p class="muted">Daily ${m.phrase} of your campaigns (UTC days, the last ${m.windowDays} days at most), from the same figures as the reporting API.</p>
${m.notes.length ? html`<p class="muted small" id="measure-notes">${m.notes.join(' ')}</p>
` : ''}${m.cohorts ? html`<p><a href="/console/reports/cohorts">Cohorts: revenue, ROAS and retention by days since install →</a></p>
` : ''}${errors.summary()}
<form method="get" action="/console/reports" class="card filters" novalidate>
<div class="field"><label for="start">From</label><input id="start" name="start" type="date" value="${values.start}"${errors.attrs('start')}>${errors.at('start')}</div>
<div class="field"><label for="end">To</label><input id="end" name="end" type="date" value="${values.end}"${errors.attrs('end')}>${errors.at('end')}</div>
${campaignField(campaigns, values.campaign)}
<div class="field"><label for="country">Country</label><input id="country" name="country" type="text" maxlength="2" size="4" placeholder="us" value="${values.country}" aria-describedby="country-hint"><p class="hint muted small" id="country-hint">Two-letter code; empty for all</p></div>
<div class="actions"><button type="submit" class="primary">Show</button> <a class="button" href="${csvHref}" download>Download CSV</a></div>
</form>
${errors.any ? '' : html`<section aria-labelledby="daily-heading">
<h2 id="daily-heading">By day</h2>
<p>${m.totals(days).join(', ')}.</p>
<div class="charts" id="report-chart">
${m.charts.map((col) => [m.chartKey(col), m.words(col).label, m.words(col).unit ?? ''] as const).map(([key, title, unit]) => html`<figure class="card chart-card"><h3 id="chart-${key}-title">${title}</h3><div id="chart-${key}" class="chart" data-series="${key}" role="img" aria-labelledby="chart-${key}-title" aria-describedby="chart-${key}-caption"></div>
<figcaption class="muted small" id="chart-${key}-caption">${unit}, ${period.start} to ${period.end}; the table below has the same figures.</figcaption></figure>`)}
</div>
<script type="application/json" id="report-data">${trusted(chartData)}</script>
<div class="table-wrap"><table class="data"><caption>Daily figures</caption>
<thead><tr><th scope="col">Day</th>${th}</tr></thead>
<tbody>${days.map((d) => html`<tr><th scope="row">${d.day}</th>${tds(d)}</tr>`)}</tbody>
</table></div>
</section>
<section aria-labelledby="breakdown-heading">
<h2 id="breakdown-heading">By campaign and country</h2>
${breakdown.length === 0 ? html`<p class="muted">Nothing delivered in this period.</p>` : html`<div class="table-wrap"><table class="data stack"><caption>Highest spend first${breakdown.length === BREAKDOWN_ROWS ? ` (the first ${BREAKDOWN_ROWS}; the CSV has every row)` : ''}</caption>
<thead><tr><th scope="col">Campaign</th><th scope="col">Country</th>${th}</tr></thead>
<tbody>${breakdown.map((b) => html`<tr><th scope="row">${b.campaign}</th><td data-label="Country">${(b.country ?? '').toUpperCase()}</td>${tds(b)}</tr>`)}</tbody>
</table></div>`}
</section>`}`,
    });
  });

  // The CSV of the form's period and filters: every campaign, country and day, streamed.
  s.get<{ Querystring: ReportForm }>('/reports.csv', hidden, async (request: FastifyRequest<{ Querystring: ReportForm }>, reply) => {
    const { account } = ctx(request);
    const columns = ['day', 'campaign', 'campaign_id_external', 'country', ...rulesOf(account.type).reports.overview.columns].join(',');
    const r = c.reporting.request(query(c, request.query, columns), 'report', account.type);
    const rows = c.reporting.rows(account.id, r);
    async function* lines(): AsyncGenerator<string> {
      yield `${columns}\r\n`;
      // the API's cells: text made inert for spreadsheets (campaign names come from users), numbers as written
      for await (const batch of rows) yield batch.map((row) => r.columns.map((k) => (isDimension(k) ? spreadsheetSafe : csvCell)(row[k] ?? '')).join(',') + '\r\n').join('');
    }
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="report-${r.start}-${r.end}.csv"`);
    return reply.send(Readable.from(lines()));
  });
}
