// Helpers for tests that upload assets and wait for the worker to settle them.
import { Readable } from 'node:stream';
import type { Asset } from '../../src/core/assets/model.js';
import type { Container } from '../../src/root/container.js';

/** Polls until the asset has settled (ready or error). Bounded: fails after timeoutMs. */
export async function waitSettled(c: Container, accountId: number, id: number, timeoutMs = 15000): Promise<Asset> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const a = await c.assets.get(accountId, id);
    if (a.processing !== 'processing') return a;
    if (Date.now() > until) throw new Error(`asset ${id} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A stream of these bytes in small chunks, as an upload arrives. */
export function streamOf(bytes: Buffer, chunk = 1000): Readable {
  return Readable.from((function* () {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  })());
}
