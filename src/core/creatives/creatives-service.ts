// Creative sets, their members and their ads, for both API generations. Ads are derived state:
// reconcile() recomputes them from the members (ad-plan.ts) after every change and whenever an
// asset used by a set finishes processing.
import { DomainError, invalid, notFound } from '../shared/errors.js';
import type { Clock, IdGenerator } from '../shared/ports.js';
import { isTextType, type CreativeAssetType } from './asset-types.js';
import { deriveMember, planAds } from './ad-plan.js';
import type { Ad, AssetInfo, CampaignRef, CreativeSet, CreativeSetView, MemberView, SetMember, SetRef, SetVersion } from './model.js';
import type { FileAssetType } from './asset-types.js';
import type { AssetDirectory, CampaignDirectory, CampaignInfo, CreativesRepo, CreativesTx, IngestFile, NewMember, SetQuery } from './ports.js';
import { checkCountries, checkLanguageCodes, checkName, checkProductPage, MAX_PER_TYPE } from './rules.js';
import { ALL_SIZES_ON, AD_TEMPLATES, DESIGNATOR_OF_SIZE, defaultAdName, templateKey, type AdSize, type SizeSwitches } from './templates.js';

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

/** One change of POST /creative_set_assets: add or replace the asset of a type. */
export type MemberSource = { kind: 'text'; value: string } | { kind: 'reference'; value: string } | { kind: 'asset'; assetId: number };

export interface PutMemberInput {
  type?: CreativeAssetType;
  /** true: replaces the member(s) of that type; false: adds (a V1 set holds one per type). */
  update: boolean;
  source: MemberSource;
}

export interface RemoveMemberInput {
  type?: CreativeAssetType;
  /** URL, hash or text of the member to remove, when no type is given or to pick among several. */
  value?: string;
}

export interface CreativesDeps {
  repo: CreativesRepo;
  campaigns: CampaignDirectory;
  assets: AssetDirectory;
  clock: Clock;
  ids: IdGenerator;
}

const HEX40 = /^[0-9a-f]{40}$/i;

export class CreativesService {
  constructor(private readonly d: CreativesDeps) {}

  // ---- creative sets -------------------------------------------------------------------------

  async create(accountId: number, input: CreateSetInput): Promise<CreativeSetView> {
    const campaign = input.campaign ? await this.campaign(accountId, input.campaign, 'campaign_id') : undefined;
    const name = checkName(input.name);
    const countries = checkCountries(input.countries ?? [], campaign?.countries ?? []);
    const languages = checkLanguageCodes(input.languages ?? []);
    const productPage = checkProductPage(input.productPage);
    const assets = await this.libraryAssets(accountId, input.assetIds ?? [], 'assets');
    const at = this.d.clock.now();
    const set = await this.d.repo.transaction(async (tx) => {
      const s = await tx.insertSet({
        hashedId: this.d.ids.hex32(), accountId, campaignIds: campaign ? [campaign.id] : [], name, countries, languages, productPage,
        status: input.status ?? true, version: input.version, sizes: { ...ALL_SIZES_ON }, at,
      });
      for (const m of this.membersFromLibrary(assets, input.version)) await tx.insertMember(s.id, m, at);
      return s;
    });
    await this.reconcile(set.id);
    return this.view(accountId, { id: set.id });
  }

