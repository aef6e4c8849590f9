// What the sandbox's request journal may keep of a body (issue 22, item 5). Every body and answer
// is redacted before it is stored, whatever its type and size, in two ways:
// - by field name: the value of a secret-named field (password, client_secret, token, api_key,
//   code, csrf_token, ...) in JSON, a form, multipart fields, `name=value` / `name: value` text and
//   HTML form inputs; and the content of an HTML element marked `class="secret"` (the console's
//   once-shown keys and client secrets);
// - by format: any string that has the shape of one of the platform's own secrets (the prefixes
//   below, then a random tail), wherever it appears: a key in an HTML page, a token in an error
//   message, a secret under an innocent field name.
// Redaction comes first, the size bound after, on the redacted text. A body that cannot be
// redacted (binary, not UTF-8, too large to read through) is not stored: a placeholder says what
// it was.
import { TOKEN_PREFIX } from '../oauth/token-prefixes.js';
import { redactionWalk } from '../shared/redaction-walk.js';

/**
 * The prefixes of the platform's secrets: account keys (campaign, management, report), OAuth client
 * secrets, access and refresh tokens, authorization codes, the generated sandbox token. A test
 * checks that every secret the platform hands out starts with one of these.
 */
export const SECRET_PREFIXES: readonly string[] = [...new Set(['cpk_', 'mgk_', 'rpk_', 'cs_', ...Object.values(TOKEN_PREFIX), 'sbx_'])];

/** Bodies are kept up to this size, after redaction (then cut, with a note). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Bodies up to this size are read through and redacted; larger ones are not kept at all. */
export const MAX_REDACTED_BYTES = 8 * 1024 * 1024;

export const REDACTED = '[redacted]';
const SECRET_NAME = /secret|password|passwd|passphrase|token|api_?key|apikey|authorization|credential|(^|[_-])key$|management_key|campaign_api_key|code_verifier|^code$|csrf|session|cookie/i;
/** A platform secret: a known prefix (not glued to a preceding letter or digit) and at least 16 characters of token alphabet. */
const SECRET_VALUE = new RegExp(`(?<![A-Za-z0-9])(${SECRET_PREFIXES.join('|')})[A-Za-z0-9_-]{16,1024}`, 'g');

/** `code` is an OAuth authorization code in a token request, but an error's numeric code in /manage/v1 answers: that one stays readable. */
function isErrorCode(key: string, v: unknown): boolean {
  return key.toLowerCase() === 'code' && (typeof v === 'number' || (typeof v === 'string' && /^\d{1,9}$/.test(v)));
}

/** Every platform secret in a text replaced by its prefix and [redacted]. */
export function redactSecretValues(text: string): string {
  return text.replace(SECRET_VALUE, (_m, prefix: string) => `${prefix}${REDACTED}`);
}

/**
 * A copy with the values of secret-named fields replaced and platform secrets removed from every
 * string (any depth): the shared walk (core/shared/redaction-walk.ts), bounded whatever the value;
 * whatever is not kept (too many values, too deep, a cycle) is [redacted].
 */
export const redact: (v: unknown) => unknown = redactionWalk({
  isSecretName: (k) => SECRET_NAME.test(k),
  keeps: isErrorCode,
  text: redactSecretValues,
  maxDepth: 20,
  maxValues: 10_000,
  marks: { secret: REDACTED, tooMany: REDACTED, tooDeep: REDACTED, circular: REDACTED },
});

/**
 * Text of any kind (HTML, plain text, a body that was meant to be a form or JSON but is not):
 * platform secrets by format, then secret-named values in the shapes text carries them.
 */
