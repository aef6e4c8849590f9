// Runs the delivery simulator on the platform clock: a 'delivery.tick' job simulates every hour
// that has ended since the last one (so moving the sandbox clock two days ahead produces two days
// of delivery), one transaction per hour, and schedules itself for the end of the current hour.
// `backfill` re-simulates whole days on demand (campaignctl simulate). Postbacks of simulated
// impressions and clicks are recorded and, when enabled, sent by 'postback.send' jobs.
import { invalid } from '../shared/errors.js';
import type { Clock } from '../shared/ports.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JobRegistry } from '../jobs/worker.js';
import type { RemoteFetcher } from '../assets/remote-fetcher.js';
import { DEFAULT_KEY } from '../campaigns/model.js';
import { deliverableAds } from './deliverable-ads.js';
import type { DeliveryFacts, DeliveryRepo, PostbackRow } from './delivery-repo.js';
import { devicePool } from './device-pool.js';
import { HOUR_MS, dayOfHour, type DaySpend, type DeliveryCampaign, type HourOutput } from './model.js';
import { simulateHour } from './simulate-hour.js';
import { scriptDelivery, unscriptDelivery, type ScriptedAnswer } from './scripted-service.js';

/** Suppression lists as the simulator needs them. */
export interface SuppressionLookup {
  count(accountId: number, packageName: string): Promise<number>;
  whichListed(accountId: number, packageName: string, ids: readonly string[]): Promise<Set<string>>;
}

export interface DeliveryLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeliveryDeps {
  repo: DeliveryRepo;
  clock: Clock;
  jobs: JobQueue;
  suppression: SuppressionLookup;
  log: DeliveryLog;
  /** Simulate delivery on the clock (DELIVERY_SIMULATION); off: only backfills produce rows. */
  simulate: boolean;
  /** Send postbacks to their targets (POSTBACK_DELIVERY); off: they are only recorded. */
  sendPostbacks: boolean;
  fetcher: RemoteFetcher;
  /** Most postbacks sent per second by this process. */
  postbackRatePerSecond?: number;
}

/** Hours before the clock further back than this are skipped: no report reads them (45-day window). */
const MAX_CATCH_UP_HOURS = 46 * 24;
/** Recorded postbacks are kept this long (platform clock). */
const POSTBACK_RETENTION_MS = 7 * 86_400_000;
const POSTBACK_TIMEOUT_MS = 5_000;
/** Tries per postback before it is marked failed. */
const POSTBACK_ATTEMPTS = 5;
const TICK_JOB = 'delivery.tick';
const POSTBACK_JOB = 'postback.send';

export class DeliveryService {
  private running: Promise<number> | undefined;
  private sendSlots: number[] = [];

  constructor(private readonly d: DeliveryDeps) {}

  registerJobs(registry: JobRegistry): void {
    registry.register(TICK_JOB, { run: async () => void (await this.tick()) });
    registry.register(POSTBACK_JOB, {
      run: (payload, ctx) => this.sendPostbacks(Number((payload as { hour: number }).hour), ctx.signal),
      giveUp: (payload, error) => this.d.repo.failQueuedPostbacks(Number((payload as { hour: number }).hour), error.slice(0, 500)),
    });
  }

  /** Queues a tick at the end of the current hour (or now, `immediately`) unless one is queued. */
  async schedule(immediately = false): Promise<void> {
    if (!this.d.simulate) return;
    const now = this.d.clock.now().getTime();
    const runAt = immediately ? new Date(now) : new Date((Math.floor(now / HOUR_MS) + 1) * HOUR_MS);
    if (await this.d.jobs.hasQueued(TICK_JOB)) return;
    await this.d.jobs.enqueue({ type: TICK_JOB, payload: {}, runAt, maxAttempts: 3 });
  }

  /**
   * Simulates every hour that ended since the last tick; returns how many hours this call
   * produced. The first tick only marks the current hour as the start (no history is invented).
   * Concurrent ticks (several processes) each claim an hour at a time, so every hour is made once.
   */
  tick(): Promise<number> {
    // one tick at a time in this process; a second caller waits for the one running
    this.running ??= this.runTick().finally(() => {
      this.running = undefined;
      // whoever ran it (the job, the sandbox clock, a reset that emptied the queue): the next is due at the hour's end
      void this.schedule().catch((e: unknown) => this.d.log.error({ err: e }, 'could not schedule delivery'));
    });
    return this.running;
  }

