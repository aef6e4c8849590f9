// Creative sets themselves, for both API generations: create, change, clone into another
// campaign, read, list, and switch ad sizes on or off. Members, links and ads have their own
// services (set-members-service.ts, set-links-service.ts, ads-service.ts).
import { invalid } from '../shared/errors.js';
import type { AdReconciler } from './ad-reconciler.js';
import type { CreativeAssetType } from './asset-types.js';
import type { AssetInfo, CampaignRef, CreativeSetView, SetRef, SetVersion } from './model.js';
import { validRef } from './member-views.js';
import type { CreativesDeps, NewMember, SetQuery } from './ports.js';
import { checkCountries, checkLanguageCodes, checkName, checkProductPage, MAX_PER_TYPE } from './rules.js';
import type { SetReader } from './set-reader.js';
import { ALL_SIZES_ON, DESIGNATOR_OF_SIZE, type AdSize, type SizeSwitches } from './templates.js';

export interface CreateSetInput {
  /** The campaign the set runs in at once; absent: an unattached set (linked later). */
  campaign?: CampaignRef;
  name: unknown;
  countries?: readonly string[];
  /** Language codes (the second generation maps its names with codeOfName first). */
  languages?: readonly string[];
  productPage?: unknown;
  status?: boolean;
  version: SetVersion;
  /** Library assets to put in the set at once (second generation). */
  assetIds?: readonly number[];
}

export interface UpdateSetInput {
  /** When given it must be one of the campaigns the set runs in (links change through linkCampaigns). */
  campaign?: CampaignRef;
  name?: unknown;
  countries?: readonly string[];
  languages?: readonly string[];
  productPage?: unknown;
  status?: boolean;
  /** Replaces every file member (second generation `assets`). */
  assetIds?: readonly number[];
}

export class CreativeSetsService {
  constructor(
    private readonly d: CreativesDeps,
    private readonly read: SetReader,
    private readonly ads: AdReconciler,
  ) {}

  async create(accountId: number, input: CreateSetInput): Promise<CreativeSetView> {
    const campaign = input.campaign ? await this.read.campaign(accountId, input.campaign, 'campaign_id') : undefined;
    const name = checkName(input.name);
    const countries = checkCountries(input.countries ?? [], campaign?.countries ?? []);
    const languages = checkLanguageCodes(input.languages ?? []);
    const productPage = checkProductPage(input.productPage);
    const assets = await this.read.libraryAssets(accountId, input.assetIds ?? [], 'assets');
    const at = this.d.clock.now();
    const set = await this.d.repo.transaction(async (tx) => {
      const s = await tx.insertSet({
        hashedId: this.d.ids.hex32(), accountId, campaignIds: campaign ? [campaign.id] : [], name, countries, languages, productPage,
        status: input.status ?? true, version: input.version, sizes: { ...ALL_SIZES_ON }, at,
      });
      for (const m of membersFromLibrary(assets, input.version)) await tx.insertMember(s.id, m, at);
      return s;
    });
    await this.ads.reconcile(set.id);
    return this.read.view(accountId, { id: set.id });
  }

