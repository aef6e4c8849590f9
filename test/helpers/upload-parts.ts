// Small, valid media files made in memory for upload tests and benches, and a multipart body
// builder that lets a test send exactly the parts it wants (names, content types, counts).
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** An RGB PNG of the given size; `seed` varies the pixels so files differ (distinct SHA-1). */
export function png(width: number, height: number, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3;
      raw[o] = (x + seed) & 255;
      raw[o + 1] = (y * 7 + seed * 13) & 255;
      raw[o + 2] = (seed * 31) & 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small playable HTML file. */
export function html(seed = 0): Buffer {
  return Buffer.from(`<!doctype html><html><head><meta charset="utf-8"><title>Playable ${seed}</title></head><body><canvas id="c"></canvas><script>/* ${seed} ${randomBytes(4).toString('hex')} */</script></body></html>\n`);
}

export interface PartSpec {
  field?: string;
  name: string;
  contentType: string;
  data: Buffer;
}
/** A plain form field (no file name). */
export interface FieldSpec {
  field: string;
  value: string;
}

/** multipart/form-data body with exactly these parts (files, and plain fields). */
export function multipartBody(parts: (PartSpec | FieldSpec)[]): { contentType: string; data: Buffer } {
  const boundary = `----cp${randomBytes(12).toString('hex')}`;
  const out: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      out.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`));
      continue;
    }
    out.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.name}"\r\nContent-Type: ${p.contentType}\r\n\r\n`));
    out.push(p.data, Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(out) };
}
