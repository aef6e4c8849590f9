/**
 * Freezes a decoded value and the plain objects and arrays inside it (Dates are left as they
 * are). Values from `getCached` are shared between requests; freezing makes an accidental
 * mutation throw (ESM is strict mode) instead of leaking into other requests.
 */
export function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v as object)) deepFreeze(x);
  }
  return v;
}
