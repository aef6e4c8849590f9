// npm run bench -- <name>: runs dist/bench/<name>.js (build first with npm run build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('dist/bench');
const name = process.argv[2];
const available = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => f.replace(/\.js$/, '')) : [];
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ') || '(none built; run npm run build)'}`);
  process.exit(name ? 1 : 0);
}
const r = spawnSync(process.execPath, ['--expose-gc', path.join(dir, `${name}.js`), ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
