// Reports > Cohorts: what the installs of a period earned afterwards, by days since install:
// revenue and ROAS by horizon per campaign (and in total), retention, as a chart and a table. Read
// through the reporting core with the same rules as GET /report (day_column=day), for the signed-in
// user's account only. Kept apart from reports-pages.ts; reports-pages.ts only links here.
import type { FastifyInstance } from 'fastify';
import { rulesOf } from '../../core/account-types/account-types.js';
import type { RenderedRow } from '../../core/reporting/reporting-service.js';
import type { Container } from '../../http/container.js';
import { ctx, sendPage } from './context.js';
import { FieldErrors } from './form-values.js';
import { html, trusted } from './html.js';
import { campaignField, collectRows, day, DAY_MS, formText } from './report-form.js';
import { count, money } from './money.js';

const hidden = { schema: { hide: true } as never };
/** The horizons shown (days since install). */
export const COHORT_HORIZONS = [0, 1, 3, 7, 14, 28] as const;
const RETENTION = [1, 7, 28] as const;

interface CohortForm {
  start?: string;
  end?: string;
  campaign?: string;
}

// a no-break space: "36.9 %" never breaks before its sign in a narrow column
const pct = (v: string | undefined) => `${(Number(v ?? 0) * 100).toFixed(1)}\u00a0%`;
const roasText = (v: string | undefined) => `${(Number(v ?? 0) * 100).toFixed(0)}\u00a0%`;

