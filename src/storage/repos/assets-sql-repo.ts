import { BlobSweptError, type AssetsRepo, type NewAssetRow, type SettleRow, type StoredFile } from '../../core/assets/assets-repo.js';
import type { Asset, ListAssetsQuery } from '../../core/assets/model.js';
import type { JobSpec } from '../../core/jobs/queue.js';
import type { Db } from '../db.js';
import type { JobsSqlQueue } from './jobs-sql-queue.js';
import { V2_ASSET_TYPES } from '../../core/assets/model.js';

interface AssetRow {
  id: number; account_id: number; name: string; sha1: string; url_token: string; content_type: string | null;
  declared_content_type: string | null; resource_type: Asset['resourceType']; asset_type: Asset['assetType'];
  expected_type: Asset['expectedType']; processing: Asset['processing']; error: string | null; review: Asset['review'];
  violation_reasons: string; width: number | null; height: number | null; duration_ms: number | null; size_bytes: number;
  origin: Asset['origin']; created_at: number; settled_at: number | null;
}

const COLS = `id, account_id, name, sha1, url_token, content_type, declared_content_type, resource_type, asset_type, expected_type,
  processing, error, review, violation_reasons, width, height, duration_ms, size_bytes, origin, created_at, settled_at`;

const num = (v: number | null) => (v === null || v === undefined ? null : Number(v));

