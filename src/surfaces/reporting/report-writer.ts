// Writes report rows as JSON or CSV bytes. A 45-day report of every column runs to 100+ MB, so
// the rows are written straight into one buffer per batch: counts and cents as digits, keys and
// separators copied from bytes made once per report, and only dimension values (names from users)
// go through escaping. The text is the same as formatCell gives (integers, two decimals for money,
// four for ratios), in JSON and in CSV.
import { formatCell, isDimension, metricSpec, type Cell, type ValueType } from '../../core/reporting/columns.js';
import { csvCell, spreadsheetSafe } from '../../core/reporting/csv.js';

class Bytes {
  buf: Buffer;
  pos = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }
  room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < b.length; i++) buf[p++] = b[i]!;
    this.pos = p;
  }
  text(s: string): void {
    this.room(s.length * 3);
    // most text is ASCII (days, codes, most names): copied here; anything else through the encoder
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 127) {
        this.pos += buf.write(s, this.pos, 'utf8');
        return;
      }
      buf[p++] = c;
    }
    this.pos = p;
  }
  /** A non-negative or negative safe integer as digits. */
  int(v: number): void {
    this.room(22);
    const buf = this.buf;
    if (v < 0) {
      buf[this.pos++] = 45;
      v = -v;
    }
    if (v < 10) {
      buf[this.pos++] = 48 + v;
      return;
    }
    let n = 0;
    for (let x = v; x >= 1; x = Math.floor(x / 10)) n++;
    let p = this.pos + n;
    this.pos = p;
    for (let x = v; x >= 1; x = Math.floor(x / 10)) buf[--p] = 48 + (x % 10);
  }
  /** Whole cents as dollars with two decimals: 123456 -> 1234.56. */
  cents(v: number): void {
    if (v < 0) {
      this.room(1);
      this.buf[this.pos++] = 45;
      v = -v;
    }
    this.int(Math.floor(v / 100));
    this.room(3);
    const c = v % 100;
    this.buf[this.pos++] = 46;
    this.buf[this.pos++] = 48 + Math.floor(c / 10);
    this.buf[this.pos++] = 48 + (c % 10);
  }
  /**
   * A ratio with four decimals, as Number#toFixed(4) writes it: the nearest multiple of 1e-4
   * (toFixed itself where the scaled value is too near a tie to tell).
   */
  fixed4(v: number): void {
    const x = v * 10000;
    const frac = x - Math.floor(x);
    if (!(Math.abs(x) < 1e15) || Math.abs(frac - 0.5) < 1e-6) {
      this.ascii(v.toFixed(4));
      return;
    }
    let r = Math.round(x);
    if (r < 0) {
      this.room(1);
      this.buf[this.pos++] = 45;
      r = -r;
    }
    this.int(Math.floor(r / 10000));
    this.room(5);
    const f = r % 10000;
    const buf = this.buf;
    buf[this.pos++] = 46;
    buf[this.pos++] = 48 + Math.floor(f / 1000);
    buf[this.pos++] = 48 + (Math.floor(f / 100) % 10);
    buf[this.pos++] = 48 + (Math.floor(f / 10) % 10);
    buf[this.pos++] = 48 + (f % 10);
  }
  ascii(s: string): void {
    this.room(s.length);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < s.length; i++) buf[p++] = s.charCodeAt(i);
    this.pos = p;
  }
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.buf = Buffer.allocUnsafe(Math.max(64 * 1024, Math.ceil(this.pos * 1.25)));
    this.pos = 0;
    return out;
  }
}

const enc = (s: string) => Buffer.from(s, 'utf8');

function typesOf(columns: string[]): ValueType[] {
  return columns.map((c) => (isDimension(c) ? 'text' : metricSpec(c).type));
}

function number(out: Bytes, type: ValueType, v: number): void {
  if (type === 'money') out.cents(v);
  else if (type === 'integer') out.int(v);
  else if (type === 'ratio') out.fixed4(v);
  else out.ascii(formatCell(type, v));
}

/** {"code":200,"results":[{...},...],"count":N}, each value a string, keys in the requested order. */
export async function* jsonBytes(columns: string[], batches: AsyncIterable<Cell[][]>, stop: () => void): AsyncGenerator<Buffer> {
  const types = typesOf(columns);
  const n = columns.length;
  // the bytes around the values: the row's opening and first key, then after each value its closing
  // quote (metrics are strings of digits), the next key and its opening quote, or the row's end
  const open = (i: number) => `${JSON.stringify(columns[i])}:${types[i] === 'text' ? '' : '"'}`;
  const start = enc(`{${open(0)}`);
  const after = columns.map((_c, i) => enc(`${types[i] === 'text' ? '' : '"'}${i < n - 1 ? `,${open(i + 1)}` : '}'}`));
  const out = new Bytes(256 * 1024);
  let count = 0;
  try {
    out.ascii('{"code":200,"results":[');
    for await (const b of batches) {
      for (const row of b) {
        if (count++ > 0) out.ascii(',');
        out.bytes(start);
        for (let i = 0; i < n; i++) {
          const v = row[i];
          if (typeof v === 'number') number(out, types[i]!, v);
          else if (types[i] === 'text') out.text(JSON.stringify(v ?? ''));
          else out.ascii(String(v));
          out.bytes(after[i]!);
        }
      }
      yield out.take();
    }
    out.ascii(`],"count":${count}}`);
    yield out.take();
  } finally {
    stop();
  }
}

/** A header row, then the rows; text cells made inert for spreadsheets (csv.ts), CRLF line ends. */
export async function* csvBytes(columns: string[], batches: AsyncIterable<Cell[][]>, stop: () => void): AsyncGenerator<Buffer> {
  const types = typesOf(columns);
  const n = columns.length;
  const out = new Bytes(64 * 1024);
  try {
    out.text(`${columns.map(csvCell).join(',')}\r\n`);
    for await (const b of batches) {
      for (const row of b) {
        for (let i = 0; i < n; i++) {
          if (i > 0) out.ascii(',');
          const v = row[i];
          if (typeof v === 'number') number(out, types[i]!, v);
          else out.text(spreadsheetSafe(v ?? ''));
        }
        out.ascii('\r\n');
      }
      yield out.take();
    }
    // a report without rows is still its header row (a spreadsheet or loader reads the columns)
    if (out.pos > 0) yield out.take();
  } finally {
    stop();
  }
}
