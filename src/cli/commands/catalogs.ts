import type { Command } from 'commander';
import { parseAccountId, print, withContainer, type CliOutput } from '../context.js';

const collect = (v: string, prev: string[]) => [...prev, v];

/**
 * A WEB account's catalogs (addendum 6 section 4): on the real service they come from the Pixel, a
 * feed or Shopify, never from /manage/v1, so an operator declares them here (or in a fixture).
 */
export function registerCatalogCommands(program: Command, out: () => CliOutput): void {
  const catalogs = program.command('catalogs').description("a WEB account's product catalogs (what GET /manage/v1/campaign/catalog_info lists)");
  catalogs
    .command('add')
    .description('declare a catalog with its variant sets (WEB accounts only)')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--id <id>', 'catalog id (numeric for a DOA catalog)')
    .requiredOption('--name <name>', 'catalog name')
    .option('--type <type>', 'DPA (products) or DOA (offers)')
    .option('--variant-set <id=name>', 'a variant set, as id=name; repeat for more', collect, [] as string[])
    .action((o: { account: string; id: string; name: string; type?: string; variantSet: string[] }) =>
      withContainer(async (c) => {
        const variant_sets = o.variantSet.map((v) => {
          const i = v.indexOf('=');
          if (i <= 0) throw new Error(`--variant-set must be id=name (got "${v}")`);
          return { id: v.slice(0, i), name: v.slice(i + 1) };
        });
        const [made] = await c.catalogs.declare(parseAccountId(o.account), [{ id: o.id, name: o.name, type: o.type, variant_sets }], 'catalog');
        print(out(), { account_id: o.account, id: made!.id, name: made!.name, type: made!.type ?? '', variant_sets: made!.variantSets.map((v) => ({ id: v.id, name: v.name })) });
      }),
    );
  catalogs
    .command('list')
    .description("the account's catalogs")
    .requiredOption('--account <id>', 'account id')
    .action((o: { account: string }) =>
      withContainer(async (c) => {
        const list = await c.catalogs.list(parseAccountId(o.account));
        print(out(), list.map((k) => ({ id: k.id, name: k.name, type: k.type ?? '', variant_sets: k.variantSets.map((v) => `${v.id}=${v.name}`).join(', ') })));
      }),
    );
}
