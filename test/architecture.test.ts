// The layout as a test: imports point down (root -> surfaces -> http -> storage/infra/config -> core),
// the core touches no HTTP, SQL or files, and no module imports itself through others (type-only
// imports included: a circle of types is still a circle for a reader). docs/architecture.md says
// the same in words.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
/** The SDK is its own package; it keeps the same rule against circles. */
const SDK_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sdk/src');

/** The composition root and the entry points: they assemble everything, so they sit on top. */
const ENTRY = [/^root\//, /^cli\//, /^user-cli\//, /^openapi\/write\.ts$/];
// config is read once and handed down: storage and infra may take its types; http is the plumbing
// every surface stands on (hooks, logging, idempotency, error mapping, the Container type)
const RANK: Record<string, number> = { core: 0, config: 0.5, storage: 1, infra: 1, http: 2, surfaces: 3, openapi: 3 };
/** Surfaces built over the API surfaces (they speak those APIs' languages) may use their modules. */
const OVER_OTHER_SURFACES = new Set(['console', 'sandbox']);
/** What the core must never import: it knows nothing of HTTP, SQL or files. */
const CORE_FORBIDDEN = /^(fastify|@fastify\/|pg|pg-copy-streams|better-sqlite3|@aws-sdk\/|undici|node:(fs|fs\/promises|http|https|net|dns|child_process))$/;

function sourceFiles(dir: string, root = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p, root) : e.name.endsWith('.ts') ? [path.relative(root, p).split(path.sep).join('/')] : [];
  });
}

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function importsOf(file: string, root = ROOT): { local: string[]; packages: string[] } {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const local: string[] = [];
  const packages: string[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (spec.startsWith('.')) local.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts'));
    else packages.push(spec);
  }
  return { local, packages };
}

function rankOf(file: string): number {
  if (ENTRY.some((r) => r.test(file))) return 4;
  const rank = RANK[file.split('/')[0]!];
  assert.ok(rank !== undefined, `${file}: a top-level folder the layering rules do not know; add it to test/architecture.test.ts`);
  return rank;
}

const files = sourceFiles(ROOT);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** The import circles of a file graph (Tarjan's strongly connected components of more than one file). */
function circlesOf(graph: Map<string, { local: string[] }>): string[][] {
  const files = [...graph.keys()];
  // Tarjan's strongly connected components over the file graph
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.local ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) circles.push(scc.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return circles;
}

describe('architecture', () => {
  it('reads the whole source tree (the rules below cannot pass on nothing)', () => {
    assert.ok(files.length > 100, `found only ${files.length} files under ${ROOT}`);
    assert.ok(graph.get('root/container.ts')!.local.length > 10);
  });

  it('every relative import names a file that exists', () => {
    const missing = [...graph].flatMap(([f, { local }]) => local.filter((t) => !fs.existsSync(path.join(ROOT, t))).map((t) => `${f} -> ${t}`));
    assert.deepEqual(missing, []);
  });

  it('imports point down: root and entry points -> surfaces -> http -> storage/infra -> config -> core', () => {
    const wrong: string[] = [];
    for (const [from, { local }] of graph) {
      for (const to of local) {
        if (to.startsWith('../')) {
          // outside src/: only the user CLI, and only the SDK package it is built on
          if (!(from.startsWith('user-cli/') && to.startsWith('../sdk/'))) wrong.push(`${from} -> ${to}`);
          continue;
        }
        const [a, b] = [rankOf(from), rankOf(to)];
        const [topA, topB] = [from.split('/')[0], to.split('/')[0]];
        if (b < a || from === to) continue;
        if (b === a && topA === topB) {
          // within one area; between two surfaces only from those built over the others
          if (topA !== 'surfaces' || from.split('/')[1] === to.split('/')[1] || OVER_OTHER_SURFACES.has(from.split('/')[1]!)) continue;
        }
        if (a === 4 && b === 4) continue; // entry points may build on the app assembly (openapi/write.ts)
        wrong.push(`${from} -> ${to}`);
      }
    }
    assert.deepEqual(wrong, [], 'imports that point up or sideways');
  });

  it('nothing below the composition root imports it (type-only imports included)', () => {
    const wrong = [...graph]
      .filter(([f]) => !ENTRY.some((r) => r.test(f)))
      .flatMap(([f, { local }]) => local.filter((t) => t.startsWith('root/')).map((t) => `${f} -> ${t}`));
    assert.deepEqual(wrong, []);
  });

  it('the core imports no HTTP, SQL or file-system module', () => {
    const wrong = [...graph]
      .filter(([f]) => f.startsWith('core/'))
      .flatMap(([f, { packages }]) => packages.filter((p) => CORE_FORBIDDEN.test(p)).map((p) => `${f} -> ${p}`));
    assert.deepEqual(wrong, []);
  });

  it('no import circles', () => {
    assert.deepEqual(circlesOf(graph), []);
  });

  it('no import circles in the SDK either', () => {
    const sdkFiles = sourceFiles(SDK_ROOT, SDK_ROOT).filter((f) => !f.startsWith('generated/'));
    assert.ok(sdkFiles.length > 5, `found only ${sdkFiles.length} SDK files`);
    assert.deepEqual(circlesOf(new Map(sdkFiles.map((f) => [f, importsOf(f, SDK_ROOT)]))), []);
  });

  it('no service file past 400 lines', () => {
    const big = files
      .filter((f) => /-service\.ts$/.test(f))
      .map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > 400);
    assert.deepEqual(big, []);
  });
});
