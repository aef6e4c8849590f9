// A value that may already be here. The hottest reads (the bearer token and the campaign of
// every GET /campaign/<id>) are answered from a read cache; handing a cached value on at once,
// instead of wrapping it in a promise at each layer, spares every request those promise turns
// (issue 23: ~1-2 us of CPU per campaign GET, measured with several server processes per side).
// Callers that `await` such a value are unaffected; the few on the hot path use andThen.
export type Awaitable<T> = T | Promise<T>;

/** f applied to v: at once when v is a value, once it resolves when it is a promise. */
export function andThen<T, U>(v: Awaitable<T>, f: (t: T) => U): Awaitable<U> {
  return v instanceof Promise ? v.then(f) : f(v);
}