  async update(accountId: number, ref: SetRef, input: UpdateSetInput): Promise<CreativeSetView> {
    const current = await this.read.requireSet(accountId, ref);
    if (input.campaign) {
      const asked = validRef(input.campaign) ? await this.d.campaigns.find(accountId, input.campaign) : undefined;
      if (!asked) throw invalid('campaign_id', 'must be a campaign of this account');
      if (!current.campaignIds.includes(asked.id)) {
        throw invalid('campaign_id', 'must be a campaign the creative set runs in (link it to more campaigns with creative_set/add-to-campaigns)');
      }
    }
    const name = input.name === undefined ? undefined : checkName(input.name);
    const countries = input.countries === undefined ? undefined : checkCountries(input.countries, []);
    const languages = input.languages === undefined ? undefined : checkLanguageCodes(input.languages);
    const productPage = input.productPage === undefined ? undefined : checkProductPage(input.productPage);
    const assets = input.assetIds === undefined ? undefined : await this.read.libraryAssets(accountId, input.assetIds, 'assets');
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      const s = await this.read.lockedSet(tx, accountId, { id: current.id });
      if (name !== undefined) s.name = name;
      if (countries !== undefined) s.countries = countries;
      if (languages !== undefined) s.languages = languages;
      if (productPage !== undefined) s.productPage = productPage;
      if (input.status !== undefined) s.status = input.status;
      s.updatedAt = at;
      await tx.updateSet(s);
      if (assets) {
        const files = (await tx.members(s.id)).filter((m) => m.assetId !== null);
        await tx.deleteMembers(files.map((m) => m.id));
        for (const m of membersFromLibrary(assets, s.version)) await tx.insertMember(s.id, m, at);
      }
    });
    await this.ads.reconcile(current.id);
    return this.read.view(accountId, { id: current.id });
  }

  /** Copies a set (members, languages, sizes, ad names and statuses) into a campaign of the same account. */
  async clone(accountId: number, source: SetRef, target: CampaignRef, status: boolean): Promise<CreativeSetView> {
    const src = await this.read.requireSet(accountId, source);
    const campaign = await this.read.campaign(accountId, target, 'campaign_id');
    // Countries the target campaign does not target are dropped (an emptied list means all of the campaign's).
    const allowed = new Set(campaign.countries);
    const countries = allowed.size === 0 ? src.countries : src.countries.filter((c) => allowed.has(c));
    const at = this.d.clock.now();
    const created = await this.d.repo.transaction(async (tx) => {
      const s = await tx.insertSet({
        hashedId: this.d.ids.hex32(), accountId, campaignIds: [campaign.id], name: src.name, countries, languages: src.languages,
        productPage: src.productPage, status, version: src.version, sizes: { ...src.sizes }, at,
      });
      for (const m of await tx.members(src.id)) {
        await tx.insertMember(s.id, { type: m.type, assetId: m.assetId, textValue: m.textValue, error: m.error }, at);
      }
      return s;
    });
    await this.ads.reconcile(created.id, await this.d.repo.adsOf([src.id]));
    return this.read.view(accountId, { id: created.id });
  }

  get(accountId: number, ref: SetRef): Promise<CreativeSetView> {
    return this.read.view(accountId, ref);
  }

  /** The sets of a campaign of the account (v1 GET /creative_sets/<campaign_id>), oldest first. */
  async listByCampaign(accountId: number, campaign: CampaignRef, page = 1, size = 1000): Promise<CreativeSetView[]> {
    const c = await this.read.campaign(accountId, campaign, 'campaign_id', true);
    return this.list({ accountId, campaignIds: [c.id], page, size });
  }

  /** Filtered, paged list (v2 creative_set/list, list_by_campaign_id). Unknown ids are simply absent. */
  async list(q: SetQuery): Promise<CreativeSetView[]> {
    return this.read.views(q.accountId, await this.d.repo.listSets(q));
  }

  async setSizes(accountId: number, ref: SetRef, switches: Partial<SizeSwitches>): Promise<CreativeSetView> {
    const current = await this.read.requireSet(accountId, ref);
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      const s = await this.read.lockedSet(tx, accountId, { id: current.id });
      for (const [d, on] of Object.entries(switches) as [keyof SizeSwitches, boolean | undefined][]) {
        if (on === undefined) continue;
        s.sizes[d] = on;
        const sizes = (Object.keys(DESIGNATOR_OF_SIZE) as AdSize[]).filter((z) => DESIGNATOR_OF_SIZE[z] === d);
        if (sizes.length) await tx.setAdsStatusBySizes(s.id, sizes, on, at);
      }
      s.updatedAt = at;
      await tx.updateSet(s);
    });
    return this.read.view(accountId, { id: current.id });
  }
}

/** Second-generation members: typed by the library; the per-type limit of the version applies. */
function membersFromLibrary(assets: readonly AssetInfo[], version: SetVersion): NewMember[] {
  const count = new Map<string, number>();
  return assets.map((a, i) => {
    const type = (a.assetType ?? null) as CreativeAssetType | null;
    if (type) {
      const n = (count.get(type) ?? 0) + 1;
      count.set(type, n);
      if (n > MAX_PER_TYPE[version]) throw invalid(`assets[${i}]`, `at most ${MAX_PER_TYPE[version]} asset(s) of type ${type} in a ${version} creative set`);
    }
    return { type, assetId: a.id, textValue: null };
  });
}
