// Campaigns: the one service both generations use. Inputs are neutral (NewCampaign,
// CampaignChanges); each surface maps its own field names, enums and shapes onto them and
// renders the results. Every write is one transaction.
import { invalid, notFound } from '../shared/errors.js';
import { andThen, type Awaitable } from '../shared/awaitable.js';
import type { Clock, IdGenerator } from '../shared/ports.js';
import type { CampaignsRepo, CampaignsWriter } from './campaigns-repo.js';
import { parseDecimal } from './decimal.js';
import { rulesOf } from '../account-types/account-types.js';
import type { AccountType } from '../shared/account-type.js';
import { applyTypeFields, checkAgainstCatalogs, checkCreateOnlyRules, countryCap } from './type-fields.js';
import { checkTypeRules, goalRuleOf } from './type-rules.js';
import {
  DEFAULT_BIDDING_STRATEGY,
  DEFAULT_KEY,
  type Campaign,
  type CampaignChanges,
  type CampaignRef,
  type CampaignWithDay,
  type CampaignWithTargets,
  type CountryTarget,
  type DailyFigures,
  type NewCampaign,
  type Source,
} from './model.js';
import { createEntries, DEFAULT_OPERATION_LOG_LIMITS, SYSTEM_OPERATOR, updateEntries, type OperationLogLimits, type Operator } from './operation-log.js';
import {
  applyCountryPatches,
  checkBiddingStrategy,
  checkBidType,
  checkCampaign,
  checkCategory,
  checkDeviceTypes,
  checkItunesId,
  checkName,
  checkOsMajorVersionMin,
  checkPackageName,
  checkPlatform,
  checkTargets,
  checkTrackingMethod,
} from './rules.js';

export interface CampaignsDeps {
  repo: CampaignsRepo;
  clock: Clock;
  ids: IdGenerator;
  /** Retention of the change log (operation-log.ts); the defaults when absent. */
  operationLog?: OperationLogLimits;
  /** The account's type (src/core/account-types): which fields, goals and bidding apply. */
  accountType: (accountId: number) => Awaitable<AccountType>;
  /** The variant set ids of one of the account's catalogs; undefined = no such catalog. */
  variantSetsOf?: (accountId: number, catalogId: string) => Promise<string[] | undefined>;
}

export interface SourcePage {
  sources: Source[];
  total: number;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Upper bound of sources per POST; keeps one request one short transaction. */
export const MAX_SOURCES_PER_CHANGE = 1000;

export class CampaignsService {
  constructor(private readonly d: CampaignsDeps) {}

  /** UTC calendar day before today: the day v1's impressions/clicks/installs/spend describe. */
  yesterday(): string {
    // Every campaign read asks; the text only changes once a day, so it is kept per UTC day.
    const today = Math.floor(this.d.clock.now().getTime() / DAY_MS);
    if (today !== this.yesterdayOf) {
      this.yesterdayText = new Date((today - 1) * DAY_MS).toISOString().slice(0, 10);
      this.yesterdayOf = today;
    }
    return this.yesterdayText;
  }
  private yesterdayOf = NaN;
  private yesterdayText = '';

