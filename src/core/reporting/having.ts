// The `having` parameter: a numeric expression over metric names ("impressions > 0 AND cost > 0").
// It is parsed into a tree here, checked (only metric names, numbers, arithmetic, comparisons,
// AND/OR/NOT, parentheses), and compiled to SQL with every number a bound parameter: the text the
// client sent never reaches the database.
import { DomainError, invalid } from '../shared/errors.js';
import { isMetric, type Metric } from './columns.js';

export type HavingNode =
  | { k: 'num'; v: number }
  | { k: 'metric'; m: Metric }
  | { k: 'neg'; a: HavingNode }
  | { k: 'arith'; op: '+' | '-' | '*' | '/'; a: HavingNode; b: HavingNode }
  | { k: 'cmp'; op: '>' | '>=' | '<' | '<=' | '=' | '!='; a: HavingNode; b: HavingNode }
  | { k: 'and' | 'or'; a: HavingNode; b: HavingNode }
  | { k: 'not'; a: HavingNode };

const MAX_LENGTH = 1000;
const MAX_DEPTH = 32;
const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+)|([A-Za-z_][A-Za-z0-9_]*)|(>=|<=|!=|<>|==|[<>=+\-*/()]))/y;

type Tok = { t: 'num'; v: number } | { t: 'word'; v: string } | { t: 'op'; v: string };

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  TOKEN.lastIndex = 0;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(src);
    if (!m) throw bad(`unexpected character at position ${pos + 1}: "${src.slice(pos).trim().slice(0, 10)}"`);
    pos = TOKEN.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'num', v: Number(m[1]) });
    else if (m[2] !== undefined) out.push({ t: 'word', v: m[2] });
    else out.push({ t: 'op', v: m[3]! });
  }
  return out;
}

const bad = (why: string) => invalid('having', `must be a numeric expression over metric columns (e.g. "impressions > 0 AND cost > 0"): ${why}`);

export function parseHaving(src: string, known: (m: string) => boolean = isMetric): HavingNode {
  if (src.length > MAX_LENGTH) throw bad(`at most ${MAX_LENGTH} characters`);
  const toks = tokenize(src);
  let i = 0;
  let depth = 0;
  const peek = () => toks[i];
  const isWord = (w: string) => peek()?.t === 'word' && (peek()!.v as string).toUpperCase() === w;
  const isOp = (...ops: string[]) => peek()?.t === 'op' && ops.includes(peek()!.v as string);
  const enter = () => {
    if (++depth > MAX_DEPTH) throw bad('nested too deeply');
  };

  const orExpr = (): HavingNode => {
    let a = andExpr();
    while (isWord('OR')) (i++, (a = { k: 'or', a, b: andExpr() }));
    return a;
  };
  const andExpr = (): HavingNode => {
    let a = notExpr();
    while (isWord('AND')) (i++, (a = { k: 'and', a, b: notExpr() }));
    return a;
  };
  const notExpr = (): HavingNode => {
    if (isWord('NOT')) {
      i++;
      enter();
      const a = notExpr();
      depth--;
      return { k: 'not', a };
    }
    return cmp();
  };
  const cmp = (): HavingNode => {
    const a = sum();
    if (isOp('>', '>=', '<', '<=', '=', '==', '!=', '<>')) {
      const raw = toks[i++]!.v as string;
      const op = raw === '==' ? '=' : raw === '<>' ? '!=' : (raw as '>' | '>=' | '<' | '<=' | '=' | '!=');
      return { k: 'cmp', op, a, b: sum() };
    }
    return a;
  };
  const sum = (): HavingNode => {
    let a = term();
    while (isOp('+', '-')) {
      const op = toks[i++]!.v as '+' | '-';
      a = { k: 'arith', op, a, b: term() };
    }
    return a;
  };
  const term = (): HavingNode => {
    let a = factor();
    while (isOp('*', '/')) {
      const op = toks[i++]!.v as '*' | '/';
      a = { k: 'arith', op, a, b: factor() };
    }
    return a;
  };
  const factor = (): HavingNode => {
    const t = toks[i];
    if (!t) throw bad('it ends too early');
    if (t.t === 'num') {
      i++;
      return { k: 'num', v: t.v };
    }
    if (t.t === 'word') {
      if (!known(t.v.toLowerCase())) throw bad(`"${t.v}" is not a metric column`);
      i++;
      return { k: 'metric', m: t.v.toLowerCase() as Metric };
    }
    if (t.v === '(') {
      i++;
      enter();
      const e = orExpr();
      depth--;
      if (!isOp(')')) throw bad('a parenthesis is not closed');
      i++;
      return e;
    }
    if (t.v === '-') {
      i++;
      enter();
      const a = factor();
      depth--;
      return { k: 'neg', a };
    }
    throw bad(`unexpected "${t.v}"`);
  };

  if (toks.length === 0) throw bad('it is empty');
  const tree = orExpr();
  if (i < toks.length) throw bad(`unexpected "${String(toks[i]!.v)}"`);
  if (kind(tree) !== 'bool') throw bad('it must compare (>, >=, <, <=, =, !=)');
  if (!withinRange(tree)) throw outOfRange(src);
  return tree;
}

