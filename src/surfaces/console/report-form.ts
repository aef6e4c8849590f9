// What the two report pages (reports-pages.ts, cohort-pages.ts) share: the form's text values, UTC
// day arithmetic, reading a report's rows whole, and the campaign filter.
import type { Campaign } from '../../core/campaigns/model.js';
import type { ReportRequest } from '../../core/reporting/report-request.js';
import type { RenderedRow } from '../../core/reporting/reporting-service.js';
import type { Container } from '../../http/container.js';
import { html } from './html.js';

export const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of a time in milliseconds. */
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A form value as text: trimmed, bounded, '' when absent or not text. */
export const formText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 64) : '');

/** Every row of a report, read through the reporting core. */
export async function collectRows(c: Container, accountId: number, r: ReportRequest): Promise<RenderedRow[]> {
  const out: RenderedRow[] = [];
  for await (const batch of c.reporting.rows(accountId, r)) out.push(...batch);
  return out;
}

/** The campaign filter: every campaign of the account by name, the chosen one selected. */
export function campaignField(campaigns: readonly Pick<Campaign, 'hashedId' | 'name'>[], selected: string) {
  return html`<div class="field"><label for="campaign">Campaign</label><select id="campaign" name="campaign"><option value="">All campaigns</option>${campaigns.map((cp) => html`<option value="${cp.hashedId}"${cp.hashedId === selected ? html` selected` : ''}>${cp.name}</option>`)}</select></div>`;
}
