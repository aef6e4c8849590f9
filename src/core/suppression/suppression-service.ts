import { DomainError, invalid } from '../shared/errors.js';
import { IdParser } from './id-parser.js';
import { sortUnique } from './sorted-ids.js';
import type { ListRef, SuppressionStore } from './suppression-store.js';
import { parseUuid } from './uuid.js';

export type SuppressionOp = 'add' | 'remove';

export interface SuppressionResult {
  /** Lines holding a valid id, duplicates included (see docs/decisions/suppression-duplicates-count-every-time.md). */
  numValidIds: number;
  numInvalidIds: number;
}

export interface SuppressionDeps {
  store: SuppressionStore;
  /** Largest accepted body in bytes. */
  maxBodyBytes: number;
}

export const MAX_PACKAGE_NAME = 255;

export function tooLarge(maxBodyBytes: number): DomainError {
  return new DomainError('payload_too_large', `body: must be at most ${maxBodyBytes} bytes (SUPPRESSION_MAX_BODY_BYTES); send the ids in several requests`, {
    field: 'body',
    rule: `must be at most ${maxBodyBytes} bytes`,
  });
}

/** Package names and bundle ids are taken as given (case included), without surrounding white space. */
export function checkPackageName(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (!name) throw invalid('package_name', 'is required');
  if (name.length > MAX_PACKAGE_NAME) throw invalid('package_name', `must be at most ${MAX_PACKAGE_NAME} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(name)) throw invalid('package_name', 'must not contain white space or control characters');
  return name;
}

export class SuppressionService {
  constructor(private readonly d: SuppressionDeps) {}

  get maxBodyBytes(): number {
    return this.d.maxBodyBytes;
  }

  /**
   * Reads a whole request body of newline-separated ids, then applies it to the list in one atomic
   * store call. The body is consumed as a stream and held only as packed 16-byte ids; a body past
   * maxBodyBytes fails with payload_too_large before anything is stored.
   */
  async apply(op: SuppressionOp, accountId: number, packageName: string, body: AsyncIterable<Uint8Array>): Promise<SuppressionResult> {
    const list: ListRef = { accountId, packageName: checkPackageName(packageName) };
    const parser = new IdParser();
    let bytes = 0;
    for await (const chunk of body) {
      bytes += chunk.length;
      if (bytes > this.d.maxBodyBytes) throw tooLarge(this.d.maxBodyBytes);
      parser.write(chunk);
    }
    const ids = sortUnique(parser.end());
    // spec 3: the body is required; no id at all (empty, or blank lines only) is "data missing"
    if (parser.valid + parser.invalid === 0) throw invalid('body', 'is required: one advertising id (IDFA or Android advertising id) per line');
    if (ids.count > 0) {
      if (op === 'add') await this.d.store.add(list, ids);
      else await this.d.store.remove(list, ids);
    }
    return { numValidIds: parser.valid, numInvalidIds: parser.invalid };
  }

  count(accountId: number, packageName: string): Promise<number> {
    return this.d.store.count({ accountId, packageName: checkPackageName(packageName) });
  }

  /** Which of these ids are on the app's list (one query; invalid ids never are). */
  async whichListed(accountId: number, packageName: string, ids: readonly string[]): Promise<Set<string>> {
    const list = { accountId, packageName: checkPackageName(packageName) };
    const valid = ids.map((id) => [id, parseUuid(id)] as const).filter((x): x is readonly [string, Uint8Array] => x[1] !== undefined);
    const on = await this.d.store.which(list, valid.map((x) => x[1]));
    return new Set([...on].map((i) => valid[i]![0]));
  }

  async contains(accountId: number, packageName: string, id: string): Promise<boolean> {
    const list = { accountId, packageName: checkPackageName(packageName) };
    const bytes = parseUuid(id);
    if (!bytes) throw invalid('id', 'must be a UUID (8-4-4-4-12 hex digits) other than the all-zero UUID');
    return this.d.store.contains(list, bytes);
  }
}
