// Writes openapi/<surface>.json from the routes' own schemas; --check fails when the committed
// files differ from what the code generates (CI runs it).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { buildApp } from '../server/app.js';
import { createContainer } from '../server/container.js';
import { buildOpenApi } from './build.js';
import { API_VERSION } from './version.js';

const check = process.argv.includes('--check');
const outDir = path.resolve(process.cwd(), 'openapi');
const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', INLINE_WORKER: 'false' }), sqlitePath: ':memory:' };
const c = await createContainer(config);
const app = await buildApp(c);
await app.ready();
let drift = 0;
fs.mkdirSync(outDir, { recursive: true });
for (const name of [...app.catalog.surfaces.keys()].sort()) {
  const text = JSON.stringify(buildOpenApi(app.catalog, name, API_VERSION, { serverUrl: 'http://127.0.0.1:8080' }), null, 2) + '\n';
  const file = path.join(outDir, `${name}.json`);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (check) {
    if (current !== text) {
      drift++;
      console.error(`openapi/${name}.json is out of date: run npm run openapi and commit the result`);
    }
  } else if (current !== text) {
    fs.writeFileSync(file, text);
    console.log(`wrote openapi/${name}.json`);
  }
}
await app.close();
await c.close();
if (drift) process.exit(1);
if (check) console.log('openapi documents are up to date');