  /** Marks the current hour as where delivery starts, unless it started before (start-up). */
  async init(): Promise<void> {
    if (this.d.simulate) await this.d.repo.startAt(Math.floor(this.d.clock.now().getTime() / HOUR_MS));
  }

  private async runTick(): Promise<number> {
    const currentHour = Math.floor(this.d.clock.now().getTime() / HOUR_MS);
    let next = (await this.d.repo.nextHour()) ?? (await this.d.repo.startAt(currentHour));
    if (next >= currentHour) return 0;
    if (next < currentHour - MAX_CATCH_UP_HOURS) {
      await this.d.repo.advanceTo(currentHour - MAX_CATCH_UP_HOURS);
      next = currentHour - MAX_CATCH_UP_HOURS;
    }
    const { campaigns, known } = await this.snapshot();
    let made = 0;
    let spend: DaySpendTable | undefined;
    for (let h = next; h < currentHour; h++) {
      const day = dayOfHour(h);
      if (!spend || spend.day !== day) spend = await this.spendOf(day);
      const out = simulateAll(campaigns, h, spend, known, spend.scripted);
      const r = await this.d.repo.writeHour(h, out, { advanceFrom: h, queuePostbacks: this.d.sendPostbacks, now: this.d.clock.now() });
      if (!r.written) {
        // another process made this hour: take its figures for the budgets and go on after it
        spend = undefined;
        const n = await this.d.repo.nextHour();
        if (n === undefined || n >= currentHour) break;
        h = n - 1;
        continue;
      }
      remember(known, out);
      made++;
    }
    await this.d.repo.prunePostbacks(new Date(this.d.clock.now().getTime() - POSTBACK_RETENTION_MS));
    if (made > 0) this.d.log.info({ hours: made, campaigns: campaigns.length }, 'simulated delivery');
    return made;
  }

  /**
   * Re-simulates the whole days fromDay..toDay (YYYY-MM-DD) with today's settings, replacing what
   * they had; hours that have not ended yet are left out. Returns the hours simulated.
   */
  async backfill(fromDay: string, toDay: string): Promise<{ hours: number; rows: number }> {
    const from = parseDay('from', fromDay);
    const to = parseDay('to', toDay);
    if (to < from) throw invalid('to', 'must not be before from');
    if ((to - from) / 86_400_000 > 366) throw invalid('to', 'at most 366 days at once');
    const currentHour = Math.floor(this.d.clock.now().getTime() / HOUR_MS);
    const last = Math.min(to / HOUR_MS + 24, currentHour);
    await this.d.repo.clearDays(fromDay, toDay);
    const { campaigns, known } = await this.snapshot();
    let hours = 0;
    let rows = 0;
    let spend: DaySpendTable | undefined;
    for (let h = from / HOUR_MS; h < last; h++) {
      const day = dayOfHour(h);
      // what the day spent so far: after clearDays, only its scripted keys (which budgets count too)
      if (!spend || spend.day !== day) spend = await this.spendOf(day);
      const out = simulateAll(campaigns, h, spend, known, spend.scripted);
      remember(known, out);
      await this.d.repo.writeHour(h, out, { queuePostbacks: false, now: this.d.clock.now() });
      hours++;
      rows += out.rows.length;
    }
    // the clock-driven tick must not make these hours again
    if (last > from / HOUR_MS) await this.d.repo.advanceTo(last);
    return { hours, rows };
  }

  /** Scripted figures (POST /_sandbox/delivery, a fixture's `delivery`): every row checked, then all written or none. */
  script(rows: unknown, field = 'rows'): Promise<ScriptedAnswer> {
    return scriptDelivery(this.d.repo, this.d.clock, rows, field);
  }

  /** Removes a campaign's scripted day (DELETE /_sandbox/delivery). */
  unscript(q: { campaign_id?: unknown; day?: unknown; country?: unknown }): Promise<{ removed: number }> {
    return unscriptDelivery(this.d.repo, this.d.clock, q);
  }

  /** The advertising ids an app's installs are drawn from (see device-pool.ts). */
  devicePool(packageName: string): string[] {
    return devicePool(packageName);
  }

