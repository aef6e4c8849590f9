// Request logs never store a secret. Two nets: by field name (JSON and form fields such as
// client_secret, password, access_token, api_key, code in a token request) and by the platform's
// own credential formats wherever they appear (free text, HTML, a query string, a cut JSON body):
// campaign, management and report keys (cpk_, mgk_, rpk_), OAuth access, refresh and
// authorization codes (oat_, ort_, oac_), client secrets (cs_) and sandbox tokens (sbx_).
import { redactionWalk } from '../shared/redaction-walk.js';

const REDACTED = '[redacted]';

/** Field names whose values are secrets (any depth, any case). */
const SECRET_NAME = /secret|password|passwd|token|api_?key|authorization|cookie|(^|_)key$|code_verifier|^code$/i;

/** The platform's credential formats: a prefix and at least 16 more key characters. */
const SECRET_FORMAT = /\b(cpk|mgk|rpk|oat|ort|oac|cs|sbx)_[A-Za-z0-9_-]{16,}/g;

/** Names that match the pattern above but hold no secret. */
const NOT_SECRET = /^(token_type|token_type_hint|grant_type|expires_in|refresh_token_expires_in|key_kind)$/i;

/** `code` is an OAuth authorization code in a token request, but an error's code in an answer: that one stays readable. */
function isErrorCode(key: string, v: unknown): boolean {
  return key.toLowerCase() === 'code' && (typeof v === 'number' || (typeof v === 'string' && /^\d{1,9}$/.test(v)));
}

/** Text with every credential of the platform's formats replaced. */
export function redactText(text: string): string {
  return text.replace(SECRET_FORMAT, (_m, prefix: string) => `${prefix}_${REDACTED}`);
}

/** Levels of nesting looked through; what is deeper is not stored (it was not looked at). */
export const MAX_REDACTION_DEPTH = 20;
export const TOO_DEEP = `[not recorded: nested deeper than ${MAX_REDACTION_DEPTH} levels]`;

/** Values looked at per body at most: what is past them is not stored, so no body costs more. */
export const MAX_REDACTED_VALUES = 10_000;
export const TOO_MANY = `[not recorded: more than ${MAX_REDACTED_VALUES} values]`;
const CIRCULAR = '[not recorded: circular]';

/**
 * A copy of a parsed JSON value or form with secret-named fields and credential-shaped strings
 * replaced: the shared walk (core/shared/redaction-walk.ts), bounded whatever the value, with
 * what is not kept said in words (too many values, too deep, circular).
 */
export const redactValue: (v: unknown) => unknown = redactionWalk({
  isSecretName: (k) => SECRET_NAME.test(k) && !NOT_SECRET.test(k),
  keeps: isErrorCode,
  text: redactText,
  maxDepth: MAX_REDACTION_DEPTH,
  maxValues: MAX_REDACTED_VALUES,
  marks: { secret: REDACTED, tooMany: TOO_MANY, tooDeep: TOO_DEEP, circular: CIRCULAR },
});

/** A path with its query string's secret-named parameters and credential-shaped values replaced. */
export function redactPath(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactText(url);
  const params = new URLSearchParams(url.slice(q + 1));
  const kept: string[] = [];
  for (const [k, v] of params) kept.push(`${encodeURIComponent(k)}=${SECRET_NAME.test(k) && !NOT_SECRET.test(k) && v !== '' ? REDACTED : readable(encodeURIComponent(redactText(v)))}`);
  return `${redactText(url.slice(0, q))}${kept.length ? `?${kept.join('&')}` : ''}`;
}

/**
 * A body as stored: JSON (or a form, as an object) is parsed, redacted and written back; text is
 * redacted by format. A body over `maxBytes` is cut first (never parsed: a cut JSON is text) and
 * says so, so a big answer costs no more than a small one.
 */
export function recordBody(body: unknown, contentType: string | undefined, maxBytes: number): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body === 'object' && !Buffer.isBuffer(body)) {
    const text = JSON.stringify(redactValue(body));
    return text.length > maxBytes ? cut(text, maxBytes) : text;
  }
  const text = Buffer.isBuffer(body) ? (isText(contentType) ? body.toString('utf8', 0, Math.min(body.length, maxBytes + 4)) : `(${body.length} bytes of ${contentType || 'binary data'})`) : String(body);
  if (text.length > maxBytes) return cut(text, maxBytes, Buffer.isBuffer(body) ? body.length : text.length);
  if (/json/i.test(contentType ?? '') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.stringify(redactValue(JSON.parse(text)));
    } catch {
      // not JSON after all: text
    }
  }
  return redactText(text);
}

/** A query value as people read it: the characters that need no escaping there are shown plain. */
const readable = (v: string) => v.replace(/%(2C|3A|2F|5B|5D|40|24)/gi, (m) => decodeURIComponent(m));

function isText(type: string | undefined): boolean {
  return !type || /^text\/|json|xml|x-www-form-urlencoded|csv/i.test(type);
}

/** The first `maxBytes` characters, redacted: a credential across the cut is redacted whole, one cut short of its end too. */
function cut(text: string, maxBytes: number, total = text.length): string {
  const head = redactText(text.slice(0, maxBytes + 80)).slice(0, maxBytes).replace(PARTIAL_AT_END, (_m, prefix: string) => `${prefix}_${REDACTED}`);
  return `${head}\n… (cut: ${total} characters in all)`;
}

const PARTIAL_AT_END = /\b(cpk|mgk|rpk|oat|ort|oac|cs|sbx)_[A-Za-z0-9_-]*$/;
