import type { UploadBatch, UploadFile, UploadsRepo } from '../../core/uploads/model.js';
import type { Db } from '../db.js';

interface BatchRow { id: number; upload_id: string; account_id: number; created_at: number }
interface FileRow {
  batch_id: number; seq: number; name: string; content_type: string | null; size_bytes: number;
  asset_id: number | null; error_message: string | null; created_at: number;
}

const toFile = (r: FileRow): UploadFile => ({
  seq: Number(r.seq),
  name: r.name,
  contentType: r.content_type,
  sizeBytes: Number(r.size_bytes),
  assetId: r.asset_id === null ? null : Number(r.asset_id),
  errorMessage: r.error_message,
  createdAt: new Date(Number(r.created_at)),
});

export class UploadsSqlRepo implements UploadsRepo {
  constructor(private readonly db: Db) {}

  save(b: Omit<UploadBatch, 'id'>): Promise<UploadBatch> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ id: number }>(
        'INSERT INTO upload_batches (upload_id, account_id, file_count, created_at) VALUES (?, ?, ?, ?) RETURNING id',
        [b.uploadId, b.accountId, b.files.length, b.createdAt.getTime()],
      );
      const id = Number(row!.id);
      for (const f of b.files) {
        await tx.run(
          'INSERT INTO upload_files (batch_id, seq, name, content_type, size_bytes, asset_id, error_message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [id, f.seq, f.name, f.contentType, f.sizeBytes, f.assetId, f.errorMessage, f.createdAt.getTime()],
        );
      }
      return { ...b, id };
    });
  }

  async find(accountId: number, uploadId: string): Promise<UploadBatch | undefined> {
    const b = await this.db.get<BatchRow>('SELECT id, upload_id, account_id, created_at FROM upload_batches WHERE upload_id = ? AND account_id = ?', [uploadId, accountId]);
    if (!b) return undefined;
    const files = await this.db.all<FileRow>('SELECT * FROM upload_files WHERE batch_id = ? ORDER BY seq', [b.id]);
    return { id: Number(b.id), uploadId: b.upload_id, accountId: Number(b.account_id), createdAt: new Date(Number(b.created_at)), files: files.map(toFile) };
  }
}
