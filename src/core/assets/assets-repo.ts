import type { JobSpec } from '../jobs/queue.js';
import type { Asset, FileAssetType, ListAssetsQuery, ProcessingStatus, ResourceType, ReviewStatus } from './model.js';

export interface NewAssetRow {
  accountId: number;
  name: string;
  sha1: string;
  blobKey: string;
  urlToken: string;
  contentType: string | null;
  declaredContentType: string | null;
  resourceType: ResourceType | null;
  expectedType: FileAssetType | null;
  sizeBytes: number;
  origin: Asset['origin'];
  createdAt: Date;
  /** For an asset given as a URL: where the fetch job gets it (sha1 and blobKey are '' until then). */
  sourceUrl?: string | null;
}

export interface SettleRow {
  processing: Exclude<ProcessingStatus, 'processing'>;
  error: string | null;
  contentType: string | null;
  resourceType: ResourceType | null;
  assetType: FileAssetType | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  review: ReviewStatus;
  violationReasons: string[];
  settledAt: Date;
}

/** What the file route needs to serve a blob. */
export interface StoredFile {
  blobKey: string;
  name: string;
  contentType: string | null;
  sizeBytes: number;
}

export interface AssetsRepo {
  /** Inserts the asset and enqueues its processing job in one transaction; job payload gets the new id. */
  /**
   * Inserts the row and enqueues its job in one transaction. A row with a blob claims the key's
   * sweep entry (expectBlob) in that transaction and fails with BlobSweptError when the sweep
   * took it first.
   */
  insertWithJob(row: NewAssetRow, job: (assetId: number) => JobSpec): Promise<Asset>;
  /** Records that a blob may soon exist under key with no row: swept after dueAt unless claimed. */
  expectBlob(key: string, dueAt: Date): Promise<void>;
  /** Due sweep entries, each removed as it is returned (the caller then deletes the blob). */
  claimDueBlobs(now: Date, limit: number): Promise<string[]>;
  /** The blob is gone (deleted after a failure): its sweep entry is no longer needed. */
  blobGone(key: string): Promise<void>;
  get(accountId: number, id: number): Promise<Asset | undefined>;
  /** Without account scope: for the worker only. */
  getById(id: number): Promise<Asset | undefined>;
  blobKeyOf(id: number): Promise<string | undefined>;
  /** Newest ready asset with this hash in the account, else the newest of any state. */
  findBySha1(accountId: number, sha1: string): Promise<Asset | undefined>;
  list(accountId: number, q: ListAssetsQuery): Promise<Asset[]>;
  /** The URL a pending URL asset is fetched from (undefined when it has its file already). */
  pendingSource(id: number): Promise<string | undefined>;
  /** Records the fetched file of a URL asset (still processing). */
  attachBlob(id: number, f: { blobKey: string; sha1: string; sizeBytes: number; contentType: string | null; resourceType: ResourceType | null; name: string }): Promise<boolean>;
  /** Settles a processing asset; false when it had already settled (a re-run after a crash). */
  settle(id: number, s: SettleRow): Promise<boolean>;
  findFileByToken(token: string): Promise<StoredFile | undefined>;
  getByToken(token: string): Promise<Asset | undefined>;
  /** Deletes the account's asset; returns its blob key, or undefined when there was none. */
  /** Removes the row; its blob key is recorded for the sweep in the same transaction and returned. */
  delete(accountId: number, id: number, now: Date): Promise<string | undefined>;
}

/** The blob's sweep entry was claimed by the sweep (an upload that outlived BLOB_SWEEP_AFTER_MS). */
export class BlobSweptError extends Error {
  constructor(readonly key: string) {
    super(`blob ${key} was swept before its row was written`);
  }
}
