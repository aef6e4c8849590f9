// Parity (issue 37): the registry of the real service's features (registry.ts) against this
// platform's OpenAPI documents. An endpoint is built when a document has its operation; a field
// or column when one of its operations names it (a parameter, or a property anywhere in a
// request or answer schema); an endpoint whose named fields or columns are not all there is
// partial, with the missing ones listed. docs/parity.md (write.ts) and GET /_parity
// (routes.ts) are both this.
import { REGISTRY, type Evidence, type Group, type Status } from './registry.js';

type Json = Record<string, unknown>;

export interface ParityFeature {
  section: string;
  kind: 'endpoint' | 'field' | 'column' | 'behaviour';
  name: string;
  /** The operations a field or column belongs to. */
  on?: string[];
  evidence: Evidence;
  source: string;
  status: Status;
  /** Partial or not built: what is missing. Behaviours: also where an implemented one is shown. */
  missing?: string;
  note?: string;
}

export interface ParityReport {
  /** What the statuses were read from. */
  basis: string;
  summary: Record<Status, number>;
  features: ParityFeature[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the documents (`METHOD /path`) with the names it carries. */
function operations(docs: readonly Json[]): Map<string, Set<string>> {
  const ops = new Map<string, Set<string>>();
  for (const doc of docs) {
    for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const names = new Set<string>();
        for (const param of (op.parameters ?? []) as Json[]) names.add(String(param.name));
        collect(op.requestBody, names);
        collect(op.responses, names);
        ops.set(`${method.toUpperCase()} ${p}`, names);
      }
    }
  }
  return ops;
}

/** Property names anywhere under `schema` objects (examples are not schemas: they are skipped). */
function collect(v: unknown, into: Set<string>, inSchema = false): void {
  if (Array.isArray(v)) return v.forEach((x) => collect(x, into, inSchema));
  if (!v || typeof v !== 'object') return;
  for (const [k, x] of Object.entries(v as Json)) {
    if (k === 'example' || k === 'examples') continue;
    if (inSchema && k === 'properties' && x && typeof x === 'object') for (const name of Object.keys(x)) into.add(name);
    collect(x, into, inSchema || k === 'schema');
  }
}

function listed(names: readonly string[], max = 12): string {
  return names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

export function assessParity(docs: readonly Json[], registry: readonly Group[] = REGISTRY): ParityReport {
  const ops = operations(docs);
  const features: ParityFeature[] = [];
  const seen = new Set<string>();
  // fields and columns first: an endpoint's status depends on them
  const missingOf = new Map<string, string[]>();
  const named: ParityFeature[] = [];
  for (const g of registry) {
    if (g.kind !== 'field' && g.kind !== 'column') continue;
    for (const name of g.names) {
      const key = `${g.kind}|${g.on.join(',')}|${name}`;
      if (seen.has(key)) continue; // the first (strongest) listing wins
      seen.add(key);
      const present = g.on.filter((o) => ops.has(o));
      const built = present.some((o) => ops.get(o)!.has(name));
      const f: ParityFeature = { section: g.section, kind: g.kind, name, on: g.on, evidence: g.evidence, source: g.source, status: built ? 'implemented' : 'not built' };
      if (!built) {
        f.missing = present.length ? `not in ${present.join(' / ')}` : 'its endpoint is not built';
        for (const o of present) missingOf.set(o, [...(missingOf.get(o) ?? []), name]);
      }
      named.push(f);
    }
  }
  for (const g of registry) {
    if (g.kind === 'endpoint') {
      for (const name of g.names) {
        if (seen.has(`endpoint|${name}`)) continue;
        seen.add(`endpoint|${name}`);
        const missing = [...new Set(missingOf.get(name) ?? [])];
        const status: Status = !ops.has(name) ? 'not built' : missing.length ? 'partial' : 'implemented';
        features.push({ section: g.section, kind: 'endpoint', name, evidence: g.evidence, source: g.source, status, ...(status === 'partial' ? { missing: `named here but not built: ${listed(missing)}` } : {}) });
      }
    } else if (g.kind === 'behaviour') {
      features.push({ section: g.section, kind: 'behaviour', name: g.name, evidence: g.evidence, source: g.source, status: g.status, ...(g.status === 'implemented' ? { note: g.note } : { missing: g.note }) });
    }
  }
  features.push(...named);
  const order = [...new Set(registry.map((g) => g.section))];
  const kinds = ['endpoint', 'field', 'column', 'behaviour'];
  features.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section) || kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
  const summary: Record<Status, number> = { implemented: 0, partial: 0, 'not built': 0 };
  for (const f of features) summary[f.status]++;
  return { basis: 'the OpenAPI documents of this platform (openapi/*.json) for endpoints, fields and columns; behaviours by hand', summary, features };
}

const esc = (s: string) => s.replace(/\|/g, '\\|');

/** docs/parity.md: a summary per section, then every feature. */
export function renderParityMarkdown(r: ParityReport): string {
  const sections = [...new Set(r.features.map((f) => f.section))];
  const lines = [
    '# Parity with the real service',
    '',
    '<!-- generated by `npm run openapi` from src/openapi/parity/registry.ts and the OpenAPI documents; `npm run openapi:check` fails on drift. Do not edit. -->',
    '',
    'Every endpoint, field and report column of the real service that the specification and its addenda name, with',
    'the evidence they give and whether this platform has it. The same registry answers `GET /_parity` (JSON), so a test',
    'suite can check before it runs that what it needs is implemented.',
    '',
    '- **Evidence**: *strong* = documented, or two independent sources agree; *weak* = one source, or docs-derived',
    '  only; *not shown* = no source says.',
    '- **Status**: an endpoint is *implemented* when its operation is in this platform\'s OpenAPI documents and so are',
    '  all the fields and columns named for it; *partial* when some of those are missing (listed); *not built* when the',
    '  operation is absent. A field or column is *implemented* when one of its operations names it as a parameter or',
    '  a property of a request or answer schema. Behaviours no schema shows are assessed by hand, with where each is shown.',
    '- Host names: `docs/intercept.md` serves these paths on the real hosts.',
    '',
    '## Summary',
    '',
    '| section | implemented | partial | not built |',
    '|---|---|---|---|',
  ];
  for (const s of sections) {
    const fs = r.features.filter((f) => f.section === s);
    const n = (st: Status) => fs.filter((f) => f.status === st).length;
    lines.push(`| ${s} | ${n('implemented')} | ${n('partial')} | ${n('not built')} |`);
  }
  lines.push(`| **all** | ${r.summary.implemented} | ${r.summary.partial} | ${r.summary['not built']} |`, '');
  for (const s of sections) {
    lines.push(`## ${s}`, '', '| kind | name | where | evidence | source | status |', '|---|---|---|---|---|---|');
    for (const f of r.features.filter((x) => x.section === s)) {
      const where = f.on ? (f.on.length > 2 ? `${f.on[0]} (+${f.on.length - 1})` : f.on.join(', ')) : '';
      const status = f.status === 'implemented' ? (f.note ? `implemented (${f.note})` : 'implemented') : `**${f.status}**${f.missing ? `: ${f.missing}` : ''}`;
      lines.push(`| ${f.kind} | ${f.kind === 'behaviour' ? esc(f.name) : `\`${esc(f.name)}\``} | ${esc(where)} | ${f.evidence} | ${esc(f.source)} | ${esc(status)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
