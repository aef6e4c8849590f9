// campaign-platform suppression add|remove --package P --file ids.txt
// The file goes in bounded chunks (one request each, atomic on the server). After each confirmed
// chunk the offset reached is written to a state file, so a run cut off (Ctrl-C, a lost
// connection, a closed laptop) continues where the server last confirmed when the same command is
// run again. Adding and removing are set operations: a chunk sent twice changes nothing more.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_CHUNK_BYTES, type SuppressionTotals } from '../../../sdk/src/index.js';
import { bytes, CliError, count, paint, type Ui } from '../output.js';
import { idsProgress } from '../progress.js';
import { clientFor, need, stateDir, type Settings } from '../settings.js';
import type { Context } from '../context.js';

interface State {
  op: 'add' | 'remove';
  package: string;
  file: string;
  size: number;
  mtime_ms: number;
  url: string;
  /** File offset up to which every chunk was confirmed by the server. */
  confirmed: number;
  totals: Pick<SuppressionTotals, 'valid' | 'invalid' | 'ids' | 'chunks'>;
  updated_at: string;
}

/** One state file per (operation, server, key, app, file version). */
function stateFile(s: Settings, op: string, pkg: string, file: string, st: fs.Stats): string {
  const key = createHash('sha256').update(s.management_key ?? '').digest('hex').slice(0, 16);
  const id = createHash('sha256').update(JSON.stringify([op, s.url, key, pkg, file, st.size, st.mtimeMs])).digest('hex').slice(0, 32);
  return path.join(stateDir(), 'suppression', `${id}.json`);
}

function readState(file: string): State | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as State;
  } catch {
    return undefined;
  }
}

function writeState(file: string, st: State): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(st) + '\n', { mode: 0o600 });
  fs.renameSync(tmp, file);
}

export function registerSuppression(program: Command, ctx: Context): void {
  const sup = program.command('suppression').description('add advertising ids to an app\'s suppression list, or remove them (management key)');
  for (const op of ['add', 'remove'] as const) {
    sup
      .command(op)
      .description(op === 'add' ? 'add the ids of a file (one per line) to the list of app P' : 'remove the ids of a file (one per line) from the list of app P')
      .requiredOption('--package <name>', 'package name (Android) or bundle id (iOS) of the app')
      .requiredOption('--file <path>', 'the ids, one per line (IDFA / Android advertising id); - reads standard input')
      .option('--chunk-mb <n>', `size of one request in MiB (default ${DEFAULT_CHUNK_BYTES / 1024 / 1024})`)
      .option('--restart', 'ignore what an interrupted run already sent and send the whole file again')
      .addHelpText('after', `\nAn interrupted run continues where the server last confirmed when run again with the same arguments.\nExample:\n  campaign-platform suppression ${op} --package com.example.game --file ids.txt`)
      .action((o: { package: string; file: string; chunkMb?: string; restart?: boolean }) => ctx.run((s, ui) => run(op, s, ui, o)));
  }
}

async function run(op: 'add' | 'remove', s: Settings, ui: Ui, o: { package: string; file: string; chunkMb?: string; restart?: boolean }): Promise<void> {
  need(s, 'management_key');
  const chunkBytes = o.chunkMb === undefined ? DEFAULT_CHUNK_BYTES : Math.round(Number(o.chunkMb) * 1024 * 1024);
  if (!(chunkBytes >= 1024)) throw new CliError(`--chunk-mb ${o.chunkMb} is not a size`, 'give a number of MiB, e.g. --chunk-mb 64', 2);
  const cp = clientFor(s);
  const controller = new AbortController();
  const onSignal = () => controller.abort(new DOMException('interrupted', 'AbortError'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (o.file === '-') {
      const t = await cp.suppression[op](o.package, process.stdin, { chunkBytes, signal: controller.signal });
      return report(op, ui, o.package, t, 0);
    }
    const file = path.resolve(o.file);
    let st: fs.Stats;
    try {
      st = fs.statSync(file);
    } catch {
      throw new CliError(`cannot read ${o.file}`, 'give the path of a file with one advertising id per line', 2);
    }
    if (!st.isFile()) throw new CliError(`${o.file} is not a file`, 'give the path of a file with one advertising id per line', 2);
    const stFile = stateFile(s, op, o.package, file, st);
    let resume = o.restart ? undefined : readState(stFile);
    if (resume && (resume.size !== st.size || resume.confirmed > st.size)) resume = undefined;
    if (resume && resume.confirmed >= st.size) resume = undefined; // finished before: a new run
    if (resume) ui.err(paint(ui, 'yellow', `resuming: ${bytes(resume.confirmed)} of ${bytes(st.size)} (${count(resume.totals.ids)} ids in ${resume.totals.chunks} chunks) were confirmed by an earlier run; --restart sends everything again`));
    const bar = idsProgress(ui, `${op} ${path.basename(file)}`, st.size);
    const idsAtStart = resume?.totals.ids ?? 0;
    // totals of every confirmed chunk, this run's and the interrupted runs' (kept in the state file)
    const acc = { valid: 0, invalid: 0, ids: 0, chunks: 0, ...resume?.totals };
    const t = await cp.suppression[op](o.package, file, {
      chunkBytes,
      startAt: resume?.confirmed,
      resumeFrom: resume?.totals,
      signal: controller.signal,
      onProgress: (p) => bar.update(p.bytes, { ids: p.ids, valid: p.valid, idsAtStart }),
      onChunk: (c) => {
        acc.valid += c.valid;
        acc.invalid += c.invalid;
        acc.ids += c.ids;
        acc.chunks += 1;
        writeState(stFile, {
          op,
          package: o.package,
          file,
          size: st.size,
          mtime_ms: st.mtimeMs,
          url: s.url,
          confirmed: c.end,
          totals: { ...acc },
          updated_at: new Date().toISOString(),
        });
      },
    }).catch((e: unknown) => {
      bar.stop();
      const saved = readState(stFile);
      if (saved) {
        ui.err(`${bytes(saved.confirmed)} of ${bytes(st.size)} (${count(saved.totals.ids)} ids) were confirmed before it stopped; run the same command again to send the rest`);
      }
      throw e;
    });
    bar.stop();
    fs.rmSync(stFile, { force: true });
    report(op, ui, o.package, t, resume?.confirmed ?? 0);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cp.close();
  }
}

function report(op: string, ui: Ui, pkg: string, t: SuppressionTotals, resumedAt: number): void {
  if (ui.json) {
    ui.out(JSON.stringify({ operation: op, package_name: pkg, num_valid_ids: t.valid, num_invalid_ids: t.invalid, ids: t.ids, chunks: t.chunks, resumed_at_byte: resumedAt }, null, 2));
    return;
  }
  const verb = op === 'add' ? 'added to' : 'removed from';
  ui.out(`${paint(ui, 'green', '✓')} ${count(t.valid)} valid ids ${verb} the list of ${pkg}; ${count(t.invalid)} invalid lines ignored (${t.chunks} request${t.chunks === 1 ? '' : 's'}${resumedAt ? ', resumed' : ''})`);
  if (t.valid === 0 && t.invalid === 0) ui.err('the file held no ids');
  else if (t.invalid > 0) ui.err(paint(ui, 'yellow', `${count(t.invalid)} lines were not advertising ids (UUIDs) and were skipped`));
}
