// MP4 / QuickTime (ISO-BMFF) reader for what classification needs: duration (moov/mvhd), the
// video track's display size (trak/tkhd width/height, turned by its rotation matrix). Top-level
// boxes are walked by offset (moov may sit after a large mdat); only moov is read into memory.
// The walk asks for each box header, but the reader it is given serves those from a read-ahead
// window (reader.ts: one blob-store read per 256 KiB of box table), and a file has at most
// MAX_TOP_BOXES top-level boxes: a playable movie has a handful (ftyp, moov, mdat, free, ...).
import { MediaError, readExactly, type ByteReader } from './reader.js';

export interface VideoInfo {
  width: number;
  height: number;
  durationMs: number;
  /** Exact duration as a fraction, so "over 15 s" is decided without rounding. */
  duration: number;
  timescale: number;
}

const MAX_MOOV_BYTES = 64 * 1024 * 1024;
export const MAX_TOP_BOXES = 1000;

interface Box {
  type: string;
  start: number; // payload start
  end: number; // box end
}

/** Children of a box held in memory. */
function children(buf: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  let off = start;
  while (off + 8 <= end) {
    let size = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    let hdr = 8;
    if (size === 1) {
      if (off + 16 > end) throw new MediaError(`corrupt video: box ${type} is cut short`);
      size = Number(buf.readBigUInt64BE(off + 8));
      hdr = 16;
    } else if (size === 0) size = end - off;
    if (size < hdr || off + size > end) throw new MediaError(`corrupt video: box ${type} runs past its parent`);
    out.push({ type, start: off + hdr, end: off + size });
    off += size;
  }
  return out;
}

const find = (boxes: Box[], type: string) => boxes.find((b) => b.type === type);

export async function mp4Info(read: ByteReader, size: number): Promise<VideoInfo> {
  let off = 0;
  let moov: { offset: number; size: number; hdr: number } | undefined;
  let count = 0;
  while (off < size) {
    if (++count > MAX_TOP_BOXES) throw new MediaError(`video: more than ${MAX_TOP_BOXES} top-level boxes (a playable MP4 has a handful; fragmented files are not supported)`);
    const h = await readExactly(read, off, Math.min(16, size - off) >= 8 ? Math.min(16, size - off) : 8, 'corrupt video');
    let boxSize = h.readUInt32BE(0);
    const type = h.toString('latin1', 4, 8);
    let hdr = 8;
    if (boxSize === 1) {
      if (h.length < 16) throw new MediaError(`corrupt video: box ${type} is cut short`);
      boxSize = Number(h.readBigUInt64BE(8));
      hdr = 16;
    } else if (boxSize === 0) boxSize = size - off;
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new MediaError(`corrupt video: unreadable box at byte ${off}`);
    if (boxSize < hdr) throw new MediaError(`corrupt video: box ${type} has an impossible size`);
    if (off + boxSize > size) throw new MediaError(`corrupt video: box ${type} runs past the end of the file (truncated?)`);
    if (type === 'moov') moov = { offset: off, size: boxSize, hdr };
    off += boxSize;
  }
  if (!moov) throw new MediaError('corrupt video: no movie header (moov box)');
  if (moov.size > MAX_MOOV_BYTES) throw new MediaError('video: the movie header is larger than 64 MB');
  const buf = await readExactly(read, moov.offset, moov.size, 'corrupt video');
  const top = children(buf, moov.hdr, buf.length);

  const mvhd = find(top, 'mvhd');
  if (!mvhd) throw new MediaError('corrupt video: no mvhd box');
  let { duration, timescale } = readTimes(buf, mvhd, 'mvhd');

  let video: { width: number; height: number; mdhd?: { duration: number; timescale: number } } | undefined;
  for (const trak of top.filter((b) => b.type === 'trak')) {
    const tb = children(buf, trak.start, trak.end);
    const tkhd = find(tb, 'tkhd');
    if (!tkhd) continue;
    const dims = readTkhd(buf, tkhd);
    const mdia = find(tb, 'mdia');
    const mb = mdia ? children(buf, mdia.start, mdia.end) : [];
    const hdlr = find(mb, 'hdlr');
    const handler = hdlr && hdlr.end - hdlr.start >= 12 ? buf.toString('latin1', hdlr.start + 8, hdlr.start + 12) : undefined;
    const isVideo = handler ? handler === 'vide' : dims.width > 0 && dims.height > 0;
    if (!isVideo) continue;
    const mdhd = find(mb, 'mdhd');
    video = { ...dims, mdhd: mdhd ? readTimes(buf, mdhd, 'mdhd') : undefined };
    break;
  }
  if (!video) throw new MediaError('video: no video track (audio only?)');
  if (video.width === 0 || video.height === 0) throw new MediaError('video: the video track has no width or height');
  if ((duration === 0 || timescale === 0) && video.mdhd && video.mdhd.timescale > 0) ({ duration, timescale } = video.mdhd);
  if (timescale === 0) throw new MediaError('corrupt video: time scale is zero');
  if (duration === 0) throw new MediaError('video: the duration is zero or unknown (fragmented MP4s are not supported)');
  return { width: video.width, height: video.height, duration, timescale, durationMs: Math.round((duration * 1000) / timescale) };
}

function readTimes(buf: Buffer, b: Box, what: string): { duration: number; timescale: number } {
  const version = buf[b.start];
  const need = version === 1 ? 32 : 20;
  if (b.end - b.start < need) throw new MediaError(`corrupt video: ${what} box is cut short`);
  if (version === 1) return { timescale: buf.readUInt32BE(b.start + 20), duration: Number(buf.readBigUInt64BE(b.start + 24)) };
  return { timescale: buf.readUInt32BE(b.start + 12), duration: buf.readUInt32BE(b.start + 16) };
}

/** Display size: tkhd's 16.16 width/height, swapped when the matrix turns the picture by 90 or 270 degrees. */
function readTkhd(buf: Buffer, b: Box): { width: number; height: number } {
  const version = buf[b.start];
  const matrixAt = b.start + (version === 1 ? 52 : 40);
  if (b.end < matrixAt + 44) throw new MediaError('corrupt video: tkhd box is cut short');
  const a = buf.readInt32BE(matrixAt);
  const bb = buf.readInt32BE(matrixAt + 4);
  const w = Math.round(buf.readUInt32BE(matrixAt + 36) / 65536);
  const h = Math.round(buf.readUInt32BE(matrixAt + 40) / 65536);
  const turned = a === 0 && bb !== 0;
  return turned ? { width: h, height: w } : { width: w, height: h };
}
