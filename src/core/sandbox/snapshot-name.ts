// The rule of a snapshot's name (issue 22, item 1). A name becomes a directory under the snapshot
// root, so it must be one plain path segment: "." and ".." (and anything starting with a dot,
// which also keeps the store's own ".part" working directories out of the name space) are refused,
// as are separators, NUL and anything else outside letters, digits, ".", "_" and "-".
import { DomainError } from '../shared/errors.js';

export const SNAPSHOT_NAME_RULE = 'must be 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit';
const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isSnapshotName(name: unknown): name is string {
  return typeof name === 'string' && NAME_RE.test(name);
}

/** The name, or a 400 naming the field, the rule and the value given. */
export function checkSnapshotName(name: unknown): string {
  if (isSnapshotName(name)) return name;
  const shown = JSON.stringify(typeof name === 'string' && name.length > 80 ? `${name.slice(0, 80)}...` : name) ?? String(name);
  throw new DomainError('validation_failed', `name: ${SNAPSHOT_NAME_RULE} (got ${shown})`, { field: 'name', rule: SNAPSHOT_NAME_RULE });
}
