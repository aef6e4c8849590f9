// Query parameters shared by every /manage/v1 list endpoint: ids / hashed_ids (comma-separated,
// at most 100, not both), page from 1 (default 1), size 1..100 (default 100). Lists answer a bare
// array ordered by id ascending; a page past the end is [].
import { Type } from '@sinclair/typebox';
import { invalid } from '../../core/shared/errors.js';

export const MAX_IDS = 100;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 100;

export interface ListQuery {
  ids?: number[];
  hashedIds?: string[];
  page: number;
  size: number;
  /** Rows to skip: (page - 1) * size. */
  offset: number;
}

// Query values stay strings in the schema (clients send `page=2`, sometimes `page=` or `ids=1,2,`);
// parseListQuery applies the rules and names the field that breaks one.
export const ListQueryProps = {
  ids: Type.Optional(Type.String({ description: `Comma-separated ids, at most ${MAX_IDS}; not combined with hashed_ids` })),
  hashed_ids: Type.Optional(Type.String({ description: `Comma-separated external (hashed) ids, at most ${MAX_IDS}; not combined with ids` })),
  page: Type.Optional(Type.String({ description: 'Page number, from 1 (default 1)', examples: ['1'] })),
  size: Type.Optional(Type.String({ description: `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`, examples: ['100'] })),
};

export interface RawListQuery {
  ids?: string;
  hashed_ids?: string;
  page?: string;
  size?: string;
}

function positiveInt(field: string, raw: string, max?: number): number {
  const v = raw.trim();
  if (!/^\d{1,15}$/.test(v) || Number(v) < 1) throw invalid(field, max ? `must be an integer from 1 to ${max}` : 'must be an integer of at least 1');
  const n = Number(v);
  if (max !== undefined && n > max) throw invalid(field, `must be an integer from 1 to ${max}`);
  return n;
}

function splitList(field: string, raw: string): string[] {
  const parts = raw.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) throw invalid(field, 'must list at least one id when given');
  if (parts.length > MAX_IDS) throw invalid(field, `must list at most ${MAX_IDS} ids`);
  return parts;
}

/** Comma-separated positive integer ids (duplicates removed, order kept). */
export function parseIdList(field: string, raw: string): number[] {
  const out = splitList(field, raw).map((p) => {
    if (!/^\d{1,15}$/.test(p) || Number(p) < 1) throw invalid(field, `"${p.slice(0, 40)}" is not an id (positive integer)`);
    return Number(p);
  });
  return [...new Set(out)];
}

/** Comma-separated hashed ids: 32 hex characters each, compared in lower case. */
export function parseHashedIdList(field: string, raw: string): string[] {
  const out = splitList(field, raw).map((p) => {
    if (!/^[0-9a-fA-F]{32}$/.test(p)) throw invalid(field, `"${p.slice(0, 40)}" is not a hashed id (32 hexadecimal characters)`);
    return p.toLowerCase();
  });
  return [...new Set(out)];
}

export function parseListQuery(q: RawListQuery, opts: { hashedIds?: boolean } = { hashedIds: true }): ListQuery {
  const hasIds = q.ids !== undefined && q.ids.trim() !== '';
  const hasHashed = opts.hashedIds !== false && q.hashed_ids !== undefined && q.hashed_ids.trim() !== '';
  if (hasIds && hasHashed) throw invalid('hashed_ids', 'cannot be combined with ids; send one of them');
  const page = q.page === undefined || q.page.trim() === '' ? 1 : positiveInt('page', q.page);
  const size = q.size === undefined || q.size.trim() === '' ? DEFAULT_PAGE_SIZE : positiveInt('size', q.size, MAX_PAGE_SIZE);
  const out: ListQuery = { page, size, offset: (page - 1) * size };
  if (hasIds) out.ids = parseIdList('ids', q.ids!);
  if (hasHashed) out.hashedIds = parseHashedIdList('hashed_ids', q.hashed_ids!);
  return out;
}

/** Applies page/size to an already filtered, ordered array (for small in-memory selections). */
export function pageOf<T>(items: T[], q: ListQuery): T[] {
  return items.slice(q.offset, q.offset + q.size);
}
