// `campaignctl sandbox ...`: the /_sandbox operations on a RUNNING server's state (its clock,
// limits, journal and faults live in that server's memory), over HTTP. The server is found at
// --url, else PUBLIC_URL (HOST:PORT) from the environment; the token is SANDBOX_TOKEN, else the
// one the server keeps in DATA_DIR/sandbox-token.
import fs from 'node:fs';
import type { Command } from 'commander';
import { sandboxTokenFile } from '../../root/sandbox-token.js';
import { fixtureFormatOf, parseFixture } from '../../core/sandbox/fixture-document.js';
import { fail, loadCliConfig, print, type CliOutput } from '../context.js';

interface Target {
  url: string;
  token: string;
}

function target(opts: { url?: string }): Target {
  // These commands only talk HTTP to the running server: no database is opened, so none is named.
  const config = loadCliConfig({ quiet: true });
  const url = (opts.url ?? config.publicUrl).replace(/\/+$/, '');
  let token = config.sandbox.token;
  if (!token) {
    try {
      token = fs.readFileSync(sandboxTokenFile(config.dataDir), 'utf8').trim();
    } catch {
      fail(`no sandbox token: set SANDBOX_TOKEN, or run this where the server keeps ${sandboxTokenFile(config.dataDir)} (--data-dir)`);
    }
  }
  return { url, token };
}

async function call(t: Target, method: string, path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${t.url}/_sandbox${path}`, {
      method,
      headers: { authorization: `Bearer ${t.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    fail(`cannot reach the server at ${t.url} (${(e as Error).message}); is it running with SANDBOX=true? (--url)`);
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  // the sandbox's own 404s name what is missing (an unknown snapshot); a server without the sandbox
  // has no such endpoint at all
  if (res.status === 404 && /^no endpoint /.test(String((parsed as { message?: string })?.message ?? ''))) fail(`${t.url} has no /_sandbox: start the server with SANDBOX=true`);
  if (!res.ok) {
    const e = parsed as { message?: string; field?: string };
    fail(`${res.status}: ${e.message ?? text}`);
  }
  return parsed;
}

function show(out: CliOutput, v: unknown): void {
  // --json prints the server's answer as it is (nested objects stay objects); people get flat rows
  if (out.json) {
    process.stdout.write(JSON.stringify(v, null, 2) + '\n');
    return;
  }
  if (Array.isArray(v)) print(out, v.map((x) => flatten(x as Record<string, unknown>)));
  else print(out, v as Record<string, unknown>);
}

function flatten(x: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]));
}

