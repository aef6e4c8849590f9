// Receives batch uploads file by file (never holding a file in memory), records the batch, and
// reports each file's outcome from the asset it became.
import { DomainError, invalid, isDomainError, notFound } from '../shared/errors.js';
import type { Clock, IdGenerator } from '../shared/ports.js';
import { drain, FileTooLarge, limitStream } from './limited-stream.js';
import { replaceBadText, textProblem } from '../shared/text.js';
import {
  UPLOAD_CONTENT_TYPES,
  type IncomingFile,
  type UploadAssetsPort,
  type UploadBatch,
  type UploadFile,
  type UploadLimits,
  type UploadResult,
  type UploadsRepo,
} from './model.js';

export interface UploadsDeps {
  repo: UploadsRepo;
  assets: UploadAssetsPort;
  ids: IdGenerator;
  clock: Clock;
  limits: UploadLimits;
  /** Told about every failed file (refused at upload, or failed in processing): the error limit counts them. */
  onFilesFailed?: (accountId: number, count: number) => void;
}

const MAX_NAME = 255;

function gib(bytes: number): string {
  return bytes % 1024 ** 3 === 0 ? `${bytes / 1024 ** 3} GB` : bytes % 1024 ** 2 === 0 ? `${bytes / 1024 ** 2} MB` : `${bytes} bytes`;
}

export class UploadsService {
  /** Failed assets this process already counted against the error limit (a job re-run here counts once). */
  private readonly counted = new Set<number>();

  constructor(private readonly d: UploadsDeps) {}

  /**
   * Streams each file into the asset library as it arrives. A file that breaks a per-file rule
   * (name, content type, size) is recorded as FAILURE and the others go on; a request that breaks
   * a request-level rule (no file, too many files, too many bytes) is refused as a whole and the
   * assets it had already created are discarded, so nothing of it survives. `saveAs` wraps the
   * batch's write (the upload's change).
   */
  async receive(accountId: number, files: AsyncIterable<IncomingFile>, opts: { saveAs?: <T>(save: () => Promise<T>) => Promise<T> } = {}): Promise<UploadBatch> {
    const { maxFiles, maxFileBytes, maxUploadBytes } = this.d.limits;
    const now = this.d.clock.now();
    const records: UploadFile[] = [];
    const created: number[] = [];
    const names = new Set<string>();
    let total = 0;
    let refused = 0;
    try {
      for await (const f of files) {
        if (records.length >= maxFiles) {
          await drain(f.stream).catch(() => undefined);
          throw invalid('files', `at most ${maxFiles} files per upload`);
        }
        // Names and types are stored with the file's outcome, so text the databases cannot hold
        // (NUL, other controls) is replaced in what is stored; such a file is a FAILURE below.
        const rawName = f.fileName.trim();
        const name = replaceBadText(rawName);
        const contentType = replaceBadText((f.contentType ?? '').split(';')[0]!.trim().toLowerCase());
        const rec: UploadFile = { seq: records.length, name, contentType: contentType || null, sizeBytes: 0, assetId: null, errorMessage: null, createdAt: now };
        records.push(rec);
        let problem: string | undefined;
        if (!name) problem = 'the file has no file name';
        else if (name.length > MAX_NAME) problem = `the file name is longer than ${MAX_NAME} characters`;
        else if (textProblem(rawName)) problem = `the file name ${textProblem(rawName)}`;
        else if (names.has(name)) problem = `file name "${name}" is not unique within the upload`;
        else if (!UPLOAD_CONTENT_TYPES[contentType]) problem = `content type "${contentType || '(none)'}" is not one of ${Object.keys(UPLOAD_CONTENT_TYPES).join(', ')}`;
        if (name) names.add(name);
        if (problem) {
          rec.sizeBytes = await drain(f.stream);
          total += rec.sizeBytes;
          if (total > maxUploadBytes) throw tooLarge(maxUploadBytes);
          rec.errorMessage = problem;
          refused++;
          continue;
        }
        const budget = Math.min(maxFileBytes, maxUploadBytes - total);
        const lim = limitStream(f.stream, budget);
        try {
          const asset = await this.d.assets.ingest({ accountId, fileName: name, contentType, stream: lim.stream, sha1: f.sha1 });
          created.push(asset.id);
          rec.assetId = asset.id;
        } catch (e) {
          lim.abandon();
          if (!lim.over() && !(isDomainError(e) && e.code === 'validation_failed')) {
            await lim.done.catch(() => undefined);
            throw e;
          }
          rec.errorMessage = lim.over() ? `the file is larger than ${gib(Math.min(budget, maxFileBytes))}` : e instanceof Error ? e.message : String(e);
        }
        rec.sizeBytes = await lim.done;
        total += rec.sizeBytes;
        if (total > maxUploadBytes) throw tooLarge(maxUploadBytes);
        if (rec.errorMessage !== null) refused++;
      }
      if (records.length === 0) throw invalid('files', 'at least one file is required (multipart field "files")');
      // the batch is the upload's change (the files before it are only taken in): the caller may
      // tie the batch's write to something of its own (its Idempotency-Key marked committed)
      const save = () => this.d.repo.save({ uploadId: this.d.ids.hex32(), accountId, createdAt: now, files: records });
      const batch = await (opts.saveAs ? opts.saveAs(save) : save());
      if (refused) this.d.onFilesFailed?.(accountId, refused);
      // Files that fail in processing are counted by assetSettled, whenever that happens.
      return batch;
    } catch (e) {
      if (created.length) await this.d.assets.discard(accountId, created).catch(() => undefined);
      throw e;
    }
  }

