// SQLite fast path for hot single-row reads. better-sqlite3 builds a JS object per row and
// creates every column's key anew, so on this machine each returned column costs about as much
// as the indexed lookup itself (a 25-column campaign row measured ~2x slower than one packed
// column). Hot reads therefore ask SQLite for one JSON array (json_array) and decode it in JS.
// Values keep their SQLite types (integers, text, NULL), so decoding is the same as for columns.

/** `json_array(a, b, ...) AS r`: the select list of a packed row. */
export function packedColumns(columns: readonly string[]): string {
  return `json_array(${columns.join(', ')}) AS r`;
}

/** The values of a packed row, in select-list order. */
export function unpackRow(row: Record<string, unknown>): unknown[] {
  return JSON.parse(String(row.r)) as unknown[];
}
