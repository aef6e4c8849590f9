// Runs every compiled test file with node's own test runner. Usage: node scripts/run-tests.mjs [filter]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve('dist/test');
const filter = process.argv[2];
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.test.js') && (!filter || p.includes(filter))) files.push(p);
  }
})(root);
files.sort();
if (files.length === 0) {
  console.error('no test files found under dist/test' + (filter ? ` matching ${filter}` : ''));
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
