// A batch of report rows as the writers read them: metric cells as numbers in one Float64Array,
// text cells in one array per dimension column. A wide report is 90,000 rows of up to 95 cells: as
// an array per row, each ratio a boxed number, it was most of what the garbage collector copied and
// freed per request; here the numbers never become objects.
import { formatCell, isDimension, metricSpec, type Cell, type ValueType } from './columns.js';

export class CellBatch {
  /** Rows filled so far. */
  length = 0;
  /** Metric cells, row-major: the cell of row r, column i is num[r * width + i] (unused for text columns). */
  num: Float64Array;
  /** Text cells by column: text[i][r] (an empty array for metric columns). */
  readonly text: string[][];
  readonly width: number;

  constructor(readonly columns: readonly string[], capacity = 512) {
    this.width = columns.length;
    this.num = new Float64Array(capacity * this.width);
    this.text = columns.map(() => []);
  }

  /** Empty again, its arrays kept: a producer refills the batch it handed on once the next one is asked for. */
  clear(): this {
    this.length = 0;
    return this;
  }

  /** A new row's index (room made for it). */
  add(): number {
    if ((this.length + 1) * this.width > this.num.length) {
      const next = new Float64Array(Math.max(this.num.length * 2, (this.length + 1) * this.width));
      next.set(this.num);
      this.num = next;
    }
    return this.length++;
  }

  /** Rows given as cells (text for dimensions, numbers for metrics), e.g. from a test. */
  static of(columns: readonly string[], rows: readonly Cell[][]): CellBatch {
    const b = new CellBatch(columns, rows.length);
    const text = columns.map(isDimension);
    for (const row of rows) {
      const r = b.add();
      row.forEach((v, i) => {
        if (text[i]) b.text[i]![r] = String(v ?? '');
        else b.num[r * b.width + i] = Number(v);
      });
    }
    return b;
  }

  /** Row r as cells: dimension text, metric numbers. */
  cells(r: number): Cell[] {
    return this.columns.map((c, i) => (isDimension(c) ? (this.text[i]![r] ?? '') : this.num[r * this.width + i]!));
  }

  /** Row r as text keyed by column, numbers formatted as the writers write them. */
  formatted(r: number, types: readonly ValueType[] = typesOf(this.columns)): Record<string, string> {
    const out: Record<string, string> = {};
    this.columns.forEach((c, i) => (out[c] = types[i] === 'text' ? (this.text[i]![r] ?? '') : formatCell(types[i]!, this.num[r * this.width + i]!)));
    return out;
  }
}

/** Each column's value type ('text' for dimensions). */
export function typesOf(columns: readonly string[]): ValueType[] {
  return columns.map((c) => (isDimension(c) ? 'text' : metricSpec(c).type));
}
