// Paging as async iterators. `/manage/v1` lists are numbered pages (from 1, at most 100 items,
// `[]` past the end, no total); the report pages by `limit`/`offset`. Each iterator fetches the
// next page only when the previous one is consumed, and stops at the first short page.

/** Every item of a page-numbered list. */
export async function* byPage<T>(fetchPage: (page: number, size: number) => Promise<T[]>, size: number): AsyncGenerator<T, void, undefined> {
  for (let page = 1; ; page++) {
    const items = await fetchPage(page, size);
    yield* items;
    if (items.length < size) return;
  }
}

/** Every item of a list read by offset. */
export async function* byOffset<T>(fetchPage: (offset: number, limit: number) => Promise<T[]>, limit: number, start = 0): AsyncGenerator<T, void, undefined> {
  for (let offset = start; ; offset += limit) {
    const items = await fetchPage(offset, limit);
    yield* items;
    if (items.length < limit) return;
  }
}

/** Collects an async iterable into an array (for small lists). */
export async function toArray<T>(it: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const x of it) all.push(x);
  return all;
}
