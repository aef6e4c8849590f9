// Runs the HTML check (a full HTML5 parse of up to 10 MB) on one long-lived worker thread, so a
// large or hostile page never holds up the event loop that answers requests (the inline worker
// runs in the server process). The bytes are transferred, not copied. The thread starts on first
// use and is unref'd while idle; if it dies, pending checks reject (the job is retried) and the
// next check starts a new one.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { HtmlChecker } from '../../core/assets/media/html.js';

/** The worker's file: beside the bundle (dist/bundle/*.mjs) or beside this module (dist/src/...). */
function workerUrl(): URL {
  const bundled = new URL('./html-check-worker.mjs', import.meta.url);
  return fs.existsSync(bundled) ? bundled : new URL('./html-check-worker.js', import.meta.url);
}

export class ThreadedHtmlChecker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (e: string | undefined) => void; reject: (e: Error) => void }>();

  readonly check: HtmlChecker = (bytes) =>
    new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      const w = this.thread();
      w.ref();
      // a private copy we can transfer: the caller's buffer may be shared or pooled
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      w.postMessage({ id, bytes: copy.buffer }, [copy.buffer]);
    });

  private thread(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(workerUrl());
    w.on('message', (m: { id: number; error?: string }) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (this.pending.size === 0) w.unref();
      p?.resolve(m.error);
    });
    const die = (e: Error) => {
      if (this.worker === w) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    w.on('error', die);
    w.on('exit', (code) => die(new Error(`HTML check thread exited with code ${code}`)));
    this.worker = w;
    return w;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}
