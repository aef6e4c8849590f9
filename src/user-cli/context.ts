// What every command of the user CLI gets: the settings (URL and keys from flags, environment,
// profile) and the output, and one place that turns a failure into a message, a hint saying what
// to do next, and a non-zero exit code.
import type { Command } from 'commander';
import { explain, makeUi, paint, type Ui } from './output.js';
import { resolveSettings, type GlobalFlags, type Settings } from './settings.js';

export interface Context {
  flags(): GlobalFlags;
  ui(): Ui;
  /** Runs a command's body with the settings, and reports its failure. */
  run(fn: (s: Settings, ui: Ui) => Promise<void | number>): Promise<void>;
}

export function makeContext(program: Command): Context {
  const flags = () => program.opts() as GlobalFlags;
  const ui = () => makeUi(flags());
  return {
    flags,
    ui,
    async run(fn) {
      const u = ui();
      try {
        const code = await fn(resolveSettings(flags()), u);
        if (typeof code === 'number' && code !== 0) process.exitCode = code;
      } catch (e) {
        const x = explain(e);
        if (u.json) process.stdout.write(JSON.stringify(x.json, null, 2) + '\n');
        process.stderr.write(`${paint(u, 'red', 'error:')} ${x.message}\n`);
        if (x.hint) process.stderr.write(`${paint(u, 'dim', 'hint:')} ${x.hint}\n`);
        process.exitCode = x.exitCode;
      }
    },
  };
}
