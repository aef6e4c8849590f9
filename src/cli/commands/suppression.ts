import type { Command } from 'commander';
import { parseAccountId, print, withContainer, type CliOutput } from '../context.js';

export function registerSuppressionCommands(program: Command, out: () => CliOutput): void {
  const sup = program.command('suppression').description('read suppression lists back (lists change through the HTTP API)');
  sup
    .command('count')
    .description('number of ids on the list of an account and app')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--package <name>', 'package name / bundle id')
    .action((o: { account: string; package: string }) =>
      withContainer(async (c) => {
        const accountId = parseAccountId(o.account);
        await c.accounts.getAccount(accountId);
        const count = await c.suppression.count(accountId, o.package);
        if (out().json) print(out(), { count });
        else process.stdout.write(`${count}\n`);
      }),
    );
  sup
    .command('check')
    .description('whether one advertising id is on the list of an account and app')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--package <name>', 'package name / bundle id')
    .requiredOption('--id <uuid>', 'advertising id')
    .action((o: { account: string; package: string; id: string }) =>
      withContainer(async (c) => {
        const accountId = parseAccountId(o.account);
        await c.accounts.getAccount(accountId);
        const onList = await c.suppression.contains(accountId, o.package, o.id);
        if (out().json) print(out(), { on_list: onList });
        else process.stdout.write(`${o.id.trim().toLowerCase()} is ${onList ? '' : 'not '}on the suppression list of ${o.package} (account ${accountId})\n`);
      }),
    );
}
