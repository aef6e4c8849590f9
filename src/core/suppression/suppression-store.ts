import type { SortedIds } from './sorted-ids.js';

/** The indexes in `ids` of the ids whose hex form is in `found` (what a store's `which` answers). */
export function indexesOf(ids: readonly Uint8Array[], found: readonly string[]): Set<number> {
  const on = new Set(found);
  const out = new Set<number>();
  ids.forEach((id, i) => {
    if (on.has(Buffer.from(id.buffer, id.byteOffset, id.length).toString('hex'))) out.add(i);
  });
  return out;
}

/** A suppression list: one per account and app. */
export interface ListRef {
  accountId: number;
  packageName: string;
}

/** One list of an account, as the console lists them. */
export interface ListSummary {
  packageName: string;
  count: number;
  createdAt: Date;
}

/**
 * Storage port of suppression lists. Implementations are dialect-specific (bulk paths), and each
 * call is atomic: all of the ids are applied or, on any failure or crash, none.
 */
export interface SuppressionStore {
  /** Adds the ids (creating the list if needed); returns how many were not on the list before. */
  add(list: ListRef, ids: SortedIds): Promise<number>;
  /** Removes the ids; returns how many were on the list. */
  remove(list: ListRef, ids: SortedIds): Promise<number>;
  count(list: ListRef): Promise<number>;
  /** Every list of the account (apps with ids, or that had some), by package name. */
  lists(accountId: number): Promise<ListSummary[]>;
  contains(list: ListRef, id: Uint8Array): Promise<boolean>;
  /** Which of these ids (at most a few thousand) are on the list: their indexes in `ids`. */
  which(list: ListRef, ids: readonly Uint8Array[]): Promise<Set<number>>;
}
