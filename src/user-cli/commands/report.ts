// campaign-platform report --from D --to D --columns a,b,c [--format csv|json] [--out FILE]
// Pages through the whole report (limit/offset) and writes it as it arrives: CSV with one header
// row, or a JSON array of rows. To a file, the file is written under a temporary name and renamed
// at the end, so an interrupted run never leaves half a report behind.
import fs from 'node:fs';
import type { Command } from 'commander';
import { CliError, count, type Ui } from '../output.js';
import { countProgress } from '../progress.js';
import { clientFor, need, type Settings } from '../settings.js';
import type { Context } from '../context.js';

interface ReportFlags {
  from: string;
  to: string;
  columns: string;
  format?: string;
  out?: string;
  param: string[];
  pageSize: string;
}

export function registerReport(program: Command, ctx: Context): void {
  program
    .command('report')
    .description('the advertiser report (report key), every page of it')
    .requiredOption('--from <day>', 'first day: YYYY-MM-DD, a Unix timestamp or now (within the last 45 days; a WEB account\'s key: 90)')
    .requiredOption('--to <day>', 'last day, inclusive')
    .requiredOption('--columns <list>', 'comma-separated columns, e.g. day,campaign,impressions,installs,cost (a WEB account: day,campaign,cost,chka_7d,roas_7d)')
    .option('--format <csv|json>', 'output format (default csv; json with --json)')
    .option('--out <file>', 'write to this file instead of standard output')
    .option('--param <key=value>', 'any other report parameter (filter_<col>, sort_<col>, having, not_zero, ...); repeatable', (v: string, all: string[]) => [...all, v], [] as string[])
    .option('--page-size <n>', 'rows per request', '10000')
    .addHelpText('after', '\nExample:\n  campaign-platform report --from 2026-11-01 --to now --columns day,campaign,installs,cost --out november.csv')
    .action((o: ReportFlags) => ctx.run((s, ui) => report(s, ui, o)));
}

async function report(s: Settings, ui: Ui, o: ReportFlags): Promise<void> {
  need(s, 'report_key');
  const format = o.format ?? (ui.json ? 'json' : 'csv');
  if (format !== 'csv' && format !== 'json') throw new CliError(`--format ${format} is not csv or json`, 'use --format csv or --format json', 2);
  const pageSize = Number(o.pageSize);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new CliError(`--page-size ${o.pageSize} is not a count`, 'give a whole number of rows, e.g. 10000', 2);
  const q: Record<string, string> = { start: o.from, end: o.to, columns: o.columns };
  for (const p of o.param) {
    const eq = p.indexOf('=');
    if (eq < 1) throw new CliError(`--param ${p} is not key=value`, 'e.g. --param filter_country=US', 2);
    q[p.slice(0, eq)] = p.slice(eq + 1);
  }
  const cp = clientFor(s);
  const tmp = o.out ? `${o.out}.${process.pid}.part` : undefined;
  const sink = tmp ? fs.createWriteStream(tmp) : process.stdout;
  const write = (text: string) => new Promise<void>((resolve, reject) => (sink.write(text, (e) => (e ? reject(e) : resolve()))));
  const bar = o.out ? countProgress(ui, 'report', undefined, 'rows') : { update() {}, stop() {} };
  let rows = 0;
  try {
    const { start, end, columns, ...rest } = q;
    const query = { start: start!, end: end!, columns: columns!, ...rest };
    if (format === 'csv') {
      let header = true;
      for await (const chunk of cp.reports.csv(query, { pageSize })) {
        if (!header) rows += chunk.split('\n').length - 1;
        header = false;
        await write(chunk);
        bar.update(rows);
      }
    } else {
      await write('[');
      for await (const row of cp.reports.rows(query, { pageSize })) {
        await write(`${rows ? ',' : ''}\n  ${JSON.stringify(row)}`);
        bar.update(++rows);
      }
      await write(rows ? '\n]\n' : ']\n');
    }
    bar.stop();
    if (tmp) {
      await new Promise<void>((resolve, reject) => (sink as fs.WriteStream).end((e?: Error | null) => (e ? reject(e) : resolve())));
      fs.renameSync(tmp, o.out!);
      ui.err(`wrote ${count(rows)} rows to ${o.out}`);
    }
  } catch (e) {
    bar.stop();
    if (tmp) {
      (sink as fs.WriteStream).destroy();
      fs.rmSync(tmp, { force: true });
    }
    throw e;
  } finally {
    cp.close();
  }
}
