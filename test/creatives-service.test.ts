// The creatives core over the real SQL repository, on both databases. The campaign and asset
// directories are small in-memory stand-ins here (text rules are the asset library's own) (this suite is about sets, members and ads);
// the HTTP suite runs the real campaigns and assets services.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { TextAssetType } from '../src/core/assets/model.js';
import { validateTextAsset } from '../src/core/assets/text-assets.js';
import { createCreatives, type Creatives } from '../src/core/creatives/creatives.js';
import type { AssetInfo } from '../src/core/creatives/model.js';
import type { AssetDirectory, CampaignDirectory, CampaignInfo } from '../src/core/creatives/ports.js';
import { fixedClockAt } from './helpers/creatives-clock.js';
import { randomIds } from '../src/infra/ids.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import type { FileAssetType } from '../src/core/creatives/asset-types.js';
import { CreativesSqlRepo } from '../src/storage/repos/creatives-sql-repo.js';
import { forEachDatabase } from './helpers/databases.js';

class Campaigns implements CampaignDirectory {
  rows: CampaignInfo[] = [];
  async find(accountId: number, ref: { id: number } | { hashedId: string }) {
    return this.rows.find((c) => c.accountId === accountId && ('id' in ref ? c.id === ref.id : c.hashedId === ref.hashedId));
  }
}

class Assets implements AssetDirectory {
  rows: AssetInfo[] = [];
  discarded: number[] = [];
  add(accountId: number, p: Partial<AssetInfo>): AssetInfo {
    const id = this.rows.length + 1;
    const a: AssetInfo = { id, accountId, name: `f${id}`, sha1: id.toString(16).padStart(40, '0'), url: `http://assets.test/${id}`, processing: 'ready', error: null, assetType: null, resourceType: 'IMAGE', ...p };
    this.rows.push(a);
    return a;
  }
  async getMany(accountId: number, ids: readonly number[]) { return this.rows.filter((a) => a.accountId === accountId && ids.includes(a.id)); }
  async findBySha1(accountId: number, sha1: string) { return this.rows.find((a) => a.accountId === accountId && a.sha1 === sha1); }
  async findByUrl(accountId: number, url: string) { return this.rows.find((a) => a.accountId === accountId && a.url === url); }
  async ingest(): Promise<AssetInfo> { throw new Error('not used here'); }
  async discard(_a: number, id: number) { this.discarded.push(id); }
  isOwnFileUrl(url: string) {
    return url.startsWith('http://assets.test/');
  }
  async ingestUrl(): Promise<AssetInfo> {
    throw new Error('not used here');
  }
  async computeType(accountId: number, id: number) {
    const a = this.rows.find((r) => r.accountId === accountId && r.id === id);
    return a?.assetType ? { ok: true as const, assetType: a.assetType as FileAssetType } : { ok: false as const, error: 'no type' };
  }
  normalizeText(type: TextAssetType, value: string) {
    return validateTextAsset(type, value, 'asset');
  }
}

