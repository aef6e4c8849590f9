// Image dimensions from the headers (no pixel decoding), plus structural checks that catch
// truncated or damaged files: PNG chunks walked to IEND with the IHDR CRC checked, JPEG markers
// walked to the frame header and an end-of-image marker required, GIF trailer required.
import { crc32 } from 'node:zlib';
import { MediaError, readExactly, type ByteReader } from './reader.js';

export interface Dimensions {
  width: number;
  height: number;
}

/** Bounds on a header walk (issue 22, item 3): far above any real image, far below a hostile one's cost. */
const MAX_PNG_CHUNKS = 100_000;
const MAX_JPEG_MARKERS = 100_000;

const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function pngDimensions(read: ByteReader, size: number): Promise<Dimensions> {
  const head = await readExactly(read, 0, 33, 'PNG');
  if (!head.subarray(0, 8).equals(PNG_SIG)) throw new MediaError('corrupt PNG: bad signature');
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') throw new MediaError('corrupt PNG: the first chunk is not IHDR');
  if ((crc32(head.subarray(12, 29)) >>> 0) !== head.readUInt32BE(29)) throw new MediaError('corrupt PNG: IHDR checksum mismatch');
  const width = head.readUInt32BE(16);
  const height = head.readUInt32BE(20);
  let off = 33;
  let chunks = 0;
  for (;;) {
    if (off + 12 > size) throw new MediaError('corrupt PNG: no IEND chunk (truncated?)');
    const h = await readExactly(read, off, 8, 'PNG');
    const len = h.readUInt32BE(0);
    const type = h.toString('latin1', 4, 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new MediaError(`corrupt PNG: bad chunk type at byte ${off}`);
    if (off + 12 + len > size) throw new MediaError(`corrupt PNG: chunk ${type} runs past the end of the file (truncated?)`);
    if (type === 'IEND') break;
    off += 12 + len;
    if (++chunks > MAX_PNG_CHUNKS) throw new MediaError(`PNG: more than ${MAX_PNG_CHUNKS} chunks (refused: too complex)`);
  }
  if (width === 0 || height === 0) throw new MediaError('corrupt PNG: zero width or height');
  return { width, height };
}

// Start-of-frame markers carry the dimensions (C4 DHT, C8 JPG, CC DAC are not frames).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export async function jpegDimensions(read: ByteReader, size: number): Promise<Dimensions> {
  const soi = await readExactly(read, 0, 2, 'JPEG');
  if (soi[0] !== 0xff || soi[1] !== 0xd8) throw new MediaError('corrupt JPEG: no start-of-image marker');
  let off = 2;
  let dims: Dimensions | undefined;
  let markers = 0;
  while (!dims) {
    if (++markers > MAX_JPEG_MARKERS) throw new MediaError(`JPEG: more than ${MAX_JPEG_MARKERS} markers before the frame header (refused: too complex)`);
    const m = await readExactly(read, off, 4, 'corrupt JPEG: no frame header');
    if (m[0] !== 0xff) throw new MediaError(`corrupt JPEG: expected a marker at byte ${off}`);
    const marker = m[1]!;
    if (marker === 0xff) {
      off += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      off += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) throw new MediaError('corrupt JPEG: image data before any frame header');
    const len = m.readUInt16BE(2);
    if (len < 2 || off + 2 + len > size) throw new MediaError('corrupt JPEG: a segment runs past the end of the file (truncated?)');
    if (SOF.has(marker)) {
      const f = await readExactly(read, off + 4, 5, 'JPEG');
      dims = { height: f.readUInt16BE(1), width: f.readUInt16BE(3) };
    }
    off += 2 + len;
  }
  // A complete JPEG ends with EOI (FF D9); allow a little trailing padding some encoders add.
  const tailLen = Math.min(size, 1024);
  const tail = await read(size - tailLen, tailLen);
  let eoi = false;
  for (let i = tail.length - 2; i >= 0; i--) {
    if (tail[i] === 0xff && tail[i + 1] === 0xd9) {
      eoi = true;
      break;
    }
  }
  if (!eoi) throw new MediaError('corrupt JPEG: no end-of-image marker (truncated?)');
  if (dims.width === 0 || dims.height === 0) throw new MediaError('corrupt JPEG: zero width or height');
  return dims;
}

export async function gifDimensions(read: ByteReader, size: number): Promise<Dimensions> {
  const h = await readExactly(read, 0, 10, 'GIF');
  const sig = h.toString('latin1', 0, 6);
  if (sig !== 'GIF87a' && sig !== 'GIF89a') throw new MediaError('corrupt GIF: bad signature');
  const width = h.readUInt16LE(6);
  const height = h.readUInt16LE(8);
  const tailLen = Math.min(size, 16);
  const tail = await read(size - tailLen, tailLen);
  if (!tail.includes(0x3b)) throw new MediaError('corrupt GIF: no trailer (truncated?)');
  if (width === 0 || height === 0) throw new MediaError('corrupt GIF: zero width or height');
  return { width, height };
}
