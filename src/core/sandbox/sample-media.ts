// Real media files generated in memory (no fixtures, no external tools): solid-colour PNG, grey
// baseline JPEG and GIF of any size, minimal valid ISO-BMFF (MP4) files with the duration and
// dimensions asked for, and HTML pages. Used by the sandbox's fixtures (seed) and by the tests.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** A solid-colour RGB PNG. */
export function png(width: number, height: number, rgb: [number, number, number] = [200, 30, 60]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Standard luminance Huffman tables (ITU T.81 Annex K.3).
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_VALS = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08,
  0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
  0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
  0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
  0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6,
  0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
  0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];

function segment(marker: number, body: Buffer): Buffer {
  const h = Buffer.alloc(4);
  h[0] = 0xff;
  h[1] = marker;
  h.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([h, body]);
}

/**
 * A solid mid-grey baseline JPEG (one component). Every 8x8 block of mid grey has a zero DC
 * difference and no AC coefficients: Huffman code '00' (DC category 0) then '1010' (EOB).
 */
export function jpeg(width: number, height: number): Buffer {
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.alloc(9);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 1; // components
  sof[6] = 1; // id
  sof[7] = 0x11; // sampling 1x1
  sof[8] = 0; // quant table 0
  const dht = Buffer.concat([Buffer.from([0x00]), Buffer.from(DC_BITS), Buffer.from(DC_VALS), Buffer.from([0x10]), Buffer.from(AC_BITS), Buffer.from(AC_VALS)]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits: number[] = [];
  for (let i = 0; i < blocks; i++) bits.push(0, 0, 1, 0, 1, 0);
  while (bits.length % 8) bits.push(1);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let b = 0;
    for (let j = 0; j < 8; j++) b = (b << 1) | bits[i + j]!;
    data.push(b);
    if (b === 0xff) data.push(0x00); // byte stuffing
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00', 'latin1')),
    segment(0xdb, dqt),
    segment(0xc0, sof),
    segment(0xc4, dht),
    segment(0xda, sos),
    Buffer.from(data),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A solid-colour GIF89a; LZW kept at 3-bit codes by a clear code after every two pixels. */
export function gif(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  head[10] = 0x80; // global colour table, 2 entries
  const palette = Buffer.from([0x20, 0x80, 0xe0, 0, 0, 0]);
  const desc = Buffer.alloc(10);
  desc[0] = 0x2c;
  desc.writeUInt16LE(width, 5);
  desc.writeUInt16LE(height, 7);
  const codes: number[] = [];
  const n = width * height;
  for (let i = 0; i < n; i += 2) codes.push(4, ...(i + 1 < n ? [0, 0] : [0]));
  codes.push(5);
  const out: number[] = [];
  let acc = 0;
  let nb = 0;
  for (const c of codes) {
    acc |= c << nb;
    nb += 3;
    while (nb >= 8) {
      out.push(acc & 0xff);
      acc >>= 8;
      nb -= 8;
    }
  }
  if (nb) out.push(acc & 0xff);
  const blocks: number[] = [2];
  for (let i = 0; i < out.length; i += 255) {
    const part = out.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  return Buffer.concat([head, palette, desc, Buffer.from(blocks), Buffer.from([0x3b])]);
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const h = Buffer.alloc(8);
  h.writeUInt32BE(body.length + 8);
  h.write(type, 4, 'latin1');
  return Buffer.concat([h, body]);
}

const IDENTITY = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
const ROT90 = [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000];

export interface Mp4Options {
  width: number;
  height: number;
  durationMs: number;
  timescale?: number;
  /** Stored size is width x height, shown turned by 90 degrees (a phone's portrait clip stored landscape). */
  rotate90?: boolean;
  /** moov after mdat (as cameras write it) instead of before. */
  moovLast?: boolean;
  /** Bytes of (meaningless) media data in mdat. */
  mdatBytes?: number;
  /** QuickTime brand instead of MP4. */
  quicktime?: boolean;
}

/** A minimal valid ISO-BMFF file: ftyp, moov(mvhd, trak(tkhd, mdia(mdhd, hdlr))), mdat. */
export function mp4(o: Mp4Options): Buffer {
  const ts = o.timescale ?? 1000;
  const dur = Math.round((o.durationMs * ts) / 1000);
  const ftyp = o.quicktime
    ? box('ftyp', Buffer.from('qt  ', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('qt  ', 'latin1'))
    : box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(ts, 12);
  mvhd.writeUInt32BE(dur, 16);
  mvhd.writeUInt32BE(0x10000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x100, 24); // volume 1.0
  IDENTITY.forEach((v, i) => mvhd.writeInt32BE(v, 36 + i * 4));
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x000003, 0); // version 0, flags enabled|in movie
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(dur, 20);
  (o.rotate90 ? ROT90 : IDENTITY).forEach((v, i) => tkhd.writeInt32BE(v, 40 + i * 4));
  tkhd.writeUInt32BE(o.width * 0x10000, 76);
  tkhd.writeUInt32BE(o.height * 0x10000, 80);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(ts, 12);
  mdhd.writeUInt32BE(dur, 16);
  mdhd.writeUInt16BE(0x55c4, 20); // language 'und'
  const hdlr = Buffer.concat([Buffer.alloc(8), Buffer.from('vide', 'latin1'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'latin1')]);
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd), box('mdia', box('mdhd', mdhd), box('hdlr', hdlr))));
  const mdat = box('mdat', Buffer.alloc(o.mdatBytes ?? 64, 0x11));
  return Buffer.concat(o.moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

export function htmlPage(body = '<h1>Play now</h1><script>document.title = "a < b";</script>'): Buffer {
  return Buffer.from(`<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Playable</title><style>h1{color:red}</style></head>\n<body>${body}</body>\n</html>\n`);
}

/** Bytes that are no known format. */
export function garbage(n = 2048): Buffer {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = (i * 7919 + 13) % 251;
  return b;
}
