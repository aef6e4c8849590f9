// "An HTML page", decided the way a browser decides it: the bytes are parsed by parse5, a
// spec-compliant HTML5 parser, so a page needs no doctype, `<head>`, `<body>` or closing tags
// (browsers supply them, and so does the parser). What is refused is only what is not HTML: an
// empty file, bytes that are not UTF-8 text (binary), NUL bytes, or text in which the parser finds
// no element or doctype of the author's (plain text, JSON, ...). Other formats (XML, SVG, images)
// never get here: the sniff names them first.
import { parse } from 'parse5';
import { MediaError, readExactly, type ByteReader } from './reader.js';

export const MAX_HTML_BYTES = 10 * 1024 * 1024;

/** Checks a stored page: reads it whole (at most MAX_HTML_BYTES) and hands the bytes to `check`. */
export async function checkHtml(read: ByteReader, size: number, check: HtmlChecker = checkHtmlBytes): Promise<void> {
  if (size > MAX_HTML_BYTES) throw new MediaError(`HTML: the page is larger than ${MAX_HTML_BYTES / 1024 / 1024} MB`);
  const bytes = await readExactly(read, 0, size, 'HTML');
  const error = await check(bytes);
  if (error) throw new MediaError(error);
}

/** Parses a page; resolves to the reason it is not HTML, or undefined. May run on another thread. */
export type HtmlChecker = (bytes: Uint8Array) => Promise<string | undefined>;

export const checkHtmlBytes: HtmlChecker = async (bytes) => htmlProblem(bytes);

/** The reason these bytes are not an HTML page, or undefined. Linear in the size of the page. */
export function htmlProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return 'HTML: the page is empty';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'HTML: the page is not valid UTF-8 text';
  }
  return htmlTextProblem(text);
}

export function htmlTextProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'HTML: the page contains NUL bytes';
  if (!text.trim()) return 'HTML: the page is empty';
  const doc = parse(text, { sourceCodeLocationInfo: true });
  if (doc.childNodes.some((n) => n.nodeName === '#documentType')) return undefined;
  // Elements the parser implied (html, head, body of a fragment-like page) have no source location.
  const stack = [...doc.childNodes];
  while (stack.length) {
    const n = stack.pop()!;
    if ('tagName' in n && n.sourceCodeLocation) return undefined;
    if ('childNodes' in n) stack.push(...n.childNodes);
    if (n.nodeName === 'template' && 'content' in n) stack.push(...(n as { content: { childNodes: typeof doc.childNodes } }).content.childNodes);
  }
  return 'HTML: the page holds no HTML element (plain text is not a page)';
}
