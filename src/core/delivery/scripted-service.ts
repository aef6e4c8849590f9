// POST and DELETE /_sandbox/delivery (issue 35 item 6): scripted figures for (campaign, day,
// country) keys, checked whole before anything is written, then written in one transaction
// (every row or none). A scripted key replaces whatever the key had (simulated hours or an earlier
// script); the simulator never writes it again (delivery-service.ts skips it, the repository's
// writeHour drops it). See scripted.ts for the rules and the spread over hours and ads.
import { invalid } from '../shared/errors.js';
import type { Clock } from '../shared/ports.js';
import type { DeliveryRepo } from './delivery-repo.js';
import { checkScriptedRow, MAX_SCRIPTED_ROWS, scriptedDay, spreadScripted, type ScriptedRow } from './scripted.js';

/** Days back a scripted day may be: the report's window (`start` within the last 45 days). */
export const SCRIPT_WINDOW_DAYS = 45;

export interface ScriptedAnswer {
  scripted: number;
  /** Hourly rows written. */
  rows: number;
  /** Keys not scripted before or scripted with other figures (the rest already held these). */
  changed: number;
}

/** Checks every row, then writes them all in one transaction; the first error names `<field>[i].<name>`. */
export async function scriptDelivery(repo: DeliveryRepo, clock: Clock, raw: unknown, field = 'rows'): Promise<ScriptedAnswer> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_SCRIPTED_ROWS) throw invalid(field, `must be a list of 1 to ${MAX_SCRIPTED_ROWS} rows`);
  const now = clock.now();
  const rows: ScriptedRow[] = raw.map((r, i) => checkScriptedRow(`${field}[${i}]`, r, now, SCRIPT_WINDOW_DAYS));
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const k = `${r.campaignHashedId}:${r.day}:${r.country}`;
    const j = seen.get(k);
    if (j !== undefined) throw invalid(`${field}[${i}]`, `scripts the same campaign, day and country as ${field}[${j}] (${r.day}, ${r.country})`);
    seen.set(k, i);
  });
  const campaigns = await repo.scriptCampaigns([...new Set(rows.map((r) => r.campaignHashedId))]);
  const today = now.toISOString().slice(0, 10);
  const entries = rows.map((r, i) => {
    const c = campaigns.get(r.campaignHashedId);
    if (!c) throw invalid(`${field}[${i}].campaign_id`, `is not a campaign of the sandbox (${r.campaignHashedId})`);
    // the web report derives checkouts from clicks by the web model: scripted installs and revenue mean nothing there
    if (c.web) throw invalid(`${field}[${i}].campaign_id`, `is a WEB account's campaign: scripted delivery is for APP campaigns (${r.campaignHashedId})`);
    // today: spread over the hours begun so far (no row in an hour to come)
    const lastHour = r.day === today ? now.getUTCHours() : 23;
    return { campaign: c, figures: r, rows: spreadScripted(c, r, lastHour) };
  });
  const changed = await repo.writeScripted(entries.map((e) => ({ accountId: e.campaign.accountId, campaignId: e.campaign.id, figures: e.figures, rows: e.rows })));
  return { scripted: entries.length, rows: entries.reduce((n, e) => n + e.rows.length, 0), changed };
}

/** Removes the scripts of a campaign on a day (one country, or all): the key has no delivery afterwards. */
export async function unscriptDelivery(repo: DeliveryRepo, clock: Clock, q: { campaign_id?: unknown; day?: unknown; country?: unknown }): Promise<{ removed: number }> {
  const id = typeof q.campaign_id === 'string' ? q.campaign_id.trim().toLowerCase() : '';
  if (!/^[0-9a-f]{32}$/.test(id)) throw invalid('campaign_id', `must be a campaign's 32-hex hashed id (${JSON.stringify(q.campaign_id ?? null)})`);
  const day = scriptedDay('day', q.day, clock.now(), SCRIPT_WINDOW_DAYS);
  const country = q.country === undefined || q.country === '' ? undefined : String(q.country).trim().toLowerCase();
  const c = (await repo.scriptCampaigns([id])).get(id);
  if (!c) throw invalid('campaign_id', `is not a campaign of the sandbox (${id})`);
  return { removed: await repo.removeScripted({ accountId: c.accountId, campaignId: c.id, day, country }) };
}
