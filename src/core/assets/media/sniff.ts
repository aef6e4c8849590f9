// The real type of a file from its first bytes (never its name or declared type).
import type { ResourceType } from '../model.js';

/** Enough for file-type's signatures and for an HTML prologue. */
export const SNIFF_BYTES = 4100;

const HTML_START = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html[\s>])/i;

/** MIME type recognised from the bytes (any kind, so errors can name it), or null when unrecognised. */
export async function sniffContentType(head: Uint8Array): Promise<string | null> {
  if (head.length === 0) return null;
  // loaded on first use: only the worker needs it, and it costs ~0.1 s of start-up
  const { fileTypeFromBuffer } = await import('file-type');
  const ft = await fileTypeFromBuffer(head);
  if (ft) return ft.mime === 'video/x-m4v' ? 'video/mp4' : ft.mime;
  let text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return HTML_START.test(text) ? 'text/html' : null;
}

export function resourceTypeOf(contentType: string | null): ResourceType | null {
  switch (contentType) {
    case 'image/png':
    case 'image/jpeg':
    case 'image/gif':
      return 'IMAGE';
    case 'video/mp4':
    case 'video/quicktime':
      return 'VIDEO';
    case 'text/html':
      return 'HTML';
    default:
      return null;
  }
}

/** Formats that count as the same thing when comparing bytes with a name or a declared type. */
export function formatFamily(contentType: string): string {
  const ct = contentType.toLowerCase();
  if (ct === 'image/jpg' || ct === 'image/pjpeg') return 'image/jpeg';
  // MP4 and QuickTime share ISO-BMFF; clients label one as the other routinely.
  if (ct === 'video/mp4' || ct === 'video/quicktime' || ct === 'video/x-m4v') return 'video/mp4';
  if (ct === 'application/xhtml+xml') return 'text/html';
  return ct;
}

const EXTENSIONS: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', jpe: 'image/jpeg', gif: 'image/gif',
  mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/mp4', qt: 'video/mp4', html: 'text/html', htm: 'text/html',
  webp: 'image/webp', svg: 'image/svg+xml', webm: 'video/webm', avi: 'video/x-msvideo', zip: 'application/zip', txt: 'text/plain',
};

/** The format a file name claims by its extension, when it names a known one. */
export function familyOfName(name: string): string | undefined {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(name.trim());
  return m ? EXTENSIONS[m[1]!.toLowerCase()] : undefined;
}

const LABELS: Record<string, string> = {
  'image/png': 'a PNG image', 'image/jpeg': 'a JPEG image', 'image/gif': 'a GIF image', 'video/mp4': 'an MP4 video',
  'video/quicktime': 'a QuickTime video', 'text/html': 'an HTML page',
};
export function describeType(contentType: string): string {
  return LABELS[contentType] ?? `of type ${contentType}`;
}
