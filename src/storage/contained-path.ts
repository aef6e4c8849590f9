// Joining a name that came from outside onto a directory, so that the result can never leave that
// directory whatever the name holds (issue 22, item 1). The callers check their own name rules
// first (and answer 400); this is the last line: it refuses what would escape even if a rule were
// loosened later, a row were edited by hand or a file on disk tampered with.
import path from 'node:path';

/** Thrown when a name would not stay a single entry inside its root. Not a client error: callers validate first. */
export class PathEscapeError extends Error {
  constructor(root: string, name: unknown) {
    super(`refused file name ${JSON.stringify(name)}: not a single entry inside ${root}`);
  }
}

/**
 * root/name, where name must be exactly one path segment: not empty, not "." or "..", no "/" or
 * "\\", no NUL or other control character, and, once resolved, a direct child of root.
 */
export function childPath(root: string, name: string): string {
  if (typeof name !== 'string' || name === '' || name === '.' || name === '..' || /[/\\\x00-\x1f\x7f]/.test(name)) throw new PathEscapeError(root, name);
  const base = path.resolve(root);
  const full = path.resolve(base, name);
  if (path.dirname(full) !== base || path.basename(full) !== name) throw new PathEscapeError(root, name);
  return full;
}
