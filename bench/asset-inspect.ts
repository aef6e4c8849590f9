// What one file costs a processing worker (issue 22, item 3): the inspection the worker runs
// (inspectBlob, media/inspect.ts) over a file in a real local blob store, for the probe's
// pathological MP4 (800 KB, 99,990 empty top-level boxes), against a same-run baseline: an ordinary
// MP4 of the same size (ftyp, moov, 800 KB of mdat). Prints each file's median time, the blob-store
// reads it took and the ratio to the baseline.
// Usage: npm run bench -- asset-inspect [--runs 5]
import fs from 'node:fs';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { inspectBlob } from '../src/core/assets/media/inspect.js';
import { LocalBlobStore } from '../src/infra/blobs/local-blob-store.js';
import { mp4 } from '../src/core/sandbox/sample-media.js';
import { emptyBoxMp4 } from '../test/helpers/pathological-media.js';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const RUNS = Number(arg('runs', '5'));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-inspect-'));
  try {
    const store = new LocalBlobStore(dir, false);
    let reads = 0;
    const counted = {
      ...store,
      size: (k: string) => store.size(k),
      read: (k: string, o: number, l: number) => {
        reads++;
        return store.read(k, o, l);
      },
    } as unknown as LocalBlobStore;
    const files: [string, Buffer][] = [
      ['ordinary MP4, 800 KB (baseline)', mp4({ width: 1280, height: 720, durationMs: 15_000, mdatBytes: 800_000 })],
      ['99,990 empty top-level boxes, 800 KB', emptyBoxMp4(99_990)],
    ];
    console.log(`asset-inspect bench, ${os.cpus().length} CPUs, load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} at the start, ${new Date().toISOString()}`);
    const results: { name: string; ms: number; reads: number; outcome: string }[] = [];
    for (const [name, bytes] of files) {
      const { key } = await store.put(Readable.from([bytes]));
      const times: number[] = [];
      let outcome = '';
      for (let r = 0; r < RUNS; r++) {
        reads = 0;
        const t0 = performance.now();
        const info = await inspectBlob(counted, key, { name: 'f.mp4', declaredContentType: null }, undefined, { timeMs: 3_600_000, maxReads: 10_000_000 });
        times.push(performance.now() - t0);
        outcome = info.ok ? 'ok' : info.error;
      }
      results.push({ name, ms: median(times), reads, outcome });
    }
    const base = results[0]!.ms;
    for (const r of results) console.log(`${r.name.padEnd(40)} median ${r.ms.toFixed(1).padStart(9)} ms  ${String(r.reads).padStart(6)} reads  x${(r.ms / base).toFixed(1).padStart(7)}  ${r.outcome}`);
    console.log(`load average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