  /** `by`: who is making the change, for the change log (operation-log.ts). */
  async create(accountId: number, input: NewCampaign, by: Operator = SYSTEM_OPERATOR): Promise<CampaignWithTargets> {
    const now = this.d.clock.now();
    const rules = rulesOf(await this.d.accountType(accountId));
    const app = rules.campaigns.promotes === 'app';
    // a website campaign has no app: the platform column keeps a placeholder nothing reads
    const platform = app ? checkPlatform(input.platform) : 'android';
    const bidType = checkBidType(input.bidType);
    const goal = goalRuleOf(rules, bidType);
    const draft: Omit<Campaign, 'id'> = {
      hashedId: this.d.ids.hex32(),
      accountId,
      name: checkName(input.name, 'name', rules.campaigns.nameMaxLength),
      type: rules.type,
      platform,
      packageName: app ? checkPackageName(platform, input.packageName, platform === 'ios' ? 'bundle_id' : 'package_name') : '',
      itunesId: input.itunesId === undefined || input.itunesId === null ? null : checkItunesId(input.itunesId, platform === 'ios' ? 'package_name' : 'itunes_id'),
      category: checkCategory(input.category),
      bidType,
      goalPeriod: input.goalPeriod === undefined ? goal.defaultDay : input.goalPeriod,
      biddingStrategy: input.biddingStrategy === undefined ? (rules.campaigns.biddingStrategies.includes(DEFAULT_BIDDING_STRATEGY) ? DEFAULT_BIDDING_STRATEGY : rules.campaigns.biddingStrategies[0]!) : checkBiddingStrategy(input.biddingStrategy),
      trackingMethod: checkTrackingMethod(input.trackingMethod),
      status: input.status ?? false,
      startAt: input.startAt ?? null,
      endAt: input.endAt ?? null,
      isContinuousDelivery: input.isContinuousDelivery ?? false,
      deviceTypes: input.deviceTypes === undefined ? [] : checkDeviceTypes(platform, input.deviceTypes),
      osMajorVersionMin: checkOsMajorVersionMin(input.osMajorVersionMin),
      createdAt: now,
      updatedAt: now,
      ...applyTypeFields(rules, { websiteUrl: null, dynamicAds: false, catalogType: null, catalogId: null, variantSetId: null, audienceStrategy: null, eventTarget: null, compositeBanner: false }, input),
    };
    checkCampaign({ ...draft, id: 0 }, goal.days);
    checkTypeRules({ ...draft, id: 0 }, rules);
    checkCreateOnlyRules(draft, rules);
    await checkAgainstCatalogs(draft, this.d.variantSetsOf);
    const countries = applyCountryPatches([], input.countries ?? [], false);
    checkTargets(countries);
    countryCap(countries, rules);
    return this.d.repo.transaction(async (w) => {
      const campaign = await w.insert(draft);
      if (countries.length) await w.saveCountries(campaign.id, countries);
      await this.log(w, createEntries({ campaign, countries }, by, now));
      return { campaign, countries };
    });
  }

  async get(accountId: number, ref: CampaignRef): Promise<Campaign> {
    const c = await this.d.repo.find(accountId, ref);
    if (!c) throw notFoundRef(ref);
    return c;
  }

  async getWithTargets(accountId: number, ref: CampaignRef): Promise<CampaignWithTargets> {
    const campaign = await this.get(accountId, ref);
    const countries = (await this.d.repo.countries([campaign.id])).get(campaign.id) ?? [];
    return { campaign, countries };
  }

  /** The campaign with yesterday's figures (the v1 campaign object), in one query; at once when cached (a miss throws at once too). */
  getWithYesterday(accountId: number, ref: CampaignRef): Awaitable<CampaignWithDay> {
    return andThen(this.d.repo.findWithDay(accountId, ref, this.yesterday()), (r) => {
      if (!r) throw notFoundRef(ref);
      return r;
    });
  }

  listWithYesterday(accountId: number): Promise<CampaignWithDay[]> {
    return this.d.repo.listWithDay(accountId, this.yesterday());
  }

  /** Campaigns with their country rows (the second generation's list). */
  async list(accountId: number, q: { ids?: number[]; hashedIds?: string[]; offset: number; limit: number }): Promise<CampaignWithTargets[]> {
    const campaigns = await this.d.repo.list(accountId, q);
    const byId = await this.d.repo.countries(campaigns.map((c) => c.id));
    return campaigns.map((campaign) => ({ campaign, countries: byId.get(campaign.id) ?? [] }));
  }

  /** Lowercase codes of the countries the campaign targets (not DEFAULT, not disabled). */
  async targetedCountries(accountId: number, ref: CampaignRef): Promise<string[]> {
    const { countries } = await this.getWithTargets(accountId, ref);
    return countries.filter((r) => r.country !== DEFAULT_KEY && !r.disabled).map((r) => r.country);
  }

