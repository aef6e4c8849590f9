// Batch uploads (second generation, asset/upload): a batch of up to 40 files, each streamed into
// the account's asset library; their processing outcome is read back by upload id.
import type { Readable } from 'node:stream';
import { lookupTable } from '../shared/lookup.js';

export type ResourceType = 'IMAGE' | 'VIDEO' | 'HTML';
export type FileStatus = 'PENDING' | 'SUCCESS' | 'FAILURE';

export interface UploadFile {
  /** Position in the request, from 0. */
  seq: number;
  name: string;
  contentType: string | null;
  sizeBytes: number;
  /** The library asset the file became; null when it was refused before (then errorMessage says why). */
  assetId: number | null;
  errorMessage: string | null;
  createdAt: Date;
}

export interface UploadBatch {
  id: number;
  /** 32 lowercase hex characters, the public upload_id. */
  uploadId: string;
  accountId: number;
  createdAt: Date;
  files: UploadFile[];
}

export interface UploadsRepo {
  /** Writes a batch and all its files in one transaction. */
  save(batch: Omit<UploadBatch, 'id'>): Promise<UploadBatch>;
  find(accountId: number, uploadId: string): Promise<UploadBatch | undefined>;
}

/** What the uploads core needs to know of a library asset. */
export interface UploadedAsset {
  id: number;
  name: string;
  url: string;
  resourceType: ResourceType | null;
  processing: 'processing' | 'ready' | 'error';
  error: string | null;
  /** The automatic review's verdict and reasons (a processed file can still be refused for its use). */
  review?: 'IN_REVIEW' | 'ACTIVE' | 'REJECTED';
  violationReasons?: string[];
}

/** The asset library as the uploads core uses it (adapted from the assets core in container.ts). */
export interface UploadAssetsPort {
  ingest(input: { accountId: number; fileName: string; contentType: string; stream: Readable; sha1?: () => Promise<string> }): Promise<UploadedAsset>;
  getMany(accountId: number, ids: number[]): Promise<UploadedAsset[]>;
  /** Removes assets a failed request created (rows, blobs, pending jobs). */
  discard(accountId: number, ids: number[]): Promise<void>;
}

/** One file part of a multipart request, in arrival order. */
export interface IncomingFile {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** The file's SHA-1 as its feeder hashed it (see IngestInput.sha1). */
  sha1?: () => Promise<string>;
}

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxUploadBytes: number;
}

export interface UploadResultDetail {
  id: string;
  name: string;
  resourceType: ResourceType | null;
  status: FileStatus;
  errorMessage: string | null;
  url: string;
  uploadTime: Date;
}

export interface UploadResult {
  status: 'PENDING' | 'FINISHED';
  summary: { total: number; success: number; failed: number; pending: number };
  details: UploadResultDetail[];
}

/** The six content types a file of an upload may declare (spec 2, "Upload rules"). */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, ResourceType>> = lookupTable({
  'text/html': 'HTML',
  'image/gif': 'IMAGE',
  'image/jpeg': 'IMAGE',
  'image/png': 'IMAGE',
  'video/mp4': 'VIDEO',
  'video/quicktime': 'VIDEO',
});
