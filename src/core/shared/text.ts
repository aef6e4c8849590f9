// What text the platform accepts from clients, decided in one place. PostgreSQL refuses NUL in
// text (`invalid byte sequence for encoding "UTF8": 0x00`, which surfaced as a 500) and SQLite
// would store it; other C0 control characters and lone UTF-16 surrogates are never meaningful in
// a name, a URL, a code or an id, and break logs, headers and other clients. So both engines
// refuse them with a 400 naming the field. TAB, LF and CR stay allowed (multi-line text and
// pasted values carry them; fields that must be one line say so in their own rules).

/** The rule broken by this string, or undefined when it is acceptable text. */
export function textProblem(value: string): string | undefined {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
      return `must not contain control characters (found U+${c.toString(16).toUpperCase().padStart(4, '0')} at position ${i})`;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return `must be valid Unicode text (lone surrogate at position ${i})`;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return `must be valid Unicode text (lone surrogate at position ${i})`;
  }
  return undefined;
}

/**
 * Walks parsed input (query, path parameters, a JSON or form body) and returns the first string,
 * key or value, that breaks the text rule, with its dotted path. Iterative, bounded by the input.
 */
export function findBadText(root: unknown, rootName: string): { field: string; rule: string } | undefined {
  // Almost every input is clean: a walk that allocates nothing says so first, and only input it
  // cannot clear takes the walk below, which names the field (issue 23: that walk's arrays and
  // paths were built for every request's parameters and query).
  if (!mayHoldBadText(root, 0)) return undefined;
  const stack: [unknown, string][] = [[root, rootName]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const rule = textProblem(v);
      if (rule) return { field: path, rule };
    } else if (v !== null && typeof v === 'object') {
      if (Buffer.isBuffer(v) || ArrayBuffer.isView(v)) continue;
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v as object);
      for (const [k, x] of entries) {
        const field = path ? `${path}.${k}` : k;
        const keyRule = textProblem(k);
        if (keyRule) return { field: path || rootName, rule: `field names ${keyRule}` };
        stack.push([x, field]);
      }
    }
  }
  return undefined;
}

// Characters that may break the text rule: controls other than TAB, LF, CR, and any surrogate
// (a valid pair is cleared by textProblem; the pattern alone cannot tell).
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/;
const MAX_FAST_DEPTH = 32;

/**
 * False when no string, key or value, in `v` holds a character the text rule may refuse. True
 * when one might, and past MAX_FAST_DEPTH levels (deeper input goes to the iterative walk, so
 * nesting cannot exhaust the stack).
 */
function mayHoldBadText(v: unknown, depth: number): boolean {
  if (typeof v === 'string') return SUSPECT.test(v);
  if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) return false; // Buffers are views
  if (depth >= MAX_FAST_DEPTH) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (mayHoldBadText(v[i], depth + 1)) return true;
    return false;
  }
  for (const k in v) {
    if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
    if (SUSPECT.test(k) || mayHoldBadText((v as Record<string, unknown>)[k], depth + 1)) return true;
  }
  return false;
}

/** The string with every character the text rule refuses replaced by U+FFFD (for echoing back). */
export function replaceBadText(value: string): string {
  if (textProblem(value) === undefined) return value;
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