export function redactText(text: string): string {
  let t = redactSecretValues(text);
  // (every pattern below runs in time linear in the text: nothing is rescanned from each start)
  // HTML, one tag and the text after it at a time (a tag holds no "<", so nothing is scanned twice):
  // the text of an element the page marks as a secret (the console's once-shown key or client
  // secret), and the value of a form input named like a secret, whichever attribute comes first
  t = t.replace(/<([A-Za-z][A-Za-z0-9]{0,20})((?:\s[^<>]{0,4000})?)>([^<]*)/g, (m, tag: string, attrs: string, after: string) => {
    if (!attrs) return m;
    if (tag.toLowerCase() === 'input') {
      const name = /\bname\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
      if (name && SECRET_NAME.test(name)) return `<${tag}${attrs.replace(/\bvalue\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, `value="${REDACTED}"`)}>${after}`;
      return m;
    }
    if (after.trim() !== '' && /\bclass\s*=\s*(?:"[^"]*\bsecret\b[^"]*"|'[^']*\bsecret\b[^']*'|secret\b)/i.test(attrs)) return `<${tag}${attrs}>${REDACTED}`;
    return m;
  });
  // "name": "value" (JSON that did not parse; the value runs to its closing quote or the end),
  // name=value (a form, a query), name: value (headers, YAML)
  t = t.replace(/("([^"\\\n]{1,100})"[ \t]*:[ \t]*)"((?:[^"\\]|\\.)*)/g, (m, head: string, name: string, value: string) => (SECRET_NAME.test(name) && value !== '' && !isErrorCode(name, value) ? `${head}"${REDACTED}` : m));
  t = t.replace(/(^|[?&\s;,])([A-Za-z0-9_.%\-[\]]{1,100})=([^&\s;,]*)/g, (m, lead: string, name: string, value: string) => (value !== '' && SECRET_NAME.test(safeDecode(name)) && !isErrorCode(name, value) ? `${lead}${name}=${REDACTED}` : m));
  t = t.replace(/(^|\n)([ \t]{0,100}[A-Za-z0-9_-]{1,100}[ \t]{0,100}:[ \t]*)([^\r\n]+)/g, (m, lead: string, head: string, value: string) => {
    const name = head.replace(/[:\s]/g, '');
    return value.trim() !== '' && SECRET_NAME.test(name) && !isErrorCode(name, value.trim()) ? `${lead}${head}${REDACTED}` : m;
  });
  return t;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A multipart/form-data body as its fields: values redacted by name, files not kept. */
function redactMultipart(text: string, contentType: string): Record<string, unknown> | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) return undefined;
  const out: Record<string, unknown> = {};
  for (const part of text.split(`--${b}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const value = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '(unnamed)';
    const file = /filename="([^"]*)"/i.exec(head);
    const field = file ? `(file ${JSON.stringify(file[1])}, ${Buffer.byteLength(value)} bytes: not recorded)` : value;
    const prev = out[name];
    out[name] = prev === undefined ? field : Array.isArray(prev) ? [...prev, field] : [prev, field];
  }
  return redact(out) as Record<string, unknown>;
}

/** The redacted value, cut to MAX_BODY_BYTES when its text is larger (what is cut is already redacted). */
function bounded(value: unknown, bytes: number): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (Buffer.byteLength(text) <= MAX_BODY_BYTES) return value;
  return { truncated: true, bytes, text: Buffer.from(text).subarray(0, MAX_BODY_BYTES).toString('utf8').replace(/\uFFFD$/, '') };
}

/** What is stored instead of a body that could not be redacted. */
function notRecorded(bytes: number, why: string): { not_recorded: string; bytes: number } {
  return { not_recorded: why, bytes };
}

/**
 * A body as recorded: parsed when JSON, fields when a form or multipart, text otherwise; always
 * redacted; cut at MAX_BODY_BYTES after redaction; a placeholder when it cannot be redacted.
 */
export function recordBody(raw: string | Buffer | undefined, contentType: string | undefined): unknown {
  if (raw === undefined || raw.length === 0) return null;
  const type = contentType ?? '';
  const bytes = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.length;
  if (bytes > MAX_REDACTED_BYTES) return notRecorded(bytes, `larger than ${MAX_REDACTED_BYTES} bytes`);
  const buf = typeof raw === 'string' ? Buffer.from(raw) : raw;
  if (!isText(buf)) return notRecorded(bytes, `binary${type ? ` (${type.split(';')[0]})` : ''}`);
  const text = buf.toString('utf8');
  if (/json/i.test(type) || /^\s*[[{]/.test(text)) {
    try {
      return bounded(redact(JSON.parse(text)), bytes);
    } catch {
      // not JSON after all: redacted as text
    }
  }
  if (/x-www-form-urlencoded/i.test(type)) return bounded(redact(formFields(text)), bytes);
  if (/multipart\/form-data/i.test(type)) {
    const fields = redactMultipart(text, type);
    if (fields) return bounded(fields, bytes);
  }
  return bounded(redactText(text), bytes);
}

/** An already-parsed body (JSON, form or multipart fields): redacted, then bounded. */
export function recordParsed(body: unknown, contentType: string | undefined): unknown {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return recordBody(body, contentType);
  let text: string;
  try {
    text = JSON.stringify(redact(body));
  } catch {
    return notRecorded(0, 'not serialisable');
  }
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_REDACTED_BYTES) return notRecorded(bytes, `larger than ${MAX_REDACTED_BYTES} bytes`);
  return bounded(JSON.parse(text), bytes);
}

function formFields(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** UTF-8 text without NUL or other control bytes (tab, CR, LF excepted). */
function isText(buf: Buffer): boolean {
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i]!;
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    if (c === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}
