// The account-level asset library shared by both API generations. An asset is a stored file
// (image, video, HTML page) whose type is computed from its bytes by asynchronous processing.
// Text "assets" (TXT_*) are not files and never become Asset rows: see text-assets.ts.

export const FILE_ASSET_TYPES = [
  'IMG_BANNER', 'IMG_LEADER', 'IMG_MREC', 'IMG_NATIVE', 'IMG_INTER_P', 'IMG_INTER_L', 'IMG_ICON',
  'VID_SHORT_P', 'VID_LONG_P', 'HOSTED_HTML',
] as const;
export type FileAssetType = (typeof FILE_ASSET_TYPES)[number];

export const TEXT_ASSET_TYPES = ['TXT_BUTTON', 'TXT_RATING', 'TXT_SUBTITLE', 'TXT_TITLE'] as const;
export type TextAssetType = (typeof TEXT_ASSET_TYPES)[number];

export type AssetType = FileAssetType | TextAssetType;
export const ASSET_TYPES: readonly AssetType[] = [...FILE_ASSET_TYPES, ...TEXT_ASSET_TYPES];

/** The four types the second generation (/manage/v1) allows in creative sets. */
export const V2_ASSET_TYPES: readonly FileAssetType[] = ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER'];

export type ResourceType = 'IMAGE' | 'VIDEO' | 'HTML';
export type ProcessingStatus = 'processing' | 'ready' | 'error';
export type ReviewStatus = 'IN_REVIEW' | 'ACTIVE' | 'REJECTED';
/** Which API generation the file came through; the automatic review depends on it. */
export type AssetOrigin = 'v1' | 'v2';

/** Content types the pipeline accepts (the six of the /manage/v1 upload rules). */
export const ACCEPTED_CONTENT_TYPES = ['text/html', 'image/gif', 'image/jpeg', 'image/png', 'video/mp4', 'video/quicktime'] as const;

export interface Asset {
  id: number;
  accountId: number;
  /** File name as uploaded (sanitised for the URL only). */
  name: string;
  /** SHA-1 of the bytes, 40 lowercase hex. */
  sha1: string;
  /** Unguessable public URL under config.assetHost. */
  url: string;
  /** Content type sniffed from the first bytes at upload (confirmed by processing); null if unrecognised. */
  contentType: string | null;
  /** Content type the client declared (multipart part header), if any. */
  declaredContentType: string | null;
  /** From the sniffed content type; null when the bytes are no supported kind. */
  resourceType: ResourceType | null;
  /** Computed by processing; null until known and when processing failed. */
  assetType: FileAssetType | null;
  /** The type the client said the file is (v1 `type` field), if any: processing fails on a contradiction. */
  expectedType: FileAssetType | null;
  processing: ProcessingStatus;
  /** Reason when processing is 'error'. */
  error: string | null;
  review: ReviewStatus;
  violationReasons: string[];
  width: number | null;
  height: number | null;
  durationMs: number | null;
  sizeBytes: number;
  origin: AssetOrigin;
  createdAt: Date;
  /** When processing settled (ready or error); null while processing. */
  settledAt: Date | null;
}

export interface IngestInput {
  accountId: number;
  fileName: string;
  /** Declared content type (multipart part header); checked against the bytes by processing. */
  contentType?: string;
  /** The file's bytes. Consumed once, never held whole. */
  stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>;
  /** The type the client says this file is (v1 `type`): a contradiction ends in error. */
  expectedType?: FileAssetType;
  /** Default 'v1'. */
  origin?: AssetOrigin;
  /** Largest accepted size; a bigger stream is rejected (payload_too_large) and leaves nothing behind. */
  maxBytes?: number;
  /**
   * The stream's SHA-1, when whoever feeds it hashes it on the way (a multipart part's tap): the
   * ingest then uses it instead of hashing the same bytes a second time. Resolves once the stream
   * has ended.
   */
  sha1?: () => Promise<string>;
}

export interface ListAssetsQuery {
  ids?: number[];
  resourceType?: ResourceType;
  /** From 1. */
  page: number;
  /** Items per page (1..1000). */
  size: number;
  /**
   * The second generation's view of the library: its own uploads (any state) and first-generation
   * files whose computed type is one of spec 2's four; other types cannot be used there.
   */
  secondGeneration?: boolean;
  /** With secondGeneration: the file types /manage/v1 shows this account (its type's set types); default spec 2's four. */
  v2Types?: readonly FileAssetType[];
}

/** Runs in the worker after an asset settled (ready or error). Must be idempotent: it can run again after a crash. */
export type AssetSettledListener = (asset: Asset) => Promise<void>;