  async update(accountId: number, ref: SetRef, input: UpdateSetInput): Promise<CreativeSetView> {
    const current = await this.requireSet(accountId, ref);
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
    const assets = input.assetIds === undefined ? undefined : await this.libraryAssets(accountId, input.assetIds, 'assets');
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      const s = await this.lockedSet(tx, accountId, { id: current.id });
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
        for (const m of this.membersFromLibrary(assets, s.version)) await tx.insertMember(s.id, m, at);
      }
    });
    await this.reconcile(current.id);
    return this.view(accountId, { id: current.id });
  }

  /** Copies a set (members, languages, sizes, ad names and statuses) into a campaign of the same account. */
  async clone(accountId: number, source: SetRef, target: CampaignRef, status: boolean): Promise<CreativeSetView> {
    const src = await this.requireSet(accountId, source);
    const campaign = await this.campaign(accountId, target, 'campaign_id');
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
    await this.reconcile(created.id, await this.d.repo.adsOf([src.id]));
    return this.view(accountId, { id: created.id });
  }

  async get(accountId: number, ref: SetRef): Promise<CreativeSetView> {
    const s = await this.requireSet(accountId, ref);
    return (await this.views(accountId, [s]))[0]!;
  }

  /** The sets of a campaign of the account (v1 GET /creative_sets/<campaign_id>), oldest first. */
  async listByCampaign(accountId: number, campaign: CampaignRef, page = 1, size = 1000): Promise<CreativeSetView[]> {
    const c = await this.campaign(accountId, campaign, 'campaign_id', true);
    return this.list({ accountId, campaignIds: [c.id], page, size });
  }

  /** Filtered, paged list (v2 creative_set/list, list_by_campaign_id). Unknown ids are simply absent. */
  async list(q: SetQuery): Promise<CreativeSetView[]> {
    return this.views(q.accountId, await this.d.repo.listSets(q));
  }

  // ---- associations (the current second-generation API) ----------------------------------------
  // All-or-nothing: every id is checked (it must be the account's: another account's id is
  // "not found", exactly like an unknown one) before anything changes, and the changes of one call
  // are one transaction. Links that already exist, or removals of links that do not, are no-ops;
  // repeated ids count once.

  /** Links every set to every campaign. */
  async linkCampaigns(accountId: number, setIds: readonly number[], campaignIds: readonly number[]): Promise<void> {
    const sets = await this.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const campaigns = await this.requireCampaigns(accountId, checkIdList(campaignIds, 'campaign_ids', MAX_LINKED_CAMPAIGNS));
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.lockedSet(tx, accountId, { id: s.id });
        if ((await tx.linkCampaigns(locked, campaigns, at)) > 0) await tx.updateSet({ ...locked, updatedAt: at });
      }
    });
  }

  /** Unlinks one set from these campaigns (all of its campaigns when campaignIds is undefined). */
  async unlinkCampaigns(accountId: number, setIds: readonly number[], campaignIds?: readonly number[]): Promise<void> {
    const sets = await this.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const campaigns = campaignIds === undefined ? undefined : await this.requireCampaigns(accountId, checkIdList(campaignIds, 'campaign_ids', MAX_LINKED_CAMPAIGNS));
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.lockedSet(tx, accountId, { id: s.id });
        if ((await tx.unlinkCampaigns(s.id, campaigns)) > 0) await tx.updateSet({ ...locked, updatedAt: at });
      }
    });
  }

  /** Adds every asset to every set (an asset already in a set stays as it is), within each set's per-type limit. */
  async addAssetsToSets(accountId: number, assetIds: readonly number[], setIds: readonly number[]): Promise<void> {
    const assets = await this.libraryAssetsById(accountId, checkIdList(assetIds, 'asset_ids', MAX_LINKED_ASSETS));
    const sets = await this.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.lockedSet(tx, accountId, { id: s.id });
        const members = await tx.members(s.id);
        const present = new Set(members.map((m) => m.assetId).filter((x): x is number => x !== null));
        const adding = assets.filter((a) => !present.has(a.id));
        if (!adding.length) continue;
        const perType = new Map<string, number>();
        for (const m of members) if (m.type && !m.error) perType.set(m.type, (perType.get(m.type) ?? 0) + 1);
        for (const a of adding) {
          if (!a.assetType) continue;
          const n = (perType.get(a.assetType) ?? 0) + 1;
          perType.set(a.assetType, n);
          if (n > MAX_PER_TYPE[locked.version]) {
            throw invalid('asset_ids', `creative set ${s.id} would hold ${n} assets of type ${a.assetType}; a ${locked.version} creative set holds at most ${MAX_PER_TYPE[locked.version]}`);
          }
        }
        for (const a of adding) await tx.insertMember(s.id, { type: (a.assetType ?? null) as CreativeAssetType | null, assetId: a.id, textValue: null }, at);
        await tx.updateSet({ ...locked, updatedAt: at });
      }
    });
    for (const s of sets) await this.reconcile(s.id);
  }

  /** Takes the assets out of these sets (out of every set of the account when setIds is undefined). */
  async removeAssetsFromSets(accountId: number, assetIds: readonly number[], setIds?: readonly number[]): Promise<void> {
    const assets = await this.libraryAssetsById(accountId, checkIdList(assetIds, 'asset_ids', MAX_LINKED_ASSETS));
    const sets = setIds === undefined
      ? await this.setsUsing(accountId, assets.map((a) => a.id))
      : await this.requireSets(accountId, checkIdList(setIds, 'creative_set_ids', MAX_LINKED_SETS));
    const wanted = new Set(assets.map((a) => a.id));
    const at = this.d.clock.now();
    const changed: number[] = [];
    await this.d.repo.transaction(async (tx) => {
      for (const s of sets) {
        const locked = await this.lockedSet(tx, accountId, { id: s.id });
        const hit = (await tx.members(s.id)).filter((m) => m.assetId !== null && wanted.has(m.assetId));
        if (!hit.length) continue;
        await tx.deleteMembers(hit.map((m) => m.id));
        await tx.updateSet({ ...locked, updatedAt: at });
        changed.push(s.id);
      }
    });
    for (const id of changed) await this.reconcile(id);
  }

  private async requireSets(accountId: number, ids: readonly number[]): Promise<CreativeSet[]> {
    const found = new Map((await this.d.repo.listSets({ accountId, ids, page: 1, size: ids.length })).map((s) => [s.id, s]));
    return ids.map((id) => {
      const s = found.get(id);
      if (!s) throw notFound(`creative set ${id}`);
      return s;
    });
  }

  private async requireCampaigns(accountId: number, ids: readonly number[]): Promise<number[]> {
    for (const id of ids) if (!(await this.d.campaigns.find(accountId, { id }))) throw notFound(`campaign ${id}`);
    return [...ids];
  }

  private async libraryAssetsById(accountId: number, ids: readonly number[]): Promise<AssetInfo[]> {
    const found = new Map((await this.d.assets.getMany(accountId, ids)).map((a) => [a.id, a]));
    return ids.map((id) => {
      const a = found.get(id);
      if (!a) throw notFound(`asset ${id}`);
      return a;
    });
  }

  private async setsUsing(accountId: number, assetIds: readonly number[]): Promise<CreativeSet[]> {
    const ids = new Set<number>();
    for (const a of assetIds) for (const u of await this.d.repo.setIdsUsingAsset(a)) if (u.accountId === accountId) ids.add(u.setId);
    return ids.size ? this.requireSets(accountId, [...ids]) : [];
  }

  async setSizes(accountId: number, ref: SetRef, switches: Partial<SizeSwitches>): Promise<CreativeSetView> {
    const current = await this.requireSet(accountId, ref);
    const at = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      const s = await this.lockedSet(tx, accountId, { id: current.id });
      for (const [d, on] of Object.entries(switches) as [keyof SizeSwitches, boolean | undefined][]) {
        if (on === undefined) continue;
        s.sizes[d] = on;
        const sizes = (Object.keys(DESIGNATOR_OF_SIZE) as AdSize[]).filter((z) => DESIGNATOR_OF_SIZE[z] === d);
        if (sizes.length) await tx.setAdsStatusBySizes(s.id, sizes, on, at);
      }
      s.updatedAt = at;
      await tx.updateSet(s);
    });
    return this.view(accountId, { id: current.id });
  }

  // ---- members (assets in a set) ------------------------------------------------------------

  /** Streams a file into the account's asset library (the asset pipeline computes its type). */
  ingest(file: IngestFile): Promise<AssetInfo> {
    return this.d.assets.ingest(file);
  }

  /**
   * Undoes ingest() for a request that failed afterwards, unless a set took the asset in after
   * all (a failure after the change committed must not pull the file from under it).
   */
  async discard(accountId: number, assetId: number): Promise<void> {
    if ((await this.d.repo.setIdsUsingAsset(assetId)).length > 0) return;
    await this.d.assets.discard(accountId, assetId);
  }

  /**
   * Adds an asset to a set or replaces the asset(s) of its type. In a V1 set a type holds one
   * asset: adding a second is refused unless `update` is true. A member in error does not hold
   * its type: adding over it replaces it.
   */
  async putMember(accountId: number, ref: SetRef, input: PutMemberInput): Promise<CreativeSetView> {
    const current = await this.requireSet(accountId, ref);
    const member = await this.resolveSource(accountId, input);
    if (input.update && !member.type && member.assetId !== null && input.source.kind === 'asset') {
      // spec 1: with a file "the type is computed from the file"; so is the asset it replaces
      const computed = await this.d.assets.computeType(accountId, member.assetId);
      if (!computed.ok) throw invalid('file', `update=true without type needs a file whose type can be computed: ${computed.error}`);
      member.type = computed.assetType;
    }
    const type = member.type;
    if (input.update && !type) throw invalid('type', 'is required with update=true');
    const before = await this.derived(accountId, current.id);
    const at = this.d.clock.now();
    try {
      await this.d.repo.transaction(async (tx) => {
        const s = await this.lockedSet(tx, accountId, { id: current.id });
        const members = await tx.members(s.id);
        if (type) {
          const sameType = members.filter((m) => (before.get(m.id)?.type ?? m.type) === type);
          const failed = sameType.filter((m) => before.get(m.id)?.status === 'error');
          const live = sameType.filter((m) => !failed.includes(m));
          if (input.update) {
            await tx.deleteMembers(sameType.map((m) => m.id));
          } else {
            if (live.length >= MAX_PER_TYPE[s.version]) {
              throw new DomainError(
                'conflict',
                s.version === 'V1'
                  ? `the creative set already has a ${type}; send update=true to replace it`
                  : `the creative set already has ${MAX_PER_TYPE.V2} assets of type ${type}`,
                { field: 'type', rule: `at most ${MAX_PER_TYPE[s.version]} asset(s) of a type in a ${s.version} creative set` },
              );
            }
            await tx.deleteMembers(failed.map((m) => m.id));
          }
        }
        await tx.insertMember(s.id, member, at);
        s.updatedAt = at;
        await tx.updateSet(s);
      });
    } catch (e) {
      // an asset this request made from a URL has no other user: it goes with the failed request
      if (member.fetched && member.assetId !== null) await this.d.assets.discard(accountId, member.assetId).catch(() => undefined);
      throw e;
    }
    await this.reconcile(current.id);
    return this.view(accountId, { id: current.id });
  }

  /** Removes the member(s) of a type, or the one whose URL/hash/text is given. */
  async removeMember(accountId: number, ref: SetRef, input: RemoveMemberInput): Promise<CreativeSetView> {
    if (!input.type && !input.value) throw invalid('type', 'is required to remove an asset');
    const current = await this.requireSet(accountId, ref);
    const derived = await this.derived(accountId, current.id);
    const assets = await this.assetsOf(accountId, [...derived.values()].map((d) => d.member));
    const removed = await this.d.repo.transaction(async (tx) => {
      const s = await this.lockedSet(tx, accountId, { id: current.id });
      const hit = (await tx.members(s.id)).filter((m) => {
        if (input.type && (derived.get(m.id)?.type ?? m.type) !== input.type) return false;
        if (input.value === undefined) return true;
        const a = m.assetId !== null ? assets.get(m.assetId) : undefined;
        const v = input.value.trim();
        return m.textValue === input.value || (a !== undefined && (a.url === v || a.sha1 === v.toLowerCase()));
      });
      await tx.deleteMembers(hit.map((m) => m.id));
      if (hit.length) {
        s.updatedAt = this.d.clock.now();
        await tx.updateSet(s);
      }
      return hit.length;
    });
    if (removed === 0) {
      throw notFound(input.type ? `asset of type ${input.type} in this creative set` : 'asset in this creative set');
    }
    await this.reconcile(current.id);
    return this.view(accountId, { id: current.id });
  }

  // ---- ads ----------------------------------------------------------------------------------

  async getAd(accountId: number, adId: number): Promise<{ ad: Ad; set: CreativeSet }> {
    const ad = Number.isSafeInteger(adId) ? await this.d.repo.findAd(accountId, adId) : undefined;
    if (!ad) throw notFound('ad');
    const set = await this.requireSet(accountId, { id: ad.setId });
    return { ad, set };
  }

  async updateAd(accountId: number, adId: number, patch: { name?: unknown; status?: boolean }): Promise<{ ad: Ad; set: CreativeSet }> {
    const name = patch.name === undefined ? undefined : checkName(patch.name);
    const { ad } = await this.getAd(accountId, adId);
    if (name !== undefined) ad.name = name;
    if (patch.status !== undefined) ad.status = patch.status;
    ad.updatedAt = this.d.clock.now();
    await this.d.repo.transaction((tx) => tx.updateAd(ad));
    return this.getAd(accountId, adId);
  }

  async listAds(accountId: number, ref: SetRef): Promise<{ ads: Ad[]; set: CreativeSet }> {
    const v = await this.get(accountId, ref);
    return { set: v.set, ads: v.ads };
  }

  // ---- derived state --------------------------------------------------------------------------

  /** Hook for assets.onSettled: a set using the asset may now have (or lose) ads. */
  async onAssetSettled(asset: { id: number }): Promise<void> {
    for (const { setId } of await this.d.repo.setIdsUsingAsset(asset.id)) await this.reconcile(setId);
  }

  /**
   * Brings a set's ads in line with its members. Asset states are read before the transaction
   * (assets only move from processing to ready/error, so a stale read is at worst 'processing',
   * and the asset's own onSettled reconciles again). Untyped files take their computed type here.
   * `copyFrom`: ads of a source set whose names and statuses new ads of the same template take.
   */
  async reconcile(setId: number, copyFrom: readonly Ad[] = []): Promise<void> {
    const setRow = await this.d.repo.findSetById(setId);
    if (!setRow) return;
    const snapshot = await this.d.repo.membersOf([setId]);
    const seen = new Set(snapshot.map((m) => m.id));
    const assets = await this.assetsOf(setRow.accountId, snapshot);
    const at = this.d.clock.now();
    const copy = new Map(copyFrom.map((a) => [templateKey(a.size, a.template), a]));
    await this.d.repo.transaction(async (tx) => {
      const s = await tx.findSet(setRow.accountId, { id: setId }, true);
      if (!s) return;
      const members = await tx.members(setId);
      const derived = new Map<number, ReturnType<typeof deriveMember>>();
      for (const m of members) {
        // A member added after the snapshot: its asset counts as processing until the next reconcile.
        const asset = m.assetId === null ? undefined : seen.has(m.id) ? assets.get(m.assetId) : pendingAsset(m);
        derived.set(m.id, deriveMember(m, asset));
      }
      // Untyped files that finished: take the computed type, unless a V1 set already holds that type.
      for (const m of members) {
        const d = derived.get(m.id)!;
        if (m.type !== null || !d.type || d.status === 'processing') continue;
        const rivals = members.filter((o) => o.id !== m.id && (derived.get(o.id)?.type === d.type) && derived.get(o.id)?.status !== 'error');
        if (rivals.length >= MAX_PER_TYPE[s.version]) {
          const error = `the creative set already has ${s.version === 'V1' ? 'a' : MAX_PER_TYPE.V2} ${d.type}; send update=true with type ${d.type} to replace it`;
          await tx.updateMember({ ...m, type: d.type, error });
          derived.set(m.id, { type: d.type, status: 'error', error });
        } else {
          await tx.updateMember({ ...m, type: d.type });
        }
      }
      const plan = planAds([...derived.values()], await tx.ads(setId));
      await tx.deleteAds(plan.remove.map((a) => a.id));
      for (const t of plan.create) {
        const enabled = s.sizes[DESIGNATOR_OF_SIZE[t.size]];
        const src = copy.get(templateKey(t.size, t.name));
        await tx.insertAd({
          setId, accountId: s.accountId, size: t.size, template: t.name,
          name: src?.name ?? defaultAdName(s.name, t), status: enabled && (src?.status ?? true), at,
        });
      }
    });
  }

  // ---- helpers ------------------------------------------------------------------------------

  private async requireSet(accountId: number, ref: SetRef): Promise<CreativeSet> {
    const s = validRef(ref) ? await this.d.repo.findSet(accountId, ref) : undefined;
    if (!s) throw notFound('creative set');
    return s;
  }

  private async lockedSet(tx: CreativesTx, accountId: number, ref: SetRef): Promise<CreativeSet> {
    const s = await tx.findSet(accountId, ref, true);
    if (!s) throw notFound('creative set');
    return s;
  }

  private async campaign(accountId: number, ref: CampaignRef, field: string, asNotFound = false): Promise<CampaignInfo> {
    const c = validRef(ref) ? await this.d.campaigns.find(accountId, ref) : undefined;
    if (!c) {
      if (asNotFound) throw notFound('campaign');
      throw invalid(field, 'must be a campaign of this account');
    }
    return c;
  }

  private async libraryAssets(accountId: number, ids: readonly number[], field: string): Promise<AssetInfo[]> {
    const unique = [...new Set(ids)];
    const found = new Map((await this.d.assets.getMany(accountId, unique)).map((a) => [a.id, a]));
    return unique.map((id, i) => {
      const a = found.get(id);
      if (!a) throw invalid(`${field}[${i}].id`, 'must be an asset of this account');
      return a;
    });
  }

  /** Second-generation members: typed by the library; the per-type limit of the version applies. */
  private membersFromLibrary(assets: readonly AssetInfo[], version: SetVersion): NewMember[] {
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

  private async resolveSource(accountId: number, input: PutMemberInput): Promise<NewMember> {
    const { type, source } = input;
    if (source.kind === 'asset') {
      if (type && isTextType(type)) throw invalid('file', `a ${type} is a text: send it in the asset field`);
      return { type: type ?? null, assetId: source.assetId, textValue: null };
    }
    if (!type) throw invalid('type', 'is required with asset');
    if (isTextType(type)) {
      return { type, assetId: null, textValue: this.d.assets.normalizeText(type, source.value) };
    }
    const v = source.value.trim();
    let a: AssetInfo | undefined;
    if (HEX40.test(v)) a = await this.d.assets.findBySha1(accountId, v.toLowerCase());
    else if (/^https?:\/\//i.test(v)) {
      a = await this.d.assets.findByUrl(accountId, v);
      // another host's URL: fetched in the background (spec 1: "Asset URL"); our own file URLs are
      // only ever looked up, so another account's file can never be fetched into this one
      if (!a && !this.d.assets.isOwnFileUrl(v)) return { type, assetId: (await this.d.assets.ingestUrl(accountId, v, type as FileAssetType)).id, textValue: null, fetched: true };
    } else throw invalid('asset', `must be a URL or the SHA-1 hash of a file of this account for type ${type}`);
    if (!a) throw invalid('asset', 'no file of this account has this URL or hash');
    return { type, assetId: a.id, textValue: null };
  }

  private async assetsOf(accountId: number, members: readonly SetMember[]): Promise<Map<number, AssetInfo>> {
    const ids = [...new Set(members.map((m) => m.assetId).filter((x): x is number => x !== null))];
    if (!ids.length) return new Map();
    return new Map((await this.d.assets.getMany(accountId, ids)).map((a) => [a.id, a]));
  }

  private async derived(accountId: number, setId: number): Promise<Map<number, MemberView>> {
    const members = await this.d.repo.membersOf([setId]);
    const assets = await this.assetsOf(accountId, members);
    return new Map(members.map((m) => [m.id, memberView(m, m.assetId === null ? undefined : assets.get(m.assetId))]));
  }

  private async view(accountId: number, ref: SetRef): Promise<CreativeSetView> {
    return this.get(accountId, ref);
  }

  private async views(accountId: number, sets: readonly CreativeSet[], fresh = false): Promise<CreativeSetView[]> {
    if (!sets.length) return [];
    const ids = sets.map((s) => s.id);
    const [members, ads] = await Promise.all([this.d.repo.membersOf(ids), this.d.repo.adsOf(ids)]);
    const assets = await this.assetsOf(accountId, members);
    const campaigns = new Map<number, string>();
    for (const cid of new Set(sets.flatMap((s) => s.campaignIds))) {
      campaigns.set(cid, (await this.d.campaigns.find(accountId, { id: cid }))?.hashedId ?? '');
    }
    const out = sets.map((set) => ({
      set,
      campaignHashedIds: set.campaignIds.map((cid) => campaigns.get(cid) ?? ''),
      members: members.filter((m) => m.setId === set.id).map((m) => memberView(m, m.assetId === null ? undefined : assets.get(m.assetId))),
      ads: ads.filter((a) => a.setId === set.id),
    }));
    if (fresh) return out;
    // An asset settles before its onSettled listener reconciles the sets using it. A reader in that
    // short window would see a ready asset without its ads: bring such a set up to date first.
    const stale = out.filter((v) => isStale(v));
    if (!stale.length) return out;
    for (const v of stale) await this.reconcile(v.set.id);
    const again = new Map((await this.views(accountId, stale.map((v) => v.set), true)).map((v) => [v.set.id, v]));
    return out.map((v) => again.get(v.set.id) ?? v);
  }
}