  /**
   * Applies a partial change (campaign fields and/or merged country targets) atomically and
   * returns the campaign as it is afterwards.
   */
  async update(accountId: number, ref: CampaignRef, ch: CampaignChanges, by: Operator = SYSTEM_OPERATOR): Promise<CampaignWithTargets> {
    const now = this.d.clock.now();
    // catalogs are read before the transaction (they are another table's, read outside the campaign's
    // lock): only when the change names a catalog or variant set
    if (ch.catalogId !== undefined || ch.variantSetId !== undefined) {
      const cur = await this.get(accountId, ref);
      const pair = applyTypeFields(rulesOf(cur.type), cur, { catalogId: ch.catalogId, variantSetId: ch.variantSetId });
      await checkAgainstCatalogs({ accountId, catalogId: pair.catalogId, variantSetId: pair.variantSetId }, this.d.variantSetsOf);
    }
    return this.d.repo.transaction(async (w) => {
      const cur = await w.lock(accountId, ref, now);
      if (!cur) throw notFoundRef(ref);
      const rules = rulesOf(cur.type);
      const next: Campaign = { ...cur, updatedAt: now };
      if (ch.name !== undefined) next.name = checkName(ch.name, 'name', rules.campaigns.nameMaxLength);
      if (ch.platform !== undefined) next.platform = checkPlatform(ch.platform);
      const pkgField = next.platform === 'ios' ? 'bundle_id' : 'package_name';
      if (ch.packageName !== undefined) next.packageName = checkPackageName(next.platform, ch.packageName, pkgField);
      else if (next.platform !== cur.platform) next.packageName = checkPackageName(next.platform, cur.packageName, pkgField);
      if (ch.itunesId !== undefined) next.itunesId = ch.itunesId === null ? null : checkItunesId(ch.itunesId, next.platform === 'ios' ? 'package_name' : 'itunes_id');
      if (ch.category !== undefined) next.category = checkCategory(ch.category);
      if (ch.bidType !== undefined) {
        next.bidType = checkBidType(ch.bidType);
        if (rules.campaigns.goalTypeFixed && next.bidType !== cur.bidType) throw invalid('bid_type', `cannot change on update (it is ${cur.bidType}): make a new campaign for another goal`);
        // A new bid type keeps its goal period when still allowed, else takes its default.
        const g = goalRuleOf(rules, next.bidType);
        if (ch.goalPeriod === undefined && next.bidType !== cur.bidType && (cur.goalPeriod === null || !g.days.includes(cur.goalPeriod))) {
          next.goalPeriod = g.defaultDay;
        }
      }
      if (ch.goalPeriod !== undefined) next.goalPeriod = ch.goalPeriod;
      if (ch.biddingStrategy !== undefined) next.biddingStrategy = checkBiddingStrategy(ch.biddingStrategy);
      if (ch.trackingMethod !== undefined) next.trackingMethod = checkTrackingMethod(ch.trackingMethod);
      if (ch.status !== undefined) next.status = ch.status;
      if (ch.startAt !== undefined) next.startAt = ch.startAt;
      if (ch.endAt !== undefined) next.endAt = ch.endAt;
      if (ch.isContinuousDelivery !== undefined) next.isContinuousDelivery = ch.isContinuousDelivery;
      if (ch.deviceTypes !== undefined) next.deviceTypes = checkDeviceTypes(next.platform, ch.deviceTypes);
      if (ch.osMajorVersionMin !== undefined) next.osMajorVersionMin = checkOsMajorVersionMin(ch.osMajorVersionMin);
      Object.assign(next, applyTypeFields(rules, next, ch));
      checkCampaign(next, goalRuleOf(rules, next.bidType).days);
      checkTypeRules(next, rules);
      const before = (await w.countries([cur.id])).get(cur.id) ?? [];
      let countries = before;
      if (ch.countries !== undefined) {
        countries = applyCountryPatches(countries, ch.countries, ch.replaceCountries === true);
        checkTargets(countries);
        countryCap(countries, rules);
      }
      // everything is checked: the change and its log entries go in one write (same transaction)
      const entries = updateEntries({ campaign: cur, countries: before }, { campaign: next, countries }, by, now);
      await w.updateLogged(next, entries, this.d.operationLog ?? DEFAULT_OPERATION_LOG_LIMITS);
      if (ch.countries !== undefined) await w.saveCountries(cur.id, countries);
      return { campaign: next, countries };
    });
  }