await forEachDatabase('creatives core', (tdb) => {
  let db: Db;
  let svc: Creatives;
  let repo: CreativesSqlRepo;
  const campaigns = new Campaigns();
  const assets = new Assets();
  let acc1 = 0;
  let acc2 = 0;
  const tmpl = (ads: { size: string; template: string }[]) => ads.map((a) => `${a.size}/${a.template}`).sort();

  before(async () => {
    db = await tdb.open();
    await migrate(db);
    for (const n of ['one', 'two']) await db.run('INSERT INTO accounts (name, created_at) VALUES (?, ?)', [n, 0]);
    const accs = await db.all<{ id: number }>('SELECT id FROM accounts ORDER BY id');
    acc1 = Number(accs[0]!.id);
    acc2 = Number(accs[1]!.id);
    campaigns.rows.push({ id: 10, hashedId: 'a'.repeat(32), accountId: acc1, countries: ['us', 'de'] });
    campaigns.rows.push({ id: 11, hashedId: 'b'.repeat(32), accountId: acc1, countries: [] });
    campaigns.rows.push({ id: 20, hashedId: 'c'.repeat(32), accountId: acc2, countries: ['us'] });
    repo = new CreativesSqlRepo(db);
    svc = createCreatives({ repo, campaigns, assets, clock: fixedClockAt(1_700_000_000_000), ids: randomIds });
  });
  after(() => tdb.cleanup());

  it('creates a set bound to a campaign of the account, with Preload Standard at once', async () => {
    const v = await svc.sets.create(acc1, { campaign: { hashedId: 'a'.repeat(32) }, name: ' Set A ', countries: ['US'], languages: ['EN', 'iw'], version: 'V1' });
    assert.match(v.set.hashedId, /^[0-9a-f]{32}$/);
    assert.equal(v.set.name, 'Set A');
    assert.deepEqual(v.set.countries, ['us']);
    assert.deepEqual(v.set.languages, ['en', 'iw']);
    assert.deepEqual(v.campaignHashedIds, ['a'.repeat(32)]);
    assert.deepEqual(v.set.sizes, { BANNER: true, CTV: true, INTER: true, PRELOAD: true });
    assert.deepEqual(tmpl(v.ads), ['PRELOAD/Standard']);
    assert.ok(Number.isSafeInteger(v.ads[0]!.id));
    // a country the campaign does not target is stored (spec 1: "not eligible"), not refused
    assert.deepEqual((await svc.sets.create(acc1, { campaign: { hashedId: 'a'.repeat(32) }, name: 'x', countries: ['fr'], version: 'V1' })).set.countries, ['fr']);
    await assert.rejects(svc.sets.create(acc1, { campaign: { hashedId: 'a'.repeat(32) }, name: 'x', countries: ['xx'], version: 'V1' }), { field: 'countries[0]' });
    await assert.rejects(svc.sets.create(acc1, { campaign: { hashedId: 'c'.repeat(32) }, name: 'x', version: 'V1' }), { field: 'campaign_id' });
    await assert.rejects(svc.sets.create(acc1, { campaign: { hashedId: 'a'.repeat(32) }, name: 'x', languages: ['xx'], version: 'V1' }), { field: 'languages[0]' });
  });

  it('another account sees none of it', async () => {
    const v = await svc.sets.create(acc1, { campaign: { id: 11 }, name: 'Private', version: 'V1' });
    await assert.rejects(svc.sets.get(acc2, { id: v.set.id }), { code: 'not_found' });
    await assert.rejects(svc.sets.get(acc2, { hashedId: v.set.hashedId }), { code: 'not_found' });
    await assert.rejects(svc.ads.get(acc2, v.ads[0]!.id), { code: 'not_found' });
    await assert.rejects(svc.sets.listByCampaign(acc2, { id: 11 }), { code: 'not_found' });
    await assert.rejects(svc.members.putMember(acc2, { id: v.set.id }, { type: 'TXT_TITLE', update: false, source: { kind: 'text', value: 'x' } }), { code: 'not_found' });
    assert.equal((await svc.sets.list({ accountId: acc2, ids: [v.set.id], page: 1, size: 100 })).length, 0);
  });

  it('members: ready files make ads; V1 holds one per type; update replaces and keeps the ad; remove deletes it', async () => {
    const v = await svc.sets.create(acc1, { campaign: { id: 11 }, name: 'Members', version: 'V1' });
    const ref = { id: v.set.id };
    const banner = assets.add(acc1, { assetType: 'IMG_BANNER' });
    let s = await svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'reference', value: banner.sha1 } });
    assert.deepEqual(tmpl(s.ads), ['BANNER/Standard', 'PRELOAD/Standard']);
    const bannerAd = s.ads.find((a) => a.size === 'BANNER')!;
    await assert.rejects(svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'reference', value: banner.url } }), { code: 'conflict', field: 'type' });
    // replacement still processing: the ad stays, same id
    const banner2 = assets.add(acc1, { assetType: null, processing: 'processing' });
    s = await svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: true, source: { kind: 'asset', assetId: banner2.id } });
    assert.equal(s.members.length, 1);
    assert.equal(s.members[0]!.status, 'processing');
    assert.equal(s.ads.find((a) => a.size === 'BANNER')?.id, bannerAd.id);
    // it finishes with an error: the ad goes
    banner2.processing = 'error';
    banner2.error = 'the image is 300x250, not IMG_BANNER';
    await svc.onAssetSettled(banner2);
    s = await svc.sets.get(acc1, ref);
    assert.equal(s.members[0]!.status, 'error');
    assert.equal(s.members[0]!.error, 'the image is 300x250, not IMG_BANNER');
    assert.deepEqual(tmpl(s.ads), ['PRELOAD/Standard']);
    // a failed member does not hold its type: adding over it replaces it
    s = await svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'asset', assetId: banner.id } });
    assert.equal(s.members.length, 1);
    assert.deepEqual(tmpl(s.ads), ['BANNER/Standard', 'PRELOAD/Standard']);
    s = await svc.members.removeMember(acc1, ref, { type: 'IMG_BANNER' });
    assert.equal(s.members.length, 0);
    assert.deepEqual(tmpl(s.ads), ['PRELOAD/Standard']);
    await assert.rejects(svc.members.removeMember(acc1, ref, { type: 'IMG_BANNER' }), { code: 'not_found' });
  });

  it('a file referenced as another type ends in error; an untyped file takes its computed type when it settles', async () => {
    const v = await svc.sets.create(acc1, { campaign: { id: 11 }, name: 'Types', version: 'V1' });
    const ref = { id: v.set.id };
    const mrec = assets.add(acc1, { assetType: 'IMG_MREC' });
    let s = await svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'reference', value: mrec.sha1 } });
    assert.equal(s.members[0]!.status, 'error');
    assert.match(s.members[0]!.error!, /IMG_MREC, not IMG_BANNER/);
    assert.deepEqual(tmpl(s.ads), ['PRELOAD/Standard']);
    const html = assets.add(acc1, { assetType: null, processing: 'processing', resourceType: 'HTML' });
    s = await svc.members.putMember(acc1, ref, { update: false, source: { kind: 'asset', assetId: html.id } });
    assert.equal(s.members[1]!.type, null);
    html.processing = 'ready';
    html.assetType = 'HOSTED_HTML';
    await svc.onAssetSettled(html);
    s = await svc.sets.get(acc1, ref);
    assert.equal(s.members[1]!.type, 'HOSTED_HTML');
    assert.equal(s.members[1]!.member.type, 'HOSTED_HTML');
    assert.deepEqual(tmpl(s.ads), ['INTER/Rewarded Playable', 'INTER/Standard Playable', 'PRELOAD/Standard']);
    // a second untyped HTML in this V1 set: error naming the way out
    const html2 = assets.add(acc1, { assetType: 'HOSTED_HTML', resourceType: 'HTML' });
    s = await svc.members.putMember(acc1, ref, { update: false, source: { kind: 'asset', assetId: html2.id } });
    assert.equal(s.members[2]!.status, 'error');
    assert.match(s.members[2]!.error!, /update=true/);
    // remove that one by its URL only
    s = await svc.members.removeMember(acc1, ref, { value: html2.url });
    assert.equal(s.members.length, 2);
  });

  it('text members are checked; bad references are refused', async () => {
    const v = await svc.sets.create(acc1, { campaign: { id: 11 }, name: 'Texts', version: 'V1' });
    const ref = { id: v.set.id };
    const s = await svc.members.putMember(acc1, ref, { type: 'TXT_RATING', update: false, source: { kind: 'text', value: '4.5' } });
    assert.deepEqual(s.members.map((m) => [m.type, m.status, m.value]), [['TXT_RATING', 'ready', '4.5']]);
    await assert.rejects(svc.members.putMember(acc1, ref, { type: 'TXT_RATING', update: true, source: { kind: 'text', value: '4.3' } }), { field: 'asset' });
    await assert.rejects(svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'reference', value: 'f'.repeat(40) } }), { field: 'asset' });
    await assert.rejects(svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'reference', value: 'hello' } }), { field: 'asset' });
    const other = assets.add(acc2, { assetType: 'IMG_BANNER' });
    await assert.rejects(svc.members.putMember(acc1, ref, { type: 'IMG_BANNER', update: false, source: { kind: 'reference', value: other.sha1 } }), { field: 'asset' });
    await assert.rejects(svc.members.putMember(acc1, ref, { type: 'TXT_TITLE', update: false, source: { kind: 'asset', assetId: 1 } }), { field: 'file' });
    // update=true with a file and no type: the type computed from the file names what it replaces
    const untypable = assets.add(acc1, { assetType: null, processing: 'error', error: 'fits no asset type' });
    await assert.rejects(svc.members.putMember(acc1, ref, { update: true, source: { kind: 'asset', assetId: untypable.id } }), { field: 'file' });
    await assert.rejects(svc.members.putMember(acc1, ref, { update: true, source: { kind: 'reference', value: untypable.sha1 } }), { field: 'type' });
  });

  it('sizes switch the ads of their designator only; new ads of a disabled size are disabled', async () => {
    const v = await svc.sets.create(acc1, { campaign: { id: 11 }, name: 'Sizes', version: 'V1' });
    const ref = { id: v.set.id };
    for (const t of ['IMG_BANNER', 'IMG_MREC']) {
      const a = assets.add(acc1, { assetType: t });
      await svc.members.putMember(acc1, ref, { type: t as 'IMG_BANNER', update: false, source: { kind: 'asset', assetId: a.id } });
    }
    let s = await svc.sets.setSizes(acc1, ref, { BANNER: false });
    assert.deepEqual(s.set.sizes, { BANNER: false, CTV: true, INTER: true, PRELOAD: true });
    assert.deepEqual(s.ads.map((a) => [a.size, a.status]).sort(), [['BANNER', false], ['MREC', false], ['PRELOAD', true]]);
    const leader = assets.add(acc1, { assetType: 'IMG_LEADER' });
    s = await svc.members.putMember(acc1, ref, { type: 'IMG_LEADER', update: false, source: { kind: 'asset', assetId: leader.id } });
    assert.equal(s.ads.find((a) => a.size === 'LEADER')?.status, false);
    s = await svc.sets.setSizes(acc1, ref, { PRELOAD: false, CTV: false });
    assert.deepEqual(s.ads.map((a) => [a.size, a.status]).sort(), [['BANNER', false], ['LEADER', false], ['MREC', false], ['PRELOAD', false]]);
    s = await svc.sets.setSizes(acc1, ref, { BANNER: true });
    assert.deepEqual(s.ads.map((a) => [a.size, a.status]).sort(), [['BANNER', true], ['LEADER', true], ['MREC', true], ['PRELOAD', false]]);
    assert.deepEqual(s.set.sizes, { BANNER: true, CTV: false, INTER: true, PRELOAD: false });
  });

  it('ads: name and status change; ad ids are integers scoped to the account', async () => {
    const v = await svc.sets.create(acc1, { campaign: { id: 11 }, name: 'Ads', version: 'V1' });
    const id = v.ads[0]!.id;
    const r = await svc.ads.update(acc1, id, { name: 'Renamed', status: false });
    assert.equal(r.ad.name, 'Renamed');
    assert.equal(r.ad.status, false);
    assert.equal(r.set.id, v.set.id);
    assert.equal((await svc.ads.list(acc1, { hashedId: v.set.hashedId })).ads[0]!.name, 'Renamed');
    await assert.rejects(svc.ads.update(acc1, id, { name: '' }), { field: 'name' });
    await assert.rejects(svc.ads.update(acc2, id, { status: true }), { code: 'not_found' });
  });

  it('V2 sets hold up to ten per type; clone copies members, ad names and statuses into another campaign', async () => {
    const banners = Array.from({ length: 11 }, () => assets.add(acc1, { assetType: 'IMG_BANNER' }));
    await assert.rejects(svc.sets.create(acc1, { campaign: { id: 10 }, name: 'Too many', version: 'V2', assetIds: banners.map((b) => b.id) }), { field: 'assets[10]' });
    const v = await svc.sets.create(acc1, { campaign: { id: 10 }, name: 'V2 set', countries: ['de'], version: 'V2', assetIds: banners.slice(0, 2).map((b) => b.id) });
    assert.equal(v.set.version, 'V2');
    assert.equal(v.members.length, 2);
    assert.deepEqual(tmpl(v.ads), ['BANNER/Standard', 'PRELOAD/Standard']);
    await svc.ads.update(acc1, v.ads.find((a) => a.size === 'BANNER')!.id, { name: 'My banner', status: false });
    const c = await svc.sets.clone(acc1, { id: v.set.id }, { id: 11 }, false);
    assert.notEqual(c.set.id, v.set.id);
    assert.deepEqual(c.set.campaignIds, [11]);
    assert.equal(c.set.status, false);
    assert.equal(c.set.version, 'V2');
    assert.deepEqual(c.set.countries, ['de']);
    assert.equal(c.members.length, 2);
    const cb = c.ads.find((a) => a.size === 'BANNER')!;
    assert.equal(cb.name, 'My banner');
    assert.equal(cb.status, false);
    await assert.rejects(svc.sets.clone(acc1, { id: v.set.id }, { id: 20 }, true), { field: 'campaign_id' });
    // update replaces file members
    const u = await svc.sets.update(acc1, { id: c.set.id }, { assetIds: [banners[5]!.id], status: true, name: 'Renamed' });
    assert.deepEqual(u.members.map((m) => m.member.assetId), [banners[5]!.id]);
    assert.equal(u.set.status, true);
    await assert.rejects(svc.sets.update(acc1, { id: c.set.id }, { campaign: { id: 10 } }), { field: 'campaign_id' });
  });

  it('lists by campaign, ids and hashed ids, paged, oldest first', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await svc.sets.create(acc1, { campaign: { id: 10 }, name: `L${i}`, version: 'V2' }));
    const all = await svc.sets.listByCampaign(acc1, { hashedId: 'a'.repeat(32) });
    assert.ok(all.length >= 3);
    const ids = all.map((v) => v.set.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
    const page2 = await svc.sets.list({ accountId: acc1, campaignIds: [10], page: 2, size: 1 });
    assert.equal(page2[0]!.set.id, ids[1]);
    const byHash = await svc.sets.list({ accountId: acc1, hashedIds: [made[2]!.set.hashedId, 'f'.repeat(32)], page: 1, size: 100 });
    assert.deepEqual(byHash.map((v) => v.set.id), [made[2]!.set.id]);
    assert.deepEqual(await svc.sets.list({ accountId: acc1, ids: [], page: 1, size: 100 }), []);
  });
});
