// The report writer (src/surfaces/reporting/report-writer.ts, bytes.ts) against the plain way of
// writing the same report: formatCell for every number, JSON.stringify / spreadsheetSafe for text.
// The writer's own paths are covered here: numbers at the edges of its int32 and 2^53 fast paths,
// ratios near ties, dimension values remembered across batches (and past the cache's size), and a
// value too long for the buffer it started in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CellBatch } from '../src/core/reporting/cell-batch.js';
import { formatCell, isDimension, metricSpec, type Cell } from '../src/core/reporting/columns.js';
import { spreadsheetSafe, csvCell } from '../src/core/reporting/csv.js';
import { csvBytes, DIMENSION_CACHE, jsonBytes } from '../src/surfaces/reporting/report-writer.js';

type Writer = typeof jsonBytes;

async function written(w: Writer, columns: string[], batches: (Cell[][] | CellBatch)[]): Promise<string> {
  let stopped = false;
  const parts: Buffer[] = [];
  const source = (async function* () {
    for (const b of batches) yield b instanceof CellBatch ? b : CellBatch.of(columns, b);
  })();
  for await (const b of w(columns, source, () => (stopped = true))) parts.push(b);
  assert.ok(stopped, 'the source is stopped at the end');
  return Buffer.concat(parts).toString('utf8');
}

const text = (c: string, v: Cell) => (typeof v === 'number' ? formatCell(isDimension(c) ? 'text' : metricSpec(c).type, v) : v);

function expectedJson(columns: string[], rows: Cell[][]): string {
  const results = rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, text(c, r[i]!)])));
  return JSON.stringify({ code: 200, results, count: rows.length });
}

function expectedCsv(columns: string[], rows: Cell[][]): string {
  const cell = (c: string, v: Cell) => (typeof v === 'number' ? text(c, v) : spreadsheetSafe(v));
  return [columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c, i) => cell(c, r[i]!)).join(','))].map((l) => `${l}\r\n`).join('');
}

/** Both formats of the same batches, each against its plain form. */
async function check(columns: string[], batches: Cell[][][]): Promise<void> {
  const rows = batches.flat();
  assert.equal(await written(jsonBytes, columns, batches), expectedJson(columns, rows));
  assert.equal(await written(csvBytes, columns, batches), expectedCsv(columns, rows));
}

/** Each digit count's first and last value (10^k - 1, 10^k, 10^k + 1 up to 10^16 > 2^53). */
const EDGES = Array.from({ length: 17 }, (_, k) => [10 ** k - 1, 10 ** k, 10 ** k + 1]).flat().filter(Number.isSafeInteger);
const INTEGERS = [...EDGES, 0, -0, 1, 9, 10, 99, 100, 101, 12345, 999999999, 1e9, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32, 1e15 + 7, 2 ** 53 - 1, 2 ** 53, -1, -10, -(2 ** 31), -(2 ** 31) - 1, -(2 ** 53 - 1), 1e21, 1.5, -2.25];
const CENTS = [...EDGES, ...EDGES.map((v) => -v), 0, -0, 1, 5, 99, 100, 101, 250, 123456, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 99, 2 ** 53 - 1, -1, -99, -100, -123456, -(2 ** 31), -(2 ** 53 - 1), 12.5];
const RATIOS = [...EDGES.map((v) => v / 1e4), 0, 1, 0.5, 0.00005, 0.00015, 0.12345, 0.123456, 1 / 3, 2 / 3, 1.00005, 214748.3647, 214748.36475, 214748.3648, 1e6 + 0.00004, 123456789.12345, 1e11 + 0.5, 1e12, 1e15, 1e21, -0.25, -1 / 3, -214748.3648, -5e10];

