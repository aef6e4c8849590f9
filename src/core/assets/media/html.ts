// "A well-formed page", decided by a small tokenizer rather than a browser-grade parser:
// valid UTF-8, no NUL bytes, a `<!DOCTYPE html>` before anything but comments/white space, `<html>`,
// `<head>` before `<body>`, `</body>` and `</html>` present (so a truncated upload fails), every
// comment, tag and quoted attribute closed, and every <script>/<style>/<title>/<textarea> closed.
// Unknown elements, unclosed <p>/<li> and the like are fine: browsers recover from those.
import { MediaError, readExactly, type ByteReader } from './reader.js';

export const MAX_HTML_BYTES = 10 * 1024 * 1024;

const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

export async function checkHtml(read: ByteReader, size: number): Promise<void> {
  if (size > MAX_HTML_BYTES) throw new MediaError(`HTML: the page is larger than ${MAX_HTML_BYTES / 1024 / 1024} MB`);
  const bytes = await readExactly(read, 0, size, 'HTML');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MediaError('HTML: the page is not valid UTF-8');
  }
  checkHtmlText(text);
}

export function checkHtmlText(text: string): void {
  if (text.includes('\0')) throw new MediaError('HTML: the page contains NUL bytes');
  const lower = text.toLowerCase();
  let i = lower.charCodeAt(0) === 0xfeff ? 1 : 0;
  let sawDoctype = false;
  let sawContent = false;
  const seen = new Map<string, number>(); // first position of html/head/body starts and ends
  const mark = (k: string, at: number) => {
    if (!seen.has(k)) seen.set(k, at);
  };
  while (i < lower.length) {
    const lt = lower.indexOf('<', i);
    if (lt < 0) {
      if (lower.slice(i).trim()) sawContent = true;
      break;
    }
    if (lower.slice(i, lt).trim()) sawContent = true;
    if (lower.startsWith('<!--', lt)) {
      const end = lower.indexOf('-->', lt + 4);
      if (end < 0) throw new MediaError(`HTML: unclosed comment at character ${lt}`);
      i = end + 3;
      continue;
    }
    if (lower.startsWith('<!', lt)) {
      const end = lower.indexOf('>', lt);
      if (end < 0) throw new MediaError(`HTML: unclosed declaration at character ${lt}`);
      if (/^<!doctype\s+html\b/.test(lower.slice(lt, end + 1))) {
        if (sawContent || seen.size) throw new MediaError('HTML: the doctype must come first');
        sawDoctype = true;
      }
      i = end + 1;
      continue;
    }
    const closing = lower[lt + 1] === '/';
    const nameMatch = /^[a-z][a-z0-9-]*/.exec(lower.slice(lt + (closing ? 2 : 1), lt + 40));
    if (!nameMatch) {
      i = lt + 1; // a bare '<' in text: browsers treat it as text
      sawContent = true;
      continue;
    }
    const name = nameMatch[0];
    const end = tagEnd(lower, lt + 1 + (closing ? 1 : 0) + name.length);
    if (end < 0) throw new MediaError(`HTML: unclosed <${closing ? '/' : ''}${name}> tag at character ${lt}`);
    if (name === 'html' || name === 'head' || name === 'body') mark(`${closing ? '/' : ''}${name}`, lt);
    else if (!closing) sawContent = true;
    i = end + 1;
    if (!closing && RAW_TEXT.has(name) && lower[end - 1] !== '/') {
      const close = lower.indexOf(`</${name}`, i);
      if (close < 0) throw new MediaError(`HTML: <${name}> is never closed`);
      i = close;
    }
  }
  if (!sawDoctype) throw new MediaError('HTML: no <!DOCTYPE html> at the start of the page');
  for (const k of ['html', 'head', 'body', '/body', '/html']) {
    if (!seen.has(k)) throw new MediaError(`HTML: no <${k}> tag${k.startsWith('/') ? ' (truncated?)' : ''}`);
  }
  const at = (k: string) => seen.get(k)!;
  if (!(at('html') < at('head') && at('head') < at('body') && at('body') < at('/body') && at('/body') <= at('/html'))) {
    throw new MediaError('HTML: <html>, <head>, <body>, </body>, </html> are out of order');
  }
}

/** Index of the '>' ending a tag whose attributes start at `from`; quoted values may contain '>'. */
function tagEnd(s: string, from: number): number {
  let quote = '';
  for (let j = from; j < s.length; j++) {
    const c = s[j]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      // only a quote right after '=' (possibly with spaces) opens a value
      let k = j - 1;
      while (k >= from && /\s/.test(s[k]!)) k--;
      if (s[k] === '=') quote = c;
    } else if (c === '>') return j;
    else if (c === '<') return -1;
  }
  return -1;
}
