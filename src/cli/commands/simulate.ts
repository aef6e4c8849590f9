import type { Command } from 'commander';
import { print, withContainer, type CliOutput } from '../context.js';

export function registerSimulateCommand(program: Command, out: () => CliOutput): void {
  program
    .command('simulate')
    .description('backfill simulated delivery: re-simulate whole UTC days with the current settings, replacing what they had (hours not ended yet are left out)')
    .requiredOption('--from <date>', 'first day, YYYY-MM-DD')
    .requiredOption('--to <date>', 'last day, YYYY-MM-DD (inclusive)')
    .action((o: { from: string; to: string }) =>
      withContainer(async (c) => {
        const r = await c.delivery.backfill(o.from, o.to);
        print(out(), { from: o.from, to: o.to, hours: r.hours, rows: r.rows });
      }),
    );
}
