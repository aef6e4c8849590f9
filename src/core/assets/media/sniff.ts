// The real type of a file from its first bytes (never its name or declared type).
import type { ResourceType } from '../model.js';

/** Enough for file-type's signatures and for an HTML prologue. */
export const SNIFF_BYTES = 4100;


/** MIME type recognised from the bytes (any kind, so errors can name it), or null when unrecognised. */
export async function sniffContentType(head: Uint8Array): Promise<string | null> {
  if (head.length === 0) return null;
  // loaded on first use: only the worker needs it, and it costs ~0.1 s of start-up
  const { fileTypeFromBuffer } = await import('file-type');
  const ft = await fileTypeFromBuffer(head);
  if (ft) return ft.mime === 'video/x-m4v' ? 'video/mp4' : ft.mime;
  return looksLikeHtml(head) ? 'text/html' : null;
}

/**
 * Whether the first bytes of a file are the start of an HTML page as a browser takes it: text (no
 * NUL or other binary control bytes) holding a doctype or at least one tag. A page needs no
 * doctype, `<html>` or `<head>` (HTML5); the full check is the parse in the worker (html.ts).
 * One pass over at most SNIFF_BYTES with no backtracking: the bytes are the uploader's, and this
 * runs on the thread that serves requests.
 */
export function looksLikeHtml(head: Uint8Array): boolean {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  let tag = false;
  for (; i < head.length; i++) {
    const b = head[i]!;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) return false;
    if (b === 0x7f) return false;
    if (tag || b !== 0x3c /* < */) continue;
    const next = head[i + 1];
    if (next === undefined) continue;
    // `<tag`, `</tag` or `<!doctype` / `<!--`: markup. A lone `<` (as in "a < b") is text.
    if (isAsciiLetter(next)) tag = true;
    else if (next === 0x2f /* / */ && isAsciiLetter(head[i + 2])) tag = true;
    else if (next === 0x21 /* ! */) tag = true;
  }
  return tag;
}

function isAsciiLetter(b: number | undefined): boolean {
  return b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
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
