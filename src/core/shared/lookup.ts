// Lookup tables that client input indexes. A plain object literal inherits from Object.prototype,
// so `TABLE["constructor"]` or `TABLE["__proto__"]` finds a function or an object instead of
// nothing: a value of `constructor` would pass an allow-list and reach the database (issue 9,
// item 5). Every table keyed by something a client sends is made with lookupTable: no prototype,
// frozen, so only its own keys are ever found.
export function lookupTable<V>(entries: Record<string, V>): Readonly<Record<string, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