  async result(accountId: number, uploadId: string): Promise<UploadResult> {
    const id = uploadId.trim().toLowerCase();
    if (!/^[0-9a-f]{32}$/.test(id)) throw invalid('upload_id', 'must be an upload id (32 hexadecimal characters)');
    const batch = await this.d.repo.find(accountId, id);
    if (!batch) throw notFound(`upload ${id}`);
    const assetIds = batch.files.flatMap((f) => (f.assetId === null ? [] : [f.assetId]));
    const assets = new Map((await this.d.assets.getMany(accountId, assetIds)).map((a) => [a.id, a]));
    const summary = { total: batch.files.length, success: 0, failed: 0, pending: 0 };
    const details = batch.files.map((f) => {
      const a = f.assetId === null ? undefined : assets.get(f.assetId);
      const status = f.assetId === null || !a || a.processing === 'error' ? 'FAILURE' : a.processing === 'ready' ? 'SUCCESS' : 'PENDING';
      if (status === 'FAILURE') summary.failed++;
      else if (status === 'SUCCESS') summary.success++;
      else summary.pending++;
      return {
        id: f.assetId === null ? '' : String(f.assetId),
        name: f.name,
        resourceType: a?.resourceType ?? (f.contentType ? (UPLOAD_CONTENT_TYPES[f.contentType] ?? null) : null),
        status,
        // A file can be processed (SUCCESS) and still be refused by the review, such as an app icon
        // that /manage/v1 creative sets cannot hold: error_message then says why and where it can be used.
        errorMessage:
          status === 'FAILURE' ? (f.errorMessage ?? a?.error ?? (a ? 'processing failed' : 'the asset no longer exists'))
          : status === 'SUCCESS' && a?.review === 'REJECTED' && a.violationReasons?.length ? a.violationReasons.join('; ')
          : null,
        url: a?.url ?? '',
        uploadTime: f.createdAt,
      } as const;
    });
    return { status: summary.pending > 0 ? 'PENDING' : 'FINISHED', summary, details };
  }

  /**
   * Called when an asset's processing settles (assets.onSettled, in the worker): a file uploaded
   * through /manage/v1 (origin v2) that failed counts as one error of its account. Check and mark
   * happen without an await in between, so a re-run of the listener never counts twice.
   */
  assetSettled(asset: { id: number; accountId: number; processing: string; origin?: string }): Promise<void> {
    if (asset.processing !== 'error' || asset.origin !== 'v2' || !this.d.onFilesFailed || this.counted.has(asset.id)) return Promise.resolve();
    if (this.counted.size >= 100_000) this.counted.clear(); // bounded memory; a rare recount is harmless
    this.counted.add(asset.id);
    this.d.onFilesFailed(asset.accountId, 1);
    return Promise.resolve();
  }
}

function tooLarge(max: number): DomainError {
  return new DomainError('payload_too_large', `files: the upload is larger than ${gib(max)}`, { field: 'files', rule: `at most ${gib(max)} per request` });
}
