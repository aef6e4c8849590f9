// Reads a stored file and says what it really is: its type from its bytes alone (spec 1: "the type
// is computed from the file"; a name or a declared Content-Type never overrides them), then
// dimensions, duration or page structure.
import type { BlobStore } from '../blob-store.js';
import { ACCEPTED_CONTENT_TYPES } from '../model.js';
import { checkHtml, type HtmlChecker } from './html.js';
import { gifDimensions, jpegDimensions, pngDimensions } from './image.js';
import { mp4Info } from './mp4.js';
import { boundedReader, MediaError, type ByteReader, type InspectionLimits } from './reader.js';
import { sniffContentType, SNIFF_BYTES } from './sniff.js';

export type Inspection =
  | { ok: true; contentType: string; kind: 'image' | 'video' | 'html'; width?: number; height?: number; durationMs?: number; duration?: number; timescale?: number }
  | { ok: false; contentType: string | null; error: string };


export async function inspectBlob(blobs: BlobStore, key: string, meta: { name: string; declaredContentType: string | null }, html?: HtmlChecker, limits?: InspectionLimits): Promise<Inspection> {
  const size = await blobs.size(key);
  if (size === undefined) return { ok: false, contentType: null, error: 'the stored file is missing' };
  return inspect((o, l) => blobs.read(key, o, l), size, meta, html, limits);
}

/** What a file is. Every read goes through the file's bounds (read-ahead, read count, time): see reader.ts. */
export async function inspect(rawRead: ByteReader, size: number, meta: { name: string; declaredContentType: string | null }, html?: HtmlChecker, limits?: InspectionLimits): Promise<Inspection> {
  if (size === 0) return { ok: false, contentType: null, error: 'the file is empty' };
  const read = boundedReader(rawRead, size, limits);
  let contentType: string | null;
  try {
    contentType = await sniffContentType(await read(0, SNIFF_BYTES));
  } catch (e) {
    if (e instanceof MediaError) return { ok: false, contentType: null, error: e.message };
    throw e;
  }
  return inspectAs(contentType, read, size, html);
}

async function inspectAs(contentType: string | null, read: ByteReader, size: number, html?: HtmlChecker): Promise<Inspection> {
  if (!contentType) return { ok: false, contentType, error: 'unrecognised file: the bytes are not a PNG, JPEG or GIF image, an MP4/QuickTime video or an HTML page' };
  if (!(ACCEPTED_CONTENT_TYPES as readonly string[]).includes(contentType)) {
    return { ok: false, contentType, error: `unsupported file type ${contentType}: accepted are PNG, JPEG, GIF, MP4, QuickTime and HTML` };
  }
  try {
    switch (contentType) {
      case 'image/png':
        return { ok: true, contentType, kind: 'image', ...(await pngDimensions(read, size)) };
      case 'image/jpeg':
        return { ok: true, contentType, kind: 'image', ...(await jpegDimensions(read, size)) };
      case 'image/gif':
        return { ok: true, contentType, kind: 'image', ...(await gifDimensions(read, size)) };
      case 'video/mp4':
      case 'video/quicktime':
        return { ok: true, contentType, kind: 'video', ...(await mp4Info(read, size)) };
      default:
        await checkHtml(read, size, html);
        return { ok: true, contentType, kind: 'html' };
    }
  } catch (e) {
    if (e instanceof MediaError) return { ok: false, contentType, error: e.message };
    throw e; // I/O trouble: the job retries
  }
}
