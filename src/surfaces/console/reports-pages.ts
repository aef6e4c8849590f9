// Reports: daily spend, installs and cost per install as a chart and a table, and the same by
// campaign and country, with a CSV download. Read through the reporting core (the same rows,
// rules and 45-day window as GET /report), for the signed-in user's account only.
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
import { count, money, moneyPer } from './money.js';

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

const cpi = (row: RenderedRow) => moneyPer(row.average_cpa, row.installs);

export function registerReportPages(s: FastifyInstance, c: Container): void {
  s.get<{ Querystring: ReportForm }>('/reports', hidden, async (request, reply) => {
    const { account } = ctx(request);
    const f = request.query;
    const errors = new FieldErrors(['start', 'end', 'campaign', 'country']);
    let daily: RenderedRow[] = [];
    let breakdown: RenderedRow[] = [];
    let period = { start: '', end: '' };
    try {
      const r = c.reporting.request(query(c, f, 'day,impressions,clicks,installs,cost,average_cpa'));
      period = { start: r.start, end: r.end };
      daily = await collectRows(c, account.id, r);
      breakdown = await collectRows(c, account.id, c.reporting.request(query(c, f, 'campaign,campaign_id_external,country,impressions,clicks,installs,cost,average_cpa', { sort_cost: 'DESC', limit: String(BREAKDOWN_ROWS) })));
    } catch (e) {
      errors.add(e);
    }
    // every day of the period, zero where nothing was delivered (the chart's x axis is the calendar)
    const byDay = new Map(daily.map((d) => [d.day!, d]));
    const days: RenderedRow[] = [];
    if (period.start) for (let t = Date.parse(`${period.start}T00:00:00Z`); t <= Date.parse(`${period.end}T00:00:00Z`) && days.length < 400; t += DAY_MS) days.push(byDay.get(day(t)) ?? { day: day(t), impressions: '0', clicks: '0', installs: '0', cost: '0.00', average_cpa: '0.0000' });
    const campaigns = (await c.campaigns.listWithYesterday(account.id)).map((x) => x.campaign);
    const values = { start: formText(f.start) || period.start, end: formText(f.end) || period.end, campaign: formText(f.campaign), country: formText(f.country) };
    const chartData = JSON.stringify({ days: days.map((d) => d.day), spend: days.map((d) => Number(d.cost)), installs: days.map((d) => Number(d.installs)), cpi: days.map((d) => (Number(d.installs) ? Number(d.average_cpa) : null)) }).replace(/</g, '\\u003c');
    const total = days.reduce((n, d) => ({ cost: n.cost + Math.round(Number(d.cost) * 100), installs: n.installs + Number(d.installs) }), { cost: 0, installs: 0 });
    const csvHref = `/console/reports.csv?${new URLSearchParams(Object.entries(values).filter(([, v]) => v) as [string, string][])}`;
    return sendPage(request, reply, {
      status: errors.any ? 400 : 200,
      title: 'Reports',
      active: 'reports',
      scripts: ['uplot.js', 'reports.js'],
      styles: ['uplot.css'],
      body: html`<h1>Reports</h1>
<p class="muted">Daily spend, installs and cost per install of your campaigns (UTC days, the last 45 days at most), from the same figures as the reporting API.</p>
<p><a href="/console/reports/cohorts">Cohorts: revenue, ROAS and retention by days since install →</a></p>
${errors.summary()}
<form method="get" action="/console/reports" class="card filters" novalidate>
<div class="field"><label for="start">From</label><input id="start" name="start" type="date" value="${values.start}"${errors.attrs('start')}>${errors.at('start')}</div>
<div class="field"><label for="end">To</label><input id="end" name="end" type="date" value="${values.end}"${errors.attrs('end')}>${errors.at('end')}</div>
${campaignField(campaigns, values.campaign)}
<div class="field"><label for="country">Country</label><input id="country" name="country" type="text" maxlength="2" size="4" placeholder="us" value="${values.country}" aria-describedby="country-hint"><p class="hint muted small" id="country-hint">Two-letter code; empty for all</p></div>
<div class="actions"><button type="submit" class="primary">Show</button> <a class="button" href="${csvHref}" download>Download CSV</a></div>
</form>
${errors.any ? '' : html`<section aria-labelledby="daily-heading">
<h2 id="daily-heading">By day</h2>
<p>${money(formatCents(total.cost))} spent, ${total.installs.toLocaleString('en-US')} installs, cost per install ${total.installs ? money((total.cost / 100 / total.installs).toFixed(2)) : '–'}.</p>
<div class="charts" id="report-chart">
${([['spend', 'Spend', 'US dollars a day'], ['installs', 'Installs', 'installs a day'], ['cpi', 'Cost per install', 'US dollars; no point on a day without installs']] as const).map(([key, title, unit]) => html`<figure class="card chart-card"><h3 id="chart-${key}-title">${title}</h3><div id="chart-${key}" class="chart" data-series="${key}" role="img" aria-labelledby="chart-${key}-title" aria-describedby="chart-${key}-caption"></div>
<figcaption class="muted small" id="chart-${key}-caption">${unit}, ${period.start} to ${period.end}; the table below has the same figures.</figcaption></figure>`)}
</div>
<script type="application/json" id="report-data">${trusted(chartData)}</script>
<div class="table-wrap"><table class="data"><caption>Daily figures</caption>
<thead><tr><th scope="col">Day</th><th scope="col" class="num">Impressions</th><th scope="col" class="num">Clicks</th><th scope="col" class="num">Installs</th><th scope="col" class="num">Spend</th><th scope="col" class="num">Cost per install</th></tr></thead>
<tbody>${days.map((d) => html`<tr><th scope="row">${d.day}</th><td class="num" data-label="Impressions">${count(d.impressions)}</td><td class="num" data-label="Clicks">${count(d.clicks)}</td><td class="num" data-label="Installs">${count(d.installs)}</td><td class="num" data-label="Spend">${money(d.cost)}</td><td class="num" data-label="Cost per install">${cpi(d)}</td></tr>`)}</tbody>
</table></div>
</section>
<section aria-labelledby="breakdown-heading">
<h2 id="breakdown-heading">By campaign and country</h2>
${breakdown.length === 0 ? html`<p class="muted">Nothing delivered in this period.</p>` : html`<div class="table-wrap"><table class="data stack"><caption>Highest spend first${breakdown.length === BREAKDOWN_ROWS ? ` (the first ${BREAKDOWN_ROWS}; the CSV has every row)` : ''}</caption>
<thead><tr><th scope="col">Campaign</th><th scope="col">Country</th><th scope="col" class="num">Impressions</th><th scope="col" class="num">Clicks</th><th scope="col" class="num">Installs</th><th scope="col" class="num">Spend</th><th scope="col" class="num">Cost per install</th></tr></thead>
<tbody>${breakdown.map((b) => html`<tr><th scope="row">${b.campaign}</th><td data-label="Country">${(b.country ?? '').toUpperCase()}</td><td class="num" data-label="Impressions">${count(b.impressions)}</td><td class="num" data-label="Clicks">${count(b.clicks)}</td><td class="num" data-label="Installs">${count(b.installs)}</td><td class="num" data-label="Spend">${money(b.cost)}</td><td class="num" data-label="Cost per install">${cpi(b)}</td></tr>`)}</tbody>
</table></div>`}
</section>`}`,
    });
  });

  // The CSV of the form's period and filters: every campaign, country and day, streamed.
  s.get<{ Querystring: ReportForm }>('/reports.csv', hidden, async (request: FastifyRequest<{ Querystring: ReportForm }>, reply) => {
    const { account } = ctx(request);
    const columns = 'day,campaign,campaign_id_external,country,impressions,clicks,installs,cost,average_cpa';
    const r = c.reporting.request(query(c, request.query, columns));
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