describe('report writer', () => {
  it('counts, cents and ratios come out as formatCell writes them, at the edges of every fast path', async () => {
    const columns = ['day', 'impressions', 'cost', 'ctr'];
    const n = Math.max(INTEGERS.length, CENTS.length, RATIOS.length);
    const rows: Cell[][] = Array.from({ length: n }, (_, i) => ['2026-11-24', INTEGERS[i % INTEGERS.length]!, CENTS[i % CENTS.length]!, RATIOS[i % RATIOS.length]!]);
    await check(columns, [rows]);
  });

  it('ratios of any size agree with toFixed(4) (random values, near-ties included)', async () => {
    let seed = 42;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const rows: Cell[][] = [];
    for (let i = 0; i < 20000; i++) {
      const scale = 10 ** Math.floor(next() * 14 - 6);
      const v = i % 5 === 0 ? (Math.floor(next() * 1e6) + 0.5) / 1e4 : next() * scale;
      rows.push([v, Math.floor(next() * 2 ** 53 * (i % 3 === 0 ? 1e-9 : 1)), Math.floor(next() * 2 ** 40) - 2 ** 39]);
    }
    await check(['ctr', 'clicks', 'cost'], [rows]);
  });

  it("WEB reports' percents (roas_Nd) agree with toFixed(2): edges, near-ties and random values", async () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const values = [...RATIOS.map((v) => v * 100), 0.005, 0.015, 0.125, 1.005, 2.675, 21474836.47, 21474836.475, 21474836.48, 99.995, 249.99999, 1e7 + 0.004];
    for (let i = 0; i < 20000; i++) values.push(i % 4 === 0 ? (Math.floor(next() * 1e6) + 0.5) / 100 : next() * 10 ** Math.floor(next() * 10 - 3));
    const columns = ['roas_7d'];
    const source = (async function* () {
      yield CellBatch.of(columns, values.map((v) => [v]));
    })();
    const parts: Buffer[] = [];
    for await (const b of csvBytes(columns, source, () => undefined, ['percent'])) parts.push(b);
    assert.equal(Buffer.concat(parts).toString('utf8'), ['roas_7d', ...values.map((v) => v.toFixed(2))].map((l) => `${l}\r\n`).join(''));
  });

  it('dimension values repeat across batches, alternate, escape and outgrow the cache', async () => {
    const columns = ['day', 'campaign', 'country', 'installs'];
    const names = ['Summer', 'Summer push', 'Café ☕ "quoted", ünï 漢字', 'back\\slash\nline\ttab', '=1+1', '-5', '', 'Summer'];
    const batches: Cell[][][] = [];
    for (let b = 0; b < 4; b++) {
      const rows: Cell[][] = [];
      // equal text in new string objects, as each database row brings
      for (let i = 0; i < 30; i++) rows.push([`2026-11-${20 + ((b * 30 + i) >> 5)}`, ['Sum', 'mer'].join('') + (i % 3 === 0 ? '' : ' push'), names[(i + b) % names.length]!.slice(0, 3), i]);
      for (const name of names) rows.push(['2026-11-24', name, 'us', b]);
      // the same value in two columns: each column's run ends with its own key
      rows.push(['2026-11-24', 'us', 'us', b]);
      batches.push(rows);
    }
    // more distinct values in one column than the cache keeps, then the first ones again
    const many: Cell[][] = [];
    for (let i = 0; i < DIMENSION_CACHE + 50; i++) many.push(['2026-11-25', `Campaign ${i}`, 'de', i]);
    for (let i = 0; i < 100; i++) many.push(['2026-11-25', `Campaign ${i}`, 'de', i]);
    batches.push(many.slice(0, 3000), many.slice(3000));
    await check(columns, batches);
  });

  it('a value longer than the buffer, missing values, and an empty report', async () => {
    const long = 'Ω'.repeat(200_000) + 'x'.repeat(300_000);
    await check(['campaign', 'cost', 'country'], [[['a', 1, 'us'], [long, 250, long], ['b', 3, 'gb']]]);
    // a text cell never filled in is "" (metric cells are numbers: a Float64Array holds no gaps)
    const missing = new CellBatch(['campaign', 'clicks']);
    missing.text[0]![missing.add()] = 'a';
    missing.num[1] = 1;
    missing.num[missing.add() * 2 + 1] = 2;
    assert.equal(await written(jsonBytes, ['campaign', 'clicks'], [missing]), expectedJson(['campaign', 'clicks'], [['a', 1], ['', 2]]));
    assert.equal(await written(csvBytes, ['campaign', 'clicks'], [missing]), expectedCsv(['campaign', 'clicks'], [['a', 1], ['', 2]]));
    assert.deepEqual(missing.cells(1), ['', 2]);
    await check(['day', 'clicks'], []);
    assert.equal(await written(jsonBytes, ['day', 'clicks'], []), '{"code":200,"results":[],"count":0}');
    assert.equal(await written(csvBytes, ['day', 'clicks'], []), 'day,clicks\r\n');
  });
});
