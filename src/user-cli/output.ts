// How the user CLI talks (clig.dev): results on stdout (tables for people, JSON with --json),
// everything else on stderr; colour and redrawn progress bars only on a terminal (never with
// NO_COLOR, TERM=dumb or CI set), plain lines otherwise so CI logs stay readable. Colour is
// decided per stream: `campaign-platform campaigns list > out.txt` run from a terminal colours
// its messages on stderr and writes plain text into the file.
import { CampaignPlatformError } from '../../sdk/src/index.js';

export interface Ui {
  json: boolean;
  /** stderr is a terminal that may be redrawn (progress bars). */
  live: boolean;
  /** Either stream takes colour (paint() adds it; out() and err() each remove it where their stream takes none). */
  color: boolean;
  out(text: string): void;
  err(text: string): void;
}

interface Stream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export function makeUi(
  o: { json?: boolean; progress?: boolean; color?: boolean },
  env: NodeJS.ProcessEnv = process.env,
  streams: { stdout: Stream; stderr: Stream } = { stdout: process.stdout, stderr: process.stderr },
): Ui {
  const ci = Boolean(env.CI) && env.CI !== 'false';
  const terminal = (s: Stream) => s.isTTY === true && env.TERM !== 'dumb' && !ci;
  // no-color.org: NO_COLOR present and not empty turns colour off, whatever else says
  const off = o.color === false || (env.NO_COLOR !== undefined && env.NO_COLOR !== '');
  const colorOn = (s: Stream) => !off && (env.FORCE_COLOR !== undefined ? env.FORCE_COLOR !== '0' : terminal(s));
  const write = (s: Stream, color: boolean) => (t: string) => {
    const text = color || !t.includes('\u001b') ? t : plain(t);
    s.write(text.endsWith('\n') ? text : `${text}\n`);
  };
  const outColor = colorOn(streams.stdout);
  const errColor = colorOn(streams.stderr);
  return {
    json: o.json === true,
    live: terminal(streams.stderr) && o.progress !== false,
    color: outColor || errColor,
    out: write(streams.stdout, outColor),
    err: write(streams.stderr, errColor),
  };
}

/** Text without its colour codes. */
export const plain = (t: string) => t.replace(/\u001b\[[0-9;]*m/g, '');

const codes = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], cyan: [36, 39] } as const;
export type Style = keyof typeof codes;
export function paint(ui: Ui, style: Style, text: string): string {
  if (!ui.color) return text;
  const [a, b] = codes[style];
  return `\u001b[${a}m${text}\u001b[${b}m`;
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v >= 100 ? 0 : 1)} ${units[i]}`;
}

export const count = (n: number) => n.toLocaleString('en-US');

/** A table for people: columns padded, a header, `(none)` for no rows. */
export function table(ui: Ui, rows: Record<string, unknown>[], columns: string[]): void {
  if (!rows.length) {
    ui.out('(none)');
    return;
  }
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  // widths of what shows: colour codes take no room
  const visible = (t: string) => t.replace(/\u001b\[[0-9;]*m/g, '').length;
  const width = columns.map((c) => Math.max(c.length, ...rows.map((r) => visible(cell(r[c])))));
  const pad = (v: string, w: number) => v + ' '.repeat(Math.max(0, w - visible(v)));
  const line = (vals: string[]) => vals.map((v, i) => (i === vals.length - 1 ? v : pad(v, width[i]!))).join('  ').trimEnd();
  ui.out([paint(ui, 'bold', line(columns.map((c) => c.toUpperCase()))), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n'));
}

/** A failure the CLI reports and exits on: the message, and what to do about it. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** What to tell a person about an error, and what to try next. */
export function explain(e: unknown): { message: string; hint?: string; exitCode: number; json: Record<string, unknown> } {
  if (e instanceof CliError) return { message: e.message, hint: e.hint, exitCode: e.exitCode, json: { error: e.message, ...(e.hint ? { hint: e.hint } : {}) } };
  if (e instanceof CampaignPlatformError) {
    let hint: string | undefined;
    if (e.code === 'missing_credentials') hint = 'pass the key as a flag, set it in the environment, or save it with `campaign-platform login`';
    else if (e.code === 'network_error') hint = 'is the server running and is --url right? (`campaign-platform start` runs one here)';
    else if (e.status === 401 || e.status === 403) hint = 'the key was refused: check --profile / the key flags, or run `campaign-platform login` again';
    else if (e.status === 429) hint = e.retryAfterSeconds ? `the server asks to wait ${e.retryAfterSeconds} s before trying again` : 'too many requests: try again later';
    else if (e.status >= 500) hint = `a server error; quote trace id ${e.traceId ?? '(none)'} when you report it`;
    return { message: e.message, hint, exitCode: 1, json: e.toJSON() };
  }
  if (e instanceof Error && e.name === 'AbortError') return { message: 'interrupted', exitCode: 130, json: { error: 'interrupted' } };
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'ENOENT' && err.path) return { message: `no such file: ${err.path}`, exitCode: 1, json: { error: `no such file: ${err.path}` } };
  return { message: e instanceof Error ? e.message : String(e), exitCode: 1, json: { error: e instanceof Error ? e.message : String(e) } };
}