  /** Writes a change's log entries in the change's own transaction (none: nothing changed). */
  private async log(w: CampaignsWriter, entries: ReturnType<typeof createEntries>): Promise<void> {
    if (entries.length) await w.appendOperation(entries, this.d.operationLog ?? DEFAULT_OPERATION_LOG_LIMITS);
  }

  /** Sources of the campaign ordered by app_id; a page when `page` is given. */
  async listSources(accountId: number, ref: CampaignRef, page?: { offset: number; limit: number }): Promise<SourcePage> {
    const c = await this.get(accountId, ref);
    const sources = await this.d.repo.sources(c.id, page);
    const total = page ? await this.d.repo.countSources(c.id) : sources.length;
    return { sources, total };
  }

  /**
   * Turns sources on or off. A source the campaign has no row for yet gets one (an override;
   * its external id stays '' until delivery records it). Returns the named sources afterwards.
   */
  async setSourceStatuses(accountId: number, ref: CampaignRef, changes: { appId: string; status: boolean }[]): Promise<Source[]> {
    if (changes.length > MAX_SOURCES_PER_CHANGE) throw invalid('body', `at most ${MAX_SOURCES_PER_CHANGE} sources per request`);
    const seen = new Set<string>();
    changes.forEach((ch, i) => {
      if (seen.has(ch.appId)) throw invalid(`[${i}].app_id`, `source ${ch.appId} is named more than once`);
      seen.add(ch.appId);
    });
    const now = this.d.clock.now();
    return this.d.repo.transaction(async (w) => {
      const c = await w.lock(accountId, ref, now);
      if (!c) throw notFoundRef(ref);
      await w.upsertSources(c.id, changes, now);
      const all = await w.sources(c.id);
      const byId = new Map(all.map((s) => [s.appId, s]));
      return changes.map((ch) => byId.get(ch.appId)!);
    });
  }

  /** For delivery tooling and tests: sources seen serving the campaign (status untouched; new ones on). */
  async recordSources(accountId: number, ref: CampaignRef, sources: { appId: string; appIdExternal: string }[]): Promise<void> {
    const now = this.d.clock.now();
    await this.d.repo.transaction(async (w) => {
      const c = await w.lock(accountId, ref, now);
      if (!c) throw notFoundRef(ref);
      await w.upsertSources(c.id, sources, now);
    });
  }

  /** For delivery tooling and tests: sets one UTC day's figures of a campaign. */
  async recordDay(accountId: number, ref: CampaignRef, f: { day: string; impressions: number; clicks: number; installs: number; spend: string | number }): Promise<DailyFigures> {
    if (!DAY_RE.test(f.day) || Number.isNaN(Date.parse(`${f.day}T00:00:00Z`))) throw invalid('day', 'must be a date YYYY-MM-DD');
    for (const k of ['impressions', 'clicks', 'installs'] as const) {
      if (!Number.isSafeInteger(f[k]) || f[k] < 0) throw invalid(k, 'must be a non-negative integer');
    }
    const figures: DailyFigures = { day: f.day, impressions: f.impressions, clicks: f.clicks, installs: f.installs, spend: parseDecimal('spend', f.spend) };
    const c = await this.get(accountId, ref);
    await this.d.repo.transaction((w) => w.putFigures(c.id, figures));
    return figures;
  }

  async figures(accountId: number, ref: CampaignRef, fromDay: string, toDay: string): Promise<DailyFigures[]> {
    const c = await this.get(accountId, ref);
    return this.d.repo.figures(c.id, fromDay, toDay);
  }
}

function notFoundRef(ref: CampaignRef) {
  return notFound(`campaign ${'hashedId' in ref ? ref.hashedId : ref.id}`);
}

/** Zero figures for a day nothing was recorded for. */
export const zeroFigures = (day: string): DailyFigures => ({ day, impressions: 0, clicks: 0, installs: 0, spend: '0' });

export type { CountryTarget };
