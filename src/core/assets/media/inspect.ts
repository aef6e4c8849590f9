// Reads a stored file and says what it really is: type from its bytes (checked against its name
// and declared type), then dimensions, duration or page structure.
import type { BlobStore } from '../blob-store.js';
import { ACCEPTED_CONTENT_TYPES } from '../model.js';
import { checkHtml } from './html.js';
import { gifDimensions, jpegDimensions, pngDimensions } from './image.js';
import { mp4Info } from './mp4.js';
import { MediaError, type ByteReader } from './reader.js';
import { describeType, familyOfName, formatFamily, sniffContentType, SNIFF_BYTES } from './sniff.js';

export type Inspection =
  | { ok: true; contentType: string; kind: 'image' | 'video' | 'html'; width?: number; height?: number; durationMs?: number; duration?: number; timescale?: number }
  | { ok: false; contentType: string | null; error: string };

const IGNORED_DECLARED = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

export async function inspectBlob(blobs: BlobStore, key: string, meta: { name: string; declaredContentType: string | null }): Promise<Inspection> {
  const size = await blobs.size(key);
  if (size === undefined) return { ok: false, contentType: null, error: 'the stored file is missing' };
  return inspect((o, l) => blobs.read(key, o, l), size, meta);
}

export async function inspect(read: ByteReader, size: number, meta: { name: string; declaredContentType: string | null }): Promise<Inspection> {
  if (size === 0) return { ok: false, contentType: null, error: 'the file is empty' };
  const contentType = await sniffContentType(await read(0, SNIFF_BYTES));
  if (!contentType) return { ok: false, contentType, error: 'unrecognised file: the bytes are not a PNG, JPEG or GIF image, an MP4/QuickTime video or an HTML page' };
  if (!(ACCEPTED_CONTENT_TYPES as readonly string[]).includes(contentType)) {
    return { ok: false, contentType, error: `unsupported file type ${contentType}: accepted are PNG, JPEG, GIF, MP4, QuickTime and HTML` };
  }
  const family = formatFamily(contentType);
  const declared = meta.declaredContentType?.toLowerCase() ?? '';
  if (!IGNORED_DECLARED.has(declared) && formatFamily(declared) !== family) {
    return { ok: false, contentType, error: `the file's bytes are ${describeType(contentType)} but it was sent as ${declared}` };
  }
  const byName = familyOfName(meta.name);
  if (byName && byName !== family) {
    return { ok: false, contentType, error: `the file's bytes are ${describeType(contentType)} but its name (${meta.name}) says otherwise` };
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
        await checkHtml(read, size);
        return { ok: true, contentType, kind: 'html' };
    }
  } catch (e) {
    if (e instanceof MediaError) return { ok: false, contentType, error: e.message };
    throw e; // I/O trouble: the job retries
  }
}