  postbacks(q: { accountId?: number; campaignHashedId?: string; kind?: string; limit: number }): Promise<PostbackRow[]> {
    return this.d.repo.postbacks(q);
  }

  /**
   * Sends an hour's queued postbacks one by one (at most postbackRatePerSecond a second, each
   * within POSTBACK_TIMEOUT_MS). One that fails stays queued with its error; when any is left the
   * job fails and the queue retries it later (backing off), sending only what is still queued.
   */
  private async sendPostbacks(hour: number, signal: AbortSignal): Promise<void> {
    let left = 0;
    let lastError = '';
    for (const p of await this.d.repo.queuedPostbacks(hour)) {
      if (signal.aborted) throw new Error('the job lost its lease');
      await this.rateSlot(signal);
      const attempts = p.attempts + 1;
      try {
        const file = await this.d.fetcher.open(p.url, AbortSignal.any([signal, AbortSignal.timeout(POSTBACK_TIMEOUT_MS)]));
        for await (const _ of file.body) void _;
        await this.d.repo.markPostback(p.id, { state: 'sent', attempts, responseStatus: 200, lastError: null });
      } catch (e) {
        const message = (e as Error).message.slice(0, 500);
        const status = /HTTP (\d{3})/.exec(message)?.[1];
        await this.d.repo.markPostback(p.id, { state: attempts >= POSTBACK_ATTEMPTS ? 'failed' : 'queued', attempts, responseStatus: status ? Number(status) : null, lastError: message });
        if (attempts < POSTBACK_ATTEMPTS) (left++, (lastError = message));
      }
    }
    if (left > 0) throw new Error(`${left} postbacks of hour ${hour} not sent yet (last error: ${lastError})`);
  }

  /** Waits for a free sending slot: at most postbackRatePerSecond sends in any second. */
  private async rateSlot(signal: AbortSignal): Promise<void> {
    const rate = this.d.postbackRatePerSecond ?? 20;
    for (;;) {
      const now = Date.now();
      this.sendSlots = this.sendSlots.filter((t) => now - t < 1000);
      if (this.sendSlots.length < rate) {
        this.sendSlots.push(now);
        return;
      }
      if (signal.aborted) throw new Error('aborted');
      await new Promise((r) => setTimeout(r, 1000 - (now - this.sendSlots[0]!)));
    }
  }

  private async spendOf(day: string): Promise<DaySpendTable> {
    const t = new DaySpendTable(day, await this.d.repo.scriptedKeys(day));
    for (const r of await this.d.repo.spendOfDay(day)) t.add(r.campaignId, r.country, r.cost, r.installs, r.clicks, r.impressions);
    return t;
  }

  /**
   * Every campaign that may deliver, with DEFAULT values filled in and its deliverable ads, and the
   * (campaign, source) pairs /sources already lists (`campaignId:appId`).
   */
  private async snapshot(): Promise<{ campaigns: DeliveryCampaign[]; known: Set<string> }> {
    const f: DeliveryFacts = await this.d.repo.facts();
    const suppressedByApp = new Map<string, Set<number>>();
    const out: DeliveryCampaign[] = [];
    for (const c of f.campaigns) {
      const setIds = new Set(c.setIds);
      const ads = deliverableAds(f.sets.filter((s) => setIds.has(s.id)), f.ads.filter((a) => setIds.has(a.setId)), f.members.filter((m) => setIds.has(m.setId)));
      const def = c.targets.find((t) => t.country === DEFAULT_KEY);
      const appKey = `${c.accountId}:${c.packageName}`;
      let suppressed = suppressedByApp.get(appKey);
      // suppression lists are per app: a WEB campaign (no app) has none
      if (!suppressed) suppressedByApp.set(appKey, (suppressed = c.web ? new Set() : await this.suppressedDevices(c.accountId, c.packageName)));
      out.push({
        id: c.id, accountId: c.accountId, hashedId: c.hashedId, name: c.name, platform: c.platform, packageName: c.packageName, itunesId: c.itunesId,
        bidType: c.bidType, biddingStrategy: c.biddingStrategy, status: c.status, startAt: c.startAt, endAt: c.endAt,
        budgetCents: cents(def?.budget ?? null),
        countries: c.targets
          .filter((t) => t.country !== DEFAULT_KEY)
          .map((t) => ({
            country: t.country,
            bid: num(t.bid ?? def?.bid ?? null),
            budgetCents: cents(t.budget),
            clickUrl: t.clickUrl ?? def?.clickUrl ?? null,
            impressionUrl: t.impressionUrl ?? def?.impressionUrl ?? null,
            regionCodes: t.regionCodes,
          }))
          .sort((a, b) => (a.country < b.country ? -1 : 1)),
        ads,
        pausedSources: new Set(c.pausedSources),
        suppressedDevices: suppressed,
        deviceTypes: c.deviceTypes,
        ...(c.web ? { web: c.web } : {}),
      });
    }
    return { campaigns: out, known: new Set(f.campaigns.flatMap((c) => c.knownSources.map((a) => `${c.id}:${a}`))) };
  }

