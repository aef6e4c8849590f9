// Assets in a set (the first generation's creative_set_assets): add or replace the asset of a
// type from a file, a URL, a hash or a text, remove one, and undo a file's ingest when its request
// failed. Every change ends with the set's ads reconciled.
import { DomainError, invalid, notFound } from '../shared/errors.js';
import type { AdReconciler } from './ad-reconciler.js';
import { isTextType, type CreativeAssetType, type FileAssetType } from './asset-types.js';
import type { AssetInfo, CreativeSetView, SetRef } from './model.js';
import { assetsOf } from './member-views.js';
import type { CreativesDeps, IngestFile, NewMember } from './ports.js';
import { MAX_PER_TYPE } from './rules.js';
import type { SetReader } from './set-reader.js';

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

const HEX40 = /^[0-9a-f]{40}$/i;

export class SetMembersService {
  constructor(
    private readonly d: CreativesDeps,
    private readonly read: SetReader,
    private readonly ads: AdReconciler,
  ) {}

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
    const current = await this.read.requireSet(accountId, ref);
    const member = await this.resolveSource(accountId, input);
    if (input.update && !member.type && member.assetId !== null && input.source.kind === 'asset') {
      // spec 1: with a file "the type is computed from the file"; so is the asset it replaces
      const computed = await this.d.assets.computeType(accountId, member.assetId);
      if (!computed.ok) throw invalid('file', `update=true without type needs a file whose type can be computed: ${computed.error}`);
      member.type = computed.assetType;
    }
    const type = member.type;
    if (input.update && !type) throw invalid('type', 'is required with update=true');
    const before = await this.read.derived(accountId, current.id);
    const at = this.d.clock.now();
    try {
      await this.d.repo.transaction(async (tx) => {
        const s = await this.read.lockedSet(tx, accountId, { id: current.id });
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
    await this.ads.reconcile(current.id);
    return this.read.view(accountId, { id: current.id });
  }

  /** Removes the member(s) of a type, or the one whose URL/hash/text is given. */
  async removeMember(accountId: number, ref: SetRef, input: RemoveMemberInput): Promise<CreativeSetView> {
    if (!input.type && !input.value) throw invalid('type', 'is required to remove an asset');
    const current = await this.read.requireSet(accountId, ref);
    const derived = await this.read.derived(accountId, current.id);
    const assets = await assetsOf(this.d.assets, accountId, [...derived.values()].map((d) => d.member));
    const removed = await this.d.repo.transaction(async (tx) => {
      const s = await this.read.lockedSet(tx, accountId, { id: current.id });
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
    await this.ads.reconcile(current.id);
    return this.read.view(accountId, { id: current.id });
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
}
