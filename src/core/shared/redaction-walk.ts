// The one walk both redactors make over a parsed body (the request logs' and the sandbox journal's):
// a copy with secret-named fields' values replaced and every string passed through the caller's
// text redactor. Bounded whatever the value: only plain data is looked through (bytes and any
// other object, such as a stream, are described), a cycle is cut where it closes, nothing deeper
// than `maxDepth` levels is kept, and past `maxValues` values nothing more is looked at or kept.
// (A multipart body whose file part the route refused holds every part object, each with a
// `fields` map of all of them: walked naively, fields^20 values.) The two redactors differ only in
// their policy: which names are secret, how text is redacted, and what stands where a value is not kept.

export interface RedactionPolicy {
  /** A secret-named field (any depth). */
  isSecretName(name: string): boolean;
  /** A secret-named field's value that is no secret after all (an error's numeric `code`). */
  keeps(name: string, value: unknown): boolean;
  /** Credential-shaped strings replaced. */
  text(s: string): string;
  maxDepth: number;
  maxValues: number;
  /** What stands for a secret, a value past the limits, one nested too deep, a cycle. */
  marks: { secret: string; tooMany: string; tooDeep: string; circular: string };
}

interface Walk {
  left: number;
  path: Set<object>;
}

/** The redactor of a policy: `redact(value)` gives the copy to keep. */
export function redactionWalk(p: RedactionPolicy): (v: unknown) => unknown {
  const value = (v: unknown, depth: number, walk: Walk): unknown => {
    if (--walk.left < 0) return p.marks.tooMany;
    if (typeof v === 'string') return p.text(v);
    if (v === null || typeof v !== 'object') return v;
    if (depth > p.maxDepth) return p.marks.tooDeep;
    if (walk.path.has(v)) return p.marks.circular;
    if (ArrayBuffer.isView(v)) return `(${v.byteLength} bytes: not recorded)`;
    const proto = Object.getPrototypeOf(v) as unknown;
    if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return `(${(v as { constructor?: { name?: string } }).constructor?.name || 'object'}: not recorded)`;
    walk.path.add(v);
    try {
      if (Array.isArray(v)) return v.map((x) => value(x, depth + 1, walk));
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = p.isSecretName(k) ? secretField(k, x, depth + 1, walk) : value(x, depth + 1, walk);
      return out;
    } finally {
      walk.path.delete(v);
    }
  };
  // a secret-named field's value: a value is replaced, and so is each value of a list (the field
  // sent twice, as a form or multipart fields); an object under such a name (the token answer's
  // accessToken) is searched, so its non-secret fields stay readable
  const secretField = (k: string, x: unknown, depth: number, walk: Walk): unknown => {
    if (x === null || x === undefined || x === '' || p.keeps(k, x)) return x;
    if (typeof x !== 'object') return p.marks.secret;
    if (depth > p.maxDepth) return p.marks.tooDeep;
    if (Array.isArray(x)) {
      if (--walk.left < 0) return p.marks.tooMany;
      return x.map((y) => secretField(k, y, depth + 1, walk));
    }
    return multipartValueRedacted(value(x, depth, walk), p.marks.secret);
  };
  return (v) => value(v, 0, { left: p.maxValues, path: new Set() });
}

/** A multipart part object (`{fieldname, value, ...}`, as @fastify/multipart attaches it) under a secret name: its value is the secret. */
function multipartValueRedacted(o: unknown, mark: string): unknown {
  if (o && typeof o === 'object' && !Array.isArray(o) && 'value' in o) {
    const v = (o as { value: unknown }).value;
    if (v !== null && v !== undefined && v !== '' && typeof v !== 'object') (o as { value: unknown }).value = mark;
  }
  return o;
}