/** True when the set's ads or member types lag behind its members' current states. */
function isStale(v: CreativeSetView): boolean {
  if (v.members.some((m) => m.member.type === null && m.type !== null && m.status !== 'processing')) return true;
  const plan = planAds(v.members, v.ads);
  return plan.create.length > 0 || plan.remove.length > 0;
}

function memberView(m: SetMember, asset: AssetInfo | undefined): MemberView {
  const d = deriveMember(m, asset);
  return { member: m, asset, type: d.type, status: d.status, error: d.error, value: m.textValue ?? asset?.url ?? '' };
}

/** A member added after the asset snapshot was read: treat its asset as still processing. */
function pendingAsset(m: SetMember): AssetInfo {
  return { id: m.assetId ?? 0, accountId: 0, name: '', sha1: '', url: '', processing: 'processing', error: null, assetType: null, resourceType: null };
}

/** At most this many ids per association call (the current service's limits). */
export const MAX_LINKED_CAMPAIGNS = 20;
export const MAX_LINKED_SETS = 50;
export const MAX_LINKED_ASSETS = 10;

/** Positive integer ids, at least one, at most `max` of them; a repeated id counts once. */
function checkIdList(ids: readonly number[], field: string, max: number): number[] {
  if (!ids.length) throw invalid(field, 'must hold at least one id');
  if (ids.length > max) throw invalid(field, `at most ${max} ids`);
  ids.forEach((id, i) => {
    if (!Number.isSafeInteger(id) || id < 1) throw invalid(`${field}[${i}]`, 'must be a positive integer id');
  });
  return [...new Set(ids)];
}

function validRef(ref: SetRef | CampaignRef): boolean {
  return 'id' in ref ? Number.isSafeInteger(ref.id) && ref.id > 0 : /^[0-9a-f]{32}$/.test(ref.hashedId);
}