  /** Indexes of the app's pool devices that are on its suppression list (one query per app). */
  private async suppressedDevices(accountId: number, packageName: string): Promise<Set<number>> {
    if ((await this.d.suppression.count(accountId, packageName).catch(() => 0)) === 0) return new Set();
    const pool = devicePool(packageName);
    const listed = await this.d.suppression.whichListed(accountId, packageName, pool);
    return new Set(pool.flatMap((id, i) => (listed.has(id) ? [i] : [])));
  }
}

/** One hour of every campaign; only sources /sources does not list yet are reported to be written. */
function simulateAll(campaigns: DeliveryCampaign[], hour: number, spend: DaySpend, known: ReadonlySet<string>, scripted: ReadonlySet<string>): HourOutput {
  const out: HourOutput = { rows: [], sources: [], postbacks: [] };
  // scripted (campaign, country) keys of the day are left as scripted: never simulated over
  const skip = scripted.size ? (campaignId: number, country: string) => scripted.has(`${campaignId}:${country}`) : undefined;
  for (const c of campaigns) simulateHour(c, hour, spend, out, skip);
  out.sources = out.sources.filter((s) => !known.has(`${s.campaignId}:${s.appId}`));
  return out;
}

/** The sources an hour wrote are known from then on. */
function remember(known: Set<string>, out: HourOutput): void {
  for (const s of out.sources) known.add(`${s.campaignId}:${s.appId}`);
}

/** Spend and installs of one day per campaign and country, kept up to date as hours are simulated (budgets, users' numbers). */
class DaySpendTable implements DaySpend {
  private readonly totals = new Map<number, number>();
  private readonly byCountry = new Map<string, { cents: number; installs: number; clicks: number; impressions: number }>();
  /** `scripted`: the day's scripted `campaignId:country` keys. */
  constructor(readonly day: string, readonly scripted: ReadonlySet<string> = new Set()) {}
  total(campaignId: number): number {
    return this.totals.get(campaignId) ?? 0;
  }
  country(campaignId: number, country: string): number {
    return this.byCountry.get(`${campaignId}:${country}`)?.cents ?? 0;
  }
  installs(campaignId: number, country: string): number {
    return this.byCountry.get(`${campaignId}:${country}`)?.installs ?? 0;
  }
  clicks(campaignId: number, country: string): number {
    return this.byCountry.get(`${campaignId}:${country}`)?.clicks ?? 0;
  }
  impressions(campaignId: number, country: string): number {
    return this.byCountry.get(`${campaignId}:${country}`)?.impressions ?? 0;
  }
  add(campaignId: number, country: string, cents: number, installs: number, clicks = 0, impressions = 0): void {
    this.totals.set(campaignId, this.total(campaignId) + cents);
    const k = `${campaignId}:${country}`;
    const x = this.byCountry.get(k);
    if (x) (x.cents += cents), (x.installs += installs), (x.clicks += clicks), (x.impressions += impressions);
    else this.byCountry.set(k, { cents, installs, clicks, impressions });
  }
}

function num(v: string | null): number | null {
  if (v === null) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function cents(v: string | null): number | null {
  const n = num(v);
  return n === null ? null : Math.round(n * 100);
}

function parseDay(field: string, v: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw invalid(field, 'must be a date YYYY-MM-DD');
  const t = Date.parse(`${v}T00:00:00Z`);
  if (!Number.isFinite(t) || new Date(t).toISOString().slice(0, 10) !== v) throw invalid(field, 'is not a valid calendar date');
  return t;
}
