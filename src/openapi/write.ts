// Writes openapi/<surface>.json from the routes' own schemas, with example requests and answers
// recorded by running them (src/openapi/examples.ts) on a fresh in-memory database with a fixed
// clock and seeded ids; the examples also go to src/openapi/examples.json, which the server's
// served documents embed. --check fails when the committed files differ from what the code
// generates now (CI runs it): a changed answer is a changed example. docs/parity.md is generated
// here too, from the same documents and src/openapi/parity/registry.ts.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { ManualClock } from '../infra/clock.js';
import { seededIds } from '../infra/ids.js';
import { buildApp } from '../root/app.js';
import { createContainer } from '../root/container.js';
import { buildOpenApi } from './build.js';
import { assessParity, renderParityMarkdown } from './parity/assess.js';
import { EXAMPLE_CLOCK, EXAMPLE_SEED, recordExamples, type ExampleSet } from './examples.js';
import { EXAMPLE_SANDBOX_TOKEN, recordSandboxExamples } from './sandbox-examples.js';
import { API_VERSION } from './version.js';

const check = process.argv.includes('--check');
const root = process.cwd();
const outDir = path.resolve(root, 'openapi');
const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', INLINE_WORKER: 'false', WORKER_CONCURRENCY: '1', JOB_POLL_MS: '20' };

/** A fresh app on an in-memory database with the fixed clock and ids; records its examples. */
async function record(extraEnv: Record<string, string>, recorder: typeof recordExamples): Promise<{ examples: ExampleSet; catalog: FastifyInstance['catalog'] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-openapi-'));
  const config = { ...loadConfig({ ...env, ...extraEnv, DATA_DIR: dataDir }), sqlitePath: ':memory:', blobDir: path.join(dataDir, 'blobs') };
  const c = await createContainer(config, { clock: new ManualClock(new Date(EXAMPLE_CLOCK)), ids: seededIds(EXAMPLE_SEED) });
  const app = await buildApp(c);
  await app.ready();
  try {
    return { examples: await recorder(app, c), catalog: app.catalog };
  } finally {
    await app.close();
    await c.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// The four surfaces on an app as `npm start` builds it; the sandbox's document on its own
// sandbox-enabled app (that surface exists only with SANDBOX=true, and its reset and restore
// examples would wipe what the others made).
const main = await record({}, recordExamples);
const sandbox = await record({ SANDBOX: 'true', SANDBOX_TOKEN: EXAMPLE_SANDBOX_TOKEN }, recordSandboxExamples);
const examples = sortKeys({ ...main.examples, ...sandbox.examples }) as ExampleSet;
const catalogs = [main.catalog, sandbox.catalog];
let drift = 0;
const files: [string, string][] = [[path.join(root, 'src/openapi/examples.json'), JSON.stringify(examples, null, 2) + '\n']];
const documented = new Set<string>();
const apiDocs: Record<string, unknown>[] = [];
for (const catalog of catalogs) {
  for (const name of [...catalog.surfaces.keys()].sort()) {
    if (documented.has(name)) continue;
    documented.add(name);
    const doc = buildOpenApi(catalog, name, API_VERSION, { serverUrl: 'http://127.0.0.1:8080', examples });
    if (name !== 'sandbox') apiDocs.push(doc);
    files.push([path.join(outDir, `${name}.json`), JSON.stringify(doc, null, 2) + '\n']);
  }
}
// the parity table, from the same documents (issue 37)
files.push([path.join(root, 'docs/parity.md'), renderParityMarkdown(assessParity(apiDocs)) + '\n']);
fs.mkdirSync(outDir, { recursive: true });
for (const [file, text] of files) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const rel = path.relative(root, file);
  if (check) {
    if (current !== text) {
      drift++;
      console.error(`${rel} is out of date: run npm run openapi and commit the result`);
    }
  } else if (current !== text) {
    fs.writeFileSync(file, text);
    console.log(`wrote ${rel}`);
  }
}
if (drift) process.exit(1);
if (check) console.log('openapi documents and their examples are up to date');
process.exit(0);

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]));
  return v;
}
