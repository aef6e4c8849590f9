import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { BLOCK_IDS, IdParser } from '../src/core/suppression/id-parser.js';
import { sortUnique } from '../src/core/suppression/sorted-ids.js';
import { formatUuid, parseUuid } from '../src/core/suppression/uuid.js';

const A = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
const B = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const ZERO = '00000000-0000-0000-0000-000000000000';

function parse(chunks: (string | Buffer)[]): { valid: number; invalid: number; ids: string[] } {
  const p = new IdParser();
  for (const c of chunks) p.write(typeof c === 'string' ? Buffer.from(c, 'latin1') : c);
  const blocks = p.end();
  const ids: string[] = [];
  for (const b of blocks) for (let o = 0; o < b.length; o += 16) ids.push(formatUuid(b.subarray(o, o + 16)));
  return { valid: p.valid, invalid: p.invalid, ids };
}

describe('suppression id parser', () => {
  const body = `\ufeff${A}\r\n\r\n  ${B.toUpperCase()}\t\n${ZERO}\nnot-a-uuid\n${A}\n \n${A.replace(/-/g, '')}\n{${B}}\n${B.slice(0, 35)}g\n${B.replace('-', '_')}\n${'x'.repeat(100)}\n${B}   `;
  const expected = { valid: 4, invalid: 7, ids: [A, B, A, B] };

  it('counts valid and invalid lines, tolerating CRLF, blank lines, white space, upper case, a BOM and no final newline', () => {
    assert.deepEqual(parse([Buffer.from(body, 'utf8')]), expected);
  });

  it('gives the same result for every split point of the body into two chunks', () => {
    const buf = Buffer.from(body, 'utf8');
    // the BOM is only recognised when it arrives whole, so splits start after it
    for (let i = 3; i <= buf.length; i++) assert.deepEqual(parse([buf.subarray(0, i), buf.subarray(i)]), expected, `split at ${i}`);
  });

  it('gives the same result fed one byte at a time and with three-way splits inside an id', () => {
    const buf = Buffer.from(body.slice(1), 'utf8');
    const bytes = [...buf].map((b) => Buffer.from([b]));
    assert.deepEqual(parse(bytes), expected);
    for (let i = 0; i < 45; i++) for (let j = i; j < 45; j++) assert.deepEqual(parse([buf.subarray(0, i), buf.subarray(i, j), buf.subarray(j)]), expected);
  });

  it('keeps a long line invalid even when it is split, and white space around an id valid even past the carry limit', () => {
    const long = 'a'.repeat(200);
    for (let i = 0; i <= long.length; i += 7) assert.deepEqual(parse([long.slice(0, i), long.slice(i) + '\n']), { valid: 0, invalid: 1, ids: [] });
    const padded = ' '.repeat(100) + A + ' '.repeat(100) + '\n';
    for (let i = 0; i <= padded.length; i += 5) assert.deepEqual(parse([padded.slice(0, i), padded.slice(i)]), { valid: 1, invalid: 0, ids: [A] });
    assert.deepEqual(parse([A + ' '.repeat(40) + 'x\n']), { valid: 0, invalid: 1, ids: [] });
  });

  it('an empty body, blank lines only, one id without newline', () => {
    assert.deepEqual(parse([]), { valid: 0, invalid: 0, ids: [] });
    assert.deepEqual(parse(['\n\r\n  \n']), { valid: 0, invalid: 0, ids: [] });
    assert.deepEqual(parse([A]), { valid: 1, invalid: 0, ids: [A] });
    assert.deepEqual(parse([ZERO]), { valid: 0, invalid: 1, ids: [] });
  });

  it('does not url-decode a form-encoded body: it is raw text', () => {
    assert.deepEqual(parse([A.replace(/-/g, '%2D')]), { valid: 0, invalid: 1, ids: [] });
  });

  it('fills several blocks without losing ids', () => {
    const n = BLOCK_IDS * 2 + 5;
    const raw = randomBytes(n * 16);
    const text = Array.from({ length: n }, (_, i) => formatUuid(raw.subarray(i * 16, i * 16 + 16))).join('\n');
    const p = new IdParser();
    const buf = Buffer.from(text);
    for (let o = 0; o < buf.length; o += 65536) p.write(buf.subarray(o, o + 65536));
    const blocks = p.end();
    assert.equal(p.valid, n);
    assert.equal(blocks.length, 3);
    assert.deepEqual(Buffer.concat(blocks), raw);
  });
});

describe('uuid text', () => {
  it('parses and formats', () => {
    assert.equal(formatUuid(parseUuid(` ${B.toUpperCase()}\n`)!), B);
    assert.equal(parseUuid(ZERO), undefined);
    assert.equal(parseUuid(B.slice(1)), undefined);
  });
});

describe('sortUnique', () => {
  const sorted = (ids: Buffer[]) => {
    const uniq = new Map(ids.map((b) => [b.toString('hex'), b]));
    return Buffer.concat([...uniq.values()].sort(Buffer.compare));
  };
  const split = (buf: Buffer, size: number) => {
    const out: Uint8Array[] = [];
    for (let o = 0; o < buf.length; o += size * 16) out.push(new Uint8Array(buf.subarray(o, o + size * 16)));
    return out;
  };

  it('sorts random ids across blocks and drops duplicates', () => {
    const raw = randomBytes(20000 * 16);
    const withDups = Buffer.concat([raw, raw.subarray(0, 5000 * 16), raw.subarray(100 * 16, 200 * 16)]);
    const ids = Array.from({ length: withDups.length / 16 }, (_, i) => withDups.subarray(i * 16, i * 16 + 16));
    const r = sortUnique(split(withDups, 777));
    assert.equal(r.count, 20000);
    assert.deepEqual(Buffer.from(r.bytes), sorted(ids));
  });

  it('handles skewed input (shared prefixes, large buckets) and tiny inputs', () => {
    const ids: Buffer[] = [];
    for (let i = 0; i < 3000; i++) {
      const b = randomBytes(16);
      b[0] = 0xab;
      b[1] = i % 3;
      if (i % 5 === 0) b.fill(0x11, 2, 14); // long shared runs
      ids.push(b);
    }
    ids.push(ids[7]!, ids[8]!);
    const r = sortUnique(split(Buffer.concat(ids), 1000));
    assert.deepEqual(Buffer.from(r.bytes), sorted(ids));
    assert.equal(sortUnique([]).count, 0);
    const one = randomBytes(16);
    assert.deepEqual(Buffer.from(sortUnique([new Uint8Array(one)]).bytes), one);
  });
});
