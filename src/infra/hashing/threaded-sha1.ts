// SHA-1 sessions computed on one long-lived worker thread, so hashing an upload overlaps with
// parsing it on the main thread. Chunks are copied into 1 MiB batches whose buffers are
// transferred (not cloned) to the thread. The thread is started on first use and unref'd while
// idle; if it dies, pending digests reject and the next session starts a new one.
import { Worker } from 'node:worker_threads';
import type { Sha1Factory, Sha1Session } from '../../core/assets/hashing.js';

const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const sessions = new Map();
parentPort.on('message', (m) => {
  if (m.op === 'data') {
    let h = sessions.get(m.id);
    if (!h) sessions.set(m.id, (h = createHash('sha1')));
    h.update(new Uint8Array(m.buf, 0, m.len));
    // hand the batch buffer back for reuse: no allocation (and no garbage) per megabyte
    parentPort.postMessage({ id: m.id, ack: true, buf: m.buf }, [m.buf]);
  } else if (m.op === 'end') {
    const h = sessions.get(m.id) || createHash('sha1');
    sessions.delete(m.id);
    parentPort.postMessage({ id: m.id, hex: h.digest('hex') });
  } else if (m.op === 'abort') sessions.delete(m.id);
});
`;

const BATCH = 1024 * 1024;
const MAX_IN_FLIGHT = 4;
const MAX_SPARE = 32;

export class ThreadedSha1 {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (hex: string) => void; reject: (e: Error) => void }>();
  private open = 0;
  /** Per session: called when the thread has hashed one batch. */
  private readonly acks = new Map<number, () => void>();
  /** Batch buffers returned by the thread, reused by the next batches. */
  private readonly spare: ArrayBuffer[] = [];

  private thread(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(SOURCE, { eval: true });
    w.on('message', (m: { id: number; hex?: string; ack?: boolean; buf?: ArrayBuffer }) => {
      if (m.ack) {
        if (m.buf && this.spare.length < MAX_SPARE) this.spare.push(m.buf);
        this.acks.get(m.id)?.();
        return;
      }
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      p?.resolve(m.hex!);
    });
    const die = (e: Error) => {
      if (this.worker === w) this.worker = undefined;
      for (const a of [...this.acks.values()]) a(); // release uploads waiting on backpressure
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    w.on('error', die);
    w.on('exit', (code) => die(new Error(`hashing thread exited (${code})`)));
    w.unref();
    this.worker = w;
    return w;
  }

  private hold(): void {
    if (this.open++ === 0) this.worker?.ref();
  }
  private release(): void {
    if (--this.open === 0) this.worker?.unref();
  }

  readonly factory: Sha1Factory = () => this.session();

  session(): Sha1Session {
    const w = this.thread();
    const id = this.nextId++;
    const fresh = () => this.spare.pop() ?? new ArrayBuffer(BATCH);
    let buf = fresh();
    let view = new Uint8Array(buf);
    let len = 0;
    let done = false;
    // Backpressure: at most MAX_IN_FLIGHT batches queued on the thread, so a slow thread slows the
    // upload instead of growing memory.
    let inFlight = 0;
    let waiter: (() => void) | undefined;
    this.acks.set(id, () => {
      inFlight--;
      const w0 = waiter;
      waiter = undefined;
      w0?.();
    });
    this.hold();
    const send = () => {
      if (len === 0) return;
      inFlight++;
      w.postMessage({ op: 'data', id, buf, len }, [buf]);
      buf = fresh();
      view = new Uint8Array(buf);
      len = 0;
    };
    const finish = () => {
      if (done) return false;
      done = true;
      this.acks.delete(id);
      waiter?.();
      this.release();
      return true;
    };
    return {
      update: (chunk) => {
        let off = 0;
        while (off < chunk.byteLength) {
          const n = Math.min(BATCH - len, chunk.byteLength - off);
          view.set(chunk.subarray(off, off + n), len);
          len += n;
          off += n;
          if (len === BATCH) send();
        }
        if (inFlight < MAX_IN_FLIGHT || done) return undefined;
        return new Promise<void>((resolve) => (waiter = resolve));
      },
      digest: () => {
        send();
        const result = new Promise<string>((resolve, reject) => this.pending.set(id, { resolve, reject }));
        w.postMessage({ op: 'end', id });
        return result.finally(finish);
      },
      abort: () => {
        if (finish()) w.postMessage({ op: 'abort', id });
      },
    };
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}