export function registerCohortPages(s: FastifyInstance, c: Container): void {
  s.get<{ Querystring: CohortForm }>('/reports/cohorts', hidden, async (request, reply) => {
    const { account } = ctx(request);
    if (!rulesOf(account.type).reports.overview.cohorts) {
      // installs and what they earned by days since install: a WEB account has no installs
      return sendPage(request, reply, {
        title: 'Cohorts',
        active: 'reports',
        body: html`<h1>Cohorts</h1>
<p><a href="/console/reports">← Reports by day</a></p>
<p class="empty" id="not-for-type">Cohorts follow app installs by days since the install day. This is a ${rulesOf(account.type).label.toLowerCase()} (${account.type}) account: its checkouts, revenue, ROAS and new customers by day are on the Reports page.</p>`,
      });
    }
    const f = request.query;
    const errors = new FieldErrors(['start', 'end', 'campaign']);
    const today = Date.parse(`${day(c.clock.now().getTime())}T00:00:00Z`);
    // by default the installs of the last 30 days up to yesterday (today's have done nothing yet)
    const q: Record<string, string> = {
      start: formText(f.start) || day(today - 30 * DAY_MS),
      end: formText(f.end) || day(today - DAY_MS),
      day_column: 'day',
      columns: ['campaign', 'campaign_id_external', 'installs', 'cost', ...COHORT_HORIZONS.flatMap((h) => [`total_rev_${h}d`, `roas_${h}d`]), ...RETENTION.map((h) => `ret_${h}d`)].join(','),
      sort_cost: 'DESC',
      limit: '200',
    };
    if (formText(f.campaign)) q.filter_campaign_id_external = formText(f.campaign);
    let rows: RenderedRow[] = [];
    let total: RenderedRow | undefined;
    let period = { start: q.start!, end: q.end! };
    try {
      const r = c.reporting.request(q);
      period = { start: r.start, end: r.end };
      rows = await collectRows(c, account.id, r);
      // the same installs in one row: no campaign columns, no sorting or paging
      const { sort_cost: _sort, limit: _limit, ...whole } = q;
      const all = c.reporting.request({ ...whole, columns: q.columns!.split(',').filter((x) => !x.startsWith('campaign')).join(',') });
      for await (const b of c.reporting.rows(account.id, all)) total = b[0];
    } catch (e) {
      errors.add(e);
      rows = [];
    }
    const campaigns = (await c.campaigns.listWithYesterday(account.id)).map((x) => x.campaign);
    const values = { start: formText(f.start) || period.start, end: formText(f.end) || period.end, campaign: formText(f.campaign) };
    // the chart: ROAS by horizon, one line per campaign (the ten biggest) and the total
    const series = [...(total && Number(total.installs) > 0 ? [{ name: 'All campaigns', roas: COHORT_HORIZONS.map((h) => Number(total![`roas_${h}d`])) }] : []), ...rows.slice(0, 10).map((r) => ({ name: r.campaign ?? '', roas: COHORT_HORIZONS.map((h) => Number(r[`roas_${h}d`])) }))];
    const chartData = JSON.stringify({ horizons: COHORT_HORIZONS, series }).replace(/</g, '\\u003c');
    const heads = COHORT_HORIZONS.map((h) => html`<th scope="col" class="num">Day ${h}</th>`);
    const line = (label: string | undefined, r: RenderedRow) => html`<tr><th scope="row">${label}</th><td class="num" data-label="Installs">${count(r.installs)}</td><td class="num" data-label="Spend">${money(r.cost)}</td>${COHORT_HORIZONS.map((h) => html`<td class="num" data-label="Revenue / ROAS day ${h}">${money(r[`total_rev_${h}d`])}<br><span class="muted small">${roasText(r[`roas_${h}d`])}</span></td>`)}${RETENTION.map((h) => html`<td class="num" data-label="Retention day ${h}">${pct(r[`ret_${h}d`])}</td>`)}</tr>`;
    return sendPage(request, reply, {
      status: errors.any ? 400 : 200,
      title: 'Cohorts',
      active: 'reports',
      scripts: ['uplot.js', 'cohorts.js'],
      styles: ['uplot.css'],
      body: html`<h1>Cohorts</h1>
<p><a href="/console/reports">← Reports by day</a></p>
<p class="muted">What the installs of the chosen days earned afterwards (in-app purchases and ads), by days since the install day, and the share still active. A horizon that has not ended yet for a day's installs counts what has arrived so far (the same figures as GET /report with day_column=day).</p>
${errors.summary()}
<form method="get" action="/console/reports/cohorts" class="card filters" novalidate>
<div class="field"><label for="start">Installs from</label><input id="start" name="start" type="date" value="${values.start}"${errors.attrs('start')}>${errors.at('start')}</div>
<div class="field"><label for="end">To</label><input id="end" name="end" type="date" value="${values.end}"${errors.attrs('end')}>${errors.at('end')}</div>
${campaignField(campaigns, values.campaign)}
<div class="actions"><button type="submit" class="primary">Show</button></div>
</form>
${errors.any ? '' : html`<section aria-labelledby="roas-heading">
<h2 id="roas-heading">ROAS by days since install</h2>
<figure class="card chart-card"><div id="cohort-chart" class="chart" role="img" aria-label="Chart of ROAS by days since install for the installs from ${period.start} to ${period.end}; the table below has the same figures"></div>
<figcaption class="muted small">Revenue of the installs / their spend, at day 0, 1, 3, 7, 14 and 28 after the install day.</figcaption></figure>
<script type="application/json" id="cohort-data">${trusted(chartData)}</script>
<div class="table-wrap"><table class="data stack"><caption>Revenue (and ROAS) by days since install; retention</caption>
<thead><tr><th scope="col" rowspan="2">Campaign</th><th scope="col" rowspan="2" class="num">Installs</th><th scope="col" rowspan="2" class="num">Spend</th><th scope="colgroup" colspan="${COHORT_HORIZONS.length}" class="group">Revenue (ROAS) by days since install</th><th scope="colgroup" colspan="${RETENTION.length}" class="group">Retained</th></tr>
<tr>${heads}${RETENTION.map((h) => html`<th scope="col" class="num">Day ${h}</th>`)}</tr></thead>
<tbody>${total && Number(total.installs) > 0 ? line('All campaigns', total) : ''}${rows.map((r) => line(r.campaign, r))}</tbody>
</table></div>
${rows.length === 0 ? html`<p class="muted">No installs in this period.</p>` : ''}
</section>`}`,
    });
  });
}
