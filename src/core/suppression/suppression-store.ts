import type { SortedIds } from './sorted-ids.js';

/** A suppression list: one per account and app. */
export interface ListRef {
  accountId: number;
  packageName: string;
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
  contains(list: ListRef, id: Uint8Array): Promise<boolean>;
}
