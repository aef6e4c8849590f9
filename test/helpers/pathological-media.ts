// Files made to cost a worker as much as possible (issue 22, item 3), for tests and benches.

/** An MP4 of `boxes` top-level boxes: an ftyp, then empty 8-byte `free` boxes (the probe's file). */
export function emptyBoxMp4(boxes: number): Buffer {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isom', 16, 'latin1');
  const free = Buffer.alloc(8 * (boxes - 1));
  for (let i = 0; i < boxes - 1; i++) {
    free.writeUInt32BE(8, i * 8);
    free.write('free', i * 8 + 4, 'latin1');
  }
  return Buffer.concat([ftyp, free]);
}
