// Progress on stderr: cli-progress bars redrawn in place on a terminal; elsewhere (CI, a pipe, a
// file) a plain line at each tenth of the work and at least every 10 s, so logs show that it
// moves without filling up.
import cliProgress from 'cli-progress';
import { bytes, count, type Ui } from './output.js';

export interface Progress {
  update(done: number, payload?: Record<string, string | number>): void;
  stop(): void;
}

const BAR = { barCompleteChar: '█', barIncompleteChar: '░', hideCursor: true, barsize: 28, fps: 8, stream: process.stderr, clearOnComplete: false };

/** Plain-line reporting: at each 10 % step, and at least every `everyMs`. */
function plain(ui: Ui, total: number | undefined, line: (done: number, p: Record<string, string | number>) => string, everyMs = 10_000): Progress {
  let step = -1;
  let last = 0;
  let latest = { done: 0, p: {} as Record<string, string | number> };
  return {
    update(done, p = {}) {
      latest = { done, p };
      const s = total ? Math.floor((done / total) * 10) : -1;
      const now = Date.now();
      if ((total && s > step) || now - last >= everyMs) {
        step = Math.max(step, s);
        last = now;
        ui.err(line(done, p));
      }
    },
    stop() {
      if (total && step < 10 && latest.done >= total) ui.err(line(latest.done, latest.p));
    },
  };
}

/** Bytes of a file sent, with ids counted as they go (suppression). */
export function idsProgress(ui: Ui, label: string, totalBytes: number): Progress {
  if (ui.json && !ui.live) return { update() {}, stop() {} };
  if (!ui.live) {
    return plain(ui, totalBytes, (done, p) => `${label}: ${totalBytes ? Math.floor((done / totalBytes) * 100) : 100}% (${bytes(done)} of ${bytes(totalBytes)}, ${count(Number(p.ids ?? 0))} ids sent, ${count(Number(p.valid ?? 0))} valid confirmed)`);
  }
  const bar = new cliProgress.SingleBar({
    ...BAR,
    format: `${label} {bar} {percentage}% | {sent} / {size} | {idsText} ids | {rate} | ETA {eta_formatted}`,
  });
  const start = Date.now();
  bar.start(Math.max(1, totalBytes), 0, { sent: bytes(0), size: bytes(totalBytes), idsText: '0', rate: '' });
  return {
    update(done, p = {}) {
      const secs = (Date.now() - start) / 1000;
      const ids = Number(p.ids ?? 0);
      bar.update(done, { sent: bytes(done), size: bytes(totalBytes), idsText: count(ids), rate: secs > 0.5 ? `${count(Math.round((ids - Number(p.idsAtStart ?? 0)) / secs))} ids/s` : '' });
    },
    stop: () => bar.stop(),
  };
}

export interface FilesProgress {
  file(index: number, name: string, fileBytes: number, fileSize: number | undefined, totalBytes: number): void;
  fileDone(index: number, name: string, size: number): void;
  stop(): void;
}

/** Per-file and total progress of an upload. */
export function filesProgress(ui: Ui, files: number, totalSize: number): FilesProgress {
  if (ui.json && !ui.live) return { file() {}, fileDone() {}, stop() {} };
  if (!ui.live) {
    const total = plain(ui, totalSize, (done) => `upload: ${Math.floor((done / Math.max(1, totalSize)) * 100)}% (${bytes(done)} of ${bytes(totalSize)})`);
    return {
      file: (_i, _n, _fb, _fs, t) => total.update(t),
      fileDone: (i, name, size) => ui.err(`  sent ${name} (${bytes(size)}) [${i + 1}/${files}]`),
      stop: () => total.stop(),
    };
  }
  const multi = new cliProgress.MultiBar({ ...BAR, format: '{label} {bar} {percentage}% | {value_b} / {total_b}' });
  const all = multi.create(Math.max(1, totalSize), 0, { label: `total ${'0'.padStart(String(files).length)}/${files}`.padEnd(28), value_b: bytes(0), total_b: bytes(totalSize) });
  const current = multi.create(1, 0, { label: ''.padEnd(28), value_b: '', total_b: '' });
  let finished = 0;
  const short = (n: string) => (n.length > 28 ? `…${n.slice(-27)}` : n.padEnd(28));
  return {
    file(_i, name, fileBytes, fileSize, totalBytes) {
      current.setTotal(Math.max(1, fileSize ?? fileBytes));
      current.update(fileBytes, { label: short(name), value_b: bytes(fileBytes), total_b: bytes(fileSize ?? fileBytes) });
      all.update(totalBytes, { label: `total ${String(finished).padStart(String(files).length)}/${files}`.padEnd(28), value_b: bytes(totalBytes), total_b: bytes(totalSize) });
    },
    fileDone() {
      finished++;
      all.update({ label: `total ${String(finished).padStart(String(files).length)}/${files}`.padEnd(28) });
    },
    stop: () => multi.stop(),
  };
}

/** A count of things done (files processed, rows written). */
export function countProgress(ui: Ui, label: string, total: number | undefined, unit: string): Progress {
  if (ui.json && !ui.live) return { update() {}, stop() {} };
  if (!ui.live) return plain(ui, total, (done) => `${label}: ${count(done)}${total ? ` of ${count(total)}` : ''} ${unit}`);
  const bar = new cliProgress.SingleBar({ ...BAR, format: total ? `${label} {bar} {value}/{total} ${unit}` : `${label} {value} ${unit}` });
  bar.start(total ?? 0, 0);
  return { update: (d) => bar.update(d), stop: () => bar.stop() };
}