export function registerSandboxCommands(program: Command, out: () => CliOutput): void {
  const sb = program.command('sandbox').description('sandbox controls of a running server started with SANDBOX=true (over HTTP)').option('--url <url>', 'the server (default PUBLIC_URL)');
  const t = () => target(sb.opts() as { url?: string });

  sb.command('reset')
    .description('delete everything (or one account with --account)')
    .option('--account <id>', 'only this account')
    .action(async (o: { account?: string }) => show(out(), await call(t(), 'POST', '/reset', o.account ? { account_id: o.account } : {})));

  sb.command('clock')
    .description('show the platform clock; +SECONDS moves it forward, an ISO date-time moves it there')
    .argument('[to]', '+SECONDS or an ISO-8601 date-time')
    .action(async (to?: string) => {
      if (to === undefined) return show(out(), await call(t(), 'GET', '/clock'));
      const m = /^\+(\d+(\.\d+)?)$/.exec(to.trim());
      return show(out(), await call(t(), 'POST', '/clock', m ? { advance_seconds: Number(m[1]) } : { now: to.trim() }));
    });

  sb.command('seed')
    .description('load a fixture document (JSON, or YAML for .yaml/.yml files; docs/sandbox.md); idempotent')
    .argument('<file>')
    .action(async (file: string) => {
      let doc: unknown;
      try {
        doc = parseFixture(fs.readFileSync(file, 'utf8'), fixtureFormatOf(file), file);
      } catch (e) {
        // (a parse error names the file already)
        fail((e as Error).message.startsWith(`${file}: `) ? (e as Error).message : `${file}: ${(e as Error).message}`);
      }
      const r = (await call(t(), 'POST', '/seed', doc)) as { created: Record<string, number>; existing: Record<string, number>; accounts: Record<string, unknown>[] };
      if (out().json) return show(out(), r);
      show(out(), r.accounts);
      process.stdout.write(`created ${JSON.stringify(r.created)}, already there ${JSON.stringify(r.existing)}\n`);
    });

  sb.command('delivery')
    .description('script exact report figures: post the rows of FILE (JSON, or YAML for .yaml/.yml: a list, or {"rows": [...]}, as POST /_sandbox/delivery takes; docs/sandbox.md); or --delete a campaign\'s scripted day')
    .option('--file <path>', 'the rows to script (all are written or none)')
    .option('--delete', "remove the scripted figures of --campaign on --day (one --country, or all)")
    .option('--campaign <id>', "with --delete: the campaign's 32-hex hashed id")
    .option('--day <day>', 'with --delete: YYYY-MM-DD, today or today-N')
    .option('--country <cc>', 'with --delete: only this country')
    .action(async (o: { file?: string; delete?: boolean; campaign?: string; day?: string; country?: string }) => {
      if (o.delete) {
        if (o.file !== undefined) fail('give --file (script rows) or --delete (remove a scripted day), not both');
        if (!o.campaign || !o.day) fail('--delete needs --campaign ID and --day DAY');
        const q = new URLSearchParams({ campaign_id: o.campaign, day: o.day, ...(o.country ? { country: o.country } : {}) });
        return show(out(), await call(t(), 'DELETE', `/delivery?${q}`));
      }
      if (o.file === undefined) fail('give --file ROWS.json to script rows, or --delete --campaign ID --day DAY');
      if (o.campaign !== undefined || o.day !== undefined || o.country !== undefined) fail('--campaign, --day and --country go with --delete (the rows of --file name their own)');
      let doc: unknown;
      try {
        doc = parseFixture(fs.readFileSync(o.file, 'utf8'), fixtureFormatOf(o.file), o.file);
      } catch (e) {
        fail((e as Error).message.startsWith(`${o.file}: `) ? (e as Error).message : `${o.file}: ${(e as Error).message}`);
      }
      // a bare list is the rows; an object is sent as it is (the server names what is wrong with it)
      show(out(), await call(t(), 'POST', '/delivery', Array.isArray(doc) ? { rows: doc } : doc));
    });

  sb.command('snapshot')
    .description('save the whole state under NAME (no NAME: list the snapshots)')
    .argument('[name]')
    .action(async (name?: string) => show(out(), name ? await call(t(), 'POST', '/snapshots', { name }) : await call(t(), 'GET', '/snapshots')));

  sb.command('restore')
    .description('put the platform back as it was at snapshot NAME')
    .argument('<name>')
    .action(async (name: string) => show(out(), await call(t(), 'POST', `/snapshots/${encodeURIComponent(name)}/restore`)));

  sb.command('limits-reset')
    .description('lift request and error blocks (of one account with --account)')
    .option('--account <id>', 'only this account')
    .action(async (o: { account?: string }) => show(out(), await call(t(), 'POST', '/limits/reset', o.account ? { account_id: o.account } : {})));

  const faults = sb.command('faults').description('fault rules: list (default), add JSON, clear');
  faults.command('list', { isDefault: true }).description('the fault rules').action(async () => show(out(), await call(t(), 'GET', '/faults')));
  faults.command('add').argument('<rule>', 'the rule as JSON, e.g. \'{"path":"/manage/v1/","status":503,"times":1}\'').description('add a fault rule').action(async (rule: string) => {
    let body: unknown;
    try {
      body = JSON.parse(rule);
    } catch {
      fail('the rule must be JSON');
    }
    show(out(), await call(t(), 'POST', '/faults', body));
  });
  faults.command('clear').description('remove every fault rule').action(async () => show(out(), await call(t(), 'DELETE', '/faults')));

  sb.command('requests')
    .description('the request journal, most recent first')
    .option('--method <m>').option('--path <prefix>').option('--status <code>').option('--account <id>').option('--limit <n>', 'at most this many (default 20)')
    .action(async (o: { method?: string; path?: string; status?: string; account?: string; limit?: string }) => {
      const q = new URLSearchParams();
      if (o.method) q.set('method', o.method);
      if (o.path) q.set('path', o.path);
      if (o.status) q.set('status', o.status);
      if (o.account) q.set('account_id', o.account);
      q.set('limit', o.limit ?? '20');
      const rows = (await call(t(), 'GET', `/requests?${q}`)) as Record<string, unknown>[];
      if (out().json) return show(out(), rows);
      show(out(), rows.map((r) => ({ at: r.at, method: r.method, path: r.path, status: r.status, ms: r.duration_ms, account: r.account_id ?? '', trace_id: r.trace_id })));
    });
}
