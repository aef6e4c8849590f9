// What every command of the user CLI gets: the settings (URL and keys from flags, environment,
// profile) and the output, and one place that turns a failure into a message, a hint saying what
// to do next, and a non-zero exit code.
import type { Command } from 'commander';
import { explain, makeUi, paint, type Ui } from './output.js';
import { resolveSettings, type GlobalFlags, type Settings } from './settings.js';

export interface Context {
  flags(): GlobalFlags;
  ui(): Ui;
  /**
   * Runs a command's body with the settings, and reports its failure. `newProfile`: the command
   * creates the profile it names (login), so a --profile that does not exist yet is not an error.
   */
  run(fn: (s: Settings, ui: Ui) => Promise<void | number>, opts?: { newProfile?: boolean }): Promise<void>;
}

export function makeContext(program: Command): Context {
  const flags = () => program.opts() as GlobalFlags;
  const ui = () => makeUi(flags());
  return {
    flags,
    ui,
    async run(fn, opts) {
      const u = ui();
      try {
        const code = await fn(resolveSettings(flags(), process.env, opts), u);
        if (typeof code === 'number' && code !== 0) process.exitCode = code;
      } catch (e) {
        const x = explain(e);
        if (u.json) process.stdout.write(JSON.stringify(x.json, null, 2) + '\n');
        u.err(`${paint(u, 'red', 'error:')} ${x.message}`);
        if (x.hint) u.err(`${paint(u, 'dim', 'hint:')} ${x.hint}`);
        process.exitCode = x.exitCode;
      }
    },
  };
}
