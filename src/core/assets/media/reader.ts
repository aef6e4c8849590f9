/** Random access to a stored file: up to length bytes at offset (fewer at the end). */
export type ByteReader = (offset: number, length: number) => Promise<Buffer>;

/** A media file that cannot be what it claims; the message is the asset's error reason. */
export class MediaError extends Error {}

export async function readExactly(read: ByteReader, offset: number, length: number, what: string): Promise<Buffer> {
  const b = await read(offset, length);
  if (b.length < length) throw new MediaError(`${what}: the file ends early (truncated?)`);
  return b;
}