/**
 * How large (and, for divisors, how small but non-zero) an expression's value can get.
 * PostgreSQL refuses a double that overflows (an error mid-query) where SQLite goes on with
 * Infinity, so an expression that could overflow on some data is refused before it reaches either:
 * every metric is bounded (counts and money far below 1e18, non-zero values above 1e-18), constant
 * parts are folded, and each operation's range follows from its operands'.
 */
const MAX_MAGNITUDE = 1e300;
const METRIC_MAX = 1e18;
const METRIC_MIN = 1e-18;
const ULP = 2 ** -52;

const outOfRange = (src: string) =>
  new DomainError('validation_failed', `having: "${src.length > 120 ? `${src.slice(0, 120)}...` : src}" can go beyond the number range (every value must stay within -1e+300 .. 1e+300)`, {
    field: 'having',
    rule: 'numbers and arithmetic must stay within -1e+300 .. 1e+300',
  });

interface Range {
  max: number;
  /** Smallest non-zero magnitude (0: the value is the constant 0). */
  min: number;
}

function constant(n: HavingNode): number | undefined {
  switch (n.k) {
    case 'num': return n.v;
    case 'metric': return undefined;
    case 'neg': {
      const a = constant(n.a);
      return a === undefined ? undefined : -a;
    }
    case 'arith': {
      const a = constant(n.a);
      const b = constant(n.b);
      if (a === undefined || b === undefined) return undefined;
      if (n.op === '/') return b === 0 ? 0 : a / b; // NULLIF: no error, no value
      return n.op === '+' ? a + b : n.op === '-' ? a - b : a * b;
    }
    default: return undefined;
  }
}

/** Every sub-expression (where PostgreSQL would stop) stays within the range. */
function withinRange(n: HavingNode): boolean {
  if (!(range(n).max <= MAX_MAGNITUDE)) return false;
  switch (n.k) {
    case 'num': case 'metric': return true;
    case 'neg': case 'not': return withinRange(n.a);
    default: return withinRange(n.a) && withinRange(n.b);
  }
}

function range(n: HavingNode): Range {
  const c = constant(n);
  if (c !== undefined) return { max: Math.abs(c), min: Math.abs(c) };
  switch (n.k) {
    case 'metric': return { max: METRIC_MAX, min: METRIC_MIN };
    case 'neg': case 'not': return range(n.a);
    case 'arith': {
      const a = range(n.a);
      const b = range(n.b);
      if (n.op === '+' || n.op === '-') return { max: a.max + b.max, min: Math.min(a.min || METRIC_MIN, b.min || METRIC_MIN, METRIC_MIN) * ULP };
      if (n.op === '*') return { max: a.max * b.max, min: a.min * b.min };
      if (b.max === 0) return { max: 0, min: 0 }; // a division by the constant 0 is NULL
      return { max: a.max / b.min, min: a.min / b.max };
    }
    case 'cmp': case 'and': case 'or': return { max: Math.max(range(n.a).max, range(n.b).max), min: 0 };
    default: return { max: 0, min: 0 };
  }
}

/** Checks that booleans and numbers are used where each belongs. */
function kind(n: HavingNode): 'num' | 'bool' {
  switch (n.k) {
    case 'num':
    case 'metric':
      return 'num';
    case 'neg':
      if (kind(n.a) !== 'num') throw bad('"-" needs a number');
      return 'num';
    case 'arith':
      if (kind(n.a) !== 'num' || kind(n.b) !== 'num') throw bad(`"${n.op}" needs numbers on both sides`);
      return 'num';
    case 'cmp':
      if (kind(n.a) !== 'num' || kind(n.b) !== 'num') throw bad(`"${n.op}" compares numbers`);
      return 'bool';
    case 'and':
    case 'or':
      if (kind(n.a) !== 'bool' || kind(n.b) !== 'bool') throw bad(`${n.k.toUpperCase()} joins comparisons`);
      return 'bool';
    case 'not':
      if (kind(n.a) !== 'bool') throw bad('NOT needs a comparison');
      return 'bool';
  }
}

/** SQL text with `?` for each number (pushed to params, in order). */
export function havingSql(n: HavingNode, metric: (m: Metric) => string, params: unknown[]): string {
  switch (n.k) {
    case 'num':
      params.push(n.v);
      return 'CAST(? AS DOUBLE PRECISION)';
    case 'metric':
      return metric(n.m);
    case 'neg':
      return `(-${havingSql(n.a, metric, params)})`;
    case 'arith':
      return n.op === '/'
        ? `(${havingSql(n.a, metric, params)} * 1.0 / NULLIF(${havingSql(n.b, metric, params)}, 0))`
        : `(${havingSql(n.a, metric, params)} ${n.op} ${havingSql(n.b, metric, params)})`;
    case 'cmp':
      return `(${havingSql(n.a, metric, params)} ${n.op === '!=' ? '<>' : n.op} ${havingSql(n.b, metric, params)})`;
    case 'and':
    case 'or':
      return `(${havingSql(n.a, metric, params)} ${n.k.toUpperCase()} ${havingSql(n.b, metric, params)})`;
    case 'not':
      return `(NOT ${havingSql(n.a, metric, params)})`;
  }
}