export class AssetsSqlRepo implements AssetsRepo {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobsSqlQueue,
    private readonly urlOf: (token: string, name: string) => string,
  ) {}

  private toAsset = (r: AssetRow): Asset => ({
    id: Number(r.id),
    accountId: Number(r.account_id),
    name: r.name,
    sha1: r.sha1,
    url: this.urlOf(r.url_token, r.name),
    contentType: r.content_type,
    declaredContentType: r.declared_content_type,
    resourceType: r.resource_type,
    assetType: r.asset_type,
    expectedType: r.expected_type,
    processing: r.processing,
    error: r.error,
    review: r.review,
    violationReasons: JSON.parse(r.violation_reasons) as string[],
    width: num(r.width),
    height: num(r.height),
    durationMs: num(r.duration_ms),
    sizeBytes: Number(r.size_bytes),
    origin: r.origin,
    createdAt: new Date(Number(r.created_at)),
    settledAt: r.settled_at === null ? null : new Date(Number(r.settled_at)),
  });

  async insertWithJob(a: NewAssetRow, job: (assetId: number) => JobSpec): Promise<Asset> {
    const row = await this.db.transaction(async (tx) => {
      if (a.blobKey && !(await tx.get('DELETE FROM blob_sweep WHERE key = ? RETURNING key', [a.blobKey]))) throw new BlobSweptError(a.blobKey);
      const r = await tx.get<AssetRow>(
        `INSERT INTO assets (account_id, name, sha1, blob_key, url_token, content_type, declared_content_type, resource_type,
           expected_type, processing, review, size_bytes, origin, created_at, source_url)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'processing', 'IN_REVIEW', ?, ?, ?, ?) RETURNING ${COLS}`,
        [a.accountId, a.name, a.sha1, a.blobKey, a.urlToken, a.contentType, a.declaredContentType, a.resourceType, a.expectedType, a.sizeBytes, a.origin, a.createdAt.getTime(), a.sourceUrl ?? null],
      );
      await this.jobs.enqueue(job(Number(r!.id)), tx);
      return r!;
    });
    this.jobs.fire(); // committed: wake in-process workers
    return this.toAsset(row);
  }

  async get(accountId: number, id: number): Promise<Asset | undefined> {
    const r = await this.db.get<AssetRow>(`SELECT ${COLS} FROM assets WHERE id = ? AND account_id = ?`, [id, accountId]);
    return r && this.toAsset(r);
  }

  async getById(id: number): Promise<Asset | undefined> {
    const r = await this.db.get<AssetRow>(`SELECT ${COLS} FROM assets WHERE id = ?`, [id]);
    return r && this.toAsset(r);
  }

  async blobKeyOf(id: number): Promise<string | undefined> {
    return (await this.db.get<{ blob_key: string }>('SELECT blob_key FROM assets WHERE id = ?', [id]))?.blob_key || undefined;
  }

  async pendingSource(id: number): Promise<string | undefined> {
    const r = await this.db.get<{ source_url: string | null; blob_key: string }>('SELECT source_url, blob_key FROM assets WHERE id = ?', [id]);
    return r && r.source_url && !r.blob_key ? r.source_url : undefined;
  }

  async attachBlob(id: number, f: { blobKey: string; sha1: string; sizeBytes: number; contentType: string | null; resourceType: string | null; name: string }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await tx.get('DELETE FROM blob_sweep WHERE key = ? RETURNING key', [f.blobKey]))) throw new BlobSweptError(f.blobKey);
      const r = await tx.run(`UPDATE assets SET blob_key = ?, sha1 = ?, size_bytes = ?, content_type = ?, resource_type = ?, name = ? WHERE id = ? AND blob_key = ''`, [
        f.blobKey, f.sha1, f.sizeBytes, f.contentType, f.resourceType, f.name, id,
      ]);
      if (r.changes === 1) return true;
      // the asset went (or has a file) meanwhile: this blob is nobody's; the sweep removes it
      await tx.run('INSERT INTO blob_sweep (key, due_at) VALUES (?, 0)', [f.blobKey]);
      return false;
    });
  }

  async expectBlob(key: string, dueAt: Date): Promise<void> {
    await this.db.run('INSERT INTO blob_sweep (key, due_at) VALUES (?, ?)', [key, dueAt.getTime()]);
  }

  async claimDueBlobs(now: Date, limit: number): Promise<string[]> {
    const keys = await this.db.all<{ key: string }>('SELECT key FROM blob_sweep WHERE due_at <= ? ORDER BY due_at LIMIT ?', [now.getTime(), limit]);
    const claimed: string[] = [];
    // one by one: each DELETE decides the race with an insert claiming the same key
    for (const { key } of keys) if (await this.db.get('DELETE FROM blob_sweep WHERE key = ? RETURNING key', [key])) claimed.push(key);
    return claimed;
  }

  async blobGone(key: string): Promise<void> {
    await this.db.run('DELETE FROM blob_sweep WHERE key = ?', [key]);
  }

  async findBySha1(accountId: number, sha1: string): Promise<Asset | undefined> {
    const r = await this.db.get<AssetRow>(
      `SELECT ${COLS} FROM assets WHERE account_id = ? AND sha1 = ?
       ORDER BY CASE processing WHEN 'ready' THEN 0 WHEN 'processing' THEN 1 ELSE 2 END, id DESC LIMIT 1`,
      [accountId, sha1],
    );
    return r && this.toAsset(r);
  }

  async list(accountId: number, q: ListAssetsQuery): Promise<Asset[]> {
    const where = ['account_id = ?'];
    const params: unknown[] = [accountId];
    if (q.ids) {
      if (!q.ids.length) return [];
      where.push(`id IN (${q.ids.map(() => '?').join(', ')})`);
      params.push(...q.ids);
    }
    if (q.resourceType) {
      where.push('resource_type = ?');
      params.push(q.resourceType);
    }
    if (q.secondGeneration) {
      const types = q.v2Types ?? V2_ASSET_TYPES;
      where.push(`(origin = 'v2' OR asset_type IN (${types.map(() => '?').join(', ')}))`);
      params.push(...types);
    }
    params.push(q.size, (q.page - 1) * q.size);
    const rows = await this.db.all<AssetRow>(`SELECT ${COLS} FROM assets WHERE ${where.join(' AND ')} ORDER BY id LIMIT ? OFFSET ?`, params);
    return rows.map(this.toAsset);
  }

  async settle(id: number, s: SettleRow): Promise<boolean> {
    const r = await this.db.run(
      `UPDATE assets SET processing = ?, error = ?, content_type = ?, resource_type = ?, asset_type = ?, width = ?, height = ?,
         duration_ms = ?, review = ?, violation_reasons = ?, settled_at = ?
       WHERE id = ? AND processing = 'processing'`,
      [s.processing, s.error, s.contentType, s.resourceType, s.assetType, s.width, s.height, s.durationMs, s.review, JSON.stringify(s.violationReasons), s.settledAt.getTime(), id],
    );
    return r.changes === 1;
  }

  async findFileByToken(token: string): Promise<StoredFile | undefined> {
    const r = await this.db.get<{ blob_key: string; name: string; content_type: string | null; size_bytes: number }>(
      'SELECT blob_key, name, content_type, size_bytes FROM assets WHERE url_token = ?',
      [token],
    );
    return r && { blobKey: r.blob_key, name: r.name, contentType: r.content_type, sizeBytes: Number(r.size_bytes) };
  }

  async getByToken(token: string): Promise<Asset | undefined> {
    const r = await this.db.get<AssetRow>(`SELECT ${COLS} FROM assets WHERE url_token = ?`, [token]);
    return r && this.toAsset(r);
  }

  async delete(accountId: number, id: number, now: Date): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const r = await tx.get<{ blob_key: string }>('DELETE FROM assets WHERE id = ? AND account_id = ? RETURNING blob_key', [id, accountId]);
      if (r?.blob_key) await tx.run('INSERT INTO blob_sweep (key, due_at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [r.blob_key, now.getTime()]);
      return r?.blob_key || undefined;
    });
  }
}
